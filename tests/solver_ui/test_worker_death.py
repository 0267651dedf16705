"""The solver worker's life seen from the table. A worker killed from outside is
noticed and replaced, and its question is asked again — the indicator does not stay on
"checking …", the summary's par and "Lösung zeigen" still come (the real app and the real
worker process: the test stops the process once it is idle, asks, then kills it). The
worker ends after a quiet spell and the player's pointer brings it back before the next move."""

from __future__ import annotations

import os
import signal
import sys
import time

import pygame
import pytest

from game.advisor.live import Live
from game.app import synthetic
from game.content import shipped_catalogue
from game.engine import RELAXED, Variant
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.replay import ReplayScene
from game.table.actions import TurnTalon
from tests.harness.app import click, label_text, pump, pump_until
from tests.harness.solver import until

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stops and kills the worker with POSIX signals")



def _pars(variant: Variant) -> dict[str, int | None]:
    """The shipped catalogue of ``variant``: number → par."""
    return {str(entry.number): entry.par for entry in shipped_catalogue(variant)}

def _stopped_worker(app) -> int:
    """Once the questions of the deal are answered: start the worker process (as a touch of the
    table does) and stop it; its pid."""
    link = app.router.session.solver
    assert pump_until(app, lambda: not link.busy, 30)
    link.prepare()
    assert until(lambda: link.worker.process_id is not None), "no worker process started"
    pid = link.worker.process_id
    os.kill(pid, signal.SIGSTOP)
    return pid


def _kill_while_asked(router, pid: int) -> None:
    assert until(lambda: router.session.solver.worker.busy, 10), "nothing was asked"
    time.sleep(0.2)                       # the question is in the stopped process's hands
    assert router.session.solver.worker.started == 1 or router.session.solver.worker.process_id == pid
    os.kill(pid, signal.SIGKILL)


def _relaxed_deal_outside_the_catalogue() -> str:
    """A deal the solver must search (no shipped line): Relaxed deals are found in a moment."""
    catalogue = _pars(RELAXED)
    return next(str(n) for n in range(1, 400) if str(n) not in catalogue)


def test_the_indicator_gets_its_answer_from_a_new_worker(launch):
    app = launch(game_number=_relaxed_deal_outside_the_catalogue(), variant=RELAXED, animation_speed="off",
                 show_winnability=True)
    router, table = app.router, app.router.table
    pump(app, frames=2)
    pid = _stopped_worker(app)
    for _ in range(10):                   # turn the talon until the position is off the known line
        table.act(TurnTalon())
        pump(app, frames=1)
        if table.state().live.kind == Live.CHECKING:
            break
    assert table.state().live.kind == Live.CHECKING
    _kill_while_asked(router, pid)
    assert pump_until(app, lambda: table.state().live.kind == Live.WINNABLE, 30), "the indicator stayed on 'checking'"
    assert router.session.solver.worker.process_id not in (None, pid)


def test_the_par_and_the_solution_come_from_a_new_worker(launch):
    app = launch(game_number=_relaxed_deal_outside_the_catalogue(), variant=RELAXED, animation_speed="off")
    router = app.router
    start = router.table.copy_game().start
    router.table.act(TurnTalon())      # the solver searches from here, not from the deal
    pid = _stopped_worker(app)
    assert router.session.solver.line_for(start) is None
    router.game.give_up()
    summary = app.top
    assert isinstance(summary, SummaryScene)
    _kill_while_asked(router, pid)            # the deal's search, in the stopped process's hands
    assert pump_until(app, lambda: label_text(app.top, "par").isdigit(), 40), "the par stayed 'searching'"
    click(app, "show_solution")
    assert pump_until(app, lambda: isinstance(app.top, ReplayScene), 30), "'Lösung zeigen' did nothing"
    assert app.top.line == router.session.solver.line_for(start)


def test_after_a_quiet_spell_the_player_s_pointer_brings_the_worker_back_before_the_move(launch):
    """A table at rest is one process: the worker ends after its quiet spell. The pointer moving
    over the table starts it again, so the next move's questions find it ready."""
    app = launch(game_number=_relaxed_deal_outside_the_catalogue(), variant=RELAXED, animation_speed="off")
    router, table = app.router, app.router.table
    worker = router.session.solver.worker
    worker.quiet_seconds = 0.2
    assert pump_until(app, lambda: not router.session.solver.busy and worker.process_id is None, 30), "the worker never ended"
    started = worker.started
    felt = (table.app.size[0] // 2, table.app.size[1] - 5)
    synthetic.post(pygame.event.Event(pygame.MOUSEMOTION, pos=felt, rel=(3, 0), buttons=(0, 0, 0)))
    assert pump_until(app, lambda: worker.process_id is not None, 30), "the pointer did not prepare the worker"
    assert worker.started == started + 1
    table.act(TurnTalon())
    assert pump_until(app, lambda: not router.session.solver.busy, 30)
    assert worker.started == started + 1            # the move's questions went to the prepared process
