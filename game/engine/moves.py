"""Moves as immutable values with one text notation, and the atomic card steps they take.

Notation (used by the solver, the tests, saves and the board tools alike):

====== =================================================================
``t``   turn the next talon card onto the waste
``r``   redeal: turn the waste back onto the talon (Relaxed, once)
``a``   "Alles ablegen": send every remaining card up (R13)
``w>f`` waste to a foundation; ``w>N`` waste to column N (1–10)
``N>f`` column N to a foundation
``N>M`` one card from column N to column M
``N>M*K`` a run of K ≥ 2 cards from column N to column M, one move
====== =================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card
from .digits import is_digits
from .text_enum import TextEnum
from .variant import MOST_COLUMNS

# The most columns a move may name (the widest variant's); a position checks its own count.
COLUMNS = MOST_COLUMNS
FOUNDATIONS = 8



class MoveKind(TextEnum):
    """What a move does. The value is its letter in the notation above (saves keep it)."""

    TURN = "t"
    REDEAL = "r"
    FINISH = "a"
    PLAY = "p"



class PileKind(TextEnum):
    """Where a card can lie."""

    TALON = "talon"
    WASTE = "waste"
    FOUNDATION = "foundation"
    COLUMN = "column"



TURN = MoveKind.TURN
REDEAL = MoveKind.REDEAL
FINISH = MoveKind.FINISH
PLAY = MoveKind.PLAY

# Special pile indices used in a PLAY move's src / dst. They are equal, so a src and a dst never
# compare as plain ints: `source_pile` / `target_pile` name the pile each one means.
WASTE = -1
FOUNDATION = -1


class MoveError(ValueError):
    """Text that is not a move in our notation, or a move that is not legal here."""


class Pile(NamedTuple):
    """Where a card lies: a PileKind, with an index for foundations and columns."""

    kind: PileKind
    # The field shadows tuple.index(); the name is what every caller reads (step.src.index).
    index: int = 0  # type: ignore[assignment]

    def __str__(self) -> str:
        if self.kind in (PileKind.TALON, PileKind.WASTE):
            return str(self.kind)
        return f"{self.kind.value} {self.index + 1}"


TALON_PILE = Pile(PileKind.TALON)
WASTE_PILE = Pile(PileKind.WASTE)


def column_pile(index: int) -> Pile:
    return Pile(PileKind.COLUMN, index)


def foundation_pile(index: int) -> Pile:
    return Pile(PileKind.FOUNDATION, index)


def source_pile(src: int) -> Pile:
    """The pile a PLAY move's ``src`` names: the waste or a column."""
    return WASTE_PILE if src == WASTE else column_pile(src)


ANY_FOUNDATION = Pile(PileKind.FOUNDATION)   # a PLAY move's FOUNDATION: whichever of the eight takes it


def target_pile(dst: int) -> Pile:
    """The pile a PLAY move's ``dst`` names: the foundations (`ANY_FOUNDATION`) or a column."""
    return ANY_FOUNDATION if dst == FOUNDATION else column_pile(dst)


class Step(NamedTuple):
    """One card travelling from one pile to another: what the view animates."""

    card: Card
    src: Pile
    dst: Pile
    auto: bool = False  # True when safe auto-play (R12) sent this card up, not the player

    def __str__(self) -> str:
        return f"{self.card} {self.src} -> {self.dst}" + (" (auto)" if self.auto else "")


@dataclass(frozen=True, slots=True)
class Move:
    """A player's action. Build with the class methods; compare and hash by value."""

    kind: MoveKind
    src: int = WASTE       # WASTE or a column 0–9 (PLAY only)
    dst: int = FOUNDATION  # FOUNDATION or a column 0–9 (PLAY only)
    count: int = 1         # cards moved as one run (PLAY only)

    @classmethod
    def turn(cls) -> Move:
        return _TURN

    @classmethod
    def redeal(cls) -> Move:
        return _REDEAL

    @classmethod
    def finish(cls) -> Move:
        return _FINISH

    @classmethod
    def play(cls, src: int, dst: int, count: int = 1) -> Move:
        if src != WASTE and not 0 <= src < COLUMNS:
            raise MoveError(f"no such source pile: {src}")
        if dst != FOUNDATION and not 0 <= dst < COLUMNS:
            raise MoveError(f"no such target pile: {dst}")
        if src == dst and src != WASTE:
            raise MoveError("a column cannot move onto itself")
        if count < 1 or (count > 1 and (src == WASTE or dst == FOUNDATION)):
            raise MoveError("only a column-to-column move may carry more than one card")
        return cls(PLAY, src, dst, count)

    @property
    def from_waste(self) -> bool:
        return self.kind == PLAY and self.src == WASTE

    @property
    def to_foundation(self) -> bool:
        return self.kind == PLAY and self.dst == FOUNDATION

    def source_pile(self) -> Pile | None:
        if self.kind != PLAY:
            return None
        return source_pile(self.src)

    def target_pile(self) -> Pile | None:
        if self.kind != PLAY:
            return None
        return target_pile(self.dst)

    def __str__(self) -> str:
        if self.kind != PLAY:
            return self.kind.value
        src = "w" if self.src == WASTE else str(self.src + 1)
        dst = "f" if self.dst == FOUNDATION else str(self.dst + 1)
        tail = f"*{self.count}" if self.count > 1 else ""
        return f"{src}>{dst}{tail}"

    def __repr__(self) -> str:
        return f"Move({self})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the notation above; raise MoveError naming the text otherwise."""
        t = text.strip().lower()
        if t in (TURN.value, REDEAL.value, FINISH.value):
            return {TURN.value: _TURN, REDEAL.value: _REDEAL, FINISH.value: _FINISH}[t]
        try:
            src_text, rest = t.split(">", 1)
            count = 1
            if "*" in rest:
                rest, count_text = rest.split("*", 1)
                count = int(count_text)
                if count < 2:
                    raise ValueError
            src = WASTE if src_text == "w" else _column_number(src_text)
            dst = FOUNDATION if rest == "f" else _column_number(rest)
            return cls.play(src, dst, count)
        except (ValueError, MoveError):
            raise MoveError(f"not a move: {text!r} (expected t, r, a, w>f, w>3, 3>f, 3>7 or 3>7*2)") from None


def _column_number(text: str) -> int:
    if not is_digits(text) or not 1 <= int(text) <= COLUMNS:
        raise ValueError(text)
    return int(text) - 1


_TURN = Move(TURN)
_REDEAL = Move(REDEAL)
_FINISH = Move(FINISH)
