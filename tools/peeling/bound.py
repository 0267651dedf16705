"""The peeling bound (an experiment of its own; not asked by `solve`): the stream is peeled
against the columns card by card, in talon time (Classic).

Why it was built: the capacity bound (`solver/capacity.py`) counts the cards that can *never*
leave but into an empty column while a prefix of the stream is frozen, and only up to the first
index T1 at which a column can be empty. A card that leaves the stream before any copy of its
higher twin can be a column top and before its foundation can take it must also wait in an
empty column – *until then* – and every stream card above a card must have left before that
card does. So every card gets a *release index*: a lower bound, valid in every continuation
(with or without empty columns), on the first talon index at which it can go up or onto a
higher twin (`release`):

- going up needs every rank below it on one foundation of its suit: at least, for the best
  foundation, the latest of the ranks it still needs, each at its earliest copy's index; a
  stream card not before it arrives; below T1 the timed fixpoint's own index holds;
- a twin must be a column top: a column card not before the timed fixpoint exposes it, a
  stream card not before it arrives and the fixpoint lets it move into a column (both capped
  at T1, past which the fixpoint's times say nothing).

Then for every card z that still has to leave its place (every card, for a win), at the index
t at which it leaves: every stream card above z that has arrived by t has left the stream, and
one not released by t left into an empty column and holds it still; a column holding a column
card not released by t still holds one; z, if not released, needs an empty column to go to. If
at every index t these columns number more than ten (before T1: if any card would need one),
z never leaves: lost. For a stream card arriving by T1, the capacity bound's frozen prefix adds
its *locked* cards as never released while z stays. The proof is in docs/experiments.md,
"A loss bound that peels the waste against the columns"; so are the figures: it settles none of
the open deals, because past T1 every release index collapses to T1.
"""

from __future__ import annotations

from game.engine import RunMoves, Variant
from solver.capacity import Locks
from solver.compact import State
from solver.timeline import NEVER, Timed, timed_facts

INF = 1 << 20


def peeling_lost(state: State, variant: Variant) -> bool:
    """True only when some card can provably never leave its place (Classic only)."""
    if variant.runs is RunMoves.AS_UNIT or variant.redeals:
        return False  # single-card moves and no redeal only, as the timed bound
    facts = timed_facts(state)
    if facts.t1 >= NEVER:
        return True  # no column can ever be emptied: the timed bound's verdict
    rho = release(facts, state.found)
    peel = _Peel(state, facts, rho)
    return any(not peel.stream_can_leave(j) for j in range(len(facts.arrive))) or any(
        not peel.column_card_can_leave(i) for i in range(facts.ncol)
    )


def release(facts: Timed, found: bytes) -> list[int]:
    """The release index of every instance: no card goes up or onto a higher twin below it."""
    t1, ncol, cards = facts.t1, facts.ncol, facts.cards
    n = len(cards)
    arrive = [0] * ncol + facts.arrive
    by_code: dict[int, list[int]] = {}
    for i, x in enumerate(cards):
        by_code.setdefault(x, []).append(i)
    up = [0] * n
    # Ranks in increasing order, so each card's lower ranks are known before it.
    for i in sorted(range(n), key=lambda i: cards[i] & 15):
        x = cards[i]
        s, r = x >> 4, x & 15
        own = max(arrive[i], min(facts.up[i], t1))
        best = INF
        for h in (found[2 * s], found[2 * s + 1]):
            if h >= r:
                continue  # that foundation is past this rank already
            need = 0
            for q in range(h + 1, r):
                need = max(need, min(up[d] for d in by_code[s * 16 + q]))
            best = min(best, need)
        up[i] = max(own, best)
    rho = [0] * n
    for i, x in enumerate(cards):
        twin = INF
        if x & 15 != 13:
            for y in by_code.get(x + 1, ()):
                if y < ncol:
                    twin = min(twin, min(facts.exposed[y], t1))
                else:
                    twin = min(twin, max(arrive[y], min(facts.move[y], t1)))
        rho[i] = min(up[i], twin)
    return rho


class _Peel:
    """The column count at the index a card leaves, for each card that must leave."""

    def __init__(self, state: State, facts: Timed, rho: list[int]) -> None:
        self.facts = facts
        self.rho = rho
        self.ncols = len(state.cols)
        self.turns = len(state.talon)
        self.locks = Locks(state.found)
        ncol = facts.ncol
        self.leave = [min(facts.move[i], facts.up[i]) for i in range(len(facts.cards))]
        self.members: list[list[int]] = [[] for _ in state.cols]
        for i in range(ncol):
            self.members[facts.column[i]].append(i)

    def _held(self, rho: list[int], skip: int) -> list[int]:
        """held[t]: columns (all but ``skip``) that hold a column card not released by t."""
        held = [0] * (self.turns + 2)
        for c, members in enumerate(self.members):
            if c == skip or not members:
                continue
            m = min(max(rho[i] for i in members), self.turns + 1)
            if m > 0:
                held[0] += 1
                held[m] -= 1
        return _running(held)

    def _waiting(self, rho: list[int], cards: list[int], start: list[int]) -> list[int]:
        """waiting[t]: the cards given that have left by t (from ``start``) but are not released."""
        count = [0] * (self.turns + 2)
        for i, a in zip(cards, start, strict=True):
            end = min(rho[i], self.turns + 1)
            if a < end:
                count[a] += 1
                count[end] -= 1
        return _running(count)

    def _fits(self, z: int, rho: list[int], first: int, waiting: list[int], columns: list[int]) -> bool:
        """Whether some index t ≥ first lets z leave: before T1 nothing may need an empty
        column; from T1 on, the columns needed must number at most the columns there are."""
        t1 = self.facts.t1
        for t in range(first, self.turns + 1):
            alone = rho[z] > t  # z itself needs an empty column
            if t < t1:
                if not waiting[t] and not alone and self.leave[z] <= t:
                    return True
            elif columns[t] + waiting[t] + alone <= self.ncols:
                return True
        return False

    def stream_can_leave(self, j: int) -> bool:
        facts = self.facts
        ncol = facts.ncol
        z = ncol + j
        k = facts.arrive[j]
        rho = self.rho
        if k <= facts.t1:
            rho = self._locked(j, k)
        above = list(range(z + 1, len(facts.cards)))
        waiting = self._waiting(rho, above, [facts.arrive[i - ncol] for i in above])
        return self._fits(z, rho, k, waiting, self._held(rho, -1))

    def _locked(self, j: int, k: int) -> list[int]:
        """The release indices, with the capacity bound's locked cards never released while
        stream card j stays: the prefix below j that is surely there when j arrives (k ≤ T1)
        is frozen until j leaves, and so are the locks it makes."""
        ncol = self.facts.ncol
        cards = self.facts.cards
        cnt = [0] * 64
        for i in range(j):
            if self.leave[ncol + i] >= k:
                cnt[cards[ncol + i]] += 1
        locked = self.locks.locked
        return [
            INF if (i < ncol or i >= ncol + j) and locked(x, cnt) else r
            for i, (x, r) in enumerate(zip(cards, self.rho, strict=True))
        ]

    def column_card_can_leave(self, z: int) -> bool:
        facts = self.facts
        c = facts.column[z]
        above = [i for i in self.members[c] if i > z]
        waiting = self._waiting(self.rho, above, [0] * len(above))
        columns = [h + 1 for h in self._held(self.rho, c)]  # its own column holds z until it goes
        return self._fits(z, self.rho, 0, waiting, columns)


def _running(diff: list[int]) -> list[int]:
    total = 0
    out = []
    for d in diff:
        total += d
        out.append(total)
    return out
