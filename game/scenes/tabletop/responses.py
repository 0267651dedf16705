"""What the input answers an event with (`Response`), in the order the scene carries it out: the
player's actions (`Act`), the looks a drag leaves (`transients.Hold`, `transients.Snap`), a
sound, a key that did nothing (`NothingDone`, told with its sound), and what the scene does besides — draw again (`Redraw`), land the cards in the air before
what follows (`Settle`), a tap on the won table (`WonTap`). The input writes into nothing but
its own state; the scene applies these in one ``match`` (`TableScene.respond`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.scenes.tabletop.transients import Hold, Snap
from game.table.actions import TableAction
from game.table.news import NothingDone
from game.table.values import Sound


@dataclass(frozen=True)
class Act:
    """Do ``action``, as `TableScene.act` does."""

    action: TableAction


@dataclass(frozen=True)
class Redraw:
    """Something the input holds changed how the table looks (a hover, a press, the whole waste)."""


@dataclass(frozen=True)
class Settle:
    """Land every card in the air: a press acts on the table the player will see at rest."""


@dataclass(frozen=True)
class WonTap:
    """A tap at ``pos`` on the won table: the cascade ends, or the banner's "new game"."""

    pos: tuple[int, int]


Response = Act | Hold | Snap | Sound | NothingDone | Redraw | Settle | WonTap
