"""`CoveredScenes`: scenes under the top one keep one picture between them, not their widgets.

Why: every overlay (menu, statistics, history, help, dialogs) holds a pygame-gui manager
with its widgets' pictures, and the table holds its cascade's canvases. A
player who opens the statistics from the menu, then the history, then the help, had all of
them in memory at once: 357 MB at 3840×2160 (measured 2026-12-01). But a scene that is not on
top does not change (only the top scene gets events and updates), so what shows of it is one
picture. Here that picture — everything under the top scene, drawn as usual — is made once and
kept (the *backdrop*, one window-sized surface), and each scene under the top lets go of its
pictures (`Scene.let_go`); scenes under an opaque one, never drawn, let go at once. A scene
that comes back on top, or is needed to draw a new backdrop (another size, another language),
builds its pictures again (`Scene.resize`): a menu at 1920×1080 in about 70 ms.

A table alone under an overlay is the exception (`Scene.cheap_to_draw`): its painter stays
in memory anyway for when the overlay closes, and it draws in about 5 ms at 3840×2160, so a
picture of it would only add 33 MB at that size.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.view import memory


class CoveredScenes:
    """Which scenes have let go of their pictures, and the backdrop that shows them."""

    def __init__(self) -> None:
        self.released: set[Scene] = set()
        self.picture: pygame.Surface | None = None
        self._key: tuple | None = None
        self.generation = 0     # bumped when every picture must be made again (size, options)

    def release(self, scene: Scene) -> None:
        """``scene`` is covered: it drops its pictures until it is needed again."""
        if scene not in self.released:
            scene.let_go()
            self.released.add(scene)

    def restore(self, scene: Scene, size: tuple[int, int]) -> None:
        """``scene`` is needed (on top again, or for a new backdrop): it builds its pictures."""
        if scene in self.released:
            self.released.discard(scene)
            scene.resize(size)
            scene.invalidate()

    def forget(self, scene: Scene | None = None) -> None:
        """Drop the backdrop (and, with ``scene``, that scene's place among the released)."""
        self.picture = None
        self._key = None
        if scene is not None:
            self.released.discard(scene)

    def renew(self) -> None:
        """The window's size or the options changed: the backdrop is made again when next drawn."""
        self.generation += 1
        self.forget()

    def take(self, canvas: pygame.Surface, shown: list[Scene], size: tuple[int, int]) -> None:
        """An overlay is about to open over the scenes ``shown``: keep their picture as the
        backdrop and let all of them go *before* the overlay builds its own pictures, so the
        two never take memory at once."""
        if all(scene.cheap_to_draw for scene in shown):
            self.forget()
            return
        self.paint(canvas, shown[:-1], size)
        self.restore(shown[-1], size)
        shown[-1].draw(canvas)
        self.picture = None          # (`paint` may have kept the older one: one backdrop at a time)
        for scene in shown:         # all of them are on the canvas now (a table too: its felt goes)
            self.release(scene)
        memory.return_freed_memory()
        # Copied only once they let go: the copy and their pictures never take memory at once
        # (the table's felt and the menu's widgets: 59 MB at 2160×3840, measured 2026-12-01).
        self.picture = canvas.copy()
        self._key = (tuple(id(scene) for scene in shown), canvas.get_size(), self.generation)

    def paint(self, canvas: pygame.Surface, below: list[Scene], size: tuple[int, int]) -> None:
        """Draw the scenes ``below`` the top one onto ``canvas``: the kept picture when it still
        shows them, else drawn afresh (each builds its pictures for it, then lets go again)."""
        if not below:
            return
        if all(scene.cheap_to_draw for scene in below):
            self.forget()
            for scene in below:
                self.restore(scene, size)
                scene.draw(canvas)
            return
        key = (tuple(id(scene) for scene in below), canvas.get_size(), self.generation)
        if self.picture is not None and self._key == key:
            canvas.blit(self.picture, (0, 0))
            return
        self.forget()
        for scene in below:        # one at a time: at most one covered scene holds its pictures
            self.restore(scene, size)
            scene.draw(canvas)
            self.release(scene)
            memory.return_freed_memory()
        self.picture = canvas.copy()
        self._key = key
