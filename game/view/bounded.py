"""`BoundedSurfaces`: a cache of pictures that keeps the most recently used up to a byte budget.

Why bytes and not a count: the same cache holds a 20 kB glow of one card and a 2 MB glow of a
long run at 4K; a count would bound neither the memory nor the work.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class BoundedSurfaces:
    """Key → surface, least recently used first out once the pictures pass ``budget`` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def put(self, key: Hashable, surface: pygame.Surface) -> None:
        """Keep ``surface`` (one larger than the whole budget is used once and not kept)."""
        size = surface_bytes(surface)
        if size > self.budget:
            return
        old = self._surfaces.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._surfaces[key] = surface
        self.bytes += size
        while self.bytes > self.budget:
            _key, dropped = self._surfaces.popitem(last=False)
            self.bytes -= surface_bytes(dropped)

    def clear(self) -> None:
        self._surfaces.clear()
        self.bytes = 0
