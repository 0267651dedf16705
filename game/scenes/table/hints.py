"""Which move a hint shows, and what glows for it (R14, B1): rules of the hint, kept apart
from the model's state so each can be read and tested on its own."""

from __future__ import annotations

from game.engine import FOUNDATION, TALON_PILE, WASTE, Game, Move, MoveKind, column_pile, foundation_pile
from game.scenes.table.values import HintGlow
from game.solving.best_target import best_move


def putting_back(game: Game) -> list[Move]:
    """The plays that would move the cards just moved back where they came from: a hint never
    suggests them (after 8♠ went from ♠9 to the other ♠9, "8♠ back" would only undo it)."""
    history = game.history
    last = history[-1].move if history else None
    if last is None or last.kind != MoveKind.PLAY or last.src == WASTE or last.dst == FOUNDATION:
        return []
    return [Move.play(last.dst, last.src, count) for count in range(1, last.count + 1)]


def hint_move(game: Game, line_move: Move | None) -> Move | None:
    """The move to hint: the winning line's ``line_move`` when it is legal and does not put the
    last move back, else the heuristic's best move (None: no move found)."""
    back = putting_back(game)
    if line_move is None or not game.is_legal(line_move) or line_move in back:
        return best_move(game.position, avoid=back)
    return line_move


def hint_glow(move: Move) -> HintGlow:
    """What glows for ``move``: the talon, "Alles ablegen", or its source and target."""
    if move.kind in (MoveKind.TURN, MoveKind.REDEAL):
        return HintGlow(move, TALON_PILE, None)
    if move.kind == MoveKind.FINISH:
        return HintGlow(move, None, None, finish=True)
    target = foundation_pile(-1) if move.dst == FOUNDATION else column_pile(move.dst)
    return HintGlow(move, move.source_pile(), target)
