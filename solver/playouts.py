"""Random playouts: positions with the talon used up, as a player reaches them (R17 test data).

Used by the dead-end bench (`python -m solver deadends`) and its tests. Moves are picked at
random with a bias to table moves, so the talon is not simply flipped through. The playout
runs on the compact encoding (whose moves are cross-checked against the engine) for speed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine import VARIANTS, Position, Variant, deal, talon_used_up

from .compact import FINISH, FOUND, TURN, CompactMove, apply, from_position, full_moves, is_won, to_position
from .core import autoplay


def random_move(moves: list[CompactMove], rng: random.Random, up_share: float,
                table_share: float) -> CompactMove | None:
    """One move of random play from ``moves``: a card up with chance ``up_share`` (when one can
    go), else a table move up to ``table_share``, else the talon turned, else any (None: none)."""
    table = [m for m in moves if m[0] > -2]
    up = [m for m in table if m[1] == FOUND]
    r = rng.random()
    if up and r < up_share:
        return rng.choice(up)
    if table and r < table_share:
        return rng.choice(table)
    if TURN in moves:
        return TURN
    return rng.choice(moves) if moves else None


def spent_positions(count: int, seed: int, variant: Variant | None = None) -> Iterator[Position]:
    """``count`` positions from random play, each with the talon (and any redeal) used up."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        v = variant or rng.choice(VARIANTS)
        state = from_position(deal(rng.randrange(1, 32000), v))
        extra = rng.randrange(0, 40)
        auto = rng.random() < 0.5
        for _ in range(3000):
            moves = [m for m in full_moves(state, v) if m != FINISH]
            if not moves:
                break
            spent = talon_used_up(v, len(state.talon), len(state.waste), state.redeals)
            if spent:
                if extra == 0:
                    break
                extra -= 1
            move = random_move(moves, rng, up_share=0.5, table_share=0.8)
            assert move is not None   # (moves is not empty)
            state = apply(state, move)
            if auto:
                state = autoplay(state)[0]
        position = to_position(state, v)
        if position.talon_spent() and not is_won(state):
            made += 1
            yield position
