"""The memory-lean buttons, labels and help text look as pygame-gui's own and hold far less.

pygame-gui kept five pictures in three copies per button and the whole help text as one
surface (at 4K the menu cost 240 MB, the help 440 MB). `game.view.gui_shapes` and
`game.view.gui_textbox` keep one picture per widget and a band of the help; the player must
not see any difference.
"""

from __future__ import annotations

import warnings

import numpy as np
import pygame
import pytest
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from game.scenes.help import help_html
from game.view import gui, gui_shapes, theme
from game.view.gui_entry import LeanEntryLine, LeanRoundedShape
from game.view.gui_shapes import LeanButton, LeanLabel
from game.view.gui_textbox import WindowedTextBox

SIZE = (1600, 1000)


@pytest.fixture()
def screen():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    yield surface


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return np.dstack([pygame.surfarray.array3d(surface), pygame.surfarray.array_alpha(surface)]).astype(int)


def _difference(a: pygame.Surface, b: pygame.Surface) -> np.ndarray:
    assert a.get_size() == b.get_size()
    return np.abs(_pixels(a) - _pixels(b)).max(axis=2)


@pytest.mark.parametrize("scale", [0.6, 1.0, 1.5, 3.0])
@pytest.mark.parametrize("style", [None, "@accent", "@chosen", "@danger", "disabled"])
def test_a_lean_button_looks_like_pygame_guis_own(screen, scale, style):
    manager = gui.make_manager(SIZE, scale)
    rect = pygame.Rect(0, 0, round(470 * scale), round(46 * scale))
    object_id = ObjectID(object_id="#b", class_id=None if style == "disabled" else style)
    theirs = UIButton(rect, "Neues Spiel", manager, object_id=object_id)
    ours = LeanButton(rect, "Neues Spiel", manager, object_id=object_id)
    if style == "disabled":
        theirs.disable()
        ours.disable()
    manager.update(0.0)
    diff = _difference(theirs.image, ours.image)
    # Only the anti-aliased rims of the corners may differ, by a little (sampling rounding).
    assert (diff > 0).sum() <= 60 * scale, f"{(diff > 0).sum()} pixels differ"
    assert diff.max() <= 40


def test_a_button_keeps_the_picture_on_show_and_draws_another_state_when_it_comes(screen):
    manager = gui.make_manager(SIZE, 1.5)
    button = LeanButton(pygame.Rect(10, 10, 600, 70), "Optionen", manager)
    manager.update(0.0)
    normal = button.image.copy()
    shape = button.drawable_shape
    assert [s.state_id for s in shape.states.values() if s.generated] == ["normal"]
    button.on_hovered()
    manager.update(0.0)
    assert _difference(normal, button.image).max() > 0, "hovering shows the lighter face"
    assert [s.state_id for s in shape.states.values() if s.generated] == ["hovered"]
    button.on_unhovered()
    manager.update(0.0)
    assert _difference(normal, button.image).max() == 0


def test_the_shared_button_backgrounds_stay_within_their_bound(screen):
    gui_shapes.clear_art_cache()
    manager = gui.make_manager(SIZE, 3.0)
    for width in range(300, 1500, 20):
        LeanButton(pygame.Rect(0, 0, width, 138), "x", manager)
    assert 0 < gui_shapes.art_cache_bytes() <= gui_shapes.ART_CACHE_BYTES


def test_a_lean_label_says_when_its_text_does_not_fit(screen):
    manager = gui.make_manager(SIZE, 1.0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        LeanLabel(pygame.Rect(0, 0, 40, 30), "Eine viel zu lange Zeile", manager)
    assert any("too small" in str(w.message) for w in caught)


def test_a_lean_label_looks_like_pygame_guis_own(screen):
    manager = gui.make_manager(SIZE, 1.5)
    rect = pygame.Rect(0, 0, 700, 70)
    object_id = ObjectID(object_id="#t", class_id="@title")
    theirs = UILabel(rect, "Vierzig Räuber", manager, object_id=object_id)
    ours = LeanLabel(rect, "Vierzig Räuber", manager, object_id=object_id)
    manager.update(0.0)
    assert _difference(theirs.image, ours.image).max() == 0


def _scroll(box: UITextBox, fraction: float, manager) -> None:
    bar = box.scroll_bar
    bar.set_scroll_from_start_percentage(fraction)
    for _ in range(3):
        manager.update(1 / 60)


@pytest.mark.parametrize("fraction", [0.0, 0.37, 0.999])
def test_the_help_shows_the_same_text_rendering_only_a_band_of_it(screen, fraction):
    manager = gui.make_manager(SIZE, 1.5)
    rect = pygame.Rect(0, 0, 1300, 800)
    html = help_html("de", 1.5)
    theirs = UITextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    ours = WindowedTextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    manager.update(0.0)
    _scroll(theirs, fraction, manager)
    _scroll(ours, fraction, manager)
    assert _difference(theirs.image, ours.image).max() == 0
    full = theirs.text_box_layout.finalised_surface.get_height()
    assert rect.height < full / 4
    whole = ours.text_box_layout.finalised_surface
    assert whole is None or whole.get_height() < rect.height, "the whole text was rendered"


def test_the_help_scrolled_step_by_step_shows_the_same_text(screen):
    """Small scroll steps move what stays in view and render only the lines coming in: at every
    step, down and back up, the picture is pygame-gui's own."""
    manager = gui.make_manager(SIZE, 1.5)
    rect = pygame.Rect(0, 0, 1300, 800)
    html = help_html("en", 1.5)
    theirs = UITextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    ours = WindowedTextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    manager.update(0.0)
    for fraction in (0.01, 0.013, 0.03, 0.031, 0.05, 0.04, 0.035, 0.2, 0.19):
        _scroll(theirs, fraction, manager)
        _scroll(ours, fraction, manager)
        assert _difference(theirs.image, ours.image).max() == 0, fraction


def test_the_help_box_draws_on_a_shadow_of_its_own(screen):
    """The help's box is drawn on its soft shadow rather than on a copy (one window-sized picture
    while it is built, not two): a pygame-gui text box of the same size in the same manager keeps
    its shadow untouched, and both look the same."""
    manager = gui.make_manager(SIZE, 1.5)
    rect = pygame.Rect(0, 0, 1300, 800)
    html = help_html("de", 1.5)
    theirs = UITextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    shadow = theirs.drawable_shape.base_surface
    before = _pixels(shadow)
    ours = WindowedTextBox(html, rect, manager, object_id=ObjectID(object_id="#text"))
    manager.update(0.0)
    assert ours.drawable_shape.get_surface("normal") is not shadow
    assert (_pixels(shadow) == before).all()
    assert _difference(theirs.image, ours.image).max() == 0


@pytest.mark.parametrize("scale", [1.5, 3.0])
def test_a_lean_text_field_looks_like_pygame_guis_own(screen, scale):
    """The game-number field, drawn with fewer large pictures at once, is pixel for pixel
    pygame-gui's: empty, typed into, focused and disabled, small (pygame-gui's own drawing) and
    large (the lean one)."""
    manager = gui.make_manager(SIZE, scale)
    for size in ((300, 40), (round(500 * scale), round(46 * scale))):
        theirs = UITextEntryLine(pygame.Rect((0, 0), size), manager, object_id=ObjectID(object_id="#number"))
        ours = LeanEntryLine(pygame.Rect((0, 0), size), manager, object_id=ObjectID(object_id="#number"))
        assert isinstance(ours.drawable_shape, LeanRoundedShape)
        for step in (lambda e: None, lambda e: e.focus(), lambda e: e.set_text("12a"), lambda e: e.disable()):
            step(theirs)
            step(ours)
            for _ in range(3):
                manager.update(1 / 60)
            assert _difference(theirs.image, ours.image).max() == 0, size


def test_the_dim_behind_a_menu_is_the_same_as_one_window_sized_veil(screen):
    """`gui.dim` tiles a small veil instead of holding one of 33 MB at 4K per open overlay."""
    rng = np.random.default_rng(1)
    table = pygame.Surface((1300, 700))
    pygame.surfarray.blit_array(table, rng.integers(0, 256, (1300, 700, 3), dtype=np.uint8))
    veil = pygame.Surface(table.get_size(), pygame.SRCALPHA)
    veil.fill(theme.OVERLAY_DIM)
    expected = table.copy()
    expected.blit(veil, (0, 0))
    gui.dim(table)
    assert _difference(expected, table).max() == 0


@pytest.mark.parametrize("size, scale", [((520, 600), 1.0), ((1584, 1590), 3.0), ((300, 90), 0.6)])
def test_a_panel_drawn_from_its_rim_is_the_whole_picture(screen, size, scale):
    rng = np.random.default_rng(2)
    below = pygame.Surface((size[0] + 80, size[1] + 80))
    pygame.surfarray.blit_array(below, rng.integers(0, 256, (*below.get_size(), 3), dtype=np.uint8))
    expected = below.copy()
    expected.blit(gui.panel_surface(size, scale), (17, 23))
    gui.Panel(size, scale).draw(below, (17, 23))
    assert _difference(expected, below).max() == 0
