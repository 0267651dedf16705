"""The best-first attempt: the complete search of the portfolio.

Why best-first: a plain depth-first search finds absurd lines thousands of moves long and
drowns in tableau reshuffles; ordering by a score that rewards cards up and empty columns and
penalises buried low cards and a big waste finds short lines quickly.

Completeness (needed before saying "unsolvable"): it generates every move except those
removed by the sound pruning rules (docs/solver.md) and keeps a transposition table over
canonical positions; when its open list runs dry it has seen every position reachable from
the start, so the position cannot be won.
"""

from __future__ import annotations

import heapq
import time

from .budget import POLL_EVERY, Budget
from .compact import WON_FOUND, CompactMove, State, is_won
from .core import Outcome, Searcher, Weights, autoplay, canonical_key, line_to, reverse_of, step
from .verdict import Verdict


def best_first(searcher: Searcher, start: State, w: Weights, budget: Budget, deadline: float, node_base: int) -> Outcome:
    """One best-first run until a win, exhaustion (UNSOLVABLE), the ``deadline`` or the budget.

    ``node_base``: positions the portfolio made before this attempt (for a node budget).
    """
    s0, autos0 = autoplay(start)
    if is_won(s0):
        return Outcome(Verdict.SOLVABLE, list(autos0), 1)
    parents = [-1]
    pmoves: list[tuple[CompactMove, ...]] = [autos0]
    states: list[State | None] = [s0]
    seen = {canonical_key(s0)}
    heap = [(-searcher.score(s0, w), 0, 0)]
    nodes = 1
    expanded = 0
    poll = POLL_EVERY
    while heap:
        _, _, idx = heapq.heappop(heap)
        state = states[idx]
        assert state is not None  # each node is expanded once
        states[idx] = None  # expanded: only its line is needed any more
        expanded += 1
        if expanded >= poll:
            poll += POLL_EVERY
            if budget.spent(node_base + nodes) or time.monotonic() >= deadline:
                return Outcome(Verdict.UNKNOWN, None, nodes)
        back = reverse_of(pmoves[idx])
        for m in searcher.moves(state):
            if m == back:
                continue
            child, autos = step(state, m)
            if child.found == WON_FOUND:
                return Outcome(Verdict.SOLVABLE, line_to(parents, pmoves, idx, [m, *autos]), nodes)
            k = canonical_key(child)
            if k in seen:
                continue
            seen.add(k)
            nodes += 1
            states.append(child)
            parents.append(idx)
            pmoves.append((m, *autos))
            heapq.heappush(heap, (-searcher.score(child, w), -nodes, len(states) - 1))
    return Outcome(Verdict.UNSOLVABLE, None, nodes)
