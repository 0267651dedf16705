"""The glue between the running game and the player's files, menus and sounds (issue 5).

`build_app` loads settings, statistics and the autosave from the data folder, lays the
settings onto the `AppConfig` (a flag given on the command line wins over a saved
setting), and puts a `TableScene` on the stack — the autosaved game if there is one,
resumed exactly (undo history and clock included).

The `Session` then hooks the table: ☰/Esc open the menu, every move is autosaved (off the
frame loop, through a `BackgroundWriter`) and makes its sound, a win is recorded and
shows the summary. It is the single place that decides when a game *counts*
(see `game.storage.stats`): when it is won, given up, or abandoned for another deal after at
least one move — and each game at most once. A game that has ended has no autosave.
Storage notices (a damaged file kept aside, a full disk) are shown once, one at a time.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pygame

from game import i18n
from game.app.loop import App, AppConfig
from game.app.sound import SoundBoard
from game.assets import asset_path
from game.engine import VARIANTS, Game, GameNumber, GameNumberError, parse_game_number
from game.i18n import menu_strings
from game.scenes.dialogs import NoticeDialog
from game.scenes.menu import MenuScene
from game.scenes.stuck import StuckDialog
from game.scenes.summary import FinishedGame, SummaryScene
from game.scenes.table.scene import TableScene, random_game_number
from game.solving.link import SolverLink
from game.solving.solutions import SolutionBook
from game.storage.autosave import delete_game, load_game, save_game
from game.storage.files import BackgroundWriter, DataDir, Notice
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from game.storage.stats import Statistics

# The table's sound events → the effects of `game.app.sound` (the option switches them off there).
DEALT_FILE = "dealt.json"     # R16: the catalogue numbers dealt so far (see Session.next_number)
DEALT_VERSION = 1

TABLE_SOUNDS = {"card_placed": "place", "card_turned": "turn", "foundation": "foundation",
                "invalid": "invalid", "win": "win"}


def apply_settings(config: AppConfig, settings: Settings, explicit: Iterable[str] = ()) -> None:
    """Copy the saved options into ``config``; a field named in ``explicit`` (a CLI flag) stays."""
    given = set(explicit)
    if "language" not in given:
        config.language = settings.language
    if "fullscreen" not in given:
        config.fullscreen = settings.fullscreen
    config.auto_play = settings.auto_play
    config.animation_speed = settings.animation_speed
    config.four_colour = settings.four_colour
    config.large_cards = settings.large_cards


def load_catalogue(variant: str) -> list[str]:
    """Solver-confirmed game numbers of ``assets/deals/<variant>.txt`` (lines ``NUMBER MOVES``).

    Missing or unreadable file: an empty list (every deal is then random). Lines that do
    not parse are skipped — the catalogue is a convenience, never a reason to fail.
    """
    return list(load_pars(variant))


def load_pars(variant: str) -> dict[str, int | None]:
    """The catalogue as number → par (the solver's solution length in player moves, B3)."""
    pars: dict[str, int | None] = {}
    try:
        text = asset_path("deals", f"{variant}.txt").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return pars
    for line in text.splitlines():
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        try:
            number = str(parse_game_number(parts[0]))
        except GameNumberError:
            continue
        pars[number] = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return pars


class GameApp(App):
    """The App with a session: polls storage notices every step, saves and closes at the end."""

    session: Session

    def step(self, dt: float) -> None:
        super().step(dt)
        self.session.poll_notices()

    def toggle_fullscreen(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        super().toggle_fullscreen()
        self.session.remember_fullscreen()

    def run(self, *args, **kwargs) -> None:
        try:
            super().run(*args, **kwargs)
        finally:
            self.session.close()


class Session:
    """The running game's life: what is saved, counted, heard and shown around the table."""

    def __init__(self, app: App, data_dir: DataDir, settings: Settings, statistics: Statistics | None = None) -> None:
        self.app = app
        self.data_dir = data_dir
        self.writer = BackgroundWriter(data_dir)
        self.settings = settings
        self.stats = statistics if statistics is not None else Statistics.load(data_dir)
        self.sounds = SoundBoard(enabled=settings.sound)
        self.table: TableScene | None = None
        self.counted = False                  # this game is in the statistics (it has ended)
        self.result: FinishedGame | None = None
        self._notices: list[Notice] = []
        self._catalogues: dict[str, dict[str, int | None]] = {}
        self.dealt = _load_dealt(data_dir)     # R16: catalogue numbers dealt, variant → number → order
        self.solver = SolverLink(auto_play=lambda: self.app.config.auto_play)             # the worker process starts with the first job
        self.solver.book = SolutionBook()
        for variant in VARIANTS:
            self.solver.verified.update((variant, number) for number in self.catalogue(variant))
        self.closed = False

    # --- start ------------------------------------------------------------------------------

    def start(self, explicit: Iterable[str] = ()) -> TableScene:
        """Put the table on the stack: ``--game N`` if given, else the autosave, else a new deal.

        An autosave of the other variant than an explicit ``--variant`` is replaced by a new deal.
        """
        config = self.app.config
        saved = load_game(self.data_dir)
        number = config.game_number
        if number is None and saved is not None and "variant" in set(explicit) and saved.game.variant != config.variant:
            number = self.next_number(config.variant)
        if number is not None:
            if saved is not None and saved.game.moves > 0 and not saved.game.is_won():
                self._record(saved.game, saved.clock_seconds, won=False)   # abandoned for another deal
            return self.play_game(Game.new(number, config.variant), deal_animation=True)
        if saved is not None:
            return self.play_game(saved.game, saved.clock_seconds)
        return self.play_game(Game.new(self.next_number(config.variant), config.variant),
                              deal_animation=True)

    def play_game(self, game: Game, clock_seconds: float = 0.0, deal_animation: bool = False) -> TableScene:
        """Put ``game`` on a fresh table (the resumed autosave; tests; an imported board later)."""
        while self.app.scenes:
            self.app.pop()
        table = TableScene(self.app, game, deal_animation=deal_animation)
        table.elapsed = clock_seconds
        self._attach(table)
        self.app.push(table)
        self._fresh_game()
        return table

    def _attach(self, table: TableScene) -> None:
        self.table = table
        table.on_menu = self.open_menu
        table.on_move = self._after_move
        table.on_won = self._won
        table.on_sound = self.play_sound
        table.on_stuck = self._stuck
        table.show_winnability = self.settings.show_winnability
        table.attach_solver(self.solver)

    def _fresh_game(self) -> None:
        """A new deal (or the same one again) is on the table: nothing counted, saved at once."""
        self.counted = False
        self.result = None
        self.app.config.variant = self.table.game.variant
        self._note_dealt(self.table.game)
        self.autosave()

    # --- what the menu asks ---------------------------------------------------------------

    @property
    def number_text(self) -> str:
        number = self.table.game.number
        return str(number) if number is not None else "–"

    @property
    def game_over(self) -> bool:
        return self.counted or self.table.game.is_won()

    @property
    def in_progress(self) -> bool:
        """A game with moves that has not ended: leaving it counts as a loss, so ask first."""
        return not self.game_over and self.table.game.moves > 0

    def open_menu(self) -> None:
        """☰ / Esc: the menu over the paused table (the clock is saved as it stands)."""
        if not isinstance(self.app.top, MenuScene):
            self.autosave()
            self.app.push(MenuScene(self.app, self))

    def catalogue(self, variant: str) -> dict[str, int | None]:
        """The shipped catalogue of ``variant`` (number → par), read once."""
        if variant not in self._catalogues:
            self._catalogues[variant] = load_pars(variant)
        return self._catalogues[variant]

    def par(self, variant: str, number: str) -> int | None:
        """B3: the catalogue's solution length for this deal, if it is catalogued."""
        return self.catalogue(variant).get(number)

    def next_number(self, variant: str) -> GameNumber | str:
        """The next deal (R16): with "Nur lösbare Spiele" the lowest catalogue number not dealt
        yet (nor won), wrapping to the least recently dealt one when all have been; else random."""
        if self.settings.only_solvable:
            catalogue = list(self.catalogue(variant))
            won = self.stats.records.get(variant, {})
            dealt = self.dealt.get(variant, {})
            current = self.number_text if self.table is not None else None
            fresh = [n for n in catalogue if n not in won and n not in dealt and n != current]
            if fresh:
                return fresh[0]
            pool = [n for n in catalogue if n not in won and n != current] or [n for n in catalogue if n != current]
            if pool:
                return min(pool, key=lambda n: dealt.get(n, -1))
        return random_game_number()

    def _note_dealt(self, game: Game) -> None:
        """Remember that a catalogue number was dealt, so "next unplayed" means what it says."""
        number = str(game.number) if game.number is not None else None
        if number is None or number not in self.catalogue(game.variant):
            return
        order = 1 + max((n for numbers in self.dealt.values() for n in numbers.values()), default=0)
        self.dealt.setdefault(game.variant, {})[number] = order
        self.writer.save_json(DEALT_FILE, {"version": DEALT_VERSION, "dealt": self.dealt})

    def new_game(self, number: GameNumber | str | int | None = None, variant: str | None = None) -> None:
        """Deal a new game (the running one, if it had moves, counts as lost)."""
        self._abandon()
        variant = variant or self.table.game.variant
        self.table.new_game(number if number is not None else self.next_number(variant), variant)
        self._fresh_game()

    def restart(self) -> None:
        """The same deal from the start ("Neustart" / "Dieses Spiel nochmal")."""
        self._abandon()
        self.table.restart()
        self._fresh_game()

    def give_up(self) -> None:
        """"Aufgeben": count the game as lost and show the summary."""
        if self.counted:
            return
        self.result = self._record(self.table.game, self.table.elapsed, won=False)
        self.counted = True
        delete_game(self.writer)
        self.app.push(SummaryScene(self.app, self, self.result))

    def _abandon(self) -> None:
        if self.in_progress:
            self._record(self.table.game, self.table.elapsed, won=False)
            self.counted = True

    # --- options ----------------------------------------------------------------------------

    def option(self, name: str) -> object:
        """An option's current value as the player sees it: fullscreen as the window is (F11 may
        have switched it), the language as shown (``--lang`` may differ from the saved one)."""
        if name in ("fullscreen", "language"):
            return getattr(self.app.config, name)
        return getattr(self.settings, name)

    def set_option(self, name: str, value: object) -> None:
        """Change one option: remember it in settings.json and apply it to the running game."""
        self.settings = self.settings.with_changes(**{name: value})
        save_settings(self.data_dir, self.settings)
        config = self.app.config
        if name == "sound":
            self.sounds.enabled = bool(value)
        elif name == "fullscreen":
            if config.fullscreen != value:
                self.app.toggle_fullscreen()
        elif name == "auto_play":
            config.auto_play = bool(value)
        elif name == "show_winnability":
            self.table.show_winnability = bool(value)
        elif name in ("language", "animation_speed", "four_colour", "large_cards"):
            setattr(config, name, value)   # only this one: other fields may come from a CLI flag
        self.app.config_changed()
        if name == "language":
            pygame.display.set_caption(i18n.tr("title"))

    def remember_fullscreen(self) -> None:
        """Keep settings.json in step with the window after F11 (the option saves by itself)."""
        if self.settings.fullscreen != self.app.config.fullscreen:
            self.settings = self.settings.with_changes(fullscreen=self.app.config.fullscreen)
            save_settings(self.data_dir, self.settings)

    # --- the table's hooks --------------------------------------------------------------------

    def _after_move(self, table: TableScene) -> None:
        game = table.game
        if self.counted:
            return   # a given-up game may be looked at, but it is over
        if game.is_won():
            self.result = self._record(game, table.elapsed, won=True)
            self.counted = True
            delete_game(self.writer)
            return
        self.autosave()

    def _stuck(self, table: TableScene) -> None:
        """R17: the solver proved that no card can go up any more: say so and offer the ways on."""
        if not self.counted and self.app.top is table:
            self.app.push(StuckDialog(self.app, self))

    def play_sound(self, event: str) -> None:
        """The table's sound event (a card landed, an invalid move, the win) as one of our effects."""
        name = TABLE_SOUNDS.get(event)
        if name is not None:
            self.sounds.play(name)

    def _won(self, table: TableScene) -> None:
        """The win's cascade is over: the summary (the win was counted when the last card went up)."""
        if not self.counted:
            self.result = self._record(table.game, table.elapsed, won=True)
            self.counted = True
            delete_game(self.writer)
        elif self.result is None or not self.result.won:
            # Played on after giving up: a win to show, but the game was already counted as lost.
            self.result = self._record(table.game, table.elapsed, won=True, count=False)
        self.app.push(SummaryScene(self.app, self, self.result))

    def _record(self, game: Game, seconds: float, won: bool, count: bool = True) -> FinishedGame:
        """Count ``game`` in the statistics (a game without a number — an imported board — is not);
        ``count=False`` only describes it for the summary."""
        outcome = None
        best = None
        if game.number is not None and count:
            outcome = self.stats.record_result(game.variant, game.number, won, game.moves, seconds)
        if game.number is not None:
            best = self.stats.best_moves(game.variant, game.number)
        return FinishedGame(won, str(game.number) if game.number is not None else "–", game.variant,
                          game.moves, seconds, game.undos, game.hints, outcome, best)

    # --- saving and notices ------------------------------------------------------------------

    def autosave(self) -> None:
        if not self.counted and self.table is not None:
            save_game(self.writer, self.table.game, self.table.elapsed)

    def poll_notices(self) -> None:
        """Show each storage notice once, one dialog at a time."""
        self._notices.extend(self.data_dir.take_notices())
        if self._notices and not isinstance(self.app.top, NoticeDialog):
            notice = self._notices.pop(0)
            folder = str(self.data_dir.path)
            self.app.push(NoticeDialog(self.app, lambda: i18n.tr(notice.key, file=notice.file,
                                                                  kept_as=notice.kept_as, folder=folder)))

    def close(self) -> None:
        """At quit: save the clock of the running game and wait for the disk."""
        if self.closed:
            return
        self.closed = True
        self.solver.close()
        self.autosave()
        self.writer.close()


def _load_dealt(data_dir: DataDir) -> dict[str, dict[str, int]]:
    """``dealt.json``: which catalogue numbers were dealt, and in which order (a bad file: none)."""
    data = data_dir.load_json(DEALT_FILE, DEALT_VERSION)
    dealt: dict[str, dict[str, int]] = {}
    table = data.get("dealt") if isinstance(data, dict) else None
    if isinstance(table, dict):
        for variant, numbers in table.items():
            if variant in VARIANTS and isinstance(numbers, dict):
                dealt[variant] = {str(n): o for n, o in numbers.items() if isinstance(o, int) and not isinstance(o, bool)}
    return dealt


def build_app(config: AppConfig, headless: bool = False, explicit: Iterable[str] = ()) -> GameApp:
    """The app with the session's table on its stack (settings, statistics and autosave loaded).

    ``explicit`` names the AppConfig fields the player set on the command line
    (``"language"``, ``"fullscreen"``, ``"variant"``; see `cli.explicit_fields`); they win
    over saved settings and, for the variant, over the autosave.
    """
    menu_strings.register()
    data_dir = DataDir(Path(config.data_dir) if config.data_dir is not None else None)
    try:
        first_launch = not data_dir.file(SETTINGS_FILE).exists()
    except OSError:
        first_launch = False
    settings = load_settings(data_dir)
    if first_launch:
        # Write the defaults once, so the player's folder shows every option (and the language
        # detected from the system) from the first start on.
        save_settings(data_dir, settings)
    apply_settings(config, settings, explicit)
    i18n.set_language(config.language)
    app = GameApp(config, headless=headless)
    session = Session(app, data_dir, settings)
    app.session = session
    session.start(explicit)
    return app
