"""Driving one table scene in fixed steps, and pointer gestures on it, through `App.frame`."""

from __future__ import annotations

from game.app import synthetic
from game.scenes.table.scene import TableScene

STEP = 1 / 120


def run(scene: TableScene, seconds: float) -> None:
    """Advance the app by fixed steps through `App.frame`, then draw once (so drawing code runs
    in every test without painting every step)."""
    for _ in range(round(seconds / STEP)):
        scene.app.frame(STEP, draw=False)
    scene.app.draw()


def settle(scene: TableScene, limit: float = 10.0) -> None:
    """Run until no card is in the air."""
    t = 0.0
    while scene.view.player.busy and t < limit:
        scene.app.frame(STEP, draw=False)
        t += STEP
    scene.app.frame(STEP, draw=False)
    assert not scene.view.player.busy


def bare_felt(scene: TableScene) -> tuple[int, int]:
    """A point on the bare table (no card, pile or control under it), searched from the bottom
    right, where the columns are shortest at the deal."""
    from game.scenes.table.looks import HitKind

    width, height = scene.view.layout.size
    for y in range(height - 5, height // 3, -9):
        for x in range(width - 5, width // 3, -9):
            if scene.places.hit((x, y)).kind == HitKind.FELT:
                return (x, y)
    raise AssertionError("no bare felt on the table")


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    """Press and release at ``pos``, delivered by a frame that lets no time pass."""
    synthetic.post(synthetic.tap(pos))
    scene.app.frame(0.0, draw=False)


def drag(scene: TableScene, start: tuple[int, int], end: tuple[int, int], release: bool = True) -> None:
    """Press at ``start``, move to ``end`` in eight steps of one fixed update each, release."""
    synthetic.post(synthetic.press(start))
    for pos in synthetic.path(start, end, 8):
        synthetic.post(synthetic.move(pos))
        scene.app.frame(STEP, draw=False)
    if release:
        synthetic.post(synthetic.release(end))
        scene.app.frame(0.0, draw=False)
