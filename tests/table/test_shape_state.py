"""One state per change: the table's `TableState` is made when something changed and handed out
until then (`TableModel.state`). The cached state must equal one made afresh after every step of a
played game — a model method that changes the table without being marked `changes_state`, or a
fact read from somewhere the cache's key does not cover, fails it — and a table at rest makes none.
"""

from __future__ import annotations

import random

import pygame

from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from game.table.state import state_of
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import COLUMN_KEYS, EarApp

KEYS = [*((key, 0) for key in COLUMN_KEYS), (pygame.K_DOWN, 0), (pygame.K_UP, 0), (pygame.K_w, 0), (pygame.K_t, 0),
        (pygame.K_h, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL), (pygame.K_RETURN, 0),
        (pygame.K_RIGHT, 0), (pygame.K_LEFT, 0), (pygame.K_f, 0), (pygame.K_a, 0), (pygame.K_SPACE, 0)]


def test_the_state_handed_out_is_always_the_state_made_afresh(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="normal", auto_play=True, show_winnability=True,
                                              language="en"))
    ear = EarApp(launch(game_number="1009", language="en"))
    rng = random.Random(5)
    for step in range(160):
        key, mod = rng.choice(KEYS)
        ear.press(key, mod)
        for _ in range(rng.randrange(0, 40)):   # cards in the air, the solver answering, the clock
            model = ear.table._parts.model
            assert model.state() == state_of(model), (step, pygame.key.name(key))
            ear.frames(1)
        model = ear.table._parts.model
        assert model.state() == state_of(model), (step, pygame.key.name(key))


def test_a_table_at_rest_makes_no_new_state(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="1009", language="en"))
    ear.frames(30)
    states = ear.table._parts.model.states
    made, first = states.made, ear.table.state()
    ear.frames(120)                       # two seconds: nothing lifted, nothing flying, the clock waits for the player
    assert states.made == made and ear.table.state() is first
    ear.press(pygame.K_t)                 # one change: the talon turned
    ear.frames(60)
    assert ear.table.state().moves == 1 and ear.table.state() is not first
