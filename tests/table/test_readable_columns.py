"""R2: every covered card's rank and suit stay whole on screen, however long its column.

The check is made on the rendered window, not on the layout's numbers: for each covered card
the rows of its corner index (rank and suit exactly as `card_sprites` draws them) must appear
on screen unchanged, i.e. the next card starts below them. Positions with 16–20-card columns
and long same-suit runs (whose strips the layout squeezes first) at 1280×720, 1920×1080 and
720×1280, large cards on and off.
"""

from __future__ import annotations

import pytest

from game.engine import WASTE, Card, Game, Position, column_pile
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Play
from game.view.card_sprites import index_depth
from tests.harness.readable import index_ink, index_shown
from tests.harness.table import click, painter_of, run, settle
from tools.positions import long_columns_position, targets_position

SIZES = [(1280, 720), (1920, 1080), (720, 1280)]
LONG = [
    [20, 4, 18, 16, 6, 19, 3, 3, 5, 8],      # the longest columns on the left, above the talon's side
    [5, 17, 3, 20, 16, 4, 18, 6, 7, 6],
    [16, 16, 16, 16, 16, 4, 4, 4, 4, 4],
    [4, 4, 4, 3, 3, 20, 18, 17, 16, 3],      # in portrait: the long ones in the lower row
]


def unreadable_cards(scene: TableScene) -> list[str]:
    """Covered cards whose index is not whole on screen: too short a strip, or other pixels on it."""
    screen = scene.app.screen
    sprites = painter_of(scene).sprites
    problems = []
    for c, cards in enumerate(scene.snapshot().motion.display.columns):
        pile = column_pile(c)
        for i, card in enumerate(cards[:-1]):
            rect, below = scene.where().rest_rect(pile, i), scene.where().rest_rect(pile, i + 1)
            ink = index_ink(card, scene.snapshot().layout.card_w, scene.snapshot().layout.index_size)
            strip = below.y - rect.y
            if strip < ink.bottom:
                problems.append(f"column {c + 1} card {i + 1} {card}: strip {strip} < index {ink.bottom}")
                continue
            if not index_shown(screen, sprites.face(card), card, rect, sprites.index):
                problems.append(f"column {c + 1} card {i + 1} {card}: index covered on screen")
    return problems


def show(app, position: Position, size: tuple[int, int], large: bool) -> TableScene:
    app.settings = app.settings.with_changes(large_cards=large)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, Game(position), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    return scene


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lengths", LONG)
def test_every_covered_index_is_whole_in_long_columns(app, size, large, lengths):
    scene = show(app, long_columns_position(lengths, seed=sum(lengths)), size, large)
    assert max(len(c) for c in scene.snapshot().motion.display.columns) >= 16
    assert unreadable_cards(scene) == [], (size, large)
    assert scene.snapshot().layout.strip_min >= index_depth(scene.snapshot().layout.card_w, scene.snapshot().layout.index_size)


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_normal_cards_keep_their_size_up_to_twelve_cards_and_step_down_beyond(size):
    """Normal cards are planned for columns of twelve: shorter columns never re-lay the table; a
    longer one shrinks the cards step by step, each step still holding every index whole."""
    from game.view.layout import compute_layout

    fresh = compute_layout(size)
    for lengths in ([12] * 10, [4] * 10, [12, 0, 9, 12, 3, 11, 1, 7, 12, 2]):
        assert not fresh.needs_relayout(tuple(lengths))
    assert all(fresh.columns[c].h >= fresh.card_h + 11 * fresh.strip_min for c in range(10))
    widths = [fresh.card_w]
    for longest in range(13, 17):
        lengths = (longest, 4, 4, 4, 4, 4, 4, 4, 4, 4)
        assert fresh.needs_relayout(lengths)
        grown = compute_layout(size, lengths=lengths)
        assert all(grown.columns[c].h >= grown.card_h + (longest - 1) * grown.strip_min for c in range(10))
        assert grown.strip_min >= index_depth(grown.card_w, grown.index_size)
        widths.append(grown.card_w)
    assert widths == sorted(widths, reverse=True) and widths[-1] < widths[0]
    assert compute_layout(size, lengths=(12,) * 10).card_w == fresh.card_w   # back to twelve: back to the deal's size


def test_a_growing_column_re_lays_the_table_so_its_index_stays_whole(app):
    """Large cards at 1280×720: column 1 grows card by card from the waste; each time the table
    shrinks just enough, and every covered index stays readable."""
    run_cards = [Card(rank, 3) for rank in range(13, 6, -1)]          # ♠K … ♠7 on three loose cards
    waste = [Card(rank, 3) for rank in (1, 2, 3, 4, 5, 6)]             # ♠6 on top, then ♠5 …
    base = long_columns_position([4] * 10, seed=1)
    columns = [list(c) for c in base.columns]
    used = run_cards + waste
    pool = [card for part in (base.talon, *columns[:1]) for card in part]
    for card in used:
        pool.remove(card)
    columns[0] = pool[:3] + run_cards
    talon = pool[3:]
    position = Position("classic", columns, [0] * 8, talon, waste, 0)
    position.check()
    scene = show(app, position, (1280, 720), True)
    widths = [scene.snapshot().layout.card_w]
    for _ in range(6):
        scene.act(Play(WASTE, 0))
        run(scene, 0.05)          # mid-flight: the table is already laid for the card coming in
        settle(scene)
        scene.app.draw()
        assert unreadable_cards(scene) == []
        widths.append(scene.snapshot().layout.card_w)
    assert len(scene.snapshot().motion.display.columns[0]) == 16
    assert widths[-1] < widths[0] and widths == sorted(widths, reverse=True)



@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_a_lifted_card_leaves_the_index_beneath_it_whole(app, size, large):
    """A tapped card rises a little to show it is lifted, but never over the corner index of the
    card it lies on: ♠3 lifted from ♥4 (three targets, so it stays lifted)."""
    scene = show(app, targets_position(), size, large)
    pile = column_pile(0)
    click(scene, scene.card_point(pile, 2))
    assert scene.state().selection is not None
    beneath = scene.snapshot().motion.display.columns[0][1]
    ink = index_ink(beneath, scene.snapshot().layout.card_w, scene.snapshot().layout.index_size).move(scene.where().rest_rect(pile, 1).topleft)
    lifted = scene.where().card_rect(pile, 2)
    assert lifted.y >= ink.bottom, (lifted, ink)                        # the lifted card starts below the index
    assert lifted.y <= scene.where().rest_rect(pile, 2).y                  # it does not sink
