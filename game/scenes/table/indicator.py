"""The winnability indicator's side of the table model (B1, B1+, R16): what the HUD may say about
the deal and the position, and when "Zurück zu gewinnbar" is offered. A part of `TableModel`
(no pygame), kept apart so the model's actions stay readable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.solving import link as solver_link
from game.solving.live import LiveState, live_state

if TYPE_CHECKING:
    from game.engine import Game
    from game.scenes.table.values import HintGlow, Selection


class Indicator:
    """What the table knows about winning: mixed into `TableModel`, which sets these fields."""

    game: Game
    solver: solver_link.SolverLink | None
    show_winnability: bool
    undecided_for: float
    won: bool
    selection: Selection | None
    hint: HintGlow | None

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

    def back_winnable_moves(self) -> int | None:
        """B1+, B16: how many moves "Zurück zu gewinnbar" takes back — only from a position the
        solver proved lost, to the newest position of this game known winnable (None: not offered).
        An undecided position is never called lost: undoing there could throw away a won game."""
        solver = self.solver
        if solver is None or self.won or solver.winnability(self.game.position) != solver_link.LOST:
            return None
        return solver.last_winnable(self.game)

    def back_winnable_shown(self) -> bool:
        """The button shows where it is offered (`back_winnable_moves`) and the player reads the
        live state: the indicator is on, or a hint just said the position is lost."""
        if self.selection is not None or self.back_winnable_moves() is None:
            return False
        return self.show_winnability or (self.hint is not None and self.hint.back)
