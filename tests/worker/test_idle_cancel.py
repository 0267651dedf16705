"""The growing idle search runs in the real worker process, and the next move cancels it at once."""

from __future__ import annotations

import time

from game.advisor.link import SolverLink
from game.engine import Game, Move


def _until(link: SolverLink, condition, seconds: float = 120.0) -> bool:
    """Poll as the table does, once a frame, until ``condition`` (a hang guard, not a speed test)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        link.poll()
        if condition():
            return True
        time.sleep(1 / 60)
    return condition()


def test_a_move_cancels_an_hour_long_idle_search() -> None:
    # Deal 5 is not found within a second (catalogue scan): the quick search says "unknown",
    # and the next search — an hour long here — starts while the position stays.
    link = SolverLink(idle_budgets=(3600.0,))
    try:
        game = Game.new(5)
        link.new_deal(game)
        assert _until(link, lambda: link.idle_step == 1), "no longer search was asked"
        assert link.busy                                   # the hour-long search runs
        game.push(Move.turn())
        link.changed(game)                                 # the player moves on
        assert link.idle_step == 0
        # The new position's quick search can only answer once the old search stopped: uncancelled,
        # it would run for an hour and this would wait for the hang guard.
        assert _until(link, lambda: link.quick_done), "the idle search was not cancelled"
    finally:
        link.close()
