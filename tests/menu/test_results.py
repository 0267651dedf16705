"""Ends of games: the summary after a win (with "Neuer Rekord!"), giving up, statistics."""

from __future__ import annotations

import pygame

from game.engine import CLASSIC
from game.scenes.dialogs import ConfirmDialog
from game.scenes.menu import MenuScene
from game.scenes.statistics import StatisticsScene
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.files import DataDir
from game.storage.stats import Statistics
from game.table.actions import Play
from tests.harness.app import click, click_at, label_text, manual_settings, near_win, press, pump, wait_for
from tests.harness.games import count_game


def test_a_win_shows_the_summary_and_a_better_second_win_is_a_new_record(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    # A known par: the summary then asks the solver process nothing, whose answer would
    # otherwise arrive at a moment of real time somewhere in this frame-driven test.
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)
    near_win(app)
    table = app.router.table
    table.act(Play(0, 3))                       # ♠J into an empty column: one move more than needed
    pump(app, 0.2)
    click_at(app, table.spot(TableSpot.FINISH).center)   # "Alles ablegen"
    wait_for(app, SummaryScene)
    summary = app.top
    assert summary.labels["result"].text == "Gewonnen!"
    assert summary.labels["moves"].text == "2"
    assert "record" not in summary.labels
    assert "Erster Sieg" in label_text(summary, "best")
    app.session.writer.flush()
    assert not DataDir(tmp_path).file(AUTOSAVE_FILE).exists(), "a won game must not be resumed"

    click(app, "again")                    # "Dieses Spiel nochmal"
    assert app.top is table and table.state().moves == 0
    click_at(app, table.spot(TableSpot.FINISH).center)
    wait_for(app, SummaryScene)
    summary = app.top
    assert summary.labels["record"].text == "Neuer Rekord ohne Hilfe!"   # no undo, no hint: a clean win
    assert summary.labels["help"].text == "Ohne Hilfe gewonnen ✓"
    assert summary.labels["previous_best"].text == "Bisher: 2 Züge"
    stats = Statistics.load(DataDir(tmp_path))
    assert (stats.variant_stats(CLASSIC).won, stats.variant_stats(CLASSIC).clean_won) == (2, 2)
    assert stats.best_moves(CLASSIC, "77", clean=True) == 1

    click(app, "again")
    assert app.top is table and table.state().moves == 0
    click_at(app, table.spot(TableSpot.FINISH).center)
    wait_for(app, SummaryScene)
    assert "record" not in app.top.labels, "an equal win is no new record"


def test_giving_up_asks_first_then_records_a_loss_and_shows_the_summary(launch, tmp_path):
    app = launch(game_number="5")
    pump(app, 1.5)
    press(app, pygame.K_SPACE)
    pump(app, 0.5)
    press(app, pygame.K_ESCAPE)
    click(app, "give_up")
    assert isinstance(app.top, ConfirmDialog)
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 0
    click(app, "confirm")
    assert isinstance(app.top, SummaryScene)
    assert app.top.labels["result"].text == "Verloren – aufgegeben"
    assert app.top.labels["moves"].text == "1"
    stats = Statistics.load(DataDir(tmp_path))
    assert (stats.variant_stats(CLASSIC).played, stats.variant_stats(CLASSIC).won) == (1, 0)
    app.session.writer.flush()
    assert not DataDir(tmp_path).file(AUTOSAVE_FILE).exists()
    click(app, "menu")
    assert isinstance(app.top, MenuScene)
    assert not app.top.buttons["continue"].is_enabled and not app.top.buttons["give_up"].is_enabled
    click(app, "new_game")                 # nothing left to lose: no question, and no second count
    assert app.top is app.router.table
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 1


def test_the_summary_copies_the_game_number(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)    # no solver answer in real time (see above)
    near_win(app, "31337")
    click_at(app, app.router.table.spot(TableSpot.FINISH).center)
    wait_for(app, SummaryScene)
    click(app, "copy")
    text = app.top.buttons["copy"].text
    assert text in ("Kopiert ✓", "Keine Zwischenablage")
    if text == "Kopiert ✓":
        assert pygame.scrap.get_text() == "31337"


def test_resetting_the_statistics_asks_first(launch, tmp_path):
    app = launch(game_number="5")
    count_game(app.router.statistics.stats, CLASSIC, "9", True, 120, 300.0)
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "statistics")
    assert isinstance(app.top, StatisticsScene)
    assert app.top.labels["won.classic"].text == "1"
    assert app.top.labels["fewest_moves.classic"].text == "120"
    assert app.top.labels["best_time.classic"].text == "5:00"
    click(app, "reset")
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)            # Esc = cancel
    assert app.router.statistics.stats.variant_stats(CLASSIC).won == 1
    click(app, "reset")
    click(app, "confirm")
    assert isinstance(app.top, StatisticsScene)
    assert app.top.labels["won.classic"].text == "0"
    assert Statistics.load(DataDir(tmp_path)).variant_stats(CLASSIC).played == 0
    assert Statistics.load(DataDir(tmp_path)).best_moves(CLASSIC, "9") == 120, "records survive a reset"


def test_a_game_given_up_and_then_won_anyway_is_counted_once(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)    # no solver answer in real time (see above)
    near_win(app, "4242")
    app.router.table.act(Play(0, 3))                  # a move, so there is a game to give up
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "give_up")
    click(app, "confirm")
    assert isinstance(app.top, SummaryScene)
    click(app, "menu")
    press(app, pygame.K_ESCAPE)                   # back to the table, and play on regardless
    table = app.router.table
    click_at(app, table.spot(TableSpot.FINISH).center)
    wait_for(app, SummaryScene)
    assert app.top.labels["result"].text == "Gewonnen!"
    stats = Statistics.load(DataDir(tmp_path)).variant_stats(CLASSIC)
    assert (stats.played, stats.won) == (1, 0)
