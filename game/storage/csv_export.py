"""Statistics and history as CSV, for a spreadsheet: ``statistics.csv`` and ``history.csv``.

Written into the data folder beside the game's own files, on the player's request (the
statistics screen's button), which then says where they are — or, clearly, that they could
not be written. Columns and values are plain English names and numbers (``classic``,
``won``, ``easy``, seconds with one decimal, ISO dates), the same in every language, so a
script or a spreadsheet reads them without guessing; comma-separated, UTF-8, one header row.

Each file is written atomically: a spreadsheet that has the old file open never sees half
of the new one.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.content import GRADES, Grade
from game.engine import VARIANTS, Variant
from game.storage.atomic import write_atomically
from game.storage.files import DataDir
from game.storage.history import History
from game.storage.stats import Statistics

STATISTICS_CSV = "statistics.csv"
HISTORY_CSV = "history.csv"

STATISTICS_COLUMNS = ("variant", "grade", "played", "won", "won_clean", "win_rate", "current_streak",
                      "longest_streak", "best_seconds_clean", "fewest_moves_clean", "best_seconds_assisted",
                      "fewest_moves_assisted")
HISTORY_COLUMNS = ("ended", "number", "variant", "grade", "daily", "result", "clean", "aids", "moves", "par", "seconds")


@dataclass(frozen=True)
class ExportResult:
    """Where the files went, or why they did not: ``paths`` when written, else ``error`` (a reason
    in English for logs; the screen words it in the player's language)."""

    paths: tuple[Path, ...] = ()
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def _blank(value: object) -> str:
    return "" if value is None else str(value)


def statistics_rows(stats: Statistics) -> list[list[str]]:
    """One row per variant (grade empty) and one per variant and grade that was played."""
    rows = []
    for variant in VARIANTS:
        row = stats.variant_stats(variant)
        rows.append([variant.name, "", str(row.played), str(row.won), str(row.clean_won), f"{row.win_rate:.3f}",
                     str(row.current_streak), str(row.longest_streak), _blank(row.clean_best_seconds),
                     _blank(row.clean_fewest_moves), _blank(row.best_seconds), _blank(row.fewest_moves)])
        for grade in GRADES:
            counts = stats.grade_stats(variant, grade)
            if counts.played:
                rows.append([variant.name, grade.value, str(counts.played), str(counts.won), "", f"{counts.win_rate:.3f}",
                             "", "", "", "", "", ""])
    return rows


def history_rows(history: History, grade_of: Callable[[Variant, str], Grade | None]) -> list[list[str]]:
    """Every kept game, oldest first; ``grade_of(variant, number)`` gives a catalogued deal's grade."""
    return [[game.when, game.counted_number, game.variant.name,
             _grade_text(grade_of(game.variant, game.counted_number)), _blank(game.daily),
             "won" if game.won else "lost", "yes" if game.clean else "no", " ".join(a.value for a in game.aids),
             str(game.moves), _blank(game.par), str(game.seconds)]
            for game in history.games]


def _grade_text(grade: Grade | None) -> str:
    return "" if grade is None else grade.value


def csv_bytes(header: tuple[str, ...], rows: list[list[str]]) -> bytes:
    import csv  # only an export needs it: not imported with the game's start

    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")   # RFC 4180, as spreadsheets expect
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8")


def export_csv(data_dir: DataDir, stats: Statistics, history: History,
               grade_of: Callable[[Variant, str], Grade | None]) -> ExportResult:
    """Write ``statistics.csv`` and ``history.csv`` into the data folder; never raises."""
    if data_dir.read_only:
        return ExportResult(error="another copy of the game holds the data folder")
    files = ((STATISTICS_CSV, csv_bytes(STATISTICS_COLUMNS, statistics_rows(stats))),
             (HISTORY_CSV, csv_bytes(HISTORY_COLUMNS, history_rows(history, grade_of))))
    written = []
    try:
        data_dir.path.mkdir(parents=True, exist_ok=True)
        for name, payload in files:
            path = data_dir.file(name)
            write_atomically(path, payload)
            written.append(path)
    except OSError as error:
        return ExportResult(tuple(written), f"{type(error).__name__}: {error}")
    return ExportResult(tuple(written))
