"""dead_end (R17) and the cannot_win bound: known cases, and soundness against exhaustive search."""

from __future__ import annotations

from pathlib import Path

from game.engine import CLASSIC, RELAXED, Game, deal
from solver import DEAD_END_VERDICTS, Budget, Verdict, dead_end, solve
from solver.compact import apply, fits, from_position, is_won, parse_move
from solver.dead_ends import table_search
from solver.fixpoint import cannot_win, table_is_dead
from solver.parking import parking_bound
from solver.playouts import spent_positions

from .boards import FROZEN, ONE_MOVE_FROM_UP, board, eight_kings, winnable_by_construction

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"

YES, NO, UNKNOWN = Verdict.NOT_DEAD_END, Verdict.DEAD_END, Verdict.UNKNOWN


def test_frozen_table_is_a_dead_end_in_both_variants():
    assert dead_end(board(FROZEN)) is NO
    assert dead_end(board(FROZEN, RELAXED, redeals=1)) is NO


def test_relaxed_with_its_redeal_left_is_not_a_dead_end_yet():
    assert dead_end(board(FROZEN, RELAXED)) is UNKNOWN


def test_a_card_one_move_from_its_foundation_is_not_a_dead_end():
    position = board(ONE_MOVE_FROM_UP)
    assert dead_end(position) is YES
    # The answer needs a move: no card fits a foundation straight away.
    state = from_position(position)
    assert all(not col or fits(state.found, col[-1]) < 0 for col in state.cols)
    assert fits(state.found, state.waste[-1]) < 0


def test_talon_left_is_not_asked_about():
    assert dead_end(deal(1, CLASSIC)) in (UNKNOWN, YES)


def test_fixpoint_no_is_confirmed_by_exhaustive_search():
    """Whenever the cheap fixpoint says "no card can go up", the full search agrees."""
    checked = 0
    for position in spent_positions(200, seed=3):
        state = from_position(position)
        if table_is_dead(state, position.variant):
            assert table_search(state, position.variant, Budget(seconds=None)) is NO
            checked += 1
    assert checked > 50


def test_dead_end_answers_agree_with_exhaustive_search():
    answers = {YES: 0, NO: 0}
    for position in spent_positions(120, seed=11):
        answer = dead_end(position, 2.0)
        truth = dead_end(position, Budget(seconds=None))
        assert answer in (truth, UNKNOWN)
        assert answer in DEAD_END_VERDICTS
        if answer is not UNKNOWN:
            answers[answer] += 1
    assert answers[YES] > 10 and answers[NO] > 10


def test_dead_end_settles_random_play_in_few_positions():
    """Cheap by count, not by clock (the speed itself is `python -m solver deadends`): with 50
    positions of search, nine in ten answers are settled, and with 1,000 all but one in a hundred."""
    positions = list(spent_positions(150, seed=5))
    for nodes, share in ((50, 0.9), (1000, 0.99)):
        settled = sum(dead_end(p, Budget(seconds=None, nodes=nodes)) is not UNKNOWN for p in positions)
        assert settled >= share * len(positions), (nodes, settled)


def test_cannot_win_never_fires_on_winnable_positions():
    for seed in range(20):
        position, _ = winnable_by_construction(seed, CLASSIC if seed % 2 else RELAXED, steps=60 + 15 * seed)
        assert not cannot_win(from_position(position), position.variant)
    position = deal(7, CLASSIC)
    game = Game(position)
    for move in solve(position, 20).moves:
        assert not cannot_win(from_position(game.position), CLASSIC)
        game.push(move)


def test_cannot_win_fires_on_the_frozen_table():
    assert cannot_win(from_position(board(FROZEN)), CLASSIC)


def test_parking_bound_never_fires_along_winning_lines():
    """Every position of a real winning line is winnable, so the bound must stay silent there.
    The lines are the shipped solutions (not solved here: a search with a time budget finds
    fewer lines on a loaded machine, and the test would check less)."""
    checked = 0
    for variant in (CLASSIC, RELAXED):
        rows = (DEALS / f"{variant.name}.txt.lines").read_text(encoding="utf-8").splitlines()[:5]
        for number, _, moves in (row.partition(" ") for row in rows):
            state = from_position(deal(int(number), variant))
            for text in moves.split():
                assert not parking_bound(state, variant), (number, variant, text)
                state = apply(state, parse_move(text))
                checked += 1
            assert is_won(state)
    for seed in range(20):
        position, _ = winnable_by_construction(seed, CLASSIC, steps=200 + 10 * seed)
        assert not parking_bound(from_position(position), CLASSIC)
    assert checked > 1000


def test_parking_bound_fires_when_eight_kings_need_eight_empty_columns():
    # Until the Queens come free, each King can only wait alone in an empty column; eight
    # columns hold a Jack at the bottom that can neither go up (its Ace is in the waste) nor
    # onto a Queen: only two columns can ever be empty for eight Kings (boards.eight_kings).
    assert parking_bound(from_position(eight_kings("KS KS KH KH KD KD KC KC")), CLASSIC)
    # Only two Kings on top (the others still in the talon): two Kings for the two columns
    # that can be emptied – exactly enough, so no proof.
    assert not parking_bound(from_position(eight_kings("KS KS")), CLASSIC)
    # Three Kings: one too many.
    assert parking_bound(from_position(eight_kings("KS KS KH")), CLASSIC)
