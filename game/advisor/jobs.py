"""`SolverJobs`: the questions put to the background worker, and which answers still count.

Why apart from what is known (`game.advisor.knowledge`): a job is about *now* — the position on
the table, which a move replaces at once. Every question carries a token; a new position takes
a new token, so an answer to an older one is dropped (and the worker cancels its running job).
The deal's own search ("Lösung zeigen", the par) has a token of its own, so it survives the
moves made while it runs.

After the quick search of a position answers without a verdict, the searches that follow while
the position stays are each twice as long (`IDLE_SOLVE_SECONDS`): see `ask_longer`.

The worker process is made lazily with the first job, so start-up never waits for it; an
answer rings `AnswerBell` from the worker's thread, so a sleeping loop wakes for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.advisor.worker import DEAD_END, SOLVE, Answer, SolverWorker
from game.engine import Position

# Budgets in seconds (see docs/solver-in-game.md for why these).
DEAD_END_SECONDS = 1.0      # R17: "should answer within a second"
QUICK_SOLVE_SECONDS = 0.5   # R14: the hint waits for this search …
# After a quick "unknown", while the position stays: each search twice as long as the one
# before, up to the cap (then the indicator stays "unbekannt" and the process rests). It starts
# at 8 s, not 1 s: the solver splits a budget among its portfolio's attempts, so a short
# search cuts off the very attempts that find a line, and a longer one finds it *sooner*
# (python -m tools.indicator_bench, 32 off-line first moves: 1,2,4,… answered 29 within 10 s,
# nine of them after 4.3–9.3 s; 8,16,… answered 30, all within 2.5 s but one). A found line
# ends a search at once, so a long budget costs nothing when the position is easy.
IDLE_SOLVE_SECONDS = (8.0, 16.0, 32.0, 64.0)
DEAL_SOLVE_SECONDS = 20.0   # "Lösung zeigen" / par: a whole deal from the start


class Worker(Protocol):
    """What the jobs need of a worker: `SolverWorker`, or a stand-in in tests and tools."""

    on_answer: Callable[[], None] | None     # called from the worker's thread when an answer is ready

    @property
    def busy(self) -> bool: ...

    def submit(self, kind: str, position: Position, token: int, seconds: float = 1.0) -> None: ...

    def forget(self, token: int) -> None: ...

    def prepare(self) -> None: ...

    def poll(self) -> list[Answer]: ...

    def close(self) -> None: ...


class AnswerBell:
    """The wake-up: rung from the worker's thread when an answer is ready; it calls ``ring_to``
    (the app's: wake the sleeping loop), if there is one.

    Only this small object is held by the worker, which lives until the process ends (atexit
    closes it): the link, its game and its knowledge are not kept alive by it.
    """

    def __init__(self, ring_to: Callable[[], None] | None = None) -> None:
        self._ring_to = ring_to

    def ring(self) -> None:
        if self._ring_to is not None:
            self._ring_to()


class SolverJobs:
    """The jobs of the position on the table and of its deal (see the module docstring)."""

    def __init__(self, worker_factory: Callable[[], Worker] = SolverWorker, bell: AnswerBell | None = None,
                 idle_budgets: tuple[float, ...] = IDLE_SOLVE_SECONDS) -> None:
        self._worker_factory = worker_factory
        self._bell = bell if bell is not None else AnswerBell()
        self._worker: Worker | None = None
        self.idle_budgets = idle_budgets   # the searches after the quick one (see IDLE_SOLVE_SECONDS)
        self.idle_step = 0                 # how many of them were asked for the current position
        self.token = 0                     # the current position's
        self._deal_token: int | None = None
        self._quick_asked = False          # the quick search for the current token is queued

    # --- the worker ------------------------------------------------------------------------------

    @property
    def worker(self) -> Worker:
        """The worker, made with the first job (its process starts with that job, not before)."""
        if self._worker is None:
            self._worker = self._worker_factory()
            self._worker.on_answer = self._bell.ring
        return self._worker

    @property
    def started(self) -> bool:
        return self._worker is not None

    @property
    def busy(self) -> bool:
        return self._worker is not None and self._worker.busy

    def prepare(self) -> None:
        """A question may follow at once: the worker's process starts now if a quiet spell ended it."""
        self.worker.prepare()

    def close(self) -> None:
        """Stop the worker: no process is left behind."""
        if self._worker is not None:
            self._worker.close()

    # --- asking ----------------------------------------------------------------------------------

    def new_position(self) -> None:
        """The position on the table changed: a new token; nothing is asked about it yet."""
        self.token += 1
        self._quick_asked = False
        self.idle_step = 0

    def forget_position(self) -> None:
        """Nothing more is wanted about the current position: its queued and running jobs go."""
        if self._worker is not None:
            self._worker.forget(self.token)

    def ask_dead_end(self, position: Position) -> None:
        """R17: can any card still reach a foundation from ``position``?"""
        self.worker.submit(DEAD_END, position, self.token, DEAD_END_SECONDS)

    def ask_quick(self, position: Position) -> bool:
        """The quick search for a winning line from ``position`` (once per position); False when
        it was asked already."""
        if self._quick_asked:
            return False
        self._quick_asked = True
        self.worker.submit(SOLVE, position, self.token, QUICK_SOLVE_SECONDS)
        return True

    def ask_longer(self, position: Position) -> None:
        """The last search for ``position`` (still on the table) found nothing: ask the next,
        longer one of `idle_budgets`, if any is left. A move takes a new token, which cancels it."""
        if self.idle_step < len(self.idle_budgets):
            seconds = self.idle_budgets[self.idle_step]
            self.idle_step += 1
            self.worker.submit(SOLVE, position, self.token, seconds)

    def ask_deal(self, start: Position) -> None:
        """A winning line from the deal's start ("Lösung zeigen", par): the current position's
        jobs give way (its answers would come too late to count)."""
        self.token += 1
        self._deal_token = self.token
        self.worker.submit(SOLVE, start, self.token, DEAL_SOLVE_SECONDS)

    def drop_deal(self) -> None:
        """The deal's line is known without a search: no answer about it is awaited."""
        self._deal_token = None

    # --- answers ---------------------------------------------------------------------------------

    def answers(self) -> tuple[list[Answer], list[Answer]]:
        """The worker's answers that still count: (about the current position, about the deal)."""
        if self._worker is None:
            return [], []
        current: list[Answer] = []
        deal: list[Answer] = []
        for answer in self._worker.poll():
            if self._deal_token is not None and answer.token == self._deal_token:
                self._deal_token = None
                deal.append(answer)
            elif answer.token == self.token:
                current.append(answer)
        return current, deal
