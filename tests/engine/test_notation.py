"""Move notation and the board text form: reading, writing, and clear errors on bad input."""

from __future__ import annotations

import pytest

from game.engine import (
    FOUNDATION,
    WASTE,
    BoardFormatError,
    Move,
    MoveError,
    Position,
    deal,
    format_board,
    parse_board,
)


@pytest.mark.parametrize(
    "text, move",
    [
        ("t", Move.turn()),
        ("r", Move.redeal()),
        ("a", Move.finish()),
        ("w>f", Move.play(WASTE, FOUNDATION)),
        ("w>3", Move.play(WASTE, 2)),
        ("3>f", Move.play(2, FOUNDATION)),
        ("3>7", Move.play(2, 6)),
        ("10>1", Move.play(9, 0)),
        ("3>7*2", Move.play(2, 6, 2)),
    ],
)
def test_notation(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert str(move) == text


@pytest.mark.parametrize("text", ["", "x", "0>1", "11>1", "3>3", "w>w", "f>3", "3>7*1", "3>7*x", "w>3*2", "3>f*2", "1>"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(MoveError):
        Move.parse(text)


def test_board_text_shape() -> None:
    text = format_board(deal(1))
    lines = text.splitlines()
    assert lines[1:4] == ["variant: classic", "redeals: 0", "foundations: - - - - - - - -"]
    assert lines[4].startswith("talon: 3S 9C 7D 4S ")      # next card first
    assert lines[5] == "waste:"
    assert lines[6] == "1: 3D AS KD 7D"                    # bottom → top
    assert lines[15].startswith("10: ")


def test_board_text_round_trip_after_play() -> None:
    from game.engine import Game

    game = Game(deal(32000, "relaxed"))
    for _ in range(40):
        game.push(game.legal_moves()[0], auto_play=True)
    p = game.position
    assert parse_board(format_board(p)) == p
    assert Position.from_text(p.text()) == p and p.text() == format_board(p)


def _break(line_no: int, new: str) -> str:
    lines = format_board(deal(1)).splitlines()
    lines[line_no] = new
    return "\n".join(lines)


@pytest.mark.parametrize(
    "text, fragment",
    [
        (_break(1, "variant: lucas"), "line 2"),
        (_break(2, "redeals: 1"), "line 3"),
        (_break(3, "foundations: - -"), "line 4"),
        (_break(3, "foundations: AH - - - - - - -"), "line 4"),
        (_break(6, "1: 3D AS KD 7X"), "line 7"),
        (_break(6, "oops"), "line 7"),
        (_break(6, "11: 3D"), "line 7"),
        (_break(6, "2: 3D"), "line 7"),
        (_break(6, "1: 3D AS KD"), "twice"),
        ("", "missing"),
        ("\x00\xff binary", "line 1"),
    ],
)
def test_malformed_board_names_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(BoardFormatError) as err:
        parse_board(text)
    assert fragment in str(err.value)


def test_foundation_pairs_are_interchangeable_in_text() -> None:
    from tests.positions import build

    p = build({1: "KD"}, foundations=[3, 0, 0, 0, 1, 0, 0, 0])
    text = format_board(p)
    assert "foundations: 3C - - - AH - - -" in text
    swapped = text.replace("foundations: 3C - - - AH - - -", "foundations: - 3C - - - AH - -")
    assert parse_board(swapped) == p


def test_kinds_print_and_format_as_their_letters() -> None:
    """A kind in an f-string (a strings-table key, a save) is its value on every Python."""
    from game.engine import MoveKind, PileKind

    assert f"{MoveKind.TURN}" == "t" == str(MoveKind.TURN) and f"x.{PileKind.WASTE}" == "x.waste"
    assert MoveKind("p") is MoveKind.PLAY and MoveKind.PLAY == "p"
