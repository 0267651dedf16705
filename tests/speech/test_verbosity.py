"""The option "Speech detail" (short / normal / full, B18) by ear: reached and changed by keys in
the options screen and remembered; short drops the talon's count after a turn (R tells it) and a
hint's reason, never the card turned or the move hinted; full adds the run limit with each lift
and the talon's count after every move. Checked against the engine's position."""

from __future__ import annotations

import pygame
import pytest

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, Move
from game.i18n import tr
from game.speech.card_words import spoken_text as spoken
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, Settings, load_settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import COLUMN_KEYS, EarApp, card_name, play_move
from tests.speech.test_screens_spoken import choose

TALON_LEFT = "left in the talon"


def ear_at(launch, tmp_path, verbosity: str) -> EarApp:  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en", verbosity=verbosity))
    return EarApp(launch(game_number="1009", language="en"))


def test_the_option_is_read_changed_by_keys_and_remembered(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    ear = EarApp(launch(game_number="12", language="de"))
    option = OPTIONS.named("verbosity")
    assert ear.app.settings.verbosity == "normal"
    ear.press(pygame.K_ESCAPE)
    choose(ear, tr("menu.options"))
    choose(ear, tr("speech.named_value", name=tr(option.label), value=tr("verbosity.normal")))
    assert ear.recorder.sentences()[-1] == tr("speech.named_value", name=tr(option.label), value=tr("verbosity.full"))
    assert load_settings(DataDir(tmp_path)).verbosity == "full"


@pytest.mark.parametrize("verbosity", ["short", "normal", "full"])
def test_a_turn_says_the_talons_count_unless_short(launch, tmp_path, verbosity):  # noqa: F811
    ear = ear_at(launch, tmp_path, verbosity)
    talon = ear.table.copy_game().position.talon
    said = ear.press(pygame.K_t)
    left = len(ear.table.copy_game().position.talon)
    assert left == len(talon) - 1
    assert card_name("en", talon[-1]) in said, said        # what changed is always said
    assert (TALON_LEFT in said and str(left) in said) == (verbosity != "short"), said
    asked = ear.press(pygame.K_r)
    assert f"Talon: {left} cards" in asked, asked   # short: the player asks for it (R)


@pytest.mark.parametrize("verbosity", ["normal", "full"])
def test_full_says_the_limit_with_every_lift(launch, tmp_path, verbosity):  # noqa: F811
    ear = ear_at(launch, tmp_path, verbosity)
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    said, lifted = "", None
    for text in line:
        for key in COLUMN_KEYS:
            moves = ear.table.copy_game().moves
            said = ear.press(key)
            lifted = ear.table.state().selection
            if lifted is not None:
                break
            if ear.table.copy_game().moves != moves:
                ear.press(pygame.K_z, pygame.KMOD_CTRL)
        if lifted is not None and lifted.count <= lifted.limit:
            break
        if lifted is not None:
            ear.press(pygame.K_ESCAPE)
        play_move(ear, Move.parse(text), "en")
    assert lifted is not None
    assert lifted.count <= lifted.limit
    assert (f"At most {lifted.limit} card" in said) == (verbosity == "full"), said


@pytest.mark.parametrize("verbosity", ["short", "normal"])
def test_short_drops_the_hints_second_half(launch, tmp_path, verbosity):  # noqa: F811
    """The hinted move is said at every verbosity; its reason (the message line) not when short."""
    ear = ear_at(launch, tmp_path, verbosity)
    before = len(ear.recorder.sentences())
    ear.press(pygame.K_h)
    for _ in range(300):
        if ear.table.state().hint_move is not None:
            break
        ear.frames(1)
    ear.frames(2)
    state = ear.table.state()
    said = " ".join(ear.recorder.sentences()[before:])
    assert state.hint_move is not None and state.hint_words, state
    reason = spoken(state.hint_words)
    assert said.startswith("Hint: "), said
    assert (reason in said) == (verbosity != "short"), (said, reason)
