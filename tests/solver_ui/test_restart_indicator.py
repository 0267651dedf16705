"""B16: after a restart the indicator says from its first frame what it said
before the close, "Zurück zu gewinnbar" shows only where the position is proved lost, says how
many moves it takes back, and one redo brings them all back.

The real app on a data folder, closed and launched again (what a player does), with a scripted
solver worker (no process): the test decides what the solver knows before the close; after it,
nothing is answered, so whatever the first frames say comes from the autosave.
"""

from __future__ import annotations

import pygame
import pytest

import game.app.session
from game.advisor.link import SolverLink
from game.advisor.live import Live
from game.advisor.solutions import SolutionBook
from game.advisor.worker import SOLVE, Answer
from game.engine import CLASSIC, Game, Move, format_board, parse_board
from game.scenes.tabletop.geometry import TableSpot
from game.storage.autosave import load_game
from game.storage.files import DataDir
from game.table.actions import Play, move_action
from solver import SolveResult, Verdict, solve
from tests.harness.app import click_at, press, pump
from tests.harness.solver import ScriptedWorker
from tests.positions import build

# As a pasted board is: read from its text (the foundations in the order the text form gives them).
NEAR_WON = parse_board(format_board(build({1: "QH", 2: "KH", 3: "KS", 4: "KH"},
                                          foundations=[13, 13, 13, 13, 11, 12, 13, 12], talon_next_first="")))
OPTIONS = {"show_winnability": True, "auto_play": False, "animation_speed": "off"}


@pytest.fixture
def quiet_solver(monkeypatch):
    """Every launch's solver link talks to a `ScriptedWorker`; returns the workers, newest last."""
    workers: list[ScriptedWorker] = []

    def make(**kwargs) -> SolverLink:
        worker = ScriptedWorker()
        workers.append(worker)
        return SolverLink(worker_factory=lambda: worker, **kwargs)

    monkeypatch.setattr(game.app.session, "SolverLink", make)
    return workers


def _answer(app, workers, result) -> None:
    workers[-1].ready = [Answer(SOLVE, app.session.solver.token, result)]
    pump(app, frames=2)


def _hud(app) -> list[str]:
    return [text for text in app.router.table.on_screen().tags]


def _off_the_line(app, workers, moves: int = 6, off: int = 3) -> None:
    """Deal 2 on its shipped line for ``moves`` moves, then ``off`` moves off it."""
    table = app.router.table
    line = SolutionBook().line(CLASSIC, "2")
    for text in line[:moves]:
        table.act(move_action(Move.parse(text)))
    for _ in range(off):
        known = app.session.solver.line_for(table.state().position) or ("",)
        table.act(move_action(next(m for m in table.copy_game().legal_moves() if str(m) != known[0] and m.kind != "a")))
    pump(app, frames=2)


def test_a_winnable_position_reads_winnable_from_the_first_frame(launch, quiet_solver):
    app = launch(game_number="2", **OPTIONS)
    table = app.router.game.play_game(Game(NEAR_WON))
    table.act(Play(0, 1))                                          # ♥Q onto ♥K: off the first line, still winnable
    _answer(app, quiet_solver, SolveResult(Verdict.SOLVABLE, tuple(solve(table.state().position, 5).moves)))
    assert table.state().live.kind == Live.WINNABLE
    before = _hud(app)
    app = launch()                                            # closed and started again
    table = app.router.table
    assert table.state().moves == 1 and table.state().live.kind == Live.WINNABLE   # before any frame
    assert _hud(app) == before and "Stellung: gewinnbar" in before


def test_an_undecided_position_names_the_same_move_and_offers_no_jump(launch, quiet_solver):
    """The issue's case: at move 9, the line left at move 7, searches answered "unknown". After
    the restart the first frame must not say "checking" nor blame an earlier move, and must not
    offer a jump back (undecided is not lost)."""
    app = launch(game_number="2", variant=CLASSIC, **OPTIONS)
    _off_the_line(app, quiet_solver)
    _answer(app, quiet_solver, SolveResult(Verdict.UNKNOWN))
    table = app.router.table
    assert (table.state().live.kind, table.state().live.left_at) == (Live.LEFT_LINE, 7)
    before = _hud(app)
    app = launch()
    table = app.router.table
    assert (table.state().live.kind, table.state().live.left_at) == (Live.LEFT_LINE, 7)
    assert _hud(app) == before and not table.state().back_winnable_shown
    pump(app, 1.0)                                            # and so it stays while nothing new is known
    assert (table.state().live.kind, table.state().live.left_at) == (Live.LEFT_LINE, 7)


def test_a_lost_position_offers_the_jump_with_its_length_and_one_redo_undoes_it(launch, quiet_solver, tmp_path):
    app = launch(game_number="2", variant=CLASSIC, **OPTIONS)
    _off_the_line(app, quiet_solver)
    _answer(app, quiet_solver, SolveResult(Verdict.UNSOLVABLE))
    table = app.router.table
    assert table.state().live.kind == Live.LOST and table.state().back_winnable == 3
    # Killed now (no close): the autosave written when the solver decided already keeps it.
    app.session.writer.flush()
    saved = load_game(DataDir(tmp_path))
    assert saved is not None and saved.known is not None and saved.known.lost and saved.known.line_at == 6
    lost = table.state().position.copy()
    app = launch()
    table = app.router.table
    assert table.state().live.kind == Live.LOST and table.state().back_winnable_shown
    assert table.state().back_winnable == 3
    pump(app, frames=2)
    click_at(app, table.spot(TableSpot.BACK_WINNABLE).center)
    assert table.state().moves == 6 and table.state().live.kind == Live.WINNABLE
    press(app, pygame.K_y, pygame.KMOD_CTRL)                  # one redo
    assert table.state().moves == 9 and table.state().position == lost and not table.copy_game().can_redo()
