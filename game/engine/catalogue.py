"""The deal catalogues as text, their difficulty grades, and the daily deal's pinned rule.

A catalogue (``assets/deals/<variant>.txt``) lists solvable game numbers, one a line:
``NUMBER MOVES [GRADE]`` — the par (the shipped solution's length in player moves) and the
difficulty grade the solver measured (docs/difficulty.md). The game and the solver both read
it through `parse_catalogue`, so the two agree on what a line means.

`daily_number` maps a calendar date to one catalogue number per variant. Like the deals of
game numbers (docs/deals.md) it is a promise to every player: the same date gives the same
deal on every machine, today and after the catalogue grows, so nothing in it may change
behaviour (docs/daily.md; pinned by the vectors in tests/engine/test_catalogue.py).

Pure text and arithmetic: no files, no clock (the caller says which day it is).
"""

from __future__ import annotations

import datetime
from typing import NamedTuple

from .text_enum import TextEnum
from .variant import CLASSIC, RELAXED, UnknownVariant, Variant


class Grade(TextEnum):
    """A deal's difficulty as the solver measured it; the value is the catalogue file's token
    (English, lower case, like the variant names; the player reads Leicht / Mittel / Schwer
    from the catalogues, game.i18n)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


GRADES = (Grade.EASY, Grade.MEDIUM, Grade.HARD)   # from easiest to hardest


class CatalogueEntry(NamedTuple):
    """One catalogue line: a solvable game number, its par and grade (None when the line has none)."""

    number: int
    par: int | None
    grade: Grade | None


def parse_catalogue(text: str) -> list[CatalogueEntry]:
    """The entries of a catalogue text, in file order.

    ``#`` starts a comment (to the end of the line). A line whose first word is not a whole
    number ≥ 1 is skipped; a MOVES that is not a whole number gives par None and an unknown
    GRADE gives grade None — the catalogue is a convenience and never a reason to fail, so
    a damaged line costs that line (or that column), nothing more.
    """
    entries: list[CatalogueEntry] = []
    tokens = {grade.value: grade for grade in Grade}
    for line in text.splitlines():
        parts = line.partition("#")[0].split()
        if not parts or not _whole(parts[0]) or int(parts[0]) < 1:
            continue
        par = int(parts[1]) if len(parts) > 1 and _whole(parts[1]) else None
        grade = tokens.get(parts[2]) if len(parts) > 2 else None
        entries.append(CatalogueEntry(int(parts[0]), par, grade))
    return entries


def format_entry(entry: CatalogueEntry) -> str:
    """The catalogue line of an entry (without the newline): the inverse of `parse_catalogue`."""
    words = [str(entry.number)]
    if entry.par is not None:
        words.append(str(entry.par))
        if entry.grade is not None:
            words.append(entry.grade.value)
    return " ".join(words)


def _whole(word: str) -> bool:
    return word.isascii() and word.isdigit()


# --- the daily deal ----------------------------------------------------------------------------
#
# The rule (docs/daily.md), pinned for good:
#   1. The pool of a variant is its catalogue numbers from 1 up to DAILY_MAX[variant], sorted.
#      Those ranges were scanned in full when the rule was fixed, so the pool does not change
#      when the catalogue grows beyond them (DAILY_POOL_SIZE pins their size in the tests).
#   2. h = SHA-256 of the ASCII text "vierzig-raeuber daily YYYY-MM-DD VARIANT".
#   3. The deal is pool[int(first 8 bytes of h, big-endian) mod len(pool)].

DAILY_MAX = {CLASSIC.name: 8297, RELAXED.name: 2600}
DAILY_POOL_SIZE = {CLASSIC.name: 1355, RELAXED.name: 2586}   # the pools' sizes when the rule was pinned


class NoDailyDeal(ValueError):
    """There is no pool to draw from (no catalogue entries in the pinned range, or no such variant)."""


def daily_pool(variant: Variant | str, entries: list[CatalogueEntry]) -> list[int]:
    """The sorted, distinct catalogue numbers the daily deal of ``variant`` is drawn from."""
    try:
        name = Variant.named(variant).name
    except UnknownVariant as err:
        raise NoDailyDeal(str(err)) from None
    if name not in DAILY_MAX:
        raise NoDailyDeal(f"the {name} variant has no daily deal")
    return sorted({e.number for e in entries if e.number <= DAILY_MAX[name]})


def daily_key(day: datetime.date, variant: Variant | str) -> int:
    """The day's draw for a variant: the first 8 bytes of a SHA-256, as an unsigned number.

    A cryptographic hash of a fixed text, never Python's ``hash()`` (salted per process) nor a
    seeded ``random`` (whose algorithm is not promised across versions)."""
    # The date's own fields: a datetime's isoformat() would add the time of day.
    text = f"vierzig-raeuber daily {day.year:04d}-{day.month:02d}-{day.day:02d} {Variant.named(variant).name}"
    return int.from_bytes(_sha256(text.encode("ascii"))[:8], "big")


def _sha256(data: bytes) -> bytes:
    """SHA-256 from CPython's own module where there is one: hashlib would load OpenSSL's
    libcrypto for this one digest (3.6 MB resident in the game and in the solver's worker)."""
    try:
        from _sha2 import sha256  # type: ignore[import-not-found, unused-ignore]  # CPython 3.12 on
    except ImportError:
        try:
            from _sha256 import sha256  # type: ignore[import-not-found, no-redef, unused-ignore]  # CPython 3.11
        except ImportError:
            from hashlib import sha256  # type: ignore[assignment, unused-ignore]
    return sha256(data).digest()


def daily_number(day: datetime.date, variant: Variant | str, entries: list[CatalogueEntry]) -> int:
    """The catalogue number that is ``day``'s daily deal of ``variant`` (the rule above).

    ``entries`` is the variant's catalogue (`parse_catalogue` of the shipped file); raises
    NoDailyDeal when it holds nothing in the pinned range (a missing or damaged file).
    """
    pool = daily_pool(variant, entries)
    if not pool:
        name = Variant.named(variant).name
        raise NoDailyDeal(f"the {name} catalogue has no numbers from 1 to {DAILY_MAX[name]}")
    return pool[daily_key(day, variant) % len(pool)]
