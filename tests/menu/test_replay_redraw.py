"""The replay shows what it plays: with animations off, no flight keeps frames coming, and the
screen must still show each move (the last one of the line too), a step and the pause button's
new words — the picture on screen is what a fresh draw of the scene paints."""

from __future__ import annotations

import pygame

from game.advisor.solutions import SolutionBook
from game.app import synthetic
from game.engine import CLASSIC, Game
from game.scenes.tabletop.replay import ReplayScene
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import pump

NUMBER = "1612"      # a shipped classic solution


def _stale(app) -> bool:
    """Does the screen differ from what drawing every scene afresh paints now?"""
    shown = pygame.image.tobytes(app.screen, "RGB")
    app.draw()
    return shown != pygame.image.tobytes(app.screen, "RGB")


def _key(app, key: int) -> None:
    synthetic.post(synthetic.key(key))
    pump(app, frames=3)


def test_the_replay_without_animations_shows_each_move_the_last_too_and_each_step(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(game_number="5")
    pump(app, 0.5)
    line = SolutionBook().line(CLASSIC, NUMBER)[:3]
    replay = ReplayScene(app, Game.new(NUMBER, CLASSIC), line)
    app.push(replay)
    pump(app, frames=2)
    pump(app, 0.6 + 0.42 * len(line) + 0.5)
    assert replay.finished and replay.index == len(line)
    assert not _stale(app), "the line's last move is on the screen"
    app.pop()
    replay = ReplayScene(app, Game.new(NUMBER, CLASSIC), line)
    app.push(replay)
    pump(app, frames=2)
    _key(app, pygame.K_SPACE)              # pause: the button says "Weiter"
    assert replay.paused and not _stale(app), "the pause button's words"
    _key(app, pygame.K_RIGHT)              # one step
    assert replay.index == 1 and not _stale(app), "the step's move"
    _key(app, pygame.K_s)                  # the next speed
    assert not _stale(app), "the speed button's words"
