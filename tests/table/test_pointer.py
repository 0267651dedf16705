"""One pointer model: a finger tap is one tap, never two."""

from __future__ import annotations

from game.app import synthetic
from game.engine import column_pile
from game.scenes.pointer import DOWN, DRAG_START, DROP, MOVE, PRESS, TAP, TOUCH, UP, PointerEvent, PointerTracker
from tests.harness.table import drag, run
from tools.screenshots import seed_example_position, targets_position


def _finger_tap(scene, pos):
    """What SDL delivers for a real touch: FINGER events plus synthetic mouse events marked touch."""
    for event in synthetic.finger(True, pos, scene.app.size, 0) + synthetic.finger(False, pos, scene.app.size, 0):
        scene.handle_event(event)


def test_finger_down_up_is_one_tap_on_the_talon(table):
    scene = table(seed_example_position())
    talon = len(scene.state().position.talon)
    _finger_tap(scene, scene.snapshot().layout.talon.center)
    assert len(scene.state().position.talon) == talon - 1            # one card, not two


def test_finger_tap_selects_and_does_not_deselect(table):
    scene = table(seed_example_position())
    _finger_tap(scene, scene.card_point(column_pile(2), 2))
    assert scene.state().selection is not None and scene.state().selection.count == 3


def test_tracker_tap_and_drag():
    tracker = PointerTracker(slop=5)
    kinds = [g.kind for e in (PointerEvent(DOWN, (10, 10)), PointerEvent(MOVE, (12, 11)), PointerEvent(UP, (12, 11)))
             for g in tracker.feed(e)]
    assert kinds == [PRESS, TAP]
    kinds = [g.kind for e in (PointerEvent(DOWN, (10, 10)), PointerEvent(MOVE, (40, 10)), PointerEvent(UP, (40, 10)))
             for g in tracker.feed(e)]
    assert kinds[:2] == [PRESS, DRAG_START] and kinds[-1] == DROP


def test_second_finger_is_ignored_while_one_is_down():
    tracker = PointerTracker()
    tracker.feed(PointerEvent(DOWN, (10, 10), TOUCH))
    assert tracker.feed(PointerEvent(DOWN, (300, 300), TOUCH)) == []
    assert tracker.feed(PointerEvent(UP, (10, 10), TOUCH))[0].kind == TAP


def test_finger_drag_moves_a_card_and_ignores_synthetic_mouse(table):
    scene = table(targets_position())
    size = scene.app.size
    start = scene.card_point(column_pile(0), 2)                  # ♠3
    end = scene.where().rest_rect(column_pile(4), 2).center              # onto ♠4
    for event in synthetic.finger(True, start, size, 0):
        scene.handle_event(event)
    for point in synthetic.path(start, end, 6):
        for event in synthetic.finger_motion(point, size, 0):
            scene.handle_event(event)
    assert scene.snapshot().input.drag is not None
    for event in synthetic.finger(False, end, size, 0):
        scene.handle_event(event)
    assert scene.state().moves == 1
    assert str(scene.state().position.columns[4][-1]) == "3S"


def test_release_outside_the_window_does_not_lock_the_pointer(table):
    scene = table(seed_example_position())
    drag(scene, scene.card_point(column_pile(0), 1), (900, 700), release=False)   # the UP never arrives
    assert scene.snapshot().input.drag is not None
    scene.handle_event(synthetic.focus_lost())
    assert scene.snapshot().input.drag is None and scene.snapshot().motion.snap is not None                        # flies back
    run(scene, 0.5)
    drag(scene, scene.card_point(column_pile(0), 1), (900, 700), release=False)
    pos = scene.snapshot().layout.talon.center                                             # a new press still works
    for event in synthetic.tap(pos):
        scene.handle_event(event)
    assert len(scene.state().position.waste) == 1


def test_the_second_tap_of_a_double_tap_on_a_card_sent_off_is_not_a_new_tap(table, monkeypatch):
    from tests.positions import build

    base = {3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"}
    scene = table(build({1: "KD 2S AS", 2: "5D", **base}))   # ♠A goes up, ♠2 follows on a new tap only
    now = [100.0]
    monkeypatch.setattr("game.scenes.tabletop.input.tap_time", lambda: now[0])
    point = scene.card_point(column_pile(0), 2)
    for _ in range(2):                                      # a double tap: the second is swallowed
        for event in synthetic.tap(point):
            scene.handle_event(event)
    run(scene, 0.5)
    assert scene.state().moves == 1 and scene.state().selection is None
    now[0] += 1.0                                           # a tap a second later is a new tap
    for event in synthetic.tap(scene.card_point(column_pile(0), 1)):
        scene.handle_event(event)
    assert scene.state().moves == 2


def test_a_tap_on_another_card_while_one_is_lifted_lifts_the_new_one_at_once(table):
    """As Aisleriot and KPatience do: ♦J lifted (two targets), a tap on column 3's ♠9 lifts
    ♠9 ♠8 ♠7 at once (it only put ♦J down); a tap on a target still plays there."""
    scene = table(seed_example_position())
    _finger_tap(scene, scene.card_point(column_pile(1), 1))              # ♦J: stays lifted
    assert scene.state().selection is not None and scene.state().selection.src == 1
    _finger_tap(scene, scene.card_point(column_pile(2), 2))              # ♠9 on column 3
    lifted = scene.state().selection
    assert lifted is not None and (lifted.src, lifted.count) == (2, 3) and scene.state().moves == 0
    _finger_tap(scene, scene.card_point(column_pile(1), 1))              # ♦J again, lifted at once
    assert scene.state().selection is not None and scene.state().selection.src == 1
    _finger_tap(scene, scene.card_point(column_pile(8), 0))              # ♦Q: a target of ♦J — played there
    assert scene.state().moves == 1 and str(scene.state().position.columns[8][-1]) == "JD"
    assert scene.state().selection is None


def test_a_tap_on_a_covered_card_while_one_is_lifted_puts_it_down_and_says_no(table):
    scene = table(seed_example_position())
    _finger_tap(scene, scene.card_point(column_pile(1), 1))              # ♦J lifted
    _finger_tap(scene, scene.card_point(column_pile(9), 0))              # ♣7, under ♦K: cannot be lifted
    assert scene.state().selection is None and scene.state().moves == 0
