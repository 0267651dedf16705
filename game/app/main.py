"""Entry point (``vierzig-raeuber`` / ``python run.py``): parse flags, open the table, run.

``--smoke-test`` runs the real loop headless for a few seconds with scripted taps
(select, move, talon turn, undo), checks that the catalogues and their shipped solutions are
there, and exits 0 only if everything held — CI and packaging use it to prove the built
program actually plays.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.app import cli
from game.app.config import AppConfig
from game.app.loop import App
from game.app.screens import build_app


def run_smoke_test(config: AppConfig) -> int:
    """Scripted taps through real pygame events; 0 when every step had its effect.

    Without ``--data-dir`` it plays in a temporary folder, removed afterwards."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    config.game_number = config.game_number or "1"
    if config.data_dir is None:  # never touch the player's own saves and statistics
        import shutil
        import tempfile

        config.data_dir = Path(tempfile.mkdtemp(prefix="vierzig-raeuber-smoke-"))
        try:
            return _smoke_script(config)
        finally:  # the session has closed its writer when the script returns
            shutil.rmtree(config.data_dir, ignore_errors=True)
    return _smoke_script(config)


def check_catalogues() -> str | None:
    """The build carries both catalogues and their shipped solutions (R16, B2, B3): None if so."""
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


def _smoke_script(config: AppConfig) -> int:
    """The smoke test proper (see `run_smoke_test`)."""
    import pygame

    from game.engine import WASTE, MoveKind, column_pile

    app = build_app(config, headless=True)
    table = app.top
    log: list[str] = []

    def tap_at(pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))

    def key(k: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))

    def select(_app: App) -> None:
        moves = [m for m in table.game.legal_moves() if m.kind == MoveKind.PLAY and m.src != WASTE]
        if not moves:
            log.append("no column move in this deal")
            return
        move = moves[0]
        column = table.display.columns[move.src]
        tap_at(table.card_point(column_pile(move.src), len(column) - move.count))
        state["moves"] = table.game.moves

    def choose(_app: App) -> None:
        if table.selection is not None and table.selection.targets:
            tap_at(table.target_rect(table.selection.targets[0]).center)

    def check_moved(_app: App) -> None:
        if table.game.moves != state["moves"] + 1:
            log.append(f"select+move: moves {state['moves']} → {table.game.moves}")

    def turn(_app: App) -> None:
        state["waste"] = len(table.game.position.waste)
        tap_at(table.layout.talon.center)

    def check_turned(_app: App) -> None:
        if len(table.game.position.waste) != state["waste"] + 1:
            log.append("talon tap did not turn a card")
        state["before_undo"] = table.game.moves

    def undo(_app: App) -> None:
        key(pygame.K_z, pygame.KMOD_CTRL)

    def check_undone(_app: App) -> None:
        if table.game.moves != state["before_undo"] - 1:
            log.append("Ctrl+Z did not undo")

    def open_menu(_app: App) -> None:
        key(pygame.K_ESCAPE)

    def check_menu(_app: App) -> None:
        # The menu is pygame-gui with our bundled font: this proves a build carries both.
        if type(app.top).__name__ != "MenuScene":
            log.append(f"Esc did not open the menu (top: {type(app.top).__name__})")
        key(pygame.K_ESCAPE)

    def check_menu_closed(_app: App) -> None:
        if app.top is not table:
            log.append("Esc in the menu did not return to the table")

    def first_frame(_app: App) -> None:
        # Runs right after the first frame was flipped; `python -m tools.build` times the
        # build's start to this line.
        print("first frame", flush=True)

    state: dict[str, int] = {}
    script = [(1e-6, first_frame), (1.6, select), (1.9, choose), (2.6, check_moved), (2.7, turn), (3.3, check_turned),
              (3.4, undo), (4.0, check_undone), (4.1, open_menu), (4.5, check_menu), (4.9, check_menu_closed)]
    app.run(max_seconds=5.0, script=script)
    pygame.quit()
    problem = check_solver_process()
    if problem:
        log.append(problem)
    problem = check_catalogues()
    if problem:
        log.append(problem)
    if log:
        print("smoke test failed: " + "; ".join(log), file=sys.stderr)
        return 1
    print("smoke test ok")
    return 0


def check_solver_process(wait: float = 30.0) -> str | None:
    """One round trip through a fresh solver worker process (in a frozen build this proves
    that multiprocessing's spawn finds its way back through ``freeze_support``)."""
    import time

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


def main(argv: list[str] | None = None) -> int:
    config = cli.parse_args(argv)
    if config.smoke_test:
        return run_smoke_test(config)
    import pygame

    app = build_app(config)
    try:
        app.run()
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
