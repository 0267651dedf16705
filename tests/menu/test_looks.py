"""Looks of one's own: the felt and the card back are chosen in the options, show at once on the
table, and come back at the next launch; a settings file naming a look this version lacks
plays with the default one."""

from __future__ import annotations

import json

import pygame
import pytest

from game.scenes.options import OptionsScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage.files import DataDir
from game.storage.settings import SETTINGS_FILE
from game.view import appearance, theme
from tests.harness.app import click, open_from_menu, press, pump


@pytest.fixture(autouse=True)
def default_looks():
    yield
    appearance.set_looks(theme.FELT_DEFAULT, theme.BACK_DEFAULT)   # the next test's painters draw the default


def back_to_the_table(app) -> None:
    click(app, "back")                  # options → menu
    press(app, pygame.K_ESCAPE)         # menu → table
    pump(app, frames=2)
    assert app.top is app.router.table


def felt_pixel(app) -> tuple[int, int, int]:
    """The bare felt low in the middle of the window (nothing is dealt there in game 5)."""
    width, height = app.size
    return tuple(app.screen.get_at((width // 2, height - 12)))[:3]


def talon_pixels(app) -> list[tuple[int, int, int]]:
    """The talon's card back: a row of pixels across its upper third (pattern and ground)."""
    talon = app.router.table.spot(TableSpot.TALON)
    y = talon.y + talon.h // 4
    return [tuple(app.screen.get_at((x, y)))[:3] for x in range(talon.x + talon.w // 6, talon.right - talon.w // 6)]


def reddish(pixels) -> bool:
    return sum(r for r, _, _ in pixels) > 2 * sum(b for _, _, b in pixels)


def test_a_felt_and_a_card_back_chosen_show_at_once_and_after_a_relaunch(launch, tmp_path):
    app = launch(game_number="5")
    pump(app, 1.5)
    r, g, b = felt_pixel(app)
    assert g > b and g > r, "the default felt is green"
    assert not reddish(talon_pixels(app)), "the default back is blue"
    options = open_from_menu(app, "options", OptionsScene)
    assert options.buttons["felt"].text == "Grün" and options.buttons["card_back"].text == "Blau, Rauten"
    click(app, "felt")                  # green → blue
    click(app, "card_back")             # blue → red
    assert app.top.buttons["felt"].text == "Blau" and app.top.buttons["card_back"].text == "Rot, Strahlen"
    back_to_the_table(app)
    r, g, b = felt_pixel(app)
    assert b > g > r, f"the felt is not blue: {(r, g, b)}"
    assert reddish(talon_pixels(app)), "the talon does not show the red back"
    saved = json.loads(DataDir(tmp_path).file(SETTINGS_FILE).read_text())
    assert (saved["felt"], saved["card_back"]) == ("blue", "red")

    app = launch(game_number="6")
    pump(app, 1.5)
    assert (app.settings.felt, app.settings.card_back) == ("blue", "red")
    r, g, b = felt_pixel(app)
    assert b > g > r
    assert reddish(talon_pixels(app))


def test_every_felt_and_back_can_be_chosen_in_turn_and_the_last_returns_to_the_first(launch):
    app = launch(game_number="5")
    open_from_menu(app, "options", OptionsScene)
    felts, backs = [], []
    for _ in range(3):
        felts.append(app.settings.felt)
        backs.append(app.settings.card_back)
        click(app, "felt")
        click(app, "card_back")
    assert felts == ["green", "blue", "burgundy"] and backs == ["blue", "red", "green"]
    assert (app.settings.felt, app.settings.card_back) == ("green", "blue")


def test_a_look_this_version_lacks_is_the_default_without_a_word(launch, tmp_path):
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"version": 1, "language": "de", "sound": False,
                                                      "felt": "purple", "card_back": "tiger"}))
    app = launch(game_number="5")
    pump(app, 1.0)
    assert (app.settings.felt, app.settings.card_back, app.settings.sound) == ("green", "blue", False)
    assert app.top is app.router.table, "a notice for a look from a newer version"
    r, g, b = felt_pixel(app)
    assert g > b and g > r
