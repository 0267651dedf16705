"""An answer about an old position is never acted on by the table."""

from __future__ import annotations

from game.advisor.link import LOST
from game.advisor.worker import DEAD_END, SOLVE, Answer
from game.engine import Move
from game.scenes.stuck import StuckDialog
from game.table.actions import move_action
from solver import SolveResult, Verdict
from tests.harness.app import pump
from tests.harness.solver import table_with_scripted_solver


def test_a_dead_end_answer_for_an_old_position_is_ignored(launch):
    app, table, worker, link = table_with_scripted_solver(launch)
    old_token = link.token
    table.act(move_action(Move.turn()))               # the player moves on
    assert link.token != old_token
    worker.ready = [Answer(DEAD_END, old_token, Verdict.DEAD_END),
                    Answer(SOLVE, old_token, SolveResult(Verdict.UNSOLVABLE))]
    pump(app, frames=5)
    assert not isinstance(app.top, StuckDialog)
    assert table.state().winnability != LOST
    # The same answer for the current position does count.
    worker.ready = [Answer(DEAD_END, link.token, Verdict.DEAD_END)]
    pump(app, frames=3)
    assert isinstance(app.top, StuckDialog)


def test_jobs_follow_the_position(launch):
    _app, table, worker, link = table_with_scripted_solver(launch)
    assert worker.jobs == [(SOLVE, link.token)]      # a fresh deal: look for a line (no dead-end check yet)
    table.act(move_action(Move.turn()))
    assert worker.jobs[-1] == (SOLVE, link.token)    # every move: the new position is asked about
    assert len({token for _, token in worker.jobs}) == 2


def test_a_hint_waits_briefly_for_the_solver_then_shows_the_heuristic_move(launch):
    import pygame

    from game.advisor.best_target import best_move
    from game.advisor.link import HINT_PATIENCE
    from tests.harness.app import press

    app, table, _, _ = table_with_scripted_solver(launch)   # a solver that never answers
    press(app, pygame.K_h)
    assert table.state().hint_waiting and not (table.state().hint is not None)     # "Tipp …": thinking, frames go on
    pump(app, seconds=HINT_PATIENCE + 0.1)
    assert not table.state().hint_waiting and (table.state().hint is not None)
    assert table.state().hint_move == best_move(table.state().position)
    assert table.state().hint_words
    assert table.copy_game().hints == 1

