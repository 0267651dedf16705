"""Game number → starting position (docs/deals.md: the deal order; unlike PySolFC, no first waste card)."""

from __future__ import annotations

from .cards import Card
from .gamenumber import GameNumber, parse_game_number, shuffled_deck
from .moves import COLUMNS
from .position import CLASSIC, Position

ROUNDS = 4


def deal_order(number: GameNumber | str | int) -> tuple[list[list[Card]], list[Card]]:
    """Columns (bottom → top) and the 64 talon cards in the order they will be turned."""
    if not isinstance(number, GameNumber):
        number = parse_game_number(number)
    s = shuffled_deck(number)
    columns = [[s[103 - c - COLUMNS * r] for r in range(ROUNDS)] for c in range(COLUMNS)]
    talon_in_turn_order = [s[i] for i in range(63, -1, -1)]
    return columns, talon_in_turn_order


def deal(number: GameNumber | str | int, variant: str = CLASSIC) -> Position:
    """The starting position: 40 cards face up in ten columns, all 64 others face down in the talon."""
    columns, talon = deal_order(number)
    # Position.talon keeps the next card last.
    return Position(variant, columns, talon=talon[::-1])
