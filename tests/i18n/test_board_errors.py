"""A pasted text that is no position is explained in every language, naming the line (B7)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from game import i18n
from game.app.routes.board_text import PasteError, read_position
from game.engine import BoardFormatError, Game, parse_board
from game.i18n.board_errors import board_error_text

GOOD = Game.new(5).position.text()


def _with(line: int, text: str) -> str:
    """The good board with its ``line``-th line (1-based) replaced by ``text``."""
    lines = GOOD.splitlines()
    lines[line - 1] = text
    return "\n".join(lines)


# (the pasted text, what the German message says, what the English one says)
CASES = [
    (_with(3, "redeals 0"), "Zeile 3: erwartet „Name: Wert“", "Line 3: expected 'name: value'"),
    (_with(3, "colour: red"), "Zeile 3: unbekannte Zeile 'colour'", "Line 3: unknown line 'colour'"),
    (GOOD + "talon:\n", "Zeile 17: 'talon' steht doppelt da (zuerst in Zeile 5)",
     "Line 17: 'talon' appears twice (first on line 5)"),
    ("\n".join(line for line in GOOD.splitlines() if not line.startswith("waste")),
     "Die Zeile „waste:“ fehlt.", "The line 'waste:' is missing."),
    (_with(7, "1: KD 7X"), "Zeile 7 (Spalte 1): keine Karte: '7X'", "Line 7 (column 1): not a card: '7X'"),
    (_with(6, "waste: ZZ"), "Zeile 6 (waste): keine Karte", "Line 6 (waste): not a card"),
    (_with(4, "foundations: - -"), "Zeile 4: 8 Ablagestapel erwartet", "Line 4: expected 8 foundation tops"),
    (_with(4, "foundations: AD - - - - - - -"), "Zeile 4: Ablagestapel 1 nimmt nur C, nicht AD",
     "Line 4: foundation 1 takes only C, not AD"),
    (_with(2, "variant: spider"), "Zeile 2: variant muss classic oder relaxed sein",
     "Line 2: variant must be classic or relaxed"),
    (_with(3, "redeals: 1"), "Zeile 3: classic erlaubt redeals 0…0, nicht '1'", "Line 3: classic allows redeals 0…0, not '1'"),
    (_with(7, "1: KD KD KD"), "Keine gültige Stellung: jede Karte muss genau zweimal da sein",
     "Not a legal table: every card must be there exactly twice"),
]


@pytest.mark.parametrize(("text", "german", "english"), CASES, ids=[english.split(":")[0] + " " + english.split()[-1] for _, _, english in CASES])
def test_each_engine_error_is_explained_in_both_languages(text, german, english):
    with pytest.raises(BoardFormatError) as raised:
        parse_board(text)
    try:
        i18n.set_language("de")
        assert german in board_error_text(str(raised.value))
        i18n.set_language("en")
        in_english = board_error_text(str(raised.value))
        assert english in in_english
        i18n.set_language("fr")
        in_french = board_error_text(str(raised.value))
        assert in_french != in_english and german not in in_french, "said in French too"
    finally:
        i18n.set_language("de")


def test_an_unknown_message_is_still_shown_and_long_pastes_are_cut_short():
    assert board_error_text("something new") == "Keine gültige Stellung: something new"
    message = board_error_text(str(_error(_with(3, "x" * 5000))))
    assert message.startswith("Zeile 3:") and len(message) < 120


def test_empty_huge_and_won_pastes_are_refused_with_a_reason():
    for text, words in (("", "leer"), (" \n\t", "leer"), ("x" * 70_000, "zu lang"),
                        (_won_board(), "schon gewonnen")):
        with pytest.raises(PasteError, match=words):
            read_position(text)
    assert read_position("\ufeff" + GOOD) == parse_board(GOOD)     # a byte-order mark is no error


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 16), st.text(max_size=40))
def test_any_damaged_line_gives_a_message_never_a_traceback(line, text):
    pasted = _with(line, text)
    try:
        read_position(pasted)
    except PasteError as error:
        message = str(error)
        assert message
        engine = _error(pasted)
        if engine is not None and str(engine).startswith("line "):
            assert message.startswith(f"Zeile {str(engine).split()[1].rstrip(':')}")


def _error(text: str) -> BoardFormatError | None:
    try:
        parse_board(text)
    except BoardFormatError as error:
        return error
    return None


def _won_board() -> str:
    lines = ["variant: classic", "redeals: 0", "foundations: KC KC KD KD KH KH KS KS", "talon:", "waste:"]
    return "\n".join(lines + [f"{c}:" for c in range(1, 11)])
