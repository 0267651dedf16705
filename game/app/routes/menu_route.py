"""The router's part for the in-game menu: where each of its entries leads.

`MenuRoute` answers `game.scenes.ports.MenuActions`: it is handed the router's other parts when
the router builds it and passes each entry on to the part that owns it (the game, the daily deal,
the dialogs, the options, the statistics) or builds the screen itself from the session's services
(the help).
"""

from __future__ import annotations

from game.app.loop import App
from game.app.routes import board_text
from game.app.routes.daily_routes import DailyRoute
from game.app.routes.dialog_route import DialogRoute
from game.app.routes.game_route import GameRoute
from game.app.routes.options_route import OptionsRoute
from game.app.routes.statistics_routes import StatisticsRoute
from game.app.session import Session
from game.engine.exhaustive import assert_never
from game.scenes.ports import Screen


class MenuRoute:
    """The in-game menu's port (`MenuActions`): the router's parts its entries lead to."""

    def __init__(self, app: App, session: Session, game: GameRoute, daily: DailyRoute, dialogs: DialogRoute, options: OptionsRoute,
                 statistics: StatisticsRoute) -> None:
        self._app = app
        self._session = session   # the services a screen of the menu's own is built with
        self._game = game
        self._daily = daily
        self._dialogs = dialogs
        self._options = options
        self._statistics = statistics

    @property
    def game(self) -> GameRoute:
        return self._game

    @property
    def state(self) -> GameRoute:
        return self._game

    @property
    def daily(self) -> DailyRoute:
        return self._daily

    @property
    def dialogs(self) -> DialogRoute:
        return self._dialogs

    def open(self, screen: Screen) -> None:
        """The screen ``screen`` over the menu, built by the part that owns it (the help: here)."""
        match screen:
            case Screen.OPTIONS:
                self._options.open_options()
            case Screen.STATISTICS:
                self._statistics.open_statistics()
            case Screen.HELP:
                from game.scenes.help import HelpScene  # loaded when first shown

                self._app.push(HelpScene(self._app))
            case Screen.DAILY_CALENDAR:
                self._daily.open_daily_calendar()
            case _:
                assert_never(screen)

    def copy_position(self) -> None:
        board_text.copy_position(self._game.table)

    def paste_position(self) -> None:
        board_text.paste_position(self._dialogs, self._game)

    def quit(self) -> None:
        self._app.quit()
