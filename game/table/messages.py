"""`MessageLine`: the table's message line, one place where short sentences for the player appear.

Why one line: the hint's reason, "no move found" and the reason a tapped card cannot move
(R9) would cover each other in spots of their own with their own timers. The model says them
(``messages.show(text, tone)``: hints, refusals, auto-play's reasons), the app through
`TableScene.confirm`; the layout gives the line a fixed place (`TableLayout.message`) that
nothing else uses, and the line keeps its words until the player's next action
(`TableModel.perform` clears it first), so a slow reader never loses a hint. A confirmation of
something done away from the table ("Stellung als Text kopiert", said as the menu closes) is
shown with ``least`` seconds of the wall clock (`message_time`, the one wall clock the table
reads): a tap right after it does not take it away before the player could read it; it goes
with the first action after that.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum


class Tone(Enum):
    """How a message looks: a hint glows gold like the hinted cards, a notice is plain."""

    HINT = "hint"
    NOTICE = "notice"


@dataclass(frozen=True)
class Message:
    text: str
    tone: Tone


def message_time() -> float:
    """Wall-clock seconds, for how long a confirmation has stood (`MessageLine.show`'s ``least``)."""
    return time.monotonic()


class MessageLine:
    """What the message line says now (nothing: None)."""

    def __init__(self, now: Callable[[], float] | None = None) -> None:
        self.current: Message | None = None
        self.now = now or (lambda: message_time())   # asked when it is used (a test may stand in for the clock)
        self.kept_until = 0.0

    def show(self, text: str, tone: Tone = Tone.NOTICE, least: float = 0.0) -> None:
        """Say ``text``; ``least``: it stays that many seconds even when the player acts at once."""
        self.current = Message(text, tone) if text else None
        self.kept_until = self.now() + least if least > 0 else 0.0

    def clear(self, force: bool = False) -> None:
        """The next action has come: the words go (not yet while a ``least`` lasts, unless forced)."""
        if force or self.now() >= self.kept_until:
            self.current = None
            self.kept_until = 0.0

    @property
    def text(self) -> str:
        return self.current.text if self.current is not None else ""
