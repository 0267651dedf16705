"""Game number → starting position (docs/deals.md: the deal order; unlike PySolFC, no first waste card)."""

from __future__ import annotations

from .cards import Card
from .gamenumber import GameNumber, parse_game_number, shuffled_deck
from .position import Position
from .variant import CLASSIC, Variant


def deal_order(number: GameNumber | str | int, variant: Variant | str = CLASSIC) -> tuple[list[list[Card]], list[Card]]:
    """Columns (bottom → top) and the talon cards in the order they will be turned.

    The cards the foundations start with are taken out of the shuffled deck first; the columns
    are dealt from its end, row by row (Klassisch and Locker: 40 cards, 64 in the talon).
    """
    if not isinstance(number, GameNumber):
        number = parse_game_number(number)
    rules = Variant.named(variant)
    s = [card for card in shuffled_deck(number) if card.rank > rules.foundation_start]
    last = len(s) - 1
    columns = [[s[last - c - rules.columns * r] for r in range(rules.rows)] for c in range(rules.columns)]
    dealt = rules.columns * rules.rows
    talon_in_turn_order = [s[i] for i in range(last - dealt, -1, -1)]
    return columns, talon_in_turn_order


def deal(number: GameNumber | str | int, variant: Variant | str = CLASSIC) -> Position:
    """The starting position: the columns face up, every other card face down in the talon."""
    rules = Variant.named(variant)
    columns, talon = deal_order(number, rules)
    # Position.talon keeps the next card last.
    return Position(rules, columns, talon=talon[::-1])
