"""Reading ``statistics.json`` and ``records.json`` (versions 1 and 2) without trusting them.

Each reader fills the tables it is given with what is valid and reports what was not, so
`Statistics.load` can keep the rest, put the damaged file aside and write the valid part
back. Version 1 is version 2 without the clean-win fields, the grades and the clean
records: a missing field takes its default, so a version 1 file loads unchanged (its wins
count as assisted — see `game.storage.stats`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from game.content import GRADES, Grade
from game.engine import VARIANTS, GameNumberError, Variant
from game.storage.bounds import is_count, is_moves, is_moves_or_none, is_seconds_or_none
from game.storage.keys import stored_variant

# The difficulty grades of catalogued deals, easiest first, as the catalogue file names them.
GRADE_NAMES = tuple(grade.value for grade in GRADES)
_GRADES = {grade.value: grade for grade in GRADES}


def stored_grade(name: Any) -> Grade | None:
    """The grade a file names (its catalogue token, ``"easy"`` …), or None for anything else."""
    return _GRADES.get(name) if isinstance(name, str) else None


@dataclass(frozen=True)
class VariantStats:
    """The statistics screen's numbers for one variant. Times in seconds; None = no such win yet.

    ``won`` counts every win; ``clean_won`` those without help. ``best_seconds`` and
    ``fewest_moves`` are of assisted wins (and of every win counted before help was
    recorded), ``clean_best_seconds`` and ``clean_fewest_moves`` of clean ones.
    """

    played: int = 0
    won: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    clean_won: int = 0
    clean_best_seconds: float | None = None
    clean_fewest_moves: int | None = None

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Won / played in 0.0 … 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class GradeStats:
    """Games played and won of deals of one difficulty grade."""

    played: int = 0
    won: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


_COUNTS = ("played", "won", "current_streak", "longest_streak", "clean_won")


def variant_stats_from_json(data: Any) -> VariantStats | None:
    """A VariantStats from JSON, or None when anything in it is wrong or contradictory."""
    if not isinstance(data, dict):
        return None
    defaults = asdict(VariantStats())
    values = {name: data.get(name, default) for name, default in defaults.items()}
    if not all(is_count(values[name]) for name in _COUNTS):
        return None
    if not all(is_seconds_or_none(values[name]) for name in ("best_seconds", "clean_best_seconds")):
        return None
    if not all(is_moves_or_none(values[name]) for name in ("fewest_moves", "clean_fewest_moves")):
        return None
    if not values["won"] <= values["played"] or not values["current_streak"] <= values["longest_streak"] <= values["won"]:
        return None
    if values["clean_won"] > values["won"]:
        return None
    for name in ("best_seconds", "clean_best_seconds"):
        if values[name] is not None:
            values[name] = float(values[name])
    return VariantStats(**values)


def read_variants(variants: Any, into: dict[Variant, VariantStats]) -> list[str]:
    """Fill ``into`` from the ``"variants"`` object; the names of what was invalid."""
    if not isinstance(variants, dict):
        return ["variants"]
    bad = [str(name)[:20] for name in variants if stored_variant(name) is None]
    for variant in VARIANTS:
        if variant.name not in variants:
            continue
        parsed = variant_stats_from_json(variants[variant.name])
        if parsed is None:
            bad.append(variant.name)
        else:
            into[variant] = parsed
    return bad


def read_grades(grades: Any, into: dict[Variant, dict[Grade, GradeStats]]) -> list[str]:
    """Fill ``into`` from the ``"grades"`` object (variant → grade → played, won)."""
    if not isinstance(grades, dict):
        return ["grades"]
    bad: list[str] = []
    for name, table in grades.items():
        variant = stored_variant(name)
        if variant is None or not isinstance(table, dict):
            bad.append(f"grades of {str(name)[:20]}")
            continue
        for grade_name, counts in table.items():
            grade = stored_grade(grade_name)
            played = counts.get("played") if isinstance(counts, dict) else None
            won = counts.get("won", 0) if isinstance(counts, dict) else None
            if (grade is not None and isinstance(counts, dict) and not set(counts) - {"played", "won"}
                    and is_count(played) and is_count(won) and won <= played):
                into[variant][grade] = GradeStats(played, won)
            else:
                bad.append(f"grade {str(grade_name)[:20]} of {name}")
    return bad


def read_records(table: Any, into: dict[Variant, dict[str, int]], key: Callable[[Any], str]) -> int:
    """Fill ``into`` (variant → number → fewest moves) with every valid entry; how many were invalid."""
    if not isinstance(table, dict):
        return 1
    dropped = 0
    for name, entries in table.items():
        variant = stored_variant(name)
        if variant is None or not isinstance(entries, dict):
            dropped += 1
            continue
        for number, moves in entries.items():
            try:
                name = key(number)
            except GameNumberError:
                dropped += 1
                continue
            if not is_moves(moves):
                dropped += 1
                continue
            known = into[variant].get(name)
            into[variant][name] = moves if known is None else min(known, moves)
    return dropped


def read_shown(table: Any, into: dict[Variant, set[str]], key: Callable[[Any], str]) -> int:
    """Fill ``into`` (variant → numbers whose solution was shown); how many entries were invalid."""
    if not isinstance(table, dict):
        return 1
    dropped = 0
    for name, numbers in table.items():
        variant = stored_variant(name)
        if variant is None or not isinstance(numbers, list):
            dropped += 1
            continue
        for number in numbers:
            try:
                if not isinstance(number, str):
                    raise GameNumberError("not a text")
                into[variant].add(key(number))
            except GameNumberError:
                dropped += 1
    return dropped
