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

from game.assets import asset_path
from game.engine import GameNumberError, parse_game_number


def load_solution_texts(variant: str) -> dict[str, str]:
    """number → its moves as one string (split only when asked: ~2,600 lines of ~250 moves)."""
    texts: dict[str, str] = {}
    try:
        data = asset_path("deals", f"{variant}.txt.lines").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return texts
    for row in data.splitlines():
        number, _, moves = row.strip().partition(" ")
        if not moves:
            continue
        try:
            texts[str(parse_game_number(number))] = moves
        except GameNumberError:
            continue
    return texts


class SolutionBook:
    """The shipped solutions, read once per variant on first use."""

    def __init__(self) -> None:
        self._texts: dict[str, dict[str, str]] = {}

    def line(self, variant: str, number: str) -> tuple[str, ...] | None:
        if variant not in self._texts:
            self._texts[variant] = load_solution_texts(variant)
        text = self._texts[variant].get(number)
        return tuple(text.split()) if text else None
