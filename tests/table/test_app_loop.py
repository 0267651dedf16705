"""The fixed-timestep loop: animation speed does not depend on the frame rate."""

from __future__ import annotations

import pytest

from game.engine import Game
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Play
from tools.screenshots import seed_example_position


def _seconds_until_landed(app, frame: float) -> float:
    """Play ♠7 into the empty column and count game time until the card has landed."""
    app.scenes.clear()
    app.resize((640, 480))
    scene = TableScene(app, Game(seed_example_position()), deal_animation=False)
    app.push(scene)
    seen: dict[str, float] = {}

    def tap(_app) -> None:
        seen["start"] = _app.time
        scene.act(Play(2, 6, 1))

    def watch(_app) -> None:
        if "start" in seen and "end" not in seen and not scene.on_screen().busy:
            seen["end"] = _app.time

    script = [(0.05, tap)] + [(0.05 + k * 0.001, watch) for k in range(1, 700)]
    app.run(max_seconds=0.8, script=script, frame_time=lambda: frame)
    return seen["end"] - seen["start"]


@pytest.mark.parametrize("frame", [1 / 24, 1 / 144])
def test_flight_takes_the_same_game_time_at_any_frame_rate(app, frame):
    reference = _seconds_until_landed(app, 1 / 60)
    measured = _seconds_until_landed(app, frame)
    assert measured == pytest.approx(reference, abs=frame + 1 / 120)
    assert 0.15 < reference < 0.5
