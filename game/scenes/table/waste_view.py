"""`WasteViewInput`: the whole waste on demand (B17) — the input that opens and closes it, a part of
`TableInput`.

A long press on the waste (`WASTE_HOLD` seconds without moving away) opens it until the
pointer lets go; a tap on its covered cards opens it until the next tap or key; V held down
opens it until the key is let go. While it is open, the press that opened or closes it is
nothing else: no lift, no drag, no move. What is drawn is `game.view.waste_spread`'s.
"""

from __future__ import annotations

import pygame

from game.scenes.pointer import DROP, PRESS, TAP, Gesture
from game.scenes.table.geometry import TableGeometry
from game.scenes.table.hits import HitKind
from game.scenes.table.input_state import WASTE_HOLD, InputState, WasteHold
from game.scenes.table.model import TableModel
from game.scenes.table.responses import Redraw, Response
from game.scenes.table.table_view import TableView

Answer = tuple[bool, list[Response]]   # (the event was the whole waste's, what to do about it)


class WasteViewInput:
    """Opens and closes the whole waste (`InputState.waste_view`) from keys, taps and long presses;
    each answer says whether the event was the whole waste's and what the scene does about it."""

    def __init__(self, model: TableModel, view: TableView, geometry: TableGeometry, state: InputState) -> None:
        self.model = model
        self.view = view
        self.geometry = geometry
        self.state = state

    def key(self, event: pygame.event.Event) -> Answer:
        """V held down opens the whole waste, letting it go closes it; any other key closes a view
        a tap opened (and then does what it does)."""
        state = self.state
        if event.key == pygame.K_v and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            if event.type == pygame.KEYDOWN and state.waste_view is None and self.view.display.waste and not self.model.won:
                return True, self.open(WasteHold.KEY)
            if event.type == pygame.KEYUP and state.waste_view == WasteHold.KEY:
                return True, self.close()
            return True, []
        if event.type == pygame.KEYDOWN and state.waste_view == WasteHold.TAP:
            return False, self.close()
        return False, []

    def gesture(self, gesture: Gesture) -> Answer:
        """The pointer and the whole waste: a press while it is open closes it (and is nothing
        else); a long press opens it until the pointer lets go; a tap on the waste's covered cards
        opens it until the next tap."""
        state = self.state
        if gesture.kind == PRESS:
            state.held_for = 0.0
            state.swallow = state.waste_view is not None
            return state.swallow, self.close() if state.waste_view is not None else []
        if state.waste_view == WasteHold.POINTER:
            if gesture.kind in (TAP, DROP):
                state.swallow = False
                return True, self.close()
            return True, []                # a held view swallows its press's drag and release
        if state.swallow:
            state.swallow = gesture.kind not in (TAP, DROP)
            return True, []
        if gesture.kind == TAP:
            hit = self.geometry.hit(gesture.pos)
            if hit.kind == HitKind.WASTE and hit.card is not None and self.model.selection is None:
                return True, self.open(WasteHold.TAP)
        return False, []

    def open(self, hold: WasteHold) -> list[Response]:
        self.state.waste_view = hold
        return [Redraw()]

    def close(self) -> list[Response]:
        self.state.waste_view = None
        return [Redraw()]

    def waiting(self) -> bool:
        """The pointer rests on the waste, not dragging: a long press may be coming."""
        state = self.state
        press = state.press
        return (state.waste_view is None and press is not None and press.kind == HitKind.WASTE
                and state.tracker.down_at is not None and not state.tracker.dragging and state.drag is None
                and not self.model.won)

    def update(self, dt: float) -> list[Response]:
        """Time for a long press on the waste: held `WASTE_HOLD` seconds, the whole waste opens."""
        if not self.waiting():
            return []
        self.state.held_for += dt
        return self.open(WasteHold.POINTER) if self.state.held_for >= WASTE_HOLD else []

    def next_change(self) -> float | None:
        """When a long press on the waste would open it (the loop sleeps until then)."""
        return max(0.0, WASTE_HOLD - self.state.held_for) if self.waiting() else None
