"""Waiting for the background solver inside the frame loop (never longer than a deadline)."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.menu.conftest import pump


def pump_until(app, condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Run frames (with real time passing for the worker) until ``condition`` or the deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pump(app, frames=1)
        if condition():
            return True
        time.sleep(0.01)
    return condition()
