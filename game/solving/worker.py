"""Background solver jobs for the table, in a separate process so frames never stall.

Why a process and not a thread: a pure-Python search in a thread of the game process holds
the GIL and costs a 60 fps loop about 5 ms a frame; in another process it costs nothing.

Design:
- one long-lived worker process (multiprocessing "spawn" context, so it behaves the same on
  Linux, Windows and macOS and inside a PyInstaller build, where run.py calls
  ``freeze_support``), started lazily by a manager thread so the game never waits for it;
- the table calls `SolverWorker.submit(kind, position, token)` after every move; a submission
  for a new token cancels the running job (a shared cancel event the search polls every few
  milliseconds) and replaces any queued ones, so only the newest position is ever searched;
  further jobs for the *same* token queue behind the running one (a dead-end check, then a
  search for a winning line, for one position);
- answers carry the token of the position they were asked for; `poll()` hands back only
  answers whose token is still the current one: a stale answer is dropped, never shown;
- `close()` (and an atexit hook) cancels, stops and joins the process: quitting leaves no
  process behind.

Jobs are plain data (the board text form and a budget in seconds), never pickled objects.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import Position, format_board, parse_board
from game.engine.text_enum import TextEnum
from solver import Budget, SolveResult, Verdict, dead_end, solve


class JobKind(TextEnum):
    """What the worker is asked about a position."""

    DEAD_END = "dead_end"   # R17: can any card still reach a foundation?
    SOLVE = "solve"         # B1/B2/B3: a winning line from this position (or unsolvable/unknown)



DEAD_END = JobKind.DEAD_END
SOLVE = JobKind.SOLVE
JOB_KINDS = tuple(JobKind)


@dataclass(frozen=True)
class Answer:
    """A finished job: for DEAD_END the solver's `Verdict` (DEAD_END, NOT_DEAD_END or UNKNOWN),
    for SOLVE its `SolveResult` (verdict, the winning line's moves, nodes, seconds)."""

    kind: JobKind
    token: int
    result: Verdict | SolveResult


WORKER_NICE = 19   # CFS weight 15 against the game's 1024: frames first, yet never starved


def _yield_to_the_game() -> None:
    """Lower the search's priority so the game's frames come first on a shared core.

    Not SCHED_IDLE: on a loaded machine an idle-class process may get no CPU at all, and then
    even a cancel or a one-second dead-end check would wait. Nice 19 keeps it responsive
    (measured with ``python -m tools.bench --with-worker``). Windows: below-normal class.
    """
    try:
        if hasattr(os, "nice"):
            os.nice(WORKER_NICE)
        else:
            import ctypes

            kernel32 = ctypes.windll.kernel32
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), 0x4000)  # BELOW_NORMAL_PRIORITY_CLASS
    except (OSError, AttributeError):
        pass


PARENT_CHECK_SECONDS = 0.5   # how often the worker looks whether the game is still there
# How long the manager thread waits for an answer before it looks whether the process died or
# the game is closing. The wait itself blocks (an answer ends it at once), so a longer one only
# makes those two rare checks later; a short one wakes the game's process for nothing.
ANSWER_WAIT = 0.5


def _exit_with_the_game() -> None:
    """End this worker process as soon as the game's process is gone.

    A game killed hard (kill -9, a crash, the task manager) never sends the None that ends
    `_serve`; without this watch the worker and multiprocessing's resource tracker would
    live on, orphaned, one pair per killed game. ``parent_process().is_alive()`` waits on the
    parent's sentinel, which works the same on Linux, macOS and Windows.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        while parent.is_alive():
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)   # mid-search too: nothing here is worth finishing for nobody

    threading.Thread(target=watch, name="watch-the-game", daemon=True).start()


def _serve(jobs: Any, answers: Any, cancel: Any) -> None:
    """The worker process: run jobs until a None arrives. Imports the solver only here."""
    _exit_with_the_game()
    _yield_to_the_game()
    while True:
        job = jobs.get()
        if job is None:
            return
        kind, token, board, seconds = job
        cancel.clear()
        budget = Budget(seconds=seconds, cancel=cancel)
        result: Verdict | SolveResult
        try:
            position = parse_board(board)
            result = dead_end(position, budget) if kind == DEAD_END else solve(position, budget)
        except Exception:  # a solver bug must not kill the worker: report it as no answer
            result = Verdict.UNKNOWN if kind == DEAD_END else SolveResult(Verdict.UNKNOWN)
        answers.put((kind, token, result))


class SolverWorker:
    """One background solver for the running game (see the module docstring)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pending: list[tuple[str, int, str, float]] = []
        self._busy = False
        self._closed = False
        self._current_token = -1
        self._ready: list[Answer] = []
        self._process: Any = None
        self._jobs: Any = None
        self._answers: Any = None
        self._cancel: Any = None
        # Called on the manager thread when an answer is ready: the game's loop sleeps while the
        # table is still, and this wakes it (the app posts an event), so no one polls for answers.
        self.on_answer: Callable[[], None] | None = None
        self._thread = threading.Thread(target=self._manage, name="solver-worker", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    # --- the table's side ----------------------------------------------------------------

    def submit(self, kind: str, position: Position, token: int, seconds: float = 1.0) -> None:
        """Ask about ``position`` (identified by ``token``).

        A new token cancels whatever is running or queued; the same token as the current one
        queues this job after the others (so one position can get several questions).
        """
        if kind not in JOB_KINDS:
            raise ValueError(f"unknown job kind {kind!r}")
        board = format_board(position)
        with self._lock:
            if self._closed:
                return
            if token != self._current_token:
                self._pending = []
                if self._busy and self._cancel is not None:
                    self._cancel.set()
            self._current_token = token
            self._pending.append((kind, token, board, seconds))
            self._wake.notify()

    def forget(self, token: int) -> None:
        """The position changed and nothing is asked about the new one: drop old answers."""
        with self._lock:
            self._current_token = token
            self._pending = []
            if self._busy and self._cancel is not None:
                self._cancel.set()

    def poll(self) -> list[Answer]:
        """Answers for the current position that arrived since the last call (never stale ones)."""
        with self._lock:
            ready = [a for a in self._ready if a.token == self._current_token]
            self._ready.clear()
        return ready

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy or bool(self._pending)

    def close(self, timeout: float = 3.0) -> None:
        """Stop the job, the process and the thread; safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._pending = []
            if self._cancel is not None:
                self._cancel.set()
            self._wake.notify()
        self._thread.join(timeout)
        process = self._process
        if process is not None and process.is_alive():
            process.join(timeout)
            if process.is_alive():
                process.terminate()
                process.join(timeout)

    # --- the manager thread --------------------------------------------------------------

    def _start_process(self) -> None:
        self._jobs = self._ctx.Queue()
        self._answers = self._ctx.Queue()
        self._cancel = self._ctx.Event()
        self._process = self._ctx.Process(target=_serve, args=(self._jobs, self._answers, self._cancel),
                                          name="solver-process", daemon=True)
        self._process.start()

    def _manage(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._closed:
                    self._wake.wait()
                if self._closed:
                    break
                job = self._pending.pop(0)
                self._busy = True
            try:
                if self._process is None or not self._process.is_alive():
                    self._start_process()
                self._jobs.put(job)
                answer = self._wait_for_answer()
            except (OSError, EOFError, ValueError):
                answer = None
            with self._lock:
                self._busy = False
                if answer is not None:
                    kind, token, result = answer
                    self._ready.append(Answer(kind, token, result))
            if answer is not None and self.on_answer is not None:
                self.on_answer()
        if self._jobs is not None:
            with contextlib.suppress(OSError, ValueError):
                self._jobs.put(None)

    def _wait_for_answer(self) -> tuple[str, int, Any] | None:
        while True:
            try:
                return self._answers.get(timeout=ANSWER_WAIT)
            except queue.Empty:
                if self._process is None or not self._process.is_alive():
                    return None  # the process died (killed from outside): the next job restarts it
                with self._lock:
                    if self._closed:
                        return None
