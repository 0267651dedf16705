"""The smoke test (``vierzig-raeuber --smoke-test``): the real program, headless, for five seconds.

It runs the real loop (`App.run`, frame by frame) on the table of game 1 (or ``--game N``) and
plays it through real pygame events, as a player's mouse and keyboard would send them: lift a
run from a column and put it on its target, tap the talon, undo with Ctrl+Z, open the menu
with Esc and close it again. Then it asks a fresh solver process one question and checks that
both deal catalogues and their shipped solutions are there. Exit code 0 only if every step had
its effect: CI and the packaging tests use it to prove that an installed or frozen program
actually plays. It shows "first frame" as soon as the first picture is drawn, which
``python -m tools.build`` times.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from game.app import synthetic
from game.app.config import AppConfig
from game.app.loop import App
from game.app.screens import build_app

SECONDS = 5.0   # of game time, at a steady 60 frames a second


def run_smoke_test(config: AppConfig) -> int:
    """Scripted input through the real loop; 0 when every step had its effect.

    Without ``--data-dir`` it plays in a temporary folder, removed afterwards: the player's own
    saves and statistics are never touched."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    config.game_number = config.game_number or "1"
    if config.data_dir is not None:
        return _smoke_script(config)
    config.data_dir = Path(tempfile.mkdtemp(prefix="vierzig-raeuber-smoke-"))
    try:
        return _smoke_script(config)
    finally:  # the session has closed its writer when the script returns
        shutil.rmtree(config.data_dir, ignore_errors=True)


def check_catalogues() -> str | None:
    """The program carries both catalogues and their shipped solutions (R16, B2, B3): None if so."""
    from game.app.session import load_pars
    from game.engine import VARIANTS
    from game.solving.solutions import SolutionBook

    book = SolutionBook()
    for variant in VARIANTS:
        pars = load_pars(variant)
        if not pars:
            return f"no {variant} catalogue"
        if book.line(variant, next(iter(pars))) is None:
            return f"no shipped {variant} solutions"
    return None


def check_solver_process(wait: float = 30.0) -> str | None:
    """One round trip through a fresh solver worker process (in a frozen build this proves
    that multiprocessing's spawn finds its way back through ``freeze_support``)."""
    from game.engine import deal
    from game.solving.worker import DEAD_END, SolverWorker

    worker = SolverWorker()
    try:
        worker.submit(DEAD_END, deal(1), token=1)
        end = time.monotonic() + wait
        while time.monotonic() < end:
            answers = worker.poll()
            if answers:
                return None if answers[0].result in ("yes", "no", "unknown") else f"odd solver answer {answers[0]}"
            time.sleep(0.02)
        return f"the solver process gave no answer within {wait:.0f} s"
    finally:
        worker.close()


def _smoke_script(config: AppConfig) -> int:
    """The smoke test proper (see `run_smoke_test`)."""
    import pygame

    from game.engine import WASTE, MoveKind, column_pile

    app = build_app(config, headless=True)
    table = app.top
    log: list[str] = []
    state: dict[str, int] = {}

    def select(_app: App) -> None:
        moves = [m for m in table.game.legal_moves() if m.kind == MoveKind.PLAY and m.src != WASTE]
        if not moves:
            log.append("no column move in this deal")
            return
        move = moves[0]
        column = table.display.columns[move.src]
        synthetic.post(synthetic.tap(table.card_point(column_pile(move.src), len(column) - move.count)))
        state["moves"] = table.game.moves

    def choose(_app: App) -> None:
        if table.selection is not None and table.selection.targets:
            synthetic.post(synthetic.tap(table.target_rect(table.selection.targets[0]).center))

    def check_moved(_app: App) -> None:
        if table.game.moves != state["moves"] + 1:
            log.append(f"select+move: moves {state['moves']} → {table.game.moves}")

    def turn(_app: App) -> None:
        state["talon"] = len(table.game.position.talon)
        synthetic.post(synthetic.tap(table.layout.talon.center))

    def check_turned(_app: App) -> None:
        # What a tap on the talon promises is that its top card leaves it. Where that card lands
        # is not the point: with safe auto-play an Ace goes on to a foundation at once.
        if len(table.game.position.talon) != state["talon"] - 1:
            log.append("talon tap did not take a card off the talon")
        state["before_undo"] = table.game.moves

    def undo(_app: App) -> None:
        synthetic.post(synthetic.key(pygame.K_z, pygame.KMOD_CTRL))

    def check_undone(_app: App) -> None:
        if table.game.moves != state["before_undo"] - 1:
            log.append("Ctrl+Z did not undo")

    def open_menu(_app: App) -> None:
        synthetic.post(synthetic.key(pygame.K_ESCAPE))

    def check_menu(_app: App) -> None:
        # The menu is pygame-gui with our bundled font: this proves a build carries both.
        if type(app.top).__name__ != "MenuScene":
            log.append(f"Esc did not open the menu (top: {type(app.top).__name__})")
        synthetic.post(synthetic.key(pygame.K_ESCAPE))

    def check_menu_closed(_app: App) -> None:
        if app.top is not table:
            log.append("Esc in the menu did not return to the table")

    def first_frame(_app: App) -> None:
        # Runs right after the first frame was drawn; `python -m tools.build` times the
        # program's start to this line.
        print("first frame", flush=True)

    script = [(1e-6, first_frame), (1.6, select), (1.9, choose), (2.6, check_moved), (2.7, turn), (3.3, check_turned),
              (3.4, undo), (4.0, check_undone), (4.1, open_menu), (4.5, check_menu), (4.9, check_menu_closed)]
    app.run(max_seconds=SECONDS, script=script)
    pygame.quit()
    for problem in (check_solver_process(), check_catalogues()):
        if problem:
            log.append(problem)
    if log:
        print("smoke test failed: " + "; ".join(log), file=sys.stderr)
        return 1
    print("smoke test ok")
    return 0
