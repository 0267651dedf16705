"""After a win (issue 15, defect 11; issue 28, item 6): the summary comes within ~3 s, once the
cascade's trails have faded, on the clean won table — also when a tap cuts the cascade short;
a player who holds the pointer down keeps watching."""

from __future__ import annotations

import pygame

from game.engine import Game, parse_game_number
from game.scenes.summary import SummaryScene
from tests.harness.app import click_at, pump
from tools.positions import finish_position


def _won(launch):
    app = launch(game_number="5")
    table = app.screens.game.play_game(Game(finish_position(), number=parse_game_number("12345")))
    pump(app, 0.2)
    click_at(app, table.view.layout.finish_button.center)       # "Alles ablegen"
    for _ in range(60):
        if table.view.cascade is not None:
            break
        pump(app, 0.1)
    assert table.view.cascade is not None
    return app, table


def _clean(table) -> pygame.Surface:
    """The won table drawn afresh: full foundations, nothing else."""
    canvas = pygame.Surface(table.view.layout.size)
    table.picture.draw_table(canvas)
    return canvas


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def _behind_the_summary(app, table) -> pygame.Surface:
    """What the summary stands on: the picture the app keeps of the scenes under it, drawn at
    the summary's first frame (below the HUD, whose words the clean table has not)."""
    app.draw()
    picture = app.covered.picture
    assert picture is not None
    below_hud = pygame.Rect(0, table.view.layout.hud.bottom, table.view.layout.size[0], table.view.layout.size[1] - table.view.layout.hud.bottom)
    return picture.subsurface(below_hud).copy()


def _below_hud(table, surface: pygame.Surface) -> pygame.Surface:
    return surface.subsurface(pygame.Rect(0, table.view.layout.hud.bottom, surface.get_width(),
                                          surface.get_height() - table.view.layout.hud.bottom)).copy()


def test_the_summary_comes_within_three_seconds_once_the_trails_have_faded_on_a_clean_table(launch):
    app, table = _won(launch)
    clean = _clean(table)
    pump(app, 2.0)
    assert not isinstance(app.top, SummaryScene)
    assert not _same(table.view.cascade.canvas, clean)            # cards bounce, trails everywhere
    assert not table.model.won_reported
    for _ in range(12):
        if isinstance(app.top, SummaryScene):
            break
        pump(app, 0.1)
    assert isinstance(app.top, SummaryScene)                       # within ~3 s of the last card landing
    assert table.view.cascade.cleared and _same(_behind_the_summary(app, table), _below_hud(table, clean))


def test_a_player_who_holds_the_pointer_down_keeps_watching_the_cascade(launch):
    from game.app import synthetic

    app, table = _won(launch)
    middle = (table.view.layout.size[0] // 2, table.view.layout.size[1] // 2)
    synthetic.post(synthetic.press(middle))
    pump(app, 5.0)
    assert not isinstance(app.top, SummaryScene) and not table.model.won_reported
    synthetic.post(synthetic.release(middle))                      # letting go is a tap: the summary comes
    pump(app, 0.2)
    assert isinstance(app.top, SummaryScene)


def test_a_tap_during_the_cascade_brings_the_summary_on_a_clean_table_at_once(launch):
    app, table = _won(launch)
    clean = _clean(table)
    pump(app, 2.0)
    click_at(app, (table.view.layout.size[0] // 2, table.view.layout.size[1] // 2))
    assert isinstance(app.top, SummaryScene)
    assert _same(_behind_the_summary(app, table), _below_hud(table, clean))
