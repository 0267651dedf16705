"""The referee: the model's "lost" against the solver's finished search on endgame positions.

Why: soundness is checked on won lines (`prove.fits`), but a bug in how a position is turned
into a model – a card numbered wrongly, a foundation read wrongly – would not show there. Near
the end of the talon the solver's search often finishes, and then its verdict is exact
(SOLVABLE comes with a line replayed on the engine, UNSOLVABLE after the whole tree or a start
bound). Random play of a random deal to a few talon cards left gives such positions, mostly
lost ones – the kind the model is meant to prove. Every position the model calls lost must be
one the finished search calls UNSOLVABLE. (Small random tables are no help here: with few cards
left they are nearly all winnable.) The step model is left out: it proves none of these.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.engine import CLASSIC, Position, deal
from solver import Budget, Verdict, solve
from solver.compact import FINISH, apply, from_position, full_moves, to_position
from solver.playouts import random_move

from .prove import Outcome, Settings, prove


def endgame(rng: random.Random, left: int) -> Position:
    """Random play of a random Classic deal (1–5000) to ``left`` talon cards: a card that can go
    up goes up 60 % of the time, another table move is made 25 %, else the talon is turned.
    Plays that get stuck before ``left`` are thrown away and a new deal is drawn."""
    while True:
        state = from_position(deal(rng.randrange(1, 5001), CLASSIC))
        while len(state.talon) > left:
            moves = [m for m in full_moves(state, CLASSIC) if m != FINISH]
            move = random_move(moves, rng, up_share=0.6, table_share=0.85)
            if move is None:
                break
            state = apply(state, move)
        if len(state.talon) == left:
            return to_position(state, CLASSIC)


@dataclass(frozen=True)
class Bout:
    """One position: the solver's verdict and the snapshot model's outcome."""

    position: Position
    truth: Verdict
    outcome: Outcome

    @property
    def wrong(self) -> bool:
        """The model called lost what the search won (with a line replayed on the engine)."""
        return self.outcome is Outcome.INFEASIBLE and self.truth is Verdict.SOLVABLE

    @property
    def open(self) -> bool:
        """The model called it lost and the search has not finished: nothing to compare."""
        return self.outcome is Outcome.INFEASIBLE and self.truth is Verdict.UNKNOWN


def referee(count: int, seed: int, left: int = 2, nodes: int = 200_000, work: float = 20.0) -> list[Bout]:
    """``count`` endgames with ``left`` talon cards, each judged by the solver (at most ``nodes``
    nodes) and the snapshot model (at most ``work`` of CP-SAT's deterministic time): no wall
    clock anywhere, so the answers are the same on any machine."""
    rng = random.Random(seed)
    bouts = []
    for _ in range(count):
        position = endgame(rng, left)
        truth = solve(position.copy(), Budget(seconds=None, nodes=nodes)).verdict
        bouts.append(Bout(position, truth, prove(position, Settings(), None, work).outcome))
    return bouts


def tally(bouts: list[Bout]) -> Counter[tuple[str, str]]:
    """How often each (solver verdict, model outcome) pair occurred."""
    return Counter((b.truth.value, b.outcome.value) for b in bouts)
