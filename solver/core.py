"""The search core every attempt shares: canonical keys, safe auto-play, the pruned move
generator, the position score, and the shape of an attempt's outcome.

Why a module of its own: best-first (`best_first.py`), the stage beams (`beam.py`) and the
column proof (`proof.py`) all walk the same positions with the same sound pruning rules
(docs/solver.md, "Soundness of every pruning rule"); the portfolio (`search.py`) runs them in
turn. Keeping the shared pieces here lets each attempt import the core and nothing else, so
the modules form layers without circles.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine import RunMoves, Variant, redeal_allowance

from .compact import FOUND, REDEAL, TURN, WASTE, CompactMove, State, apply, fits, raise_found, run_length
from .verdict import Verdict


class Outcome(NamedTuple):
    """What one attempt ends with: SOLVABLE (with the compact line from the start, safe cards
    included), UNSOLVABLE (it proved the start lost) or UNKNOWN; and the positions it made."""

    verdict: Verdict
    line: list[CompactMove] | None
    nodes: int


class Weights(NamedTuple):
    """Coefficients of the position score (higher is better)."""

    up: float = 10.0          # cards on the foundations
    empty: float = 3.0        # empty columns
    col_block: float = 3.0    # column cards lying on a lower card of their suit
    waste_block: float = 2.0  # the same inside the waste
    waste: float = 1.5        # cards in the waste (delay turning the talon)


def canonical_key(state: State) -> tuple[object, ...]:
    """Canonical key: column order does not matter (every rule treats the columns alike).

    A tuple of the state's own ``bytes`` objects rather than one joined string: the parts
    cache their hashes and are shared with the parent, so hashing a key costs little.
    Keys are compared only within one search, whose positions all come from one start;
    before a redeal the talon is a suffix of the start talon, so its length names it.
    """
    cols, found, waste, talon, redeals = state
    return (found, redeals, talon if redeals else len(talon), waste, *sorted(cols))


def autoplay(state: State) -> tuple[State, tuple[CompactMove, ...]]:
    """Send every R12-safe card up (waste top, then column tops), as explicit moves.

    Sound: a safe card can never again serve as a base (both cards that would lie on it are
    up), so leaving it out only blocks what lies under it.
    """
    cols, found, waste, talon, redeals = state
    # A card of suit s is safe when its rank ≤ (lower foundation of s) + 1.
    lim = [min(found[0], found[1]) + 1, min(found[2], found[3]) + 1, min(found[4], found[5]) + 1, min(found[6], found[7]) + 1]
    if not (waste and (waste[-1] & 15) <= lim[waste[-1] >> 4]):
        for col in cols:
            if col and (col[-1] & 15) <= lim[col[-1] >> 4]:
                break
        else:
            return state, ()
    moves: list[CompactMove] = []
    new_cols = list(cols)
    changed = True
    while changed:
        changed = False
        if waste and (waste[-1] & 15) <= lim[waste[-1] >> 4]:
            x = waste[-1]
            found = raise_found(found, fits(found, x))
            s = x >> 4
            lim[s] = min(found[2 * s], found[2 * s + 1]) + 1
            waste = waste[:-1]
            moves.append((WASTE, FOUND, 1))
            changed = True
        for c in range(len(new_cols)):
            col = new_cols[c]
            while col and (col[-1] & 15) <= lim[col[-1] >> 4]:
                x = col[-1]
                found = raise_found(found, fits(found, x))
                s = x >> 4
                lim[s] = min(found[2 * s], found[2 * s + 1]) + 1
                col = col[:-1]
                new_cols[c] = col
                moves.append((c, FOUND, 1))
                changed = True
    return State(tuple(new_cols), found, waste, talon, redeals), tuple(moves)


def step(state: State, move: CompactMove) -> tuple[State, tuple[CompactMove, ...]]:
    """``autoplay(apply(state, move))`` for a ``state`` that is already auto-played: faster.

    Why it can be cheaper: in an auto-played state no exposed card is safe, and safety only
    changes when a foundation rises. So after a move that sends nothing up, the only card that
    can have become safe is the one the move exposed (the new top of the source column, or the
    new waste top after a turn or a waste move); only then, or after a move to a foundation,
    is the full `autoplay` run.
    """
    cols, found, waste, talon, redeals = state
    src, dst, count = move
    if dst >= 0 and src >= WASTE:
        # Onto a column: from the waste or from another column (a run of ``count`` cards).
        new = list(cols)
        if src == WASTE:
            new[dst] = cols[dst] + waste[-1:]
            waste = waste[:-1]
            exposed = waste[-1] if waste else -1
        else:
            col = cols[src]
            new[dst] = cols[dst] + col[-count:]
            col = col[:-count]
            new[src] = col
            exposed = col[-1] if col else -1
        child = State(tuple(new), found, waste, talon, redeals)
    elif move == TURN:
        child = State(cols, found, waste + talon[-1:], talon[:-1], redeals)
        exposed = talon[-1]
    else:
        return autoplay(apply(state, move))
    if exposed >= 0:
        s = exposed >> 4
        if (exposed & 15) <= min(found[2 * s], found[2 * s + 1]) + 1:
            return autoplay(child)
    return child, ()


def reverse_of(last: tuple[CompactMove, ...]) -> CompactMove | None:
    """The move that would undo ``last`` (a state's incoming move and its auto-played cards).

    Taking a column move straight back leads to the parent, which a search has always seen;
    skipping it saves making and keying a child that would be dropped anyway. Only a lone
    column-to-column move has such an exact reverse (after auto-play the tops changed).
    """
    if len(last) == 1:
        src, dst, count = last[0]
        if src >= 0 and dst >= 0:
            return (dst, src, count)
    return None


def line_to(parents: list[int], pmoves: list[tuple[CompactMove, ...]], idx: int, tail: list[CompactMove]) -> list[CompactMove]:
    """The line from the start to node ``idx`` (each node's incoming moves), then ``tail``."""
    line = list(tail)
    while idx >= 0:
        line[:0] = pmoves[idx]
        idx = parents[idx]
    return line


def _blockers(cards: bytes) -> int:
    """How many cards lie (anywhere) above a lower card of their own suit."""
    low = [99, 99, 99, 99]
    n = 0
    for x in cards:
        s = x >> 4
        r = x & 15
        if low[s] < r:
            n += 1
        else:
            low[s] = r
    return n


MEMO_LIMIT = 500_000  # entries per memo table before it is cleared (bounds a long search's memory)


class Searcher:
    """One variant's move generation and scoring, with memo tables shared across attempts."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.unit_runs = variant.runs is RunMoves.AS_UNIT
        self.redeals_allowed = redeal_allowance(variant)
        self._block_memo: dict[bytes, int] = {}
        self._column_memo: dict[bytes, tuple[int, int, tuple[tuple[int, int], ...]]] = {}

    def may_redeal(self, state: State) -> bool:
        """The talon is empty and a redeal is left to turn a non-empty waste back (R6)."""
        return not state.talon and bool(state.waste) and state.redeals < self.redeals_allowed

    def blockers(self, cards: bytes) -> int:
        n = self._block_memo.get(cards)
        if n is None:
            if len(self._block_memo) > MEMO_LIMIT:
                self._block_memo.clear()
            n = self._block_memo[cards] = _blockers(cards)
        return n

    def score(self, state: State, w: Weights) -> float:
        cols, found, waste, _, _ = state
        memo = self._block_memo
        empty = 0
        block = 0
        for col in cols:
            if col:
                n = memo.get(col)
                block += self.blockers(col) if n is None else n
            else:
                empty += 1
        n = memo.get(waste)
        return (
            w.up * sum(found)
            + w.empty * empty
            - w.col_block * block
            - w.waste_block * (self.blockers(waste) if n is None else n)
            - w.waste * len(waste)
        )

    def column_info(self, col: bytes) -> tuple[int, int, tuple[tuple[int, int], ...]]:
        """(top card, height, runs) of a non-empty column, memoised: ``runs`` lists for every
        run of two or more cards from the top the card its base must land on and its length."""
        info = self._column_memo.get(col)
        if info is None:
            if len(self._column_memo) > MEMO_LIMIT:
                self._column_memo.clear()
            bases = col[-run_length(col):][::-1]
            runs = tuple((base + 1, count) for count, base in enumerate(bases, 1) if count > 1)
            info = self._column_memo[col] = (col[-1], len(col), runs)
        return info

    def moves(self, state: State) -> list[CompactMove]:
        """The moves the search tries: all legal moves less the soundly pruned ones.

        Pruned: targets other than the first empty column (all empty columns are alike);
        moving a whole column into an empty one (the same position again). Classic keeps
        every single-card move (the real rules) and adds run moves as shortcuts.
        """
        cols, found, waste, talon, redeals = state
        empty = -1
        empties = 0
        tops: dict[int, list[int]] = {}
        for c, col in enumerate(cols):
            if col:
                t = col[-1]
                if t in tops:
                    tops[t].append(c)
                else:
                    tops[t] = [c]
            else:
                empties += 1
                if empty < 0:
                    empty = c
        if self.unit_runs:
            limit_full = limit_empty = 1 << 30
        else:
            limit_full = 1 << empties
            limit_empty = 1 << max(empties - 1, 0)
        # Cards that fit a foundation now: one rank above each foundation top.
        f = found
        fit = {f[0] + 1, f[1] + 1, 16 + f[2] + 1, 16 + f[3] + 1, 32 + f[4] + 1, 32 + f[5] + 1, 48 + f[6] + 1, 48 + f[7] + 1}
        moves: list[CompactMove] = []
        append = moves.append
        get = tops.get
        if waste:
            w = waste[-1]
            if w in fit:
                append((WASTE, FOUND, 1))
            targets = get(w + 1)
            if targets:
                for d in targets:
                    append((WASTE, d, 1))
            if empty >= 0:
                append((WASTE, empty, 1))
        memo = self._column_memo
        for s, col in enumerate(cols):
            if not col:
                continue
            info = memo.get(col)
            if info is None:
                info = self.column_info(col)
            top, n, runs = info
            if top in fit:
                append((s, FOUND, 1))
            # The top card alone (a target never is its own column: that column's top is the
            # card itself, not the card one higher).
            targets = get(top + 1)
            if targets:
                for d in targets:
                    append((s, d, 1))
            if empty >= 0 and n > 1:
                append((s, empty, 1))
            # Longer runs from the top, within the limit.
            for need, count in runs:
                if count <= limit_full:
                    targets = get(need)
                    if targets:
                        for d in targets:
                            append((s, d, count))
                if empty >= 0 and count < n and count <= limit_empty:
                    append((s, empty, count))
        if talon:
            moves.append(TURN)
        elif waste and redeals < self.redeals_allowed:
            moves.append(REDEAL)
        return moves
