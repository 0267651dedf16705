"""One pointer for mouse and touch: raw pygame events in, press / drag / tap gestures out.

Why this exists: SDL turns a real finger touch into FINGER* events *and* synthesises
mouse events from it (marked ``event.touch``). Handling both would make one tap count
twice, so synthetic mouse events are dropped and FINGER* events (normalised 0–1
coordinates) are scaled to window pixels. Only one finger is followed at a time; a second
finger is ignored until the first lifts.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.text_enum import TextEnum


class PointerPhase(TextEnum):
    """A low-level pointer change."""

    DOWN = "down"
    MOVE = "move"
    UP = "up"


class PointerSource(TextEnum):
    MOUSE = "mouse"
    TOUCH = "touch"


class GestureKind(TextEnum):
    """What a scene acts on."""

    PRESS = "press"            # pointer went down (the scene may prepare a drag)
    TAP = "tap"                # pointer went up without travelling: a click / tap
    DRAG_START = "drag_start"
    DRAG_MOVE = "drag_move"
    DROP = "drop"              # drag ended


DOWN, MOVE, UP = PointerPhase.DOWN, PointerPhase.MOVE, PointerPhase.UP
MOUSE, TOUCH = PointerSource.MOUSE, PointerSource.TOUCH
PRESS, TAP, DROP = GestureKind.PRESS, GestureKind.TAP, GestureKind.DROP
DRAG_START, DRAG_MOVE = GestureKind.DRAG_START, GestureKind.DRAG_MOVE


@dataclass(frozen=True)
class PointerEvent:
    """A low-level pointer change in window pixels."""

    kind: PointerPhase
    pos: tuple[int, int]
    source: PointerSource = MOUSE


@dataclass(frozen=True)
class Gesture:
    """What the scene acts on. ``start`` is where the pointer went down."""

    kind: GestureKind
    pos: tuple[int, int]
    start: tuple[int, int]
    source: PointerSource = MOUSE


def pointer_events(event: pygame.event.Event, window_size: tuple[int, int]) -> list[PointerEvent]:
    """Translate one pygame event into pointer events (empty for anything else)."""
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        if getattr(event, "touch", False):
            return []  # synthesised from a finger: the FINGER* event already counts
        if event.type == pygame.MOUSEMOTION:
            return [PointerEvent(MOVE, event.pos)]
        if event.button != 1:
            return []
        return [PointerEvent(DOWN if event.type == pygame.MOUSEBUTTONDOWN else UP, event.pos)]
    if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        width, height = window_size
        pos = (int(event.x * width), int(event.y * height))
        kind = {pygame.FINGERDOWN: DOWN, pygame.FINGERUP: UP, pygame.FINGERMOTION: MOVE}[event.type]
        return [PointerEvent(kind, pos, TOUCH)]
    return []


class PointerTracker:
    """Turns pointer events into gestures: a press, then either a tap or a drag and a drop.

    ``slop`` is how far (pixels) the pointer may wander before a press becomes a drag, so a
    shaky finger still taps.
    """

    def __init__(self, slop: int = 8) -> None:
        self.slop = slop
        self.down_at: tuple[int, int] | None = None
        self.source: PointerSource | None = None
        self.dragging = False

    def reset(self) -> None:
        self.down_at = None
        self.source = None
        self.dragging = False

    def feed(self, event: PointerEvent) -> list[Gesture]:
        if event.kind == DOWN:
            if self.down_at is not None and not (event.source == self.source == MOUSE):
                return []  # a second finger while one is held: ignored
            # (a mouse press while "held" means its release happened outside the window: start afresh)
            self.down_at, self.source, self.dragging = event.pos, event.source, False
            return [Gesture(PRESS, event.pos, event.pos, event.source)]
        if self.down_at is None or event.source != self.source:
            return []
        start = self.down_at
        if event.kind == MOVE:
            if not self.dragging:
                dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
                if dx * dx + dy * dy <= self.slop * self.slop:
                    return []
                self.dragging = True
                return [Gesture(DRAG_START, event.pos, start, event.source),
                        Gesture(DRAG_MOVE, event.pos, start, event.source)]
            return [Gesture(DRAG_MOVE, event.pos, start, event.source)]
        # UP
        dragging = self.dragging
        self.reset()
        return [Gesture(DROP if dragging else TAP, event.pos, start, event.source)]
