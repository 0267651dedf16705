"""Dead ends (R17) and the counting bound that prunes hopeless positions in the search.

Two tools:

- `_reach` is an over-approximation of everything that could ever happen from a position:
  a least fixpoint of *necessary* conditions ("a card can leave its place only if a copy of
  the card one higher can be exposed somewhere, or an empty column can exist"; "a card can
  be exposed only if the card lying on it can leave"; …). Whatever really happens later is
  inside the fixpoint (induction over time: each event's conditions hold through earlier
  events), so when the fixpoint says "never", it is never. It is cheap (no search) and
  decides most stuck positions, especially those with a big waste and no empty column.
- `dead_end` answers R17 exactly when the fixpoint cannot: a search over table moves
  (foundations frozen) for a position where some card fits a foundation.

See docs/solver.md for the soundness argument of every rule.
"""

from __future__ import annotations

from game.engine import Position
from game.engine.position import RELAXED

from .budget import POLL_EVERY, Budget
from .compact import State, fits, from_position, run_length

YES = "yes"          # some card can still reach a foundation
NO = "no"            # no card can ever reach a foundation again: a dead end
UNKNOWN = "unknown"  # the budget ran out first (or the talon is not used up yet)


def _reach(state: State, variant: str, win: bool) -> bool:
    """Run the fixpoint. ``win=False``: can any card reach a foundation? ``win=True``: can every card?

    Returns the answer of the over-approximation: False means provably impossible.
    """
    relaxed = variant == RELAXED
    cols, found, waste, talon, redeals = state
    # fits_now[x]: a foundation of its suit is at its rank - 1 now; otherwise the card one lower
    # must go up first (a pile that is higher already took its copy, and any lower pile needs it).
    fits_now = [False] * 64
    for f, top in enumerate(found):
        if top < 13:
            fits_now[(f >> 1) * 16 + top + 1] = True
    # Piles as (cards, every_card_breaks, is_column). Waste cards only ever move one by one.
    piles: list[tuple[bytes, bool, bool]] = [(c, not relaxed, True) for c in cols if c]
    empty = len(piles) < len(cols)
    singles = bytearray()  # cards that will each be exposed on their own at some time
    if relaxed and not redeals:
        singles += waste + talon  # every one is turned again in the second pass
    else:
        singles += talon
        if waste:
            piles.append((waste, True, False))
    if not win:
        # Any card exposed now or later that fits a foundation answers "yes" at once.
        for x in singles:
            if fits(found, x) >= 0:
                return True
    exposed = [0] * 64   # per card code: instances that can be exposed at some time
    can_up = [False] * 64  # per card code: some instance can go up at some time
    for x in singles:
        exposed[x] += 1
    rem = [bytearray(len(p)) for p, _, _ in piles]
    exp = [bytearray(len(p)) for p, _, _ in piles]
    nxt_break = []
    for p, every, _ in piles:
        n = len(p)
        nb = [n] * n
        k = n
        for i in range(n - 1, -1, -1):
            nb[i] = k
            if every or i == 0 or p[i] + 1 != p[i - 1]:
                k = i
        nxt_break.append(nb)
    changed = True
    while changed:
        changed = False
        if win:
            for x in singles:
                if not can_up[x] and (fits_now[x] or can_up[x - 1]):
                    can_up[x] = True
                    changed = True
        for pi, (p, _every, is_column) in enumerate(piles):
            n = len(p)
            r_p = rem[pi]
            e_p = exp[pi]
            nb = nxt_break[pi]
            for i in range(n - 1, -1, -1):
                x = p[i]
                ex = i == n - 1 or r_p[i + 1]
                up = False
                if ex:
                    if not e_p[i]:
                        e_p[i] = 1
                        exposed[x] += 1
                        changed = True
                        if not win and fits(found, x) >= 0:
                            return True
                    if win and (fits_now[x] or can_up[x - 1]):
                        up = True
                        if not can_up[x]:
                            can_up[x] = True
                            changed = True
                if r_p[i]:
                    continue
                k = nb[i]
                if up or ((k >= n or r_p[k]) and (empty or exposed[x + 1] > 0)):
                    r_p[i] = 1
                    changed = True
                    if i == 0 and is_column:
                        empty = True
    if not win:
        return False
    # Every card still off the foundations must be able to go up.
    for x in singles:
        if not can_up[x]:
            return False
    for pi, (p, _every, _col) in enumerate(piles):
        e_p = exp[pi]
        for i, x in enumerate(p):
            if not (e_p[i] and (fits_now[x] or can_up[x - 1])):
                return False
    return True


def cannot_win(state: State, variant: str) -> bool:
    """True only when the position is provably lost (sound pruning for the search)."""
    for col in state.cols:
        if not col:
            return False  # an empty column frees everything in the over-approximation: no proof
    return not _reach(state, variant, win=True)


def table_is_dead(state: State, variant: str) -> bool:
    """True only when no card can ever reach a foundation again (and the game is not won)."""
    if state.found == b"\r" * 8:
        return False
    return not _reach(state, variant, win=False)


def _talon_spent(position: Position) -> bool:
    return not position.talon and (position.redeals_left() <= 0 or not position.waste)


def dead_end(position: Position, budget: Budget | float | None = 1.0) -> str:
    """R17: with the talon used up (Relaxed: its redeal too), can any card still go up?

    Returns YES, NO (a dead end) or UNKNOWN. Sound: never NO while a card can still go up.
    A position with talon cards (or a redeal) left is not asked about: UNKNOWN, unless a card
    fits a foundation right now (YES).
    """
    if not isinstance(budget, Budget):
        budget = Budget(seconds=budget)
    state = from_position(position)
    variant = position.variant
    if position.is_won():
        return NO
    if (state.waste and fits(state.found, state.waste[-1]) >= 0) or any(
        c and fits(state.found, c[-1]) >= 0 for c in state.cols
    ):
        return YES
    if not _talon_spent(position):
        return UNKNOWN
    if not _reach(state, variant, win=False):
        return NO
    return _search(state, variant, budget)


def _table_moves(state: State, relaxed: bool) -> list[State]:
    """Every table move that may matter, foundations frozen (none fits, or we would be done).

    Classic: single cards only (runs are made of them). Only the first empty column is a
    target, and never for a whole column.
    """
    cols, found, waste, talon, redeals = state
    empty = next((c for c, col in enumerate(cols) if not col), -1)
    tops: dict[int, list[int]] = {}
    for c, col in enumerate(cols):
        if col:
            tops.setdefault(col[-1], []).append(c)
    out: list[State] = []
    if waste:
        w = waste[-1]
        targets = list(tops.get(w + 1, ()))
        if empty >= 0:
            targets.append(empty)
        for d in targets:
            new = list(cols)
            new[d] = cols[d] + waste[-1:]
            out.append(State(tuple(new), found, waste[:-1], talon, redeals))
    for s, col in enumerate(cols):
        if not col:
            continue
        run = run_length(col) if relaxed else 1
        for count in range(1, run + 1):
            base = col[-count]
            targets = [d for d in tops.get(base + 1, ()) if d != s]
            if empty >= 0 and count < len(col):
                targets.append(empty)
            for d in targets:
                new = list(cols)
                new[s] = col[:-count]
                new[d] = cols[d] + col[-count:]
                out.append(State(tuple(new), found, waste, talon, redeals))
    return out


def _search(start: State, variant: str, budget: Budget) -> str:
    """Depth-first search over table moves for a position where a card fits a foundation."""
    relaxed = variant == RELAXED
    found = start.found

    def key(s: State) -> bytes:
        return s.waste + b"\0" + b"\0".join(sorted(s.cols))

    seen = {key(start)}
    stack = [start]
    nodes = 0
    while stack:
        state = stack.pop()
        nodes += 1
        if nodes % POLL_EVERY == 0 and budget.spent(nodes):
            return UNKNOWN
        for child in _table_moves(state, relaxed):
            k = key(child)
            if k in seen:
                continue
            seen.add(k)
            if (child.waste and fits(found, child.waste[-1]) >= 0) or any(
                c and fits(found, c[-1]) >= 0 for c in child.cols
            ):
                return YES
            stack.append(child)
    return NO


INF = 1 << 20


def parking_bound(state: State, variant: str) -> bool:
    """True only when the waste provably cannot be emptied: more cards must wait in columns of
    their own than there are columns. See docs/solver.md ("the parking bound") for the proof.

    For a waste prefix (the cards below index j, untouchable until the card at j leaves), a
    card is *locked* when it can neither go up (some rank its foundation still needs has all
    its free copies in the prefix) nor onto a higher twin (all free copies of the card one
    higher are in the prefix; Kings have none) until then. A locked waste card above j must
    wait in an empty column of its own; a column with a locked bottom card stays occupied.
    If the card at j is locked too it needs one more empty column: over ten columns, lost.
    """
    if variant == RELAXED and not state.redeals:
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
    lock = {}

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

    if variant == RELAXED:
        # A run may carry a locked card onto a twin: only a locked *bottom* pins its column.
        bottoms = [lock_of(col[0]) for col in state.cols if col]
    else:
        # Classic moves one card at a time: a locked card anywhere pins its column.
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
        if need + held > 10:
            return True
    return False
