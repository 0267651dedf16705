"""The shipped catalogues: sorted, unique, big enough, and their numbers really solve."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import deal
from solver.line import player_moves
from solver.search import SOLVABLE, solve

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
        assert result.status == SOLVABLE, number
        assert player_moves(position, result.moves) > 64
