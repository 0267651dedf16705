"""`solve`: the portfolio of attempts, on top of the search core.

Why a portfolio: on a hard deal outcomes are all-or-nothing – one ordering finds the line at
once where another never does – so several attempts with differently weighted scores run in
turn, each with a share of the time left. Before any of them, the sound bounds are asked
whether the start is lost already (a proof in about a millisecond). The attempts live in
their own modules (`best_first.py`, `beam.py`, `proof.py`) and share `core.py`; this module
only chooses and runs them, so nothing below imports it.
"""

from __future__ import annotations

import time
from typing import NamedTuple

from game.engine import Position, RunMoves, Variant

from .beam import beam
from .best_first import best_first
from .budget import Budget
from .capacity import capacity_lost
from .compact import CompactMove, State, from_position, move_text
from .core import Outcome, Searcher, Weights, autoplay
from .fixpoint import cannot_win
from .line import shorten, verify_line
from .parking import parking_bound
from .proof import column_proof
from .verdict import SolveResult, Verdict


class Attempt(NamedTuple):
    """One search in the portfolio: best-first (complete), a stage beam of ``width`` (incomplete),
    or the column proof (`proof.py`: can answer only "unsolvable")."""

    weights: Weights
    share: float     # share of the time still left when this attempt starts
    width: int = 0   # 0: best-first; otherwise the beam width per talon stage
    spread: int = 10  # beam: expansions per stage = width * spread
    floor: float = 0.0  # at least this many seconds (but never over half of what is left)
    prove: bool = False  # the column proof instead of a search for a line


# The attempts, in order. Best-first comes first, briefly: it is the complete search (it
# proves tiny and frozen positions unsolvable at once) and finds the easiest lines. Narrow
# beams with differently weighted scores follow (a pass takes ~0.2–0.3 s; each solves deals
# the others miss), then wider beams with few expansions per stage, each allowed to run to
# its end (a beam cut off by its deadline has wasted its time). The list was chosen from a
# table of every attempt run alone on each of games 1–200 (docs/experiments.md, "Choosing
# the portfolio") and checked on games 201–300, which played no part in choosing it.
PROFILES: tuple[Attempt, ...] = (
    # The floor keeps best-first long enough to prove late-game positions lost for the
    # in-game indicator (short budgets), where 2 % would be a few milliseconds.
    Attempt(Weights(), 0.02, floor=0.3),
    # Most deals let a column be emptied, and the proof gives up on them in hundredths of a
    # second; on the rest it may prove the deal lost (docs/solver.md, "the column proof").
    Attempt(Weights(), 0.1, prove=True),
    Attempt(Weights(waste_block=5), 0.2, width=200),
    Attempt(Weights(waste_block=5, col_block=5), 0.25, width=200),
    Attempt(Weights(waste_block=5, waste=3, col_block=5), 0.33, width=200),
    Attempt(Weights(waste_block=12, waste=3), 0.5, width=200),
    Attempt(Weights(waste=3), 0.5, width=200),
    Attempt(Weights(waste_block=20, waste=5), 0.5, width=200),
    Attempt(Weights(waste_block=8), 0.95, width=800, spread=6),
    Attempt(Weights(waste_block=12, waste=3), 0.95, width=1600, spread=3),
    Attempt(Weights(waste_block=5), 0.95, width=3200, spread=3),
    Attempt(Weights(waste_block=5), 1.0, width=3200, spread=6),
)

# The weights the wide beams take turns with once the portfolio is through.
WIDE_WEIGHTS = (Weights(waste_block=5), Weights(waste_block=8), Weights(waste_block=5, col_block=5))

# Relaxed deals are mostly easy for best-first; the rest fall to narrow beams within a second.
RELAXED_PROFILES: tuple[Attempt, ...] = (
    Attempt(Weights(), 0.1),
    Attempt(Weights(), 0.3, width=30),
    Attempt(Weights(), 0.4, width=60),
    Attempt(Weights(up=10, empty=5, col_block=2, waste_block=3, waste=2.5), 1.0, width=150),
)


def lost_at_start(state: State, variant: Variant) -> bool:
    """True when a sound bound proves the (auto-played) position lost before any search.

    Each costs about a millisecond or less, so all are asked. Classic: the capacity bound
    (which includes the timed bound's "no column can ever be emptied" and the parking bound's
    count of cards that can only wait in an empty column, counting the talon cards that surely
    arrive before any column can be empty) and the untimed fixpoint. Relaxed: the untimed
    fixpoint (the one that speaks with a redeal left) and the parking bound. Proofs:
    docs/solver.md.
    """
    if variant.runs is RunMoves.AS_UNIT or variant.redeals:
        return cannot_win(state, variant) or parking_bound(state, variant)
    return capacity_lost(state, variant) or cannot_win(state, variant)


def _run(attempt: Attempt, searcher: Searcher, start: State, budget: Budget, deadline: float, node_base: int) -> Outcome:
    if attempt.prove:
        return column_proof(searcher, start, budget, deadline, node_base)
    if attempt.width:
        return beam(searcher, start, attempt.weights, attempt.width, attempt.spread, budget, deadline, node_base)
    return best_first(searcher, start, attempt.weights, budget, deadline, node_base)


def _finish(position: Position, start: State, line: list[CompactMove], nodes: int, started: float, budget: Budget) -> SolveResult:
    """Shorten a found line, replay it on the engine (raises LineError if it does not win), wrap it up."""
    line = shorten(start, line, position.variant, cancelled=budget.cancelled)
    texts = tuple(move_text(m) for m in line)
    verify_line(position, texts)
    return SolveResult(Verdict.SOLVABLE, texts, nodes, time.monotonic() - started)


def solve(position: Position, budget: Budget | float | None = None) -> SolveResult:
    """Solve ``position`` knowing the talon: SOLVABLE (with a line replayed on the engine),
    UNSOLVABLE (proved) or UNKNOWN (the budget ran out first). ``budget``: a `Budget`, or
    seconds (default 10)."""
    if not isinstance(budget, Budget):
        budget = Budget(seconds=budget if budget is not None else 10.0)
    started = time.monotonic()
    searcher = Searcher(position.variant)
    start = from_position(position)
    profiles = RELAXED_PROFILES if searcher.unit_runs else PROFILES
    if lost_at_start(autoplay(start)[0], position.variant):
        return SolveResult(Verdict.UNSOLVABLE, (), 1, time.monotonic() - started)
    total = 0
    for i, attempt in enumerate(profiles):
        now = time.monotonic()
        remaining = budget.deadline() - now
        allowed = max(remaining * attempt.share, min(attempt.floor, remaining / 2))
        deadline = now + allowed if i < len(profiles) - 1 else budget.deadline()
        outcome = _run(attempt, searcher, start, budget, deadline, total)
        total += outcome.nodes
        if outcome.verdict is Verdict.SOLVABLE:
            assert outcome.line is not None
            return _finish(position, start, outcome.line, total, started, budget)
        if outcome.verdict is Verdict.UNSOLVABLE:
            return SolveResult(Verdict.UNSOLVABLE, (), total, time.monotonic() - started)
        if budget.spent(total):
            break
    else:
        # Every attempt ended without a line and time is left: the widest beam again with the
        # other weights, then twice as wide, until the budget is spent.
        width = max((a.width for a in profiles), default=0)
        done = {(a.width, a.weights) for a in profiles}
        while width and not budget.spent(total):
            for weights in WIDE_WEIGHTS:
                if (width, weights) in done:
                    continue
                outcome = beam(searcher, start, weights, width, 3, budget, budget.deadline(), total)
                total += outcome.nodes
                if outcome.verdict is Verdict.SOLVABLE:
                    assert outcome.line is not None
                    return _finish(position, start, outcome.line, total, started, budget)
                if budget.spent(total):
                    break
            width *= 2
    return SolveResult(Verdict.UNKNOWN, (), total, time.monotonic() - started)
