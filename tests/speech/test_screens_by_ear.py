"""The screens other than the table, heard by a blind player (B18): the statistics row by row, L and
R on every screen, the menu's place and its wrap, the current variant, the help's end and its
signs said as words, a text field's echo, quitting said to be saved.

Each test presses keys in the real app and checks what was said against an independent truth:
the statistics the storage holds, the buttons the panel offers, the help's own text."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.app import synthetic
from game.engine import VARIANTS
from game.i18n import tr
from game.scenes.help import help_lines
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp

SIGNS = "☰▲▼✓✗♠♥♦♣←→↑↓·"   # what a voice reads raw or not at all


@pytest.fixture
def ear(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    return EarApp(launch(game_number="12", language="en"))


def focus_on(ear: EarApp, words: str) -> str:
    """↓ until the focus is on ``words``: what that key said."""
    for _ in range(40):
        said = ear.press(pygame.K_DOWN)
        if said.startswith(words):
            return said
    raise AssertionError(f"{words!r} never had the focus")


def test_statistics_are_read_row_by_row_one_sentence_per_variant(ear):
    ear.press(pygame.K_t)                       # a game begun, so the figures are not all nought
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.statistics"))
    said = ear.press(pygame.K_RETURN)
    stats = ear.app.top.source.stats
    for variant in VARIANTS:
        figures = stats.variant_stats(variant)
        sentence = f"{tr(f'variant.{variant}')}: {tr('stats.played')} {figures.played}, {tr('stats.won')} {figures.won}, "
        assert sentence in said, said
    assert not re.search(rf"(^|\. ){re.escape(tr('stats.played'))}\b", said)   # no loose row head


def test_l_repeats_and_r_rereads_on_the_menu_and_the_statistics(ear):
    ear.press(pygame.K_ESCAPE)
    focus = ear.press(pygame.K_DOWN)
    assert focus.startswith(tr("menu.continue"))
    assert ear.press(pygame.K_l) == focus                     # the last sentence again
    whole = ear.press(pygame.K_r)                             # the screen afresh: its title, then the focus
    assert whole.startswith(tr("title")) and tr("menu.continue") in whole
    focus_on(ear, tr("menu.statistics"))
    opened = ear.press(pygame.K_RETURN)
    assert ear.press(pygame.K_l) == opened
    assert ear.press(pygame.K_r).startswith(tr("stats.title"))


def test_menus_say_the_place_and_when_they_wrap(ear):
    ear.press(pygame.K_ESCAPE)
    enabled = [key for key, button in ear.app.top.buttons.items() if button.is_enabled]
    total = len(enabled)
    assert ear.press(pygame.K_DOWN) == f"{tr('menu.continue')} {tr('speech.place', n=1, total=total)}"
    assert ear.press(pygame.K_DOWN).endswith(tr("speech.place", n=2, total=total))
    ear.press(pygame.K_UP)
    wrapped = ear.press(pygame.K_UP)                          # from the first round to the last
    assert wrapped.endswith(f"{tr('speech.place', n=total, total=total)} {tr('speech.wrapped_last')}")
    assert tr("menu.quit") in wrapped
    assert ear.press(pygame.K_DOWN).endswith(f"{tr('speech.place', n=1, total=total)} {tr('speech.wrapped_first')}")


def test_the_variant_says_which_is_current_and_the_other_asks_before_dealing(ear):
    ear.press(pygame.K_t)                                     # a game in progress
    ear.press(pygame.K_ESCAPE)
    current = ear.table.state().position and ear.app.router.game.table.copy_game().variant
    name = tr(f"variant.{current}")
    said = focus_on(ear, tr("speech.named_value", name=tr("menu.variant"), value=name))
    assert said.startswith(tr("speech.current", value=tr("speech.named_value", name=tr("menu.variant"), value=name)))
    other = next(v for v in VARIANTS if v != current)
    said = ear.press(pygame.K_DOWN)
    assert said.startswith(tr("speech.named_value", name=tr("menu.variant"), value=tr(f"variant.{other}")))
    assert tr("speech.current", value="") not in said
    asked = ear.press(pygame.K_RETURN)
    assert tr("confirm.variant", variant=tr(f"variant.{other}")) in asked   # asked, not dealt
    assert ear.app.router.game.table.copy_game().variant == current


@pytest.mark.parametrize("language", ["de", "en", "fr"])
def test_the_help_reads_no_sign_raw_and_says_its_end(ear, language):
    i18n.set_language(language)
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.help"))
    heard = [ear.press(pygame.K_RETURN)]
    lines = help_lines(language)
    for _ in range(len(lines) - 1):
        heard.append(ear.press(pygame.K_DOWN))
    assert heard[-1] and heard[-1] != heard[-2]
    for said in heard:
        assert not set(said) & set(SIGNS), said
    assert ear.press(pygame.K_DOWN) == tr("speech.help_end")   # ↓ on the last line: the end said
    assert ear.press(pygame.K_DOWN) == tr("speech.help_end")   # and said again, never silence
    assert ear.press(pygame.K_UP) == heard[-1]


@pytest.mark.parametrize("language", ["de", "en", "fr"])
def test_the_keys_section_of_the_help_names_the_buttons_the_ring_reaches(ear, language):
    """The ring stops on these buttons when they show (`game.table.focus.ring_stops`): the keyboard's
    answer in the help says so, with the words the buttons show."""
    from game.i18n.help_text import help_sections
    i18n.set_language(language)
    keyboard = next(p.text for s in help_sections(language) for p in s.paragraphs
                    if p.heading == tr("help.faq.keyboard.heading"))
    for button in ("button.finish", "button.back_winnable", "stuck.reopen"):
        assert tr(button) in keyboard, button
    enter = {"de": "Enter", "en": "Enter", "fr": "Entrée"}[language]
    assert enter in keyboard.split(tr("stuck.reopen"))[1]   # and Enter presses them


def test_a_text_field_echoes_what_was_typed_not_the_whole_field(ear):
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.game_number"))
    ear.press(pygame.K_RETURN)
    for typed in "123":
        synthetic.post(synthetic.typed(typed))
        ear.frames(2)
        assert ear.recorder.sentences()[-1] == typed
    assert ear.press(pygame.K_BACKSPACE) == tr("speech.deleted", text="3")


def test_quitting_says_the_game_is_saved(ear):
    ear.press(pygame.K_t)
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.quit"))
    ear.press(pygame.K_RETURN)
    assert not ear.app.running
    ear.app.run(max_seconds=0.01)              # the loop ends as the window's does: saved, then said
    assert ear.recorder.sentences()[-1] == tr("speech.quit_saved")


def test_the_summary_says_how_hints_are_counted(ear):
    """H pressed twice in one position is one hint (`Game.note_hint`): the summary's figure is lower
    than the presses, and it says why."""
    ear.press(pygame.K_t)
    ear.press(pygame.K_h)
    ear.frames(30)
    ear.press(pygame.K_h)
    ear.frames(30)
    hints = ear.table.copy_game().hints
    assert hints == 1                          # two presses, one position
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.give_up"))
    ear.press(pygame.K_RETURN)
    focus_on(ear, tr("menu.give_up"))
    said = ear.press(pygame.K_RETURN)
    row = tr("speech.named_value", name=tr("summary.hints"), value=str(hints))
    assert tr("speech.hints_counted", hints=row) in said, said


def test_the_summarys_choices_read_no_sign_raw(ear):
    """The summary opens with its choices, each with its row's name ("Game 12 · Classic: Copy
    number"): the dot drawn for the eye is said as words there too, as everywhere else."""
    ear.press(pygame.K_t)                      # a game under way: "Give up" is offered
    ear.press(pygame.K_ESCAPE)
    focus_on(ear, tr("menu.give_up"))
    ear.press(pygame.K_RETURN)
    focus_on(ear, tr("menu.give_up"))
    said = ear.press(pygame.K_RETURN)
    assert tr("speech.choices", choices="").rstrip(".") in said and tr("summary.copy") in said, said
    assert "·" not in said, said
