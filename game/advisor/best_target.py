"""Which target a strong player would pick for a lifted run, and a simple best move for hints.

Pure functions over engine positions (no pygame): the view asks them for the arrow
(R9 "the best gets a small arrow"), for "tap the selection again" and for the hint
button until the solver-driven hint arrives. The ranking is documented in
docs/best-target.md; the rules themselves (what is legal) always come from the engine.
"""

from __future__ import annotations

from collections.abc import Collection

from game.engine import FOUNDATION, WASTE, Move, MoveKind, Position, is_safe, legal_moves, lifted_cards, run_length

# Target scores, highest wins (see docs/best-target.md).
SAFE_FOUNDATION = 100
BUILD_ON_COLUMN = 60
UNSAFE_FOUNDATION = 40
EMPTY_COLUMN = 10
POINTLESS = 0


def target_score(position: Position, src: int, count: int, target: int) -> float:
    """How good it is to put the run of ``count`` cards from ``src`` on ``target`` (a legal target)."""
    base = lifted_cards(position, src, count)[0]
    if target == FOUNDATION:
        return SAFE_FOUNDATION if is_safe(position, base) else UNSAFE_FOUNDATION
    column = position.columns[target]
    if column:
        # Prefer joining the longer run: it consolidates a suit instead of scattering it.
        return BUILD_ON_COLUMN + min(run_length(column), 12) * 0.5
    if src != WASTE and count == len(position.columns[src]):
        return POINTLESS  # moving a whole column into an empty one changes nothing
    return EMPTY_COLUMN


def rank_targets(position: Position, src: int, count: int, targets: list[int]) -> list[int]:
    """``targets`` (legal, from the engine) best first; ties keep their order (foundation, then left to right)."""
    return sorted(targets, key=lambda t: -target_score(position, src, count, t))


def best_target(position: Position, src: int, count: int, targets: list[int]) -> int | None:
    ranked = rank_targets(position, src, count, targets)
    return ranked[0] if ranked else None


def _move_score(position: Position, move: Move) -> float | None:
    """Score a PLAY move for the hint; None for moves that cannot help."""
    score = target_score(position, move.src, move.count, move.dst)
    if move.src == WASTE:
        return score + 4  # freeing the waste gives access to the next card
    column = position.columns[move.src]
    rest = column[: len(column) - move.count]
    if move.dst != FOUNDATION:
        if score <= POINTLESS:
            return None
        if rest and column[-move.count].builds_on(rest[-1]):
            return None  # the run already lies on its natural base: shifting it gains nothing
        if not position.columns[move.dst] and rest and len(rest) > 0 and move.count < run_length(column):
            return None  # splitting a run into an empty column wastes the most valuable space
    if not rest:
        score += 15  # empties a column
    return score


def best_move(position: Position, avoid: Collection[Move] = ()) -> Move | None:
    """The move the hint shows: finish if possible, else the best-scoring play, else the talon.
    ``avoid``: plays never to suggest (the one that would put back the card just moved)."""
    moves = [move for move in legal_moves(position) if move not in avoid]
    if Move.finish() in moves:
        return Move.finish()
    best: tuple[float, Move] | None = None
    for move in moves:
        if move.kind != MoveKind.PLAY:
            continue
        score = _move_score(position, move)
        if score is not None and (best is None or score > best[0]):
            best = (score, move)
    if best is not None:
        return best[1]
    for fallback in (Move.turn(), Move.redeal()):
        if fallback in moves:
            return fallback
    return None
