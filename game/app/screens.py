"""The router: the one place that builds scenes and wires them to the session's services.

`build_app` loads the player's options, statistics and autosave from the data folder, opens
the window and puts the table on the stack — the autosaved game if there is one, resumed
exactly (undo history and clock included). `Screens` then holds the router's parts, each a small
object that builds its screens and answers their ports (`game.scenes.ports`) with the services
of `game.app.services`:

- `GameRoute` (`game.app.game_route`) — the game on the table: deals, the table's hooks, the
  summary, the dead-end dialog, the replay; it builds the table and tells it things through its front;
- `MenuRoute` (here) — the in-game menu and where its entries lead;
- `OptionsRoute`, `StatisticsRoute`, `DailyRoute` — the options, the statistics and history,
  the daily deal and its calendar;
- `DialogRoute` and `StorageNotices` (`game.app.dialog_route`) — questions, notices, storage notices.

Scenes only ever see those small protocols; the services never see a scene.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game import i18n
from game.app import board_text
from game.app.config import AppConfig
from game.app.daily_routes import DailyRoute
from game.app.dialog_route import DialogRoute, StorageNotices
from game.app.game_route import GameRoute
from game.app.locales import preferred_locales
from game.app.loop import App, ScriptStep, wake_loop
from game.app.options_route import OptionsRoute
from game.app.session import Session, open_session
from game.app.statistics_routes import StatisticsRoute
from game.scenes.dialogs import SecondCopyDialog
from game.scenes.help import HelpScene
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene
from game.speech.detection import screen_reader_running
from game.speech.speaker import open_speaker
from game.storage.files import DataDir
from game.storage.lock import Claim, FolderLock, take_folder
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings


class GameApp(App):
    """The App with its router: storage notices polled every step, all saved at the end."""

    screens: Screens

    @property
    def session(self) -> Session:
        return self.screens.session

    def step(self, dt: float) -> None:
        super().step(dt)
        self.screens.notices.poll()
        self.screens.game.clock_ticked()
        self.session.sounds.rest(self.at_rest)   # the audio device closes after a quiet spell

    def next_change(self) -> float | None:
        """The top scene's next change, or the sounds' quiet spell's end (the device closes then)."""
        return min((due for due in (super().next_change(), self.session.sounds.due()) if due is not None), default=None)

    def toggle_fullscreen(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        super().toggle_fullscreen()
        self.screens.options.fullscreen_toggled()

    def toggle_speech(self) -> None:
        """F2 as well as the option "Sprachausgabe": either way the choice is remembered (B18)."""
        super().toggle_speech()
        self.screens.options.speech_toggled(self.speech.on)

    def run(self, max_seconds: float | None = None, script: list[ScriptStep] | None = None,
            frame_time: Callable[[], float] | None = None) -> None:
        """The loop (`App.run`); whatever ends it, the session is saved and closed."""
        try:
            super().run(max_seconds, script, frame_time)
        finally:
            self.screens.close()
            self.speech.close()


class MenuRoute:
    """The in-game menu's port (`MenuActions`): the router's parts its entries lead to."""

    def __init__(self, screens: Screens) -> None:
        self._screens = screens

    @property
    def game(self) -> GameRoute:
        return self._screens.game

    @property
    def state(self) -> GameRoute:
        return self._screens.game

    @property
    def daily(self) -> DailyRoute:
        return self._screens.daily

    @property
    def dialogs(self) -> DialogRoute:
        return self._screens.dialogs

    def open_options(self) -> None:
        self._screens.options.open_options()

    def open_statistics(self) -> None:
        self._screens.statistics.open_statistics()

    def open_help(self) -> None:
        self._screens.app.push(HelpScene(self._screens.app))

    def open_daily_calendar(self) -> None:
        self._screens.daily.open_daily_calendar()

    def copy_position(self) -> None:
        board_text.copy_position(self._screens.game.table)

    def paste_position(self) -> None:
        board_text.paste_position(self._screens.dialogs, self._screens.game)

    def quit(self) -> None:
        self._screens.app.quit()


class Screens:
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
        self.menu = MenuRoute(self)

    @property
    def table(self) -> TableScene | None:
        """The table of the running game (None before the first deal)."""
        return self.game.table

    def open_menu(self) -> None:
        """☰ / Esc: the menu over the paused table (the clock is saved as it stands)."""
        if not isinstance(self.app.top, MenuScene):
            self.game.save_now()
            self.app.push(MenuScene(self.app, self.menu))

    def close(self) -> None:
        """At quit: save the clock of the running game and wait for the disk."""
        self.game.close()

    def save_at_once(self) -> None:
        """The display is gone: save as `close` does, from any thread."""
        self.game.save_at_once()


def live_settings(saved: Settings, config: AppConfig) -> Settings:
    """The options for this run: the saved ones, with the command line's overrides on top."""
    overrides = {name: value for name, value in (("language", config.language), ("fullscreen", config.fullscreen))
                 if value is not None}
    return saved.with_changes(**overrides) if overrides else saved


def build_app(config: AppConfig, headless: bool = False) -> GameApp:
    """The app with the router's table on its stack (options, statistics and autosave loaded)."""
    data_dir = DataDir(Path(config.data_dir) if config.data_dir is not None else None)
    lock = FolderLock(data_dir.path)
    claim = take_folder(data_dir, lock)
    second_copy = claim is Claim.TAKEN
    try:
        first_launch = not data_dir.file(SETTINGS_FILE).exists()
    except OSError:
        first_launch = False
    saved = load_settings(data_dir, preferred_locales())
    if first_launch:
        # Write the defaults once, so the player's folder shows every option (and the language
        # detected from the system) from the first start on.
        save_settings(data_dir, saved)
    settings = live_settings(saved, config)
    i18n.set_language(settings.language)
    app = GameApp(config, headless=headless, settings=settings)
    app.speech = open_speaker(settings.speech, config.speech, config.speech_log, screen_reader_running)
    session = open_session(data_dir, saved, live=lambda: app.settings, lock=lock if claim is Claim.HELD else None,
                           wake=wake_loop)    # a solver answer wakes the sleeping loop,
    data_dir.call_on_notice(wake_loop)        # and so does a storage notice (a failed save)
    app.screens = Screens(app, session, second_copy)
    app.screens.game.start(config)
    if first_launch:
        app.screens.game.welcome()
    if second_copy:
        app.push(SecondCopyDialog(app, app.quit))
    return app
