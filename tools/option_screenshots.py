"""Screenshots of the table's three comfort options, part of ``python -m tools.screenshots --out DIR``:

- ``talon-right-1920x1080.png`` (the side panel on the right), ``talon-right-below.png`` (large
  cards at 1280×720: talon and waste under the last columns), ``talon-right-720x1280.png`` (the
  tall layout, its button bar mirrored) and ``talon-right-waste-all.png`` (64 waste cards held
  open beside a right-hand talon): "Talon rechts", each with three waste cards fanned;
- ``last-move.png``: a card moved onto another column, marked; ``last-move-undo.png``: the same
  move taken back, the card that went back marked; ``last-move-off.png``: the move with the
  option off;
- ``clock-off.png``: the table with "Uhr anzeigen" off (moves only in the HUD); ``won-clock-off.png``:
  the won banner with the moves alone.

The summary and the statistics with the clock off are `tools.menu_screenshots`' (the real app).
"""

from __future__ import annotations

import os
from pathlib import Path

STEP = 1 / 120   # one fixed update (theme.UPDATE_HZ)


def shoot_option_tables(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import synthetic
    from game.app.config import AppConfig
    from game.app.loop import App
    from game.engine import WASTE_PILE, Game, Move, MoveKind
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import Settings
    from game.table.actions import Finish, Play, Undo
    from tools.positions import finish_position, played_game, waste_fan_position

    out.mkdir(parents=True, exist_ok=True)
    app = App(AppConfig(size=(1920, 1080)), headless=True, settings=Settings(auto_play=False))
    saved: list[Path] = []

    def table(game: Game, size: tuple[int, int], settings: Settings) -> TableScene:
        app.scenes.clear()
        app.settings = settings
        app.resize(size)
        scene = TableScene(app, game, deal_animation=False)
        app.push(scene)
        settle(scene)
        return scene

    def settle(scene: TableScene) -> None:
        for _ in range(3 * 120):
            app.frame(STEP, draw=False)
            if not scene.on_screen().busy:
                break

    def save(name: str) -> None:
        app.draw()
        path = out / name
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    for name, size, large in [("talon-right-1920x1080.png", (1920, 1080), False),
                              ("talon-right-below.png", (1280, 720), True),
                              ("talon-right-720x1280.png", (720, 1280), False)]:
        scene = table(Game(waste_fan_position()), size, Settings(auto_play=False, talon_right=True, large_cards=large))
        save(name)
    game = Game.new(2, "classic")
    while game.position.talon:
        game.push(Move.turn())
    scene = table(game, (1280, 720), Settings(auto_play=False, talon_right=True))
    point = scene.card_point(WASTE_PILE, len(game.position.waste) - 1)
    synthetic.post(synthetic.press(point))   # held: the whole waste opens
    for _ in range(60):
        app.frame(STEP, draw=False)
    save("talon-right-waste-all.png")
    synthetic.post(synthetic.release(point))
    app.frame(0.0, draw=False)

    # The last move marked: a card from one column onto another (and, apart, taken back).
    game = played_game(12345, 25)
    move = next(m for m in game.legal_moves() if m.kind == MoveKind.PLAY and m.src >= 0 and m.dst >= 0)
    for name, mark, undo in [("last-move.png", True, False), ("last-move-undo.png", True, True),
                             ("last-move-off.png", False, False)]:
        scene = table(game.copy(), (1920, 1080), Settings(auto_play=False, mark_last_move=mark))
        scene.act(Play(move.src, move.dst, move.count))
        settle(scene)
        if undo:
            scene.act(Undo())
            settle(scene)
        save(name)

    scene = table(played_game(12345, 24), (1280, 720), Settings(auto_play=False, show_clock=False))
    scene.set_clock(201)
    save("clock-off.png")
    scene = table(Game(finish_position()), (1280, 720), Settings(auto_play=False, show_clock=False))
    scene.act(Finish())
    settle(scene)
    for _ in range(4 * 120):   # the cascade plays out: the won banner on the clean table
        app.frame(STEP, draw=False)
    save("won-clock-off.png")
    return saved
