"""The deal catalogues: which game numbers the solver confirmed solvable, with par and grade.

A catalogue (``assets/deals/<variant>.txt``) lists solvable game numbers, one a line:
``NUMBER MOVES [GRADE]`` — the par (the shipped solution's length in player moves) and the
difficulty grade the solver measured (docs/difficulty.md). The game and the solver both read
it through `parse_catalogue`, so the two agree on what a line means; `shipped_catalogue`
reads the file the game ships for a variant.
"""

from __future__ import annotations

from typing import NamedTuple

from game.assets import asset_path
from game.engine import Variant
from game.engine.digits import is_digits

from .grades import Grade


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
    return is_digits(word)


def catalogue_file(variant: Variant) -> str:
    """The file name of ``variant``'s catalogue in ``assets/deals`` (its solutions: ``+ ".lines"``)."""
    return f"{variant.name}.txt"


class CatalogueUnreadable(OSError):
    """The shipped catalogue file is missing or not UTF-8 text; the message names the file."""


def read_shipped_catalogue(variant: Variant) -> list[CatalogueEntry]:
    """The catalogue the game ships for ``variant``, in file order; CatalogueUnreadable when
    its file cannot be read (the solver's command line says so)."""
    path = asset_path("deals", catalogue_file(variant))
    try:
        return parse_catalogue(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        reason = getattr(err, "strerror", None) or err
        raise CatalogueUnreadable(f"cannot read the catalogue {str(path)!r}: {reason}") from None


def shipped_catalogue(variant: Variant) -> list[CatalogueEntry]:
    """The catalogue the game ships for ``variant``, in file order. Missing or unreadable
    file: empty (every deal is then random). Lines that do not parse are skipped
    (`parse_catalogue`) — in the game the catalogue is a convenience, never a reason to fail."""
    try:
        return read_shipped_catalogue(variant)
    except CatalogueUnreadable:
        return []
