"""The timed bound: can any column ever be emptied, knowing *when* each talon card arrives?

Why: a game is won only by emptying every column, and the first column to empty must do so
before there is any empty column to park cards in, so only by moves onto a higher twin and
by cards going up. The untimed fixpoint of `dead_ends.py` lets a card that is turned at some
moment serve at any moment, so it proves nothing while the talon is long. Here every event
carries the talon index (cards turned from now) at which it can first happen: a waste card is
exposed when it arrives and later only once every card that arrived after it has left again.

For every card instance (a column slot, or a place in the *stream*: the waste from the bottom
up, then the talon in turn order) the least fixpoint computes

- ``move[i]``: the earliest talon index at which it can first leave its place for a column,
- ``up[i]``: the earliest talon index at which it can go up,

from necessary conditions only: to leave its place a card must be exposed there (in a
column, the card above has left; in the stream, it has arrived and every card that arrived
after it has left) and a copy of the card one higher must be a column top then (where it
lies, or having moved into a column); to go up it must be exposed (in its place, or in the
column it moved to) and fit a foundation: one is at its rank - 1 now, or a copy of the card
one lower is up by then. Sets of talon indices are Python ints used as bit masks.

Soundness (docs/solver.md, "the timed bound"): take any real continuation up to the moment a
column first becomes empty; each move happens at some talon index t. By induction over the
moves, a card that leaves its place or goes up at t has ``move``/``up`` ≤ t: the conditions it
met were brought about by earlier moves, which the induction covers. So if no column bottom
can ever leave, no column is ever emptied and the game is lost. Classic only: there every move
is a single card, so a column card is exposed only once every card above it has left; in
Relaxed a run carries the cards above its base along, and an unused redeal brings the waste
back.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine import RunMoves, Variant

from .compact import State

NEVER = 1 << 10  # an index past every talon


def _low(mask: int) -> int:
    """The lowest set bit's index, or NEVER for an empty mask."""
    return (mask & -mask).bit_length() - 1 if mask else NEVER


def timed_lost(state: State, variant: Variant) -> bool:
    """True only when no column can ever be emptied, so the game is lost (Classic only).

    Why the verdict is about empty columns: once one column can be empty at some talon index,
    every card in the over-approximation can leave into it by the end of the talon, so every
    card can go up and the fixpoint proves nothing; and a game is won only by emptying every
    column. So the fixpoint stops at the first column bottom that can leave.
    """
    if variant.runs is RunMoves.AS_UNIT or variant.redeals:
        return False  # runs carry cards along and the redeal brings the waste back: not modelled
    if not all(state.cols):
        return False
    return _fixpoint(state, True)[0] >= NEVER


def first_empty(state: State) -> tuple[int, list[int]]:
    """(T1, leave) for a Classic position: no column is empty before talon index T1 (NEVER if
    none ever is; 0 if one is empty now), and ``leave[i]`` is the earliest index at which the
    stream card i (the waste from the bottom up, then the talon in turn order) can leave the
    stream – a bound valid for every index below T1.

    Why: the capacity bound (`capacity.py`) needs to know which stream cards are surely still
    there when a later card arrives, and how many talon cards surely arrive before any card can
    be parked in an empty column. Unlike `timed_lost` the fixpoint runs to its end, so every
    value is the least one (a partial fixpoint would overstate the times: unsound here).
    """
    facts = timed_facts(state)
    ncol = facts.ncol
    return facts.t1, [min(facts.move[i], facts.up[i]) for i in range(ncol, len(facts.cards))]


class Timed(NamedTuple):
    """The whole timed fixpoint of a Classic position, for the bounds that build on it.

    Instances are numbered as in the fixpoint: the columns first, each from the bottom up
    (``column[i]`` is the column of a column card), then the stream (the waste from the bottom
    up, then the talon in turn order; ``arrive[i - ncol]`` is its talon index of arrival).
    ``move``, ``up`` and ``exposed`` are the least indices at which a card can first leave its
    place for a column, go up, and (a column card) be a column top; each is a lower bound for
    every event before the first column is empty, that is, below ``t1``. With a column empty
    now, ``t1`` is 0 and the times say nothing.
    """

    t1: int
    ncol: int
    cards: list[int]
    column: list[int]
    arrive: list[int]
    move: list[int]
    up: list[int]
    exposed: list[int]


def timed_facts(state: State) -> Timed:
    """The timed fixpoint run to its end (see `Timed`)."""
    cols, _, waste, talon, _ = state
    ncol = sum(len(col) for col in cols)
    column = [c for c, col in enumerate(cols) for _ in col]
    cards = [x for col in cols for x in col] + list(waste) + list(talon[::-1])
    arrive = [0] * len(waste) + list(range(1, len(talon) + 1))
    if not all(cols):
        zeros = [0] * len(cards)
        return Timed(0, ncol, cards, column, arrive, zeros, zeros, zeros)
    t1, move, up, exposed = _fixpoint(state, False)
    return Timed(t1, ncol, cards, column, arrive, move, up, exposed)


def _fixpoint(state: State, stop: bool) -> tuple[int, list[int], list[int], list[int]]:
    """The timed fixpoint. ``stop``: return (0, …) at the first column bottom that can leave
    (enough for `timed_lost`); otherwise run to the end and return (T1, move, up, exposed) of
    every instance (`Timed`)."""
    cols, found, waste, talon, _ = state
    turns = len(talon)
    full = (1 << (turns + 1)) - 1
    ge = [full & ~((1 << t) - 1) for t in range(turns + 1)] + [0]  # ge[t]: indices t..turns
    last = turns + 1  # ge[last] is empty: "never" once clipped

    # Instances: the columns first, each from the bottom up, then the stream (the waste from the
    # bottom up, then the talon in turn order: the order in which cards reach the waste).
    cards: list[int] = []
    above: list[int] = []  # a column card: the card right above it (-1 for a top)
    bottoms: set[int] = set()
    for col in cols:
        start = len(cards)
        bottoms.add(start)
        n = len(col)
        for i, x in enumerate(col):
            cards.append(x)
            above.append(start + i + 1 if i + 1 < n else -1)
    ncol = len(cards)
    cards.extend(waste)
    cards.extend(talon[::-1])
    arrive = [0] * len(waste) + list(range(1, turns + 1))
    n = len(cards)
    by_code: dict[int, list[int]] = {}
    for i, x in enumerate(cards):
        by_code.setdefault(x, []).append(i)
    higher = [by_code.get(x + 1, ()) for x in cards]  # the copies of the card one higher
    lower = [by_code.get(x - 1, ()) for x in cards]   # the copies of the card one lower
    # Fits a foundation now; otherwise it needs a copy of the card one lower to go up first.
    free_up = [(x & 15) - 1 in (found[2 * (x >> 4)], found[2 * (x >> 4) + 1]) for x in cards]

    move = [NEVER] * n  # earliest index at which it can first leave its place for a column
    up = [NEVER] * n    # earliest index at which it can go up
    left = [0] * n      # indices by which it can have left its place (a mask)
    upm = [0] * n       # indices by which it can be up (a mask)
    # Indices at which it can be a column top that takes a card: to start with, the tops now.
    target_of = [full if i < ncol and above[i] < 0 else 0 for i in range(n)]
    # Every column from its top down, then the stream from its last arrival down: each card
    # comes after the cards that cover it, so one round carries a departure all the way down.
    order = [*range(ncol - 1, -1, -1), *range(n - 1, ncol - 1, -1)]
    changed = True
    while changed:
        changed = False
        cover = full  # stream: indices at which nothing that arrived above the current card is left
        for i in order:
            if i < ncol:
                b = above[i]
                here = full if b < 0 else left[b]
            else:
                a = ge[arrive[i - ncol]]
                here = cover & a
            mv = move[i]
            if mv:
                target = 0
                for y in higher[i]:
                    target |= target_of[y]
                t = _low(here & target)
                if t < mv:
                    move[i] = mv = t
                    changed = True
            if i < ncol:
                # A column card stays exposed once the card above has left: its own moves add nothing.
                exposed = target_of[i] = here
            else:
                # A stream card that moved into a column takes cards there and can go up from there.
                moved = target_of[i] = ge[min(mv, last)]
                exposed = here | moved
            u = up[i]
            if u:
                prev = full
                if not free_up[i]:
                    prev = 0
                    for z in lower[i]:
                        prev |= upm[z]
                t = _low(exposed & prev)
                if t < u:
                    up[i] = u = t
                    upm[i] = ge[min(t, last)]
                    changed = True
            t = min(mv, u, last)
            if i >= ncol:
                cover &= ~a | ge[t]  # it covers the cards below from its arrival until it leaves
            else:
                left[i] = ge[t]
                if stop and t < last and i in bottoms:
                    return 0, [], [], []  # a column can be emptied: no proof
    if stop:
        return NEVER, [], [], []
    t1 = NEVER
    for b in bottoms:
        t = _low(left[b])
        if t < t1:
            t1 = t
    tops = [_low(target_of[i]) if i < ncol else NEVER for i in range(n)]
    return t1, move, up, tops
