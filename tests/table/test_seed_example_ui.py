"""R10 (docs/rules.md) worked example, played through pointer events on the real table scene."""

from __future__ import annotations

from game.engine import column_pile
from game.table.values import Sound
from tests.harness.table import OwnerSpy, click, glowing_targets, run, settle
from tools.screenshots import seed_example_position


def test_seed_example_ui_tap_lifts_three_and_limits_to_two(table):
    scene = table(seed_example_position())
    click(scene, scene.card_point(column_pile(2), 2))           # ♠9 in column 3
    sel = scene.state().selection
    assert sel is not None and sel.src == 2 and sel.count == 3
    lifted_from = scene.where().floating()[column_pile(2)][0]
    assert lifted_from == 2                                       # ♠9 ♠8 ♠7 float
    assert scene.where().card_rect(column_pile(2), 2).y < scene.where().rest_rect(column_pile(2), 2).y
    assert scene.where().bar_text() == "Max. 2 auf einmal"
    assert 5 not in glowing_targets(scene)                       # column 6 (♠10) does not glow
    run(scene, 0.1)


def test_seed_example_ui_second_empty_column_moves_run_card_by_card(table):
    owner = OwnerSpy()
    scene = table(seed_example_position(), owner=owner)
    # Empty a second column: ♦Q (column 9) onto ♦K (column 10).
    click(scene, scene.card_point(column_pile(8), 0))
    assert 9 in glowing_targets(scene)
    click(scene, scene.where().target_rect(9).center)
    settle(scene)
    assert scene.state().position.columns[8] == []
    moves_before = scene.state().moves

    click(scene, scene.card_point(column_pile(2), 2))            # ♠9 again
    assert scene.state().selection.count == 3
    assert scene.where().bar_text() == "3 Karten"
    assert 5 in glowing_targets(scene)
    sounds = len(owner.sounds)
    click(scene, scene.where().target_rect(5).center)                    # tap the glowing column 6
    assert scene.state().moves == moves_before + 1                   # one move for the whole run
    # Nothing teleports: right after the tap the run is still on column 3 in the picture.
    assert [str(c) for c in scene.snapshot().motion.display.columns[2][-3:]] == ["9S", "8S", "7S"]
    settle(scene)
    steps = scene.copy_game().history[-1].steps                          # 3 cards through 2 empty columns:
    assert len(steps) == 5 and all(step.src.kind == "column" for step in steps)
    assert owner.sounds[sounds:] == [Sound.CARD_PLACED] * 5       # each of them flew and landed
    assert {step.dst.index for step in steps} - {5} <= {6, 8}    # stops only in the empty columns
    assert [str(c) for c in scene.snapshot().motion.display.columns[5]] == ["4D", "TS", "9S", "8S", "7S"]
    assert scene.snapshot().motion.display == scene.state().position
