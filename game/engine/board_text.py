"""The plain-text form of any position (documented in docs/board-format.md).

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

from .cards import SUITS, Card, CardError
from .moves import COLUMNS, FOUNDATIONS
from .position import REDEALS_ALLOWED, VARIANTS, Position, foundation_suit

HEADER = "# Vierzig Räuber board"
EMPTY = "-"


class BoardFormatError(ValueError):
    """Malformed board text; the message names the line."""


def _cards(cards: list[Card]) -> str:
    return " ".join(str(c) for c in cards)


def format_board(position: Position) -> str:
    """The text form; ``parse_board(format_board(p)) == p`` for every position."""
    tops = [
        str(Card(top, foundation_suit(f))) if top else EMPTY for f, top in enumerate(position.foundations)
    ]
    lines = [
        HEADER,
        f"variant: {position.variant}",
        f"redeals: {position.redeals}",
        f"foundations: {' '.join(tops)}",
        f"talon: {_cards(position.talon[::-1])}".rstrip(),
        f"waste: {_cards(position.waste)}".rstrip(),
    ]
    lines += [f"{c + 1}: {_cards(col)}".rstrip() for c, col in enumerate(position.columns)]
    return "\n".join(lines) + "\n"


def parse_board(text: str) -> Position:
    """Read the text form back; raise BoardFormatError naming the offending line."""
    fields: dict[str, tuple[int, str]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if ":" not in line:
            raise BoardFormatError(f"line {number}: expected 'name: value', got {raw!r}")
        name, value = (part.strip() for part in line.split(":", 1))
        name = name.lower()
        known = {"variant", "redeals", "foundations", "talon", "waste"} | {str(c) for c in range(1, COLUMNS + 1)}
        if name not in known:
            raise BoardFormatError(f"line {number}: unknown line {name!r} (expected variant, redeals, foundations, talon, waste or 1–10)")
        if name in fields:
            raise BoardFormatError(f"line {number}: {name!r} appears twice (first on line {fields[name][0]})")
        fields[name] = (number, value)

    def need(name: str) -> tuple[int, str]:
        if name not in fields:
            raise BoardFormatError(f"missing line '{name}:'")
        return fields[name]

    def cards(name: str) -> list[Card]:
        number, value = need(name)
        try:
            return [Card.parse(tok) for tok in value.split()]
        except CardError as err:
            raise BoardFormatError(f"line {number} ({name}): {err}") from None

    number, variant = need("variant")
    variant = variant.lower()
    if variant not in VARIANTS:
        raise BoardFormatError(f"line {number}: variant must be classic or relaxed, not {variant!r}")
    number, value = need("redeals")
    if not value.isdigit() or int(value) > REDEALS_ALLOWED[variant]:
        raise BoardFormatError(f"line {number}: {variant} allows redeals 0…{REDEALS_ALLOWED[variant]}, not {value!r}")
    redeals = int(value)

    number, value = need("foundations")
    tokens = value.split()
    if len(tokens) != FOUNDATIONS:
        raise BoardFormatError(f"line {number}: expected {FOUNDATIONS} foundation tops ('-' for empty), got {len(tokens)}")
    foundations: list[int] = []
    for f, tok in enumerate(tokens):
        if tok == EMPTY:
            foundations.append(0)
            continue
        try:
            card = Card.parse(tok)
        except CardError as err:
            raise BoardFormatError(f"line {number} (foundations): {err}") from None
        if card.suit != foundation_suit(f):
            want = SUITS[foundation_suit(f)]
            raise BoardFormatError(f"line {number}: foundation {f + 1} holds suit {want}, not {tok}")
        foundations.append(card.rank)
    # The two foundations of a suit are interchangeable: keep the higher one first, as play does.
    for f in range(0, FOUNDATIONS, 2):
        foundations[f : f + 2] = sorted(foundations[f : f + 2], reverse=True)

    talon = cards("talon")[::-1]
    waste = cards("waste")
    columns = [cards(str(c)) for c in range(1, COLUMNS + 1)]
    position = Position(variant, columns, foundations, talon, waste, redeals)
    try:
        position.check()
    except ValueError as err:
        raise BoardFormatError(f"not a legal table: {err}") from None
    return position
