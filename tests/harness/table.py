"""Driving one table scene in fixed steps, and pointer gestures on it, through `App.frame`; and a
`TableOwner` that writes down what the table tells it. Only the table's front door is used here."""

from __future__ import annotations

from typing import ClassVar

from game.app import synthetic
from game.scenes.tabletop.picture import glowing
from game.scenes.tabletop.scene import TableScene
from game.table.events import (
    EndShown,
    GameChanged,
    GameEnded,
    GameStuck,
    MenuWanted,
    PositionLearnt,
    TableEvent,
)
from game.table.news import (
    TableNews,
)
from game.table.values import Sound
from game.view.table_painter import TablePainter

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
    while scene.on_screen().busy and t < limit:
        scene.app.frame(STEP, draw=False)
        t += STEP
    scene.app.frame(STEP, draw=False)
    assert not scene.on_screen().busy


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
    """A `TableOwner` (`game.scenes.ports`) that writes down what the table tells it (`events`), in
    order, and the sounds apart: ``told`` holds the events' kinds ("menu", "changed", "learnt",
    "stuck", "ended", "shown"), ``events`` the events themselves."""

    KINDS: ClassVar[dict[type, str]] = {MenuWanted: "menu", GameChanged: "changed", PositionLearnt: "learnt", GameStuck: "stuck",
             GameEnded: "ended", EndShown: "shown"}

    def __init__(self) -> None:
        self.told: list[str] = []
        self.events: list[TableEvent] = []
        self.sounds: list[Sound] = []

    def table_event(self, event: TableNews) -> None:
        if isinstance(event, Sound):
            self.sounds.append(event)
            return
        if type(event) not in self.KINDS:
            return   # what the player reads anew: the speech's news, not the owner's
        self.events.append(event)
        self.told.append(self.KINDS[type(event)])


def glowing_targets(scene: TableScene) -> list[int]:
    """The targets that glow blue now (FOUNDATION or column indices): what the player may tap."""
    return list(glowing(scene.snapshot())[0])


def painter_of(scene: TableScene) -> TablePainter:
    """A painter for the table's layout as the table makes one (`TablePainter`): the same faces,
    indexes and felt as on its screen (they are drawn in code, the same for the same layout)."""
    shot = scene.snapshot()
    return TablePainter(shot.layout, shot.table.options.four_colour)
