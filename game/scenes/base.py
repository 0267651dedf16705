"""`Scene`: one screen on the app's stack (table, menu, summary, help).

The app calls ``handle_event`` for the top scene only, ``update`` for the top scene (scenes
below are paused, so the table's clock stops behind a menu), and ``draw`` for every scene from
the topmost opaque one upwards, so an overlay such as the in-game menu can be translucent over
the table.

A still screen costs nothing (docs/rules.md B13): the app draws a frame only when a scene says
its picture changed (`invalidate`, the whole picture or a rectangle of it), runs fixed updates
only while a scene is `animating`, and otherwise sleeps until the next event or until the top
scene's `next_change` (the game clock's next second, a timer's end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.scenes.reading import Reading, ScreenAsk
    from game.storage.settings import Settings
    from game.table.values import Sound


class Stack(Protocol):
    """The window and the scene stack, and the player's options as they stand now."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None: ...

    @property
    def settings(self) -> Settings: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene: ...


class Scene:
    """Override what you need; every method has a harmless default."""

    opaque = True   # False: the scene below is drawn first (overlays, dialogs)

    @property
    def cheap_to_draw(self) -> bool:
        """Covered by an overlay, this scene keeps its pictures and draws again as fast as a kept
        picture would blit, so the app keeps no picture of it (`CoveredScenes`). False for
        scenes whose widgets cost more to keep than one window-sized picture."""
        return False

    def __init__(self, app: Stack) -> None:
        self.app = app      # the app as a scene sees it: size, stack, options (`ports.Stack`)
        self._damaged_all = True                # the whole picture must be drawn again
        self._damaged: list[pygame.Rect] = []   # … or only these parts of it

    # --- what the next frame must draw ------------------------------------------------------

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """The picture changed: all of it (``rect`` None) or only ``rect``; the next frame draws it."""
        if rect is None:
            self._damaged_all = True
        else:
            self._damaged.append(pygame.Rect(rect))

    @property
    def damaged(self) -> bool:
        """Something of this scene's picture changed since it was last drawn."""
        return self._damaged_all or bool(self._damaged)

    def damage(self) -> list[pygame.Rect] | None:
        """What changed: None for the whole picture, else the rectangles (empty: nothing)."""
        return None if self._damaged_all else list(self._damaged)

    def drawn(self) -> None:
        """The app drew this scene's picture: nothing is damaged any more."""
        self._damaged_all = False
        self._damaged = []

    def animating(self) -> bool:
        """Something moves on its own (flights, a tween, a glow's pulse): the app draws every frame
        and updates in fixed steps. False lets the app sleep until the next event."""
        return False

    def next_change(self) -> float | None:
        """Seconds until this scene (on top) must update though nothing happens: the clock's next
        second, a timer's end, the next look at the solver's answers. None: only an event can."""
        return None

    def reading(self) -> Reading | None:
        """What this screen says to a player who cannot see it (`reading.Reading`); None: nothing
        to read (the table speaks through its own news, `game.table.news`)."""
        return None

    def take_ask(self) -> ScreenAsk | None:
        """L or R pressed on this screen since the last call (speech, B18): say the last sentence
        again, read the screen afresh. None: nothing asked (the table asks through its own news)."""
        return None

    def take_sounds(self) -> list[Sound]:
        """The sounds this screen asked for since the last call (a menu's focus going round its
        end: the edge sound); the app plays them. The table plays its own through its owner."""
        return []

    def handle_event(self, event: pygame.event.Event) -> None:
        """One pygame event (the app has already handled quit, resize and F11)."""

    def update(self, dt: float) -> None:
        """Advance by exactly ``dt`` seconds (the fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene (or, if not opaque, its overlay)."""

    def draw_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Paint only ``area`` of the picture (what `damage` named): by default the whole scene
        with every blit and shape kept inside the area; a scene that knows a cheaper way says so."""
        surface.set_clip(area)
        try:
            self.draw(surface)
        finally:
            surface.set_clip(None)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: re-lay out and re-render what depends on it."""

    def let_go(self) -> None:
        """The window is about to change size (or the language, or an option): drop the pictures
        `resize` will make again, so that no scene still holds its old ones while another builds
        its new ones (at 4K the menu and the help over it hold 110 MB)."""

    def enter(self) -> None:
        """Became the top scene (pushed, or the scene above was popped)."""

    def leave(self) -> None:
        """Stopped being the top scene (popped, or another was pushed over it)."""

    def discard(self) -> None:
        """Taken off the stack for good: let go of what only drawing needed (widgets, surfaces)."""
