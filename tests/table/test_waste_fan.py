"""The waste's top three cards show rank and suit whole (R2's readable strip, for the waste):
fanned up above the talon in the side panel, sideways where talon and waste sit under the
columns or in portrait; large cards too. Checked on the rendered window."""

from __future__ import annotations

import pytest

from game.engine import WASTE_PILE, Game
from game.scenes.table.scene import TableScene
from game.view.table_frames import Arrangement
from tests.harness.readable import index_ink, index_shown
from tests.harness.table import click, run, settle
from tools.positions import waste_fan_position

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (720, 1280), (480, 800), (3840, 2160)]


def show(app, size: tuple[int, int], large: bool) -> TableScene:
    app.settings = app.settings.with_changes(large_cards=large, auto_play=False)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, Game(waste_fan_position()), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    return scene


def hidden_indices(scene: TableScene) -> list[str]:
    waste = scene.view.display.waste
    sprites = scene.view.painter.sprites
    problems = []
    for i in range(len(waste) - 3, len(waste)):
        rect = scene.view.rest_rect(WASTE_PILE, i)
        if not index_shown(scene.app.screen, sprites.face(waste[i]), waste[i], rect):
            problems.append(f"waste card {i + 1} {waste[i]} at {rect}")
    return problems


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_top_three_waste_cards_show_rank_and_suit(app, size, large):
    scene = show(app, size, large)
    assert hidden_indices(scene) == []
    lay = scene.view.layout
    under = [scene.view.rest_rect(WASTE_PILE, i) for i in range(len(scene.view.display.waste) - 3,
                                                                 len(scene.view.display.waste))]
    assert len({r.topleft for r in under}) == 3          # three places, not one pile
    for card_rect, next_rect, card in zip(under, under[1:], scene.view.display.waste[-3:], strict=False):
        ink = index_ink(card, lay.card_w).move(card_rect.topleft)
        assert not ink.colliderect(next_rect), (card, ink, next_rect)


def test_the_side_panel_fans_the_waste_up_and_its_top_card_stays_put(app):
    scene = show(app, (1920, 1080), False)
    lay = scene.view.layout
    assert lay.arrangement == Arrangement.SIDE
    count = len(scene.view.display.waste)
    top, below = scene.view.rest_rect(WASTE_PILE, count - 1), scene.view.rest_rect(WASTE_PILE, count - 2)
    assert top == lay.waste and below.x == top.x and below.y < top.y
    assert top.bottom < lay.talon.y and top.x == lay.talon.x             # right above the talon
    click(scene, lay.talon.center)                                       # one more card turned
    settle(scene)
    scene.app.draw()
    assert scene.view.rest_rect(WASTE_PILE, count) == lay.waste          # the new top card: same place
    assert hidden_indices(scene) == []
