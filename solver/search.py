"""Best-first search for a winning line, knowing the talon order; `solve` and `hint`.

Why best-first: a plain depth-first search finds absurd lines thousands of moves long and
drowns in tableau reshuffles; ordering by a score that rewards cards up and empty columns and
penalises buried low cards and a big waste finds short lines quickly. Several short attempts
with differently weighted scores are tried in turn, because on a hard deal outcomes are
all-or-nothing: one ordering finds the line at once where another never does.

Completeness (needed before saying "unsolvable"): every attempt generates every move except
those removed by the sound pruning rules listed in docs/solver.md, and keeps a transposition
table over canonical positions; an attempt whose open list runs dry has seen every position
reachable from the start, so the deal cannot be won.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field
from typing import NamedTuple

from game.engine import Position
from game.engine.position import RELAXED

from .budget import POLL_EVERY, Budget
from .compact import (
    FOUND,
    REDEAL,
    TURN,
    WASTE,
    CompactMove,
    State,
    apply,
    fits,
    from_position,
    is_won,
    move_text,
    raise_found,
    run_length,
)
from .dead_end import cannot_win
from .line import shorten, verify_line
from .timeline import timed_lost

SOLVABLE = "solvable"
UNSOLVABLE = "unsolvable"
UNKNOWN = "unknown"

WON_FOUND = b"\r" * 8


class Weights(NamedTuple):
    """Coefficients of the position score (higher is better)."""

    up: float = 10.0          # cards on the foundations
    empty: float = 3.0        # empty columns
    col_block: float = 3.0    # column cards lying on a lower card of their suit
    waste_block: float = 2.0  # the same inside the waste
    waste: float = 1.5        # cards in the waste (delay turning the talon)
    depth: float = 0.0        # moves so far (prefer short lines)


class Attempt(NamedTuple):
    """One search in the portfolio: best-first (complete), a stage beam of ``width`` (incomplete),
    or the column proof (`proof.py`: can answer only "unsolvable")."""

    weights: Weights
    share: float     # share of the time still left when this attempt starts
    width: int = 0   # 0: best-first; otherwise the beam width per talon stage
    spread: int = 10  # beam: expansions per stage = width * spread
    floor: float = 0.0  # at least this many seconds (but never over half of what is left)
    prove: bool = False  # the column proof instead of a search for a line


# The attempts, in order. Best-first comes first, briefly: it is the complete search (it
# proves tiny and frozen positions unsolvable at once) and finds the easiest lines. Narrow
# beams with differently weighted scores follow (a pass takes ~0.2–0.3 s; each solves deals
# the others miss), then wider beams with few expansions per stage, each allowed to run to
# its end (a beam cut off by its deadline has wasted its time). The list was chosen from a
# table of every attempt run alone on each of games 1–200 (docs/solver.md, "Choosing the
# portfolio") and checked on games 201–300, which played no part in choosing it.
PROFILES: tuple[Attempt, ...] = (
    # The floor keeps best-first long enough to prove late-game positions lost for the
    # in-game indicator (short budgets), where 2 % would be a few milliseconds.
    Attempt(Weights(), 0.02, floor=0.3),
    # Most deals let a column be emptied, and the proof gives up on them in hundredths of a
    # second; on the rest it may prove the deal lost (docs/solver.md, "the column proof").
    Attempt(Weights(), 0.1, prove=True),
    Attempt(Weights(waste_block=5), 0.2, width=200),
    Attempt(Weights(waste_block=5, col_block=5), 0.25, width=200),
    Attempt(Weights(waste_block=5, waste=3, col_block=5), 0.33, width=200),
    Attempt(Weights(waste_block=12, waste=3), 0.5, width=200),
    Attempt(Weights(waste=3), 0.5, width=200),
    Attempt(Weights(waste_block=20, waste=5), 0.5, width=200),
    Attempt(Weights(waste_block=8), 0.95, width=800, spread=6),
    Attempt(Weights(waste_block=12, waste=3), 0.95, width=1600, spread=3),
    Attempt(Weights(waste_block=5), 0.95, width=3200, spread=3),
    Attempt(Weights(waste_block=5), 1.0, width=3200, spread=6),
)

# The weights the wide beams take turns with once the portfolio is through.
WIDE_WEIGHTS = (Weights(waste_block=5), Weights(waste_block=8), Weights(waste_block=5, col_block=5))

# Relaxed deals are mostly easy for best-first; the rest fall to narrow beams within a second.
RELAXED_PROFILES: tuple[Attempt, ...] = (
    Attempt(Weights(), 0.1),
    Attempt(Weights(), 0.3, width=30),
    Attempt(Weights(), 0.4, width=60),
    Attempt(Weights(up=10, empty=5, col_block=2, waste_block=3, waste=2.5), 1.0, width=150),
)


@dataclass
class SolveResult:
    """The answer: ``moves`` is the complete line in engine notation when solvable."""

    status: str
    moves: list[str] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0



def _key(state: State) -> tuple:
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
        for c in range(10):
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


class Searcher:
    """One variant's move generation and scoring, with memo tables shared across attempts."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.relaxed = variant == RELAXED
        self._block_memo: dict[bytes, int] = {}
        # Also drop positions the fixpoint proves lost (`cannot_win`). Sound, but off: measured,
        # it fires on almost no position a real search meets and costs two thirds of the node rate.
        self.prune = False
        self._column_memo: dict[bytes, tuple[int, int, tuple[tuple[int, int], ...]]] = {}

    def blockers(self, cards: bytes) -> int:
        n = self._block_memo.get(cards)
        if n is None:
            if len(self._block_memo) > 500_000:
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
            if len(self._column_memo) > 500_000:
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
        if self.relaxed:
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
        elif self.relaxed and waste and redeals < 1:
            moves.append(REDEAL)
        return moves

    def attempt(self, start: State, w: Weights, budget: Budget, deadline: float, node_base: int):
        """One best-first run. Returns (status, compact moves or None, nodes generated)."""
        s0, autos0 = autoplay(start)
        if is_won(s0):
            return SOLVABLE, list(autos0), 1
        parents = [-1]
        pmoves: list[tuple[CompactMove, ...]] = [autos0]
        states: list[State | None] = [s0]
        depths = [0]
        seen = {_key(s0)}
        heap = [(-self.score(s0, w), 0, 0)]
        nodes = 1
        expanded = 0
        poll = POLL_EVERY
        dw = w.depth
        prune = self.prune
        while heap:
            _, _, idx = heapq.heappop(heap)
            state = states[idx]
            states[idx] = None
            expanded += 1
            if expanded >= poll:
                poll += POLL_EVERY
                if budget.spent(node_base + nodes) or time.monotonic() >= deadline:
                    return UNKNOWN, None, nodes
            depth = depths[idx] + 1
            back = reverse_of(pmoves[idx])
            for m in self.moves(state):
                if m == back:
                    continue
                child, autos = step(state, m)
                if child.found == WON_FOUND:
                    line = [m, *autos]
                    i = idx
                    while i >= 0:
                        line[:0] = pmoves[i]
                        i = parents[i]
                    return SOLVABLE, line, nodes
                k = _key(child)
                if k in seen:
                    continue
                seen.add(k)
                if prune and cannot_win(child, self.variant):
                    continue
                nodes += 1
                states.append(child)
                parents.append(idx)
                pmoves.append((m, *autos))
                depths.append(depth)
                heapq.heappush(heap, (dw * depth - self.score(child, w), -nodes, len(states) - 1))
        return UNSOLVABLE, None, nodes


def _finish(position: Position, start: State, line: list[CompactMove], nodes: int, started: float, budget: Budget) -> SolveResult:
    """Shorten a found line, replay it on the engine (raises LineError if it does not win), wrap it up."""
    line = shorten(start, line, position.variant, cancelled=budget.cancelled)
    texts = [move_text(m) for m in line]
    verify_line(position, texts)
    return SolveResult(SOLVABLE, texts, nodes, time.monotonic() - started)


def solve(position: Position, budget: Budget | float | None = None, profiles=None) -> SolveResult:
    """Solve ``position`` knowing the talon: solvable (with a replayed line), unsolvable, or unknown."""
    if not isinstance(budget, Budget):
        budget = Budget(seconds=budget if budget is not None else 10.0)
    started = time.monotonic()
    searcher = Searcher(position.variant)
    start = from_position(position)
    if profiles is None:
        profiles = RELAXED_PROFILES if searcher.relaxed else PROFILES
    if timed_lost(autoplay(start)[0], position.variant):
        # No column can ever be emptied (docs/solver.md, "the timed bound"): a proof in about
        # a millisecond, before any search.
        return SolveResult(UNSOLVABLE, [], 1, time.monotonic() - started)
    total = 0
    from .beam import beam_attempt
    from .proof import column_proof

    for i, attempt in enumerate(profiles):
        now = time.monotonic()
        remaining = budget.deadline() - now
        allowed = max(remaining * attempt.share, min(attempt.floor, remaining / 2))
        deadline = now + allowed if i < len(profiles) - 1 else budget.deadline()
        if attempt.prove:
            status, line, nodes = column_proof(searcher, start, budget, deadline, total)
        elif attempt.width:
            status, line, nodes = beam_attempt(
                searcher, start, attempt.weights, attempt.width, budget, deadline, total, attempt.spread
            )
        else:
            status, line, nodes = searcher.attempt(start, attempt.weights, budget, deadline, total)
        total += nodes
        if status == SOLVABLE:
            assert line is not None
            return _finish(position, start, line, total, started, budget)
        if status == UNSOLVABLE:
            return SolveResult(UNSOLVABLE, [], total, time.monotonic() - started)
        if budget.spent(total):
            break
    else:
        # Every attempt ended without a line and time is left: the widest beam again with the
        # other weights, then twice as wide, until the budget is spent.
        width = max((a.width for a in profiles), default=0)
        done = {(a.width, a.weights) for a in profiles}
        while width and not budget.spent(total):
            for weights in WIDE_WEIGHTS:
                if (width, weights) in done:
                    continue
                status, line, nodes = beam_attempt(searcher, start, weights, width, budget, budget.deadline(), total, 3)
                total += nodes
                if status == SOLVABLE:
                    assert line is not None
                    return _finish(position, start, line, total, started, budget)
                if budget.spent(total):
                    break
            width *= 2
    return SolveResult(UNKNOWN, [], total, time.monotonic() - started)


def hint(position: Position, budget: Budget | float | None = None) -> str | None:
    """The next move of a winning line from ``position``, if the search finds one in budget."""
    result = solve(position, budget)
    return result.moves[0] if result.status == SOLVABLE and result.moves else None
