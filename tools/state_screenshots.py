"""Screenshots of what the table says in the states where it could mislead (B16) and of the whole
waste (B17), part of ``python -m tools.screenshots --out DIR``:

- ``restart-indicator.png``: the first frame after a restart of a game the solver had proved
  lost at move 9 (staged: the solver is told so), "Zurück zu gewinnbar: 3 Züge" at hand;
- ``lost-indicator-off.png``: a lost position with the indicator off (the deal's fact dim, no tick);
- ``hint-lost.png``: a hint in a lost position, the way back glowing;
- ``waste-all.png``, ``waste-all-portrait.png``, ``waste-all-4k.png``: 64 waste cards held open
  at 1280×720, 720×1280 and 3840×2160;
- ``selector-by-card.png``: the selection bar by the lifted run (R10's worked example).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from game.engine import CLASSIC


class QuietWorker:
    """A solver worker that never answers (the pictures decide what is known)."""

    busy = False
    on_answer: Callable[[], None] | None = None

    def submit(self, *args, **kwargs) -> None:
        pass

    def forget(self, token) -> None:
        pass

    def prepare(self) -> None:
        pass

    def poll(self) -> list:
        return []

    def close(self) -> None:
        pass


STEP = 1 / 120   # one fixed update (theme.UPDATE_HZ)


def shoot_states(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.advisor.link import SolverLink
    from game.advisor.solutions import SolutionBook
    from game.app import synthetic
    from game.app.config import AppConfig
    from game.app.loop import App
    from game.engine import WASTE_PILE, Game, Move, MoveKind, column_pile
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import OPTIONS, Settings
    from game.table.actions import Hint, move_action
    from tools.positions import seed_example_position

    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []

    def save(app, name: str) -> None:
        app.draw()
        path = out / name
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    def off_the_line(table: TableScene) -> None:
        """Deal 2: six moves of its shipped line, then three moves off it."""
        line = SolutionBook().line(CLASSIC, "2") or ()
        for text in line[:6]:
            table.act(move_action(Move.parse(text)))
        for step in range(3):
            next_on_line = line[6] if step == 0 and len(line) > 6 else ""
            move = next(m for m in table.copy_game().legal_moves() if str(m) != next_on_line and m.kind != MoveKind.FINISH)
            table.act(move_action(move))

    # The first frame after a restart: what the HUD said at the close.
    folder = Path(tempfile.mkdtemp(prefix="vierzig-raeuber-state-shots-"))
    from game.app.game_app import build_app

    first = build_app(AppConfig(size=(1280, 720), data_dir=folder, game_number="2", variant=CLASSIC, language="de"),
                      headless=True)
    try:
        for name, value in (("show_winnability", True), ("auto_play", False), ("animation_speed", "off")):
            first.router.options.set_option(OPTIONS.named(name), value)
        table = first.router.table
        assert table is not None   # build_app puts the table on the stack
        off_the_line(table)
        link = first.session.solver
        link.knowledge.note_lost(table.state().position)   # staged: the solver's proof, as it would come
    finally:
        first.router.close()                         # the close saves the game with what is known
    again = build_app(AppConfig(size=(1280, 720), data_dir=folder, language="de"), headless=True)
    try:
        save(again, "restart-indicator.png")
    finally:
        again.router.close()

    app = App(AppConfig(size=(1280, 720)), headless=True, settings=Settings(auto_play=False))

    def table_for(game: Game, size: tuple[int, int], show: bool) -> tuple[TableScene, SolverLink]:
        app.scenes.clear()
        app.resize(size)
        app.settings = app.settings.with_changes(show_winnability=show)   # the option, as the table reads it
        scene = TableScene(app, game, deal_animation=False)
        app.push(scene)
        link = SolverLink(worker_factory=QuietWorker, book=SolutionBook())   # the shipped line: winnable along it
        link.knowledge.catalogue(game.variant, [str(game.number)])
        scene.attach_solver(link)
        for _ in range(10):
            app.frame(STEP, draw=False)
        return scene, link

    for name, show in (("lost-indicator-off.png", False), ("hint-lost.png", True)):
        game = Game.new(2, "classic")
        scene, link = table_for(game, (1280, 720), show)
        off_the_line(scene)
        link.knowledge.note_lost(scene.state().position)
        scene.settle()
        scene.set_clock(412)
        if name == "hint-lost.png":
            scene.act(Hint())
            for _ in range(30):
                app.frame(STEP, draw=False)
        save(app, name)

    # The whole waste held open: 64 cards, every index whole.
    for name, size in (("waste-all.png", (1280, 720)), ("waste-all-portrait.png", (720, 1280)),
                       ("waste-all-4k.png", (3840, 2160))):
        game = Game.new(2, "classic")
        while game.position.talon:
            game.push(Move.turn())
        scene, _ = table_for(game, size, False)
        point = scene.card_point(WASTE_PILE, len(game.position.waste) - 1)
        synthetic.post(synthetic.press(point))
        for _ in range(60):
            app.frame(STEP, draw=False)
        save(app, name)
        synthetic.post(synthetic.release(point))
        app.frame(0.0, draw=False)

    scene, _ = table_for(Game(seed_example_position()), (1280, 720), False)
    scene.tap_at(scene.card_point(column_pile(2), 2))
    for _ in range(30):
        app.frame(STEP, draw=False)
    save(app, "selector-by-card.png")
    app.scenes.clear()
    return saved
