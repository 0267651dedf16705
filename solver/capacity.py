"""The capacity bound: the parking bound made time-aware with the timed bound (Classic).

Why: the parking bound (`parking.py`) counts the waste cards that can only wait in an empty
column against the columns, but only the waste that is there *now*; on positions with a long
talon it never fires. The timed bound (`timeline.py`) knows more: no column can be empty
before talon index T1, and which stream cards cannot have left by a given index. Together:

- an *anchor* is a stream card j that arrives at index k ≤ T1 (a waste card: k = 0);
- its *prefix* P is the set of stream cards below j that cannot leave before index k (for a
  waste anchor: the waste below it). They are there when j arrives and stay until j leaves,
  because j covers them; so P is frozen from now until j leaves;
- a card is *locked* (for P) when, until j leaves, it can neither go up (a rank its
  foundation still needs has all its copies not up in P) nor onto a higher twin (all copies
  of the card one higher not up are in P; Kings have none). It can only move into an empty
  column, and no card can be put on it;
- if j is locked it leaves into an empty column, so not before T1; by then every stream card
  above it that arrived by T1 has left – the locked ones each into an empty column of its own.

Count the columns holding a locked card: moving a locked card (only into an empty column)
never lowers the count, and each locked stream card that leaves raises it by one. When j
leaves, one more column must be empty. So if (columns holding a locked card now) + (locked
stream cards above j arriving by T1) + 1 > 10, the position is lost. The full argument is in
docs/solver.md, "The capacity bound".
"""

from __future__ import annotations

from game.engine import RunMoves, Variant

from .compact import State
from .timeline import NEVER, first_empty


def capacity_lost(state: State, variant: Variant) -> bool:
    """True only when the position is provably lost by the count above (Classic only)."""
    if variant.runs is RunMoves.AS_UNIT or variant.redeals:
        return False  # single-card moves and no redeal only, as the timed bound
    cols, found, waste, talon, _ = state
    t1, leave = first_empty(state)
    if t1 >= NEVER:
        return True  # no column can ever be emptied: the timed bound's verdict
    nw = len(waste)
    stream = bytes(waste) + bytes(talon[::-1])
    last = nw + min(t1, len(talon))  # stream cards [0, last) arrive by T1
    locks = Locks(found)
    for j in range(last):
        k = 0 if j < nw else j - nw + 1  # the talon index at which j arrives
        # The prefix: stream cards below j that are surely there when j arrives.
        cnt = [0] * 64
        for i in range(j):
            if leave[i] >= k:
                cnt[stream[i]] += 1
        if not locks.locked(stream[j], cnt):
            continue
        need = 1 + sum(1 for i in range(j + 1, last) if locks.locked(stream[i], cnt))
        held = sum(1 for col in cols if any(locks.locked(x, cnt) for x in col))
        if need + held > len(cols):
            return True
    return False


class Locks:
    """Whether a card is locked for a prefix (given as a count per card code): until the anchor
    leaves it can neither go up nor onto a higher twin, so it can only move into an empty column."""

    def __init__(self, found: bytes) -> None:
        self.free = [0] * 64  # copies of each card not up yet
        self.low = [0] * 4
        self.high = [0] * 4
        for s in range(4):
            a, b = found[2 * s], found[2 * s + 1]
            self.low[s], self.high[s] = min(a, b), max(a, b)
            for q in range(1, 14):
                self.free[s * 16 + q] = 2 - (a >= q) - (b >= q)

    def locked(self, x: int, cnt: list[int]) -> bool:
        free = self.free
        s = x >> 4
        r = x & 15
        if r != 13 and not (0 < free[x + 1] <= cnt[x + 1]):
            return False  # a copy of the card one higher is outside the prefix
        # Going up needs every rank from a foundation's top to r - 1: the higher foundation if
        # it is still below r, else the lower one. Blocked if one such rank is all in the prefix.
        top = self.high[s] if r - 1 >= self.high[s] else self.low[s]
        for q in range(top + 1, r):
            c = s * 16 + q
            if 0 < free[c] <= cnt[c]:
                return True
        return False
