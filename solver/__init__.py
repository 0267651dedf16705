"""Search over Vierzig Räuber positions: solve deals knowing the talon, prove dead ends.

The game imports from here and nowhere deeper; everything else in the package may change.
Builds on `game.engine` for every rule; imports nothing from pygame.

Layers (each module imports only those below it; docs/solver.md, "Modules"):
``__main__`` → ``study``, ``jobs``, ``daily`` → ``search`` (the portfolio) → ``best_first``, ``beam``,
``proof`` → ``core`` → ``compact``; ``jobs`` → ``grading`` → ``difficulty`` → ``beam``; beside them ``dead_ends`` → ``fixpoint``; the bounds
``timeline``, ``parking``; ``line``, ``budget``, ``verdict``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .budget import Budget
from .verdict import DEAD_END_VERDICTS, SOLVE_VERDICTS, DeadEndVerdict, SolveResult, SolveVerdict, Verdict

if TYPE_CHECKING:
    from .dead_ends import dead_end
    from .line import LineError, verify_line
    from .search import solve

# The searches load when first asked for (PEP 562): the game's own process reads only the
# verdicts (its worker process searches), and importing the searches cost its start 10 ms.
_LATER = {"dead_end": ".dead_ends", "LineError": ".line", "verify_line": ".line", "solve": ".search"}


def __getattr__(name: str) -> Any:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LATER})


__all__ = [
    "DEAD_END_VERDICTS",
    "SOLVE_VERDICTS",
    "Budget",
    "DeadEndVerdict",
    "LineError",
    "SolveResult",
    "SolveVerdict",
    "Verdict",
    "dead_end",
    "solve",
    "verify_line",
]
