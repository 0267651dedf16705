"""The four suits as vector shapes (circles and polygons), anti-aliased by supersampling.

The bundled font has ♠♥♦♣ glyphs, but glyph shapes vary with size hinting; drawing the
suits ourselves keeps pips identical from a 40-pixel phone card to a 4K card.
Shapes are defined in a unit square (y down) in engine suit order C, D, H, S.
"""

from __future__ import annotations

import pygame

from game.view.bounded import BoundedSurfaces

SUPERSAMPLE = 4

Shape = list[tuple[str, tuple]]  # ("circle", (cx, cy, r)) or ("poly", ((x, y), ...))

CLUB: Shape = [
    ("circle", (0.5, 0.27, 0.215)),
    ("circle", (0.26, 0.56, 0.215)),
    ("circle", (0.74, 0.56, 0.215)),
    ("circle", (0.5, 0.5, 0.14)),
    ("poly", ((0.5, 0.48), (0.36, 0.98), (0.64, 0.98))),
]
DIAMOND: Shape = [
    ("poly", ((0.5, 0.0), (0.6, 0.14), (0.86, 0.5), (0.6, 0.86), (0.5, 1.0), (0.4, 0.86), (0.14, 0.5), (0.4, 0.14))),
]
HEART: Shape = [
    ("circle", (0.28, 0.31, 0.25)),
    ("circle", (0.72, 0.31, 0.25)),
    ("poly", ((0.04, 0.37), (0.5, 0.96), (0.96, 0.37), (0.5, 0.3))),
]
SPADE: Shape = [
    ("circle", (0.28, 0.6, 0.235)),
    ("circle", (0.72, 0.6, 0.235)),
    ("poly", ((0.05, 0.55), (0.5, 0.02), (0.95, 0.55), (0.5, 0.7))),
    ("poly", ((0.5, 0.6), (0.35, 0.99), (0.65, 0.99))),
]
SHAPES: tuple[Shape, ...] = (CLUB, DIAMOND, HEART, SPADE)

# Suits are drawn at every size the cards and labels have had (a window dragged larger passes
# hundreds): the recent ones are kept, up to this many bytes.
SUIT_CACHE_BYTES = 4 * 2**20
_cache = BoundedSurfaces(SUIT_CACHE_BYTES)


def draw_shape(target: pygame.Surface, shape: Shape, rect: pygame.Rect, colour) -> None:
    """Draw ``shape`` scaled into ``rect`` (no anti-aliasing: callers supersample)."""
    x0, y0, w, h = rect
    for kind, data in shape:
        if kind == "circle":
            cx, cy, r = data
            pygame.draw.circle(target, colour, (x0 + cx * w, y0 + cy * h), r * min(w, h))
        else:
            pygame.draw.polygon(target, colour, [(x0 + px * w, y0 + py * h) for px, py in data])


def suit_surface(suit: int, size: int, colour: tuple[int, int, int], alpha: int = 255) -> pygame.Surface:
    """A ``size``×``size`` transparent surface with the suit drawn smooth in ``colour``."""
    size = max(2, int(size))
    key = (suit, size, colour, alpha)
    surface = _cache.get(key)
    if surface is None:
        big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        draw_shape(big, SHAPES[suit], big.get_rect(), (*colour, alpha))
        surface = pygame.transform.smoothscale(big, (size, size))
        _cache.put(key, surface)
    return surface
