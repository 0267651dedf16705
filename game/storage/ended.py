"""`EndedGame`: one ended game, described once — from the table to the statistics, the history,
the summary and the CSV.

The facts every part wants of a game that has ended (variant, number, won, moves, time, every
help it had, daily date, par, when it ended) are one frozen value, made when the game ends
(`ended_game`) and handed on as it is: the finishing journal wraps it with the game's identity
(`game.storage.ledger.FinishEntry`), the statistics count it, the history keeps it (``history.json``
holds its fields, `game.storage.history`), the summary shows it, the CSV lists it. None of them
strips a field that another adds back, so they can never disagree about the game they describe.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from game.engine import Variant, parse_game_number
from game.storage.aids import Aid
from game.storage.bounds import MAX_MOVES, clock_seconds
from game.storage.played_line import is_line


@dataclass(frozen=True)
class EndedGame:
    """An ended game. ``number`` None: an imported board (shown, never counted); ``aids``: every
    help it had, its undo and hint counters included (`game.storage.aids.aids_of`); ``daily``:
    the ISO date whose daily deal it was (B9); ``par``: the catalogue's solution length (B3);
    ``when``: the local date and time it ended (``YYYY-MM-DDTHH:MM:SS``); ``undos`` and ``hints``:
    its counters, as the summary shows them — None for a game read back from ``history.json``,
    which keeps the help they stand for in ``aids``, not the counts; ``line``: its own moves as
    the history keeps them (`game.storage.played_line`), None when they are not kept."""

    variant: Variant
    number: str | None
    won: bool
    moves: int
    seconds: float
    aids: tuple[Aid, ...] = ()
    daily: str | None = None
    par: int | None = None
    when: str = ""
    undos: int | None = None
    hints: int | None = None
    line: str | None = None

    @property
    def clean(self) -> bool:
        """Won without any help (`game.storage.aids`)."""
        return self.won and not self.aids

    @property
    def counted_number(self) -> str:
        """The number of a game that counts — every game of the history and the journal has one;
        ValueError for an imported board, which is never counted."""
        if self.number is None:
            raise ValueError("a game without a number is not counted")
        return self.number

    @property
    def is_daily(self) -> bool:
        return self.daily is not None

    @property
    def ended(self) -> datetime.datetime:
        return datetime.datetime.fromisoformat(self.when)


def now_text(moment: datetime.datetime | None = None) -> str:
    """The local time as ``EndedGame.when`` holds it (seconds, no time zone)."""
    moment = moment if moment is not None else datetime.datetime.now()
    return moment.replace(microsecond=0, tzinfo=None).isoformat()


def ended_game(variant: Variant, number: str | None, won: bool, moves: int, seconds: float,
               aids: tuple[Aid, ...] = (), daily: str | None = None, par: int | None = None,
               when: str | None = None, undos: int | None = None, hints: int | None = None,
               line: str | None = None) -> EndedGame:
    """An EndedGame for a game that ends now (unless ``when`` is given), its number canonical and its
    values clamped to what the files accept, so a broken clock or a huge counter can never make a
    file unreadable (the time to a tenth of a second, rounded down: the whole seconds stay)."""
    return EndedGame(variant, str(parse_game_number(number)) if number is not None else None, won,
                     max(0, min(int(moves), MAX_MOVES)), clock_seconds(seconds), aids, daily,
                     par if par is not None and 0 < par <= MAX_MOVES else None, when or now_text(), undos, hints,
                     line if is_line(line) else None)
