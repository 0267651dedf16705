"""The column proof: show that no column can ever be emptied, so the deal is lost.

Why a search of its own: the timed bound (`timeline.py`) decides "can a column ever be
emptied?" by over-approximation, which at the start of most deals is too generous. Searching
the real positions, dropping every one the bound proves lost, often shows the bound right a
few hundred positions later (game 46: 642 positions, 0.2 s). Deals where a column *can* be
emptied cannot be proved this way, and the search gives up the moment it meets one; it looks
for one first (fewest cards in a column, then most cards up), so on such deals it stops in a
few hundredths of a second (measured: median 0.06 s over the 95 open deals of games 1–200).

Soundness: this is the complete search of `best_first` (every move but those of the sound
pruning rules, a transposition table over canonical positions) with two differences. Positions
the bound proves lost are dropped: they have no winning line. And the search stops without an
answer as soon as it makes a position with an empty column. A won position has every column
empty, so if the search runs dry without stopping, the complete search would have run dry
without a win: the deal is unsolvable.
"""

from __future__ import annotations

import heapq
import time

from .budget import POLL_EVERY, Budget
from .compact import CompactMove, State
from .core import Outcome, Searcher, autoplay, canonical_key, reverse_of, step
from .timeline import timed_lost
from .verdict import Verdict


def _priority(state: State) -> tuple[int, int]:
    """Closest to an empty column first: the shortest column, then the most cards up."""
    return min(len(col) for col in state.cols), -sum(state.found)


def column_proof(searcher: Searcher, start: State, budget: Budget, deadline: float, node_base: int) -> Outcome:
    """UNSOLVABLE when no column can ever be emptied; UNKNOWN when one can, or time runs out.

    Never SOLVABLE: it gives up before any win. ``node_base`` as for the other attempts.
    """
    variant = searcher.variant
    state, _ = autoplay(start)
    if not all(state.cols):
        return Outcome(Verdict.UNKNOWN, None, 1)
    if timed_lost(state, variant):
        return Outcome(Verdict.UNSOLVABLE, None, 1)
    seen = {canonical_key(state)}
    heap: list[tuple[tuple[int, int], int, State, tuple[CompactMove, ...]]] = [(_priority(state), 0, state, ())]
    nodes = 1
    expanded = 0
    while heap:
        _, _, state, last = heapq.heappop(heap)
        expanded += 1
        if expanded % POLL_EVERY == 0 and (budget.spent(node_base + nodes) or time.monotonic() >= deadline):
            return Outcome(Verdict.UNKNOWN, None, nodes)
        back = reverse_of(last)
        for move in searcher.moves(state):
            if move == back:
                continue
            child, autos = step(state, move)
            if not all(child.cols):
                return Outcome(Verdict.UNKNOWN, None, nodes)  # a column can be emptied: no proof this way
            key = canonical_key(child)
            if key in seen:
                continue
            seen.add(key)
            nodes += 1
            if timed_lost(child, variant):
                continue
            heapq.heappush(heap, (_priority(child), nodes, child, (move, *autos)))
    return Outcome(Verdict.UNSOLVABLE, None, nodes)
