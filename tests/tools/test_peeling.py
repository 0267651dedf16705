"""The peeling bound (tools/peeling, an experiment of its own): it must never call a winnable
position lost, it must say lost wherever the capacity bound it extends does, and its command
line must refuse bad input in one line.

What a player would notice if it were wrong: nothing today (`solve` does not ask it), but its
figures in docs/experiments.md are a claim about proofs, so it is held to the standard of every
bound the solver asks (docs/solver.md, "Every copy of the rules has a referee"): the brute-force
referee on small positions, every position along a sample of shipped winning lines and along
lines built backwards from the won table.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from game.engine import CLASSIC, RELAXED, auto_play, deal, parse_board
from solver.best_first import best_first
from solver.budget import Budget
from solver.capacity import capacity_lost
from solver.compact import from_position
from solver.core import Searcher, Weights, autoplay
from solver.verdict import Verdict
from tests.solver.boards import eight_kings, winnable_by_construction
from tests.solver.test_brute_force import Referee, TooBig, near_a_lock, small_position
from tests.solver.test_root_bounds import _positions, _shipped_lines
from tools.peeling import __main__ as cli
from tools.peeling.bound import peeling_lost

BOARD = Path(__file__).with_name("peeling_only.txt")


def _referee_sample(count: int, seed: int) -> dict[str, int]:
    """``count`` small positions (half near a lock, where the losses are), each as drawn and
    after safe auto-play: every "lost" must be a loss for the referee."""
    rng = random.Random(seed)
    tally = {"positions": 0, "lost": 0, "capacity lost": 0}
    while tally["positions"] < count:
        position = near_a_lock(rng) if tally["positions"] % 2 else small_position(rng, 14)
        played = position.copy()
        auto_play(played)
        try:
            for judged in (position, played):
                state = from_position(judged)
                lost = peeling_lost(state, judged.variant)
                capacity = capacity_lost(state, judged.variant)
                assert lost or not capacity, f"the capacity bound says lost, the peeling bound not:\n{judged.text()}"
                if lost:
                    assert not Referee(judged).win, f"the peeling bound says lost, the referee wins:\n{judged.text()}"
                tally["lost"] += lost
                tally["capacity lost"] += capacity
        except TooBig:
            continue
        tally["positions"] += 1
    return tally


def test_every_lost_agrees_with_the_brute_force_referee():
    tally = _referee_sample(600, seed=37)
    assert tally["lost"] >= 20, tally  # the sample holds losses the bound proves


@pytest.mark.slow
def test_every_lost_agrees_with_the_brute_force_referee_on_many_more():
    tally = _referee_sample(10_000, seed=3737)
    print(tally)
    assert tally["lost"] >= 300, tally


def _check_shipped(every: int) -> int:
    checked = 0
    for number, moves in _shipped_lines(CLASSIC)[::every]:
        for state in _positions(from_position(deal(number, CLASSIC)), moves):
            assert not peeling_lost(state, CLASSIC), number
            checked += 1
    return checked


def test_no_position_on_a_sample_of_shipped_lines_is_called_lost():
    assert _check_shipped(every=1000) > 1_000


@pytest.mark.slow
def test_no_position_on_many_shipped_lines_is_called_lost():
    assert _check_shipped(every=20) > 50_000


def _catalogued(every: int) -> int:
    numbers = [number for number, _ in _shipped_lines(CLASSIC)[::every]]
    for number in numbers:
        start = from_position(deal(number, CLASSIC))
        assert not peeling_lost(start, CLASSIC), number
        assert not peeling_lost(autoplay(start)[0], CLASSIC), number
    return len(numbers)


def test_no_catalogued_deal_is_called_lost_at_its_start():
    assert _catalogued(every=5) > 500


@pytest.mark.slow
def test_no_catalogued_deal_at_all_is_called_lost_at_its_start():
    assert _catalogued(every=1) > 2_500


@pytest.mark.parametrize("seed", range(1, 40, 2))
def test_no_position_on_a_line_built_backwards_is_called_lost(seed):
    position, moves = winnable_by_construction(seed, CLASSIC, steps=200 + 20 * seed)
    for state in _positions(from_position(position), moves):
        assert not peeling_lost(state, CLASSIC), seed


def test_it_proves_a_position_the_capacity_bound_does_not_and_a_search_confirms_it():
    """A position a complete search on an open deal met (9 talon cards left, T1 = 0): the
    waste's K♠ is locked; six columns hold locked cards and three locked cards lie above it –
    ten columns with the K♠'s own, which is all the capacity bound counts. But the 2♠ above it
    cannot be released before its twin 3♠ arrives two turns later, and every later index brings
    a locked talon card: eleven columns at every index. Best-first runs dry on it: lost."""
    state = from_position(parse_board(BOARD.read_text(encoding="utf-8")))
    assert peeling_lost(state, CLASSIC)
    assert not capacity_lost(state, CLASSIC)
    outcome = best_first(Searcher(CLASSIC), state, Weights(), Budget(seconds=60), time.monotonic() + 60, 0)
    assert outcome.verdict is Verdict.UNSOLVABLE


def test_it_proves_the_eight_kings_and_leaves_relaxed_alone():
    position = eight_kings("KS KS KH KH KD KD KC KC")
    assert peeling_lost(from_position(position), CLASSIC)
    assert not peeling_lost(from_position(position), RELAXED)


def test_each_command_prints_its_summary_line(capsys):
    assert cli.main(["starts", "--games", "1-2"]) == 0
    assert capsys.readouterr().out.startswith("peeling starts: deals 2, capacity lost 0, peeling lost 0")
    assert cli.main(["times", "--games", "135"]) == 0
    assert "no column ever empty 1" in capsys.readouterr().out  # game 135: the timed bound's deal
    assert cli.main(["search", "--games", "46", "--seconds", "120"]) == 0   # exhausted well before: a bound, not a timing
    assert "exhausted 1" in capsys.readouterr().out  # game 46: the column proof's deal
    assert cli.main(["random", "--positions", "5", "--seed", "2"]) == 0
    assert capsys.readouterr().out.startswith("peeling random: positions 5,")


@pytest.mark.parametrize(
    "argv",
    [
        ["starts"],
        ["starts", "--games", "0-3"],
        ["starts", "--games", "a"],
        ["search", "--games", "1", "--seconds", "nan"],
        ["search", "--games", "1", "--seconds", "-1"],
        ["search", "--games", "1", "--jobs", "0"],
        ["random", "--positions", "x"],
        ["search", "--games", "1", "--prune", "cp-sat"],
        ["prove"],
        ["starts", "--games", "1", "--bogus"],
    ],
)
def test_bad_input_ends_in_one_line_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as ended:
        cli.main(argv)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1
