"""Driving the real app headless: frames of the real loop (`App.frame`) at a steady 60 per
second, and real pygame events (clicks on pygame-gui buttons, keys, text input) from
`game.app.synthetic`."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

import pygame
import pytest

from game.app import synthetic
from game.app.config import AppConfig
from game.app.game_app import build_app
from game.engine import Game, parse_game_number
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, Settings, save_settings
from tools.screenshots import finish_position

FRAME = 1 / 60
SIZE = (1280, 720)


def drop_events() -> None:
    """Empty pygame's event queue. With `pygame.event.get`, not `clear`: pygame-ce 2.5.8's
    ``clear`` drops the events but keeps their attributes referenced for the rest of the
    process, and pygame-gui's events name their widget, which holds its whole UI manager."""
    pygame.event.get()


def pump(app, seconds: float = 0.0, frames: int | None = None) -> None:
    """Run the real loop's frames (events, two fixed steps, a draw) at a steady 60 per second."""
    count = frames if frames is not None else max(1, round(seconds / FRAME))
    for _ in range(count):
        app.frame(FRAME)


def click_at(app, pos: tuple[int, int]) -> None:
    down, up = synthetic.tap(pos)
    synthetic.post(down)
    pump(app, frames=1)
    synthetic.post(up)
    pump(app, frames=3)   # pygame-gui posts its "pressed" event; the next frame delivers it


def click(app, key: str) -> None:
    """Click the top scene's button ``key`` where it is drawn."""
    button = app.top.buttons[key]
    assert button.is_enabled, f"button {key} is disabled"
    click_at(app, button.rect.center)


def press(app, key: int, mod: int = 0, unicode: str = "") -> None:
    synthetic.post(synthetic.key(key, mod, unicode))
    pump(app, frames=2)


def open_from_menu(app, button: str, scene_type: type):
    """From the table: Esc opens the menu, then its ``button``; the screen that opens is returned."""
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, button)
    assert isinstance(app.top, scene_type)
    return app.top


def type_text(app, text: str) -> None:
    synthetic.post(synthetic.typed(text))
    pump(app, frames=2)


def label_text(scene, key: str) -> str:
    """The text a label shows, with wrapped continuation lines (``key.1`` …) joined."""
    parts = [scene.labels[key].text]
    n = 1
    while f"{key}.{n}" in scene.labels:
        parts.append(scene.labels[f"{key}.{n}"].text)
        n += 1
    return " ".join(p for p in parts if p)


def pump_until(app, condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Run frames (with real time passing for the worker) until ``condition`` or the deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pump(app, frames=1)
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def wait_for(app, kind, seconds: float = 15.0) -> None:
    """Run frames until a scene of type ``kind`` is on top (fails after ``seconds`` of game time)."""
    for _ in range(round(seconds * 10)):
        if isinstance(app.top, kind):
            return
        pump(app, 0.1)
    raise AssertionError(f"{kind.__name__} never came; top is {type(app.top).__name__}")


def near_win(app, number: str = "77") -> None:
    """Game ``number`` a move or two from the end: only ♠J ♠Q ♠K (twice) and ♥Q ♥K left, talon empty."""
    app.router.game.play_game(Game(finish_position(), number=parse_game_number(number)))
    pump(app, frames=2)


def manual_settings(tmp_path) -> None:
    """No auto-play (so a move can be made before finishing), no animations (fast tests)."""
    save_settings(DataDir(tmp_path), Settings(auto_play=False, animation_speed="off", language="de"))


OPTION_NAMES = set(OPTIONS.names) - {f.name for f in dataclasses.fields(AppConfig)}


@pytest.fixture
def launch(tmp_path):
    """A function: build the real app on the test's data folder (call again = relaunch)."""
    apps = []

    def make(**config) -> object:
        """``config``: AppConfig fields (launch flags), or options the player sets at once."""
        for app in apps:                      # a relaunch: the previous process has quit
            app.router.close()
        options = {name: config.pop(name) for name in list(config) if name in OPTION_NAMES}
        values = {"size": SIZE, "data_dir": tmp_path, "language": "de"}
        values.update(config)
        app = build_app(AppConfig(**values), headless=True)
        for name, value in options.items():
            app.router.options.set_option(OPTIONS.named(name), value)
        drop_events()
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.router.close()
    drop_events()
