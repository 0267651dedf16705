"""Long checks of the solver's measured figures (run with ``pytest -m slow``)."""

from __future__ import annotations

import io

import pytest

from solver import Verdict
from solver.batch import bench


@pytest.mark.slow
def test_relaxed_first_100_deals_all_solve_fast():
    outcomes = bench(list(range(1, 101)), "relaxed", 10, 2, io.StringIO())
    assert all(o.verdict is Verdict.SOLVABLE for o in outcomes)
    times = sorted(o.seconds for o in outcomes)
    assert times[len(times) // 2] <= 0.5


@pytest.mark.slow
def test_classic_first_20_deals_keep_their_solutions():
    # Measured 2026-11-30: deals 2, 7, 8, 10, 12, 13, 14 solve within 10 s.
    outcomes = bench(list(range(1, 21)), "classic", 10, 2, io.StringIO())
    solved = {o.game for o in outcomes if o.verdict is Verdict.SOLVABLE}
    assert len(solved) >= 6
    assert not any(o.verdict is Verdict.UNSOLVABLE for o in outcomes)


@pytest.mark.slow
def test_classic_deals_only_the_wide_beams_find_still_solve():
    # Measured 2026-11-30: the narrow beams never solve 11, 40 and 64; the
    # wide beams at the end of the portfolio do, within 10 s.
    outcomes = bench([11, 40, 64], "classic", 10, 2, io.StringIO())
    assert sum(o.verdict is Verdict.SOLVABLE for o in outcomes) >= 2
