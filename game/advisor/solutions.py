"""The shipped solutions of the catalogued deals (``assets/deals/<variant>.txt.lines``).

Why ship them: a catalogued deal is known solvable because the solver once found a line for
it; keeping that line lets "Lösung zeigen" start at once, marks the deal winnable from the
first move without a search, and makes the par (the catalogue's move count) the length of
the very solution the player is shown. ``python -m solver catalogue`` and ``python -m solver
lines`` write the file; each line is ``NUMBER MOVE MOVE …`` in the engine's notation.

A missing or damaged file only means no shipped solution: the solver searches as before,
and the solver link replays every line before trusting it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from pathlib import Path

from game.assets import asset_path
from game.content import catalogue_file
from game.engine import GameNumberError, Variant, parse_game_number
from game.engine.gamenumber import MAX_INPUT_LENGTH


class ShippedLines(Mapping[str, str]):
    """number → its moves as one string (split only when asked), read from the file when asked.

    Only where each row starts is kept (about 0.4 MB for a variant's ~2,600 rows, against 2 MB of
    lines held for a whole game, once per variant): a game needs one deal's line at a time.
    Rows that name no valid number, or hold no moves, are skipped.
    """

    def __init__(self, path: Path) -> None:
        self._path = path
        self._at: dict[str, int] = {}
        try:
            data = path.read_bytes()
        except OSError:
            return
        offset = 0
        for row in data.splitlines(keepends=True):
            number, _, moves = row.strip().partition(b" ")
            if moves:
                if number.isdigit() and not number.startswith(b"0") and len(number) <= MAX_INPUT_LENGTH:
                    self._at[number.decode("ascii")] = offset      # as written: already its own name
                else:
                    with contextlib.suppress(GameNumberError, UnicodeDecodeError):
                        self._at[str(parse_game_number(number.decode("ascii")))] = offset
            offset += len(row)

    def __getitem__(self, number: str) -> str:
        offset = self._at[number]
        try:
            with self._path.open("rb") as rows:
                rows.seek(offset)
                return rows.readline().decode("utf-8").strip().partition(" ")[2]
        except (OSError, UnicodeDecodeError):
            raise KeyError(number) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._at)

    def __len__(self) -> int:
        return len(self._at)


def load_solution_texts(variant: Variant) -> Mapping[str, str]:
    """number → its moves as one string, for ``variant``'s shipped file (empty when it is missing)."""
    return ShippedLines(asset_path("deals", catalogue_file(variant) + ".lines"))


class SolutionBook:
    """The shipped solutions, indexed once per variant on first use."""

    def __init__(self) -> None:
        self._texts: dict[Variant, Mapping[str, str]] = {}

    def line(self, variant: Variant, number: str) -> tuple[str, ...] | None:
        if variant not in self._texts:
            self._texts[variant] = load_solution_texts(variant)
        text = self._texts[variant].get(number)
        return tuple(text.split()) if text else None
