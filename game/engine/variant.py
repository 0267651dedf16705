"""`Variant`: the rules that differ between the games the program offers, as one value.

Why a value and not a name: every difference between Klassisch and Locker (how many columns,
how many cards each gets, redeals, how a run moves, what the foundations start with) is a
field here, so the engine, the solver and the table ask the field instead of comparing names,
and a new variant is one more constant. The name is what files keep (saves, statistics, board
texts, catalogues): `Variant.named` reads it back.

Besides the rules, a variant carries the little the product offers differently with it, as
plain numbers the rules never read: the daily deal's pinned range and the difficulty grades'
cut-offs (`game.content` and the solver interpret them). So a new variant is this one value
plus its name in the translation catalogues; its deal catalogue, where it has one (``catalogued``),
is a file named after it. Without a catalogue it has no daily deal and no grades, and "only
solvable deals" deals any number.
"""

from __future__ import annotations

from dataclasses import dataclass

from .text_enum import TextEnum


class RunMoves(TextEnum):
    """How a same-suit run moves between columns (R5, R6)."""

    SINGLE_CARDS = "single_cards"  # card by card: a run of up to 2^e cards through e empty columns
    AS_UNIT = "as_unit"            # a run of any length moves as one


class UnknownVariant(ValueError):
    """A variant name the program does not know; the message lists the ones it does."""


@dataclass(frozen=True)
class Variant:
    """The rules of one game of the family. Compare by identity of fields, print as the name."""

    name: str
    columns: int = 10
    rows: int = 4                 # cards dealt face up to each column
    redeals: int = 0              # how often the waste may be turned back onto the talon
    runs: RunMoves = RunMoves.SINGLE_CARDS
    foundation_start: int = 0     # the rank every foundation starts with (0: empty, 1: the Aces)
    # Content, not rules (see the module docstring):
    catalogued: bool = False      # R16: a catalogue of proved deals and their lines ships, named after the variant
    daily_range: int = 0          # B9: the daily deal draws from catalogue numbers 1..daily_range (0: no daily deal)
    # B10: the most difficulty evidence (stage, effort) that is still easy, and still medium
    # (docs/difficulty.md); None: the variant's deals are not graded.
    grade_cutoffs: tuple[tuple[int, int], tuple[int, int]] | None = None

    def __post_init__(self) -> None:
        # The daily deal and the grades are drawn from the catalogue: a variant without one has neither.
        if not self.catalogued and (self.daily_range or self.grade_cutoffs is not None):
            raise ValueError(f"variant {self.name!r}: a daily deal or grades need a catalogue")

    def __str__(self) -> str:
        return self.name

    @staticmethod
    def named(name: Variant | str) -> Variant:
        """The variant of this name (a Variant passes through); UnknownVariant otherwise."""
        if isinstance(name, Variant):
            return name
        text = str(name).strip().lower()
        for variant in VARIANTS:
            if variant.name == text:
                return variant
        known = " or ".join(v.name for v in VARIANTS)
        raise UnknownVariant(f"unknown variant {str(name)[:20]!r} (use {known})")


# The daily ranges were scanned in full when the daily rule was pinned (docs/daily.md); the
# cut-offs are the thirds of each catalogue when it was graded (python -m solver grade).
CLASSIC = Variant("classic", redeals=0, runs=RunMoves.SINGLE_CARDS, catalogued=True,
                  daily_range=8297, grade_cutoffs=((0, 14_771), (0, 37_223)))
RELAXED = Variant("relaxed", redeals=1, runs=RunMoves.AS_UNIT, catalogued=True,
                  daily_range=2600, grade_cutoffs=((0, 28_838), (1, 5_394)))
VARIANTS: tuple[Variant, ...] = (CLASSIC, RELAXED)
VARIANT_NAMES: tuple[str, ...] = tuple(v.name for v in VARIANTS)
# The most columns any variant has: move notation and board texts accept column numbers up to it.
MOST_COLUMNS = max(v.columns for v in VARIANTS)
