"""How much the table's speech says (the option "Speech detail", B18): `Verbosity`.

Short drops what the player can ask for (the talon's count after a turn: R; a hint's reason on
the message line after the hinted move), never what changed. Normal is the default. Full adds
the run limit with every lift (not only when the run is longer than it) and the talon's count
after every move, not only after a turn.
"""

from __future__ import annotations

from game.engine.text_enum import TextEnum


class Verbosity(TextEnum):
    SHORT = "short"
    NORMAL = "normal"
    FULL = "full"


def verbosity_of(value: str) -> Verbosity:
    """The option's value as a `Verbosity` (an unknown one: normal)."""
    try:
        return Verbosity(value)
    except ValueError:
        return Verbosity.NORMAL
