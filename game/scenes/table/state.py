"""The small value types of the table scene: what was hit, what is lifted, what is dragged.
Kept apart so the scene modules stay about behaviour.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.engine import Card, Pile, PileKind, Position, source_pile
from game.view.flights import pile_size  # noqa: F401  (one definition, used by the table scene too)


class HitKind(str, Enum):
    """What kind of thing lies under a point on the table."""

    BUTTON = "button"          # a header button (``Hit.name`` says which) or "Zurück zu gewinnbar"
    BAR_UP = "bar_up"          # ▲ in the selection bar: one card more
    BAR_DOWN = "bar_down"      # ▼ in the selection bar: one card fewer
    FINISH = "finish"          # "Alles ablegen"
    TALON = "talon"            # the talon (or the redeal pill beside it)
    WASTE = "waste"
    COLUMN = "column"
    FOUNDATION = "foundation"
    FELT = "felt"              # nothing: the bare table


@dataclass(frozen=True)
class Hit:
    """What lies under a point. ``index``: column / foundation number; ``card``: index in the
    column (None: the column's empty area); ``name``: the button's name in the layout."""

    kind: HitKind
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
        return source_pile(self.src)


@dataclass
class Drag:
    src: int
    count: int
    grab: tuple[int, int]     # pointer minus the dragged base card's top-left
    pos: tuple[int, int]


def pile_cards(position: Position, pile: Pile) -> list[Card]:
    """The cards a column or the waste shows (other piles are drawn as slots, not card lists)."""
    if pile.kind == PileKind.COLUMN:
        return position.columns[pile.index]
    if pile.kind == PileKind.WASTE:
        return position.waste
    return []
