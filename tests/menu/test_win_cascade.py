"""After a win: the summary comes within ~3 s, once the
cascade's trails have faded, on the clean won table — also when a tap cuts the cascade short;
a player who holds the pointer down keeps watching."""

from __future__ import annotations

import pygame

from game.engine import Game, parse_game_number
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.scene import TableScene
from tests.harness.app import click_at, pump
from tests.harness.table import OwnerSpy
from tools.positions import finish_position


def _won(launch):
    app = launch(game_number="5")
    table = app.router.game.play_game(Game(finish_position(), number=parse_game_number("12345")))
    pump(app, 0.2)
    click_at(app, table.spot(TableSpot.FINISH).center)       # "Alles ablegen"
    for _ in range(60):
        if table.on_screen().cascade:
            break
        pump(app, 0.1)
    assert table.on_screen().cascade
    return app, table


def _clean(table) -> pygame.Surface:
    """The won table drawn afresh: full foundations, nothing else — a second table of the same
    position and size, won, its cascade tapped away at once and the win told."""
    canvas = pygame.Surface(table.app.size)
    twin = TableScene(table.app, Game(table.state().position), owner=OwnerSpy(), deal_animation=False)
    twin.draw(canvas)                     # laid out for the window
    twin.update(1 / 120)                  # it sees the win: its cascade starts
    twin.won_tap((0, 0))                  # … and ends at once
    twin.draw(canvas)
    twin.discard()
    return canvas


def _screen_below_hud(app, table) -> pygame.Surface:
    app.draw()
    return _below_hud(table, app.screen)


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def _behind_the_summary(app, table) -> pygame.Surface:
    """What the summary stands on: the picture the app keeps of the scenes under it, drawn at
    the summary's first frame (below the HUD, whose words the clean table has not)."""
    app.draw()
    picture = app.covered.picture
    assert picture is not None
    below_hud = pygame.Rect(0, table.spot(TableSpot.HUD).bottom, table.app.size[0], table.app.size[1] - table.spot(TableSpot.HUD).bottom)
    return picture.subsurface(below_hud).copy()


def _below_hud(table, surface: pygame.Surface) -> pygame.Surface:
    return surface.subsurface(pygame.Rect(0, table.spot(TableSpot.HUD).bottom, surface.get_width(),
                                          surface.get_height() - table.spot(TableSpot.HUD).bottom)).copy()


def test_the_summary_comes_within_three_seconds_once_the_trails_have_faded_on_a_clean_table(launch):
    app, table = _won(launch)
    clean = _clean(table)
    pump(app, 1.0)
    bouncing = _screen_below_hud(app, table)
    pump(app, 1.0)
    assert not isinstance(app.top, SummaryScene)
    assert not _same(_screen_below_hud(app, table), bouncing)      # cards bounce, trails grow (the words stand still)
    assert not table.state().win_told
    for _ in range(12):
        if isinstance(app.top, SummaryScene):
            break
        pump(app, 0.1)
    assert isinstance(app.top, SummaryScene)                       # within ~3 s of the last card landing
    assert table.state().win_told and _same(_behind_the_summary(app, table), _below_hud(table, clean))


def test_a_player_who_holds_the_pointer_down_keeps_watching_the_cascade(launch):
    from game.app import synthetic

    app, table = _won(launch)
    middle = (table.app.size[0] // 2, table.app.size[1] // 2)
    synthetic.post(synthetic.press(middle))
    pump(app, 5.0)
    assert not isinstance(app.top, SummaryScene) and not table.state().win_told
    synthetic.post(synthetic.release(middle))                      # letting go is a tap: the summary comes
    pump(app, 0.2)
    assert isinstance(app.top, SummaryScene)


def test_a_tap_during_the_cascade_brings_the_summary_on_a_clean_table_at_once(launch):
    app, table = _won(launch)
    clean = _clean(table)
    pump(app, 2.0)
    click_at(app, (table.app.size[0] // 2, table.app.size[1] // 2))
    assert isinstance(app.top, SummaryScene)
    assert _same(_behind_the_summary(app, table), _below_hud(table, clean))
