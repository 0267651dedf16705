""""Uhr anzeigen" off: no clock on the table (HUD, menu), the summary and the statistics rank by moves
only and say nothing of time, the history lists no time — and the clock still runs and is kept:
switched on again, the table shows the time the game has had, the statistics the best time.
The real app on a temp folder; every number is checked against the game's own clock."""

from __future__ import annotations

import re

import pygame

from game.engine import CLASSIC, Game, parse_game_number
from game.i18n import clock_text
from game.scenes.history_screen import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.statistics import StatisticsScene
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.hud import TableHud, room
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, load_settings
from tests.harness.app import click_at, manual_settings, press, pump, wait_for
from tools.positions import finish_position

CLOCK = re.compile(r"\b\d+:\d\d\b")


def hud_status(table) -> str:
    """Moves and clock as the HUD fits them into its band."""
    shot = table.snapshot()
    return TableHud.fit(room(shot.layout), shot.table, shot.layout.text_size).status


def texts(scene) -> list[str]:
    return [label.text for label in scene.labels.values() if hasattr(label, "text")]


def test_with_the_clock_hidden_nothing_says_the_time_and_the_time_is_still_kept(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch(show_clock=False)
    assert load_settings(DataDir(tmp_path)).show_clock is False          # remembered at once
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)   # no solver answer in real time
    table = app.router.game.play_game(Game(finish_position(), number=parse_game_number("77")), clock_seconds=83.0)
    pump(app, frames=2)
    press(app, pygame.K_DOWN)                        # the player's first input: the clock runs
    pump(app, 2.0)
    seconds = table.state().seconds
    assert seconds >= 84.0, "hidden, the clock still runs"
    assert hud_status(table) == "Züge 0" and not CLOCK.search(hud_status(table))

    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert not any(CLOCK.search(text) for text in texts(app.top)), texts(app.top)
    press(app, pygame.K_ESCAPE)

    app.router.options.set_option(OPTIONS.named("show_clock"), True)    # on again: the kept time shows
    assert clock_text(table.state().seconds) in hud_status(table)
    app.router.options.set_option(OPTIONS.named("show_clock"), False)

    click_at(app, table.spot(TableSpot.FINISH).center)                  # "Alles ablegen": the win
    wait_for(app, SummaryScene)
    summary = app.top
    assert summary.labels["moves"].text == "1"
    assert "time" not in summary.labels and "time.head" not in summary.labels
    assert not any(CLOCK.search(text) for text in texts(summary)), texts(summary)
    counted = app.router.statistics.stats.variant_stats(CLASSIC)
    won_seconds = counted.clean_best_seconds                               # a clean win: no undo, no hint
    assert won_seconds is not None and won_seconds >= 84.0             # the time was counted all the same

    stats = StatisticsScene(app, app.router.statistics, app.router.dialogs)
    app.push(stats)
    pump(app, frames=2)
    keys = set(stats.labels)
    assert not any(key.startswith(("best_time.", "clean_best_time.")) for key in keys)
    assert stats.labels["fewest_moves.classic"].text == "1" or stats.labels["clean_fewest_moves.classic"].text == "1"
    assert not any(CLOCK.search(text) for text in texts(stats))
    app.router.statistics.open_history()
    history = app.top
    assert isinstance(history, HistoryScene)
    assert [row.time for row in history.rows()] == [""]
    app.pop()
    app.pop()

    app.router.options.set_option(OPTIONS.named("show_clock"), True)    # the best time was kept
    stats = StatisticsScene(app, app.router.statistics, app.router.dialogs)
    app.push(stats)
    pump(app, frames=2)
    best = [stats.labels[key].text for key in ("best_time.classic", "clean_best_time.classic")]
    assert clock_text(won_seconds) in best, best
