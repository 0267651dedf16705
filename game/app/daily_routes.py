"""The router's daily-deal part (B9): the calendar, and dealing a day's deal on the table.

A mixin of `game.app.screens.Screens` (it uses the router's table, session and dialogs), kept
apart so the router stays readable: it answers `game.scenes.ports.DailyActions`.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from game.engine import Variant as _Variant
from game.i18n import phrases, tr
from game.scenes.daily_calendar import DailyCalendarScene
from game.storage.daily import DayResult

if TYPE_CHECKING:
    from game.app.loop import App
    from game.app.session import Session
    from game.scenes.table.scene import TableScene


class DailyRoutes:
    """Today's date, each day's result and streak, and playing a day's deal."""

    app: App
    session: Session
    table: TableScene | None

    def open_daily_calendar(self) -> None:
        self.app.push(DailyCalendarScene(self.app, self))

    def today(self) -> datetime.date:
        return self.session.today()

    def daily_available(self, variant: str) -> bool:
        return self.session.daily_number(self.today(), variant) is not None

    def daily_result(self, variant: str, day: datetime.date) -> DayResult | None:
        return self.session.dailies.result(variant, day)

    def daily_streaks(self, variant: str) -> tuple[int, int]:
        return self.session.dailies.streaks(variant, self.today())

    def play_daily(self, day: datetime.date, variant: str) -> None:
        """Deal ``day``'s daily deal of ``variant``, from the menu or the calendar.

        If that very deal is on the table and not over, the player simply goes back to it;
        a game in progress is only left after asking (it then counts as lost).
        """
        number = self.session.daily_number(day, variant)
        if number is None:
            return
        table = self._table()
        daily = self.session.daily_game(table.game)
        if daily is not None and (daily.day, daily.variant) == (day, _Variant.named(variant)) and not self.game_over:
            self._back_to_table()
            return

        def deal() -> None:
            self._back_to_table()
            self.session.abandon(table.game, table.elapsed)   # counted before the daily mark moves
            self.session.start_daily(day, variant, number)
            table.new_game(number, variant)
            self.session.begin(table.game, table.elapsed)
            self._label(table)

        if self.in_progress:
            self.confirm(lambda: tr("confirm.daily", date=phrases.date_text(day)), lambda: tr("menu.new_game"), deal)
        else:
            deal()

    def _back_to_table(self) -> None:
        """Close every menu and dialog over the table."""
        while self.app.scenes and self.app.top is not self.table:
            self.app.pop()
