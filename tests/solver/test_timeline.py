"""The timed bound (`timed_lost`): never "lost" on a winnable position, and its "lost" verdicts hold."""

from __future__ import annotations

import random

import pytest

from game.engine import CLASSIC, RELAXED, Game, deal
from solver import Budget, Verdict, solve
from solver.best_first import best_first
from solver.compact import TURN, from_position
from solver.core import Searcher, Weights, autoplay, step
from solver.fixpoint import cannot_win
from solver.proof import column_proof
from solver.timeline import timed_lost

from .boards import FROZEN, board, winnable_by_construction

SOLVABLE, UNSOLVABLE, UNKNOWN = Verdict.SOLVABLE, Verdict.UNSOLVABLE, Verdict.UNKNOWN

# Winnable only by sending K♠ up straight from the waste: that uncovers 2♥, and then hearts and
# clubs alternate between waste and columns. No column card can move before that.
UP_FROM_THE_WASTE = """
variant: classic
redeals: 0
foundations: AC KC KD KD AH KH QS KS
talon:
waste: KC QC JC TC 8C 6C 4C 2C QH TH 8H 6H 4H 2H KS
1: 3H
2: 5H
3: 7H
4: 9H
5: JH
6: KH
7: 3C
8: 5C
9: 7C
10: 9C
"""

# Winnable only by parking 3♥ on 4♥ before 5♥ covers its place in the waste: it goes up from
# the column once 2♥ is turned (the 5♥ waits for the 4♥ under it).
UP_AFTER_PARKING = """
variant: classic
redeals: 0
foundations: AC KC KD KD AH KH KS KS
talon: 2H 5H
waste: QC TC 8C 6C 4C 2C QH TH 8H 7H 6H 3H
1: 4H
2: 9H
3: JH
4: KH
5: 3C
6: 5C
7: 7C
8: 9C
9: JC
10: KC
"""

# Found by a random search for positions where a waste card that moved to a column must take
# a card itself (J♠ onto Q♠, then 10♠ onto it) before any column can be emptied.
TARGET_AFTER_PARKING = """
variant: classic
redeals: 0
foundations: KC KC AD AD KH KH 8S 8S
talon: 4D
waste: 5D JD 9D QD JS
1: 8D QS 5D
2: 8D TS
3: 9S 2D 9D KS
4: TD 7D
5: 6D JS 7D
6: 3D
7: JD 4D 6D QD 3D
8: 2D TD
9: 9S KD KS QS
10: KD TS
"""


def _positions_along(position, moves):
    """Every position of a line, in the compact form, the start included."""
    game = Game(position)
    yield from_position(game.position)
    for move in moves:
        game.push(move)
        yield from_position(game.position)


@pytest.mark.parametrize("seed", range(40))
def test_never_lost_along_a_constructed_winning_line(seed):
    """Positions built backwards from the won table are winnable whatever the bound thinks."""
    position, line = winnable_by_construction(seed, CLASSIC, steps=300 + 20 * seed)
    states = list(_positions_along(position, line))
    assert any(state.talon for state in states)  # the talon timing is exercised
    for state in states:
        assert not timed_lost(state, CLASSIC)


@pytest.mark.parametrize("game", [2, 7, 10])
def test_never_lost_along_the_solvers_line_of_a_real_deal(game):
    position = deal(game, CLASSIC)
    result = solve(position, Budget(seconds=30))
    assert result.verdict is SOLVABLE
    for state in _positions_along(position, result.moves):
        assert not timed_lost(state, CLASSIC)


def _random_play(seed: int, talon_left: int):
    """A classic position from random play with at most ``talon_left`` talon cards."""
    rng = random.Random(seed)
    searcher = Searcher(CLASSIC)
    state, _ = autoplay(from_position(deal(rng.randrange(1, 32000), CLASSIC)))
    while len(state.talon) > talon_left:
        moves = searcher.moves(state)
        move = TURN if rng.random() < 0.35 else rng.choice(moves)
        state, _ = step(state, move)
    return state


def test_lost_verdicts_are_confirmed_by_exhaustive_search():
    """Where the bound says lost, a complete search of the position finds no win."""
    searcher = Searcher(CLASSIC)
    confirmed = 0
    for seed in range(400):
        state = _random_play(seed, talon_left=random.Random(seed).randrange(0, 6))
        if not timed_lost(state, CLASSIC):
            continue
        verdict = best_first(searcher, state, Weights(), Budget(nodes=40_000), float("inf"), 0).verdict
        assert verdict is not SOLVABLE
        confirmed += verdict is UNSOLVABLE
    assert confirmed > 30


def test_it_proves_what_the_untimed_fixpoint_cannot():
    """Game 135: the first talon card, 2♦, is buried by every later turn before anything can go
    up; the untimed fixpoint lets it leave whenever it was once on top, the timed one does not."""
    state, _ = autoplay(from_position(deal(135, CLASSIC)))
    assert not cannot_win(state, CLASSIC)
    assert timed_lost(state, CLASSIC)
    result = solve(deal(135, CLASSIC), Budget(seconds=10))
    assert result.verdict is UNSOLVABLE
    assert result.nodes == 1  # no search: the bound answers at the start


@pytest.mark.parametrize("text", [UP_FROM_THE_WASTE, UP_AFTER_PARKING, TARGET_AFTER_PARKING])
def test_hand_made_winnable_positions_are_not_called_lost(text):
    """Each needs one way a card leaves the waste that a careless bound would forget."""
    position = board(text)
    assert solve(position, Budget(seconds=10)).verdict is SOLVABLE
    assert not timed_lost(from_position(position), CLASSIC)
    assert not cannot_win(from_position(position), CLASSIC)  # the untimed bound, too
    assert _prove(position)[0] is UNKNOWN  # and the column proof finds the column to empty


def test_a_frozen_table_is_lost_and_relaxed_is_left_to_the_untimed_bound():
    assert timed_lost(from_position(board(FROZEN)), CLASSIC)
    assert not timed_lost(from_position(board(FROZEN, RELAXED, redeals=1)), RELAXED)


def _prove(position, seconds=5.0):
    searcher = Searcher(position.variant)
    budget = Budget(seconds=seconds)
    verdict, _, nodes = column_proof(searcher, from_position(position), budget, budget.deadline(), 0)
    return verdict, nodes


def test_the_column_proof_proves_a_deal_the_bound_alone_cannot():
    """Game 46: the bound is too generous at the start, but every position it cannot settle
    leads within a few hundred positions to ones it can."""
    state, _ = autoplay(from_position(deal(46, CLASSIC)))
    assert not timed_lost(state, CLASSIC)
    verdict, nodes = _prove(deal(46, CLASSIC))
    assert verdict is UNSOLVABLE
    assert nodes > 100


@pytest.mark.parametrize("game", [2, 7, 10, 15])
def test_the_column_proof_gives_up_where_a_column_can_be_emptied(game):
    """Solvable deals (2, 7, 10) and a hard open one (15) let a column be emptied."""
    verdict, _ = _prove(deal(game, CLASSIC))
    assert verdict is UNKNOWN


@pytest.mark.parametrize("seed", range(60))
def test_the_column_proof_never_calls_a_winnable_position_lost(seed):
    position, line = winnable_by_construction(seed, CLASSIC, steps=200 + 10 * seed)
    game = Game(position)
    for move in line:
        if all(game.position.columns):
            assert _prove(game.position, 1.0)[0] is not UNSOLVABLE
        game.push(move)
