"""`tools.ear_session` reads hints the way the game says them: every move of a catalogued line,
worded by the speech in English, parses back into that move's source, target and count."""

from __future__ import annotations

from game import i18n
from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, FOUNDATION, WASTE, Game, Move, MoveKind
from game.speech.table_words import hint_words
from tools.ear_session import parse_hint


def test_every_hint_of_a_line_parses_back_into_its_move():
    i18n.set_language("en")
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    game = Game.new("1009")
    kinds = set()
    for text in line:
        move = Move.parse(text)
        hinted = parse_hint(hint_words(move, game.position))
        assert hinted is not None, hint_words(move, game.position)
        kinds.add(hinted.kind)
        if move.kind == MoveKind.TURN:
            assert hinted.kind == "turn"
        elif move.kind == MoveKind.PLAY:
            assert hinted.kind == "play"
            assert hinted.src == (None if move.src == WASTE else move.src + 1)
            assert hinted.dst == (None if move.dst == FOUNDATION else move.dst + 1)
            assert hinted.count == move.count
        game.push(move)
    assert {"turn", "play"} <= kinds
