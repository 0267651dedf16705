"""What a sentence promises is what the key does (B18): after any lift — a column's number, W,
↓ — the speech names the best target and says "Enter plays the best", and Enter then plays exactly
that move, whether or not the keyboard ring is showing and wherever it stood before.

The truth is the engine's move list (`TableScene.copy_game`); the promise is parsed back from
what was said, with the test's own names of the piles (`tests.speech.by_ear`).
"""

from __future__ import annotations

import re

import pygame
import pytest

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, FOUNDATION, Move
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import COLUMN_KEYS, EarApp, hinted_back, play_move, target_name

DEAL = "1009"
PROMISE = "Enter plays the best."
BEST = re.compile(r"Targets: (?:the )?(foundations|column \d+) \(best\)")


def promised_target(said: str) -> int | None:
    """The best target the sentence named (FOUNDATION or a column index), None when none was promised."""
    match = BEST.search(said)
    if match is None or PROMISE not in said:
        return None
    name = match.group(1)
    target = FOUNDATION if name == "foundations" else int(name.split()[1]) - 1
    assert target_name("en", target).endswith(name)
    return target


def enter_keeps_the_promise(ear: EarApp, said: str) -> bool:
    """If ``said`` promised a best target: Enter plays the lifted run there (checked), then undo."""
    target = promised_target(said)
    if target is None:
        return False
    before = ear.table.copy_game().moves
    ear.press(pygame.K_RETURN)
    game = ear.table.copy_game()
    assert game.moves == before + 1, f"Enter did nothing after: {said}"
    assert game.move_list[-1].dst == target, f"Enter played {game.move_list[-1]} after: {said}"
    ear.press(pygame.K_z, pygame.KMOD_CTRL)
    return True


def probe_columns(ear: EarApp) -> int:
    """Each column's number, then ↓ while a run is lifted: how many promises Enter kept."""
    kept = 0
    for key in COLUMN_KEYS:
        before = ear.table.copy_game().moves
        said = ear.press(key)
        if ear.table.copy_game().moves != before:   # a lone card with one place flew at once
            ear.press(pygame.K_z, pygame.KMOD_CTRL)
            continue
        kept += enter_keeps_the_promise(ear, said)
        while (lifted := ear.table.state().selection) is not None and lifted.count > 1:
            said = ear.press(pygame.K_DOWN)           # one card fewer: new targets, a new best
            kept += enter_keeps_the_promise(ear, said)
        if ear.table.state().selection is not None:
            ear.press(pygame.K_ESCAPE)
    return kept


def probe_waste(ear: EarApp) -> int:
    before = ear.table.copy_game().moves
    said = ear.press(pygame.K_w)
    if ear.table.copy_game().moves != before:
        ear.press(pygame.K_z, pygame.KMOD_CTRL)
        return 0
    kept = enter_keeps_the_promise(ear, said)
    if ear.table.state().selection is not None:
        ear.press(pygame.K_ESCAPE)
    return kept


@pytest.mark.parametrize("ring", [True, False], ids=["ring shown", "ring hidden"])
def test_enter_plays_the_best_target_after_a_columns_number_down_and_w(launch, tmp_path, ring):  # noqa: F811
    """A catalogued deal played by keys along its line; every few moves each column's number,
    ↓ and W are tried, and every promise of a best target is kept by Enter."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number=DEAL, language="en"))
    line = SolutionBook().line(CLASSIC, DEAL)
    assert line is not None
    columns = waste = 0
    for played, text in enumerate(line):
        if played % 4 == 0:
            if ring:
                ear.press(pygame.K_RIGHT)   # the ring shows where it stood: a lift elsewhere must move it
            columns += probe_columns(ear)
            waste += probe_waste(ear)
        play_move(ear, Move.parse(text), "en")
    assert columns >= 3 and waste >= 1, f"too few promises to check ({columns} by columns, {waste} by W)"


@pytest.mark.parametrize("indicator", [False, True], ids=["winnability hidden", "winnability shown"])
def test_back_to_winnable_on_the_ring_takes_back_what_the_hint_said_and_says_so(launch, tmp_path, indicator):  # noqa: F811
    """A lost table (the talon turned through without a play): the hint says "No longer winnable",
    how many moves "Back to winnable" takes back, and the button shows; the ring reaches it, and
    Enter there takes exactly those moves back and says so — with "Show winnability" off (the
    default) as with it on."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en",
                                              show_winnability=indicator))
    ear = EarApp(launch(game_number="5976", language="en"))
    back = hinted_back(ear)
    said = ear.press(pygame.K_RIGHT)
    assert said == "Back to winnable"
    moves = ear.table.copy_game().moves
    said = ear.press(pygame.K_RETURN)
    assert ear.table.copy_game().moves == moves - back
    assert f"Undone: {back} moves" in said


def test_a_button_that_is_gone_is_not_announced(launch, tmp_path):  # noqa: F811
    """The ring stood on "Back to winnable"; an undo took the hint and the button away. Back at the
    table from the menu, the ring is announced where it now stands, never on the gone button."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="5976", language="en"))
    hinted_back(ear)
    assert ear.press(pygame.K_RIGHT) == "Back to winnable"
    ear.press(pygame.K_z, pygame.KMOD_CTRL)
    assert not ear.table.state().back_winnable_shown
    ear.press(pygame.K_ESCAPE)                      # the menu …
    said = ear.press(pygame.K_ESCAPE)               # … and back at the table
    assert "At the table" in said and "Back to winnable" not in said, said
