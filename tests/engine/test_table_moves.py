"""R11's reminder says where the table's moves are: from the waste or the columns, to a column or a foundation."""

from __future__ import annotations

from game.engine import TableMove, table_has_move, table_move
from tests.positions import build

# Ten column tops with no move among them and none that can go up (no ace, no foundation started).
QUIET = {1: "KS", 2: "9H", 3: "QD", 4: "JC", 5: "7S", 6: "5D", 7: "KH", 8: "3C", 9: "TD", 10: "6C"}


def test_each_place_of_the_table_s_moves_is_named():
    assert table_move(build(QUIET)) is None and not table_has_move(build(QUIET))
    assert table_move(build(QUIET, waste="8H")) == TableMove.WASTE_TO_COLUMN
    assert table_move(build(QUIET, waste="AS")) == TableMove.WASTE_TO_FOUNDATION
    assert table_move(build({**QUIET, 2: "2S"}, waste="AS")) == TableMove.WASTE     # ♠A up, or onto ♠2
    assert table_move(build({**QUIET, 2: "QS"})) == TableMove.COLUMN_TO_COLUMN       # ♠Q onto ♠K
    assert table_move(build({**QUIET, 4: "AD"})) == TableMove.COLUMN_TO_FOUNDATION
    assert table_move(build({**QUIET, 2: "QS", 4: "AD"})) == TableMove.COLUMNS
    assert table_move(build({**QUIET, 4: "AD"}, waste="8H")) == TableMove.TABLE
