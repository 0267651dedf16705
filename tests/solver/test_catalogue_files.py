"""The shipped catalogues: sorted, unique, big enough, and their numbers really solve."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import player_moves
from game.engine import Game, deal
from solver import Verdict, solve

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_catalogue_is_sorted_unique_and_has_500_numbers(variant):
    lines = (DEALS / f"{variant}.txt").read_text(encoding="utf-8").splitlines()
    numbers = [int(line.split()[0]) for line in lines]
    moves = [int(line.split()[1]) for line in lines]
    assert numbers == sorted(set(numbers))
    assert len(numbers) >= 500
    assert all(64 <= m < 400 for m in moves)  # every line turns the 64 talon cards


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_first_catalogued_numbers_solve(variant):
    lines = (DEALS / f"{variant}.txt").read_text(encoding="utf-8").splitlines()[:2]
    for line in lines:
        number = int(line.split()[0])
        position = deal(number, variant)
        result = solve(position, 20)
        assert result.verdict is Verdict.SOLVABLE, number
        assert player_moves(position, result.moves) > 64


def _shipped(variant):
    pars = {int(row.split()[0]): int(row.split()[1]) for row in (DEALS / f"{variant}.txt").read_text(encoding="utf-8").splitlines()}
    rows = (DEALS / f"{variant}.txt.lines").read_text(encoding="utf-8").splitlines()
    lines = {int(number): moves.split() for number, _, moves in (row.partition(" ") for row in rows)}
    return pars, lines


def _check_shipped(variant, every):
    """Every ``every``-th catalogued number: its shipped line wins, in exactly par player moves."""
    pars, lines = _shipped(variant)
    assert set(lines) == set(pars)
    for number in sorted(pars)[::every]:
        position = deal(number, variant)
        game = Game(position)
        for move in lines[number]:
            game.push(move)
        assert game.is_won(), number
        assert player_moves(position, lines[number]) == pars[number], number


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_catalogued_numbers_ship_a_line_that_wins_in_par_moves(variant):
    """The game shows these lines as the solution and their length as the par (B2, B3)."""
    _check_shipped(variant, every=50)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_every_catalogued_number_ships_a_line_that_wins_in_par_moves(variant):
    _check_shipped(variant, every=1)
