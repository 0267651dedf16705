"""The table's message line: one place where short sentences for the player appear.

Why one line: the hint's reason, "no move found" and the reason a tapped card cannot move
(R9) would cover each other in spots of their own with their own timers. Whoever has
something to say calls ``scene.messages.show(text, tone)``; the layout gives the
line a fixed place (`TableLayout.message`) that nothing else uses, and the line keeps its
words until the player's next action (`TableScene.perform` clears it first), so a slow reader
never loses a hint.
"""

from __future__ import annotations

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


class MessageLine:
    """What the message line says now (nothing: None)."""

    def __init__(self) -> None:
        self.current: Message | None = None

    def show(self, text: str, tone: Tone = Tone.NOTICE) -> None:
        self.current = Message(text, tone) if text else None

    def clear(self) -> None:
        self.current = None

    @property
    def text(self) -> str:
        return self.current.text if self.current is not None else ""
