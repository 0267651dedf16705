"""`DailyDeals`: the daily deal (B9, docs/daily.md) — which deal is each day's, how each day's deal
ended and the streak, and whether the deal on the table is a daily one.

The pinned rule (`game.content.daily_number`) picks a day's deal from the variant's catalogue;
``daily.json`` (`game.storage.daily.DailyRecord`) keeps each day's result and which deal on the
table is daily. A daily deal is marked *before* it is dealt (`start`): the deal that begins next
with that number stays daily (a restart, the autosave resumed at the next launch); any other
deal ends it (`began`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from game.content import NoDailyDeal, daily_number
from game.engine import Game, GameNumber, Variant
from game.storage.daily import DailyGame, DailyRecord, DayResult

from .catalogue_deals import CatalogueDeals


class DailyDeals:
    """Each day's deal and result (see the module docstring); ``today`` gives the local date."""

    def __init__(self, record: DailyRecord, deals: CatalogueDeals,
                 today: Callable[[], datetime.date] = datetime.date.today) -> None:
        self._record = record
        self._deals = deals
        self._today = today

    @property
    def record(self) -> DailyRecord:
        """The results as ``daily.json`` holds them (the finishing journal writes into it)."""
        return self._record

    def today(self) -> datetime.date:
        """The player's local date."""
        return self._today()

    def set_today(self, today: Callable[[], datetime.date]) -> None:
        """Another clock for "today" (tests and the screenshots pin a date)."""
        self._today = today

    # --- the days ----------------------------------------------------------------------------

    def number(self, day: datetime.date, variant: Variant) -> GameNumber | None:
        """``day``'s daily deal of ``variant``; None without a catalogue (or a variant without one)."""
        try:
            return GameNumber(daily_number(day, variant, self._deals.entries(variant)))
        except NoDailyDeal:
            return None

    def available(self, variant: Variant) -> bool:
        """There is a daily deal of ``variant`` at all (its catalogue was found)."""
        return self.number(self.today(), variant) is not None

    def result(self, variant: Variant, day: datetime.date) -> DayResult | None:
        return self._record.result(variant, day)

    def streaks(self, variant: Variant) -> tuple[int, int]:
        """(current, best) run of days whose deal was won on its day."""
        return self._record.streaks(variant, self.today())

    # --- the deal on the table -------------------------------------------------------------------

    def start(self, day: datetime.date, variant: Variant, number: GameNumber) -> None:
        """The next deal on the table is ``day``'s daily deal (call just before dealing it)."""
        self._record.start(day, variant, str(number), self.today())

    def began(self, game: Game) -> DailyGame | None:
        """``game`` is on the table: the daily deal it is (of which day), if it is one; any other
        deal ends the daily mark."""
        return self._record.began(game.variant, str(game.number) if game.number is not None else None)

    def of(self, game: Game) -> DailyGame | None:
        """Which day's daily deal ``game`` is, if it is one."""
        return self._record.is_daily(game.variant, str(game.number)) if game.number is not None else None
