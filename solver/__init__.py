"""Search over Vierzig Räuber positions: solve deals knowing the talon, prove dead ends.

The game imports from here and nowhere deeper; everything else in the package may change.
Builds on `game.engine` for every rule; imports nothing from pygame.

Layers (each module imports only those below it; docs/solver.md, "Modules"):
``__main__`` → ``study``, ``jobs``, ``daily`` → ``search`` (the portfolio) → ``best_first``, ``beam``,
``proof`` → ``core`` → ``compact``; ``jobs`` → ``grading`` → ``difficulty`` → ``beam``; beside them ``dead_end`` → ``fixpoint``; the bounds
``timeline``, ``parking``; ``line``, ``budget``, ``verdict``.
"""

from .budget import Budget
from .dead_end import dead_end
from .line import LineError, verify_line
from .search import solve
from .verdict import DEAD_END_VERDICTS, SOLVE_VERDICTS, DeadEndVerdict, SolveResult, SolveVerdict, Verdict

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
