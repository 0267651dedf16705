"""The felt's radial gradient in one felt's colours: the table's background under its grain
(`table_painter`), and the whole of the start's first frame (`game.app.first_frame`), which is
painted before the rest of the game is imported. Needs only pygame and the theme."""

from __future__ import annotations

import math

import pygame

from game.view import theme


def felt_gradient(size: tuple[int, int], name: str = theme.FELT_DEFAULT) -> pygame.Surface:
    """A radial gradient from the centre colour to the edge colour of felt ``name``
    (theme.FELT_COLOURS; an unknown name: the default felt), ``size`` large."""
    centre, edge = theme.FELT_COLOURS.get(name, theme.FELT_COLOURS[theme.FELT_DEFAULT])
    small = pygame.Surface((48, 27))
    for y in range(27):
        for x in range(48):
            d = math.hypot((x - 23.5) / 24, (y - 13) / 14) / math.sqrt(2)
            k = min(1.0, d ** 1.5 * 1.25)
            small.set_at((x, y), tuple(round(a + (b - a) * k) for a, b in zip(centre, edge, strict=True)))
    return pygame.transform.smoothscale(small, size)
