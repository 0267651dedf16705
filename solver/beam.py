"""Stage-wise beam search: the talon position is the stage, "when to turn the next card" the decision.

Why: a global best-first search races to the end of the talon and then spends 95 % of its
nodes reshuffling hopeless end positions, never revisiting the early choices that decided
the game. Here every stage (number of cards still in the talon, and the redeal) gets a share
of the effort: from the states kept at a stage, table and waste moves are explored best-first
for a bounded number of expansions; the ``width`` best states of the stage then turn the next
card and form the next stage. Incomplete by design (it drops states), so it can only ever
answer "solvable"; proofs of "unsolvable" come from the complete best-first search.
"""

from __future__ import annotations

import heapq
import random
import time

from .budget import POLL_EVERY, Budget
from .compact import REDEAL, TURN, CompactMove, State, is_won
from .search import SOLVABLE, UNKNOWN, WON_FOUND, Searcher, Weights, _key, autoplay, reverse_of, step


def beam_attempt(
    searcher: Searcher, start: State, w: Weights, width: int, budget: Budget, deadline: float, node_base: int, spread: int = 12,
    per_group: int = 0,
    noise: float = 0.0,
    seed: int = 0,
):
    """One beam pass. Returns (status SOLVABLE or UNKNOWN, compact line or None, nodes generated).

    ``spread``: expansions per stage, as a multiple of ``width``. ``per_group`` > 0 keeps at most
    that many states per (foundations, waste) at a stage, and ``noise`` > 0 adds a seeded random
    term to the score: both were tried for diversity and did not beat differently weighted
    scores, so the portfolio leaves them off; they stay for experiments.
    """
    rng = random.Random(seed)
    s0, autos0 = autoplay(start)
    if is_won(s0):
        return SOLVABLE, list(autos0), 1
    parents = [-1]
    pmoves: list[tuple[CompactMove, ...]] = [autos0]
    states: list[State] = [s0]
    scores = [searcher.score(s0, w)]
    seen = {_key(s0)}
    nodes = 1
    poll = POLL_EVERY
    expanded = 0
    relaxed = searcher.relaxed
    current = [0]
    seen_add = seen.add
    score = searcher.score
    heappush = heapq.heappush

    def line_to(idx: int, tail: list[CompactMove]) -> list[CompactMove]:
        line = list(tail)
        while idx >= 0:
            line[:0] = pmoves[idx]
            idx = parents[idx]
        return line

    def add_child(idx: int, m: CompactMove) -> int | list[CompactMove] | None:
        """Record the child of state ``idx`` by ``m`` (safe cards sent up): its index, None when
        seen before, or the whole winning line when it wins. The caller appends its score.
        (The stage expansion below does the same inline: it makes almost every node.)"""
        nonlocal nodes
        child, autos = step(states[idx], m)
        if child.found == WON_FOUND:
            return line_to(idx, [m, *autos])
        k = _key(child)
        if k in seen:
            return None
        seen.add(k)
        nodes += 1
        states.append(child)
        parents.append(idx)
        pmoves.append((m, *autos))
        return len(states) - 1

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
                    return UNKNOWN, None, nodes
            state = states[idx]
            back = reverse_of(pmoves[idx])
            # add_child, inlined: this loop makes every node of a beam.
            for m in searcher.moves(state):
                if m == TURN or m == REDEAL or m == back:
                    continue
                child, autos = step(state, m)
                if child.found == WON_FOUND:
                    return SOLVABLE, line_to(idx, [m, *autos]), nodes
                k = _key(child)
                if k in seen:
                    continue
                seen_add(k)
                nodes += 1
                n = len(states)
                states.append(child)
                parents.append(idx)
                pmoves.append((m, *autos))
                sc = score(child, w)
                if noise:
                    sc += rng.random() * noise  # a differently ordered attempt on each seed
                scores.append(sc)
                stage.append(n)
                heappush(heap, (-sc, -n, n))
        # 2. The best states of the stage turn the next card (or redeal) and form the next stage.
        stage.sort(key=lambda i: -scores[i])
        nxt: list[int] = []
        groups: dict[bytes, int] = {}
        for idx in stage:
            if len(nxt) >= width:
                break
            state = states[idx]
            if per_group:
                # Diversity: states that differ only in how the table is arranged share the
                # decision that matters (what went up, what lies in the waste).
                g = state.found + state.waste
                if groups.get(g, 0) >= per_group:
                    continue
                groups[g] = groups.get(g, 0) + 1
            if state.talon:
                m = TURN
            elif relaxed and state.waste and state.redeals < 1:
                m = REDEAL
            else:
                continue
            n = add_child(idx, m)
            if isinstance(n, list):
                return SOLVABLE, n, nodes
            if n is None:
                continue
            scores.append(searcher.score(states[n], w))
            nxt.append(n)
        current = nxt
    return UNKNOWN, None, nodes
