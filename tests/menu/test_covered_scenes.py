"""Screens under the top one hold one picture between them, not their widgets (`CoveredScenes`).

A player who goes table → menu → statistics → history sees the table and the screens under
the top one unchanged; only their picture is needed. These tests check what a player would
notice if that went wrong: the screen under an overlay looks as before, a screen that comes
back on top works and looks as it did, and the covered screens' widgets are gone from memory.
"""

from __future__ import annotations

import gc

import pygame
import pygame_gui

from game.scenes.help import HelpScene
from game.scenes.menu import MenuScene
from game.scenes.ports import Screen
from game.scenes.statistics import StatisticsScene
from tests.harness.app import click, pump


def _managers() -> int:
    gc.collect()
    return sum(isinstance(o, pygame_gui.UIManager) for o in gc.get_objects())


def test_only_the_top_screen_keeps_its_widgets(launch):
    app = launch(game_number="5")
    pump(app, 0.5)
    app.router.open_menu()
    pump(app, frames=2)
    app.router.statistics.open_statistics()
    pump(app, frames=2)
    app.router.menu.open(Screen.HELP)
    pump(app, frames=2)
    assert isinstance(app.top, HelpScene)
    assert _managers() == 1, "the menu and the statistics under the help still hold their widgets"
    assert {s for s in app.scenes[1:-1]} <= app.covered.released   # the table keeps its painter


def test_a_table_alone_under_the_menu_is_drawn_not_kept(launch):
    """A kept picture of the table would cost a window's worth of memory for nothing: the table
    keeps its painter for when the menu closes anyway, and draws as fast as a picture blits."""
    app = launch(game_number="5")
    pump(app, 0.5)
    app.router.open_menu()
    pump(app, frames=2)
    assert app.covered.picture is None and not app.covered.released


def test_a_screen_that_comes_back_looks_and_works_as_before(launch):
    app = launch(game_number="5")
    pump(app, 0.5)
    app.router.open_menu()
    pump(app, 0.3)
    before = pygame.image.tobytes(app.screen, "RGB")
    app.router.statistics.open_statistics()
    pump(app, 0.3)
    app.pop()                              # back to the menu, built again from nothing
    pump(app, 0.3)
    assert isinstance(app.top, MenuScene)
    assert pygame.image.tobytes(app.screen, "RGB") == before
    click(app, "statistics")               # its buttons answer as before
    assert isinstance(app.top, StatisticsScene)


def test_the_picture_under_an_overlay_follows_a_resize(launch):
    """Turning a phone with the statistics open over the menu: what shows under the statistics
    is laid out for the new window, and is exactly the menu the player finds on closing them."""
    app = launch(game_number="5")
    pump(app, 3.0)   # the deal has landed
    app.router.open_menu()
    pump(app, 0.3)
    app.router.statistics.open_statistics()
    pump(app, 0.3)
    app.resize((900, 1400))
    pump(app, 0.3)
    picture = app.covered.picture
    assert picture is not None and picture.get_size() == (900, 1400)
    under_the_statistics = pygame.image.tobytes(picture, "RGB")
    app.pop()
    pump(app, 0.3)
    assert isinstance(app.top, MenuScene)
    assert pygame.image.tobytes(app.screen, "RGB") == under_the_statistics
