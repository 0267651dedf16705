"""The reachability fixpoint: an over-approximation of everything that could ever happen.

A least fixpoint of *necessary* conditions over card instances ("a card can leave its place
only if a copy of the card one higher can be exposed somewhere, or an empty column can exist";
"a card can be exposed only if the card lying on it can leave"; …). Whatever really happens
later is inside the fixpoint (induction over time: each event's conditions hold through
earlier events), so when the fixpoint says "never", it is never. It is cheap (no search) and
decides most stuck positions, especially those with a big waste and no empty column.

Two questions are asked of it: can any card reach a foundation (`table_is_dead`, the first
step of `dead_end`), and can every card (`cannot_win`, one of the bounds `solve` asks before
any search). See docs/solver.md, "The reachability fixpoint", for the soundness argument.
"""

from __future__ import annotations

from game.engine import RunMoves, Variant, redeal_allowance

from .compact import WON_FOUND, State, fits


def reach(state: State, variant: Variant, win: bool) -> bool:
    """Run the fixpoint. ``win=False``: can any card reach a foundation? ``win=True``: can every card?

    Returns the answer of the over-approximation: False means provably impossible.
    """
    unit_runs = variant.runs is RunMoves.AS_UNIT
    cols, found, waste, talon, redeals = state
    # fits_now[x]: a foundation of its suit is at its rank - 1 now; otherwise the card one lower
    # must go up first (a pile that is higher already took its copy, and any lower pile needs it).
    fits_now = [False] * 64
    for f, top in enumerate(found):
        if top < 13:
            fits_now[(f >> 1) * 16 + top + 1] = True
    # Piles as (cards, every_card_breaks, is_column). Waste cards only ever move one by one.
    piles: list[tuple[bytes, bool, bool]] = [(c, not unit_runs, True) for c in cols if c]
    empty = len(piles) < len(cols)
    singles = bytearray()  # cards that will each be exposed on their own at some time
    if redeals < redeal_allowance(variant):
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


def cannot_win(state: State, variant: Variant) -> bool:
    """True only when the position is provably lost (sound pruning for the search)."""
    for col in state.cols:
        if not col:
            return False  # an empty column frees everything in the over-approximation: no proof
    return not reach(state, variant, win=True)


def table_is_dead(state: State, variant: Variant) -> bool:
    """True only when no card can ever reach a foundation again (and the game is not won)."""
    if state.found == WON_FOUND:
        return False
    return not reach(state, variant, win=False)
