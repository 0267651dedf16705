"""The capacity bound (`capacity_lost`) and the timed fixpoint it builds on (`first_empty`).

What a player would notice if these were wrong: a winnable deal or position called lost. So
the times `first_empty` computes are checked against real continuations (the shipped winning
lines and lines built backwards from the won table): no column is ever empty before T1, and
no stream card leaves before its computed index while no column has been empty. That the
bound never fires on any position along those lines is checked with the other start bounds in
`test_root_bounds.py` (`lost_at_start` asks it for Classic).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import CLASSIC, RELAXED, deal
from solver import Budget, Verdict, solve
from solver.best_first import best_first
from solver.capacity import capacity_lost
from solver.compact import FINISH, TURN, WASTE, State, apply, from_position, parse_move
from solver.core import Searcher, Weights, autoplay, step
from solver.fixpoint import cannot_win
from solver.parking import parking_bound
from solver.timeline import NEVER, first_empty, timed_lost

from .boards import winnable_by_construction

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"


def _check_times_along(start: State, moves: list[str]) -> int:
    """From every position of a line, follow the line on and hold `first_empty`'s times to it."""
    states = [start]
    compact = [parse_move(text) for text in moves]
    for move in compact:
        states.append(apply(states[-1], move))
    checked = 0
    for a, state in enumerate(states[:-1]):
        t1, leave = first_empty(state)
        assert len(leave) == len(state.waste) + len(state.talon)
        if not all(state.cols):
            assert t1 == 0
            continue
        turns = 0
        stack = list(range(len(state.waste)))  # stream indices of the cards in the waste
        arrived = len(stack)
        for move, after in zip(compact[a:], states[a + 1 :], strict=True):
            if move == TURN:
                turns += 1
                stack.append(arrived)
                arrived += 1
            elif move[0] == WASTE:
                assert turns >= leave[stack.pop()]
            elif move == FINISH:
                assert all(turns >= leave[i] for i in stack)
            checked += 1
            if not all(after.cols):
                assert turns >= t1  # the first empty column: never before T1
                break
    return checked


def _shipped(every: int) -> list[tuple[int, list[str]]]:
    rows = (DEALS / "classic.txt.lines").read_text(encoding="utf-8").splitlines()[::every]
    return [(int(number), moves.split()) for number, _, moves in (row.partition(" ") for row in rows)]


def test_times_hold_along_a_sample_of_shipped_lines():
    checked = sum(_check_times_along(from_position(deal(n, CLASSIC)), moves) for n, moves in _shipped(100))
    assert checked > 80_000


@pytest.mark.slow
def test_times_hold_along_every_shipped_line():
    checked = sum(_check_times_along(from_position(deal(n, CLASSIC)), moves) for n, moves in _shipped(1))
    assert checked > 1_000_000


def test_times_hold_along_lines_built_backwards():
    """Most of these positions have an empty column (T1 = 0, nothing to check); the rest count."""
    checked = 0
    for seed in range(80):
        position, moves = winnable_by_construction(seed, CLASSIC, steps=300 + 20 * (seed % 40))
        checked += _check_times_along(from_position(position), moves)
    assert checked > 50


def _random_play(seed: int) -> State:
    """A classic position from random play, anywhere from the start to the talon's end."""
    rng = random.Random(seed)
    searcher = Searcher(CLASSIC)
    state, _ = autoplay(from_position(deal(rng.randrange(1, 32000), CLASSIC)))
    talon_left = rng.randrange(0, 40)
    while len(state.talon) > talon_left:
        move = TURN if rng.random() < 0.35 else rng.choice(searcher.moves(state))
        state, _ = step(state, move)
    return state


def test_it_says_lost_whenever_the_timed_or_the_parking_bound_does():
    """It includes both: T1 = NEVER is the timed bound's verdict, and the waste anchors with
    no talon counted are the parking bound's count."""
    fired = 0
    for seed in range(300):
        state = _random_play(seed)
        t1, _ = first_empty(state)
        assert (t1 >= NEVER) == timed_lost(state, CLASSIC)
        if timed_lost(state, CLASSIC) or parking_bound(state, CLASSIC):
            assert capacity_lost(state, CLASSIC)
            fired += 1
    assert fired > 30


def test_lost_verdicts_are_confirmed_by_exhaustive_search():
    """Where it says lost on a late position, a complete search finds no win."""
    searcher = Searcher(CLASSIC)
    confirmed = 0
    for seed in range(300):
        rng = random.Random(seed)
        state, _ = autoplay(from_position(deal(rng.randrange(1, 32000), CLASSIC)))
        talon_left = rng.randrange(0, 6)
        while len(state.talon) > talon_left:
            move = TURN if rng.random() < 0.35 else rng.choice(searcher.moves(state))
            state, _ = step(state, move)
        if not capacity_lost(state, CLASSIC):
            continue
        verdict = best_first(searcher, state, Weights(), Budget(nodes=20_000), float("inf"), 0).verdict
        assert verdict is not Verdict.SOLVABLE
        confirmed += verdict is Verdict.UNSOLVABLE
    assert confirmed > 30


def test_it_proves_a_deal_at_the_start_that_no_other_bound_does():
    """Game 1473: a column can be emptied, so the timed bound is silent, and the waste is empty,
    so the parking bound is too; but the talon cards that surely arrive before the first empty
    column include more cards that could only wait in one than there are columns. (The column
    proof also proves the deal, after some 2,000 positions.)"""
    state, _ = autoplay(from_position(deal(1473, CLASSIC)))
    assert not timed_lost(state, CLASSIC)
    assert not parking_bound(state, CLASSIC)
    assert not cannot_win(state, CLASSIC)
    assert capacity_lost(state, CLASSIC)
    result = solve(deal(1473, CLASSIC), Budget(seconds=10))
    assert result.verdict is Verdict.UNSOLVABLE
    assert result.nodes == 1


def test_relaxed_is_left_to_the_other_bounds():
    state, _ = autoplay(from_position(deal(135, RELAXED)))
    assert not capacity_lost(state, RELAXED)
