"""Difficulty (B10, game side): the option, the deals it draws, the grade in the HUD and summary.

The catalogue's grades are staged here (every third deal easy, medium, hard), so the tests
speak about what the game does with grades, whatever the shipped file holds.
"""

from __future__ import annotations

import json

import pytest

import game.app.services.catalogue_deals
from game.content import GRADES, CatalogueEntry, Grade, shipped_catalogue
from game.engine import CLASSIC, VARIANTS, Variant
from game.scenes.options import OptionsScene
from game.scenes.summary import SummaryScene
from game.storage.files import DataDir
from game.storage.settings import SETTINGS_FILE
from game.table.actions import TurnTalon
from tests.harness.app import click, open_from_menu, pump

REAL = {variant.name: shipped_catalogue(variant) for variant in VARIANTS}


@pytest.fixture(autouse=True)
def graded_catalogue(monkeypatch):
    def staged(variant: Variant) -> list[CatalogueEntry]:
        return [CatalogueEntry(e.number, e.par, GRADES[i % 3]) for i, e in enumerate(REAL[variant.name])]

    monkeypatch.setattr(game.app.services.catalogue_deals, "shipped_catalogue", staged)


def grade_tags(app) -> list[str]:
    names = {"· Leicht", "· Mittel", "· Schwer"}
    return [text for text in app.router.table.on_screen().tags if text in names]


def test_the_option_steps_through_all_grades_and_is_remembered(launch, tmp_path):
    app = launch(game_number="5")
    options = open_from_menu(app, "options", OptionsScene)
    assert options.labels["difficulty.label"].text == "Schwierigkeit (lösbare Spiele)"
    seen = [options.buttons["difficulty"].text]
    for _ in range(4):
        click(app, "difficulty")
        seen.append(app.top.buttons["difficulty"].text)
    assert seen == ["Alle", "Leicht", "Mittel", "Schwer", "Alle"]
    click(app, "difficulty")
    click(app, "difficulty")
    saved = json.loads(DataDir(tmp_path).file(SETTINGS_FILE).read_text())
    assert saved["difficulty"] == "medium"
    app = launch(game_number="5")
    assert app.settings.difficulty == "medium"


def test_the_difficulty_waits_for_only_solvable_deals(launch):
    app = launch(game_number="5", only_solvable=False)
    options = open_from_menu(app, "options", OptionsScene)
    assert not options.buttons["difficulty"].is_enabled
    click(app, "only_solvable")
    assert app.top.buttons["difficulty"].is_enabled


@pytest.mark.parametrize("grade", GRADES)
def test_new_deals_come_from_the_chosen_grade_and_say_so(launch, grade: Grade):
    app = launch(game_number="5", difficulty=grade.value)
    router = app.router
    assert grade_tags(app) == [], "a deal outside the catalogue has no grade"
    word = {Grade.EASY: "Leicht", Grade.MEDIUM: "Mittel", Grade.HARD: "Schwer"}[grade]
    for _ in range(5):
        router.game.new_game()
        number = str(router.table.state().number)
        assert router.session.deals.grade(CLASSIC, number) == grade
        assert grade_tags(app) == [f"· {word}"]
    router.game.give_up()
    pump(app, 0.2)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert (summary.labels["grade.head"].text, summary.labels["grade"].text) == ("Schwierigkeit", word)


def test_a_summary_of_a_deal_without_a_grade_has_no_grade_row(launch):
    app = launch(game_number="5")
    app.router.table.act(TurnTalon())
    pump(app, 0.2)
    app.router.game.give_up()
    pump(app, 0.2)
    assert isinstance(app.top, SummaryScene)
    assert "grade" not in app.top.labels


def test_all_grades_means_the_whole_catalogue_in_the_player_s_order(launch):
    app = launch(game_number="5")
    router = app.router
    router.game.new_game()
    first = router.session.deals.player_order(CLASSIC)[0]
    assert sorted(router.session.deals.player_order(CLASSIC), key=int) == sorted(
        (str(e.number) for e in REAL["classic"]), key=int)
    assert str(router.table.state().number) == first
