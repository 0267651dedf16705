"""The winnability indicator's side of the table model (B1, B1+, R16): what the HUD may say about
the deal and the position, and when "Zurück zu gewinnbar" is offered. A part of `TableModel`
(no pygame), kept apart so the model's actions stay readable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.solving import link as solver_link
from game.solving.live import Live, LiveState, live_state

if TYPE_CHECKING:
    from game.engine import Game
    from game.scenes.table.values import Selection


class Indicator:
    """What the table knows about winning: mixed into `TableModel`, which sets these fields."""

    game: Game
    solver: solver_link.SolverLink | None
    show_winnability: bool
    undecided_for: float
    won: bool
    selection: Selection | None

    @property
    def winnability(self) -> solver_link.Winnability:
        """B1: winnable, lost or unknown for the position on the table."""
        if self.solver is None:
            return solver_link.UNKNOWN
        return self.solver.winnability(self.game.position)

    @property
    def live(self) -> LiveState:
        """B1: what the indicator says about the position now (`game.solving.live`)."""
        return live_state(self.solver, self.game, self.undecided_for)

    @property
    def verified_solvable(self) -> bool:
        """R16: the deal is known solvable (catalogue, or a line found from its start)."""
        return self.solver is not None and self.solver.is_verified(self.game)

    @property
    def deal_solvable_shown(self) -> bool:
        """The HUD's "✓ solvable from the start": with the indicator off only the catalogue's word,
        known before the first move — a line the solver finds during play would hint at the
        live state the player chose not to see."""
        if self.solver is None:
            return False
        return self.verified_solvable if self.show_winnability else self.solver.is_catalogued(self.game)

    def back_winnable_shown(self) -> bool:
        """B1+: the indicator is on and says "no longer winnable" or "undecided, the winning line
        was left at move n", and a winnable position lies back."""
        solver = self.solver   # LOST comes only from a solver
        if not self.show_winnability or self.won or self.selection is not None or solver is None:
            return False
        kind = self.live.kind
        return kind == Live.LEFT_LINE or (kind == Live.LOST and solver.last_winnable(self.game) is not None)
