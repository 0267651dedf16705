"""What the solver knew about a saved game's position, kept with the autosave (B16).

Why: a resumed game starts with a solver that knows only the deal's shipped line, and its first
search takes a second or more. Told nothing, the winnability indicator would say something
else for that second ("undecided since move 4") than it said at the close ("winnable"). So the
autosave keeps, beside the moves, what the indicator's words rest on: the newest position of
the kept history from which a winning line was known (and the line), whether the position on
the table was proved lost, and whether its searches had answered without a verdict. The solver
link learns it again before the first frame (`SolverLink.seed`).

Bounded and checked like the rest of a save: a line is at most `MAX_LINE` moves of text and is
replayed by the engine before it is believed (a line that does not win teaches nothing); a
malformed ``known`` value is dropped, never the save with it — the indicator then says
"checking …" until the solver knows again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_LINE = 5_000          # moves of a winning line (a whole Relaxed game is a few hundred)
MAX_MOVE_TEXT = 16        # characters of one move in engine notation ("10>f", "3>7x12" …)


@dataclass(frozen=True)
class Known:
    """``line_at``: how many moves of the kept history lead to the newest position known
    winnable (None: none known), ``line`` the winning line from there; ``lost``: the position
    on the table is proved lost; ``searched``: its searches had answered without a verdict."""

    line_at: int | None = None
    line: tuple[str, ...] = ()
    lost: bool = False
    searched: bool = False


def known_to_json(known: Known) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if known.line_at is not None and known.line:
        data["line_at"] = known.line_at
        data["line"] = list(known.line[:MAX_LINE])
    if known.lost:
        data["lost"] = True
    if known.searched:
        data["searched"] = True
    return data


def known_from_json(data: Any, history: int) -> Known | None:
    """The ``known`` value of a save whose kept history has ``history`` moves, or None when it
    is missing or malformed (see the module docstring)."""
    if not isinstance(data, dict):
        return None
    line_at, line = data.get("line_at"), data.get("line", [])
    lost, searched = data.get("lost", False), data.get("searched", False)
    if not (isinstance(lost, bool) and isinstance(searched, bool) and isinstance(line, list)):
        return None
    if not (len(line) <= MAX_LINE and all(isinstance(m, str) and 0 < len(m) <= MAX_MOVE_TEXT for m in line)):
        return None
    if line_at is not None and not (isinstance(line_at, int) and not isinstance(line_at, bool)
                                    and 0 <= line_at <= history and line):
        return None
    return Known(line_at, tuple(line) if line_at is not None else (), lost, searched)
