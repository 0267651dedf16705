"""`WasteViewInput`: the whole waste on demand (B17) — the input that opens and closes it, a part of
`TableInput` with its own state.

A long press on the waste (`WASTE_HOLD` seconds without moving away) opens it until the
pointer lets go; a tap on its covered cards opens it until the next tap or key; V held down
opens it until the key is let go. While it is open, the press that opened or closes it is
nothing else: no lift, no drag, no move. What is drawn is `game.view.waste_spread`'s.
"""

from __future__ import annotations

import pygame

from game.scenes.pointer import DROP, PRESS, TAP, Gesture
from game.scenes.tabletop.geometry import TableGeometry
from game.scenes.tabletop.hits import Hit, HitKind
from game.scenes.tabletop.responses import Redraw, Response
from game.scenes.tabletop.snapshot import TableSnapshot, WasteHold

WASTE_HOLD = 0.35            # seconds a pointer rests on the waste before the whole waste opens (B17)

Answer = tuple[bool, list[Response]]   # (the event was the whole waste's, what to do about it)


class WasteViewInput:
    """Opens and closes the whole waste from keys, taps and long presses; each answer says
    whether the event was the whole waste's and what the scene does about it."""

    def __init__(self) -> None:
        self.open_by: WasteHold | None = None   # the whole waste is open, and what keeps it
        self.held_for = 0.0                     # seconds the pointer has rested on the waste
        self.swallow = False                    # the rest of this press belongs to the waste view

    def reset(self) -> None:
        """Another scene on top, the window's focus lost: the whole waste closes."""
        self.open_by = None

    def key(self, event: pygame.event.Event, shot: TableSnapshot) -> Answer:
        """V held down opens the whole waste, letting it go closes it; any other key closes a view
        a tap opened (and then does what it does)."""
        if event.key == pygame.K_v and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            if event.type == pygame.KEYDOWN and self.open_by is None and shot.motion.display.waste and not shot.table.won:
                return True, self.open(WasteHold.KEY)
            if event.type == pygame.KEYUP and self.open_by == WasteHold.KEY:
                return True, self.close()
            return True, []
        if event.type == pygame.KEYDOWN and self.open_by == WasteHold.TAP:
            return False, self.close()
        return False, []

    def gesture(self, gesture: Gesture, shot: TableSnapshot) -> Answer:
        """The pointer and the whole waste: a press while it is open closes it (and is nothing
        else); a long press opens it until the pointer lets go; a tap on the waste's covered cards
        opens it until the next tap."""
        if gesture.kind == PRESS:
            self.held_for = 0.0
            self.swallow = self.open_by is not None
            return self.swallow, self.close() if self.open_by is not None else []
        if self.open_by == WasteHold.POINTER:
            if gesture.kind in (TAP, DROP):
                self.swallow = False
                return True, self.close()
            return True, []                # a held view swallows its press's drag and release
        if self.swallow:
            self.swallow = gesture.kind not in (TAP, DROP)
            return True, []
        if gesture.kind == TAP:
            hit = TableGeometry(shot).hit(gesture.pos)
            if hit.kind == HitKind.WASTE and hit.card is not None and shot.table.selection is None:
                return True, self.open(WasteHold.TAP)
        return False, []

    def open(self, hold: WasteHold) -> list[Response]:
        self.open_by = hold
        return [Redraw()]

    def close(self) -> list[Response]:
        self.open_by = None
        return [Redraw()]

    def waiting(self, press: Hit | None, resting: bool, shot: TableSnapshot) -> bool:
        """The pointer rests on the waste (``press``: what it went down on; ``resting``: held
        down, not dragging), so a long press may be coming."""
        return (self.open_by is None and press is not None and press.kind == HitKind.WASTE and resting
                and not shot.table.won)

    def update(self, dt: float, waiting: bool) -> list[Response]:
        """Time for a long press on the waste: held `WASTE_HOLD` seconds, the whole waste opens."""
        if not waiting:
            return []
        self.held_for += dt
        return self.open(WasteHold.POINTER) if self.held_for >= WASTE_HOLD else []

    def next_change(self, waiting: bool) -> float | None:
        """When a long press on the waste would open it (the loop sleeps until then)."""
        return max(0.0, WASTE_HOLD - self.held_for) if waiting else None
