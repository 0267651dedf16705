"""A finished game is counted once: each game's identity and each finish's serial, and the rule by
which a store takes a finish in or refuses it as one it took already.

Every game carries an identity from its deal (`new_game_id`): the autosave keeps it, and the
stores that count a finished game (statistics, history) remember the last COUNTED_KEPT they
counted, so a second result for the same game is refused (game.storage.ledger). Only the last
one or two can ever come back (the journal's, the autosave's); the rest is margin.

Every finish also carries a serial: one more than the last finish the stores took in. Each
store keeps the highest serial it took (``"finished"``) and refuses any finish at or below it.
That catches what the window of identities cannot: a journal that comes back after more than
COUNTED_KEPT games (a folder restored from a backup, a synced copy). A serial, not a time: a
clock set back or another machine's clock would make times lie.
"""

from __future__ import annotations

import os
import re
from typing import Any, TypeGuard

from game.storage.bounds import count_up, is_count

GAME_ID = re.compile(r"[0-9a-f]{16}")
COUNTED_KEPT = 64
MAX_SERIAL = 2**53 - 1        # finishes (every JSON reader's exact integers): a finish a second for 285 million years


def new_game_id() -> str:
    """A fresh identity for a game being dealt: 64 random bits as 16 hex digits (the system's
    randomness, as `secrets.token_hex`, without importing `secrets` and its hashing at the start)."""
    return os.urandom(8).hex()


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
