"""The replay's control buttons stay where they are while the table re-lays itself for a longer
or shorter column (issue: the bar moved under the finger as the cards changed size), and never
lie on a card's place. Only a new window size, or a column so long that the other arrangement
(talon under the columns or beside them) takes over, places them anew."""

from __future__ import annotations

import pytest

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, Game
from game.scenes.tabletop.replay import ReplayScene
from game.view.layout import compute_layout
from tests.harness.table import run

NUMBER = "1612"      # a shipped classic solution


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768), (720, 1280)])
def test_the_controls_keep_their_places_while_the_cards_change_size(app, size):
    app.scenes.clear()
    app.resize(size)
    replay = ReplayScene(app, Game.new(NUMBER, CLASSIC), SolutionBook().line(CLASSIC, NUMBER))
    app.push(replay)
    run(replay, 0.1)
    before = dict(replay.control_rects())
    dealt = replay.snapshot().layout
    for longest in (13, 15, 17, 12):          # a column grows past twelve cards, then shrinks back
        lengths = (longest,) + (4,) * 9
        layout = compute_layout(size, with_menu=replay.snapshot().with_menu, lengths=lengths,
                                prefer=dealt.arrangement)   # as `TableView.resize` lays it
        if not layout.portrait:
            assert layout.card_w < dealt.card_w or longest == 12
        rects = replay.controls_for(layout)
        if layout.arrangement == dealt.arrangement:   # a new arrangement moves talon and words too
            assert rects == before, longest
        for rect in rects.values():
            assert not any(rect.colliderect(place) for place in layout.card_places()), (longest, rect)


def test_the_controls_move_with_the_window(app):
    app.scenes.clear()
    app.resize((1920, 1080))
    replay = ReplayScene(app, Game.new(NUMBER, CLASSIC), SolutionBook().line(CLASSIC, NUMBER))
    app.push(replay)
    run(replay, 0.1)
    wide = dict(replay.control_rects())
    app.resize((1280, 720))
    run(replay, 0.1)
    assert replay.control_rects() != wide
