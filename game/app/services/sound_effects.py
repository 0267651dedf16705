"""`SoundEffects`: the table's sound events as the game's effects (B8), switched by the option.

The table names what happened with a `Sound` (`game.table.values`), whose value is the
name of its effect; `game.app.sound.SoundBoard` plays the effects and opens the audio device
only while they play. This service hands the one to the other and answers the loop's questions
about the device.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.sound import SoundBoard


class SoundEffects:
    """The effects of the table's events; ``board`` is the player of the effects themselves."""

    def __init__(self, enabled: bool) -> None:
        self.board = SoundBoard(enabled=enabled)

    def hear(self, name: str) -> None:
        """A table's sound event, by its name (a `Sound`'s value): its effect (the option switches
        them off on the board)."""
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
