"""Driving one table scene in fixed steps, and pointer gestures on it, through `App.frame`; and a
`TableOwner` that writes down what the table tells it. Only the table's front door is used here."""

from __future__ import annotations

from game.app import synthetic
from game.scenes.table.scene import TableScene
from game.scenes.table.values import Sound

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
    while scene.account().busy and t < limit:
        scene.app.frame(STEP, draw=False)
        t += STEP
    scene.app.frame(STEP, draw=False)
    assert not scene.account().busy


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


class OwnerSpy:
    """A `TableOwner` (`game.scenes.ports`) that writes down what the table tells it, in order:
    "menu", "changed", "learnt", "stuck", "won", and the sounds apart."""

    def __init__(self) -> None:
        self.told: list[str] = []
        self.sounds: list[Sound] = []

    def open_menu(self) -> None:
        self.told.append("menu")

    def table_changed(self) -> None:
        self.told.append("changed")

    def table_learnt(self) -> None:
        self.told.append("learnt")

    def table_stuck(self) -> None:
        self.told.append("stuck")

    def table_won(self) -> None:
        self.told.append("won")

    def table_sound(self, sound: Sound) -> None:
        self.sounds.append(sound)
