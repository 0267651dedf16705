"""B2 replay pace, in simulated time: at 1× a 200-move solution plays in at most ~90 s (it took
~7 min at 2 s a move), 2× and 4× in about a half and a quarter of that, every card landing."""

from __future__ import annotations

from game.advisor.solutions import SolutionBook
from game.engine import CLASSIC, Game
from game.scenes.tabletop.replay import REPLAY_SPEEDS, ReplayControl, ReplayScene
from tests.harness.table import STEP

NUMBER = "1612"      # a shipped classic solution of exactly 200 moves


def _replay_time(app, speed: int) -> tuple[float, ReplayScene]:
    """Seconds of fixed steps until the replay at speed step ``speed`` has won, all cards landed."""
    line = SolutionBook().line(CLASSIC, NUMBER)
    game = Game.new(NUMBER, "classic")
    app.scenes.clear()
    replay = ReplayScene(app, game, line)
    app.push(replay)
    for _ in range(speed):
        replay.control(ReplayControl.SPEED)
    t = 0.0
    while not (replay.state().won and not replay.on_screen().busy) and t < 600:
        app.frame(STEP, draw=False)
        t += STEP
    return t, replay


def test_a_200_move_solution_replays_in_90_seconds_at_1x_and_faster_at_2x_and_4x(app):
    line = SolutionBook().line(CLASSIC, NUMBER)
    assert len(line) == 200
    times = []
    for speed in range(len(REPLAY_SPEEDS)):
        t, replay = _replay_time(app, speed)
        assert replay.state().won and not replay.failed and replay.index == len(line)
        assert replay.snapshot().motion.display == replay.state().position and replay.snapshot().motion.repairs == 0   # every card landed
        times.append(t)
    one, two, four = times
    assert one <= 90.0, f"1×: {one:.1f} s"
    assert two <= one * 0.55, f"2×: {two:.1f} s against {one:.1f} s"
    assert four <= one * 0.3, f"4×: {four:.1f} s against {one:.1f} s"
