"""The whole waste on demand (B17): the input that opens and closes it, for `TableInput`.

A long press on the waste (`WASTE_HOLD` seconds without moving away) opens it until the
pointer lets go; a tap on its covered cards opens it until the next tap or key; V held down
opens it until the key is let go. While it is open, the press that opened or closes it is
nothing else: no lift, no drag, no move. What is drawn is `game.view.waste_spread`'s.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.scenes.pointer import DROP, PRESS, TAP, Gesture
from game.scenes.table.looks import WASTE_HOLD, HitKind, InputState, WasteHold
from game.scenes.table.model import TableModel
from game.scenes.table.places import TablePlaces
from game.scenes.table.view import TableView


class Redraw(Protocol):
    """What the view asks of the scene: draw the table anew (it opened or closed)."""

    def invalidate(self) -> None: ...


class WasteViewInput:
    """Opens and closes the whole waste (`InputState.waste_view`) from keys, taps and long presses."""

    def __init__(self, model: TableModel, view: TableView, places: TablePlaces, state: InputState,
                 port: Redraw) -> None:
        self.model = model
        self.view = view
        self.places = places
        self.state = state
        self.port = port

    def key(self, event: pygame.event.Event) -> bool:
        """V held down opens the whole waste, letting it go closes it; any other key closes a view
        a tap opened (and then does what it does). True when the key was the view's."""
        state = self.state
        if event.key == pygame.K_v and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            if event.type == pygame.KEYDOWN and state.waste_view is None and self.view.display.waste and not self.model.won:
                self.open(WasteHold.KEY)
            elif event.type == pygame.KEYUP and state.waste_view == WasteHold.KEY:
                self.close()
            return True
        if event.type == pygame.KEYDOWN and state.waste_view == WasteHold.TAP:
            self.close()
        return False

    def gesture(self, gesture: Gesture) -> bool:
        """The pointer and the whole waste: a press while it is open closes it (and is nothing
        else); a long press opens it until the pointer lets go; a tap on the waste's covered cards
        opens it until the next tap. True when the gesture was the view's."""
        state = self.state
        if gesture.kind == PRESS:
            state.held_for = 0.0
            state.swallow = state.waste_view is not None
            if state.waste_view is not None:
                self.close()
            return state.swallow
        if state.waste_view == WasteHold.POINTER:
            if gesture.kind in (TAP, DROP):
                self.close()
                state.swallow = False
            return True                    # a held view swallows its press's drag and release
        if state.swallow:
            state.swallow = gesture.kind not in (TAP, DROP)
            return True
        if gesture.kind == TAP:
            hit = self.places.hit(gesture.pos)
            if hit.kind == HitKind.WASTE and hit.card is not None and self.model.selection is None:
                self.open(WasteHold.TAP)
                return True
        return False

    def open(self, hold: WasteHold) -> None:
        self.state.waste_view = hold
        self.port.invalidate()

    def close(self) -> None:
        self.state.waste_view = None
        self.port.invalidate()

    def waiting(self) -> bool:
        """The pointer rests on the waste, not dragging: a long press may be coming."""
        state = self.state
        press = state.press
        return (state.waste_view is None and press is not None and press.kind == HitKind.WASTE
                and state.tracker.down_at is not None and not state.tracker.dragging and state.drag is None
                and not self.model.won)

    def update(self, dt: float) -> None:
        """Time for a long press on the waste: held `WASTE_HOLD` seconds, the whole waste opens."""
        if not self.waiting():
            return
        self.state.held_for += dt
        if self.state.held_for >= WASTE_HOLD:
            self.open(WasteHold.POINTER)

    def next_change(self) -> float | None:
        """When a long press on the waste would open it (the loop sleeps until then)."""
        return max(0.0, WASTE_HOLD - self.state.held_for) if self.waiting() else None
