"""R17: the dead-end dialog comes on a proved dead end, never while a card can still go up."""

from __future__ import annotations

import pygame

from game.engine import Game, MoveKind
from game.scenes.stuck import StuckDialog
from game.scenes.summary import SummaryScene
from tests.engine.positions import build
from tests.menu.conftest import click, press, pump
from tests.worker.test_worker import STUCK

from .helpers import pump_until

FOUNDATIONS = [8, 8, 10, 10, 10, 10, 10, 10]


def test_the_dialog_appears_on_a_dead_end_and_its_buttons_work(launch):
    app = launch(game_number="5", animation_speed="off")
    session = app.screens
    stuck = dict(STUCK)
    stuck[9] = "QS KS"             # ♠Q may still move onto this ♠K — which frees nothing that can go up
    p = build(stuck, foundations=FOUNDATIONS, talon_next_first="")
    table = session.play_game(Game(p))
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20), "no dead-end dialog"
    press(app, pygame.K_ESCAPE)                       # look at the table …
    assert app.top is table
    move = next(m for m in table.game.legal_moves() if m.kind == MoveKind.PLAY)
    table.play(move.src, move.dst, move.count)        # … a move changes nothing: still stuck
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10)
    click(app, "undo")                                # "Zug zurück": one move back …
    assert table.game.moves == 0
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10)   # … still a dead end: said again
    click(app, "give_up")                             # "Aufgeben" → the summary
    assert isinstance(app.top, SummaryScene)


def test_no_dialog_while_one_card_can_still_go_up(launch):
    app = launch(game_number="5", animation_speed="off")
    near = dict(STUCK)
    near[3], near[7], near[10] = "KD QC", "QS KH QH", "KS JS JC"    # ♣J→♣Q frees ♠J to go up
    p = build(near, foundations=FOUNDATIONS, talon_next_first="")
    table = app.screens.play_game(Game(p))
    link = app.screens.solver
    # Wait until the worker has answered about this very position, then a little longer.
    assert pump_until(app, lambda: link.started and not link.busy and link.quick_done, 20)
    pump(app, frames=20)
    assert app.top is table
    assert p not in link.dead
