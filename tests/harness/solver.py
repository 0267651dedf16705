"""A solver link without a process: the test decides which answers come back, and when."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.advisor.link import SolverLink
from game.advisor.worker import Answer

# Columns (for `tests.positions.build`: 1-based, bottom card first) of a dead end (R17) once the
# foundations stand at 8, 8, 10 … 10 and talon and waste are empty: no card can ever go up again.
STUCK = {1: "9C JD TC", 2: "9C JD TC", 3: "JC KD QC", 4: "JC KD QC", 5: "KC JH QD", 6: "KC JH QD",
         7: "JS KH QH", 8: "JS KH QH", 9: "KS QS", 10: "KS QS"}


class ScriptedWorker:
    """Stands in for `SolverWorker`: records jobs; the test decides what comes back, and when."""

    def __init__(self) -> None:
        self.jobs: list[tuple[str, int]] = []
        self.ready: list[Answer] = []
        self.busy = False

    def submit(self, kind, position, token, seconds=1.0) -> None:
        self.jobs.append((kind, token))

    def forget(self, token) -> None:
        pass

    def prepare(self) -> None:
        pass

    def poll(self) -> list[Answer]:
        ready, self.ready = self.ready, []
        return ready      # unfiltered on purpose: the link itself must drop stale tokens

    def close(self) -> None:
        pass


def until(condition: Callable[[], bool], seconds: float = 30.0) -> bool:
    """Wait, without frames, until ``condition`` holds; its last answer once the guard has run out.
    The guard only keeps a broken test from hanging: callers assert the event, not the time."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)
    return condition()


def table_with_scripted_solver(launch):
    """Deal 5 on a table whose solver link talks to a `ScriptedWorker` (no process)."""
    app = launch(game_number="5", animation_speed="off")
    table = app.router.table
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    table.attach_solver(link)
    return app, table, worker, link
