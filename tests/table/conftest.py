"""Table tests run headless: the dummy video driver, a real App and TableScene, real pygame events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import i18n
from game.app.config import AppConfig
from game.app.loop import App
from game.engine import Game, Position
from game.scenes.ports import TableOwner
from game.scenes.tabletop.scene import TableScene
from game.storage.settings import Settings
from tests.harness.table import run


@pytest.fixture(params=i18n.LANGUAGES)
def language(request):
    """Each language in turn (the one before is set again afterwards)."""
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


@pytest.fixture
def app():
    # The table on its own, as these tests knew it: safe auto-play off unless a test turns it on.
    application = App(AppConfig(size=(1920, 1080)), headless=True, settings=Settings(auto_play=False))
    yield application
    application.scenes.clear()


@pytest.fixture
def table(app):
    """A function: position (and a `TableOwner`) → a settled TableScene on the app's stack (no deal animation)."""

    def make(position: Position, size: tuple[int, int] = (1920, 1080), owner: TableOwner | None = None) -> TableScene:
        app.scenes.clear()
        app.resize(size)
        scene = TableScene(app, Game(position), owner=owner, deal_animation=False)
        app.push(scene)
        run(scene, 0.05)
        return scene

    return make
