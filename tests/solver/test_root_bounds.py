"""The bounds `solve` asks before any search (`search.lost_at_start`) never call a winnable
position lost: every position along the shipped winning lines, replayed with and without
safe auto-play, and along lines built backwards from the won table (the check every new
bound must pass, docs/solver.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import CLASSIC, RELAXED, deal
from solver.compact import State, apply, from_position, is_won, parse_move
from solver.core import autoplay
from solver.search import lost_at_start

from .boards import winnable_by_construction

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"


def _shipped_lines(variant: str) -> list[tuple[int, list[str]]]:
    rows = (DEALS / f"{variant}.txt.lines").read_text(encoding="utf-8").splitlines()
    return [(int(number), moves.split()) for number, _, moves in (row.partition(" ") for row in rows)]


def _positions(start: State, moves: list[str]) -> list[State]:
    """The compact positions along a winning line, each as it is and with every safe card sent
    up (what a player with auto-play on sees there; winnable whenever the other is, rule 1 of
    docs/solver.md). The line must end won."""
    state = start
    out = [state, autoplay(state)[0]]
    for text in moves:
        state = apply(state, parse_move(text))
        out += [state, autoplay(state)[0]]
    assert is_won(state)
    return out


def _check_shipped(variant: str, every: int) -> int:
    checked = 0
    for number, moves in _shipped_lines(variant)[::every]:
        start = from_position(deal(number, variant))
        for state in _positions(start, moves):
            assert not lost_at_start(state, variant), (variant, number)
            checked += 1
    return checked


@pytest.mark.parametrize("variant", [CLASSIC, RELAXED])
def test_no_position_on_a_sample_of_shipped_lines_is_called_lost(variant):
    assert _check_shipped(variant, every=100) > 10_000


@pytest.mark.slow
@pytest.mark.parametrize("variant", [CLASSIC, RELAXED])
def test_no_position_on_any_shipped_line_is_called_lost(variant):
    assert _check_shipped(variant, every=1) > 100_000


@pytest.mark.parametrize("seed", range(40))
def test_no_position_on_a_line_built_backwards_is_called_lost(seed):
    variant = CLASSIC if seed % 2 else RELAXED
    position, moves = winnable_by_construction(seed, variant, steps=200 + 20 * seed)
    for state in _positions(from_position(position), moves):
        assert not lost_at_start(state, variant), seed
