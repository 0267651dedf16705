"""`GameLifecycle`: one small state machine for the game on a table — playing → counted → shown.

It alone decides when a game counts and when its end is shown, from what the model tells it
(the last card went up, the cascade is over, the player gave up or left the game), and answers
with the events the table's owner acts on (`events.GameEnded`: count it; `events.EndShown`: show
the summary). The owner keeps no flag of its own about it.

- PLAYING: moves go on. The last card up → COUNTED (won); giving up → COUNTED → SHOWN at once
  (lost); leaving for another deal after at least one move → COUNTED (lost, nothing shown).
- COUNTED: the game has ended and is counted; the win's cascade plays. Its end → SHOWN.
- SHOWN: the summary stands. A game given up may be played on: its win then ends it again,
  described but not counted (COUNTED, then SHOWN after its cascade).
"""

from __future__ import annotations

from game.engine.text_enum import TextEnum
from game.table.events import EndShown, GameEnded, TableEvent


class Phase(TextEnum):
    PLAYING = "playing"
    COUNTED = "counted"
    SHOWN = "shown"


class GameLifecycle:
    """Where the game on a table stands between its deal and its summary (module docstring)."""

    def __init__(self) -> None:
        self.phase = Phase.PLAYING
        self.won = False          # the last card went up (decided once, by `last_card_up`)

    @property
    def over(self) -> bool:
        """The game has ended (won, given up or left): leaving it now counts nothing."""
        return self.phase != Phase.PLAYING

    @property
    def win_told(self) -> bool:
        """The game is won and its end is shown (its cascade is over)."""
        return self.won and self.phase == Phase.SHOWN

    def last_card_up(self, moves: int) -> list[TableEvent]:
        """The engine says the position is won (the model asks it after each change and at the
        start): counted now, unless it was counted as given up already, or no move of it was
        played (a position won as it came to the table): then only described."""
        if self.won:
            return []
        self.won = True
        counts = self.phase == Phase.PLAYING and moves > 0
        self.phase = Phase.COUNTED
        return [GameEnded(won=True, counts=counts)]

    def win_shown(self) -> list[TableEvent]:
        """The win's cascade is over (or was tapped away): its end may be shown."""
        if not self.won or self.phase != Phase.COUNTED:
            return []
        self.phase = Phase.SHOWN
        return [EndShown()]

    def given_up(self) -> list[TableEvent]:
        """"Aufgeben": a game still playing is counted as lost and its end shown at once."""
        if self.phase != Phase.PLAYING:
            return []
        self.phase = Phase.SHOWN
        return [GameEnded(won=False), EndShown()]

    def left(self, moves: int) -> list[TableEvent]:
        """The player leaves the game for another deal: counted as lost if it had a move."""
        if self.phase != Phase.PLAYING or moves == 0:
            return []
        self.phase = Phase.COUNTED
        return [GameEnded(won=False)]
