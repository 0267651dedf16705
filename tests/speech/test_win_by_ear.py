"""A whole catalogued deal won by ear (B18): keys only, every move checked against what the
speech said for it — the cards, the piles, the talon's count, the lifted run's targets — in
German, English and French, Classic and Relaxed. Two games run by default (Classic in German, Relaxed in French), the rest with -m slow."""

from __future__ import annotations

import pygame
import pytest

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, RELAXED, Move
from game.scenes.summary import SummaryScene
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp, play_move

WON = {"de": "Gewonnen!", "en": "You won!", "fr": "Gagné\u202f!"}
DEALS = {CLASSIC: "1009", RELAXED: "190"}


def win_by_ear(launch, tmp_path, variant, language: str) -> EarApp:  # noqa: F811
    number = DEALS[variant]
    line = SolutionBook().line(variant, number)
    assert line is not None
    save_settings(DataDir(tmp_path), Settings(auto_play=False, animation_speed="off", language=language))
    ear = EarApp(launch(game_number=number, variant=variant, language=language))
    first = " ".join(ear.recorder.sentences())
    assert number in first
    for text in line:
        play_move(ear, Move.parse(text), language)
    ear.frames(30)
    assert ear.table.state().won
    assert WON[language] in " ".join(ear.recorder.sentences())
    return ear


def test_a_classic_deal_is_won_by_ear_in_german(launch, tmp_path):  # noqa: F811
    ear = win_by_ear(launch, tmp_path, CLASSIC, "de")
    summary = ear.app.top
    assert isinstance(summary, SummaryScene)
    assert summary.reading().title in ear.recorder.sentences()    # the summary is read when it comes
    said = ear.press(pygame.K_DOWN)
    reading = summary.reading()
    assert said == f"{reading.focus} {reading.place}" and reading.focus   # and its buttons one by one, each with its place


def test_a_relaxed_deal_is_won_by_ear_in_french(launch, tmp_path):  # noqa: F811
    win_by_ear(launch, tmp_path, RELAXED, "fr")


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "language"), [(CLASSIC, "en"), (CLASSIC, "fr"), (RELAXED, "de"), (RELAXED, "en")])
def test_the_other_languages_win_by_ear(launch, tmp_path, variant, language):  # noqa: F811
    win_by_ear(launch, tmp_path, variant, language)
