"""R14/B1: hints come from a winning line; following them from the deal keeps it winnable and wins."""

from __future__ import annotations

import pygame

from game.advisor.link import WINNABLE
from game.engine import RELAXED, Move
from game.storage.settings import OPTIONS
from game.table.actions import Finish, Lift, Play
from tests.harness.app import press, pump, pump_until

RELAXED_DEAL = "573"     # in assets/deals/relaxed.txt; the solver finds its line in well under a second


def test_following_solver_hints_wins_a_catalogue_deal(launch):
    app = launch(game_number=RELAXED_DEAL, variant=RELAXED)
    router = app.router
    router.options.set_option(OPTIONS.named("animation_speed"), "off")
    table = router.table
    # The indicator is off: the deal's fact is told as a fact of the deal, without the green ✓.
    words = " ".join(t for t in table.on_screen().tags)
    assert table.state().deal_verified and "dieses Spiel geht auf" in words and "✓" not in words
    assert pump_until(app, lambda: table.state().winnability == WINNABLE, 30), "no winning line from the deal"
    hints = 0
    while not table.state().won:
        assert table.state().winnability == WINNABLE, f"not known winnable after {table.state().moves} moves"
        press(app, pygame.K_h)                                       # the hint key, a real event
        assert pump_until(app, lambda: (table.state().hint is not None), 5)
        move: Move = table.state().hint_move
        assert move == router.session.solver.next_move(table.state().position)   # the line's move, not the heuristic
        assert table.state().hint_words
        hints += 1
        if move.kind in ("t", "r"):
            press(app, pygame.K_SPACE)
        elif move.kind == "a":
            table.act(Finish())
        else:
            table.act(Play(move.src, move.dst, move.count))
        pump(app, frames=2)
        assert hints < 400
    assert table.copy_game().hints == hints


def test_the_arrow_points_along_the_winning_line(launch):
    app = launch(game_number=RELAXED_DEAL, variant=RELAXED)
    table = app.router.table
    assert pump_until(app, lambda: table.state().winnability == WINNABLE, 30)
    line = app.router.session.solver.line_for(table.state().position)
    move = next(Move.parse(t) for t in line if Move.parse(t).kind == "p")
    # Find the first play of the line that is legal now (talon turns may come first).
    move = Move.parse(line[0])
    if move.kind == "p":
        table.act(Lift(move.src, move.count))
        lifted = table.state().selection
        if lifted is None:   # a lone card with one target flies there at once: no arrow needed
            assert table.copy_game().move_list[-1] == move
        else:
            assert lifted.best == move.dst   # the arrow
