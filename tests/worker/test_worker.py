"""The background solver: answers arrive, stale ones are dropped, quitting leaves no process."""

from __future__ import annotations

import time

import pytest

from game.engine import Game, Move, deal
from game.solving.worker import DEAD_END, SOLVE, SolverWorker
from solver import Verdict
from tests.engine.positions import build
from tests.harness.solver import STUCK


def _wait(worker: SolverWorker, seconds: float = 30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answers = worker.poll()
        if answers:
            return answers
        time.sleep(0.02)
    raise AssertionError("no answer from the worker")


@pytest.fixture
def worker():
    w = SolverWorker()
    yield w
    w.close()


def test_dead_end_answer_for_a_stuck_position(worker: SolverWorker) -> None:
    # Talon and waste empty, no empty column, no exposed card fits a foundation or another
    # exposed card: nothing can ever go up again.
    p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
    worker.submit(DEAD_END, p, token=1)
    [answer] = _wait(worker)
    assert (answer.kind, answer.token, answer.result) == (DEAD_END, 1, Verdict.DEAD_END)


def test_dead_end_is_not_claimed_while_a_card_can_go_up(worker: SolverWorker) -> None:
    # Nearly the same, but ♣J lies on a ♠J: ♣J can move onto a ♣Q, which frees the ♠J to go
    # up — one card can still reach a foundation, so this is no dead end.
    near = dict(STUCK)
    near[3], near[7], near[10] = "KD QC", "QS KH QH", "KS JS JC"
    p = build(near, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
    worker.submit(DEAD_END, p, token=7)
    [answer] = _wait(worker)
    assert answer.result is Verdict.NOT_DEAD_END


def test_solve_answer_replays_to_a_win(worker: SolverWorker) -> None:
    p = build({1: "QH", 2: "KH", 3: "KS", 4: "KH"}, foundations=[13, 13, 13, 13, 11, 12, 13, 12], talon_next_first="")
    worker.submit(SOLVE, p, token=3, seconds=5)
    [answer] = _wait(worker)
    assert answer.result.verdict is Verdict.SOLVABLE
    game = Game(p)
    for text in answer.result.moves:
        game.push(Move.parse(text))
    assert game.is_won()


def test_a_stale_answer_is_never_handed_back(worker: SolverWorker) -> None:
    worker.submit(SOLVE, deal(2), token=1, seconds=20)   # long search for an old position …
    time.sleep(0.3)
    p = build({1: "QH", 2: "KH", 3: "KS", 4: "KH"}, foundations=[13, 13, 13, 13, 11, 12, 13, 12], talon_next_first="")
    worker.submit(DEAD_END, p, token=2)                    # … the player moved on
    answers = _wait(worker)
    assert [a.token for a in answers] == [2]
    time.sleep(0.3)
    assert worker.poll() == []


def test_forget_cancels_the_running_search(worker: SolverWorker) -> None:
    worker.submit(SOLVE, deal(5), token=1, seconds=3600)
    time.sleep(1.5)                       # the process is up and searching
    worker.forget(token=2)
    started = time.monotonic()
    while worker.busy and time.monotonic() - started < 120:   # a hang guard: uncancelled, it runs an hour
        time.sleep(0.01)
    assert not worker.busy, "forget did not cancel the search"
    assert worker.poll() == [], "the cancelled search's answer is stale and never shown"


def test_close_leaves_no_process_behind() -> None:
    worker = SolverWorker()
    worker.submit(SOLVE, deal(3), token=1, seconds=60)
    deadline = time.monotonic() + 10
    while worker._process is None and time.monotonic() < deadline:
        time.sleep(0.02)
    process = worker._process
    assert process is not None
    worker.close()
    assert not process.is_alive()
    worker.close()  # twice is harmless


def test_an_answer_wakes_whoever_waits_for_it(worker: SolverWorker) -> None:
    """The game's loop sleeps while the table is still; the worker calls ``on_answer`` (from its
    own thread) the moment an answer is ready, so nobody has to poll for it."""
    import threading

    ready = threading.Event()
    worker.on_answer = ready.set
    p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
    worker.submit(DEAD_END, p, token=11)
    assert ready.wait(30.0)
    [answer] = worker.poll()      # there already, without waiting
    assert answer.token == 11
