"""The daily deals' results (docs/daily.md, B9): ``daily.json`` in the player's data folder.

One small file of its own, so that damage to it never costs the statistics (and theirs never
costs the calendar): per variant, each date whose daily deal ended, and how —

- ``won``: won, and the game was begun on its own date. Only these days make the streak
  (a game begun before midnight and won after it still counts: the player was on time).
- ``won_later``: won, but begun on a later date (a past day picked in the calendar). The
  calendar shows the day as won; the streak does not count it.
- ``lost``: given up, or left for another deal after a move, and never won.

A day keeps its best result: a won day stays won whatever later attempts do.

Which game on the table *is* a daily deal is the ``active`` entry (date, variant, number,
the date it was begun): written when a daily deal is dealt, kept while that deal stays on
the table (restart, the autosave resumed at the next launch), dropped when another deal
begins. The same deal dealt by "new game" is not a daily deal.

A damaged file is handled like every other (game/storage/files.py): kept aside, the player
told once, what was valid in it kept and written back.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any, TypeGuard

from game.engine import VARIANTS, Variant
from game.engine.digits import is_digits
from game.engine.text_enum import TextEnum
from game.storage.files import CORRUPT, DataDir
from game.storage.keys import stored_variant
from game.storage.writer import JsonSaver

DAILY_FILE = "daily.json"
DAILY_VERSION = 1


class DayResult(TextEnum):
    """How a day's daily deal ended (not played: no entry), from worst to best."""

    LOST = "lost"
    WON_LATER = "won_later"
    WON = "won"

    @property
    def won(self) -> bool:
        return self is not DayResult.LOST


_RANK = {DayResult.LOST: 0, DayResult.WON_LATER: 1, DayResult.WON: 2}


@dataclass(frozen=True)
class DailyGame:
    """The daily deal on the table: its date, variant and number, and the date it was begun."""

    day: datetime.date
    variant: Variant
    number: str
    begun: datetime.date

    @property
    def on_time(self) -> bool:
        """Begun on its own date: a win makes the streak."""
        return self.begun == self.day


# The days a daily result can be of: any a player's clock can have shown — a clock reset to 1970,
# one set years ahead — and none a clock cannot (9999-12-31, where the calendar's next day is
# past what a date can hold). Beyond them a day in a file is damage, refused like any other.
EARLIEST_DAY = datetime.date(1970, 1, 1)
LATEST_DAY = datetime.date(2999, 12, 31)


def parse_day(text: Any) -> datetime.date | None:
    """A date from its ISO text ``YYYY-MM-DD`` (nothing else) from EARLIEST_DAY to LATEST_DAY, or None."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return day if EARLIEST_DAY <= day <= LATEST_DAY else None


class DailyRecord:
    """Every daily result of one player, and the daily deal on the table (see the module doc).

    Build with `DailyRecord.load`; each change is saved at once through ``saver``.
    """

    def __init__(self, saver: JsonSaver | None = None) -> None:
        self.saver = saver
        self.days: dict[Variant, dict[datetime.date, DayResult]] = {variant: {} for variant in VARIANTS}
        self.active: DailyGame | None = None

    @classmethod
    def load(cls, data_dir: DataDir, saver: JsonSaver | None = None) -> DailyRecord:
        """The saved results (a missing file: none; a bad one kept aside and its good part kept)."""
        record = cls(saver if saver is not None else data_dir)
        data = data_dir.load_json(DAILY_FILE, DAILY_VERSION)
        if data is not None:
            dropped = record._read(data)
            if dropped:
                data_dir.set_aside(DAILY_FILE, CORRUPT, f"{dropped} invalid daily entries dropped")
                record.save()
        return record

    def _read(self, data: dict[str, Any]) -> int:
        """Keep every valid entry; return how many were invalid."""
        table = data.get("days", {})
        if not isinstance(table, dict) or set(data) - {"version", "days", "active"}:
            return 1
        dropped = 0
        results = {result.value: result for result in DayResult}
        for name, days in table.items():
            variant = stored_variant(name)
            if variant is None or not isinstance(days, dict):
                dropped += 1
                continue
            for text, value in days.items():
                day, result = parse_day(text), results.get(value) if isinstance(value, str) else None
                if day is None or result is None:
                    dropped += 1
                else:
                    self.days[variant][day] = result
        active = data.get("active")
        if active is not None:
            self.active = _daily_game(active)
            dropped += self.active is None
        return dropped

    # --- reading ---------------------------------------------------------------------------

    def result(self, variant: Variant, day: datetime.date) -> DayResult | None:
        """How ``day``'s daily deal of ``variant`` ended; None: not played (or not ended)."""
        return self.days[variant].get(day)

    def streaks(self, variant: Variant, today: datetime.date) -> tuple[int, int]:
        """(current, best) streak: consecutive days whose daily deal was won on time.

        The current streak runs back from today, or from yesterday while today's deal is
        still open (a streak does not break before the day is over).
        """
        won = sorted(day for day, result in self.days[variant].items() if result is DayResult.WON)
        best = run = 0
        previous: datetime.date | None = None
        for day in won:
            run = run + 1 if previous is not None and (day - previous).days == 1 else 1
            best = max(best, run)
            previous = day
        on_time = set(won)
        day = today if today in on_time else today - datetime.timedelta(days=1)
        current = 0
        while day in on_time:
            current += 1
            day -= datetime.timedelta(days=1)
        return current, best

    def is_daily(self, variant: Variant, number: str) -> DailyGame | None:
        """The daily game if ``number`` of ``variant`` on the table is the active daily deal."""
        active = self.active
        return active if active is not None and (active.variant, active.number) == (variant, number) else None

    # --- changing --------------------------------------------------------------------------

    def start(self, day: datetime.date, variant: Variant, number: str, today: datetime.date) -> None:
        """A daily deal is being dealt (the next `began` of it keeps it daily)."""
        self.active = DailyGame(day, variant, number, today)
        self.save()

    def began(self, variant: Variant, number: str | None) -> DailyGame | None:
        """A deal is on the table: unless it is the active daily deal, nothing is daily any more.
        The daily game it is, if it is one."""
        daily = self.is_daily(variant, number) if number is not None else None
        if self.active is not None and daily is None:
            self.active = None
            self.save()
        return daily

    def finished(self, variant: Variant, number: str, won: bool) -> DayResult | None:
        """A game ended (counted in the statistics): if it was the daily deal, note its day and save."""
        ended = self.day_result(variant, number, won)
        if ended is None:
            return None
        if self.note(variant, *ended):
            self.save()
        return self.days[variant][ended[0]]

    def day_result(self, variant: Variant, number: str, won: bool) -> tuple[datetime.date, DayResult] | None:
        """The day and result a game ending now gives, if it is the daily deal on the table."""
        game = self.is_daily(variant, number)
        if game is None:
            return None
        return game.day, (DayResult.WON if game.on_time else DayResult.WON_LATER) if won else DayResult.LOST

    def note(self, variant: Variant, day: datetime.date, result: DayResult) -> bool:
        """``day`` of ``variant`` ended with ``result``: kept if better than what the day had (no save).
        Noting one result twice changes nothing — a replayed journal needs no list of games here.
        True when the day changed."""
        old = self.days[variant].get(day)
        if old is not None and _RANK[result] <= _RANK[old]:
            return False
        self.days[variant][day] = result
        return True

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": DAILY_VERSION,
            "days": {variant.name: {day.isoformat(): result.value for day, result in sorted(days.items())}
                     for variant, days in self.days.items()},
        }
        if self.active is not None:
            active = self.active
            data["active"] = {"date": active.day.isoformat(), "variant": active.variant.name,
                              "number": active.number, "begun": active.begun.isoformat()}
        return data

    def save(self) -> bool:
        """Write the file (False: the disk refused — the DataDir has told the player)."""
        if self.saver is None:
            return False
        return self.saver.save_json(DAILY_FILE, self.to_json()) is not False


def _is_number_text(value: Any) -> TypeGuard[str]:
    """A catalogue number as the file writes it: up to 20 ASCII digits."""
    return isinstance(value, str) and is_digits(value) and 0 < len(value) <= 20


def _daily_game(data: Any) -> DailyGame | None:
    """The ``active`` entry, or None when anything in it is wrong."""
    if not isinstance(data, dict):
        return None
    day, begun = parse_day(data.get("date")), parse_day(data.get("begun"))
    variant, number = stored_variant(data.get("variant")), data.get("number")
    if day is None or begun is None or variant is None or not _is_number_text(number):
        return None
    return DailyGame(day, variant, number, begun)

