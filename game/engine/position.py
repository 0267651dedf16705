"""The table state: ten columns, eight foundations, talon, waste, redeals used, variant.

A Position is plain data. The rules that change it live in `rules.py`; its text
form lives in `board_text.py`. Positions compare by value, so a test can say
"undo restored exactly this".
"""

from __future__ import annotations

from .cards import CARD_COUNT, SUITS, Card
from .moves import COLUMNS, FOUNDATIONS

CLASSIC = "classic"
RELAXED = "relaxed"
VARIANTS = (CLASSIC, RELAXED)
REDEALS_ALLOWED = {CLASSIC: 0, RELAXED: 1}


def foundation_suit(index: int) -> int:
    """Foundations come in suit pairs in notation order: 0–1 clubs, 2–3 diamonds, 4–5 hearts, 6–7 spades."""
    return index // 2


class Position:
    """One moment of a game.

    - ``columns[c]``: cards bottom → top (the last one is exposed);
    - ``foundations[f]``: the rank on top of foundation f (0 = empty); its suit is
      `foundation_suit(f)`, and a foundation holds every rank up to its top;
    - ``talon``: face-down cards, the **last** element is the next to be turned;
    - ``waste``: face-up cards bottom → top (the last one is playable);
    - ``redeals``: redeals used so far (Relaxed allows one).
    """

    __slots__ = ("variant", "columns", "foundations", "talon", "waste", "redeals")

    def __init__(
        self,
        variant: str,
        columns: list[list[Card]],
        foundations: list[int] | None = None,
        talon: list[Card] | None = None,
        waste: list[Card] | None = None,
        redeals: int = 0,
    ) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r} (use classic or relaxed)")
        if len(columns) != COLUMNS:
            raise ValueError(f"a position has {COLUMNS} columns, not {len(columns)}")
        self.variant = variant
        self.columns = [list(c) for c in columns]
        self.foundations = list(foundations) if foundations is not None else [0] * FOUNDATIONS
        self.talon = list(talon or [])
        self.waste = list(waste or [])
        self.redeals = redeals

    @property
    def relaxed(self) -> bool:
        return self.variant == RELAXED

    def copy(self) -> Position:
        return Position(self.variant, self.columns, self.foundations, self.talon, self.waste, self.redeals)

    def key(self) -> tuple:
        """Everything that makes this position what it is, as a hashable value."""
        return (
            self.variant,
            self.redeals,
            tuple(self.foundations),
            tuple(self.talon),
            tuple(self.waste),
            tuple(tuple(c) for c in self.columns),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        from .board_text import format_board

        return f"Position(\n{format_board(self)})"

    # --- simple facts used everywhere -------------------------------------------------

    def foundation_cards(self) -> int:
        return sum(self.foundations)

    def card_count(self) -> int:
        """Cards anywhere on the table; 104 in every legal position."""
        return self.foundation_cards() + len(self.talon) + len(self.waste) + sum(len(c) for c in self.columns)

    def empty_columns(self) -> list[int]:
        return [i for i, col in enumerate(self.columns) if not col]

    def copies_up(self, rank: int, suit: int) -> int:
        """How many of the two copies of (rank, suit) are already on the foundations."""
        return sum(1 for f in (2 * suit, 2 * suit + 1) if self.foundations[f] >= rank)

    def foundation_for(self, card: Card) -> int | None:
        """The foundation this card may go onto now (the first of its suit pair that fits), or None."""
        for f in (2 * card.suit, 2 * card.suit + 1):
            if self.foundations[f] == card.rank - 1:
                return f
        return None

    def is_won(self) -> bool:
        return all(top == 13 for top in self.foundations)

    def redeals_left(self) -> int:
        return REDEALS_ALLOWED[self.variant] - self.redeals

    def check(self) -> None:
        """Raise ValueError unless this position holds every card of the double deck exactly once per copy."""
        counts: dict[Card, int] = {}
        for part in (self.talon, self.waste, *self.columns):
            for card in part:
                counts[card] = counts.get(card, 0) + 1
        for f, top in enumerate(self.foundations):
            if not 0 <= top <= 13:
                raise ValueError(f"foundation {f + 1} has impossible top rank {top}")
            for rank in range(1, top + 1):
                card = Card(rank, foundation_suit(f))
                counts[card] = counts.get(card, 0) + 1
        problems = [f"{card} ×{n}" for card, n in sorted(counts.items()) if n != 2]
        missing = [str(Card(r, s)) for s in range(len(SUITS)) for r in range(1, 14) if Card(r, s) not in counts]
        if problems or missing or self.card_count() != CARD_COUNT:
            detail = ", ".join(problems + [f"{m} ×0" for m in missing])
            raise ValueError(f"the double deck needs every card exactly twice: {detail}")
        if not 0 <= self.redeals <= REDEALS_ALLOWED[self.variant]:
            raise ValueError(f"{self.variant} allows {REDEALS_ALLOWED[self.variant]} redeal(s), not {self.redeals}")
