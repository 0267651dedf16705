"""The table state: ten columns, eight foundations, talon, waste, redeals used, variant.

A Position is plain data. The rules that change it live in `rules.py`. Positions compare
by value, so a test can say "undo restored exactly this". Like a chess board's FEN, every
position has a text form (documented in docs/board-format.md), kept here with the class:

    variant: classic
    redeals: 0
    foundations: 3C - AD - - - KS 9S
    talon: 9C 7D 4S
    waste: 5H QS
    1: KD 9S 8S 7S
    ...
    10:

Lines starting with ``#`` and blank lines are ignored. Any malformed input raises
BoardFormatError naming the line, so a player's or a tester's file never ends in a
traceback.
"""

from __future__ import annotations

from .cards import CARD_COUNT, SUITS, Card, CardError
from .digits import is_digits
from .moves import COLUMNS, FOUNDATIONS
from .variant import VARIANT_NAMES, UnknownVariant, Variant

HEADER = "# Vierzig Räuber board"
EMPTY = "-"


def redeal_allowance(variant: Variant) -> int:
    """How often the waste may be turned back onto the talon (R6: Relaxed once, R7: Classic never)."""
    return variant.redeals


def talon_used_up(variant: Variant, talon: int, waste: int, redeals: int) -> bool:
    """R17: no card will ever come from the talon again — it is empty and (Relaxed) no redeal
    is left to refill it. Takes counts, so the solver's compact positions ask it too."""
    return talon == 0 and (redeals >= redeal_allowance(variant) or waste == 0)


class BoardFormatError(ValueError):
    """Malformed board text; the message names the line."""


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

    __slots__ = ("columns", "foundations", "redeals", "talon", "variant", "waste")

    def __init__(
        self,
        variant: Variant | str,
        columns: list[list[Card]],
        foundations: list[int] | None = None,
        talon: list[Card] | None = None,
        waste: list[Card] | None = None,
        redeals: int = 0,
    ) -> None:
        rules = Variant.named(variant)   # a name is read once, here; UnknownVariant says which exist
        if len(columns) != rules.columns:
            raise ValueError(f"a {rules.name} position has {rules.columns} columns, not {len(columns)}")
        self.variant = rules
        self.columns = [list(c) for c in columns]
        self.foundations = list(foundations) if foundations is not None else [rules.foundation_start] * FOUNDATIONS
        self.talon = list(talon or [])
        self.waste = list(waste or [])
        self.redeals = redeals

    def copy(self) -> Position:
        return Position(self.variant, self.columns, self.foundations, self.talon, self.waste, self.redeals)

    def key(self) -> tuple[object, ...]:
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
        return f"Position(\n{self.text()})"

    def text(self) -> str:
        """The board text form; ``Position.from_text(p.text()) == p`` for every position."""
        return format_board(self)

    @classmethod
    def from_text(cls, text: str) -> Position:
        """Read the board text form; raise BoardFormatError naming the offending line."""
        return parse_board(text)

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

    def foundation_top(self, index: int) -> Card | None:
        """The card on top of foundation ``index`` (its suit is the foundation's), None while it is empty."""
        rank = self.foundations[index]
        return Card(rank, foundation_suit(index)) if rank else None

    def foundation_tops(self) -> list[Card | None]:
        """Every foundation's top card in foundation order (None: empty): what a listener names."""
        return [self.foundation_top(index) for index in range(len(self.foundations))]

    def foundation_sizes(self) -> list[int]:
        """How many cards each foundation holds, in foundation order (every rank up to its top)."""
        return list(self.foundations)

    def foundation_for(self, card: Card) -> int | None:
        """The foundation this card may go onto now (the first of its suit pair that fits), or None."""
        for f in (2 * card.suit, 2 * card.suit + 1):
            if self.foundations[f] == card.rank - 1:
                return f
        return None

    def is_won(self) -> bool:
        return all(top == 13 for top in self.foundations)

    def redeals_left(self) -> int:
        return redeal_allowance(self.variant) - self.redeals

    def talon_spent(self) -> bool:
        """R17: the talon is used up for good — empty, and (Relaxed) no redeal left to refill it."""
        return talon_used_up(self.variant, len(self.talon), len(self.waste), self.redeals)

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
        if not 0 <= self.redeals <= self.variant.redeals:
            raise ValueError(f"{self.variant.name} allows {self.variant.redeals} redeal(s), not {self.redeals}")


# --- the board text form -------------------------------------------------------------------


def _cards(cards: list[Card]) -> str:
    return " ".join(str(c) for c in cards)


def format_board(position: Position) -> str:
    """The text form; ``parse_board(format_board(p)) == p`` for every position."""
    tops = [
        str(Card(top, foundation_suit(f))) if top else EMPTY for f, top in enumerate(position.foundations)
    ]
    lines = [
        HEADER,
        f"variant: {position.variant.name}",
        f"redeals: {position.redeals}",
        f"foundations: {' '.join(tops)}",
        f"talon: {_cards(position.talon[::-1])}".rstrip(),
        f"waste: {_cards(position.waste)}".rstrip(),
    ]
    lines += [f"{c + 1}: {_cards(col)}".rstrip() for c, col in enumerate(position.columns)]
    return "\n".join(lines) + "\n"


_BOARD_LINES = ("variant", "redeals", "foundations", "talon", "waste", *(str(c) for c in range(1, COLUMNS + 1)))


def _board_fields(text: str) -> dict[str, tuple[int, str]]:
    """The ``name: value`` lines of a board text by name, with their line numbers."""
    fields: dict[str, tuple[int, str]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if ":" not in line:
            raise BoardFormatError(f"line {number}: expected 'name: value', got {raw!r}")
        name, value = (part.strip() for part in line.split(":", 1))
        name = name.lower()
        if name not in _BOARD_LINES:
            raise BoardFormatError(f"line {number}: unknown line {name!r} (expected variant, redeals, foundations, talon, waste or 1–10)")
        if name in fields:
            raise BoardFormatError(f"line {number}: {name!r} appears twice (first on line {fields[name][0]})")
        fields[name] = (number, value)
    return fields


def _need(fields: dict[str, tuple[int, str]], name: str) -> tuple[int, str]:
    if name not in fields:
        raise BoardFormatError(f"missing line '{name}:'")
    return fields[name]


def _card_list(number: int, name: str, value: str) -> list[Card]:
    try:
        return [Card.parse(tok) for tok in value.split()]
    except CardError as err:
        raise BoardFormatError(f"line {number} ({name}): {err}") from None


def _foundation_tops(number: int, value: str) -> list[int]:
    """The eight foundation tops as ranks (0: empty), each checked against its suit."""
    tokens = value.split()
    if len(tokens) != FOUNDATIONS:
        raise BoardFormatError(f"line {number}: expected {FOUNDATIONS} foundation tops ('-' for empty), got {len(tokens)}")
    foundations: list[int] = []
    for f, tok in enumerate(tokens):
        if tok == EMPTY:
            foundations.append(0)
            continue
        card = _card_list(number, "foundations", tok)[0]
        if card.suit != foundation_suit(f):
            want = SUITS[foundation_suit(f)]
            raise BoardFormatError(f"line {number}: foundation {f + 1} holds suit {want}, not {tok}")
        foundations.append(card.rank)
    # The two foundations of a suit are interchangeable: keep the higher one first, as play does.
    for f in range(0, FOUNDATIONS, 2):
        foundations[f : f + 2] = sorted(foundations[f : f + 2], reverse=True)
    return foundations


def parse_board(text: str) -> Position:
    """Read the text form back; raise BoardFormatError naming the offending line."""
    fields = _board_fields(text)
    number, name = _need(fields, "variant")
    try:
        variant = Variant.named(name)
    except UnknownVariant:
        raise BoardFormatError(f"line {number}: variant must be {' or '.join(VARIANT_NAMES)}, not {name.lower()!r}") from None
    number, redeals = _need(fields, "redeals")
    allowed = redeal_allowance(variant)
    if not is_digits(redeals) or len(redeals) > 2 or int(redeals) > allowed:
        raise BoardFormatError(f"line {number}: {variant.name} allows redeals 0…{allowed}, not {redeals[:12]!r}")
    foundations = _foundation_tops(*_need(fields, "foundations"))

    def cards(name: str) -> list[Card]:
        number, value = _need(fields, name)
        return _card_list(number, name, value)

    talon = cards("talon")[::-1]
    waste = cards("waste")
    columns = [cards(str(c)) for c in range(1, variant.columns + 1)]
    extra = [name for name in fields if is_digits(name) and int(name) > variant.columns]
    if extra:
        raise BoardFormatError(f"line {fields[extra[0]][0]}: {variant.name} has {variant.columns} columns, not {extra[0]}")
    position = Position(variant, columns, foundations, talon, waste, int(redeals))
    try:
        position.check()
    except ValueError as err:
        raise BoardFormatError(f"not a legal table: {err}") from None
    return position
