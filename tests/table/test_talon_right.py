""""Talon rechts" (left-handed): talon and waste on the right in the wide and the tall layout, every
other rule of the layout kept — the same card size, the columns in their order, nothing over
anything else, the waste's top three and the whole waste readable on the rendered window — and
the table answers where it draws them: a tap on the talon drawn on the right turns a card in the
engine, the mirrored bottom bar's undo takes a move back. The help says where the talon lies."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import synthetic
from game.engine import WASTE_PILE, Game, Move
from game.i18n.help_text import help_sections
from game.scenes.help import HelpScene, help_lines
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.scene import TableScene
from game.view.card_fit import Arrangement
from game.view.layout import compute_layout
from tests.harness.table import click, run, settle
from tests.table.test_readable_columns import LONG, show as show_long, unreadable_cards
from tests.table.test_waste_fan import hidden_indices, hold_waste, spread_problems, turned_through
from tools.positions import long_columns_position, waste_fan_position

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (720, 1280), (480, 800), (480, 480), (3840, 2160)]


def show(app, game: Game, size: tuple[int, int], large: bool, right: bool = True) -> TableScene:
    app.settings = app.settings.with_changes(large_cards=large, auto_play=False, talon_right=right)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, game, deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    app.draw()
    return scene


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_talon_and_waste_lie_right_and_the_layout_keeps_its_rules(app, size, large):
    left = compute_layout(size, large=large)
    scene = show(app, Game(waste_fan_position()), size, large)
    lay = scene.snapshot().layout
    assert lay.talon_right
    assert (lay.arrangement, lay.card_w, lay.index_size) == (left.arrangement, left.card_w, left.index_size)   # same cards
    middle = size[0] / 2
    assert lay.talon.centerx > middle and left.talon.centerx < middle, (lay.talon, left.talon)
    assert lay.waste_area.centerx > middle
    if lay.arrangement == Arrangement.SIDE:   # the panel right of every column, the waste above the talon
        assert lay.talon.x > max(column.right for column in lay.columns)
        assert lay.waste.x == lay.talon.x and lay.waste.bottom < lay.talon.y
    else:                                     # under the columns: the waste left of the talon
        assert lay.waste_area.right < lay.talon.x
    reading_order = sorted(range(len(lay.columns)), key=lambda i: (lay.columns[i].y, lay.columns[i].x))
    assert reading_order == list(range(len(lay.columns)))   # column 1 first, left to right (row by row)
    window = pygame.Rect((0, 0), size)
    for rect in (lay.talon, lay.waste_area, lay.message_area, *lay.foundations):
        assert window.contains(rect), rect
    for column in lay.columns:
        assert not column.colliderect(lay.talon) and not column.colliderect(lay.waste_area), column
        assert not column.colliderect(lay.message_area), (column, lay.message_area)
    assert not lay.message_area.colliderect(lay.waste_area) and not lay.message_area.colliderect(lay.talon)
    assert hidden_indices(scene) == []        # the waste's top three: rank and suit whole on the window


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (720, 1280), (480, 480)])
def test_a_tap_on_the_talon_drawn_on_the_right_turns_a_card(app, size):
    scene = show(app, Game(waste_fan_position()), size, large=False)
    before = scene.copy_game().position
    lay = scene.snapshot().layout
    click(scene, lay.talon.center)
    settle(scene)
    after = scene.copy_game().position
    assert (len(after.talon), len(after.waste)) == (len(before.talon) - 1, len(before.waste) + 1)
    assert after.waste[-1] == before.talon[-1]
    assert scene.where().rest_rect(WASTE_PILE, len(after.waste) - 1) == lay.waste   # the new top card: its place
    scene.app.draw()
    assert hidden_indices(scene) == []


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (480, 480), (3840, 2160)])
def test_the_whole_waste_opens_beside_a_right_hand_talon_every_card_whole(app, size):
    scene = show(app, turned_through(), size, large=False)
    hold_waste(scene, 0.5)
    assert scene.snapshot().input.waste is not None
    scene.app.draw()
    assert spread_problems(scene) == []


def test_the_tall_layouts_button_bar_is_mirrored_and_answers_where_it_is_drawn(app):
    game = Game(waste_fan_position())
    game.push(Move.turn())
    plain = show(app, game.copy(), (720, 1280), large=False, right=False).snapshot().layout
    scene = show(app, game, (720, 1280), large=False)
    lay = scene.snapshot().layout
    assert lay.portrait and plain.portrait
    assert plain.buttons["undo"].x < plain.buttons["hint"].x
    assert lay.buttons["undo"].x > lay.buttons["hint"].x          # the bar read from the other side
    assert {name: rect.w for name, rect in lay.buttons.items()} == {name: rect.w for name, rect in plain.buttons.items()}
    undo = scene.spot(TableSpot.UNDO)
    assert undo == lay.buttons["undo"]
    click(scene, undo.center)
    settle(scene)
    assert scene.copy_game().moves == 0                            # the turned card went back


def test_switching_the_option_lays_the_table_again_at_once(app):
    scene = show(app, Game(waste_fan_position()), (1280, 720), large=False, right=False)
    assert scene.snapshot().layout.talon.centerx < 640
    app.change_settings(app.settings.with_changes(talon_right=True))
    run(scene, 0.05)
    assert scene.snapshot().layout.talon.centerx > 640
    app.change_settings(app.settings.with_changes(talon_right=False))
    run(scene, 0.05)
    assert scene.snapshot().layout.talon.centerx < 640


def test_the_help_says_where_the_talon_lies(language):
    deal = {right: next(p.text for s in help_sections(language, right) for p in s.paragraphs
                        if p.heading == i18n.tr("help.how_to_play.deal.heading")) for right in (False, True)}
    words = {"de": ("unten links", "unten rechts"), "en": ("bottom left", "bottom right"),
             "fr": ("en bas à gauche", "en bas à droite")}[language]
    assert words[0] in deal[False] and words[1] not in deal[False]
    assert words[1] in deal[True] and words[0] not in deal[True]
    assert deal[True] in [text for _, text in help_lines(language, True)]


@pytest.mark.parametrize("right", [False, True])
def test_the_help_screen_reads_the_words_of_the_option(app, right):
    """The help screen as a voice reads it (↓ ↓ to the deal's paragraph) says where the talon lies."""
    app.settings = app.settings.with_changes(talon_right=right, language="de")
    i18n.set_language("de")
    app.scenes.clear()
    scene = HelpScene(app)
    app.push(scene)
    for _ in range(2):
        for event in synthetic.key(pygame.K_DOWN):
            synthetic.post(event)
        app.frame(0.0, draw=False)
    reading = scene.reading()
    assert reading is not None and reading.focus is not None
    assert ("unten rechts" in reading.focus) is right and ("unten links" in reading.focus) is not right


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (720, 1280), (1024, 768)])
@pytest.mark.parametrize("lengths", LONG)
def test_every_covered_index_stays_whole_in_long_columns_with_the_talon_right(app, size, large, lengths):
    """The long columns over the talon's side are now the last ones: each covered index still whole."""
    app.settings = app.settings.with_changes(talon_right=True)
    scene = show_long(app, long_columns_position(lengths, seed=sum(lengths)), size, large)
    assert scene.snapshot().layout.talon_right
    assert unreadable_cards(scene) == [], (size, large)
    lay = scene.snapshot().layout
    for column in lay.columns:
        assert not column.colliderect(lay.talon) and not column.colliderect(lay.waste_area)
