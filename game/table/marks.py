"""`LastMove`: where the cards the last action moved now lie, as the engine's steps say.

After a move (a redo, "Alles ablegen") the cards it moved — those safe auto-play sent up with
it too — carry a quiet mark until the player's next action; after an undo (or "Zurück zu
gewinnbar") the cards that went back. The places come from the steps the engine returned for
the action (`Game.push`, `pop`, `redo`), never from comparing two pictures: per pile, how many
of its top cards arrived with the action and are still there (a card that moved on within the
same action, as an auto-played one, counts where it ended). The picture marks those cards when
the player wants the mark ("Letzten Zug markieren"). No pygame.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Pile, Step

Marks = tuple[tuple[Pile, int], ...]
"""Per pile (in the order the cards arrived): how many of its top cards the last action moved there."""


def landed(steps: Iterable[Step]) -> Marks:
    """The piles the steps' cards ended on, and how many of each pile's top cards they are.

    Cards always leave a pile from its top, so a card taken from a pile where cards of this
    action arrived is the last of them to arrive."""
    arrived: dict[Pile, int] = {}
    for step in steps:
        if arrived.get(step.src, 0) > 0:
            arrived[step.src] -= 1
        arrived[step.dst] = arrived.get(step.dst, 0) + 1
    return tuple((pile, count) for pile, count in arrived.items() if count > 0)


class LastMove:
    """The marks of the last action that moved cards, until the next action."""

    def __init__(self) -> None:
        self.marks: Marks = ()

    def moved(self, steps: Iterable[Step]) -> None:
        """The action moved these cards (played, redone, or taken back: the steps as they went)."""
        self.marks = landed(steps)

    def clear(self) -> None:
        """A new action (or a new deal): no mark until it moves something."""
        self.marks = ()
