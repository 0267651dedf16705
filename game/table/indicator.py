"""`Indicator`: what the table knows about winning (B1, B1+, R16) — what the HUD may say about the
deal and the position, and when "Zurück zu gewinnbar" is offered.

A part the table model holds (no pygame): it keeps the solver link, the player's option to show
the live state, and how long the position has waited for a verdict; the model hands it the
game and what the player holds when it asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.advisor import link as solver_link
from game.advisor.live import Live, LiveState, live_state

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engine import Game


class Indicator:
    """The solver's word on the deal and the position, as the table may show it."""

    def __init__(self, show_winnability: Callable[[], bool] = lambda: False) -> None:
        self.solver: solver_link.SolverLink | None = None   # without one, hints are heuristic only
        self.show_winnability = show_winnability   # B1: the player's option as it is set now
        self.undecided_for = 0.0          # seconds the position has been on the table (the indicator's patience)
        self.told_lost_at: int | None = None   # the player was told "lost" (a hint, the dead-end dialog) after this many history entries

    def attach(self, link: solver_link.SolverLink) -> None:
        """Ask ``link`` from now on."""
        self.solver = link

    @property
    def on(self) -> bool:
        """The live state shows in the HUD (the player's option, read as it is now)."""
        return self.show_winnability()

    def wait(self, dt: float) -> None:
        """The position has waited ``dt`` seconds more for a verdict."""
        self.undecided_for += dt

    def poll(self, dt: float, game: Game) -> tuple[bool, list[solver_link.LinkEvent], bool]:
        """The solver's answers after ``dt`` more seconds (with a solver attached): (anything new
        for the HUD or the arrow, the link's events, whether what is known about the position changed)."""
        solver = self.solver
        assert solver is not None
        facts, live = solver.facts, self.live(game)
        decided = (solver.winnability(game.position), solver.quick_done)
        events = solver.poll()
        self.wait(dt)
        news = bool(events) or solver.facts != facts or self.live(game) != live   # "checking …" ends after a while
        return news, events, (solver.winnability(game.position), solver.quick_done) != decided

    def new_position(self, game: Game | None = None) -> None:
        """A move, an undo, a new deal (``game`` None: a game afresh): the patience starts again;
        an undo back before the position the player was told is lost forgets that it was told."""
        self.undecided_for = 0.0
        told = self.told_lost_at
        if game is None or (told is not None and len(game.history) < told):
            self.told_lost_at = None

    def tell_lost(self, game: Game) -> None:
        """The player was told that ``game``'s position cannot be won (a hint, the dead-end
        dialog): from now on, and after every move on from it (none of which can win either),
        the table says so (`lost_told`)."""
        if self.told_lost_at is None and self.winnability(game) == solver_link.LOST:
            self.told_lost_at = len(game.history)

    @property
    def lost_told(self) -> bool:
        """The player has been told that the position (or one it came from) is lost."""
        return self.told_lost_at is not None

    def winnability(self, game: Game) -> solver_link.Winnability:
        """B1: winnable, lost or unknown for the position on the table."""
        if self.solver is None:
            return solver_link.UNKNOWN
        return self.solver.winnability(game.position)

    def live(self, game: Game) -> LiveState:
        """B1: what the indicator says about the position now (`game.advisor.live`); once the
        player was told it is lost, lost (`tell_lost`), whatever the solver has looked at since."""
        if self.lost_told:
            return LiveState(Live.LOST if game.can_undo() else Live.LOST_DEAL)
        return live_state(self.solver, game, self.undecided_for)

    def verified_solvable(self, game: Game) -> bool:
        """R16: the deal is known solvable (catalogue, or a line found from its start)."""
        return self.solver is not None and self.solver.is_verified(game)

    def deal_solvable_shown(self, game: Game) -> bool:
        """The HUD's "✓ solvable from the start": with the indicator off only the catalogue's word,
        known before the first move — a line the solver finds during play would hint at the
        live state the player chose not to see."""
        if self.solver is None:
            return False
        return self.verified_solvable(game) if self.on else self.solver.is_catalogued(game)

    def back_winnable_moves(self, game: Game, won: bool) -> int | None:
        """B1+, B16: how many moves "Zurück zu gewinnbar" takes back — only from a position the
        solver proved lost, to the newest position of this game known winnable (None: not offered).
        An undecided position is never called lost: undoing there could throw away a won game."""
        solver = self.solver
        if solver is None or won or solver.winnability(game.position) != solver_link.LOST:
            return None
        return solver.last_winnable(game)

    def back_winnable_shown(self, game: Game, won: bool, lifted: bool, hint_back: bool) -> bool:
        """The button shows where it is offered (`back_winnable_moves`), nothing is ``lifted``, and
        the player reads the live state: the indicator is on, or a hint just said the position is
        lost (``hint_back``)."""
        if lifted or self.back_winnable_moves(game, won) is None:
            return False
        return self.on or hint_back
