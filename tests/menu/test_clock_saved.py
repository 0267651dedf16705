"""The clock survives a crash: while it runs, the autosave follows it at least every 10 s of
play (besides every move), written off the frame loop; a stopped clock writes nothing."""

from __future__ import annotations

import itertools

import pygame

from game.advisor.link import SolverLink
from game.app.services.game_in_hand import CLOCK_SAVE_SECONDS
from game.storage.autosave import AUTOSAVE_FILE, load_game
from game.storage.files import DataDir
from tests.harness.app import press, pump
from tests.harness.solver import ScriptedWorker


def autosaves(app) -> list[float]:
    """Spy on the session's writer: the clock of every autosave queued from now on."""
    writer = app.session.writer
    queued: list[float] = []
    save_json = writer.save_json

    def spy(name, data) -> None:
        if name == AUTOSAVE_FILE:
            queued.append(data["clock_seconds"])
        save_json(name, data)

    writer.save_json = spy
    return queued


def test_a_crash_loses_at_most_ten_seconds_of_the_clock(launch, tmp_path):
    app = launch(game_number="5")
    table = app.top
    pump(app, 1.5)
    press(app, pygame.K_SPACE)          # one move: the clock runs, and the move is saved
    pump(app, 35.0)                     # then the player thinks, without a move
    app.session.writer.flush()
    saved = load_game(DataDir(tmp_path))   # what a relaunch after a crash here would read
    assert saved is not None and saved.game.moves == 1
    # The real solver's answer saves too, with the clock as it reads then, whenever it comes (on a
    # loaded machine many frames later): the clock's saves follow from there, so which seconds
    # are saved varies, but never more than CLOCK_SAVE_SECONDS of play are missing.
    assert table.seconds() >= 35.0
    assert table.seconds() - saved.clock_seconds <= CLOCK_SAVE_SECONDS


def test_the_clock_is_saved_every_ten_seconds_while_it_runs_and_never_while_it_stands(launch):
    app = launch(game_number="5")
    table = app.top
    # A solver that never answers: a save because the solver decided (B16) would come between
    # the clock's saves whenever the worker happens to answer; this test is about the clock.
    table.attach_solver(SolverLink(worker_factory=ScriptedWorker))
    pump(app, 1.5)
    press(app, pygame.K_SPACE)
    queued = autosaves(app)
    pump(app, 41.0)
    assert len(queued) == 4, queued     # 40 s of play: every 10 s, no more
    assert all(b - a >= CLOCK_SAVE_SECONDS for a, b in itertools.pairwise(queued))
    press(app, pygame.K_ESCAPE)         # the menu: the clock stands (saved as it stands)
    queued.clear()
    pump(app, 60.0)
    assert queued == [], "saved while the clock stood still behind the menu"
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    stood = table.seconds()
    pump(app, 11.0)
    # The clock's save (a save because the solver decided meanwhile keeps the clock as it stood).
    assert len([seconds for seconds in queued if seconds > stood]) == 1, queued


def test_a_resumed_game_waiting_for_the_player_writes_nothing(launch):
    app = launch(game_number="5")
    pump(app, 1.5)
    press(app, pygame.K_SPACE)
    pump(app, 3.0)
    app.router.close()
    app = launch()                      # the clock waits for the first input
    # The clock alone: a solver deciding about the resumed position may save what it learnt.
    app.top.attach_solver(SolverLink(worker_factory=ScriptedWorker))
    queued = autosaves(app)
    pump(app, 60.0)
    assert queued == []
