"""Table tests run headless: the dummy video driver, a real App and TableScene, real pygame events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.app import synthetic
from game.app.config import AppConfig
from game.app.loop import App
from game.engine import Game, Position
from game.scenes.table.scene import TableScene
from game.storage.settings import Settings

STEP = 1 / 120


@pytest.fixture
def app():
    # The table on its own, as these tests knew it: safe auto-play off unless a test turns it on.
    application = App(AppConfig(size=(1920, 1080)), headless=True, settings=Settings(auto_play=False))
    yield application
    application.scenes.clear()


@pytest.fixture
def table(app):
    """A function: position → a settled TableScene on the app's stack (no deal animation)."""

    def make(position: Position, size: tuple[int, int] = (1920, 1080)) -> TableScene:
        app.scenes.clear()
        app.resize(size)
        scene = TableScene(app, Game(position), deal_animation=False)
        app.push(scene)
        run(scene, 0.05)
        return scene

    return make


def run(scene: TableScene, seconds: float) -> None:
    """Advance the app by fixed steps through `App.frame`, then draw once (so drawing code runs
    in every test without painting every step)."""
    for _ in range(round(seconds / STEP)):
        scene.app.frame(STEP, draw=False)
    scene.app.draw()


def settle(scene: TableScene, limit: float = 10.0) -> None:
    """Run until no card is in the air."""
    t = 0.0
    while scene.player.busy and t < limit:
        scene.app.frame(STEP, draw=False)
        t += STEP
    scene.app.frame(STEP, draw=False)
    assert not scene.player.busy


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
