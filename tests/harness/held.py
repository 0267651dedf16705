"""`HeldGame`: a game held without a table, telling the session what a table would — for the tests
of storage and services that drive a session without a window.

It is the `GameSource` the game in hand reads (`GameInHand.hold`) and carries the game's real
lifecycle (`game.table.lifecycle.GameLifecycle`, the table model's own), passing its
events on as the router does (`GameRoute.table_event`): a move saves, the game's end counts, its
shown end gives the summary.
"""

from __future__ import annotations

from game.app.services.game_in_hand import GameInHand
from game.engine import Game, Move
from game.storage.daily import DailyGame
from game.storage.stats import GameSummary
from game.table.events import EndShown, GameEnded, TableEvent
from game.table.lifecycle import GameLifecycle


class HeldGame:
    """``game`` in the hand of ``in_hand`` with ``seconds`` on its clock (module docstring)."""

    def __init__(self, in_hand: GameInHand, game: Game, seconds: float = 0.0) -> None:
        self.in_hand = in_hand
        self.game = game
        self.clock = seconds
        self.lifecycle = GameLifecycle()
        self.summary: GameSummary | None = None   # what the last shown end showed
        in_hand.hold(self)

    # --- the game source ---------------------------------------------------------------------

    def copy_game(self) -> Game:
        return self.game.copy()

    def seconds(self) -> float:
        return self.clock

    def over(self) -> bool:
        return self.lifecycle.over

    # --- what a table tells ----------------------------------------------------------------------

    def begin(self, resumed: bool = False) -> DailyGame | None:
        """The deal is on the table (`GameInHand.begin`)."""
        return self.in_hand.begin(resumed=resumed)

    def play(self, move: Move, seconds: float) -> None:
        """A move at ``seconds`` on the clock: saved, and counted if it won."""
        self.game.push(move, auto_play=False)
        self.clock = seconds
        ended = self.lifecycle.last_card_up(self.game.moves) if self.game.is_won() else []
        self.in_hand.autosave()
        self._tell(ended)

    def win_shown(self, seconds: float) -> GameSummary | None:
        """The win's cascade is over: its summary."""
        self.clock = seconds
        self._tell(self.lifecycle.win_shown())
        return self.summary

    def give_up(self, seconds: float) -> GameSummary | None:
        """"Aufgeben": counted as lost and its summary (None when it had ended already)."""
        self.clock = seconds
        self.summary = None
        self._tell(self.lifecycle.given_up())
        return self.summary

    def abandon(self, seconds: float) -> None:
        """The player leaves the game for another deal."""
        self.clock = seconds
        self._tell(self.lifecycle.left(self.game.moves))

    def _tell(self, events: list[TableEvent]) -> None:
        for event in events:
            if isinstance(event, GameEnded):
                self.in_hand.ended(event.won, event.counts)
            elif isinstance(event, EndShown):
                self.summary = self.in_hand.summary()
