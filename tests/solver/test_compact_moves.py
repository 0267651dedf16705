"""The solver's compact move generator must list exactly the engine's legal moves."""

from __future__ import annotations

import random

from game.engine import CLASSIC, FOUNDATION, RELAXED, MoveKind, deal, legal_moves
from game.engine.rules import apply_move
from solver.compact import apply, from_position, full_moves, move_text, parse_move
from solver.core import Searcher, autoplay, step


def _random_positions(count: int, seed: int):
    """Positions from random playouts of both variants (biased to table moves so runs and empties occur)."""
    rng = random.Random(seed)
    produced = 0
    game = 1
    while produced < count:
        variant = CLASSIC if game % 2 else RELAXED
        position = deal(rng.randrange(1, 32000), variant)
        game += 1
        for _ in range(400):
            moves = legal_moves(position)
            yield position, moves
            produced += 1
            if produced >= count or not moves:
                break
            table = [m for m in moves if m.kind is MoveKind.PLAY]
            up = [m for m in table if m.dst == FOUNDATION]
            if up and rng.random() < 0.7:
                move = rng.choice(up)
            elif table and rng.random() < 0.75:
                move = rng.choice(table)
            else:
                move = rng.choice(moves)
            before = from_position(position)
            apply_move(position, move, auto=False)
            # The compact apply must land on the same state as the engine.
            assert apply(before, parse_move(move)) == from_position(position), str(move)


def test_move_generator_matches_engine_on_10000_positions():
    seen_runs = seen_empty = 0
    for position, engine_moves in _random_positions(10_000, seed=7):
        state = from_position(position)
        mine = sorted(move_text(m) for m in full_moves(state, position.variant))
        theirs = sorted(str(m) for m in engine_moves)
        assert mine == theirs, position
        seen_runs += any("*" in m for m in theirs)
        seen_empty += any(not c for c in position.columns)
    # The sample must exercise run moves and empty columns, or the check proves little.
    assert seen_runs > 200
    assert seen_empty > 200


def test_fast_step_equals_apply_then_autoplay():
    """`core.step` skips the full auto-play scan when nothing can have become safe; on
    auto-played positions it must land exactly where `autoplay(apply(...))` does."""
    checked = safe_followups = 0
    for position, _ in _random_positions(4000, seed=11):
        state, _ = autoplay(from_position(position))
        for m in Searcher(position.variant).moves(state):
            fast = step(state, m)
            assert fast == autoplay(apply(state, m)), (position, m)
            checked += 1
            safe_followups += bool(fast[1])
    # Enough moves, and enough of them sending safe cards up, for the shortcut to be exercised.
    assert checked > 10_000
    assert safe_followups > 300
