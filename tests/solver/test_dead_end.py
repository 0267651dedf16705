"""dead_end (R17) and the cannot_win bound: known cases, and soundness against exhaustive search."""

from __future__ import annotations

import time

from game.engine import Game, deal
from solver.budget import Budget
from solver.compact import fits, from_position
from solver.dead_end import NO, UNKNOWN, YES, _reach, _search, cannot_win, dead_end, parking_bound
from solver.playouts import spent_positions
from solver.search import solve
from tests.engine.positions import build

from .boards import FROZEN, ONE_MOVE_FROM_UP, board, winnable_by_construction


def test_frozen_table_is_a_dead_end_in_both_variants():
    assert dead_end(board(FROZEN)) == NO
    assert dead_end(board(FROZEN, "relaxed", redeals=1)) == NO


def test_relaxed_with_its_redeal_left_is_not_a_dead_end_yet():
    assert dead_end(board(FROZEN, "relaxed")) == UNKNOWN


def test_a_card_one_move_from_its_foundation_is_not_a_dead_end():
    position = board(ONE_MOVE_FROM_UP)
    assert dead_end(position) == YES
    # The answer needs a move: no card fits a foundation straight away.
    state = from_position(position)
    assert all(not col or fits(state.found, col[-1]) < 0 for col in state.cols)
    assert fits(state.found, state.waste[-1]) < 0


def test_talon_left_is_not_asked_about():
    assert dead_end(deal(1, "classic")) in (UNKNOWN, YES)


def test_fixpoint_no_is_confirmed_by_exhaustive_search():
    """Whenever the cheap fixpoint says "no card can go up", the full search agrees."""
    checked = 0
    for position in spent_positions(200, seed=3):
        state = from_position(position)
        if not _reach(state, position.variant, win=False):
            assert _search(state, position.variant, Budget(seconds=None)) == NO
            checked += 1
    assert checked > 50


def test_dead_end_answers_agree_with_exhaustive_search():
    answers = {YES: 0, NO: 0}
    for position in spent_positions(120, seed=11):
        answer = dead_end(position, 2.0)
        truth = dead_end(position, Budget(seconds=None))
        assert answer in (truth, UNKNOWN)
        if answer != UNKNOWN:
            answers[answer] += 1
    assert answers[YES] > 10 and answers[NO] > 10


def test_dead_end_is_fast_on_random_play():
    times = []
    for position in spent_positions(150, seed=5):
        t = time.perf_counter()
        dead_end(position, 1.0)
        times.append(time.perf_counter() - t)
    times.sort()
    assert times[len(times) // 2] < 0.05


def test_cannot_win_never_fires_on_winnable_positions():
    for seed in range(20):
        position, _ = winnable_by_construction(seed, "classic" if seed % 2 else "relaxed", steps=60 + 15 * seed)
        assert not cannot_win(from_position(position), position.variant)
    position = deal(7, "classic")
    game = Game(position)
    for move in solve(position, 20).moves:
        assert not cannot_win(from_position(game.position), "classic")
        game.push(move)


def test_cannot_win_fires_on_the_frozen_table():
    assert cannot_win(from_position(board(FROZEN)), "classic")


def test_parking_bound_never_fires_along_winning_lines():
    """Every position of a real winning line is winnable, so the bound must stay silent there."""
    checked = 0
    for number, variant in [(2, "classic"), (7, "classic"), (12, "classic"), (14, "classic"), (3, "relaxed"), (9, "relaxed")]:
        position = deal(number, variant)
        game = Game(position)
        for move in solve(position, 20).moves:
            assert not parking_bound(from_position(game.position), variant), (number, variant, move)
            game.push(move)
            checked += 1
    for seed in range(20):
        position, _ = winnable_by_construction(seed, "classic", steps=200 + 10 * seed)
        assert not parking_bound(from_position(position), "classic")
    assert checked > 1000


def test_parking_bound_fires_when_eight_kings_need_eight_empty_columns():
    # Waste, bottom to top: the eight Aces, the eight Queens, the eight Kings. Until the Queens
    # come free, each King can only wait alone in an empty column; eight columns hold a Jack at
    # the bottom that can neither go up (its Ace is in the waste) nor onto a Queen: only two
    # columns can ever be empty for eight Kings.
    aces = "AS AS AH AH AD AD AC AC"
    queens = "QS QS QH QH QD QD QC QC"
    kings = "KS KS KH KH KD KD KC KC"
    jacks = {c + 1: j for c, j in enumerate(["JS", "JS", "JH", "JH", "JD", "JD", "JC", "JC"])}
    position = build(jacks, waste=f"{aces} {queens} {kings}")
    assert parking_bound(from_position(position), "classic")
    # Only two Kings on top (the others still in the talon): two Kings for the two columns
    # that can be emptied – exactly enough, so no proof.
    position = build(jacks, waste=f"{aces} {queens} KS KS")
    assert not parking_bound(from_position(position), "classic")
    # Three Kings: one too many.
    position = build(jacks, waste=f"{aces} {queens} KS KS KH")
    assert parking_bound(from_position(position), "classic")
