"""Synthetic input: the pygame events a mouse, a finger or a keyboard would send.

One place builds them for everything that plays the game without a person: the smoke test
(shipped with the game, hence here and not in tools/), the monkey, the screenshot tools and
the tests. Events are either posted into pygame's queue with `post`, where `App.frame`
delivers them exactly like a device's, or handed to a scene directly by a test that drives
one scene without the app's loop.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

Point = tuple[int, int]
LEFT = 1


def press(pos: Point, touch: bool = False, button: int = LEFT) -> pygame.event.Event:
    """A mouse button goes down at ``pos`` (``touch``: SDL's mouse event made from a finger)."""
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=touch)


def release(pos: Point, touch: bool = False, button: int = LEFT) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=touch)


def move(pos: Point, held: bool = True, rel: Point = (0, 0), touch: bool = False) -> pygame.event.Event:
    """The pointer moves to ``pos``; ``held``: with the left button down (a drag)."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1 if held else 0, 0, 0), touch=touch)


def tap(pos: Point, touch: bool = False) -> list[pygame.event.Event]:
    """A click: press and release on the same point."""
    return [press(pos, touch), release(pos, touch)]


def path(start: Point, end: Point, steps: int) -> list[Point]:
    """``steps`` points from just after ``start`` to ``end`` on a straight line (a drag's moves)."""
    return [(round(start[0] + (end[0] - start[0]) * k / steps), round(start[1] + (end[1] - start[1]) * k / steps))
            for k in range(1, steps + 1)]


def finger(down: bool, pos: Point, size: Point, finger_id: int) -> list[pygame.event.Event]:
    """A finger touching (``down``) or leaving the screen at ``pos``, followed by the mouse event
    SDL synthesises from it — both, as a touch screen delivers them."""
    kind = pygame.FINGERDOWN if down else pygame.FINGERUP
    touch = pygame.event.Event(kind, touch_id=1, finger_id=finger_id, x=pos[0] / size[0], y=pos[1] / size[1],
                               dx=0.0, dy=0.0, pressure=1.0)
    return [touch, press(pos, touch=True) if down else release(pos, touch=True)]


MOUSE_TOUCH_ID = -1   # SDL_MOUSE_TOUCHID: the touch device SDL makes of the mouse with SDL_MOUSE_TOUCH_EVENTS=1


def mouse_touch(down: bool, pos: Point, size: Point) -> list[pygame.event.Event]:
    """A mouse button going down or up as SDL delivers it with ``SDL_MOUSE_TOUCH_EVENTS=1``: first a
    finger event of the mouse's own touch device, then the mouse event itself (not marked touch)."""
    kind = pygame.FINGERDOWN if down else pygame.FINGERUP
    touch = pygame.event.Event(kind, touch_id=MOUSE_TOUCH_ID, finger_id=0, x=pos[0] / size[0], y=pos[1] / size[1],
                               dx=0.0, dy=0.0, pressure=0.0)
    return [touch, press(pos) if down else release(pos)]


def mouse_touch_motion(pos: Point, size: Point) -> list[pygame.event.Event]:
    """The held mouse sliding to ``pos`` with ``SDL_MOUSE_TOUCH_EVENTS=1``: the finger's motion, then the mouse's."""
    touch = pygame.event.Event(pygame.FINGERMOTION, touch_id=MOUSE_TOUCH_ID, finger_id=0, x=pos[0] / size[0],
                               y=pos[1] / size[1], dx=0.0, dy=0.0, pressure=0.0)
    return [touch, move(pos)]


def finger_motion(pos: Point, size: Point, finger_id: int) -> list[pygame.event.Event]:
    """A finger sliding to ``pos``, and the mouse motion SDL synthesises from it."""
    touch = pygame.event.Event(pygame.FINGERMOTION, touch_id=1, finger_id=finger_id, x=pos[0] / size[0],
                               y=pos[1] / size[1], dx=0.0, dy=0.0, pressure=1.0)
    return [touch, move(pos, touch=True)]


def focus_lost() -> pygame.event.Event:
    """The window lost the input focus (a button let go outside it never arrives)."""
    return pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None)


def key(k: int, mod: int = 0, unicode: str = "") -> list[pygame.event.Event]:
    """A key pressed and let go."""
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)]


def typed(chars: str) -> list[pygame.event.Event]:
    """Typed text, one TEXTINPUT event per character."""
    return [pygame.event.Event(pygame.TEXTINPUT, text=char) for char in chars]


def post(events: pygame.event.Event | Iterable[pygame.event.Event]) -> None:
    """Into pygame's queue, where the next `App.frame` picks them up like a device's events."""
    batch: Iterable[pygame.event.Event] = [events] if isinstance(events, pygame.event.Event) else events
    for event in batch:
        pygame.event.post(event)
