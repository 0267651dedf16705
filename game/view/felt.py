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


def grain_pixels(rng: random.Random, noise: int, count: int) -> bytes:
    """The grain's pixels for the values `grain_values` gives, 4 bytes each: (255, 255, 255, v)
    for v > 0, else (0, 0, 0, -v) — the same bytes read as RGBA or as BGRA. Made with bytes
    operations instead of a loop over the values (the felt's tile in 1 ms instead of 8): where a
    value fits in the top byte of its 32-bit draw (noise up to 127), that byte alone decides it."""
    span = 2 * noise + 1
    shift = 32 - span.bit_length()
    if shift < 24:
        pixel = {v: bytes((255, 255, 255, v) if v > 0 else (0, 0, 0, -v)) for v in range(-noise, noise + 1)}
        return b"".join(pixel[v] for v in grain_values(rng, noise, count))
    refused = 255                                   # a draw randint would throw away (span ≤ 255)
    code = bytes(top if (top := byte >> (shift - 24)) < span else refused for byte in range(256))
    codes = b""
    while len(codes) < count:
        draws = rng.getrandbits(32 * count).to_bytes(4 * count, "little")
        codes += draws[3::4].translate(code).replace(bytes((refused,)), b"")   # each word's top byte
    codes = codes[:count]
    light = codes.translate(bytes(255 if top > noise else 0 for top in range(256)))
    pixels = bytearray(4 * count)
    pixels[0::4] = pixels[1::4] = pixels[2::4] = light
    pixels[3::4] = codes.translate(bytes(abs(top - noise) if top < span else 0 for top in range(256)))
    return bytes(pixels)
