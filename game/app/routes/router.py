"""The router: the one place that builds scenes and wires them to the session's services.

`Router` holds the router's parts, each a small object that builds its screens and answers their
ports (`game.scenes.ports`) with the services of `game.app.services`:

- `GameRoute` (`game_route`) — the game on the table: deals, what the table tells, the summary,
  the dead-end dialog, the replay; it builds the table and tells it things through its front;
- `MenuRoute` (`menu_route`) — the in-game menu and where its entries lead;
- `OptionsRoute`, `StatisticsRoute`, `DailyRoute` — the options, the statistics and history,
  the daily deal and its calendar;
- `DialogRoute` and `StorageNotices` (`dialog_route`) — questions, notices, storage notices;
- `board_text` — copying and pasting a position (B7).

Scenes only ever see those small protocols; the services never see a scene. The app that holds
the router, and the start that builds both, are `game.app.game_app`.
"""

from __future__ import annotations

from game.app.loop import App
from game.app.routes.daily_routes import DailyRoute
from game.app.routes.dialog_route import DialogRoute, StorageNotices
from game.app.routes.game_route import GameRoute
from game.app.routes.menu_route import MenuRoute
from game.app.routes.options_route import OptionsRoute
from game.app.routes.statistics_routes import StatisticsRoute
from game.app.session import Session
from game.scenes.tabletop.scene import TableScene


class Router:
    """The router: its parts, built once, each answering the ports of the screens it builds (see
    the module docstring). ``second_copy``: another copy of the game holds the data folder."""

    def __init__(self, app: App, session: Session, second_copy: bool = False) -> None:
        self.app = app
        self.session = session
        self.second_copy = second_copy
        self.dialogs = DialogRoute(app)
        self.notices = StorageNotices(app, session.take_notices, str(session.folder.path))
        self.game = GameRoute(app, session, self.dialogs, self.open_menu)
        self.options = OptionsRoute(app, session, self.game)
        self.statistics = StatisticsRoute(app, session, self.game, self.dialogs)
        self.daily = DailyRoute(app, session.daily, self.game, self.dialogs)
        self.menu = MenuRoute(app, session, self.game, self.daily, self.dialogs, self.options, self.statistics)

    @property
    def table(self) -> TableScene | None:
        """The table of the running game (None before the first deal)."""
        return self.game.table

    def open_menu(self) -> None:
        """☰ / Esc: the menu over the paused table (the clock is saved as it stands)."""
        from game.scenes.menu import MenuScene  # the menu (pygame-gui) loads when first opened

        if not isinstance(self.app.top, MenuScene):
            self.game.save_now()
            self.app.push(MenuScene(self.app, self.menu))

    def close(self) -> None:
        """At quit: save the clock of the running game and wait for the disk."""
        self.game.close()

    def save_at_once(self) -> None:
        """The display is gone: save as `close` does, from any thread."""
        self.game.save_at_once()
