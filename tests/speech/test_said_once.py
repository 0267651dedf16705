"""Sentences a listener can follow (B18): a unit redone is said once with its count, as its undo
is; cards the eye reads as a row are said as a list, separated, so a screen reader pauses."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.speech.card_words import spoken_text
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp, hinted_back


def test_a_unit_redone_is_said_once_with_its_count(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="5976", language="en"))
    back = hinted_back(ear)
    ear.press(pygame.K_RIGHT)
    moves = ear.table.copy_game().moves
    assert ear.press(pygame.K_RETURN).startswith(f"Undone: {back} moves.")
    said = ear.press(pygame.K_y, pygame.KMOD_CTRL)
    assert ear.table.copy_game().moves == moves
    assert said.startswith(f"Redone: {back} moves.") and said.count("Redone") == 1, said


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "two of diamonds, three of diamonds, four of diamonds went up"),
    ("de", "Karo Zwei, Karo Drei, Karo Vier went up"),
    ("fr", "deux de carreau, trois de carreau, quatre de carreau went up"),
])
def test_cards_side_by_side_are_said_as_a_list(language, expected):
    i18n.set_language(language)
    try:
        assert spoken_text("2♦ 3♦ 4♦ went up") == expected
        assert spoken_text("10♣ needs J♥") == spoken_text("10♣") + " needs " + spoken_text("J♥")   # not a row
    finally:
        i18n.set_language("en")


def test_f2_speaks_from_now_and_shows_a_sign(launch, tmp_path):  # noqa: F811
    """Speech off, five cards turned; F2: "speech on", where the player is — nothing of the turns
    heard while it was off — and the message line shows it; F2 again shows that it is off."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="12", language="en"))
    ear.app.speech.switch(False)
    for _ in range(5):
        ear.press(pygame.K_t)
    before = len(ear.recorder.sentences())
    ear.press(pygame.K_F2)
    ear.frames(3)
    said = ear.recorder.sentences()[before:]
    assert said[0] == i18n.tr("speech.on")
    assert not [sentence for sentence in said if sentence.startswith("Turned")], said
    assert any("5 moves" in sentence for sentence in said), said                 # where the player is
    assert ear.table.state().message_text == i18n.tr("speech.on")                   # seen, not said twice
    assert said.count(i18n.tr("speech.on")) == 1
    ear.press(pygame.K_F2)
    assert not ear.app.speech.on and ear.table.state().message_text == i18n.tr("speech.off")
