"""The daily deal's pinned rule (B9): a calendar date → one catalogue number per variant.

Like the deals of game numbers (docs/deals.md) it is a promise to every player: the same date
gives the same deal on every machine, today and after the catalogue grows, so nothing in it may
change behaviour (docs/daily.md; pinned by the vectors in tests/content/test_catalogue.py).

The rule, pinned for good:

1. The pool of a variant is its catalogue numbers from 1 up to ``variant.daily_range``, sorted.
   Those ranges were scanned in full when the rule was fixed, so the pool does not change
   when the catalogue grows beyond them.
2. h = SHA-256 of the ASCII text "vierzig-raeuber daily YYYY-MM-DD VARIANT".
3. The deal is pool[int(first 8 bytes of h, big-endian) mod len(pool)].

Pure text and arithmetic: no files, no clock (the caller says which day it is).
"""

from __future__ import annotations

import datetime

from game.engine import UnknownVariant, Variant

from .deal_catalogue import CatalogueEntry


class NoDailyDeal(ValueError):
    """There is no pool to draw from (no catalogue entries in the pinned range, or no such variant)."""


def daily_pool(variant: Variant | str, entries: list[CatalogueEntry]) -> list[int]:
    """The sorted, distinct catalogue numbers the daily deal of ``variant`` is drawn from."""
    try:
        rules = Variant.named(variant)
    except UnknownVariant as err:
        raise NoDailyDeal(str(err)) from None
    if rules.daily_range < 1:
        raise NoDailyDeal(f"the {rules.name} variant has no daily deal")
    return sorted({e.number for e in entries if e.number <= rules.daily_range})


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
    digest: bytes = sha256(data).digest()
    return digest


def daily_number(day: datetime.date, variant: Variant | str, entries: list[CatalogueEntry]) -> int:
    """The catalogue number that is ``day``'s daily deal of ``variant`` (the rule above).

    ``entries`` is the variant's catalogue (`shipped_catalogue`); raises NoDailyDeal when it
    holds nothing in the pinned range (a missing or damaged file).
    """
    pool = daily_pool(variant, entries)
    if not pool:
        rules = Variant.named(variant)
        raise NoDailyDeal(f"the {rules.name} catalogue has no numbers from 1 to {rules.daily_range}")
    return pool[daily_key(day, variant) % len(pool)]
