"""The felt's radial gradient in one felt's colours: the table's background under its grain
(`table_painter`), and the whole of the start's first frame (`game.app.first_frame`), which is
painted before the rest of the game is imported; and the values of the grain over it. Needs only
pygame and the theme."""

from __future__ import annotations

import array
import math
import random
import sys

import pygame

from game.view import theme

_kept: dict[tuple[tuple[int, int], str], pygame.Surface] = {}   # the first frame's, for the table


def felt_gradient(size: tuple[int, int], name: str = theme.FELT_DEFAULT, keep: bool = False) -> pygame.Surface:
    """A radial gradient from the centre colour to the edge colour of felt ``name``
    (theme.FELT_COLOURS; an unknown name: the default felt), ``size`` large, the caller's own.
    ``keep`` (the first frame, which only shows it): the next call hands out that same surface
    if it asks for the same gradient (the table's felt), instead of painting it again; any
    call lets the kept one go."""
    key = ((size[0], size[1]), name)
    kept = _kept.pop(key, None)
    _kept.clear()
    if kept is not None:
        return kept
    centre, edge = theme.FELT_COLOURS.get(name, theme.FELT_COLOURS[theme.FELT_DEFAULT])
    small = pygame.Surface((48, 27))
    for y in range(27):
        for x in range(48):
            d = math.hypot((x - 23.5) / 24, (y - 13) / 14) / math.sqrt(2)
            k = min(1.0, d ** 1.5 * 1.25)
            small.set_at((x, y), tuple(round(a + (b - a) * k) for a, b in zip(centre, edge, strict=True)))
    surface = pygame.transform.smoothscale(small, size)
    if keep:
        _kept[key] = surface
    return surface


def grain_values(rng: random.Random, noise: int, count: int) -> list[int]:
    """The first ``count`` values ``rng.randint(-noise, noise)`` would give, drawn 32 bits at a
    time in bulk (a fifth of the time of ``count`` calls, before the first frame): randint keeps
    the top bits of one 32-bit draw and draws again when they fall outside the range."""
    span = 2 * noise + 1
    shift = 32 - span.bit_length()
    values: list[int] = []
    while len(values) < count:
        words = array.array("I", rng.getrandbits(32 * count).to_bytes(4 * count, "little"))
        if sys.byteorder == "big":
            words.byteswap()
        values += [top - noise for word in words if (top := word >> shift) < span]
    return values[:count]
