"""Long random game numbers: shown in groups of three, never split across
lines, and still typed or pasted back exactly (docs/deals.md: spaces are ignored)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, strategies as st

from game.engine import RANDOM_GAME_RANGE, parse_game_number
from game.i18n import phrases
from game.scenes.menu import MenuScene
from tests.harness.app import press, pump

LONG = "98765432109876543210"


def test_long_numbers_are_grouped_in_threes_short_ones_stay():
    assert phrases.number_display(LONG) == "98\u202f765\u202f432\u202f109\u202f876\u202f543\u202f210"
    assert phrases.number_display("12345") == "12345"
    assert phrases.number_display("ms8589934591") == "ms8589934591"     # the ms digits must stay unbroken
    assert phrases.number_display("–") == "–"


@given(st.integers(min_value=1, max_value=RANDOM_GAME_RANGE[1]), st.booleans())
def test_the_shown_form_means_the_same_number(seed: int, ms: bool):
    number = parse_game_number(f"ms{seed}" if ms and seed <= 2**33 - 1 else str(seed))
    shown = phrases.number_display(str(number))
    # The same deal: ``ms617`` is shown (and dealt) as plain 617, so compare the canonical text.
    assert str(parse_game_number(shown)) == str(number)
    assert str(parse_game_number(shown.replace("\u202f", " "))) == str(number)   # as typed from the screen


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (480, 480)])
def test_the_menu_subtitle_keeps_a_20_digit_number_on_one_line(launch, size):
    app = launch(game_number=LONG, size=size)
    pump(app, 1.0)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene)
    first = menu.labels["status"].text
    assert first == f"Spiel {phrases.number_display(LONG)} · Klassisch"
    assert menu.labels["status.1"].text.startswith("0 Züge")
    assert "status.2" not in menu.labels
