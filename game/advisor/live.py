"""What the winnability indicator (B1) says about the position on the table, in the player's terms.

Why more than winnable / lost / unknown: a search may stop undecided for minutes after one
wrong move, while the game knows where the last winning line was left. A bare "unknown" tells
the player nothing; "undecided — winning line left at move 16", with "Zurück zu gewinnbar" at
hand, is true and says what to do. No pygame: the table's HUD and ``tools.indicator_bench``
ask the same function.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.advisor.link import LOST, UNKNOWN, WINNABLE, SolverLink
from game.engine import Game
from game.engine.text_enum import TextEnum
from game.storage.known import Known

UNDECIDED_SECONDS = 10.0    # the longest the indicator says "checking …" before it says what it knows


class Live(TextEnum):
    """The indicator's states."""

    WINNABLE = "winnable"       # a winning line is known
    LOST = "lost"               # proved: no win from here (after a move)
    LOST_DEAL = "lost_deal"     # proved lost before any move: the deal itself
    CHECKING = "checking"       # the solver is still on its first searches
    LEFT_LINE = "left_line"     # undecided, but a winning line was known: left at move `left_at`
    OPEN = "open"               # undecided, and no winning line known anywhere in this game


@dataclass(frozen=True)
class LiveState:
    """`Live` and, for LEFT_LINE, the number of the move that left the last known winning line."""

    kind: Live
    left_at: int | None = None

    @property
    def settled(self) -> bool:
        """Winnable or lost: the solver has decided."""
        return self.kind in (Live.WINNABLE, Live.LOST, Live.LOST_DEAL)


def live_state(link: SolverLink | None, game: Game, waited: float) -> LiveState:
    """The indicator for ``game``'s position after ``waited`` seconds on it.

    Once the quick search has answered without a line (or after `UNDECIDED_SECONDS`), an
    undecided position names the move that left the last winning line, if one was known; with
    none known it says "checking" for at most `UNDECIDED_SECONDS`, then "undecided".
    """
    if link is None:
        return LiveState(Live.OPEN)
    state = link.winnability(game.position)
    if state == WINNABLE:
        return LiveState(Live.WINNABLE)
    if state == LOST:
        return LiveState(Live.LOST if game.can_undo() else Live.LOST_DEAL)
    settled = link.quick_done or waited >= UNDECIDED_SECONDS or not link.enabled
    back = link.last_winnable(game) if settled else None
    if back is not None:
        return LiveState(Live.LEFT_LINE, game.moves - back + 1)
    if link.enabled and waited < UNDECIDED_SECONDS:
        return LiveState(Live.CHECKING)
    return LiveState(Live.OPEN)


def known_of(link: SolverLink, game: Game) -> Known:
    """What the indicator's words about ``game``'s position rest on, for its autosave
    (`SolverLink.seed` learns it again at the next launch): the newest position of the kept
    history known winnable with its line, whether the position is proved lost, whether its
    searches answered without a verdict."""
    history = game.history
    state = link.winnability(game.position)
    line = link.line_for(game.position)
    at: int | None = len(history)
    if line is None:
        back = link.last_winnable(game)
        at = None if back is None else len(history) - back
        line = None if at is None else link.line_for(history[at].before)
    searched = state == UNKNOWN and link.quick_done and link.position == game.position
    return Known(at if line else None, line or (), lost=state == LOST, searched=searched)
