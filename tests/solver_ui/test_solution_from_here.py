""""Lösung ab hier zeigen" (as KPatience's demo): from the in-game menu, whenever the solver knows a
winning line from the position on the table, the line replays from that position on the replay's
own table; it counts as help like a hint, and "back" returns to the game exactly as it was."""

from __future__ import annotations

import pygame

from game.advisor.solutions import SolutionBook
from game.content import shipped_catalogue
from game.engine import CLASSIC, Move
from game.i18n import tr
from game.scenes.menu import MenuScene
from game.scenes.tabletop.replay import ReplayScene
from game.table.actions import move_action
from tests.harness.app import click, press, pump
from tests.harness.solver import table_with_scripted_solver


def test_the_menu_replays_the_known_line_from_the_position_on_the_table_and_counts_a_hint(launch):
    number = str(shipped_catalogue(CLASSIC)[0].number)
    app = launch(game_number=number, animation_speed="off", auto_play=False)
    table = app.router.table
    line = SolutionBook().line(CLASSIC, number)
    for text in line[:3]:                                       # three moves along the shipped line
        table.act(move_action(Move.parse(text)))
    pump(app, frames=3)
    here = table.copy_game()
    assert here.moves == 3 and here.hints == 0
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.buttons["solution_here"].is_enabled
    assert menu.buttons["solution_here"].text == tr("menu.solution_here")
    click(app, "solution_here")
    pump(app, frames=2)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.state().position == here.position             # from here, not from the deal
    assert replay.line == tuple(line[3:])
    assert table.copy_game().hints == 1                            # counted as help, like a hint
    while not replay.state().won and not replay.failed and replay.index < len(replay.line):
        replay.control("step")
        pump(app, frames=1)
    assert replay.state().won and not replay.failed
    assert replay.control_text("back") == tr("replay.back_to_game")
    replay.control("back")
    assert app.top is table
    back = table.copy_game()
    assert back.position == here.position and back.moves == 3 and not table.state().over


def test_with_no_line_known_the_menu_offers_no_solution_from_here(launch):
    app, _table, _worker, _link = table_with_scripted_solver(launch)
    pump(app, frames=2)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and not app.top.buttons["solution_here"].is_enabled
