"""What a value in the statistics, records or history may be, so damage is refused on load.

Bounds no real player reaches: a value past them is damage (or an attack) and is refused,
so a 400-digit number can never reach float() or json.dumps at every start. Shared by
`game.storage.stats` and `game.storage.history`, which must agree on what a count is.
"""

from __future__ import annotations

import math
import re
import secrets
from typing import Any, TypeGuard

MAX_COUNT = 10**9             # games played, won, streaks
MAX_MOVES = 10**6             # moves of one game
MAX_SECONDS = 10.0**8         # about three years on one game's clock
MAX_SERIAL = 2**53 - 1        # finishes (every JSON reader's exact integers): a finish a second for 285 million years

# Every game carries an identity from its deal (`new_game_id`): the autosave keeps it, and the
# stores that count a finished game (statistics, history) remember the last COUNTED_KEPT they
# counted, so a second result for the same game is refused (game.storage.ledger). Only the last
# one or two can ever come back (the journal's, the autosave's); the rest is margin.
GAME_ID = re.compile(r"[0-9a-f]{16}")
COUNTED_KEPT = 64

# Every finish also carries a serial: one more than the last finish the stores took in. Each
# store keeps the highest serial it took (``"finished"``) and refuses any finish at or below it.
# That catches what the window of identities cannot: a journal that comes back after more than
# COUNTED_KEPT games (a folder restored from a backup, a synced copy). A serial, not a time: a
# clock set back or another machine's clock would make times lie.


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


def new_game_id() -> str:
    """A fresh identity for a game being dealt: 64 random bits as 16 hex digits."""
    return secrets.token_hex(8)


def is_game_id(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and GAME_ID.fullmatch(value) is not None


def counted_from_json(value: Any) -> list[str] | None:
    """The ``"counted"`` list of a file (games counted, oldest first), or None when it is damaged."""
    if not isinstance(value, list) or len(value) > COUNTED_KEPT or not all(is_game_id(v) for v in value):
        return None
    return list(value)


def serial_from_json(value: Any) -> int | None:
    """The ``"finished"`` serial of a file (0 when it has none yet), or None when it is damaged."""
    return value if is_serial(value) else None


def is_serial(value: Any) -> TypeGuard[int]:
    """A finish's serial: 0 … MAX_SERIAL. Its own bound, far past the counts': a store at any
    serial it accepts can take the next finish, whose serial it accepts too (`next_serial`)."""
    return is_count(value, MAX_SERIAL)


def next_serial(last: int) -> int:
    """The serial after ``last``, never past MAX_SERIAL (reached only by a file edited by hand; the
    stores then refuse later finishes as already taken, and say nothing is damaged)."""
    return count_up(last, MAX_SERIAL)


def takes(counted: list[str], finished: int, game_id: str | None, serial: int | None) -> bool:
    """Should a store whose last identities are ``counted`` and whose last finish was ``finished``
    take in this finished game? Not if it took it already — by its identity, or by a serial at or
    below the store's own (a finish older than one it counted)."""
    if game_id is not None and game_id in counted:
        return False
    return serial is None or serial > finished


def remember(counted: list[str], game_id: str) -> None:
    """Note ``game_id`` as counted, keeping the last COUNTED_KEPT."""
    counted.append(game_id)
    del counted[:-COUNTED_KEPT]
