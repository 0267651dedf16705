"""The parking bound: more waste cards must wait in columns of their own than there are columns.

Asked by `solve` once before any search (`search.lost_at_start`): it answers in one node what
a search settles in milliseconds on real play, and proves positions with a long talon left
that no search settles in seconds (the eight-Kings boards of the tests). Too slow to ask at
every node (~110 µs). The proof is in docs/solver.md, "The parking bound"; the measurements in
docs/experiments.md, "The parking bound as a pruning rule".
"""

from __future__ import annotations

from game.engine import RunMoves, Variant, redeal_allowance

from .compact import State

INF = 1 << 20


def parking_bound(state: State, variant: Variant) -> bool:
    """True only when the waste provably cannot be emptied: more cards must wait in columns of
    their own than there are columns. See docs/solver.md ("the parking bound") for the proof.

    For a waste prefix (the cards below index j, untouchable until the card at j leaves), a
    card is *locked* when it can neither go up (some rank its foundation still needs has all
    its free copies in the prefix) nor onto a higher twin (all free copies of the card one
    higher are in the prefix; Kings have none) until then. A locked waste card above j must
    wait in an empty column of its own; a column with a locked bottom card stays occupied.
    If the card at j is locked too it needs one more empty column: over ten columns, lost.
    """
    if state.redeals < redeal_allowance(variant):
        return False  # the redeal takes the waste back without playing it card by card
    waste = state.waste
    n = len(waste)
    if n < 2:
        return False
    found = state.found
    # thr[c]: the smallest prefix length that holds every free copy of card c (INF if one is elsewhere).
    count = [0] * 64
    last = [0] * 64
    for i, x in enumerate(waste):
        count[x] += 1
        last[x] = i
    lock: dict[int, int] = {}  # card code -> the prefix length from which it is locked

    def thr(c: int) -> int:
        s = c >> 4
        q = c & 15
        free = 2 - (found[2 * s] >= q) - (found[2 * s + 1] >= q)
        if free <= 0:
            return INF  # already up: never blocks
        return last[c] + 1 if count[c] >= free else INF

    def lock_of(x: int) -> int:
        v = lock.get(x)
        if v is not None:
            return v
        s = x >> 4
        r = x & 15
        hi = max(found[2 * s], found[2 * s + 1])
        lo = min(found[2 * s], found[2 * s + 1])
        top = hi if r - 1 >= hi else lo
        up = INF
        for q in range(top + 1, r):
            t = thr(s * 16 + q)
            if t < up:
                up = t
        twin = 0 if r == 13 else thr(x + 1)
        v = lock[x] = max(up, twin)
        return v

    if variant.runs is RunMoves.AS_UNIT:
        # A run may carry a locked card onto a twin: only a locked *bottom* pins its column.
        bottoms = [lock_of(col[0]) for col in state.cols if col]
    else:
        # Runs that move one card at a time: a locked card anywhere pins its column.
        bottoms = [min(lock_of(x) for x in col) for col in state.cols if col]
    locks = [lock_of(x) for x in waste]
    for j in range(n - 1, 0, -1):
        if locks[j] > j:
            continue
        need = 1
        for i in range(j + 1, n):
            if locks[i] <= j:
                need += 1
        held = 0
        for b in bottoms:
            if b <= j:
                held += 1
        if need + held > len(state.cols):
            return True
    return False
