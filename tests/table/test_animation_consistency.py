"""The picture never disagrees with the engine: random play with animations, undo and redo in between."""

from __future__ import annotations

import random

import pytest

from game.engine import Game, Move
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Play, Redo, TurnTalon, Undo
from tests.harness.table import STEP, settle


def _cards_shown(scene) -> int:
    d = scene.snapshot().motion.display
    return (sum(d.foundations) + len(d.talon) + len(d.waste) + sum(len(c) for c in d.columns)
            + len(scene.snapshot().motion.flights))


@pytest.mark.parametrize("variant,auto", [("classic", False), ("classic", True), ("relaxed", True)])
def test_random_play_keeps_display_and_engine_in_step(app, variant, auto):
    app.settings = app.settings.with_changes(auto_play=auto)
    rng = random.Random(f"{variant}{auto}")
    scene = TableScene(app, Game.new(rng.randint(1, 10**9), variant), deal_animation=True)
    app.push(scene)
    for _ in range(80):
        for _ in range(rng.randint(0, 25)):          # let some cards fly, sometimes interrupt mid-flight
            scene.update(STEP)
            assert _cards_shown(scene) == 104
        roll = rng.random()
        if roll < 0.15 and scene.copy_game().can_undo():
            scene.act(Undo())
        elif roll < 0.2 and scene.copy_game().can_redo():
            scene.act(Redo())
        else:
            moves = scene.copy_game().legal_moves()
            plays = [m for m in moves if m.kind == "p"]
            move = rng.choice(plays) if plays and rng.random() < 0.8 else (Move.turn() if Move.turn() in moves else None)
            if move is None:
                break
            scene.settle()
            if move.kind == "p":
                scene.act(Play(move.src, move.dst, move.count))
            else:
                scene.act(TurnTalon())
    settle(scene)
    assert scene.snapshot().motion.display == scene.state().position
    assert scene.snapshot().motion.repairs == 0
    app.settings = app.settings.with_changes(auto_play=False)
