"""Review by ear (B18): Shift+↓/↑ step card by card through the pile the keyboard ring frames,
from its playable card down; Shift+F reads the foundations alone with how many cards each holds;
a framed column names the run limit before a lift. Checked against the engine's position."""

from __future__ import annotations

import re

import pygame

from game import i18n
from game.engine import Card, Position
from game.speech.table_words import column_words, foundation_sizes_words
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp
from tests.speech.parse_back import cards_in, numbers_in

C = Card.parse


def test_shift_down_steps_through_the_framed_column_card_by_card(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="12", language="en"))
    for _ in range(3):
        ear.press(pygame.K_RIGHT)                      # talon, waste, column 1
    column = ear.table.copy_game().position.columns[0]
    heard = []
    for step in range(len(column) + 1):                # one press past the deepest card stays there
        said = ear.press(pygame.K_DOWN, pygame.KMOD_SHIFT)
        n, total = numbers_in(said)[:2]
        assert (n, total) == (min(step, len(column) - 1) + 1, len(column)), said
        heard += cards_in("en", said)
    assert heard[:len(column)] == column[::-1]         # the playable card first, then down
    assert "deepest" in said
    said = ear.press(pygame.K_UP, pygame.KMOD_SHIFT)
    assert cards_in("en", said) == [column[1]] and numbers_in(said)[0] == len(column) - 1
    assert ear.table.copy_game().moves == 0            # asking changes nothing


def test_shift_f_reads_each_foundation_with_how_many_cards_it_holds():
    position = Position("classic", [[C("KC")] for _ in range(10)], foundations=[3, 0, 1, 0, 0, 0, 13, 2],
                        talon=[], waste=[])
    i18n.set_language("en")
    said = foundation_sizes_words(position)
    assert cards_in("en", said) == [C("3C"), C("AD"), C("KS"), C("2S")]   # foundations 1, 3, 7, 8
    assert re.findall(r"(\d+) cards?", said) == ["3", "1", "13", "2"]
    assert said.endswith("4 still empty.")


def test_a_framed_column_names_the_run_limit_before_a_lift():
    columns = [[C("9D"), C("5S"), C("4S"), C("3S")]] + [[C("KC")] for _ in range(9)]   # no empty column: 1 at once
    position = Position("classic", columns, talon=[], waste=[])
    i18n.set_language("en")
    assert column_words(position, 0).endswith("At most 1 card at once.")
    position.columns[5] = []                                                                  # one empty: 2
    assert column_words(position, 0).endswith("At most 2 cards at once.")
    position.columns[6] = []                                                                  # two: 4, no limit said
    assert "At most" not in column_words(position, 0)
