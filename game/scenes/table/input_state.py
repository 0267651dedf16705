"""`InputState`: what the pointer and the keyboard hold now — the gesture tracker, the hover, the
press and the dragged run, the keyboard ring, the whole waste held open. The input (`input`,
`waste_view`) changes it; the geometry and the picture read it (a dragged run floats, the ring is
drawn where it stands).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Pile, source_pile
from game.engine.text_enum import TextEnum
from game.scenes.pointer import PointerTracker
from game.scenes.table.focus import FocusRing
from game.scenes.table.hits import Hit

WASTE_HOLD = 0.35            # seconds a pointer rests on the waste before the whole waste opens (B17)


class WasteHold(TextEnum):
    """What keeps the whole waste open (B17), and so what closes it."""

    POINTER = "pointer"    # a long press on the waste: until the pointer lets go
    KEY = "key"            # V held down: until it is let go
    TAP = "tap"            # a tap on the waste's covered cards: until the next tap or key


@dataclass
class Drag:
    """A run under the pointer, with the places it may be dropped (they glow while it moves)."""

    src: int
    count: int
    grab: tuple[int, int]     # pointer minus the dragged base card's top-left
    pos: tuple[int, int]
    targets: list[int]
    best: int | None

    @property
    def pile(self) -> Pile:
        return source_pile(self.src)


class InputState:
    """What the pointer and the keyboard hold now (the module docstring)."""

    def __init__(self) -> None:
        self.tracker = PointerTracker()
        self.hover: tuple[int, int] | None = None   # mouse position, for button highlights
        self.press_at: tuple[int, int] | None = None   # where the pointer went down (a drag may start there)
        self.press: Hit | None = None    # what lies there, asked once the table has settled (`TableInput.pressed`)
        self.drag: Drag | None = None
        self.ring = FocusRing()          # the keyboard ring: hidden until an arrow key
        self.waste_view: WasteHold | None = None   # the whole waste is open (B17), and what keeps it
        self.held_for = 0.0              # seconds the pointer has rested on the waste (a long press opens it)
        self.swallow = False             # the rest of this press belongs to the waste view: no tap, no drag
        self.flew: tuple[float, tuple[object, int]] | None = None   # (when, which pile) a tap sent a card off
