"""B1: while the player thinks, the solver keeps looking, longer each time;
the next move stops it, and an answer about a position left behind counts for nothing."""

from __future__ import annotations

from itertools import pairwise

from game.advisor.link import IDLE_SOLVE_SECONDS, QUICK_SOLVE_SECONDS, UNKNOWN, WINNABLE, SolverLink
from game.advisor.worker import SOLVE, Answer
from game.engine import Game, Move
from game.storage.settings import OPTIONS
from game.table.actions import Play, Undo, move_action
from solver import SolveResult, Verdict, solve
from tests.harness.app import pump
from tests.harness.solver import ScriptedWorker
from tests.positions import near_won_position

NEAR_WON = near_won_position()
NOTHING = SolveResult(Verdict.UNKNOWN)


class TimedWorker(ScriptedWorker):
    """A `ScriptedWorker` that also notes each search's budget: (SOLVE, token, seconds)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, int, float]] = []

    def submit(self, kind, position, token, seconds=1.0) -> None:
        super().submit(kind, position, token, seconds)
        if kind == SOLVE:                  # (dead-end checks come and go with the talon)
            self.asked.append((kind, token, seconds))


def _table(launch, game: Game | None = None):
    app = launch(game_number="5", animation_speed="off", auto_play=False)
    router = app.router
    router.options.set_option(OPTIONS.named("show_winnability"), True)
    table = router.game.play_game(game) if game is not None else router.table
    worker = TimedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    table.attach_solver(link)
    return app, table, worker, link


def _answer(app, worker, link, result=NOTHING, token=None) -> None:
    worker.ready = [Answer(SOLVE, link.token if token is None else token, result)]
    pump(app, frames=2)


def test_while_the_position_stays_each_search_is_longer_up_to_the_cap(launch):
    app, table, worker, link = _table(launch)
    assert worker.asked == [(SOLVE, link.token, QUICK_SOLVE_SECONDS)]
    for _ in IDLE_SOLVE_SECONDS:
        _answer(app, worker, link)                       # "unknown": search again, longer
    budgets = [seconds for _, token, seconds in worker.asked if token == link.token]
    assert budgets == [QUICK_SOLVE_SECONDS, *IDLE_SOLVE_SECONDS]
    assert all(b < c for b, c in pairwise(budgets)), "each search is longer than the last"
    _answer(app, worker, link)                           # the cap said "unknown" too: the fan may rest
    assert len(worker.asked) == 1 + len(IDLE_SOLVE_SECONDS)
    assert table.state().winnability == UNKNOWN


def test_a_late_search_that_finds_a_line_makes_the_position_winnable(launch):
    app, table, worker, link = _table(launch, Game(NEAR_WON))
    _answer(app, worker, link)
    _answer(app, worker, link)
    assert table.state().winnability == UNKNOWN and link.idle_step == 2
    _answer(app, worker, link, SolveResult(Verdict.SOLVABLE, tuple(solve(NEAR_WON, 5).moves)))
    assert table.state().winnability == WINNABLE
    assert "gewinnbar" in " ".join(text for text in table.on_screen().tags)
    assert len(worker.asked) == 3                        # and nothing more is asked


def test_a_move_stops_the_growing_search_and_old_answers_count_for_nothing(launch):
    app, table, worker, link = _table(launch, Game(NEAR_WON))
    for _ in range(3):
        _answer(app, worker, link)
    old = link.token
    assert worker.asked[-1] == (SOLVE, old, IDLE_SOLVE_SECONDS[2])
    table.act(Play(0, 1))                                     # ♥Q onto ♥K: the player moved on
    assert link.token != old and link.idle_step == 0
    assert worker.asked[-1] == (SOLVE, link.token, QUICK_SOLVE_SECONDS)   # (a new token cancels the old job)
    asked = len(worker.asked)
    _answer(app, worker, link, NOTHING, token=old)        # the old position's long search ends late …
    assert len(worker.asked) == asked                     # … and starts no longer one, for either position
    line = tuple(solve(NEAR_WON, 5).moves)
    _answer(app, worker, link, SolveResult(Verdict.SOLVABLE, line), token=old)
    assert table.state().winnability == UNKNOWN                   # a line for the old position says nothing here
    _answer(app, worker, link)                            # the new position's quick search: unknown
    assert worker.asked[-1] == (SOLVE, link.token, IDLE_SOLVE_SECONDS[0])  # its own schedule, from the start
    table.act(Undo())                                          # back: a fresh schedule for that position too
    assert worker.asked[-1] == (SOLVE, link.token, QUICK_SOLVE_SECONDS) and link.idle_step == 0


def test_a_known_position_asks_nothing_more(launch):
    app, table, worker, link = _table(launch, Game(NEAR_WON))
    line = tuple(solve(NEAR_WON, 5).moves)
    _answer(app, worker, link, SolveResult(Verdict.SOLVABLE, line))
    asked = len(worker.asked)
    table.act(move_action(Move.parse(line[0])))            # along the line: known at once
    pump(app, frames=2)
    assert table.state().winnability == WINNABLE
    assert len(worker.asked) == asked
