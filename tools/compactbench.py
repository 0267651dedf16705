"""How much faster the solver's compact encoding expands a position than the engine does:
``nice -n 19 python -m tools.compactbench [--positions 2000] [--seed 1]``.

Why it exists: the solver keeps a second encoding of the rules (`solver/compact.py`,
`solver/core.py`) only because it is faster; this measures by how much, on the work a search
repeats millions of times — list the moves of a position, make every child with safe cards
sent up, key each child for the transposition table. Both sides expand the same positions
(random play from real deals, both variants, auto-played as the search keeps them):

- engine: `legal_moves`, then per move `Position.copy` + `apply_move(auto=True)` + `Position.key`;
- compact: `Searcher.moves`, then per move `core.step` + `canonical_key`.

The compact side lists fewer moves (the pruning of docs/solver.md), so the figure is the time
per position expanded, not per move. The last line is the figure:

    compactbench: 2000 positions, engine 1234 µs, compact 56 µs per position: 22.0x
"""

from __future__ import annotations

import argparse
import random
import time

from game.engine import Position, auto_play, deal, legal_moves
from game.engine.rules import apply_move
from solver.compact import from_position
from solver.core import Searcher, canonical_key, step


def sample(count: int, seed: int) -> list[Position]:
    """``count`` auto-played positions of random play (half of them Classic, half Relaxed)."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        position = deal(rng.randrange(1, 32000), rng.choice(("classic", "relaxed")))
        auto_play(position)
        for _ in range(rng.randrange(20, 200)):
            moves = legal_moves(position)
            if not moves:
                break
            apply_move(position, rng.choice(moves), auto=True)
            if rng.random() < 0.1:
                out.append(position.copy())
    return out[:count]


def engine_expand(position: Position) -> int:
    children = 0
    for move in legal_moves(position):
        child = position.copy()
        apply_move(child, move, auto=True)
        child.key()
        children += 1
    return children


def compact_expand(searcher: Searcher, state) -> int:
    children = 0
    for move in searcher.moves(state):
        child, _ = step(state, move)
        canonical_key(child)
        children += 1
    return children


def measure(positions: list[Position], rounds: int = 3) -> tuple[float, float]:
    """Best of ``rounds`` for each side: seconds per position, engine and compact."""
    states = [(Searcher(p.variant), from_position(p)) for p in positions]
    engine = compact = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        for p in positions:
            engine_expand(p)
        engine = min(engine, (time.perf_counter() - t) / len(positions))
        t = time.perf_counter()
        for searcher, state in states:
            compact_expand(searcher, state)
        compact = min(compact, (time.perf_counter() - t) / len(positions))
    return engine, compact


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.compactbench", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    positions = sample(args.positions, args.seed)
    engine, compact = measure(positions)
    print(
        f"compactbench: {len(positions)} positions, engine {engine * 1e6:.0f} µs, "
        f"compact {compact * 1e6:.0f} µs per position: {engine / compact:.1f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
