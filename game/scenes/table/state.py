"""The small value types of the table scene: what was hit, what is lifted, what is dragged,
and the result handed to the summary. Kept apart so the scene module stays about behaviour.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import WASTE, WASTE_PILE, Card, Pile, Position, column_pile
from game.view.flights import pile_size  # noqa: F401  (one definition, used by the table scene too)


@dataclass(frozen=True)
class Hit:
    """What lies under a point: kind is 'button', 'bar_up', 'bar_down', 'finish', 'talon',
    'waste', 'column', 'foundation' or 'felt'. ``index``: column / foundation number;
    ``card``: index in the column (None: the column's empty area); ``name``: button name."""

    kind: str
    index: int = 0
    card: int | None = None
    name: str = ""


@dataclass
class Selection:
    """A lifted run: ``count`` cards from the top of ``src`` (a column or WASTE)."""

    src: int
    count: int
    targets: list[int]
    best: int | None
    limit: int              # the current most cards per move onto a card (R10)

    @property
    def pile(self) -> Pile:
        return WASTE_PILE if self.src == WASTE else column_pile(self.src)


@dataclass
class Drag:
    src: int
    count: int
    grab: tuple[int, int]     # pointer minus the dragged base card's top-left
    pos: tuple[int, int]


@dataclass(frozen=True)
class GameResult:
    """What the summary ("Auswertung") and statistics need from a finished or abandoned game."""

    number: str
    variant: str
    won: bool
    moves: int
    seconds: float
    undos: int
    hints: int
    move_list: tuple[str, ...]


def pile_cards(position: Position, pile: Pile) -> list[Card]:
    if pile.kind == "column":
        return position.columns[pile.index]
    if pile.kind == "waste":
        return position.waste
    return []
