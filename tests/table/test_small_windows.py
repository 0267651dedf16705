"""Small windows give their spare height to the cards' rank and suit.

At 480×480 one row of ten columns is as wide as the window allows, and a column of twelve used
little more than half its height: the rank strips were 15 px, the letters 10 px. Now the layout
grows the corner index (rank letters up to `card_fit.READABLE_INDEX`) while every column
still holds its cards, and a narrow tall window (480×640) lays one row of ten where that gives
bigger cards than two rows of five. Cards are never smaller than before, and windows from
1280×720 up draw exactly as before (their index is already larger than the cap).
"""

from __future__ import annotations

import pytest

from game.engine import Card
from game.view.card_sprites import rank_size
from game.view.layout import compute_layout
from tests.harness.readable import index_ink
from tests.harness.table import painter_of
from tests.table.test_readable_columns import show, unreadable_cards
from tools.positions import long_columns_position

# (window, large cards) → (card width, rank strip) as laid before the index could grow (2026-12-02)
BEFORE = {
    ((480, 480), False): (42, 15), ((640, 480), False): (53, 17), ((800, 600), False): (70, 21),
    ((480, 640), False): (36, 12), ((480, 800), False): (63, 19), ((1280, 720), False): (101, 33),
    ((480, 480), True): (43, 15), ((640, 480), True): (59, 19), ((800, 600), True): (73, 23),
    ((480, 640), True): (45, 15), ((480, 800), True): (76, 23), ((1280, 720), True): (108, 35),
}


@pytest.mark.parametrize(("size", "large"), list(BEFORE))
def test_cards_and_strips_are_never_smaller_than_before(size, large):
    layout = compute_layout(size, with_menu=True, large=large)
    card_w, strip = BEFORE[(size, large)]
    assert layout.card_w >= card_w, (size, large)
    assert layout.strip_min >= strip, (size, large)


@pytest.mark.parametrize("size", [(480, 480), (480, 640)])
def test_a_small_window_shows_a_taller_rank_strip(size):
    """The player reads bigger letters: the strip is at least 19 px (15 and 12 before), and the
    index drawn on it is as tall as the strip allows."""
    layout = compute_layout(size, with_menu=True)
    assert layout.strip_min >= 19
    assert layout.index_size > rank_size(layout.card_w)
    assert index_ink(Card(12, 0), layout.card_w, layout.index_size).h >= 13   # Q♠: 10 px before


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (720, 1280), (3840, 2160)])
@pytest.mark.parametrize("large", [False, True])
def test_large_windows_keep_the_card_s_own_index(size, large):
    layout = compute_layout(size, with_menu=True, large=large)
    assert layout.index_size == rank_size(layout.card_w)
    assert layout.portrait == (size[1] > size[0])


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(480, 480), (640, 480), (800, 600), (480, 640), (480, 800)])
def test_every_covered_index_is_whole_in_small_windows(app, size, large):
    """On the rendered window: the larger index shows whole on every covered card, a fresh deal
    and a position with 16–20-card columns (the index shrinks back before the cards do)."""
    for lengths in ([10] * 10, [20, 4, 18, 16, 6, 19, 3, 3, 5, 8]):
        scene = show(app, long_columns_position(lengths, seed=sum(lengths)), size, large)
        assert unreadable_cards(scene) == [], (size, large, lengths)
        assert painter_of(scene).sprites.index in (None, scene.snapshot().layout.index_size)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(480, 640), (480, 700), (480, 800), (520, 700), (600, 880)])
def test_a_growing_column_never_changes_two_rows_into_one(size, large):
    """A narrow tall window keeps the arrangement it chose for the deal (two rows of five or one
    row of ten) while a column grows card by card and shortens again: the table does not jump
    between the two in the middle of a game — only for a column of 15 cards or more, which two
    rows cannot show with every index whole (then the other way does), and back once."""
    fresh = compute_layout(size, with_menu=True, large=large).portrait
    lengths, shown, changes = [4] * 10, fresh, 0
    for grown in [*range(4, 21), *range(20, 3, -1)]:
        lengths[3] = grown
        portrait = compute_layout(size, with_menu=True, large=large, lengths=tuple(lengths)).portrait
        assert portrait == fresh or grown >= 15, grown
        changes += portrait != shown
        shown = portrait
    assert changes <= 2
