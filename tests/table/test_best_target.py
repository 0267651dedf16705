"""The best-target ranking (docs/best-target.md): safe foundation, build on a column, unsafe foundation, empty column."""

from __future__ import annotations

from game.advisor.best_target import best_move, rank_targets
from game.engine import FOUNDATION, Game, legal_targets
from tests.positions import safe_ace_position
from tools.positions import seed_example_position, targets_position


def test_safe_foundation_beats_column_and_empty_column():
    p = safe_ace_position()
    targets = legal_targets(p, 0, 1)
    assert rank_targets(p, 0, 1, targets) == [FOUNDATION, 4, 6]


def test_building_beats_an_unsafe_foundation_which_beats_an_empty_column():
    p = targets_position()                    # ♠3: onto ♠4, onto one ♠2 while the other is down, the empty column
    targets = legal_targets(p, 0, 1)
    assert rank_targets(p, 0, 1, targets) == [4, FOUNDATION, 6]


def test_building_beats_an_empty_column():
    p = seed_example_position()
    targets = legal_targets(p, 8, 1)          # ♦Q: onto ♦K (column 10) or into the empty column 7
    assert rank_targets(p, 8, 1, targets) == [9, 6]


def test_whole_column_into_empty_column_ranks_last_and_is_never_hinted():
    p = seed_example_position()
    assert rank_targets(p, 3, 1, [6]) == [6]  # the only choice still ranks
    move = best_move(p)
    assert move is not None and not (move.src == 3 and move.dst == 6)


def test_hint_move_is_legal_on_real_deals():
    for number in (1, 2, 3, 617, 12345):
        game = Game.new(number)
        for _ in range(30):
            move = best_move(game.position)
            if move is None:
                break
            assert game.is_legal(move)
            game.push(move)
