"""The router: the one place that builds scenes and wires them to the session.

`build_app` loads the player's options, statistics and autosave from the data folder, opens
the window and puts the table on the stack — the autosaved game if there is one, resumed
exactly (undo history and clock included). `Screens` then answers every scene's port
(`game.scenes.ports`): the table's hooks (a move, a win, a proved dead end), the menu's
entries, the options, the statistics, the summary and its replay. Scenes only ever see
those small protocols; the session never sees a scene.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game import i18n
from game.app import board_text
from game.app.config import AppConfig
from game.app.daily_routes import DailyRoutes
from game.app.loop import App, wake_loop
from game.app.session import Session
from game.app.statistics_routes import StatisticsRoutes
from game.engine import CLASSIC, Game, GameNumber, Variant
from game.i18n import phrases
from game.scenes.dialogs import ConfirmDialog, GameNumberDialog, NoticeDialog, SecondCopyDialog, launch_dialog
from game.scenes.help import HelpScene
from game.scenes.menu import MenuScene
from game.scenes.options import OptionsScene
from game.scenes.replay import ReplayScene
from game.scenes.stuck import StuckDialog
from game.scenes.summary import SummaryScene
from game.scenes.table.actions import Action
from game.scenes.table.scene import TableScene
from game.solving.link import SolverLink
from game.storage.clean import Aid
from game.storage.files import DISK_FULL, RESULT_SAVED, RESULT_WAITING, UNREADABLE, WRITE_FAILED, DataDir, Notice
from game.storage.known import Known
from game.storage.lock import Claim, FolderLock, take_folder
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings

# Problems of the folder or the disk rather than of one file: told once for all files.
FOLDER_PROBLEMS = (UNREADABLE, WRITE_FAILED, DISK_FULL)


class GameApp(App):
    """The App with its router: storage notices polled every step, all saved at the end."""

    screens: Screens

    @property
    def session(self) -> Session:
        return self.screens.session

    def step(self, dt: float) -> None:
        super().step(dt)
        self.screens.poll_notices()
        self.screens.clock_ticked()
        if self.session.sounds.open and self.at_rest():
            self.session.sounds.rest()   # the audio device closes after a quiet spell

    def next_change(self) -> float | None:
        """The top scene's next change, or the sounds' quiet spell's end (the device closes then)."""
        return min((due for due in (super().next_change(), self.session.sounds.due()) if due is not None), default=None)

    def toggle_fullscreen(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        super().toggle_fullscreen()
        self.session.save_option("fullscreen", self.settings.fullscreen)

    def run(self, *args, **kwargs) -> None:
        try:
            super().run(*args, **kwargs)
        finally:
            self.screens.close()


class Screens(StatisticsRoutes, DailyRoutes):
    """Builds every screen and answers its port; holds the table of the running game (the
    statistics' and the daily deal's parts are in `StatisticsRoutes` and `DailyRoutes`)."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        self.table: TableScene | None = None
        self._notices: list[Notice] = []
        self._told: set[object] = set()      # causes already told this session (see poll_notices)
        self.second_copy = False             # another copy of the game holds the data folder

    # --- the table ----------------------------------------------------------------------------

    def start(self, config: AppConfig) -> TableScene:
        """Put the table on the stack: ``--game N`` if given, else the autosave, else a new deal.

        An autosave of another variant than an explicit ``--variant`` gives way to a new deal.
        A game in progress is never dropped or counted without the player's say: with ``--game
        N`` (or another ``--variant``) it is resumed and the player is asked, as the menu asks,
        whether to leave it (counted as lost) for the deal the command line names.
        """
        session = self.session
        saved = session.load_saved()
        variant = Variant.named(config.variant) if config.variant else (saved.game.variant if saved is not None else CLASSIC)
        number: GameNumber | str | None = config.game_number
        if number is None and saved is not None and saved.game.variant != variant:
            number = session.next_number(variant)
        if number is not None:
            if saved is not None and saved.game.moves > 0 and not saved.game.is_won():
                table = self.play_game(saved.game, saved.clock_seconds, resumed=True, known=saved.known)
                self._ask_to_leave(saved.game, number, variant)
                return table
            return self.play_game(Game.new(number, variant), deal_animation=True)
        if saved is not None:
            return self.play_game(saved.game, saved.clock_seconds, resumed=True, known=saved.known)
        return self.play_game(Game.new(session.next_number(variant), variant), deal_animation=True)

    def _ask_to_leave(self, saved: Game, number: GameNumber | str, variant: Variant) -> None:
        """The command line asked for another deal while a game was in progress: ask before it
        counts as lost; "Weiterspielen" keeps it on the table, untouched."""
        current = str(saved.number) if saved.number is not None else "–"
        self.app.push(launch_dialog(self.app, current, saved.moves, str(number), variant,
                                    lambda: self.new_game(number, variant)))

    def play_game(self, game: Game, clock_seconds: float = 0.0, deal_animation: bool = False,
                  resumed: bool = False, known: Known | None = None) -> TableScene:
        """Put ``game`` on a fresh table (the resumed autosave; tests; an imported board).
        ``known``: what the solver knew about the resumed game, learnt again before its first frame."""
        while self.app.scenes:
            self.app.pop(restore=False)
        table = TableScene(self.app, game, deal_animation=deal_animation)
        table.elapsed = clock_seconds
        self.table = table
        table.on_menu = self.open_menu
        table.on_move = self._after_move
        table.on_won = self._won
        table.on_sound = self.session.play_sound
        table.on_stuck = self._stuck
        table.on_learnt = self._learnt
        table.model.show_winnability = self.app.settings.show_winnability
        table.attach_solver(self.session.solver)
        if known is not None:
            self.session.solver.seed(game, known)
        self.app.push(table)
        self.session.begin(game, clock_seconds, resumed=resumed)
        self._label(table)
        return table

    def _label(self, table: TableScene) -> None:
        """What the HUD says about the deal beyond its number: the daily deal's date, the grade."""
        daily = self.session.daily_game(table.game)
        table.model.daily_date = daily.day if daily is not None else None
        number = table.game.number
        table.model.grade = self.session.grade(table.game.variant, str(number)) if number is not None else None

    def _table(self) -> TableScene:
        if self.table is None:
            raise RuntimeError("no table yet: call start() or play_game() first")
        return self.table

    def clock_ticked(self) -> None:
        """Every step: the session saves the running game's clock now and then (it needs no
        wake-up of its own: a running clock wakes the loop each second to show the time)."""
        self.session.keep_finishing()       # a finished game's result that waits for the disk
        if self.table is not None:
            self.session.clock_ticked(self.table.game, self.table.elapsed)

    def _after_move(self, table: TableScene) -> None:
        self.session.after_move(table.game, table.elapsed)

    def _learnt(self, table: TableScene) -> None:
        """The solver decided about the position: the autosave keeps it (a kill -9 loses nothing)."""
        self.session.autosave(table.game, table.elapsed)

    def _stuck(self, table: TableScene) -> None:
        """R17: the solver proved that no card can go up any more: say so and offer the ways on."""
        if not self.session.counted and self.app.top is table:
            self.app.push(StuckDialog(self.app, self))

    def _won(self, table: TableScene) -> None:
        """The win's cascade is over: the summary."""
        self.app.push(SummaryScene(self.app, self, self.session.finish(table.game, table.elapsed)))

    # --- GameActions ------------------------------------------------------------------------

    def current_game(self) -> Game | None:
        return self.table.game if self.table is not None else None

    def new_game(self, number: GameNumber | str | int | None = None, variant: Variant | str | None = None) -> None:
        """Deal a new game (the running one, if it had moves, counts as lost)."""
        table = self._table()
        self.session.abandon(table.game, table.elapsed)
        variant = Variant.named(variant) if variant is not None else table.game.variant
        if number is None:
            number = self.session.next_number(variant, self.number_text)
        table.new_game(number, variant)
        self.session.begin(table.game, table.elapsed)
        self._label(table)

    def restart(self) -> None:
        """The same deal from the start ("Neustart" / "Dieses Spiel nochmal")."""
        table = self._table()
        self.session.abandon(table.game, table.elapsed)
        table.restart()
        self.session.begin(table.game, table.elapsed)   # still that day's deal, if it was a daily one
        self._label(table)

    def give_up(self) -> None:
        """"Aufgeben": count the game as lost and show the summary."""
        table = self._table()
        result = self.session.give_up(table.game, table.elapsed)
        table.model.stuck = False   # the game is over: the table no longer offers the dead-end dialog
        if result is not None:
            self.app.push(SummaryScene(self.app, self, result))

    def undo(self) -> None:
        self._table().act(Action.UNDO)

    def open_menu(self) -> None:
        """☰ / Esc: the menu over the paused table (the clock is saved as it stands)."""
        if not isinstance(self.app.top, MenuScene):
            table = self._table()
            self.session.autosave(table.game, table.elapsed)
            self.app.push(MenuScene(self.app, self))

    # --- MenuActions ---------------------------------------------------------------------------

    @property
    def number_text(self) -> str:
        number = self._table().game.number
        return str(number) if number is not None else "–"

    @property
    def variant(self) -> Variant:
        return self._table().game.variant

    @property
    def game_over(self) -> bool:
        return self.session.game_over(self._table().game)

    @property
    def in_progress(self) -> bool:
        return self.session.in_progress(self._table().game)

    @property
    def elapsed(self) -> float:
        return self._table().elapsed

    def open_options(self) -> None:
        self.app.push(OptionsScene(self.app, self))

    def open_help(self) -> None:
        self.app.push(HelpScene(self.app))

    def copy_position(self) -> None:
        board_text.copy_position(self)

    def paste_position(self) -> None:
        board_text.paste_position(self)

    def quit(self) -> None:
        self.app.quit()


    # --- Dialogs -----------------------------------------------------------------------------

    def confirm(self, question: Callable[[], str], confirm_text: Callable[[], str],
                on_confirm: Callable[[], None]) -> None:
        self.app.push(ConfirmDialog(self.app, question, confirm_text, on_confirm))

    def ask_game_number(self, on_number: Callable[[GameNumber], None]) -> None:
        self.app.push(GameNumberDialog(self.app, on_number))

    # --- OptionActions --------------------------------------------------------------------------

    def option(self, name: str) -> object:
        """An option as the player sees it now (fullscreen as the window is, the language shown)."""
        return getattr(self.app.settings, name)

    def set_option(self, name: str, value: object) -> None:
        """Change one option: remember it in settings.json and apply it to the running game."""
        self.session.save_option(name, value)
        if name == "fullscreen":
            if self.app.settings.fullscreen != value:
                self.app.toggle_fullscreen()
            return
        self.app.settings = self.app.settings.with_changes(**{name: value})
        if name == "show_winnability" and self.table is not None:
            self.table.model.show_winnability = bool(value)
            if value:
                self.session.note_aid(self.table.game, Aid.WINNABILITY)   # the game is no longer clean
        self.app.settings_changed()

    # --- SummaryActions --------------------------------------------------------------------------

    @property
    def solver(self) -> SolverLink:
        return self.session.solver

    def par(self, variant: str, number: str) -> int | None:
        return self.session.par(variant, number)

    def show_replay(self, game: Game, line: tuple[str, ...]) -> None:
        """B2: the solver's line played from the deal, on a table of its own (every later win of
        this deal is assisted)."""
        self.session.note_solution_shown(game)
        self.app.push(ReplayScene(self.app, game, line))

    # --- notices and the end ---------------------------------------------------------------------

    def poll_notices(self) -> None:
        """Show each storage notice once, one dialog at a time, and one cause only once a session:
        a read-only or unreadable folder fails every file, but the player needs to hear it once.
        A finished game's result waiting for the disk (and then saved) is told every time."""
        for notice in self.session.take_notices():
            cause = notice.problem if notice.problem in FOLDER_PROBLEMS else (notice.problem, notice.file)
            if notice.problem in (RESULT_WAITING, RESULT_SAVED) or cause not in self._told:
                self._told.add(cause)
                self._notices.append(notice)
        if self._notices and not isinstance(self.app.top, NoticeDialog):
            notice = self._notices.pop(0)
            folder = str(self.session.data_dir.path)
            self.app.push(NoticeDialog(self.app, lambda: phrases.notice_text(
                notice.problem.value, notice.not_kept, notice.file, notice.kept_as, folder)))

    def close(self) -> None:
        """At quit: save the clock of the running game and wait for the disk."""
        table = self.table
        self.session.close(table.game if table is not None else None, table.elapsed if table is not None else 0.0)

    def save_at_once(self) -> None:
        """The display is gone: save as `close` does, from any thread (`Session.save_at_once`)."""
        table = self.table
        self.session.save_at_once(table.game if table is not None else None, table.elapsed if table is not None else 0.0)


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
    saved = load_settings(data_dir)
    if first_launch:
        # Write the defaults once, so the player's folder shows every option (and the language
        # detected from the system) from the first start on.
        save_settings(data_dir, saved)
    settings = live_settings(saved, config)
    i18n.set_language(settings.language)
    app = GameApp(config, headless=headless, settings=settings)
    session = Session(data_dir, saved, live=lambda: app.settings, lock=lock if claim is Claim.HELD else None,
                      wake=wake_loop)    # a solver answer wakes the sleeping loop,
    data_dir.on_notice = wake_loop       # and so does a storage notice (a failed save)
    app.screens = Screens(app, session)
    app.screens.second_copy = second_copy
    app.screens.start(config)
    if second_copy:
        app.push(SecondCopyDialog(app, app.quit))
    return app
