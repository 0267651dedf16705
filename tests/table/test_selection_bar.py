"""R10's selection bar stands by the lifted run ("1 Karte ▲▼" appeared in the
far top-left corner): under its last card where the column has room, else over that card's
lower part; never over any card's index, never over another column, inside the window; and its
▲ ▼ work where they are drawn. Checked on the rendered table, every language."""

from __future__ import annotations

import pygame
import pytest

from game.engine import WASTE_PILE, Game, column_pile, run_length
from game.scenes.tabletop.scene import TableScene
from tests.harness.readable import index_ink, index_shown
from tests.harness.table import click, painter_of, run
from tools.positions import long_columns_position, seed_example_position

SIZES = [(1280, 720), (1920, 1080), (720, 1280), (1024, 768), (480, 480), (3840, 2160)]
SHORT = seed_example_position()                                           # column 3 ends ♦K ♠9 ♠8 ♠7
LONG = long_columns_position([5, 16, 4, 9, 13, 4, 12, 3, 11, 6], seed=7)   # runs reaching the bottom edge


def lift(app, size: tuple[int, int], large: bool, position, column: int) -> TableScene:
    app.settings = app.settings.with_changes(large_cards=large, auto_play=False)
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, Game(position), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    cards = scene.snapshot().motion.display.columns[column]
    click(scene, scene.card_point(column_pile(column), len(cards) - run_length(cards)))
    run(scene, 0.3)
    assert scene.state().selection is not None and scene.state().selection.src == column
    return scene


def bar_problems(scene: TableScene) -> list[str]:
    bar = scene.where().selection_bar()
    assert bar is not None
    column = scene.state().selection.src
    lay = scene.snapshot().layout
    parts = {"words": bar.words, "down": bar.down, "up": bar.up}
    last = scene.where().card_rect(column_pile(column), len(scene.snapshot().motion.display.columns[column]) - 1)
    problems = []
    for name, rect in parts.items():
        if not scene.app.screen.get_rect().contains(rect):
            problems.append(f"{name} {rect} leaves the window")
        for other, area in enumerate(lay.columns):
            if other != column and rect.colliderect(area):
                problems.append(f"{name} {rect} reaches into column {other + 1}")
    for name, rect in (("words", bar.words), ("buttons", bar.down.union(bar.up))):
        if abs(rect.centerx - last.centerx) > 1:
            problems.append(f"{name} {rect} not under the lifted card {last}")
    top, bottom = min(r.top for r in parts.values()), max(r.bottom for r in parts.values())
    if not (last.bottom <= top <= last.bottom + lay.margin or last.top < top < last.bottom):
        problems.append(f"bar {top}–{bottom} not by the lifted card {last}")
    display = scene.snapshot().motion.display
    for c, cards in enumerate(display.columns):   # no card's index lies under the bar
        for i, card in enumerate(cards):
            ink = index_ink(card, lay.card_w, lay.index_size).move(scene.where().card_rect(column_pile(c), i).topleft)
            if any(ink.colliderect(rect) for rect in parts.values()):
                problems.append(f"index of {card} (column {c + 1}) under the bar")
    # … and on the rendered window the lifted run's last card shows its index whole.
    card = display.columns[column][-1]
    if not index_shown(scene.app.screen, painter_of(scene).sprites.face(card), card, last,
                       painter_of(scene).sprites.index):
        problems.append(f"the lifted {card}'s index is not whole on the window")
    return problems


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_bar_stands_by_the_lifted_run_and_covers_no_index(app, size, large, language):
    for position, column in ((SHORT, 2), (LONG, 1)):
        scene = lift(app, size, large, position, column)
        assert bar_problems(scene) == [], (size, column)


def test_the_bar_s_buttons_work_where_they_are_drawn(app):
    scene = lift(app, (1280, 720), False, LONG, 1)
    count = scene.state().selection.count
    bar = scene.where().selection_bar()
    click(scene, bar.down.center)
    assert scene.state().selection is not None and scene.state().selection.count == count - 1
    click(scene, scene.where().selection_bar().up.center)
    assert scene.state().selection.count == count
    assert scene.where().bar_text() == scene.where().selection_bar().text


def test_the_bar_is_drawn_with_its_words(app, language):
    """The words drawn are the bar's (the pill shows them where `selection_bar` says)."""
    scene = lift(app, (1920, 1080), False, SHORT, 2)
    bar = scene.where().selection_bar()
    felt = pygame.Surface(bar.words.size)
    felt.blit(painter_of(scene).background, (0, 0), bar.words)
    shown = scene.app.screen.subsurface(bar.words)
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(felt, "RGB")   # something is drawn there
    waste = scene.snapshot().motion.display.waste
    if waste:   # and nothing of the bar lies on the waste
        assert index_shown(scene.app.screen, painter_of(scene).sprites.face(waste[-1]), waste[-1],
                           scene.where().rest_rect(WASTE_PILE, len(waste) - 1), painter_of(scene).sprites.index)
    assert index_ink is not None
