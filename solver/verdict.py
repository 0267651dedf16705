"""What the solver answers: one `Verdict` for `solve` and `dead_end`, and the `SolveResult`.

Why one enum for both questions: the game's background worker asks both about the same
position and hands the answers to the table through one queue; with one type, each member
means one thing about the position whoever said it (`DEAD_END` is never confused with a
"no" from another question). Why a ``str`` enum: the answers cross process pools (pickled by
name, with the module importable on both sides), go into the game worker's JSON lines and
study files as their values, and read back with ``Verdict(text)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.engine.text_enum import TextEnum


class Verdict(TextEnum):
    """An answer about a position, knowing the talon order. The value is its written form."""

    SOLVABLE = "solvable"          # solve: a winning line exists (the result carries it, replayed)
    UNSOLVABLE = "unsolvable"      # solve: proved that no winning line exists
    NOT_DEAD_END = "not_dead_end"  # dead_end: some card can still reach a foundation (R17)
    DEAD_END = "dead_end"          # dead_end: proved that no card can ever reach a foundation
    UNKNOWN = "unknown"            # either: the budget ran out (or was cancelled) first


    @property
    def settled(self) -> bool:
        """True for every answer but UNKNOWN."""
        return self is not Verdict.UNKNOWN

    @property
    def lost(self) -> bool:
        """Proved that the position cannot be won (a dead end that is not won cannot be)."""
        return self is Verdict.UNSOLVABLE or self is Verdict.DEAD_END


# The members each question can give (for type checkers and readers; tests hold them to it).
SolveVerdict = Literal[Verdict.SOLVABLE, Verdict.UNSOLVABLE, Verdict.UNKNOWN]
DeadEndVerdict = Literal[Verdict.NOT_DEAD_END, Verdict.DEAD_END, Verdict.UNKNOWN]
SOLVE_VERDICTS = (Verdict.SOLVABLE, Verdict.UNSOLVABLE, Verdict.UNKNOWN)
DEAD_END_VERDICTS = (Verdict.NOT_DEAD_END, Verdict.DEAD_END, Verdict.UNKNOWN)


@dataclass(frozen=True)
class SolveResult:
    """The answer of `solve`: ``moves`` is the complete winning line in engine notation when
    the verdict is SOLVABLE (every card sent up is an explicit move), empty otherwise.

    Frozen and made of plain values, so it can be cached, compared and pickled as it is.
    """

    verdict: SolveVerdict
    moves: tuple[str, ...] = ()
    nodes: int = 0          # distinct positions the search generated
    seconds: float = 0.0    # wall-clock time spent
