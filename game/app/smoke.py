"""The smoke test (``vierzig-raeuber --smoke-test``): the real program, headless, for five seconds.

It runs the real loop (`App.run`, frame by frame) on the table of game 1 (or ``--game N``) and
plays it through real pygame events, as a player's mouse and keyboard would send them: lift a
run from a column and put it on its target, tap the talon, undo with Ctrl+Z, open the menu
with Esc and close it again. Then it asks a fresh solver process one question and checks that
both deal catalogues and their shipped solutions are there, and that every language the game
offers has its words and Babel's locale data for its dates and numbers. Exit code 0 only if
every step had its effect: CI and the packaging tests use it to prove that an installed or
frozen program actually plays. It shows "first frame" as soon as the first picture is drawn,
which ``python -m tools.build`` times.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import shutil
import stat
import sys
import tempfile
import time
from pathlib import Path

import pygame

from game import i18n
from game.advisor.solutions import SolutionBook
from game.advisor.worker import DEAD_END, SolverWorker
from game.app import synthetic
from game.app.config import AppConfig
from game.app.game_app import GameApp, build_app
from game.app.loop import App, ScriptStep
from game.content import shipped_catalogue
from game.engine import VARIANTS, WASTE, MoveKind, column_pile, deal
from game.i18n import formats
from game.scenes.tabletop.geometry import TableSpot
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.lock import LOCK_FILE, try_lock
from solver import DEAD_END_VERDICTS

SECONDS = 5.0   # of game time, at a steady 60 frames a second


def run_smoke_test(config: AppConfig) -> int:
    """Scripted input through the real loop; 0 when every step had its effect.

    It always plays in a temporary folder, removed afterwards: the player's own saves and
    statistics are never touched. With ``--data-dir`` that folder starts as a copy of the
    player's files (`copy_player_files`: their options, their damaged files and the notices
    these give), without the game in progress, so the smoke test plays its own deal on any
    saved game; a folder another copy of the game holds ends it at once."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    config.game_number = config.game_number or "1"
    player = Path(config.data_dir) if config.data_dir is not None else None
    if player is not None and held_by_another_copy(player):
        print(f"smoke test failed: another copy of the game is using the data folder {player}", file=sys.stderr)
        return 1
    config.data_dir = Path(tempfile.mkdtemp(prefix="vierzig-raeuber-smoke-"))
    try:
        if player is not None:
            copy_player_files(player, config.data_dir)
        return _smoke_script(config)
    finally:  # the session has closed its writer when the script returns
        shutil.rmtree(config.data_dir, ignore_errors=True)


def held_by_another_copy(folder: Path) -> bool:
    """Does a running copy of the game hold ``folder``? Asked without writing anything there:
    the lock file, if there is one, opened for reading and tried (and let go at once)."""
    try:
        fd = os.open(folder / LOCK_FILE, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        return stat.S_ISREG(os.fstat(fd).st_mode) and not try_lock(fd)
    finally:
        os.close(fd)


def copy_player_files(player: Path, scratch: Path) -> None:
    """The player's files as the smoke test's own: each regular file copied (a link: what it
    leads to), a named pipe or a folder in a file's place made again as such, the game in
    progress and the lock left out."""
    try:
        entries = list(player.iterdir())
    except OSError:
        return   # a folder that cannot be read (or is not there): the smoke test starts afresh
    for entry in entries:
        if entry.name in (LOCK_FILE, AUTOSAVE_FILE):
            continue
        target = scratch / entry.name
        with contextlib.suppress(OSError):
            mode = os.stat(entry, follow_symlinks=False).st_mode
            if stat.S_ISFIFO(mode):
                os.mkfifo(target)
            elif stat.S_ISDIR(mode):
                target.mkdir()
            else:   # a file, or a link to one: never opened for writing, only read
                with open(entry, "rb", opener=_no_wait) as source, open(target, "wb") as copy:
                    shutil.copyfileobj(source, copy)


def _no_wait(path: str, flags: int) -> int:
    """Open without waiting (a link to a named pipe nobody writes)."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def check_catalogues() -> str | None:
    """The program carries every catalogued variant's catalogue and its shipped solutions (R16,
    B2, B3): None if so."""
    book = SolutionBook()
    for variant in (v for v in VARIANTS if v.catalogued):
        entries = shipped_catalogue(variant)
        if not entries:
            return f"no {variant} catalogue"
        if book.line(variant, str(entries[0].number)) is None:
            return f"no shipped {variant} solutions"
    return None


def check_languages() -> str | None:
    """Each language's catalogue has its words and Babel its locale data (B5): None if so.
    Runs after the game, so Babel is imported after the first frame, as in play."""
    from babel import UnknownLocaleError

    before = i18n.language()
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            if i18n.tr("menu.continue") == "menu.continue":
                return f"the {code} catalogue has no words"
            if formats.babel_locale(code).language != code.split("_")[0]:
                return f"no locale data for {code}: its dates would be English"
            formats.date_text(datetime.date(2026, 3, 19))
            formats.number_text(1234)
    except (UnknownLocaleError, LookupError, OSError, ValueError) as err:
        return f"dates and numbers in {i18n.language()}: {err}"
    finally:
        i18n.set_language(before)
    return None


def check_solver_process(wait: float = 30.0) -> str | None:
    """One round trip through a fresh solver worker process (in a frozen build this proves
    that the executable started with ``--solver-worker`` serves jobs, through run.py)."""

    worker = SolverWorker()
    try:
        worker.submit(DEAD_END, deal(1), token=1)
        end = time.monotonic() + wait
        while time.monotonic() < end:
            answers = worker.poll()
            if answers:
                return None if answers[0].result in DEAD_END_VERDICTS else f"odd solver answer {answers[0]}"
            time.sleep(0.02)
        return f"the solver process gave no answer within {wait:.0f} s"
    finally:
        worker.close()


def _smoke_script(config: AppConfig) -> int:
    """The smoke test proper (see `run_smoke_test`). Another copy of the game on the same data
    folder ends it at once, with one line: this copy could not save, and must not play there."""
    app = build_app(config, headless=True)
    if app.router.second_copy:
        app.router.close()
        pygame.quit()
        print(f"smoke test failed: another copy of the game is using the data folder {app.session.folder.path}",
              file=sys.stderr)
        return 1
    script = SmokeScript(app)
    app.run(max_seconds=SECONDS, script=script.steps())
    pygame.quit()
    checks = (check_solver_process(), check_catalogues(), check_languages())
    log = script.log + [problem for problem in checks if problem]
    if log:
        print("smoke test failed: " + "; ".join(log), file=sys.stderr)
        return 1
    print("smoke test ok")
    return 0


class SmokeScript:
    """The scripted game: each step is a method that `App.run` calls at its time (seconds from
    the start); the ones that act post synthetic input, the checks after them write what went
    wrong into ``log``."""

    def __init__(self, app: GameApp) -> None:
        self.app = app
        table = app.router.table
        if table is None:
            raise RuntimeError("the smoke test starts on the table")
        self.table = table
        self.log: list[str] = []
        self.moves = 0          # the move counter before the column move
        self.talon = 0          # talon cards before the tap on it
        self.before_undo = 0    # the move counter before Ctrl+Z

    def steps(self) -> list[ScriptStep]:
        answers = [(0.2 + 0.2 * i, self.answer_dialog) for i in range(7)]
        return [(1e-6, self.first_frame), *answers, (1.6, self.select), (1.9, self.choose), (2.6, self.check_moved),
                (2.7, self.turn), (3.3, self.check_turned), (3.4, self.undo), (4.0, self.check_undone),
                (4.1, self.open_menu), (4.5, self.check_menu), (4.9, self.check_menu_closed)]

    def first_frame(self, _app: App) -> None:
        # Runs right after the first frame was drawn; `python -m tools.build` times the
        # program's start to this line.
        print("first frame", flush=True)

    def answer_dialog(self, _app: App) -> None:
        """A start-up notice (a damaged file kept aside, a settings file that cannot be read) or
        the question whether to leave a game in progress for ``--game N``: answered as a player
        would, with a tap on OK, or on "Weiterspielen" (the player's game is not counted lost)."""
        top = self.app.top
        if top is self.table or top is None:
            return
        buttons = getattr(top, "buttons", {})
        answer = buttons.get("ok") or buttons.get("cancel")
        if answer is not None:
            synthetic.post(synthetic.tap(answer.rect.center))

    def select(self, _app: App) -> None:
        if self.app.top is not self.table:
            self.log.append(f"a {type(self.app.top).__name__} stayed over the table")
            return
        table = self.table
        game = table.copy_game()
        moves = [m for m in game.legal_moves() if m.kind == MoveKind.PLAY and m.src != WASTE]
        if not moves:
            self.log.append("no column move in this deal")
            return
        move = moves[0]
        column = game.position.columns[move.src]
        synthetic.post(synthetic.tap(table.card_point(column_pile(move.src), len(column) - move.count)))
        self.moves = game.moves

    def choose(self, _app: App) -> None:
        lifted = self.table.state().selection
        if lifted is not None and lifted.targets:
            synthetic.post(synthetic.tap(self.table.target_point(lifted.targets[0])))

    def check_moved(self, _app: App) -> None:
        if self.table.state().moves != self.moves + 1:
            self.log.append(f"select+move: moves {self.moves} → {self.table.state().moves}")

    def turn(self, _app: App) -> None:
        self.talon = len(self.table.state().position.talon)
        talon = self.table.spot(TableSpot.TALON)
        if talon is None:
            self.log.append("the table was never laid out")
            return
        synthetic.post(synthetic.tap(talon.center))

    def check_turned(self, _app: App) -> None:
        # What a tap on the talon promises is that its top card leaves it. Where that card lands
        # is not the point: with safe auto-play an Ace goes on to a foundation at once.
        if len(self.table.state().position.talon) != self.talon - 1:
            self.log.append("talon tap did not take a card off the talon")
        self.before_undo = self.table.state().moves

    def undo(self, _app: App) -> None:
        synthetic.post(synthetic.key(pygame.K_z, pygame.KMOD_CTRL))

    def check_undone(self, _app: App) -> None:
        if self.table.state().moves != self.before_undo - 1:
            self.log.append("Ctrl+Z did not undo")

    def open_menu(self, _app: App) -> None:
        synthetic.post(synthetic.key(pygame.K_ESCAPE))

    def check_menu(self, _app: App) -> None:
        # The menu is pygame-gui with our bundled font: this proves a build carries both.
        if type(self.app.top).__name__ != "MenuScene":
            self.log.append(f"Esc did not open the menu (top: {type(self.app.top).__name__})")
        synthetic.post(synthetic.key(pygame.K_ESCAPE))

    def check_menu_closed(self, _app: App) -> None:
        if self.app.top is not self.table:
            self.log.append("Esc in the menu did not return to the table")
