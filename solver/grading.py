"""Grading the catalogue: ``python -m solver grade`` and the grade column of a catalogue file.

A catalogue line is ``NUMBER MOVES GRADE`` (`game.content.parse_catalogue`). The evidence of
each number (`difficulty.measure`) goes to the side file ``FILE.scores`` as ``NUMBER STAGE
EFFORT``, one line per number as soon as it is measured, so a run can stop at any moment and
the next one carries on (the long runs are done in chunks, ``--limit``). The grade column is
then written from the scores with the pinned cut-offs. Keeping the scores lets anyone check
the grades and see where the thirds of today's catalogue fall (the command prints them).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from typing import TextIO

from game.content import GRADES, CatalogueEntry, Grade, format_entry, parse_catalogue
from game.engine import Variant
from game.engine.digits import is_digits

from .difficulty import Evidence, grade_of, measure, thirds


class CatalogueError(ValueError):
    """The file named as a catalogue (or its scores file) is something else: it is left untouched."""


def read_entries(path: str) -> list[CatalogueEntry]:
    """The catalogue's entries; CatalogueError unless every line is ``NUMBER MOVES [GRADE]``
    (the file is rewritten, so a mistyped ``--out`` must stop before it is overwritten)."""
    try:
        with open(path, encoding="utf-8") as f:
            rows = f.read().splitlines()
    except UnicodeDecodeError:
        raise CatalogueError(f"{path} is not a catalogue (not UTF-8 text)") from None
    for i, row in enumerate(rows, 1):
        if row.split() and not is_catalogue_line(row):
            raise CatalogueError(f"{path} is not a catalogue: line {i} is not 'NUMBER MOVES [GRADE]'")
    return parse_catalogue("\n".join(rows))


def is_catalogue_line(row: str) -> bool:
    """``NUMBER MOVES`` or ``NUMBER MOVES GRADE``, nothing else (no comment, no stray word)."""
    parts = row.split()
    return (len(parts) in (2, 3) and all(is_digits(p) for p in parts[:2])
            and (len(parts) == 2 or parts[2] in {g.value for g in Grade}))


def read_grades(path: str) -> dict[int, Grade]:
    """The grade column of a catalogue file (missing or unreadable file: none)."""
    try:
        with open(path, encoding="utf-8") as f:
            entries = parse_catalogue(f.read())
    except (OSError, UnicodeDecodeError):
        return {}
    return {e.number: e.grade for e in entries if e.grade is not None}


def write_catalogue(path: str, pars: dict[int, int], grades: dict[int, Grade] | None = None) -> None:
    """``NUMBER MOVES GRADE`` lines sorted by number, written atomically. Without ``grades``
    the grades already in the file are kept (a new number has none until it is graded)."""
    if grades is None:
        grades = read_grades(path)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for number in sorted(pars):
            f.write(format_entry(CatalogueEntry(number, pars[number], grades.get(number))) + "\n")
    os.replace(tmp, path)


def read_scores(path: str) -> dict[int, Evidence]:
    """``NUMBER STAGE EFFORT`` lines → evidence; a missing file has none. A line cut short by
    a killed run is ignored (its number is measured again)."""
    scores: dict[int, Evidence] = {}
    if not os.path.exists(path):
        return scores
    try:
        with open(path, encoding="utf-8") as f:
            rows = f.read().splitlines()
    except UnicodeDecodeError:
        raise CatalogueError(f"{path} is not a scores file (not UTF-8 text)") from None
    for row in rows:
        parts = row.split()
        if len(parts) == 3 and all(is_digits(p) for p in parts):
            scores[int(parts[0])] = Evidence(int(parts[1]), int(parts[2]))
    return scores


def _ends_with_newline(path: str) -> bool:
    with open(path, "rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"


def _measure_task(task: tuple[int, Variant]) -> tuple[int, Evidence]:
    number, variant = task
    return number, measure(number, variant)


def measure_many(numbers: list[int], variant: Variant, jobs: int) -> Iterator[tuple[int, Evidence]]:
    """Each number's evidence, ``jobs`` at a time, in the order they finish."""
    tasks = [(n, variant) for n in numbers]
    if jobs <= 1:
        yield from map(_measure_task, tasks)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from pool.imap_unordered(_measure_task, tasks)


def grade(variant: Variant | str, path: str, jobs: int, limit: int | None, out: TextIO) -> int:
    """Measure the catalogued numbers without a score (at most ``limit`` of them), then write
    every number's grade. Returns how many numbers are still without a score."""
    variant = Variant.named(variant)
    entries = read_entries(path)
    scores_path = path + ".scores"
    scores = read_scores(scores_path)
    todo = [e.number for e in entries if e.number not in scores]
    chunk = todo if limit is None else todo[:limit]
    out.write(f"grade: {variant}, {len(chunk)} of {len(todo)} unmeasured numbers now, {len(scores)} measured before\n")
    out.flush()
    with open(scores_path, "a", encoding="utf-8") as side:
        if side.tell() and not _ends_with_newline(scores_path):
            side.write("\n")       # a line cut short by a killed run stays a line of its own
        for number, evidence in measure_many(chunk, variant, jobs):
            scores[number] = evidence
            side.write(f"{number} {evidence.stage} {evidence.effort}\n")
            side.flush()
    write_grades(variant, path, entries, scores)
    counts = {g: 0 for g in GRADES}
    measured = [scores[e.number] for e in entries if e.number in scores]
    for evidence in measured:
        counts[grade_of(evidence, variant)] += 1
    if measured:
        easy, medium = thirds(measured)
        out.write(f"grade: thirds of today's scores at {tuple(easy)} and {tuple(medium)} (stage, effort)\n")
    left = len(todo) - len(chunk)
    out.write(f"grade: {variant} {len(measured)} graded: " + ", ".join(f"{g} {counts[g]}" for g in GRADES)
              + f"; {left} left\n")
    return left


def write_grades(variant: Variant, path: str, entries: list[CatalogueEntry], scores: dict[int, Evidence]) -> None:
    """Rewrite the catalogue with the grade of every measured number (the others keep theirs)."""
    pars = {e.number: e.par for e in entries if e.par is not None}
    grades = {e.number: e.grade for e in entries if e.grade is not None}
    grades.update((n, grade_of(scores[n], variant)) for n in pars if n in scores)
    write_catalogue(path, pars, grades)
