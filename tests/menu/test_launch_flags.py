"""``--game N`` and ``--variant`` at launch with a game in progress: the player is asked first.

The autosaved game is resumed under the question, as the menu asks before a new deal; only
the player's yes counts it as lost, and "Weiterspielen" (or Esc) keeps it exactly as it was.
"""

from __future__ import annotations

import pygame

from game.engine import CLASSIC, RELAXED, Variant, parse_game_number
from game.scenes.dialogs import ConfirmDialog
from game.scenes.tabletop.scene import TableScene
from game.storage.autosave import load_game
from game.storage.files import DataDir
from game.storage.stats import Statistics
from tests.harness.app import click, label_text, press, pump


def leave_a_game_in_progress(launch, moves: int = 2) -> None:
    """Game 5 with ``moves`` talon turns on the clock, then quit (the autosave keeps it)."""
    app = launch(game_number="5")
    table = app.top
    pump(app, 1.5)
    for _ in range(moves):
        press(app, pygame.K_SPACE)
        pump(app, 0.5)
    assert table.state().moves == moves
    app.router.close()


def played(app, variant: Variant = CLASSIC) -> int:
    return Statistics.load(app.session.folder).variant_stats(variant).played


def test_game_n_with_a_game_in_progress_asks_and_continue_keeps_it(launch, tmp_path):
    leave_a_game_in_progress(launch)
    app = launch(game_number="12")
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog), "the game in progress was replaced without asking"
    question = label_text(dialog, "question")
    assert "Spiel 5" in question and "2 Züge" in question and "Spiel 12" in question, question
    table = app.router.table
    assert table.state().number == parse_game_number("5") and table.state().moves == 2
    assert played(app) == 0, "counted before the player answered"
    click(app, "cancel")
    assert app.top is table and table.state().number == parse_game_number("5") and table.state().moves == 2
    assert played(app) == 0
    app.session.writer.flush()
    saved = load_game(DataDir(tmp_path))
    assert saved is not None and saved.game.number == parse_game_number("5") and saved.game.moves == 2


def test_esc_on_the_question_keeps_the_game_too(launch):
    leave_a_game_in_progress(launch)
    app = launch(game_number="12")
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene) and app.top.state().moves == 2
    assert played(app) == 0


def test_game_n_confirmed_deals_it_and_counts_the_left_game_as_lost(launch, tmp_path):
    leave_a_game_in_progress(launch)
    app = launch(game_number="12")
    click(app, "confirm")
    table = app.top
    assert isinstance(table, TableScene)
    assert table.state().number == parse_game_number("12") and table.state().moves == 0
    assert played(app) == 1
    app.session.writer.flush()
    saved = load_game(DataDir(tmp_path))
    assert saved is not None and saved.game.number == parse_game_number("12")


def test_another_variant_on_the_command_line_asks_as_well(launch):
    leave_a_game_in_progress(launch)
    app = launch(variant=RELAXED)
    assert isinstance(app.top, ConfirmDialog)
    assert app.router.table.state().variant is CLASSIC
    assert "Locker" in label_text(app.top, "question")
    click(app, "confirm")
    assert app.top.state().variant is RELAXED and app.top.state().moves == 0
    assert played(app, CLASSIC) == 1


def test_a_saved_game_without_moves_gives_way_without_a_question(launch):
    app = launch(game_number="5")
    pump(app, 1.0)
    app.router.close()
    app = launch(game_number="12")
    assert isinstance(app.top, TableScene) and app.top.state().number == parse_game_number("12")
    assert played(app) == 0
