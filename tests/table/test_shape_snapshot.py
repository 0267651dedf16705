"""One snapshot per frame: the table's parts hand out the snapshot made last while nothing changed
since (`TableParts.snapshot`). The snapshot handed out must equal one made afresh after every
frame and every event of a played game — a method that moves the motion without marking it
fails it — and a frame with a tap in it makes one snapshot and one `TableState`, whoever asks."""

from __future__ import annotations

import random

from game.app import synthetic
from game.engine import Game, Position, column_pile
from game.scenes.tabletop.scene import TableScene
from game.view import theme
from tests.harness.table import STEP, click, run, settle
from tools.screenshots import seed_example_position


def assert_fresh(scene: TableScene, where: str) -> None:
    parts = scene._parts
    shot = parts.snapshot()
    fresh = parts.fresh_snapshot(parts.model.state(), parts.input_facts())
    assert shot == fresh, where


def test_the_snapshot_handed_out_is_always_the_snapshot_made_afresh(table):
    scene = table(Game.new(1009).position)
    scene.app.settings = scene.app.settings.__class__(animation_speed="normal", auto_play=True)
    rng = random.Random(3)
    for step in range(60):
        state = scene.state()
        columns = [i for i, column in enumerate(state.position.columns) if column]
        column = rng.choice(columns)
        kind = rng.choice(["tap", "tap", "drag", "talon", "target"])
        if kind == "tap":
            synthetic.post(synthetic.tap(scene.card_point(column_pile(column), len(state.position.columns[column]) - 1)))
        elif kind == "talon":
            synthetic.post(synthetic.tap(scene.talon_point()))
        elif kind == "target" and state.selection is not None and state.selection.targets:
            synthetic.post(synthetic.tap(scene.target_point(rng.choice(state.selection.targets))))
        else:
            start = scene.card_point(column_pile(column), len(state.position.columns[column]) - 1)
            synthetic.post(synthetic.press(start))
            for point in synthetic.path(start, scene.card_point(column_pile(rng.choice(columns)), 0), 4):
                synthetic.post(synthetic.move(point))
                scene.app.frame(STEP, draw=True)
                assert_fresh(scene, f"{step} drag")
            synthetic.post(synthetic.release(point))
        for frame in range(rng.randrange(1, 30)):
            scene.app.frame(STEP, draw=True)
            assert_fresh(scene, f"{step} {kind} frame {frame}")


def test_a_tap_frame_makes_one_snapshot_and_one_state(table, monkeypatch):
    scene = table(seed_example_position())
    parts = scene._parts
    click(scene, scene.talon_point())          # the clock runs from the first move on: a tap mid-game
    settle(scene)
    run(scene, theme.ATTENTION_TIME)           # … on a table at rest: no glow pulses any more
    point = scene.card_point(column_pile(2), 2)   # ♠9 in column 3: the run lifts (R10)
    scene.app.frame(STEP, draw=True)
    copies = []
    original = Position.copy
    monkeypatch.setattr(Position, "copy", lambda self: copies.append(1) or original(self))
    snapshots, states = parts.snapshots_made, parts.model.states.made
    synthetic.post(synthetic.tap(point))
    scene.app.frame(STEP, draw=True)
    assert scene.state().selection is not None                          # the tap did something
    assert (parts.snapshots_made - snapshots, parts.model.states.made - states) == (1, 1)
    assert len(copies) <= 2, len(copies)   # the state's own copy, and the motion's shown position
    run(scene, theme.ATTENTION_TIME)
    point = scene.where().target_rect(3).center                        # a play: the cards fly
    snapshots, states = parts.snapshots_made, parts.model.states.made
    synthetic.post(synthetic.tap(point))
    scene.app.frame(STEP, draw=True)
    assert scene.state().moves == 2 and scene.on_screen().busy
    assert (parts.snapshots_made - snapshots, parts.model.states.made - states) == (1, 1)
    snapshots = parts.snapshots_made
    scene.app.frame(STEP, draw=True)                                   # in the air: one a frame
    assert parts.snapshots_made - snapshots == 1 and parts.model.states.made - states == 1


def test_a_tap_reaches_the_engine_within_twelve_calls_of_the_frame(table, monkeypatch):
    """From `App.frame` to `Game.push` a tap that plays goes through at most twelve calls: the
    table's front doors and the model's answer, no detour through snapshots or listeners."""
    import traceback

    from game.engine import game as engine_game

    scene = table(seed_example_position())
    stacks = []
    original = engine_game.Game.push
    monkeypatch.setattr(engine_game.Game, "push",
                        lambda self, *args, **kwargs: stacks.append(traceback.extract_stack()[:-1]) or original(
                            self, *args, **kwargs))
    click(scene, scene.card_point(column_pile(2), 2))                  # ♠9 ♠8 ♠7 lifted
    click(scene, scene.where().target_rect(3).center)                 # … and played
    (stack,) = stacks
    frame = max(i for i, call in enumerate(stack) if call.name == "frame" and call.filename.endswith("loop.py"))
    hops = [call.name for call in stack[frame:]]
    assert len(hops) <= 12, hops
