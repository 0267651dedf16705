"""`EngineAnswers`: what the engine says about the position that the table shows all the time —
where the table's moves are (R11), whether "Alles ablegen" (R13) and a redeal are on offer —
asked once per change (`engine_answers`), not per frame. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Game, Move, TableMove, table_move


@dataclass(frozen=True)
class EngineAnswers:
    table_move: TableMove | None = None   # where the moves on the table are (None: only the talon's)
    can_finish: bool = False
    can_redeal: bool = False

    @property
    def table_has_move(self) -> bool:
        """R11: a move on the table that changes something."""
        return self.table_move is not None


def engine_answers(game: Game) -> EngineAnswers:
    """The engine's answers for ``game``'s position now."""
    return EngineAnswers(table_move(game.position), bool(game.finish_steps()), game.is_legal(Move.redeal()))
