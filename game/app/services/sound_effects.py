"""`SoundEffects`: the table's sound events as the game's effects (B8), switched by the option.

The table names what happened ("card_placed", "card_turned", "foundation", "invalid", "win");
`game.app.sound.SoundBoard` plays the five effects and opens the audio device only while they
play. This service joins the two and answers the loop's questions about the device.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.sound import SoundBoard

# The table's sound events → the effects of `game.app.sound` (the option switches them off there).
TABLE_SOUNDS = {"card_placed": "place", "card_turned": "turn", "foundation": "foundation",
                "invalid": "invalid", "win": "win"}


class SoundEffects:
    """The effects of the table's events; ``board`` is the player of the effects themselves."""

    def __init__(self, enabled: bool) -> None:
        self.board = SoundBoard(enabled=enabled)

    def hear(self, event: str) -> None:
        """A table's sound event; one the game has no effect for is ignored."""
        name = TABLE_SOUNDS.get(event)
        if name is not None:
            self.board.play(name)

    def switch(self, on: bool) -> None:
        """The "Sound" option changed."""
        self.board.switch(on)

    def due(self) -> float | None:
        """When the open audio device may close (the loop wakes for it), or None."""
        return self.board.due()

    def rest(self, at_rest: Callable[[], bool]) -> None:
        """Every step: while the device is open and the loop at rest, it closes after its quiet spell."""
        if self.board.open and at_rest():
            self.board.rest()
