"""Search budgets: wall-clock seconds, node counts, and cancellation from another thread or process.

Every search polls its budget every few hundred nodes, so a cancel (a `threading.Event` or a
`multiprocessing.Event`, anything with ``is_set()``) stops it well within 100 ms.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Protocol


class CancelFlag(Protocol):
    """Anything with ``is_set()``: `threading.Event`, `multiprocessing.Event`."""

    def is_set(self) -> bool: ...


# Nodes between two polls of the clock and the cancel flag. A node costs 20–60 µs, so this
# keeps a poll at least every ~15 ms while costing nothing measurable.
POLL_EVERY = 128


@dataclass
class Budget:
    """How much a search may spend. ``None`` means no limit of that kind."""

    seconds: float | None = 10.0
    nodes: int | None = None
    cancel: CancelFlag | None = None
    started: float = field(default_factory=time.monotonic)

    def deadline(self) -> float:
        return float("inf") if self.seconds is None else self.started + self.seconds

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def spent(self, nodes: int) -> bool:
        """True when time or nodes are used up or the search was cancelled."""
        if self.nodes is not None and nodes >= self.nodes:
            return True
        if self.seconds is not None and time.monotonic() >= self.started + self.seconds:
            return True
        return self.cancelled()
