"""Every screen reached by keys alone says what it is and where the focus is (B18): the menu,
the options (name, value, the new value on a change), the game-number field (what is typed, its
error), the help line by line, the statistics, the history, the daily calendar; F2 turns speech
on and off and remembers it; the table, back on top, says so."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import synthetic
from game.i18n import tr
from game.storage.files import DataDir
from game.storage.settings import Settings, load_settings, save_settings
from game.table.events import GameStuck
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp


@pytest.fixture
def ear(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    return EarApp(launch(game_number="12", language="de"))


def choose(ear: EarApp, words: str) -> str:
    """↓ until the focus is on ``words`` (what the speech says of it, before its place "3 of 14"),
    then Enter: what the next screen said."""
    for _ in range(40):
        if ear.press(pygame.K_DOWN).startswith(words):
            return ear.press(pygame.K_RETURN)
    raise AssertionError(f"{words!r} never had the focus")


def test_the_menu_and_its_buttons_are_read(ear):
    said = ear.press(pygame.K_ESCAPE)
    assert said.startswith(tr("title"))
    assert tr("speech.screen_keys") in said
    assert ear.press(pygame.K_DOWN).startswith(tr("menu.continue"))
    assert ear.press(pygame.K_DOWN).startswith(tr("menu.new_game"))
    assert ear.press(pygame.K_UP).startswith(tr("menu.continue"))
    said = ear.press(pygame.K_ESCAPE)          # back to the table: it says so
    assert said.startswith(tr("speech.at_table"))


def test_options_say_name_and_value_and_the_new_value(ear, tmp_path):
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.options"))
    assert said.startswith(tr("options.title"))
    sound = tr("speech.named_value", name=tr("option.sound"), value=tr("state.on"))
    choose(ear, sound)
    assert ear.app.settings.sound is False
    said = ear.recorder.sentences()[-1]
    assert said == tr("speech.named_value", name=tr("option.sound"), value=tr("state.off"))
    speech = tr("speech.named_value", name=tr("option.speech"), value=tr("speech.choice.auto"))
    choose(ear, speech)
    assert ear.app.speech.on   # it was on already (the player hears this): nothing to announce
    # the new value (and the place, when the options' list grew with it)
    assert tr("speech.named_value", name=tr("option.speech"), value=tr("speech.choice.on")) in ear.recorder.sentences()[-2:]
    assert load_settings(DataDir(tmp_path)).speech == "on"


def test_the_game_number_field_says_what_is_typed_and_its_error(ear):
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.game_number"))
    assert said.startswith(tr("number.title")) and said.endswith(tr("speech.entry_empty"))
    synthetic.post(synthetic.typed("12x"))
    ear.frames(2)
    assert ear.recorder.sentences()[-1] == "12x"   # what was typed, echoed (not the whole field)
    said = ear.press(pygame.K_RETURN)
    assert said and "12x" not in said          # the error under the field, read as it appears
    assert said in " ".join(ear.app.top.reading().lines)


def test_the_help_is_read_line_by_line_and_section_by_section(ear):
    from game.i18n.help_text import help_sections
    sections = help_sections("de")
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.help"))
    assert said.startswith(tr("help.title")) and said.endswith(sections[0].title)
    assert ear.press(pygame.K_DOWN) == sections[0].paragraphs[0].heading
    assert ear.press(pygame.K_DOWN) == sections[0].paragraphs[0].text
    assert ear.press(pygame.K_PAGEDOWN) == sections[1].title
    assert ear.press(pygame.K_PAGEUP) == sections[0].title


def test_statistics_history_and_calendar_are_read(ear):
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.statistics"))
    assert said.startswith(tr("stats.title"))
    assert tr("stats.played") in said          # the table of figures is read after the title
    said = choose(ear, tr("stats.history"))
    assert said.startswith(tr("history.title").split(" ·")[0])
    ear.press(pygame.K_ESCAPE)
    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.calendar"))
    assert said.startswith(tr("daily.title"))
    said = ear.press(pygame.K_LEFT)            # the keyboard's day, with how its deal stands
    assert said.endswith(tr("daily.open")) or said.endswith(tr("daily.won")) or said.endswith(tr("daily.lost"))


def test_f2_turns_speech_on_and_off_on_the_first_screen_and_remembers_it(ear, tmp_path):
    opened = []

    class Reader:
        def __init__(self) -> None:
            self.said: list[str] = []

        def say(self, sentences: list[str], interrupt: bool) -> None:
            self.said += sentences

        def close(self) -> None:
            pass

    def open_reader(language: str) -> Reader:
        opened.append(Reader())
        return opened[-1]

    ear.app.speech.open_reader = open_reader
    ear.app.speech.switch(False)                  # a player who had it off
    ear.press(pygame.K_F2)
    assert ear.app.speech.on and opened
    assert opened[0].said[0] == tr("speech.on")
    assert "Nummer 12" in " ".join(opened[0].said)          # then the table afresh
    assert load_settings(DataDir(tmp_path)).speech == "on"
    ear.press(pygame.K_F2)
    assert not ear.app.speech.on and opened[0].said[-1] == tr("speech.off")
    assert load_settings(DataDir(tmp_path)).speech == "off"
    assert i18n.language() == "de"


def test_the_stuck_dialog_says_its_text_and_its_choices(ear):
    ear.app.router.game.table_event(GameStuck())   # as the table's owner hears a proved dead end (R17)
    ear.frames(2)
    said = " ".join(ear.recorder.sentences()[-4:])
    assert tr("stuck.title") in said
    for choice in (tr("button.undo"), tr("stuck.look")):
        assert choice in said
    assert ear.press(pygame.K_DOWN).startswith(tr("button.undo"))


def test_show_solution_from_here_is_read_and_the_replay_says_what_it_is(ear):
    """Deal 12 is catalogued: its line is known from the start, so the menu offers the solution from
    here; like every menu entry it is read when the focus comes to it, and the replay says itself."""
    from game.scenes.tabletop.replay import ReplayScene

    ear.press(pygame.K_ESCAPE)
    said = choose(ear, tr("menu.solution_here"))
    assert isinstance(ear.app.top, ReplayScene)
    assert said.startswith(tr("replay.title", n=0, total=1).split(" · ")[0])
