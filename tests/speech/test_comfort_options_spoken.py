"""The three comfort options by ear (B18): reached by keys alone in the options screen, each says its
name and value, Enter says the new value, and the change is remembered in settings.json."""

from __future__ import annotations

import re

import pygame
import pytest

from game.i18n import tr, trn
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, Settings, load_settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp
from tests.speech.test_screens_spoken import choose

CLOCK = re.compile(r"\b\d+:\d\d\b")


@pytest.fixture
def ear(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    return EarApp(launch(game_number="12", language="de"))


@pytest.mark.parametrize("name", ["show_clock", "talon_right", "mark_last_move"])
def test_each_new_option_is_read_and_changed_by_keys(ear, tmp_path, name):
    option = OPTIONS.named(name)
    before = ear.app.settings.value(option)
    assert isinstance(before, bool)
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.options"))
    assert said.startswith(tr("options.title"))
    words = {True: tr("state.on"), False: tr("state.off")}
    choose(ear, tr("speech.named_value", name=tr(option.label), value=words[before]))
    assert ear.recorder.sentences()[-1] == tr("speech.named_value", name=tr(option.label), value=words[not before])
    assert ear.app.settings.value(option) is (not before)
    assert load_settings(DataDir(tmp_path)).value(option) is (not before)


def test_with_the_clock_hidden_the_table_says_no_time(ear):
    """The query key I says moves, clock, variant and number; with "Uhr anzeigen" off, no time."""
    ear.press(pygame.K_DOWN)                       # the first input: the clock runs
    ear.frames(130)
    assert CLOCK.search(ear.press(pygame.K_i))
    ear.app.router.options.set_option(OPTIONS.named("show_clock"), False)
    said = ear.press(pygame.K_i)
    state = ear.app.router.table.state()
    assert said == tr("speech.state_moves", moves=trn("count.moves", state.moves), variant=tr(f"variant.{state.variant.name}"),
                      number="12"), said
    assert not CLOCK.search(said)
