"""The bounds of a count, a game's moves and its clock in the statistics, records and history,
and the tests of a value read from a file against them, so damage is refused on load.

Bounds no real player reaches: a value past them is damage (or an attack) and is refused,
so a 400-digit number can never reach float() or json.dumps at every start. Shared by
`game.storage.stats` and `game.storage.history`, which must agree on what a count is.
"""

from __future__ import annotations

import math
from typing import Any, TypeGuard

MAX_COUNT = 10**9             # games played, won, streaks
MAX_MOVES = 10**6             # moves of one game
MAX_SECONDS = 10.0**8         # about three years on one game's clock


def is_count(value: Any, limit: int = MAX_COUNT) -> TypeGuard[int]:
    """A JSON int in 0 … ``limit`` (``True`` is an int to Python but not a count to us)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limit


def is_moves(value: Any) -> TypeGuard[int]:
    """A move count of a win (at least one move)."""
    return is_count(value, MAX_MOVES) and value > 0


def is_moves_or_none(value: Any) -> TypeGuard[int | None]:
    return value is None or is_moves(value)


def is_seconds(value: Any) -> TypeGuard[float]:
    """A game clock reading: finite, not negative, not absurd."""
    return (
        isinstance(value, (int, float)) and not isinstance(value, bool)
        and (isinstance(value, float) or abs(value) <= MAX_COUNT)   # float() of a huge int overflows
        and math.isfinite(value) and 0 <= value <= MAX_SECONDS
    )


def is_seconds_or_none(value: Any) -> TypeGuard[float | None]:
    return value is None or is_seconds(value)


def clock_seconds(seconds: float) -> float:
    """A game clock as it is stored: to a tenth of a second, rounded down — never up, so the whole
    seconds stay those the HUD and the summary showed — 0.0 for a broken clock (inf, NaN, < 0)."""
    try:
        seconds = float(seconds)
    except (TypeError, ValueError, OverflowError):
        return 0.0
    if not math.isfinite(seconds) or seconds <= 0:
        return 0.0
    return MAX_SECONDS if seconds >= MAX_SECONDS else math.floor(seconds * 10) / 10


def count_up(value: int, limit: int = MAX_COUNT) -> int:
    """``value + 1``, but never past ``limit``: a count at its limit stays there, so the game never
    writes a number its next start would refuse."""
    return min(value + 1, limit)
