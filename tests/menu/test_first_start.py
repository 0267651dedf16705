"""The first start shows a newcomer where the help is; later starts do not."""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import CLASSIC, Game
from tests.harness.app import press, pump


def test_the_first_start_says_where_the_help_is_and_a_later_one_does_not(launch):
    app = launch(game_number="5")
    table = app.router.table
    words = table.state().message_text
    assert "Hilfe" in words and "☰" in words, words
    pump(app, frames=2)
    again = launch(game_number="5")
    assert "Hilfe" not in again.router.table.state().message_text


def test_the_welcome_is_in_every_language():
    for language in i18n.LANGUAGES:
        text = i18n.tr_for(language, "table.welcome")
        assert "☰" in text and i18n.tr_for(language, "menu.help") in text, (language, text)


def test_the_welcome_stays_while_the_deals_aces_go_up_and_goes_with_the_first_action(launch):
    """The start's aces go up by themselves (R12), which is no one's action: the newcomer's
    welcome stays until they do something."""
    number = next(n for n in range(1, 1000)    # a Classic deal with an ace on top: it goes up at once
                  if any(column[-1].rank == 1 for column in Game.new(n, CLASSIC).position.columns))
    app = launch(game_number=str(number))
    table = app.router.table
    pump(app, 2.0)
    state = table.state()
    assert sum(state.position.foundations) >= 1 and state.moves == 0, state.position.foundations
    assert "☰" in state.message_text, state.message_text
    press(app, pygame.K_SPACE)                # the first action: a talon card
    pump(app, frames=2)
    assert "☰" not in table.state().message_text
