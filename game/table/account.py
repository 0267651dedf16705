"""`TableAccount`: what a table says about itself, read-only — the facts the HUD shows, the app
keeps and counts, and the tools and tests check (`TableScene.account`).

Plain frozen values, taken afresh each time they are asked for: whoever holds one cannot change
the table through it. No pygame: the winnability's words and the ring's stops are the model's
and the focus ring's own values.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.advisor.link import Winnability
from game.advisor.live import LiveState
from game.engine import GameNumber, Move, Position, Variant
from game.table.focus import Stop


@dataclass(frozen=True)
class Lifted:
    """The lifted run: ``count`` cards from ``source``, the ``targets`` that glow, the arrow's ``best``,
    and ``limit``, the most cards that may move onto a card now (R10: "Max. 2 auf einmal")."""

    source: int
    count: int
    targets: tuple[int, ...]
    best: int | None
    limit: int


@dataclass(frozen=True)
class TableAccount:
    """One table's state as the player could read it off the screen, and a little more."""

    number: GameNumber | None     # the deal's number (None: a position pasted as text)
    variant: Variant
    position: Position            # the engine's position, every card where it lies: a copy, the account's own
    moves: int
    seconds: float                # the game clock (`clock.GameClock`)
    clock_running: bool
    won: bool                     # the last card went up
    win_told: bool                # the win was reported (after its cascade): the summary may come
    over: bool                    # the game has ended (won, given up or left): leaving it counts nothing
    cascade: bool                 # the won cascade plays, or its clean table stands
    busy: bool                    # cards are still in the air (the picture lags behind the engine)
    in_step: bool                 # the picture shows the engine's position
    can_undo: bool
    can_redo: bool
    can_finish: bool              # "Alles ablegen" is on offer (R13)
    lifted: Lifted | None
    hint: Move | None             # the hinted move (None: no hint, or a lost position's)
    hint_glows: bool              # a hint glows (also a lost position's, on "Zurück zu gewinnbar")
    hint_waiting: bool            # the hint waits for the solver ("…" on its button)
    message: str                  # the message line's words ("" when it is empty)
    hint_words: str               # … while they are a hint's
    winnability: Winnability      # B1: the solver's word on the position
    live: LiveState               # B1: what the indicator says about it now
    deal_verified: bool           # R16: the deal is known solvable
    showing_winnability: bool     # the option: the HUD says the live state
    back_winnable: int | None     # B1+: moves "Zurück zu gewinnbar" takes back (None: not offered)
    back_winnable_shown: bool     # … and its button shows
    stuck_offered: bool           # R17: the table offers the dead-end dialog again ("Festgefahren")
    focus: Stop | None            # where the keyboard ring stands, while it shows (B4)
    tags: tuple[str, ...]         # the HUD's words after the game's name, in full
    live_words: str               # … of them the live state of the position ("" while it does not show)
    auto_play: bool               # safe auto-play (R12) as the player set it
    reminds: bool                 # R11: the talon reminds of a move on the table …
    reminder_words: str           # … in these words, saying where it is ("" while it does not)
    show_clock: bool = True       # the option: the clock shows (hidden, it is not said either)
