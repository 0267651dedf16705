"""What a card would need to move (R4–R6, R10): the table's answer to a tap on a card that cannot go.

Why here: "4♠ needs 5♠ or an empty column" is a statement about the rules, so the engine makes
it and the UI only words it. The answer is what the rules ask of the table, not advice: the
card it would build on, whether an empty column would take it, or why neither would help yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .moves import WASTE
from .position import Position
from .rules import legal_targets, lifted_run, run_limit
from .text_enum import TextEnum


class Blocker(TextEnum):
    """Why a tapped card has no legal move."""

    COVERED = "covered"      # cards lie on it that are not its same-suit run (R5): they must go first
    TOO_MANY = "too_many"    # its run fits a card by suit, but is longer than the run limit allows (R5, R10)
    NO_PLACE = "no_place"    # no column top it builds on, no empty column, no foundation it fits


@dataclass(frozen=True)
class Need:
    """What the card at the base of a run would need. ``onto``: the card it builds on (same suit,
    one rank higher; None for a King); ``empty_column``: an empty column would take the run;
    ``limit``: the most cards that may move onto a card now."""

    card: Card
    count: int
    blocker: Blocker
    onto: Card | None
    empty_column: bool
    limit: int


def move_needs(position: Position, src: int, index: int = 0) -> Need | None:
    """What the card ``index`` of column ``src`` (or the waste's top, ``src == WASTE``) would need
    to move, with the cards lying on it; None when it has a legal move now."""
    if src == WASTE:
        if not position.waste:
            return None
        card, count = position.waste[-1], 1
    else:
        column = position.columns[src]
        if not 0 <= index < len(column):
            return None
        card = column[index]
        run = lifted_run(position, src, index)
        if run is None:
            return Need(card, len(column) - index, Blocker.COVERED, _onto(card), False, run_limit(position, False))
        count = run
        if legal_targets(position, src, count):
            return None
    if src == WASTE and legal_targets(position, WASTE, 1):
        return None
    limit = run_limit(position, target_empty=False)
    onto = _onto(card)
    fits_by_suit = onto is not None and any(col and col[-1] == onto for c, col in enumerate(position.columns) if c != src)
    has_empty = any(not col for c, col in enumerate(position.columns) if c != src)
    blocker = Blocker.TOO_MANY if count > 1 and (fits_by_suit or has_empty) else Blocker.NO_PLACE
    # An empty column counts as the target itself, so it takes as many cards as a card would now.
    return Need(card, count, blocker, onto, count <= limit, limit)


def _onto(card: Card) -> Card | None:
    """The card ``card`` builds on in a column (R4), None for a King."""
    return Card(card.rank + 1, card.suit) if card.rank < 13 else None
