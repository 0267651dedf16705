"""The router's daily-deal part (B9): the calendar, and dealing a day's deal on the table.

`DailyRoute` answers `game.scenes.ports.DailyActions` for the menu and the calendar with the
session's `DailyDeals`; a day's deal goes on the table through the `GameRoute`, like every deal.
"""

from __future__ import annotations

import datetime

from game.app.loop import App
from game.app.routes.dialog_route import DialogRoute
from game.app.routes.game_route import GameRoute
from game.app.services.daily_deals import DailyDeals
from game.engine import Variant
from game.i18n import formats, tr
from game.storage.daily import DayResult


class DailyRoute:
    """Today's date, each day's result and streak, and playing a day's deal."""

    def __init__(self, app: App, daily: DailyDeals, game: GameRoute, dialogs: DialogRoute) -> None:
        self._app = app
        self._daily = daily
        self._game = game
        self._dialogs = dialogs

    def open_daily_calendar(self) -> None:
        """The calendar, opened on the variant on the table."""
        from game.scenes.daily_calendar import DailyCalendarScene  # loaded when first shown

        self._app.push(DailyCalendarScene(self._app, self, self._game.variant))

    def today(self) -> datetime.date:
        return self._daily.today()

    def daily_available(self, variant: Variant) -> bool:
        return self._daily.available(variant)

    def daily_result(self, variant: Variant, day: datetime.date) -> DayResult | None:
        return self._daily.result(variant, day)

    def daily_streaks(self, variant: Variant) -> tuple[int, int]:
        return self._daily.streaks(variant)

    def play_daily(self, day: datetime.date, variant: Variant) -> None:
        """Deal ``day``'s daily deal of ``variant``, from the menu or the calendar.

        If that very deal is on the table and not over, the player simply goes back to it;
        a game in progress is only left after asking (it then counts as lost).
        """
        number = self._daily.number(day, variant)
        if number is None:
            return
        game = self._game
        current = game.copy_game()
        on_table = self._daily.of(current) if current is not None else None
        if on_table is not None and (on_table.day, on_table.variant) == (day, variant) and not game.game_over:
            game.back_to_table()
            return

        def deal() -> None:
            game.back_to_table()
            game.deal(number, variant, daily=day)

        if game.in_progress:
            self._dialogs.confirm(lambda: tr("confirm.daily", date=formats.date_text(day)), lambda: tr("menu.new_game"),
                                  deal)
        else:
            deal()
