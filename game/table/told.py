"""What the table tells a listener (speech, SPEC B18) about each action: plain values, no pygame.

`TableScene` keeps one `Acted` per action it carried out and one `Dealt` per deal, until the
listener takes them (`TableScene.take_told`). They say what the action changed — the moves it
played or took back, the cards safe auto-play moved with them, the effects the model answered
with — beside the position the action started from, so that whoever words them names the cards
as they lay. An `actions.Ask` (the speech's query keys) changes nothing: it only asks to be told.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Card, Move, Position
from game.table.actions import TableAction
from game.table.events import Effect
from game.table.values import Fly


@dataclass(frozen=True)
class Acted:
    """One action carried out: ``made`` the moves it played, ``undone`` those it took back (newest
    last), ``before`` the engine's position it started from, ``effects`` the model's answer."""

    action: TableAction
    effects: tuple[Effect, ...]
    before: Position
    made: tuple[Move, ...]
    undone: tuple[Move, ...]

    @property
    def auto(self) -> tuple[Card, ...]:
        """The cards safe auto-play (R12) moved with the action (up, or back down on an undo)."""
        return tuple(step.card for effect in self.effects if isinstance(effect, Fly) for step in effect.steps
                     if step.auto)


@dataclass(frozen=True)
class Dealt:
    """A deal was laid out afresh (a new game, the same again, a daily deal)."""


Told = Acted | Dealt


def moves_changed(before: list[Move], after: list[Move]) -> tuple[tuple[Move, ...], tuple[Move, ...]]:
    """(played, taken back) between two move lists: what follows their common beginning."""
    same = 0
    for old, new in zip(before, after, strict=False):
        if old != new:
            break
        same += 1
    return tuple(after[same:]), tuple(before[same:])
