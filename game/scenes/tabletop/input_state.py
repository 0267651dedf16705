"""`InputState`: what the pointer and the keyboard hold now — the gesture tracker, the hover, the
press and the dragged run, the keyboard ring. The table's input (`input.TableInput`) owns it and
is the only one that reads or changes it; the rest of the table sees it as the snapshot's
`InputFacts` (a dragged run floats, the ring is drawn where it stands).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.scenes.pointer import PointerTracker
from game.scenes.tabletop.hits import Hit
from game.scenes.tabletop.snapshot import DragLook
from game.table.focus import FocusRing
from game.table.values import Selection


@dataclass(frozen=True)
class Tap:
    """A tap that lifted (at ``when``, wall clock, on ``pile``, with ``moves`` on the table then):
    if the move count has changed by the next tap, the card flew, and a second tap there soon
    after is the second half of a double tap."""

    when: float
    pile: tuple[object, int]
    moves: int


class InputState:
    """What the pointer and the keyboard hold now (the module docstring)."""

    def __init__(self) -> None:
        self.tracker = PointerTracker()
        self.hover: tuple[int, int] | None = None   # mouse position, for button highlights
        self.press_at: tuple[int, int] | None = None   # where the pointer went down (a drag may start there)
        self.press: Hit | None = None    # what lies there, asked of the table at rest (`TableInput.pressed`)
        self.drag: DragLook | None = None   # a new one each time the pointer moves
        self.ring = FocusRing()          # the keyboard ring: hidden until an arrow key
        self.ring_for: Selection | None = None   # the lifted run the ring last went to (a new one: to its best place)
        self.tapped: Tap | None = None   # the last tap that lifted (a double tap's first half)
        self.review: tuple[int, int] | None = None   # Shift+↓/↑: (pile, depth) of the card last read
