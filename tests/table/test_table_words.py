"""The table's words and buttons: fixed places that never overlap, a hint that waits for the
player, header buttons in one font size whose labels fit, the arrow below the header."""

from __future__ import annotations

import itertools

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game import i18n
from game.app import synthetic
from game.engine import FOUNDATION, TableMove, column_pile
from game.i18n import phrases
from game.scenes.tabletop.hud import draw_header_buttons
from game.table.actions import FocusNext, Hint, TurnTalon, Undo
from game.table.messages import Tone
from game.view import fonts, header
from game.view.layout import back_winnable_label, compute_layout
from game.view.notes import layout_note
from game.view.table_painter import TablePainter, arrow_points
from tests.harness.table import OwnerSpy, painter_of, run
from tests.positions import build
from tools.positions import played_game

EIGHT_SIZES = [(800, 600), (1280, 720), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160), (720, 1280),
               (1080, 1920)]
HEADER_SIZES = [(480, 480), (640, 480), (800, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1920, 1080),
                (2560, 1080), (2560, 1440), (3840, 2160), (480, 800), (600, 960), (720, 1280), (1080, 1920)]


def _card_places(layout) -> list[pygame.Rect]:
    return [*layout.card_places(), *layout.column_labels]


@pytest.mark.parametrize("right", [False, True], ids=["talon-left", "talon-right"])
@pytest.mark.parametrize("lengths", [None, (16, 4, 9, 12, 3, 16, 1, 7, 16, 2), (20, 18, 4, 4, 4, 19, 4, 4, 4, 17)])
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", EIGHT_SIZES)
def test_reminder_hint_back_button_and_selection_bar_never_overlap(size, large, lengths, right, language):
    """… with the talon on the left and on the right ("Talon rechts")."""
    layout = compute_layout(size, with_menu=True, large=large, lengths=lengths, talon_right=right)
    window = pygame.Rect(0, 0, *size)
    places = layout.places.all()
    for (name_a, a), (name_b, b) in itertools.combinations(places.items(), 2):
        assert not a.colliderect(b), (name_a, name_b, a, b)
    others = [layout.hud, *layout.buttons.values(), *_card_places(layout)] + ([layout.bar] if layout.bar else [])
    for name, rect in places.items():
        assert window.contains(rect) and rect.h >= 16, (name, rect)
        for other in others:
            assert not rect.colliderect(other), (name, rect, other)
    # The buttons and the pills drawn in them stay inside their own places.
    assert layout.reminder.contains(layout.finish_button)
    for moves in (1, 12, 888):   # "Zurück zu gewinnbar: 888 Züge" still fits its place, count and all
        button, text_size = layout.back_winnable_button(moves)
        assert layout.places.back_winnable.contains(button)
        assert fonts.font(text_size, bold=True).size(back_winnable_label(moves))[0] <= button.w, (moves, button)
    longest_reminder = max((phrases.reminder_text(where) for where in TableMove), key=len)
    for name, text in (("reminder", longest_reminder), ("message", "Tipp: ♦10 vom Abwurfstapel anlegen")):
        pill, text_size, lines = layout_note(places[name], text, layout.message_text_size)
        assert places[name].contains(pill) and text_size == layout.message_text_size, (name, lines)


def test_hint_and_reminder_show_together_with_large_cards(app):
    app.settings = app.settings.with_changes(large_cards=True)
    app.scenes.clear()
    app.resize((1280, 720))
    from game.scenes.tabletop.scene import TableScene

    scene = TableScene(app, played_game(12345, 24), deal_animation=False)
    app.push(scene)
    scene.act(Hint())
    run(scene, 0.1)
    assert scene.copy_game().table_has_move() and scene.state().position.talon      # the reminder shows
    assert scene.snapshot().table.message is not None and scene.snapshot().table.message.tone == Tone.HINT
    assert not scene.snapshot().layout.reminder.colliderect(scene.snapshot().layout.message)


def test_the_hint_stays_until_the_next_action(table):
    scene = table(played_game(12345, 24).position)
    scene.act(Hint())
    run(scene, 12.0)                        # a slow reader: far longer than a message line's time
    assert scene.snapshot().table.hint is not None and scene.state().hint_words
    scene.act(FocusNext())        # moving the keyboard ring is not an action on the game
    assert scene.snapshot().table.hint is not None and scene.state().hint_words
    scene.act(TurnTalon())
    assert scene.snapshot().table.hint is None and scene.state().hint_words == "" and scene.snapshot().table.message is None


def test_no_hint_says_so_in_the_message_line_until_the_next_action(table):
    scene = table(played_game(12345, 24).position)
    scene.confirm(i18n.tr("no_hint"))
    run(scene, 8.0)
    assert scene.state().message_text == i18n.tr("no_hint")
    scene.act(Undo())
    assert scene.snapshot().table.message is None


@pytest.mark.parametrize("with_menu", [True, False])
@pytest.mark.parametrize("size", HEADER_SIZES)
def test_header_buttons_share_one_font_size_and_their_labels_fit(size, with_menu, language):
    layout = compute_layout(size, with_menu=with_menu)
    size_px = layout.button_text_size
    font = fonts.font(size_px, bold=True)
    bar = layout.bar or layout.hud
    rects = layout.buttons
    assert set(rects) == ({"undo", "redo", "hint", "menu"} if with_menu else {"undo", "redo", "hint"})
    for name, rect in rects.items():
        assert bar.contains(rect), (name, rect)
        for thinking in (False, True):
            text = header.label(name, layout.compact_buttons, thinking)
            assert font.size(text)[0] <= rect.w - rect.h * 0.6, (name, text, rect)   # no shrinking needed
    for a, b in itertools.combinations(rects.values(), 2):
        assert not a.colliderect(b)
    if size[0] >= 1280 and size[0] > size[1]:
        assert not layout.compact_buttons                  # words where there is room


def test_drawn_header_buttons_use_the_one_size_and_icons_carry_tooltips(app, language, monkeypatch):
    from game.scenes.tabletop.scene import TableScene

    app.scenes.clear()
    app.resize((480, 480))
    scene = TableScene(app, played_game(12345, 3), owner=OwnerSpy(), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    synthetic.post(synthetic.move(scene.snapshot().layout.buttons["undo"].center))   # the mouse rests on undo
    run(scene, 0.02)
    drawn, tips = [], []
    monkeypatch.setattr(TablePainter, "button", lambda painter, surface, rect, text, enabled=True, accent=False,
                        size=None, hover=False: drawn.append((text, size)))
    monkeypatch.setattr(TablePainter, "tooltip", lambda painter, surface, anchor, text, size: tips.append(text))
    draw_header_buttons(app.screen, scene.snapshot(), painter_of(scene))
    assert {size for _, size in drawn} == {scene.snapshot().layout.button_text_size}
    assert scene.snapshot().layout.compact_buttons and tips == [header.tooltip("undo")]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", HEADER_SIZES)
def test_the_best_target_arrow_stays_below_the_header(size, large):
    layout = compute_layout(size, with_menu=True, large=large)
    bob = layout.card_h * 0.02
    for rect in [*layout.foundations, *layout.columns]:
        for b in (-bob, 0.0, bob):
            points = arrow_points(rect, layout.card_w, b, layout.hud.bottom)
            assert min(y for _, y in points) >= layout.hud.bottom, (rect, b)


def test_arrow_over_a_foundation_target_on_the_table(table):
    scene = table(build({1: "5H 4H 3S", 2: "QC JD", 3: "2D KD 9S 8S 7S", 4: "8C", 5: "3C JH", 6: "4D TS", 8: "6H 9D",
                         9: "QD", 10: "7C KD"}, foundations=[0, 0, 0, 0, 0, 0, 2, 0]), (1280, 720))
    scene.tap_at(scene.card_point(column_pile(0), 2))       # ♠3: up (not safe) or the empty column
    assert scene.state().selection is not None and scene.state().selection.best == FOUNDATION
    rect = scene.where().target_rect(FOUNDATION)
    points = arrow_points(rect, scene.snapshot().layout.card_w, 0.0, scene.snapshot().layout.hud.bottom)
    assert min(y for _, y in points) >= scene.snapshot().layout.hud.bottom


@settings(max_examples=60, deadline=None)
@given(width=st.integers(480, 3840), height=st.integers(480, 2160), large=st.booleans())
def test_any_window_gives_the_words_places_of_their_own(width, height, large):
    """Odd windows too (very wide and low, very tall and narrow): the places stay apart."""
    layout = compute_layout((width, height), with_menu=True, large=large)
    places = list(layout.places.all().values())
    for a, b in itertools.combinations(places, 2):
        assert not a.colliderect(b)
    for rect in places:
        assert rect.w > 0 and rect.h > 0 and pygame.Rect(0, 0, width, height).contains(rect)
        assert not any(rect.colliderect(other) for other in [layout.hud, *_card_places(layout)])
