"""Table tests run headless: the dummy video driver, a real App and TableScene, real pygame events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.config import AppConfig  # noqa: E402
from game.app.loop import App  # noqa: E402
from game.engine import Game, Position  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.storage.settings import Settings  # noqa: E402

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
    """Advance the scene by fixed steps and draw once (so drawing code runs in every test)."""
    for _ in range(round(seconds / STEP)):
        scene.update(STEP)
    scene.draw(scene.app.screen)


def settle(scene: TableScene, limit: float = 10.0) -> None:
    """Run until no card is in the air."""
    t = 0.0
    while scene.player.busy and t < limit:
        scene.update(STEP)
        t += STEP
    scene.update(STEP)
    assert not scene.player.busy


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))


def drag(scene: TableScene, start: tuple[int, int], end: tuple[int, int], release: bool = True) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    for k in range(1, 9):
        pos = (round(start[0] + (end[0] - start[0]) * k / 8), round(start[1] + (end[1] - start[1]) * k / 8))
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False))
        scene.update(STEP)
    if release:
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
