"""Clean wins, the statistics screen's chart, the history with "Nochmal spielen", the CSV export —
on the real app with real events, as a player meets them."""

from __future__ import annotations

import pygame

from game.app import synthetic
from game.engine import CLASSIC, RELAXED
from game.scenes.dialogs import ConfirmDialog, NoticeDialog
from game.scenes.history_screen import HistoryScene
from game.scenes.statistics import CHART_GAMES, StatisticsScene
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage.aids import Aid
from game.storage.csv_export import HISTORY_CSV, STATISTICS_CSV
from game.storage.ended import ended_game
from game.storage.files import DataDir
from game.storage.history import History
from game.storage.settings import OPTIONS
from game.storage.stats import Statistics
from game.table.actions import Play, TurnTalon, Undo
from tests.harness.app import (
    click,
    click_at,
    label_text,
    manual_settings,
    near_win,
    open_from_menu,
    press,
    pump,
    wait_for,
)
from tests.harness.games import count_game


def finish(app) -> SummaryScene:
    click_at(app, app.router.table.spot(TableSpot.FINISH).center)   # "Alles ablegen"
    wait_for(app, SummaryScene)
    return app.top


def test_an_undo_makes_the_win_assisted_and_the_summary_says_which_help(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)
    near_win(app, "31")
    table = app.router.table
    table.act(Play(0, 3))
    table.act(Undo())
    pump(app, 0.2)
    summary = finish(app)
    assert label_text(summary, "help") == "Mit Hilfe: Zug zurück"
    assert "Erster Sieg mit Hilfe" in label_text(summary, "best")
    stats = Statistics.load(DataDir(tmp_path)).variant_stats(CLASSIC)
    assert (stats.won, stats.clean_won) == (1, 0)
    app.session.writer.flush()
    (game,) = History.load(DataDir(tmp_path)).recent()
    assert (game.number, game.won, game.clean, game.aids) == ("31", True, False, (Aid.UNDO,))


def test_the_winnability_indicator_counts_as_help_even_after_a_relaunch(launch, tmp_path):
    manual_settings(tmp_path)
    app = launch(game_number="32")
    table = app.router.table
    table.act(TurnTalon())
    pump(app, 0.3)
    app.router.options.set_option(OPTIONS.named("show_winnability"), True)     # a look at "gewinnbar" …
    app.router.options.set_option(OPTIONS.named("show_winnability"), False)    # … and off again before quitting
    app = launch()                                       # quit and start again: the game resumes
    assert str(app.router.table.state().number) == "32" and app.router.table.state().moves == 1
    assert app.session.in_hand.aids == {Aid.WINNABILITY}, "the help of the last run is remembered"
    app.router.game.give_up()
    assert app.top.result.aids == (Aid.WINNABILITY,)
    app.session.writer.flush()
    assert History.load(DataDir(tmp_path)).recent()[0].aids == (Aid.WINNABILITY,)
    # A new deal starts clean (the option is off now).
    app.router.game.new_game("33")
    assert app.session.in_hand.aids == set()


def test_a_watched_solution_makes_every_later_win_of_that_deal_assisted(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)
    near_win(app, "33")
    app.router.table.act(Play(0, 3))
    app.router.game.give_up()
    app.router.game.solution.show_replay(app.router.table.copy_game(), ())   # "Lösung zeigen" (the line itself does not matter here)
    app.pop()                                             # back to the summary
    click(app, "again")                                   # "Dieses Spiel nochmal"
    summary = finish(app)
    assert label_text(summary, "help") == "Mit Hilfe: Lösung gesehen"
    near_win(app, "34")                                   # another deal is clean again
    assert label_text(finish(app), "help") == "Ohne Hilfe gewonnen ✓"


def _fill(app, games: int) -> None:
    """``games`` finished games in the statistics and the history, clean, assisted and lost."""
    for i in range(games):
        won, clean = i % 3 != 2, i % 3 == 0
        variant = CLASSIC if i % 2 else RELAXED
        count_game(app.router.statistics.stats, variant, str(100 + i), won, 90 + i, 200.0 + i, clean=clean)
        app.router.statistics.history.add(ended_game(variant, str(100 + i), won, 90 + i, 200.0 + i,
                                            () if clean else (Aid.HINT,), par=95, when=f"2025-04-01T10:{i:02d}:00"))


def test_the_statistics_screen_draws_the_last_games_beside_or_above_the_numbers(launch):
    app = launch(game_number="5")
    _fill(app, 40)
    scene = open_from_menu(app, "statistics", StatisticsScene)
    assert label_text(scene, "clean_won.head") == "Davon ohne Hilfe"
    assert (scene.labels["won.relaxed"].text, scene.labels["clean_won.relaxed"].text) == ("13", "7")
    assert scene.labels["grade.easy.classic"].text == "–", "no graded deal played"
    games = scene.chart_games()
    assert len(games) == CHART_GAMES and games[-1].moves == 90 + 39, "the newest game is the last bar"
    assert scene.chart_rect is not None and scene.panel_rect.contains(scene.chart_rect)
    assert scene.chart_rect.right <= scene.labels["head"].rect.left, "landscape: the chart left of the table"
    pump(app, frames=1)
    app.resize((720, 1280))
    pump(app, frames=1)
    scene = app.top
    assert scene.chart_rect.bottom <= scene.labels["head"].rect.top, "portrait: the chart above the table"
    assert scene.chart_rect.height >= 300, "tall enough to read in a phone-shaped window"


def test_the_history_scrolls_and_plays_a_game_again(launch, tmp_path):
    app = launch(game_number="5")
    _fill(app, 40)
    stats = open_from_menu(app, "statistics", StatisticsScene)
    click(app, "history")
    history = app.top
    assert isinstance(history, HistoryScene) and len(history.games) == 40
    assert history.games[0].number == "139", "newest first"
    # The wheel, a drag and the keys all move the list; none of them plays anything.
    synthetic.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    pump(app, frames=2)
    assert history.scroll > 0
    start = history.list_rect.center
    down, _ = synthetic.tap(start)
    synthetic.post(down)
    for pos in synthetic.path(start, (start[0], start[1] - 150), 6):
        synthetic.post(synthetic.move(pos))
        pump(app, frames=1)
    synthetic.post(synthetic.tap((start[0], start[1] - 150))[1])
    pump(app, frames=2)
    assert history.scroll > 150 and app.top is history
    press(app, pygame.K_END)
    assert history.selected == 39 and history.scroll == history.geometry().max_scroll
    press(app, pygame.K_HOME)
    assert history.selected == 0 and history.scroll == 0
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert history.selected == 2
    # "Nochmal spielen" on the third game: deal 137 in its variant.
    click_at(app, history.geometry().button_rect(2).center)
    assert str(app.router.table.state().number) == "137" and app.router.table.state().variant.name == "classic"
    assert app.top is app.router.table
    assert stats not in app.scenes


def test_play_again_asks_first_when_the_game_on_the_table_would_count_as_lost(launch):
    app = launch(game_number="5")
    _fill(app, 3)
    table = app.router.table
    table.act(TurnTalon())
    pump(app, 0.3)
    open_from_menu(app, "statistics", StatisticsScene)
    click(app, "history")
    press(app, pygame.K_RETURN)                      # Enter plays the chosen (newest) game again
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HistoryScene) and str(table.state().number) == "5"
    press(app, pygame.K_RETURN)
    click(app, "confirm")
    assert str(app.router.table.state().number) == "102" and app.router.table.state().variant.name == "relaxed"
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 1 + 1, "the abandoned game counts as lost"


def test_the_export_says_where_it_wrote_the_files_or_that_it_could_not(launch, tmp_path):
    app = launch(game_number="5")
    _fill(app, 5)
    open_from_menu(app, "statistics", StatisticsScene)
    click(app, "export")
    dialog = app.top
    assert isinstance(dialog, NoticeDialog)
    text = label_text(dialog, "text")
    assert "statistics.csv" in text and "history.csv" in text and str(tmp_path)[-12:] in text.replace(" ", "")
    assert (tmp_path / STATISTICS_CSV).read_text().count("\n") == 3
    assert (tmp_path / HISTORY_CSV).read_text().count("\n") == 6
    click(app, "ok")
    (tmp_path / STATISTICS_CSV).unlink()
    (tmp_path / STATISTICS_CSV).mkdir()             # a folder where the file should go: the write fails
    click(app, "export")
    assert "konnten nicht gespeichert werden" in label_text(app.top, "text")


def test_a_graded_deal_counts_in_its_grade_and_the_history_names_it(launch, monkeypatch):
    import game.app.services.catalogue_deals as catalogue_module
    from game.content import CatalogueEntry, Grade

    catalogue = {"classic": [CatalogueEntry(5, 100, Grade.EASY), CatalogueEntry(6, 120, None)]}
    monkeypatch.setattr(catalogue_module, "shipped_catalogue", lambda variant: catalogue.get(variant.name, []))
    app = launch(game_number="5")
    app.router.table.act(TurnTalon())
    pump(app, 0.3)
    app.router.game.give_up()
    assert app.router.statistics.stats.grade_stats(CLASSIC, Grade.EASY).played == 1
    assert app.router.statistics.history.recent()[0].par == 100
    app.pop()
    scene = open_from_menu(app, "statistics", StatisticsScene)
    assert scene.labels["grade.easy.classic"].text == "0 % von 1"
    assert scene.labels["grade.easy.relaxed"].text == "–"
    click(app, "history")
    assert app.top.rows()[0].grade == "Leicht"
    assert app.router.statistics.grade(CLASSIC, "6") is None, "a catalogued deal without a grade has none"
