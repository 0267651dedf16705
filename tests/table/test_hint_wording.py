"""Hint wording: card first, as the cards show it ("4♦ vom Abwurfstapel
anlegen"), and never a hint that moves the card just moved back where it came from."""

from __future__ import annotations

from game import i18n
from game.advisor.best_target import best_move
from game.advisor.link import SolverLink
from game.engine import FOUNDATION, WASTE, Move
from game.i18n import phrases
from game.table.actions import Hint, Play
from tests.harness.solver import ScriptedWorker
from tests.harness.table import settle
from tests.positions import build

BASE = {3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"}


def test_reasons_name_the_card_first_as_on_the_cards():
    p = build({1: "KD 9S 8S", 2: "5D", **BASE}, waste="4D", foundations=[1, 1, 4, 3, 1, 1, 1, 1])
    assert phrases.hint_reason(p, Move.play(WASTE, 1)) == "4♦ vom Abwurfstapel anlegen"
    assert phrases.hint_reason(p, Move.play(0, 2, 1)) == "8♠ ziehen: deckt 9♠ auf"
    assert p.foundation_for(p.columns[1][-1]) is not None
    assert phrases.hint_reason(p, Move.play(1, FOUNDATION)) == "5♦ ablegen"
    q = build({1: "8S", 2: "9S", **BASE})
    assert phrases.hint_reason(q, Move.play(0, 1)) == "8♠ ziehen: macht Spalte 1 frei"
    assert phrases.hint_reason(q, Move.turn()) == "Talonkarte aufdecken"
    i18n.set_language("en")
    try:
        assert phrases.hint_reason(p, Move.play(WASTE, 1)) == "4♦ from the waste onto a column"
        assert phrases.hint_reason(p, Move.play(0, 2, 1)) == "8♠ across: uncovers 9♠"
    finally:
        i18n.set_language("de")


def _moved_into_the_empty_column(table):
    """♠8 has just gone from its ♠9 (column 1) into the empty column 2: putting it back is the
    heuristic's favourite (it empties a column), and no help at all."""
    scene = table(build({1: "KD 9S 8S", 2: "", **BASE}, foundations=[1] * 8))
    scene.act(Play(0, 1, 1))
    settle(scene)
    back = Move.play(1, 0, 1)
    assert best_move(scene.state().position) == back            # what the hint said before
    return scene, back


def test_the_heuristic_hint_never_puts_back_the_card_just_moved(table):
    scene, back = _moved_into_the_empty_column(table)
    scene.act(Hint())
    assert scene.state().hint_move is not None and scene.state().hint_move != back
    assert "8♠" not in scene.state().hint_words


def test_a_solver_line_that_would_put_it_back_gives_way_too(table):
    scene, back = _moved_into_the_empty_column(table)
    link = SolverLink(worker_factory=ScriptedWorker)
    scene.attach_solver(link)
    link.knowledge.assume_line(scene.state().position, (str(back),))           # a "line" that starts by putting it back
    assert link.next_move(scene.state().position) == back
    scene.act(Hint())
    assert scene.state().hint_move is not None and scene.state().hint_move != back
