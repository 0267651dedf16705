"""Asking the loss models about a position, and checking them against won lines.

Why a layer above the two models: both answer in CP-SAT's terms, and only one of them means
anything about the game – "no solution" is a proof of loss; a solution of a relaxation says
nothing, and neither does running out of time. `Outcome` keeps the model's own answer (the
experiment counts feasible models too) and `Outcome.verdict` says what it means for the game.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ortools.sat.python import cp_model

from game.engine import Position
from solver import Verdict

from . import loss_model as step_model, snapshots
from .histories import follow, single_cards_once


class Kind(enum.Enum):
    """The two models: `snapshots.py` (a legal table at every stream event) and `loss_model.py`
    (event times per card, the issue's own sketch)."""

    SNAPSHOT = "snapshot"
    STEP = "step"


class Outcome(enum.Enum):
    """What CP-SAT said about a model."""

    INFEASIBLE = "infeasible"  # no solution: no real win exists
    FEASIBLE = "feasible"      # a solution of the relaxation: proves nothing
    UNKNOWN = "unknown"        # the time ran out first

    @property
    def verdict(self) -> Verdict:
        return Verdict.UNSOLVABLE if self is Outcome.INFEASIBLE else Verdict.UNKNOWN


_OUTCOME = {cp_model.INFEASIBLE: Outcome.INFEASIBLE, cp_model.OPTIMAL: Outcome.FEASIBLE, cp_model.FEASIBLE: Outcome.FEASIBLE}


@dataclass(frozen=True)
class Answer:
    """One model's answer on one position, with the model's size and CP-SAT's effort."""

    outcome: Outcome
    seconds: float
    variables: int
    constraints: int
    conflicts: int


@dataclass(frozen=True)
class Settings:
    """Which model, with which parts switched on (all by default), and the step model's stays."""

    kind: Kind = Kind.SNAPSHOT
    parts: frozenset[str] | None = None
    stays: int = 1


def _model(position: Position, settings: Settings) -> tuple[cp_model.CpModel, object]:
    if not single_cards_once(position):
        raise ValueError("the loss models are for Classic positions")
    if settings.kind is Kind.SNAPSHOT:
        parts = snapshots.ALL_PARTS if settings.parts is None else frozenset(snapshots.Part(p) for p in settings.parts)
        built = snapshots.build(position, parts)
        return built.model, built
    parts2 = step_model.ALL_PARTS if settings.parts is None else frozenset(step_model.Part(p) for p in settings.parts)
    built2 = step_model.build(position, settings.stays, parts2)
    return built2.model, built2


def run_model(model: cp_model.CpModel, seconds: float | None, work: float | None) -> Answer:
    """Solve on one worker (the machine is shared; figures are per core). ``work`` bounds CP-SAT's
    deterministic time instead of the wall clock, so tests give the same answer on any load."""
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.linearization_level = 0  # measured: the LP costs more than it prunes here
    if seconds is not None:
        solver.parameters.max_time_in_seconds = seconds
    if work is not None:
        solver.parameters.max_deterministic_time = work
    status = solver.solve(model)
    proto = model.proto
    return Answer(_OUTCOME.get(status, Outcome.UNKNOWN), solver.wall_time, len(proto.variables),
                  len(proto.constraints), solver.num_conflicts)


def prove(position: Position, settings: Settings = Settings(), seconds: float | None = 10.0,
          work: float | None = None) -> Answer:
    """Ask the model whether ``position`` (Classic) could be won; INFEASIBLE means it cannot."""
    model, _ = _model(position, settings)
    return run_model(model, seconds, work)


def fits(position: Position, moves: Sequence[str], settings: Settings = Settings()) -> Outcome:
    """Does the won line ``moves`` map onto a solution of the model? (FEASIBLE for a sound model.)

    Every variable is fixed to the value the line gives it, so CP-SAT only checks the constraints
    (its presolve settles it); raises ValueError when the line is illegal or does not win.
    """
    line = follow(position, moves)
    model, built = _model(position, settings)
    if isinstance(built, snapshots.SnapshotModel):
        snapshots.fix_to_line(built, line)
    else:
        assert isinstance(built, step_model.LossModel)
        step_model.fix_to_line(built, line)
    return run_model(model, None, 60.0).outcome
