"""R10 (docs/rules.md), the worked example, at engine level — it must behave exactly so."""

from __future__ import annotations

from game.engine import FOUNDATION, Game, Move, column_pile, legal_targets, lifted_run, run_limit
from tests.positions import build


def _example(empty_columns: int):
    """Column 3 ends ♦K ♠9 ♠8 ♠7, column 6 ends ♠10; ``empty_columns`` columns are empty."""
    columns = {1: "2H 3H", 2: "4H 5H", 3: "QC KD 9S 8S 7S", 4: "6H 7H", 5: "8H 9H", 6: "JD TS",
               7: "TH JH", 8: "QH KH", 9: "2C 3C", 10: "4C 5C"}
    for c in (10, 9, 8)[:empty_columns]:
        columns[c] = ""
    return build(columns)


def test_seed_example_one_empty_column_limits_the_run_to_two() -> None:
    p = _example(empty_columns=1)
    assert lifted_run(p, 2, 2) == 3            # tapping ♠9 lifts ♠9 ♠8 ♠7
    assert run_limit(p, target_empty=False) == 2  # "Max. 2 auf einmal"
    assert 5 not in legal_targets(p, 2, 3)     # column 6 (♠10) does not glow
    assert legal_targets(p, 2, 3) == []
    assert not Game(p).is_legal(Move.play(2, 5, 3))


def test_seed_example_two_empty_columns_move_the_run_as_one_move() -> None:
    p = _example(empty_columns=2)
    assert run_limit(p, target_empty=False) == 4
    assert 5 in legal_targets(p, 2, 3)
    game = Game(p)
    steps = game.push(Move.parse("3>6*3"))
    assert game.moves == 1
    assert [str(c) for c in game.position.columns[5]] == ["JD", "TS", "9S", "8S", "7S"]
    assert [str(c) for c in game.position.columns[2]] == ["QC", "KD"]
    # Card by card through the empty columns (9 and 10), each hop a legal single-card move.
    assert len(steps) == 5
    stops = {s.dst for s in steps} | {s.src for s in steps}
    assert column_pile(8) in stops and column_pile(9) in stops
    assert all(s.src.kind == "column" and s.dst.kind == "column" for s in steps)
    assert game.position.empty_columns() == [8, 9]
    game.pop()
    assert game.position == p and game.moves == 0


def test_seed_example_steps_are_legal_single_card_moves() -> None:
    p = _example(empty_columns=2)
    game = Game(p)
    steps = game.push(Move.parse("3>6*3"))
    replay = Game(p)
    for s in steps:
        replay.push(Move.play(s.src.index, s.dst.index))
    assert replay.position == game.position


def test_tapping_a_buried_card_under_a_foreign_card_lifts_nothing() -> None:
    p = _example(empty_columns=1)
    assert lifted_run(p, 2, 1) is None  # ♦K under ♠9: not a same-suit run
    assert lifted_run(p, 2, 4) == 1
    assert FOUNDATION not in legal_targets(p, 2, 1)
