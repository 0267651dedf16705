"""solve: lines replay to a win, tiny positions solve, winnable positions are never called unsolvable."""

from __future__ import annotations

import multiprocessing
import pickle
import threading
import time

import pytest

from game.engine import CLASSIC, RELAXED, Game, Move, deal
from solver import SOLVE_VERDICTS, Budget, LineError, SolveResult, Verdict, solve, verify_line
from solver.compact import from_position
from solver.core import autoplay
from solver.fixpoint import cannot_win
from solver.timeline import timed_lost

from .boards import FEW_LEFT, FROZEN, board, eight_kings, winnable_by_construction

SOLVABLE, UNSOLVABLE, UNKNOWN = Verdict.SOLVABLE, Verdict.UNSOLVABLE, Verdict.UNKNOWN


def _replays(position, moves):
    game = Game(position)
    for move in moves:
        game.push(move)
    return game.is_won()


@pytest.mark.parametrize(("game", "variant"), [(1, RELAXED), (7, RELAXED), (2, CLASSIC), (7, CLASSIC)])
def test_deal_solutions_replay_to_a_win(game, variant):
    position = deal(game, variant)
    result = solve(position, Budget(seconds=20))
    assert result.verdict is SOLVABLE
    assert _replays(position, result.moves)
    assert result.nodes > 0


def test_classic_solution_uses_only_legal_moves_and_no_hidden_auto_play():
    position = deal(2, CLASSIC)
    result = solve(position, 20)
    game = Game(position)
    for move in result.moves:
        assert game.is_legal(Move.parse(move)), move
        game.push(move)
    assert game.is_won()
    # Every one of the 104 cards reaches a foundation through an explicit move or a finish.
    assert sum(Move.parse(m).to_foundation for m in result.moves) == 104 or str(Move.finish()) in result.moves


@pytest.mark.parametrize("variant", [CLASSIC, RELAXED])
def test_few_cards_left_solve(variant):
    position = board(FEW_LEFT, variant)
    result = solve(position, 5)
    assert result.verdict is SOLVABLE
    assert _replays(position, result.moves)


def test_frozen_table_is_unsolvable():
    assert solve(board(FROZEN), 5).verdict is UNSOLVABLE


def test_relaxed_frozen_table_is_proved_before_any_search():
    """The untimed fixpoint (`cannot_win`) speaks for Relaxed, where the timed bound does not."""
    position = board(FROZEN, RELAXED, redeals=1)
    state = autoplay(from_position(position))[0]
    assert not timed_lost(state, RELAXED) and cannot_win(state, RELAXED)
    result = solve(position, 5)
    assert result.verdict is UNSOLVABLE and result.nodes == 1


def test_eight_kings_for_two_columns_are_proved_before_any_search():
    """Only the parking bound sees this one: two columns can be emptied (so neither fixpoint
    proves anything), but eight Kings on the waste would each need one (test_dead_end)."""
    position = eight_kings("KS KS KH KH KD KD KC KC")
    state = autoplay(from_position(position))[0]
    assert not timed_lost(state, CLASSIC) and not cannot_win(state, CLASSIC)
    result = solve(position, 5)
    assert result.verdict is UNSOLVABLE and result.nodes == 1


def test_solve_answers_only_its_verdicts_and_its_result_is_a_plain_value():
    for position in (deal(2, CLASSIC), board(FROZEN), deal(1, CLASSIC)):
        result = solve(position, 0.3)
        assert result.verdict in SOLVE_VERDICTS
        assert isinstance(result, SolveResult) and isinstance(result.moves, tuple)
        assert pickle.loads(pickle.dumps(result)) == result  # the game's worker sends it across a queue


def test_won_position_is_solvable_with_no_moves():
    position, _line = winnable_by_construction(seed=1, variant=CLASSIC, steps=0)
    assert position.is_won()
    result = solve(position, 1)
    assert result.verdict is SOLVABLE and result.moves == ()


@pytest.mark.parametrize("seed", range(12))
def test_winnable_by_construction_is_never_called_unsolvable(seed):
    variant = CLASSIC if seed % 2 else RELAXED
    position, line = winnable_by_construction(seed, variant, steps=120 + 20 * seed)
    assert _replays(position, line)  # the construction itself is right
    result = solve(position, 3)
    assert result.verdict is not UNSOLVABLE
    if result.verdict is SOLVABLE:
        assert _replays(position, result.moves)


def test_positions_along_a_winning_line_stay_solvable():
    position = deal(7, CLASSIC)
    moves = solve(position, 20).moves
    game = Game(position)
    for i, move in enumerate(moves):
        if i % 40 == 20:
            result = solve(game.position, 5)
            assert result.verdict is SOLVABLE, i
            assert _replays(game.position, result.moves)
        game.push(move)


def test_verify_line_rejects_a_line_that_does_not_win():
    position = deal(7, CLASSIC)
    with pytest.raises(LineError):
        verify_line(position, ["t", "t"])
    with pytest.raises(LineError):
        verify_line(position, ["w>f"])


def test_node_budget_is_respected():
    result = solve(deal(1, CLASSIC), Budget(seconds=30, nodes=3000))
    assert result.verdict is UNKNOWN
    assert result.nodes < 3000 + 5000  # stops within one poll interval's worth of children


@pytest.mark.parametrize("flag_kind", ["thread", "process"])
def test_cancel_stops_the_search(flag_kind):
    flag = threading.Event() if flag_kind == "thread" else multiprocessing.Event()
    position = deal(1, CLASSIC)  # not solved quickly: the search is still running when cancelled
    done: dict[str, object] = {}

    def run():
        done["result"] = solve(position, Budget(seconds=3600, cancel=flag))

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(0.5)
    flag.set()
    worker.join(120)      # a guard against a hang, not a speed claim: without the cancel it runs an hour
    assert not worker.is_alive(), "the cancel did not stop the search"
    assert done["result"].verdict is UNKNOWN
