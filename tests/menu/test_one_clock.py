"""One game clock: the HUD, the won banner, the summary, the statistics and
the menu read the same seconds, stopped by the winning move; a resumed game's clock waits for
the player's first input. All in simulated time (`pump` runs frames of 1/60 s)."""

from __future__ import annotations

import pygame

from game.engine import CLASSIC, Game, parse_game_number
from game.i18n import clock_text
from game.scenes.statistics import StatisticsScene, cell_text
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from tests.harness.app import click_at, label_text, press, pump
from tools.positions import finish_position


def test_hud_banner_summary_and_statistics_show_the_same_time(launch):
    app = launch(game_number="5")                               # animations at normal speed
    router = app.router
    # 14:43.95 on the clock: the finish's flights (about 2 s) once pushed the HUD to 14:45.
    table = router.game.play_game(Game(finish_position(), number=parse_game_number("12345")), clock_seconds=883.95)
    pump(app, 1.0)
    assert table.seconds() == 883.95                              # no input yet: the clock waits
    click_at(app, table.spot(TableSpot.FINISH).center)            # "Alles ablegen": the winning move
    assert table.state().won and table.on_screen().busy
    shown = clock_text(table.seconds())
    assert shown == "14:43"
    stopped = table.seconds()
    pump(app, 2.0)                                              # cards fly, the cascade starts
    assert table.seconds() == stopped and clock_text(table.seconds()) == shown
    for _ in range(40):
        if isinstance(app.top, SummaryScene):
            break
        pump(app, 0.5)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert label_text(summary, "time") == shown
    assert clock_text(summary.result.seconds) == shown
    assert clock_text(table.seconds()) == shown                          # the HUD behind the summary
    best = router.statistics.stats.variant_stats(CLASSIC)                 # a win with no help at all
    assert cell_text(best, "clean_best_time") == shown
    app.push(StatisticsScene(app, router.statistics, router.dialogs))
    pump(app, frames=2)
    assert label_text(app.top, "clean_best_time.classic") == shown


def test_after_a_relaunch_the_clock_waits_for_the_first_input(launch):
    app = launch(game_number="12345")
    table = app.top
    pump(app, 1.5)
    press(app, pygame.K_SPACE)                                  # a move: the clock runs
    pump(app, 2.0)
    assert table.seconds() > 1.9
    app.router.close()

    app = launch()                                              # the autosave comes back …
    table = app.top
    resumed = table.seconds()
    assert resumed > 1.9
    pump(app, 10.0)                                             # … and the player is not back yet
    assert table.seconds() == resumed
    press(app, pygame.K_RIGHT)                                  # any input (here the focus ring)
    pump(app, 1.0)
    assert resumed + 0.95 < table.seconds() < resumed + 1.1


def test_a_new_deal_waits_for_the_first_input_too(launch):
    app = launch(game_number="12345")
    table = app.top
    pump(app, 5.0)                                              # the deal lands; the player looks
    assert table.seconds() == 0.0
    click_at(app, table.talon_point())
    pump(app, 1.0)
    assert 0.95 < table.seconds() < 1.2
