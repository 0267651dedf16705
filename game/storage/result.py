"""`GameResult`: one ended game, described once.

The statistics, the history and the summary each want a part of the same facts (variant,
number, won, moves, time, help, daily date, grade, par). Told once here, each part is taken
from this one value (`record`, `played`, `summary`), so the three can never disagree about
the game they describe.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.content import Grade
from game.engine import Variant
from game.storage.clean import Aid
from game.storage.history import PlayedGame, played_game
from game.storage.stats import FinishedGame, RecordOutcome, Statistics

NO_NUMBER = "–"   # how the summary names an imported board


@dataclass(frozen=True)
class GameResult:
    """An ended game. ``number`` None: an imported board (described, never counted);
    ``aids``: every help it had, its undo and hint counters included (`clean.aids_of`)."""

    variant: Variant
    number: str | None
    won: bool
    moves: int
    seconds: float
    undos: int
    hints: int
    aids: tuple[Aid, ...] = ()
    daily: str | None = None      # the ISO date whose daily deal this was (B9)
    grade: Grade | None = None    # a graded catalogue deal's difficulty
    par: int | None = None        # the catalogue's solution length (B3)

    @property
    def clean(self) -> bool:
        """Won without any help (`game.storage.clean`)."""
        return self.won and not self.aids

    def record(self, stats: Statistics) -> RecordOutcome:
        """Count the game in ``stats`` (only a numbered game can be counted)."""
        if self.number is None:
            raise ValueError("a game without a number is not counted")
        return stats.record_result(self.variant, self.number, self.won, self.moves, self.seconds,
                                   clean=self.clean, grade=self.grade)

    def played(self, when: str | None = None) -> PlayedGame:
        """The game as one entry of the history (ended ``when``, else now)."""
        if self.number is None:
            raise ValueError("a game without a number has no history entry")
        return played_game(self.variant, self.number, self.won, self.moves, self.seconds, self.aids, self.daily,
                           self.par, when)

    def summary(self, outcome: RecordOutcome | None, best: int | None) -> FinishedGame:
        """The game as the summary shows it, with what counting it said about records."""
        beyond = tuple(aid for aid in self.aids if aid not in (Aid.UNDO, Aid.HINT))
        return FinishedGame(self.won, self.number if self.number is not None else NO_NUMBER, self.variant,
                            self.moves, self.seconds, self.undos, self.hints, outcome, best, beyond, self.daily)
