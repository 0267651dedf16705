"""The rules a player notices: run limits, building, talon and redeal, safe auto-play, finishing."""

from __future__ import annotations

import pytest

from game.engine import (
    CLASSIC,
    FOUNDATION,
    RELAXED,
    UNLIMITED,
    WASTE,
    Card,
    Game,
    Move,
    MoveError,
    Position,
    changes_something,
    deal,
    is_safe,
    legal_targets,
    run_limit,
    table_has_move,
)
from tests.positions import build, cards

FULL = {1: "2H 3H", 2: "4H 5H", 3: "QC KD 9S 8S 7S", 4: "6H 7H", 5: "8H 9H", 6: "JD TS",
        7: "TH JH", 8: "QH KH", 9: "2C 3C", 10: "4C 5C"}


def _with_empty(n: int, variant: str = CLASSIC) -> Position:
    cols = dict(FULL)
    for c in (10, 9, 8, 7)[:n]:
        cols[c] = ""
    return build(cols, variant)


@pytest.mark.parametrize(
    "empty, onto_card, onto_empty",
    [(0, 1, 1), (1, 2, 1), (2, 4, 2), (3, 8, 4)],
)
def test_run_limit_table_classic(empty: int, onto_card: int, onto_empty: int) -> None:
    p = _with_empty(empty)
    assert run_limit(p, target_empty=False) == onto_card
    if empty:
        assert run_limit(p, target_empty=True) == onto_empty


@pytest.mark.parametrize("empty", [0, 1, 2, 3])
def test_run_limit_relaxed_is_unlimited(empty: int) -> None:
    p = _with_empty(empty, RELAXED)
    assert run_limit(p, target_empty=False) == UNLIMITED
    assert run_limit(p, target_empty=True) == UNLIMITED
    if empty:
        assert legal_targets(p, 2, 3) == [5, *p.empty_columns()]


def test_limit_decides_which_targets_glow_for_a_run_into_an_empty_column() -> None:
    p = _with_empty(1)
    assert legal_targets(p, 2, 1) == [9]        # a single card may go into the empty column
    assert legal_targets(p, 2, 2) == []         # two cards may not: the empty target is no stop
    p2 = _with_empty(2)
    assert legal_targets(p2, 2, 2) == [8, 9]
    assert legal_targets(p2, 2, 3) == [5]       # onto ♠10 only (limit 4); empty targets allow 2


def test_builds_down_in_suit_only() -> None:
    p = build({1: "9H", 2: "9S", 3: "8S", 4: "TS 8H", 5: "2C", 6: "3C", 7: "4C", 8: "5C", 9: "6C", 10: "7C"})
    assert legal_targets(p, 2) == [1]           # ♠8 on ♠9, never on ♥9
    assert Card.parse("AS").builds_on(Card.parse("KS")) is False   # Ace and King do not connect
    assert Card.parse("KS").builds_on(Card.parse("AS")) is False


def test_empty_column_takes_any_card() -> None:
    p = build({1: "KD", 2: "5C", 3: "", 4: "7H", 5: "2C", 6: "3C", 7: "4C", 8: "6C", 9: "8C", 10: "9C"})
    for src in range(10):
        if p.columns[src]:
            assert 2 in legal_targets(p, src)


def test_classic_talon_runs_through_once() -> None:
    game = Game(deal(7))
    for _ in range(64):
        game.push(Move.turn())
    assert not game.position.talon and len(game.position.waste) == 64
    assert Move.turn() not in game.legal_moves()
    assert Move.redeal() not in game.legal_moves()
    with pytest.raises(MoveError):
        game.push(Move.redeal())


def test_relaxed_redeal_once_in_the_same_order_without_played_cards() -> None:
    game = Game(deal(7, RELAXED))
    first_pass = []
    played = None
    for i in range(64):
        game.push(Move.turn())
        first_pass.append(game.position.waste[-1])
        if played is None and i > 3:
            for move in game.legal_moves():
                if move.from_waste:
                    played = game.position.waste[-1]
                    game.push(move)
                    break
    assert played is not None
    assert Move.redeal() in game.legal_moves()
    game.push(Move.redeal())
    assert game.position.redeals == 1 and not game.position.waste
    second_pass = []
    while game.position.talon:
        game.push(Move.turn())
        second_pass.append(game.position.waste[-1])
    expected = list(first_pass)
    expected.remove(played)
    assert second_pass == expected
    assert Move.redeal() not in game.legal_moves()   # only once


def test_safe_auto_play_needs_both_copies_of_the_card_below() -> None:
    # One ♣2 is up, the other still on the table: ♣3 is not safe yet.
    p = build({1: "3C", 2: "2C", 3: "KH", 4: "QH", 5: "JH", 6: "TH", 7: "9H", 8: "8H", 9: "7H", 10: "6H"},
              foundations=[2, 1, 0, 0, 0, 0, 0, 0])
    assert not is_safe(p, Card.parse("3C"))
    assert is_safe(p, Card.parse("AS"))
    game = Game(p)
    steps = game.push(Move.parse("2>f"), auto_play=True)               # the second ♣2 goes up …
    assert [str(s.card) for s in steps] == ["2C", "3C"]  # … and ♣3 follows on its own
    assert steps[1].auto and not steps[0].auto
    assert game.moves == 1
    game.pop()
    assert game.position == p


def test_auto_play_off_sends_nothing_extra() -> None:
    p = build({1: "3C", 2: "2C", 3: "KH", 4: "QH", 5: "JH", 6: "TH", 7: "9H", 8: "8H", 9: "7H", 10: "6H"},
              foundations=[2, 1, 0, 0, 0, 0, 0, 0])
    steps = Game(p).push(Move.parse("2>f"), auto_play=False)
    assert [str(s.card) for s in steps] == ["2C"]


def test_alles_ablegen_when_everything_can_go_up() -> None:
    p = build({1: "KC", 2: "KH", 3: "QH"}, foundations=[13, 12, 13, 13, 13, 11, 13, 13], talon_next_first="")
    game = Game(p)
    steps = game.finish_steps()
    # Lowest rank first, then left to right.
    assert [str(s.card) for s in steps] == ["QH", "KC", "KH"]
    assert Move.finish() in game.legal_moves()
    game.push(Move.finish())
    assert game.is_won() and game.moves == 1


def test_no_finish_while_a_card_is_stuck_or_the_talon_has_cards() -> None:
    # ♥Q lies under ♥K: the ♥K cannot go up before it.
    p = build({1: "KC", 2: "QH KH", 3: ""}, foundations=[12, 13, 13, 13, 11, 13, 13, 13], talon_next_first="")
    assert Game(p).finish_steps() == []
    assert not Game(deal(1)).finish_steps()


def test_table_has_move_ignores_talon_and_pointless_shifts() -> None:
    p = build({1: "KC"}, foundations=[12, 13, 13, 13, 13, 13, 13, 13], talon_next_first="")
    # The only moves shift the lone ♣K between empty columns or send it up.
    assert table_has_move(p)
    p2 = build({1: "KC", 2: "KC"}, foundations=[11, 11, 13, 13, 13, 13, 13, 13],
               talon_next_first="QC QC")
    assert not table_has_move(p2)      # only the talon can help: the reminder stays off
    assert Move.turn() in Game(p2).legal_moves()


def test_a_move_onto_the_twin_of_the_card_it_uncovers_changes_nothing() -> None:
    """♠8 from one ♠9 onto the other changes nothing a player sees, so the reminder
    (R11) does not count it; it is still a legal move."""
    kings = {3: "KC", 4: "KC", 5: "KD", 6: "KD", 7: "KH", 8: "KH", 9: "KS", 10: "KS"}
    p = build({1: "QS 9S 8S", 2: "QS 9S", **kings}, foundations=[11, 11, 11, 11, 11, 11, 6, 6])
    twin = Move.play(0, 1)
    assert Game(p).is_legal(twin) and not changes_something(p, twin)
    assert not table_has_move(p)
    other = build({1: "QS 9S 8S", 2: "QS 9S", **kings}, foundations=[11, 11, 11, 11, 11, 11, 6, 6], waste="7S")
    assert table_has_move(other)                                # the waste's ♠7 onto the ♠8 changes something
    empty = build({1: "QS 9S 8S", **kings}, foundations=[11, 11, 11, 11, 11, 11, 6, 6])
    into_empty = Move.play(0, 1)
    assert changes_something(empty, into_empty) and table_has_move(empty)   # a column emptied of its top
    lone = build({1: "KC"}, foundations=[12, 13, 13, 13, 13, 13, 13, 13], talon_next_first="")
    assert not changes_something(lone, Move.play(0, 1))          # a whole column into an empty one
    assert changes_something(lone, Move.play(0, FOUNDATION)) and changes_something(lone, Move.turn())


def test_waste_card_plays_to_column_and_foundation() -> None:
    p = build({1: "9S", 2: "2C"}, waste="AH 8S")
    assert legal_targets(p, WASTE) == [0] + [c for c in range(2, 10)]
    p2 = build({1: "9S", 2: "2C"}, waste="8S AH")
    assert legal_targets(p2, WASTE)[0] == FOUNDATION


def test_illegal_moves_are_refused_without_changing_anything() -> None:
    game = Game(deal(1))
    before = game.position.copy()
    for text in ("w>f", "1>f", "1>2*3", "r", "a"):
        with pytest.raises(MoveError):
            game.push(text)
    assert game.position == before and game.moves == 0


def test_cards_helper_reads_notation() -> None:
    assert [str(c) for c in cards("TD 10H as")] == ["TD", "TH", "AS"]


def test_the_talon_is_spent_only_when_no_card_can_come_from_it_again() -> None:
    from game.engine import CLASSIC, RELAXED, talon_used_up

    game = Game(deal(2, "relaxed"))
    while game.position.talon:
        game.push(Move.turn())
    assert not game.position.talon_spent()            # Relaxed: the waste can still go back once
    game.push(Move.redeal())
    assert not game.position.talon_spent()            # … and its cards come again
    while game.position.talon:
        game.push(Move.turn())
    assert game.position.talon_spent()                # the redeal is used
    assert talon_used_up(CLASSIC, 0, 5, 0) and not talon_used_up(CLASSIC, 1, 0, 0)
    assert talon_used_up(RELAXED, 0, 0, 0), "an empty waste gives the redeal nothing to bring back"
