"""`Reading`: what a screen says about itself to a player who cannot see it (speech, SPEC B18).

Every screen answers `Scene.reading` with one: its name, its text in reading order, and what
the keyboard's focus is on (a button's words, an option's name and value, what a field holds,
the help's line). The speech (`game.speech`) compares the top screen's reading after each key
with the one before and says what changed: a new screen whole, else its new focus or its new
text (an error under a field). Words only, already in the player's language: a reading is made
from the same catalogue texts the screen shows.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """A screen as a voice reads it: ``title``, then ``lines``, then ``focus`` (None: nothing
    focused); ``choices``: the buttons it offers, in focus order (a dialog's are read with it)."""

    title: str
    lines: tuple[str, ...] = ()
    focus: str | None = None
    choices: tuple[str, ...] = ()
