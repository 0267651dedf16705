"""The solver worker's process: reads jobs on its standard input, writes answers on its output.

Started by `game.advisor.worker.SolverWorker` as ``python -I -S -c …serve.main()`` (a frozen
build: the game's own executable with `game.advisor.worker_flag.WORKER_FLAG`, which run.py
turns into `main`). It imports only the standard library, the engine and the solver — no
pygame, no multiprocessing — so it starts in well under a second and holds little memory
(docs/solver-in-game.md).

The protocol: one JSON document a line, UTF-8.

- in: ``{"job": [serial, kind, token, board, seconds]}`` — run one job (its serial counts up);
  ``{"cancel": serial}`` — stop every job up to that serial (the running one within ~15 ms:
  the search polls its budget's cancel flag);
- out: ``[serial, kind, token, verdict, moves, nodes, seconds]`` — one answer per job, in order;
- the end of the input: the game closed the pipe (it let the worker go after a quiet spell, or
  it quit) or the game's process is gone (killed): the worker exits at once, mid-search too.

A reader thread takes the input, so a cancel or the end of the input is seen while a search
runs on the main thread. Anything the solver might print goes to the standard error: the output
carries answers only.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import sys
import threading
from typing import Any

# Imported as the process starts, before the game asks: a prepared worker answers at once.
from game.engine import parse_board
from solver import Budget, Verdict, dead_end, solve

WORKER_NICE = 19   # CFS weight 15 against the game's 1024: frames first, yet never starved


def yield_to_the_game() -> None:
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

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), 0x4000)  # BELOW_NORMAL_PRIORITY_CLASS
    except (OSError, AttributeError):
        pass


class Cancelled:
    """The cancel flag of one job (`solver.Budget` polls ``is_set``): set once the game cancelled
    every job up to this one's serial."""

    def __init__(self, serial: int, cancels: list[int]) -> None:
        self.serial = serial
        self._cancels = cancels    # [highest serial cancelled], written by the reader thread

    def is_set(self) -> bool:
        return self.serial <= self._cancels[0]


def _read(stream: Any, jobs: queue.SimpleQueue, cancels: list[int]) -> None:
    """The reader thread: jobs into the queue, cancels into ``cancels``; the end of the input
    ends the process (the game let go of it, or is gone)."""
    for line in stream:
        try:
            message = json.loads(line)
            if "cancel" in message:
                cancels[0] = max(cancels[0], int(message["cancel"]))
            else:
                jobs.put(message["job"])
        except (ValueError, KeyError, TypeError):
            continue   # a line that is no message: nothing to do
    os._exit(0)   # mid-search too: nothing here is worth finishing for nobody


def answer(job: list[Any], cancels: list[int]) -> list[Any]:
    """Run one job; its answer as the line to write (a solver bug gives an "unknown")."""
    serial, kind, token, board, seconds = job
    budget = Budget(seconds=float(seconds), cancel=Cancelled(serial, cancels))
    verdict: Verdict = Verdict.UNKNOWN
    moves: tuple[str, ...] = ()
    nodes, spent = 0, 0.0
    try:
        position = parse_board(board)
        if kind == "dead_end":
            verdict = dead_end(position, budget)
        else:
            result = solve(position, budget)
            verdict, moves, nodes, spent = result.verdict, result.moves, result.nodes, result.seconds
    except Exception:   # a solver bug must not end the worker: report it as no answer
        verdict, moves = Verdict.UNKNOWN, ()
    return [serial, kind, token, verdict.value, list(moves), nodes, spent]


def main() -> None:
    """Serve jobs until the input ends (module docstring)."""
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", newline="\n")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())   # stray prints never mix with the answers
    sys.stdout = sys.stderr
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C is the game's to hear: it ends the worker
    yield_to_the_game()
    jobs: queue.SimpleQueue = queue.SimpleQueue()
    cancels = [-1]
    reader = threading.Thread(target=_read, args=(sys.stdin.buffer, jobs, cancels), name="jobs", daemon=True)
    reader.start()
    while True:
        line = answer(jobs.get(), cancels)
        answers.write(json.dumps(line, separators=(",", ":")) + "\n")
        answers.flush()


if __name__ == "__main__":
    main()
