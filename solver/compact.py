"""A compact, hashable encoding of positions for fast search, and its full move generator.

Why a second encoding: the engine's `Position` holds lists of `Card` objects and is built for
clarity; the search touches millions of positions, so here a position is a tuple of `bytes`
(cheap to copy, and `bytes` caches its hash). A card is one byte, ``suit * 16 + rank``, so
"x builds on y" (same suit, one lower) is simply ``x + 1 == y``.

`full_moves` must produce exactly the engine's `legal_moves` (tested on random positions);
the search uses its own pruned generator in `search.py`, built on the same primitives.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine import (
    FOUNDATION as ENGINE_FOUNDATION,
    WASTE as ENGINE_WASTE,
    Card,
    Move,
    MoveKind,
    Position,
    RunMoves,
    Variant,
    redeal_allowance,
)

# Pile codes inside compact moves.
WASTE = -1        # as a source
FOUND = -1        # as a target
TURN = (-2, 0, 0)
REDEAL = (-3, 0, 0)
FINISH = (-4, 0, 0)

CompactMove = tuple[int, int, int]  # (src, dst, count): src WASTE or column, dst FOUND or column

# The foundations of a won position: every one at King (13).
WON_FOUND = bytes((13,)) * 8

# The moves that are not plays, by the engine's kind (the kind's value is the move's notation).
_MOVE_OF: dict[MoveKind, CompactMove] = {MoveKind.TURN: TURN, MoveKind.REDEAL: REDEAL, MoveKind.FINISH: FINISH}
_KIND_OF: dict[CompactMove, MoveKind] = {move: kind for kind, move in _MOVE_OF.items()}


class State(NamedTuple):
    """One position. ``talon`` keeps the next card last, like the engine; ``found`` has 8 ranks."""

    cols: tuple[bytes, ...]
    found: bytes
    waste: bytes
    talon: bytes
    redeals: int


def card_code(card: Card) -> int:
    return card.suit * 16 + card.rank


def code_card(code: int) -> Card:
    return Card(code & 15, code >> 4)


def from_position(position: Position) -> State:
    """Engine position → compact state (the variant is kept by the caller)."""
    return State(
        tuple(bytes(card_code(c) for c in col) for col in position.columns),
        bytes(position.foundations),
        bytes(card_code(c) for c in position.waste),
        bytes(card_code(c) for c in position.talon),
        position.redeals,
    )


def to_position(state: State, variant: Variant) -> Position:
    """Compact state → engine position."""
    return Position(
        variant,
        [[code_card(x) for x in col] for col in state.cols],
        list(state.found),
        [code_card(x) for x in state.talon],
        [code_card(x) for x in state.waste],
        state.redeals,
    )


def move_text(move: CompactMove) -> str:
    """Compact move → engine notation."""
    kind = _KIND_OF.get(move)
    if kind is not None:
        return kind.value
    src, dst, count = move
    s = "w" if src == WASTE else str(src + 1)
    d = "f" if dst == FOUND else str(dst + 1)
    return f"{s}>{d}" + (f"*{count}" if count > 1 else "")


def parse_move(move: Move | str) -> CompactMove:
    """Engine move (or its text) → compact move."""
    if isinstance(move, str):
        move = Move.parse(move)
    if move.kind is not MoveKind.PLAY:
        return _MOVE_OF[move.kind]
    return (WASTE if move.src == ENGINE_WASTE else move.src, FOUND if move.dst == ENGINE_FOUNDATION else move.dst, move.count)


# --- primitives ---------------------------------------------------------------------------------


def fits(found: bytes, code: int) -> int:
    """Index of the foundation ``code`` may go onto now (the first of its pair, as the engine), or -1."""
    f = (code >> 4) * 2
    below = (code & 15) - 1
    if found[f] == below:
        return f
    if found[f + 1] == below:
        return f + 1
    return -1


def raise_found(found: bytes, f: int) -> bytes:
    return found[:f] + bytes((found[f] + 1,)) + found[f + 1 :]


def run_length(col: bytes) -> int:
    n = len(col)
    if not n:
        return 0
    k = 1
    while k < n and col[n - k] + 1 == col[n - k - 1]:
        k += 1
    return k


def is_won(state: State) -> bool:
    return state.found == WON_FOUND


def apply(state: State, move: CompactMove) -> State:
    """The state after a move (assumed legal; runs move as a unit — a classic run macro ends the same)."""
    cols, found, waste, talon, redeals = state
    if move == TURN:
        return State(cols, found, waste + talon[-1:], talon[:-1], redeals)
    if move == REDEAL:
        return State(cols, found, b"", waste[::-1], redeals + 1)
    if move == FINISH:
        s = state
        while True:
            best = None
            for c, col in enumerate(s.cols):
                if col and fits(s.found, col[-1]) >= 0 and (best is None or (col[-1] & 15) < best[0]):
                    best = (col[-1] & 15, c)
            if best is None:
                return s
            s = apply(s, (best[1], FOUND, 1))
    src, dst, count = move
    if src == WASTE:
        card = waste[-1]
        waste = waste[:-1]
        if dst == FOUND:
            return State(cols, raise_found(found, fits(found, card)), waste, talon, redeals)
        new = list(cols)
        new[dst] = cols[dst] + bytes((card,))
        return State(tuple(new), found, waste, talon, redeals)
    col = cols[src]
    new = list(cols)
    if dst == FOUND:
        new[src] = col[:-1]
        return State(tuple(new), raise_found(found, fits(found, col[-1])), waste, talon, redeals)
    new[src] = col[:-count]
    new[dst] = cols[dst] + col[-count:]
    return State(tuple(new), found, waste, talon, redeals)


def can_finish(state: State) -> bool:
    """R13 "Alles ablegen": talon and waste empty, not won, and every card can go straight up."""
    if state.talon or state.waste or is_won(state):
        return False
    return is_won(apply(state, FINISH))


def full_moves(state: State, variant: Variant) -> list[CompactMove]:
    """Every legal move, exactly as `game.engine.legal_moves` lists them (same set)."""
    unit_runs = variant.runs is RunMoves.AS_UNIT
    cols, found, waste, talon, redeals = state
    empties = sum(1 for c in cols if not c)
    moves: list[CompactMove] = []
    if waste:
        w = waste[-1]
        if fits(found, w) >= 0:
            moves.append((WASTE, FOUND, 1))
        for d, col in enumerate(cols):
            if not col or col[-1] == w + 1:
                moves.append((WASTE, d, 1))
    limit_full = 1 << 30 if unit_runs else 1 << empties
    limit_empty = 1 << 30 if unit_runs else 1 << max(empties - 1, 0)
    for s, col in enumerate(cols):
        run = run_length(col)
        for count in range(1, run + 1):
            base = col[-count]
            if count == 1 and fits(found, base) >= 0:
                moves.append((s, FOUND, 1))
            for d, target in enumerate(cols):
                if d == s:
                    continue
                if target:
                    if target[-1] == base + 1 and count <= limit_full:
                        moves.append((s, d, count))
                elif count <= limit_empty:
                    moves.append((s, d, count))
    if talon:
        moves.append(TURN)
    if not talon and waste and redeals < redeal_allowance(variant):
        moves.append(REDEAL)
    if can_finish(state):
        moves.append(FINISH)
    return moves
