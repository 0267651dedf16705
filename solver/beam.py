"""Stage-wise beam search: the talon position is the stage, "when to turn the next card" the decision.

Why: a global best-first search races to the end of the talon and then spends 95 % of its
nodes reshuffling hopeless end positions, never revisiting the early choices that decided
the game. Here every stage (number of cards still in the talon, and the redeal) gets a share
of the effort: from the states kept at a stage, table and waste moves are explored best-first
for a bounded number of expansions; the ``width`` best states of the stage then turn the next
card and form the next stage. Incomplete by design (it drops states), so it can only ever
answer "solvable"; proofs of "unsolvable" come from the complete attempts.
"""

from __future__ import annotations

import heapq
import time

from .budget import POLL_EVERY, Budget
from .compact import REDEAL, TURN, WON_FOUND, CompactMove, State, is_won
from .core import Outcome, Searcher, Weights, autoplay, canonical_key, line_to, reverse_of, step
from .verdict import Verdict


def beam(
    searcher: Searcher, start: State, w: Weights, width: int, spread: int, budget: Budget, deadline: float, node_base: int
) -> Outcome:
    """One beam pass: SOLVABLE with a line, or UNKNOWN (never UNSOLVABLE: it drops states).

    ``width``: states kept per stage; ``spread``: expansions per stage, as a multiple of
    ``width``; ``node_base``: positions the portfolio made before this attempt.
    """
    s0, autos0 = autoplay(start)
    if is_won(s0):
        return Outcome(Verdict.SOLVABLE, list(autos0), 1)
    parents = [-1]
    pmoves: list[tuple[CompactMove, ...]] = [autos0]
    states: list[State] = [s0]
    scores = [searcher.score(s0, w)]
    seen = {canonical_key(s0)}
    nodes = 1
    poll = POLL_EVERY
    expanded = 0
    current = [0]
    seen_add = seen.add
    score = searcher.score
    heappush = heapq.heappush

    while current:
        # 1. Explore this stage: table and waste moves, best-first, a bounded number of expansions.
        heap = [(-scores[i], -i, i) for i in current]
        heapq.heapify(heap)
        stage = list(current)
        limit = width * spread
        done = 0
        while heap and done < limit:
            _, _, idx = heapq.heappop(heap)
            done += 1
            expanded += 1
            if expanded >= poll:
                poll += POLL_EVERY
                if budget.spent(node_base + nodes) or time.monotonic() >= deadline:
                    return Outcome(Verdict.UNKNOWN, None, nodes)
            state = states[idx]
            back = reverse_of(pmoves[idx])
            # Inlined child recording (this loop makes almost every node of a beam).
            for m in searcher.moves(state):
                if m in (TURN, REDEAL, back):
                    continue
                child, autos = step(state, m)
                if child.found == WON_FOUND:
                    return Outcome(Verdict.SOLVABLE, line_to(parents, pmoves, idx, [m, *autos]), nodes)
                k = canonical_key(child)
                if k in seen:
                    continue
                seen_add(k)
                nodes += 1
                n = len(states)
                states.append(child)
                parents.append(idx)
                pmoves.append((m, *autos))
                sc = score(child, w)
                scores.append(sc)
                stage.append(n)
                heappush(heap, (-sc, -n, n))
        # 2. The best states of the stage turn the next card (or redeal) and form the next stage.
        stage.sort(key=lambda i: -scores[i])
        nxt: list[int] = []
        for idx in stage:
            if len(nxt) >= width:
                break
            state = states[idx]
            if state.talon:
                m = TURN
            elif searcher.may_redeal(state):
                m = REDEAL
            else:
                continue
            child, autos = step(state, m)
            if child.found == WON_FOUND:
                return Outcome(Verdict.SOLVABLE, line_to(parents, pmoves, idx, [m, *autos]), nodes)
            k = canonical_key(child)
            if k in seen:
                continue
            seen_add(k)
            nodes += 1
            n = len(states)
            states.append(child)
            parents.append(idx)
            pmoves.append((m, *autos))
            scores.append(score(child, w))
            nxt.append(n)
        current = nxt
    return Outcome(Verdict.UNKNOWN, None, nodes)
