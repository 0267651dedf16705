"""`ModelFacts`: what the table model says about the game now, as one frozen value.

The model makes one per snapshot (`TableModel.facts`); the geometry, the picture, the HUD and
the input read it and never the model itself, so none of them can change the game or see it
change under their feet. Its position is a copy of the engine's, its own. No pygame.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from game.advisor.link import Winnability
from game.advisor.live import LiveState
from game.content import Grade
from game.engine import GameNumber, Position, TableMove, Variant
from game.table.marks import Marks
from game.table.messages import Message, Tone
from game.table.values import HintGlow, Selection


@dataclass(frozen=True)
class ModelFacts:
    """The game and what the player holds, hints and reads, at one moment."""

    number: GameNumber | None       # the deal's number (None: a position pasted as text)
    variant: Variant
    position: Position              # the engine's position: the facts' own copy
    moves: int
    can_undo: bool
    can_redo: bool
    selection: Selection | None     # the lifted run (R9, R10)
    hint: HintGlow | None           # what a hint makes glow (R14)
    hint_waiting: bool              # the hint waits for the solver ("…" on its button)
    message: Message | None         # the message line
    can_finish: bool                # "Alles ablegen" is on offer (R13)
    can_redeal: bool
    reminder: TableMove | None      # R11: the talon reminds where the table's move is ("Noch ein Zug: …")
    stuck: bool                     # R17 told: the table offers the dead-end dialog again
    won: bool                       # the last card went up
    win_told: bool                  # … and the win was told (after its cascade)
    over: bool                      # the game has ended (won, given up, left): nothing more counts
    back_winnable: int | None       # B1+: moves "Zurück zu gewinnbar" takes back (None: not offered)
    back_winnable_shown: bool       # … and its button shows
    grade: Grade | None             # B10
    daily_date: datetime.date | None   # B9
    deal_solvable: bool             # the HUD's "✓ lösbar ab Start" (`Indicator.deal_solvable_shown`)
    showing_winnability: bool       # the option: the HUD says the live state (B1)
    lost_told: bool                 # the player was told the position is lost (a hint, the dead-end dialog)
    live: LiveState                 # what the live state says (B1; once ``lost_told``: lost)
    winnability: Winnability        # B1: the solver's word on the position
    deal_verified: bool             # R16: the deal is known solvable
    auto_play: bool                 # safe auto-play (R12) as the player set it
    seconds: float                  # the game clock
    clock_running: bool
    show_clock: bool = True         # the option: the clock shows (it runs and is kept either way)
    last_moved: Marks = ()          # the cards the last action moved, where they lie (empty: none, or no mark wanted)

    @property
    def reminds(self) -> bool:
        """R11: the talon reminds of a move on the table."""
        return self.reminder is not None

    @property
    def hint_words(self) -> str:
        """The message line's words while they are a hint's ("" otherwise)."""
        message = self.message
        return message.text if message is not None and message.tone == Tone.HINT else ""

