"""The peeling bound's measurements (docs/experiments.md): deal starts, the positions a
complete search meets, random play, and where its release indices come from.

Every function returns counts; `__main__` prints them. The search is the one the capacity
bound was measured in ("Where the beams lose"): depth-first over `Searcher.moves` with
canonical positions, dropping what the capacity bound proves lost (the peeling bound asked on
every N-th position made, so both bounds are compared on the same positions), or dropping what
the peeling bound proves lost. Running dry without a win proves the deal lost.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from multiprocessing import Pool

from game.engine import CLASSIC, deal, legal_moves
from game.engine.rules import apply_move
from solver.capacity import capacity_lost
from solver.compact import State, from_position, is_won
from solver.core import Searcher, autoplay, canonical_key, step
from solver.search import lost_at_start
from solver.timeline import NEVER, timed_facts

from .bound import peeling_lost, release


def start_of(number: int) -> State:
    return autoplay(from_position(deal(number, CLASSIC)))[0]


def starts(games: list[int]) -> Counter[str]:
    """Each deal's start: which bound says lost, and the peeling bound's time."""
    counts: Counter[str] = Counter()
    for number in games:
        state = start_of(number)
        counts["deals"] += 1
        counts["capacity lost"] += capacity_lost(state, CLASSIC)
        began = time.perf_counter()
        counts["peeling lost"] += peeling_lost(state, CLASSIC)
        counts["peeling µs"] += round((time.perf_counter() - began) * 1e6)
    return counts


def _search_one(task: tuple[int, float, int, bool]) -> Counter[str]:
    number, seconds, every, by_peeling = task
    searcher = Searcher(CLASSIC)
    start = start_of(number)
    seen = {canonical_key(start)}
    stack = [start]
    counts: Counter[str] = Counter(deals=1)
    deadline = time.monotonic() + seconds
    while stack and time.monotonic() < deadline:
        state = stack.pop()
        for move in searcher.moves(state):
            child, _ = step(state, move)
            key = canonical_key(child)
            if key in seen:
                continue
            seen.add(key)
            counts["positions"] += 1
            if is_won(child):
                counts["won"] += 1
                return counts  # a win: nothing to prove
            if by_peeling:
                lost = peeling_lost(child, CLASSIC)
                counts["peeling lost"] += lost
            else:
                lost = capacity_lost(child, CLASSIC)
                if counts["positions"] % every == 0:
                    counts["asked"] += 1
                    counts["capacity lost"] += lost
                    if peeling_lost(child, CLASSIC):
                        counts["peeling lost"] += 1
                        counts["peeling alone"] += not lost
            if not lost:
                stack.append(child)
    counts["exhausted"] += not stack  # ran dry without a win: the deal is lost
    return counts


def search(games: list[int], seconds: float, every: int, jobs: int, by_peeling: bool = False) -> Counter[str]:
    """The complete search on each deal for ``seconds``, pruned by the capacity bound (the
    peeling bound asked on every ``every``-th position made, to compare the two on the same
    positions) or, ``by_peeling``, by the peeling bound at every position: how often each says
    lost, and on how many deals the search runs dry (a proof)."""
    counts: Counter[str] = Counter()
    tasks = [(number, seconds, every, by_peeling) for number in games]
    if jobs == 1:
        for task in tasks:
            counts += _search_one(task)
        return counts
    with Pool(jobs) as pool:
        for part in pool.imap_unordered(_search_one, tasks):
            counts += part
    return counts


def random_play(positions: int, seed: int) -> Counter[str]:
    """Positions of random play from classic deals 1–5000 (20–160 random legal moves, half of
    them with safe auto-play): `lost_at_start` against the peeling bound. The peeling bound
    includes the capacity bound, so "peeling alone" counts what it adds."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    for _ in range(positions):
        position = deal(rng.randint(1, 5000), CLASSIC)
        for _ in range(rng.randint(20, 160)):
            options = legal_moves(position)
            if not options:
                break
            apply_move(position, rng.choice(options), auto=rng.random() < 0.5)
        state = autoplay(from_position(position))[0]
        counts["positions"] += 1
        lost = lost_at_start(state, CLASSIC)
        counts["start bounds lost"] += lost
        began = time.perf_counter()
        peeled = peeling_lost(state, CLASSIC)
        counts["peeling µs"] += round((time.perf_counter() - began) * 1e6)
        counts["peeling lost"] += peeled
        counts["peeling alone"] += peeled and not lost
    return counts


def times(games: list[int]) -> Counter[str]:
    """Where the release indices come from at each deal's start: how many stream cards have an
    index past their arrival, and how many of those sit exactly at T1 – capped there, because
    past the first empty column the timed fixpoint's times do not hold."""
    counts: Counter[str] = Counter()
    for number in games:
        state = start_of(number)
        facts = timed_facts(state)
        if facts.t1 >= NEVER:
            counts["no column ever empty"] += 1
            continue
        rho = release(facts, state.found)
        ncol = facts.ncol
        for j, arrive in enumerate(facts.arrive):
            r = rho[ncol + j]
            counts["stream cards"] += 1
            if r > arrive:
                counts["released after arriving"] += 1
                counts["released exactly at T1"] += r == facts.t1
        counts["deals"] += 1
        counts["T1 sum"] += facts.t1
    return counts
