"""Cards and their two-character notation (rank ``A23456789TJQK`` + suit ``CDHS``).

A `Card` is a value: the two physical copies of a card in the double deck are
equal and written the same, exactly as the board text form and PySolFC show
them.  There are only 52 distinct values, so they are interned and cheap.
"""

from __future__ import annotations

from typing import ClassVar

RANKS = "A23456789TJQK"
SUITS = "CDHS"
DECKS = 2
CARD_COUNT = 52 * DECKS


class CardError(ValueError):
    """Text that is not a card."""


class Card:
    """One playing card: ``rank`` 1 (Ace) … 13 (King), ``suit`` an index into SUITS."""

    __slots__ = ("_text", "rank", "suit")
    _interned: ClassVar[dict[tuple[int, int], Card]] = {}

    rank: int
    suit: int
    _text: str

    def __new__(cls, rank: int, suit: int) -> Card:
        key = (rank, suit)
        card = cls._interned.get(key)
        if card is None:
            if not (1 <= rank <= 13 and 0 <= suit < 4):
                raise CardError(f"no such card: rank {rank}, suit {suit}")
            card = super().__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "_text", RANKS[rank - 1] + SUITS[suit])
            cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (self.rank, self.suit))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``9S``, ``TD``, ``AH`` … (``10`` is accepted for ``T``; case-insensitive)."""
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
            raise CardError(f"not a card: {text!r} (expected rank A23456789TJQK + suit CDHS, e.g. 9S)")
        return cls(RANKS.index(t[0]) + 1, SUITS.index(t[1]))

    def builds_on(self, other: Card) -> bool:
        """True when this card may lie on ``other`` in a column (R4: same suit, one lower)."""
        return self.suit == other.suit and self.rank + 1 == other.rank

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text})"

    def __lt__(self, other: Card) -> bool:
        return (self.suit, self.rank) < (other.suit, other.rank)
