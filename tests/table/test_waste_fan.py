"""The waste's top three cards show rank and suit whole (R2's readable strip, for the waste):
fanned up above the talon in the side panel, sideways where talon and waste sit under the
columns or in portrait; large cards too. And the whole waste (B17): every card's rank and suit
whole while the player holds the waste, at every window size and language. Checked on the
rendered window."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game import i18n
from game.app import synthetic
from game.engine import WASTE_PILE, Game, Move
from game.scenes.tabletop.scene import TableScene
from game.scenes.tabletop.snapshot import WasteHold
from game.scenes.tabletop.waste_input import WASTE_HOLD
from game.view import fonts
from game.view.card_fit import Arrangement
from game.view.card_sprites import index_depth, index_width
from game.view.layout import compute_layout
from game.view.table_painter import TablePainter
from game.view.waste_spread import caption_text, spread
from tests.harness.readable import index_ink, index_shown
from tests.harness.table import click, drag, painter_of, run, settle
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
    waste = scene.snapshot().motion.display.waste
    sprites = painter_of(scene).sprites
    problems = []
    for i in range(len(waste) - 3, len(waste)):
        rect = scene.where().rest_rect(WASTE_PILE, i)
        if not index_shown(scene.app.screen, sprites.face(waste[i]), waste[i], rect, sprites.index):
            problems.append(f"waste card {i + 1} {waste[i]} at {rect}")
    return problems


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_top_three_waste_cards_show_rank_and_suit(app, size, large):
    scene = show(app, size, large)
    assert hidden_indices(scene) == []
    lay = scene.snapshot().layout
    under = [scene.where().rest_rect(WASTE_PILE, i) for i in range(len(scene.snapshot().motion.display.waste) - 3,
                                                                 len(scene.snapshot().motion.display.waste))]
    assert len({r.topleft for r in under}) == 3          # three places, not one pile
    for card_rect, next_rect, card in zip(under, under[1:], scene.snapshot().motion.display.waste[-3:], strict=False):
        ink = index_ink(card, lay.card_w, lay.index_size).move(card_rect.topleft)
        assert not ink.colliderect(next_rect), (card, ink, next_rect)


def test_the_side_panel_fans_the_waste_up_and_its_top_card_stays_put(app):
    scene = show(app, (1920, 1080), False)
    lay = scene.snapshot().layout
    assert lay.arrangement == Arrangement.SIDE
    count = len(scene.snapshot().motion.display.waste)
    top, below = scene.where().rest_rect(WASTE_PILE, count - 1), scene.where().rest_rect(WASTE_PILE, count - 2)
    assert top == lay.waste and below.x == top.x and below.y < top.y
    assert top.bottom < lay.talon.y and top.x == lay.talon.x             # right above the talon
    click(scene, lay.talon.center)                                       # one more card turned
    settle(scene)
    scene.app.draw()
    assert scene.where().rest_rect(WASTE_PILE, count) == lay.waste          # the new top card: same place
    assert hidden_indices(scene) == []


# --- the whole waste, while the player holds it (B17) ------------------------------------------------

ALL_SIZES = [(1280, 720), (720, 1280), (3840, 2160), (480, 480), (480, 800), (1024, 768), (2560, 1080), (1920, 1200)]


def turned_through(variant: str = "classic") -> Game:
    """Deal 2 with the whole talon turned: 64 cards on the waste, the most it can hold."""
    game = Game.new(2, variant)
    while game.position.talon:
        game.push(Move.turn())
    return game


def hold_waste(scene: TableScene, seconds: float = WASTE_HOLD + 0.05) -> tuple[int, int]:
    """Press on the waste's top card and keep the pointer down for ``seconds``; the point pressed."""
    point = scene.card_point(WASTE_PILE, len(scene.snapshot().motion.display.waste) - 1)
    synthetic.post(synthetic.press(point))
    run(scene, seconds)
    return point


def spread_problems(scene: TableScene) -> list[str]:
    """Every waste card whose index is not whole on the rendered window, and any place the
    panel or its words leave the window or reach into the HUD."""
    waste = scene.snapshot().motion.display.waste
    laid = spread(scene.snapshot().layout, len(waste))
    sprites = painter_of(scene).sprites
    problems = [f"{card} at {rect}" for card, rect in zip(waste, laid.cards, strict=True)
                if not index_shown(scene.app.screen, sprites.face(card), card, rect, sprites.index)]
    window = scene.app.screen.get_rect()
    if not window.contains(laid.panel) or laid.panel.y < scene.snapshot().layout.hud.bottom:
        problems.append(f"panel {laid.panel} outside {window} or in the HUD")
    text = fonts.font(laid.text_size, bold=True).size(caption_text(len(waste)))[0]
    if text > laid.caption.w or not laid.panel.contains(laid.caption):
        problems.append(f"caption {text} px in {laid.caption}")
    return problems


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", ALL_SIZES)
def test_holding_the_waste_shows_every_card_whole(app, size, large, language):
    """64 cards: each one's rank and suit whole on the rendered window, the panel inside it;
    letting go closes it and nothing was lifted or played (the press was the view's)."""
    app.settings = app.settings.with_changes(large_cards=large, auto_play=False)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, turned_through(), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    assert scene.next_change() is None or scene.next_change() > WASTE_HOLD   # nothing waits yet
    point = hold_waste(scene, 0.1)
    assert scene.snapshot().input.waste is None                         # not yet: a tap may come
    assert 0 < scene.next_change() <= WASTE_HOLD                              # the sleeping loop wakes for it
    run(scene, WASTE_HOLD)
    assert scene.snapshot().input.waste is not None
    assert spread_problems(scene) == []
    synthetic.post(synthetic.release(point))
    run(scene, 0.05)
    assert scene.snapshot().input.waste is None
    assert scene.state().selection is None and scene.state().moves == 64


def test_a_tap_on_the_covered_cards_opens_the_waste_until_the_next_tap(app):
    scene = show(app, (1280, 720), False)
    waste = scene.snapshot().motion.display.waste
    assert scene.where().hit(scene.card_point(WASTE_PILE, len(waste) - 2)).card == len(waste) - 2
    click(scene, scene.card_point(WASTE_PILE, len(waste) - 3))
    run(scene, 0.05)
    assert scene.snapshot().input.waste == WasteHold.TAP and spread_problems(scene) == []
    click(scene, scene.snapshot().layout.talon.center)       # the next tap only closes it
    assert scene.snapshot().input.waste is None and scene.state().moves == 0


def test_v_held_down_shows_the_whole_waste(app):
    scene = show(app, (1920, 1080), False)
    synthetic.post(synthetic.key(pygame.K_v)[0])
    run(scene, 0.05)
    assert scene.snapshot().input.waste == WasteHold.KEY and spread_problems(scene) == []
    synthetic.post(synthetic.key(pygame.K_v)[1])
    run(scene, 0.05)
    assert scene.snapshot().input.waste is None


def test_a_drag_from_the_waste_is_still_a_drag(app):
    """Moving away before the hold's time is a drag of the top card, as before."""
    scene = show(app, (1280, 720), False)
    start = scene.card_point(WASTE_PILE, len(scene.snapshot().motion.display.waste) - 1)
    drag(scene, start, (start[0] + 200, start[1] - 150), release=False)
    assert scene.snapshot().input.drag is not None and scene.snapshot().input.waste is None
    run(scene, 1.0)
    assert scene.snapshot().input.waste is None


@settings(max_examples=80, deadline=None)
@given(width=st.integers(480, 3840), height=st.integers(480, 2160), large=st.booleans(),
       count=st.integers(1, 64))
def test_any_window_lays_the_whole_waste_out_readably(width, height, large, count):
    """Geometry for any window and any waste: inside the window below the HUD, each card
    overlapping the one before only past its index, each row the one before only below its strip."""
    layout = compute_layout((width, height), with_menu=True, large=large)
    laid = spread(layout, count)
    assert pygame.Rect(0, 0, width, height).contains(laid.panel) and laid.panel.y >= layout.hud.bottom
    assert all(laid.panel.contains(rect) for rect in laid.cards)
    depth, across = index_depth(layout.card_w, layout.index_size), index_width(layout.card_w, layout.index_size)
    for before, after in zip(laid.cards, laid.cards[1:], strict=False):
        if after.y == before.y:
            assert after.x - before.x >= across
        else:
            assert after.y - before.y >= depth


def test_the_covered_cards_say_how_to_see_them_all(app, language, monkeypatch):
    """The mouse resting on the waste's covered cards: a tooltip names the tap, the hold and V."""
    scene = show(app, (1280, 720), False)
    before = scene.where().hovered(scene.snapshot().input.hover)
    synthetic.post(synthetic.move(scene.card_point(WASTE_PILE, len(scene.snapshot().motion.display.waste) - 3)))
    run(scene, 0.05)
    assert scene.where().hovered(scene.snapshot().input.hover) != before            # the picture is drawn anew for it
    tips = []
    monkeypatch.setattr(TablePainter, "tooltip", lambda painter, surface, anchor, text, size: tips.append(text))
    scene.draw(app.screen)
    assert tips == [i18n.tr("tooltip.waste")] and "V" in tips[0]
