"""The app's side of the table's front door: every line of the app that builds a table scene or
tells it something, in one module.

`build_table` is the one function that builds a table, with the `TableOwner` (`game.scenes.ports`)
that hears what it tells — the menu, every move, the win, the sounds, a proved dead end, the
solver's news. The small functions after it are each one thing the app tells the table it holds
(label the deal, switch the indicator, deal, restart, the game is over, undo, say something on its
message line), through the table's own front (`TableScene`: typed actions, `deal`, `label` …).
Everything else in the app holds the table only to hand it here, and reads its game and clock
(`TableScene.game`, `.elapsed`) to count and save them.
"""

from __future__ import annotations

import datetime

from game.content import Grade
from game.engine import Game, GameNumber, Variant
from game.scenes.base import Stack
from game.scenes.ports import TableOwner
from game.scenes.table.actions import BackToWinnable, Undo
from game.scenes.table.scene import TableScene
from game.solving.link import SolverLink
from game.storage.known import Known


def build_table(app: Stack, game: Game, owner: TableOwner, solver: SolverLink, show_winnability: bool,
                clock_seconds: float = 0.0, deal_animation: bool = False, known: Known | None = None) -> TableScene:
    """A table for ``game`` with its clock at ``clock_seconds``, telling ``owner``, asking ``solver``.
    ``known``: what the solver knew about a resumed game, learnt again before its first frame."""
    table = TableScene(app, game, owner=owner, deal_animation=deal_animation)
    table.set_clock(clock_seconds)
    table.show_winnability(show_winnability)
    table.attach_solver(solver)
    if known is not None:
        solver.seed(game, known)
    return table


def label_table(table: TableScene, daily_date: datetime.date | None, grade: Grade | None) -> None:
    """What the HUD says about the deal beyond its number: the daily deal's date, the grade."""
    table.label(grade, daily_date)


def show_winnability(table: TableScene, on: bool) -> None:
    """The winnability indicator (B1) switched on or off."""
    table.show_winnability(on)


def end_stuck(table: TableScene) -> None:
    """The game is over: the table no longer offers the dead-end dialog."""
    table.game_over()


def deal_on(table: TableScene, number: GameNumber, variant: Variant) -> None:
    """A new deal on the table."""
    table.deal(Game.new(number, variant))


def restart_table(table: TableScene) -> None:
    """The same deal from the start, its counters afresh."""
    table.deal(Game(table.game.start, number=table.game.number))


def undo_on(table: TableScene) -> None:
    table.act(Undo())


def back_to_winnable_on(table: TableScene) -> None:
    """B1+: back to the newest position known winnable, as one unit."""
    table.act(BackToWinnable())


def say_on(table: TableScene, text: str, least: float) -> None:
    """A message on the table's message line, shown at least ``least`` seconds."""
    table.confirm(text, least=least)
