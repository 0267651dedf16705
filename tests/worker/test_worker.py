"""The background solver: answers arrive, stale ones are dropped, quitting leaves no process."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from game.advisor.worker import DEAD_END, SOLVE, SolverWorker
from game.advisor.worker_flag import WORKER_FLAG
from game.engine import Game, Move, deal
from solver import Verdict
from tests.harness.solver import STUCK, until
from tests.positions import build


def _wait(worker: SolverWorker, seconds: float = 30.0, count: int = 1):
    """The answers polled until ``count`` have come (a hang guard, not a speed test)."""
    end = time.monotonic() + seconds
    answers = []
    while time.monotonic() < end:
        answers += worker.poll()
        if len(answers) >= count:
            return answers
        time.sleep(0.02)
    raise AssertionError(f"no answer from the worker (had {answers})")


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


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _process_id(worker: SolverWorker, seconds: float = 30.0) -> int:
    assert until(lambda: worker.process_id is not None, seconds), "no worker process started"
    assert worker.process_id is not None
    return worker.process_id


def test_close_leaves_no_process_behind() -> None:
    worker = SolverWorker()
    worker.submit(SOLVE, deal(3), token=1, seconds=60)
    pid = _process_id(worker)
    worker.close()
    assert _gone(pid)            # ended and reaped: not even a zombie is left
    worker.close()  # twice is harmless


@pytest.mark.skipif(os.name != "posix", reason="sessions and SIGINT are POSIX")
def test_a_terminal_s_ctrl_c_reaches_the_game_and_not_its_worker() -> None:
    """Ctrl+C in a terminal goes to the foreground process group: the worker is in a session of
    its own, and an interrupt sent to it anyway is ignored (no KeyboardInterrupt traceback);
    the game ends it by closing its input."""
    worker = SolverWorker()
    try:
        worker.submit(SOLVE, deal(5), token=1, seconds=3600)
        pid = _process_id(worker)
        time.sleep(1.0)                                   # imported and searching
        assert os.getsid(pid) != os.getsid(0) and os.getpgid(pid) != os.getpgid(0)
        os.kill(pid, signal.SIGINT)
        time.sleep(0.5)
        assert not _gone(pid), "the worker died of the interrupt"
        worker.forget(token=2)
        worker.submit(DEAD_END, deal(1), token=3)
        [answer] = _wait(worker)
        assert answer.token == 3                          # it still answers
    finally:
        worker.close()


def test_the_worker_is_one_plain_process_without_pygame_or_a_resource_tracker() -> None:
    """The worker imports the engine and the solver only (and they no OpenSSL), and nothing starts beside it:
    multiprocessing's spawn started a resource tracker with its semaphores, and re-imported
    the game's main module (pygame and all) in the worker."""
    before = set(_children(os.getpid()))
    worker = SolverWorker()
    try:
        worker.prepare()
        pid = _process_id(worker)
        worker.submit(DEAD_END, deal(1), token=1)
        _wait(worker)
        assert set(_children(os.getpid())) - before == {pid}
        maps = Path(f"/proc/{pid}/maps")
        if maps.exists():   # no display library, no OpenSSL (hashlib's, 3.6 MB) in the worker
            mapped = maps.read_text()
            assert "SDL" not in mapped and "pygame" not in mapped and "libcrypto" not in mapped
        assert "multiprocessing" not in " ".join(worker.command)
    finally:
        worker.close()


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(child) for child in (task / "children").read_text().split()]
    return found


def test_the_worker_ends_after_a_quiet_spell_and_the_next_question_brings_it_back() -> None:
    worker = SolverWorker(quiet_seconds=0.3)
    try:
        worker.submit(DEAD_END, deal(1), token=1)
        _wait(worker)
        pid = _process_id(worker)
        deadline = time.monotonic() + 30
        while (worker.process_id is not None or not _gone(pid)) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert worker.process_id is None and _gone(pid)   # a table at rest is one process
        p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
        worker.submit(DEAD_END, p, token=2)
        [answer] = _wait(worker)
        assert (answer.token, answer.result) == (2, Verdict.DEAD_END)
        assert worker.started == 2
    finally:
        worker.close()


def test_prepare_starts_the_process_before_the_question_comes() -> None:
    worker = SolverWorker()
    try:
        worker.prepare()
        pid = _process_id(worker)
        worker.submit(DEAD_END, deal(1), token=1)
        _wait(worker)
        assert worker.process_id == pid and worker.started == 1   # the question used the prepared one
    finally:
        worker.close()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stops and kills the worker with POSIX signals")
def test_a_killed_worker_is_replaced_and_its_question_asked_again() -> None:
    """The question the dead process had is asked of a new one, and answered."""
    worker = SolverWorker()
    try:
        worker.prepare()
        pid = _process_id(worker)
        os.kill(pid, signal.SIGSTOP)        # it cannot answer: the question is surely in flight …
        p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
        worker.submit(DEAD_END, p, token=5)
        worker.submit(SOLVE, p, token=5, seconds=1.0)   # … and one more waits behind it
        time.sleep(0.2)
        assert worker.busy
        os.kill(pid, signal.SIGKILL)        # … when the process is killed
        answers = _wait(worker, count=2)
        assert [(a.kind, a.token) for a in answers] == [(DEAD_END, 5), (SOLVE, 5)]
        assert answers[0].result is Verdict.DEAD_END     # a real answer, from a new process
        assert worker.started == 2 and worker.process_id not in (None, pid)
    finally:
        worker.close()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stops the worker with a POSIX signal")
def test_a_worker_that_stops_answering_is_replaced() -> None:
    """A process that holds a question well past its budget (stopped, hung) is killed, and the
    question asked of a new one: the table never waits for ever."""
    worker = SolverWorker()
    worker.hang_grace = 0.5
    try:
        worker.prepare()
        pid = _process_id(worker)
        os.kill(pid, signal.SIGSTOP)
        p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
        worker.submit(DEAD_END, p, token=3, seconds=0.2)
        [answer] = _wait(worker)
        assert (answer.token, answer.result) == (3, Verdict.DEAD_END)
        assert worker.started == 2 and _gone(pid)   # killed and reaped before the question went on
    finally:
        worker.close()


def test_a_question_that_kills_its_process_twice_is_answered_unknown() -> None:
    """A worker that dies on every job (a crash in the solver, say) must not leave the table
    waiting: after a second death the job is answered "unknown", and the next one is asked."""
    dies = [sys.executable, "-c", "import sys; sys.stdin.readline()"]   # reads the job, then ends
    worker = SolverWorker(command=dies)
    try:
        worker.submit(DEAD_END, deal(1), token=1)
        [answer] = _wait(worker)
        assert (answer.token, answer.result) == (1, Verdict.UNKNOWN)
        assert worker.started == 2
    finally:
        worker.close()


def test_the_game_s_entry_script_serves_as_the_worker() -> None:
    """A frozen build starts its own executable as the worker, with the flag run.py turns into
    the worker's loop (no window): the same script, run from source, answers a job."""
    entry = Path(__file__).resolve().parents[2] / "run.py"
    worker = SolverWorker(command=[sys.executable, str(entry), WORKER_FLAG])
    try:
        p = build(STUCK, foundations=[8, 8, 10, 10, 10, 10, 10, 10], talon_next_first="")
        worker.submit(DEAD_END, p, token=1)
        [answer] = _wait(worker)
        assert answer.result is Verdict.DEAD_END and worker.started == 1
    finally:
        worker.close()


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
