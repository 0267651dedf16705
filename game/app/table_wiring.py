"""The app's side of the table's front door: every line of the app that builds a table scene,
wires its hooks or calls it, in one module.

`build_table` is the one function that builds and wires a table; the small functions after it
are each one call the app makes on the table it holds (label the deal, switch the indicator,
deal, restart, undo, say something on its message line). Everything else in the app holds the
table only to hand it here, and reads its game and clock (`TableScene.game`, `.elapsed`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from game.content import Grade
from game.engine import Game, GameNumber, Variant
from game.scenes.base import Stack
from game.scenes.table.actions import Action
from game.scenes.table.scene import TableScene
from game.solving.link import SolverLink
from game.storage.known import Known


@dataclass(frozen=True)
class TableHooks:
    """What the app hears from the table (see `game.scenes.table.scene` for when each is called)."""

    on_menu: Callable[[], None]
    on_move: Callable[[TableScene], None]
    on_won: Callable[[TableScene], None]
    on_sound: Callable[[str], None]
    on_stuck: Callable[[TableScene], None]
    on_learnt: Callable[[TableScene], None]


def build_table(app: Stack, game: Game, hooks: TableHooks, solver: SolverLink, show_winnability: bool,
                clock_seconds: float = 0.0, deal_animation: bool = False, known: Known | None = None) -> TableScene:
    """A table for ``game`` with its clock at ``clock_seconds``, wired to ``hooks`` and ``solver``.
    ``known``: what the solver knew about a resumed game, learnt again before its first frame."""
    table = TableScene(app, game, deal_animation=deal_animation)
    table.elapsed = clock_seconds
    table.on_menu = hooks.on_menu
    table.on_move = hooks.on_move
    table.on_won = hooks.on_won
    table.on_sound = hooks.on_sound
    table.on_stuck = hooks.on_stuck
    table.on_learnt = hooks.on_learnt
    table.model.show_winnability = show_winnability
    table.attach_solver(solver)
    if known is not None:
        solver.seed(game, known)
    return table


def label_table(table: TableScene, daily_date: datetime.date | None, grade: Grade | None) -> None:
    """What the HUD says about the deal beyond its number: the daily deal's date, the grade."""
    table.model.daily_date = daily_date
    table.model.grade = grade


def show_winnability(table: TableScene, on: bool) -> None:
    """The winnability indicator (B1) switched on or off."""
    table.model.show_winnability = on


def end_stuck(table: TableScene) -> None:
    """The game is over: the table no longer offers the dead-end dialog."""
    table.model.stuck = False


def deal_on(table: TableScene, number: GameNumber, variant: Variant) -> None:
    """A new deal on the table."""
    table.new_game(number, variant)  # type: ignore[arg-type]  # the table's signature says a name; Game.new takes the Variant


def restart_table(table: TableScene) -> None:
    """The same deal from the start."""
    table.restart()


def undo_on(table: TableScene) -> None:
    table.act(Action.UNDO)


def say_on(table: TableScene, text: str, least: float) -> None:
    """A message on the table's message line, shown at least ``least`` seconds."""
    table.model.messages.show(text, least=least)
