"""Background solver jobs for the table, in a separate process so frames never stall.

Why a process and not a thread: a pure-Python search in a thread of the game process holds
the GIL and costs a 60 fps loop about 5 ms a frame; in another process it costs nothing.

Design:
- one worker process at a time (`game.advisor.serve`: the engine and the solver, no pygame),
  started by a manager thread with the first job, so the game never waits for it. It is a plain
  child process talking JSON lines over its standard input and output — not multiprocessing,
  whose spawn re-imports the game's main module (pygame and all) in the child and starts a
  resource-tracker process with its semaphores;
- the table calls `SolverWorker.submit(kind, position, token)` after every move; a submission
  for a new token cancels the running job (a cancel line the search sees within ~15 ms) and
  replaces any queued ones, so only the newest position is ever searched; further jobs for the
  *same* token queue behind the running one (a dead-end check, then a search for a winning
  line, for one position);
- answers carry the token of the position they were asked for; `poll()` hands back only
  answers whose token is still the current one: a stale answer is dropped, never shown;
- after `QUIET_SECONDS` with nothing to do the manager lets the process go (it closes the
  process's input; the process exits): a table at rest is one process. The next job starts a
  new one, which costs its first answer 60–70 ms (`python -m tools.answerbench`); `prepare`
  (the player touches the table) starts it before the question comes;
- a process that dies (killed from outside, a crash) is noticed at once (its output ends), and
  one that does not answer within its job's budget and `HANG_GRACE` (stopped, hung) is killed:
  the job it ran is asked again of a new process, and the queued ones follow. A job whose
  process dies twice is answered "unknown", so nothing waits for it for ever;
- a process whose game is gone (kill -9 of the game) sees its input end and exits;
- `close()` (and an atexit hook) stops the thread and the process: quitting leaves no process.

Jobs are plain data (the board text form and a budget in seconds), never pickled objects.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, cast

import solver
from game.advisor.worker_flag import WORKER_FLAG
from game.engine import Position, format_board
from game.engine.text_enum import TextEnum
from solver import SOLVE_VERDICTS, SolveResult, SolveVerdict, Verdict


class JobKind(TextEnum):
    """What the worker is asked about a position."""

    DEAD_END = "dead_end"   # R17: can any card still reach a foundation?
    SOLVE = "solve"         # B1/B2/B3: a winning line from this position (or unsolvable/unknown)



DEAD_END = JobKind.DEAD_END
SOLVE = JobKind.SOLVE
JOB_KINDS = tuple(JobKind)

QUIET_SECONDS = 10.0   # with nothing asked for this long after the last answer, the process ends
STOP_WAIT = 2.0        # seconds a process has to exit once its input is closed, before it is killed
TRIES = 2              # processes one job may see die before it is answered "unknown"
PREPARE_EVERY = 0.5    # seconds: `prepare` (pointer motion, presses) wakes the manager at most this often
HANG_GRACE = 10.0      # seconds past a job's budget without its answer: the process hangs and is killed


@dataclass(frozen=True)
class Answer:
    """A finished job: for DEAD_END the solver's `Verdict` (DEAD_END, NOT_DEAD_END or UNKNOWN),
    for SOLVE its `SolveResult` (verdict, the winning line's moves, nodes, seconds)."""

    kind: JobKind
    token: int
    result: Verdict | SolveResult


@dataclass(frozen=True)
class Job:
    kind: JobKind
    token: int
    board: str
    seconds: float

    def unknown(self) -> Answer:
        """What a job no process could answer says: nothing known."""
        return Answer(self.kind, self.token, Verdict.UNKNOWN if self.kind == DEAD_END else SolveResult(Verdict.UNKNOWN))


def worker_command() -> list[str]:
    """How to start the worker process: the game's own executable with `WORKER_FLAG` in a
    frozen build (run.py serves), else this Python, isolated (-I: no PYTHON* variables, no user
    site; -S: no site-packages), finding `game` and `solver` where this process found them."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG]
    roots = list(dict.fromkeys(str(Path(module.__file__ or "").resolve().parent.parent)
                               for module in (sys.modules["game"], solver)))
    code = f"import sys; sys.path[:0] = {roots!r}; from game.advisor.serve import main; main()"
    return [sys.executable, "-I", "-S", "-c", code]


def _answer_from(line: bytes) -> Answer | None:
    """The answer a line of the process's output gives, or None when it is none."""
    try:
        _serial, kind, token, verdict, moves, nodes, seconds = json.loads(line)
        said = Verdict(verdict)
        if kind != SOLVE:
            return Answer(JobKind(kind), int(token), said)
        if said not in SOLVE_VERDICTS:
            return None
        moves = tuple(str(move) for move in moves)
        return Answer(SOLVE, int(token), SolveResult(cast(SolveVerdict, said), moves, int(nodes), float(seconds)))
    except (ValueError, TypeError):
        return None


class SolverWorker:
    """One background solver for the running game (see the module docstring)."""

    def __init__(self, command: list[str] | None = None, quiet_seconds: float = QUIET_SECONDS) -> None:
        self.command = command or worker_command()
        self.quiet_seconds = quiet_seconds
        self.hang_grace = HANG_GRACE
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pending: list[Job] = []
        self._busy = False
        self._closed = False
        self._current_token = -1
        self._ready: list[Answer] = []
        self._process: subprocess.Popen[bytes] | None = None
        self._serial = 0                   # of the last job sent to a process
        self._in_flight: int | None = None  # the serial of the job a process runs now
        self._prepared = False             # `prepare` asked for a process before any job
        self._prepared_at = -PREPARE_EVERY
        self.started = 0                   # processes started so far (a quiet spell or a death: one more)
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
        job = Job(JobKind(kind), token, format_board(position), float(seconds))
        with self._lock:
            if self._closed:
                return
            if token != self._current_token:
                self._pending = []
                self._cancel_running()
            self._current_token = token
            self._pending.append(job)
            self._wake.notify()

    def forget(self, token: int) -> None:
        """The position changed and nothing is asked about the new one: drop old answers."""
        with self._lock:
            self._current_token = token
            self._pending = []
            self._cancel_running()

    def prepare(self) -> None:
        """A question may come soon (the player touched the table): start a process now if none
        runs, so that the question does not wait for one to start. The quiet spell counts anew."""
        now = time.monotonic()
        with self._lock:
            if not self._closed and now - self._prepared_at >= PREPARE_EVERY:
                self._prepared, self._prepared_at = True, now
                self._wake.notify()

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

    @property
    def process_id(self) -> int | None:
        """The worker process's id while one runs (None between quiet spells), for tools and tests."""
        process = self._process
        return process.pid if process is not None and process.poll() is None else None

    def close(self, timeout: float = 3.0) -> None:
        """Stop the job, the process and the thread; safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._pending = []
            process = self._process
            self._wake.notify()
        if process is not None:
            _stop(process)              # its output ends: the manager's wait for an answer ends too
        self._thread.join(timeout)

    # --- the manager thread --------------------------------------------------------------

    def _cancel_running(self) -> None:
        """(Lock held.) Tell the process to stop the job it runs, if any."""
        if self._in_flight is not None and self._process is not None:
            self._send(self._process, {"cancel": self._in_flight})

    @staticmethod
    def _send(process: subprocess.Popen[bytes], message: dict[str, Any]) -> bool:
        """(Lock held.) One line to the process; False when its input is gone (it died)."""
        pipe: IO[bytes] | None = process.stdin
        try:
            assert pipe is not None
            pipe.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
            pipe.flush()
            return True
        except (OSError, ValueError, AssertionError):
            return False

    def _next_job(self) -> Job | None:
        """(Lock held.) Wait for the next job; None when closed, when `prepare` asks for a
        process, or after a quiet spell."""
        quiet_until = time.monotonic() + self.quiet_seconds
        while not self._pending and not self._closed and not self._prepared:
            if self._process is None:
                self._wake.wait()            # nothing runs: sleep until asked, however long
                continue
            left = quiet_until - time.monotonic()
            if left <= 0:
                break
            self._wake.wait(left)
        if self._closed or not self._pending:
            return None
        self._busy = True
        return self._pending.pop(0)

    def _manage(self) -> None:
        while True:
            with self._lock:
                job = self._next_job()
                closed, idle, prepare = self._closed, None, self._prepared and not self._closed
                self._prepared = False
                if job is None and not prepare:
                    idle, self._process = self._process, None
            if idle is not None:
                _stop(idle)                  # a quiet spell (or closing): the process goes
            if closed:
                return
            if prepare:
                self._ready_process()
            if job is None:
                continue
            answer = self._run(job)
            with self._lock:
                self._busy = False
                self._in_flight = None
                if answer is not None:
                    self._ready.append(answer)
            if answer is not None and self.on_answer is not None:
                self.on_answer()

    def _ready_process(self) -> subprocess.Popen[bytes] | None:
        """The running process, or a new one (started outside the lock: the game's calls never
        wait for it); None when none can be started."""
        process = self._process
        if process is not None and process.poll() is None:
            return process
        if process is not None:
            _stop(process)                   # it died while idle: reap it
        process = self._start()
        with self._lock:
            self._process = process
        return process

    def _run(self, job: Job) -> Answer | None:
        """Have ``job`` answered by a process, a new one after a death; None when no longer wanted."""
        for _ in range(TRIES):
            process = self._ready_process()
            if process is None:
                return job.unknown()         # no process can be started here at all
            with self._lock:
                if self._closed or job.token != self._current_token:
                    return None              # the player moved on before it was sent
                self._serial += 1
                sent = self._send(process, {"job": [self._serial, job.kind.value, job.token, job.board, job.seconds]})
                self._in_flight = self._serial if sent else None
            answer = None
            if sent:
                watchdog = threading.Timer(job.seconds + self.hang_grace, process.kill)   # a hung process
                watchdog.daemon = True
                watchdog.start()
                answer = self._read_answer(process)
                watchdog.cancel()
            if answer is not None:
                return answer
            _stop(process)                   # it died (killed, crashed): reap it, ask a new one
            with self._lock:
                if self._process is process:
                    self._process = None
                if self._closed:
                    return None
        return job.unknown()

    def _start(self) -> subprocess.Popen[bytes] | None:
        """A new worker process, or None when none can be started."""
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)
        try:
            # A session of its own (POSIX): a terminal's Ctrl+C goes to the game's process group
            # and not to the worker, which would print a KeyboardInterrupt; the game ends it.
            process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       creationflags=flags, start_new_session=os.name == "posix")
        except OSError:
            return None
        self.started += 1
        return process

    @staticmethod
    def _read_answer(process: subprocess.Popen[bytes]) -> Answer | None:
        """The process's answer to the job just sent; None when its output ended (it died)."""
        pipe = process.stdout
        assert pipe is not None
        while True:
            try:
                line = pipe.readline()
            except (OSError, ValueError):
                return None
            if not line:
                return None
            answer = _answer_from(line)
            if answer is not None:
                return answer


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Let a worker process go: close its input (it exits), reap it; kill it if it lingers.
    Its output is closed only once it has ended, after the manager's last read of it."""
    with contextlib.suppress(OSError, ValueError):
        if process.stdin is not None:
            process.stdin.close()
    try:
        process.wait(STOP_WAIT)
    except subprocess.TimeoutExpired:
        process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(STOP_WAIT)
    with contextlib.suppress(OSError, ValueError):
        if process.stdout is not None:
            process.stdout.close()
