"""A column's number key takes what may move of the column (the top cards up to the run limit, R10),
and W on the lifted waste card does what a tap on it does (to its best target): the keyboard's
ways to take a pile follow the rules of what can go, checked against the engine's move list."""

from __future__ import annotations

from game.engine import FOUNDATION, WASTE
from game.scenes.tabletop.scene import TableScene
from game.table.actions import ChooseColumn, LiftWaste
from tests.positions import build

FULL = dict(enumerate(["KC", "KC", "KH", "KH", "KS", "KS", "KD", "KD", "QC", "QC"], start=1))   # nothing moves


def test_a_number_key_lifts_only_what_may_move(table):
    """Classic, no empty column (at most 1 card at once), ♦3 up: 7 on ♦6 ♦5 ♦4 sends ♦4 up."""
    columns = {**FULL, 7: "KD 6D 5D 4D"}
    scene: TableScene = table(build(columns, foundations=[0, 0, 3, 0, 0, 0, 0, 0]))
    scene.act(ChooseColumn(6))
    game = scene.copy_game()
    assert game.moves == 1 and game.move_list[-1].src == 6 and game.move_list[-1].dst == FOUNDATION
    assert game.move_list[-1].count == 1


def test_w_on_the_lifted_waste_card_sends_it_to_its_best_target(table):
    """♥5 on the waste has two places (♥6 in columns 1 and 2): W lifts it, W again plays it there."""
    columns = {**FULL, 1: "KC 6H", 2: "KC 6H"}
    scene: TableScene = table(build(columns, waste="5H"))
    scene.act(LiftWaste())
    assert scene.state().selection is not None and scene.state().selection.src == WASTE
    best = scene.state().selection.best
    scene.act(LiftWaste())
    game = scene.copy_game()
    assert game.moves == 1 and game.move_list[-1].src == WASTE and game.move_list[-1].dst == best
    assert scene.state().selection is None
