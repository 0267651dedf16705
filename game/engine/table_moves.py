"""`TableMove`: where the table's moves are (R11) — from the waste or the columns, to a column or
a foundation — so the talon's reminder can say where to look, not only that there is a move."""

from __future__ import annotations

from .moves import FOUNDATION, WASTE, MoveKind
from .position import Position
from .rules import changes_something, legal_moves
from .text_enum import TextEnum


class TableMove(TextEnum):
    """Where every move on the table (R11: a play that changes something) comes from and goes to."""

    WASTE_TO_COLUMN = "waste_column"
    WASTE_TO_FOUNDATION = "waste_foundation"
    WASTE = "waste"                          # from the waste, to a column and to a foundation
    COLUMN_TO_COLUMN = "column_column"
    COLUMN_TO_FOUNDATION = "column_foundation"
    COLUMNS = "columns"                      # from the columns, to a column and to a foundation
    TABLE = "table"                          # from the waste and from the columns


def table_move(position: Position) -> TableMove | None:
    """Where the moves on the table are (None: no move but the talon's)."""
    moves = [move for move in legal_moves(position) if move.kind == MoveKind.PLAY and changes_something(position, move)]
    if not moves:
        return None
    sources = {move.src == WASTE for move in moves}
    targets = {move.dst == FOUNDATION for move in moves}
    if len(sources) > 1:
        return TableMove.TABLE
    waste = sources == {True}
    if len(targets) > 1:
        return TableMove.WASTE if waste else TableMove.COLUMNS
    up = targets == {True}
    if waste:
        return TableMove.WASTE_TO_FOUNDATION if up else TableMove.WASTE_TO_COLUMN
    return TableMove.COLUMN_TO_FOUNDATION if up else TableMove.COLUMN_TO_COLUMN
