"""The card backs the player can choose (option "Kartenrücken"), drawn in code like the faces.

Each back is a white border around a coloured panel with a pattern and a medallion, and each
has its own pattern as well as its own colours (theme.BACK_COLOURS), so they differ in shape
too: *blue* a diamond lattice with a diamond medallion (the default), *red* a sunburst of rays
with an eight-pointed star, *green* a tartan of crossing bands with a four-leaf medallion.
Drawn at ``SCALE`` times the card's size; `CardSprites` scales it down and clips the corners.
"""

from __future__ import annotations

import math

import pygame

from game.view import theme

SCALE = 2


def back_picture(width: int, height: int, radius: float, name: str) -> pygame.Surface:
    """The back ``name`` at SCALE times a card of ``width`` × ``height`` with corner ``radius``."""
    if name not in theme.BACK_COLOURS:
        name = theme.BACK_DEFAULT
    main, pattern, border, medallion = theme.BACK_COLOURS[name]
    w, h, s = width, height, SCALE
    big = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
    bw, bh = big.get_size()
    corner = round(radius * s)
    pygame.draw.rect(big, border, big.get_rect(), border_radius=corner)
    inner = big.get_rect().inflate(-round(w * 0.12 * s), -round(w * 0.12 * s))
    pygame.draw.rect(big, main, inner, border_radius=max(1, corner // 2))
    line = max(1, round(w * 0.012 * s))
    step = max(6, round(w * 0.11 * s))
    drawer = {"red": _sunburst, "green": _tartan}.get(name, _lattice)
    big.blit(drawer(inner.size, pattern, step, line), inner.topleft)
    pygame.draw.rect(big, pattern, inner, width=line * 2, border_radius=max(1, corner // 2))
    centre = (bw // 2, bh // 2)
    r = round(w * 0.2 * s)
    pygame.draw.circle(big, main, centre, r + line * 3)
    pygame.draw.circle(big, medallion, centre, r, width=line * 2)
    if name == "red":
        _star(big, medallion, centre, r * 0.72)
    elif name == "green":
        _four_leaves(big, medallion, centre, r * 0.62)
    else:
        diamond = [(centre[0], centre[1] - r * 0.7), (centre[0] + r * 0.5, centre[1]),
                   (centre[0], centre[1] + r * 0.7), (centre[0] - r * 0.5, centre[1])]
        pygame.draw.polygon(big, medallion, diamond)
    pygame.draw.rect(big, theme.CARD_EDGE, big.get_rect(), width=max(1, s), border_radius=corner)
    return big


def _lattice(size: tuple[int, int], colour, step: int, line: int) -> pygame.Surface:
    """Diagonal lines both ways: a diamond lattice."""
    iw, ih = size
    lattice = pygame.Surface(size, pygame.SRCALPHA)
    for offset in range(-ih, iw + ih, step):
        pygame.draw.line(lattice, colour, (offset, 0), (offset + ih, ih), line)
        pygame.draw.line(lattice, colour, (offset, ih), (offset + ih, 0), line)
    return lattice


def _sunburst(size: tuple[int, int], colour, step: int, line: int) -> pygame.Surface:
    """Rays from the centre to the edge, every 7.5 degrees, and rings every two steps."""
    iw, ih = size
    rays = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy = iw / 2, ih / 2
    reach = math.hypot(iw, ih)
    for k in range(48):
        angle = k * math.tau / 48
        pygame.draw.line(rays, colour, (cx, cy), (cx + reach * math.cos(angle), cy + reach * math.sin(angle)), line)
    for ring in range(2 * step, round(reach), 2 * step):
        pygame.draw.circle(rays, colour, (round(cx), round(cy)), ring, width=line)
    return rays


def _tartan(size: tuple[int, int], colour, step: int, line: int) -> pygame.Surface:
    """Wide translucent bands across and down, darker where they cross, a thin line between."""
    iw, ih = size
    band = max(2, round(step * 0.7))
    across = pygame.Surface(size, pygame.SRCALPHA)
    down = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(step // 2, ih, 2 * step):
        pygame.draw.rect(across, (*colour, 120), (0, y, iw, band))
        pygame.draw.line(across, colour, (0, y + band + step // 2), (iw, y + band + step // 2), line)
    for x in range(step // 2, iw, 2 * step):
        pygame.draw.rect(down, (*colour, 120), (x, 0, band, ih))
        pygame.draw.line(down, colour, (x + band + step // 2, 0), (x + band + step // 2, ih), line)
    across.blit(down, (0, 0))
    return across


def _star(surface: pygame.Surface, colour, centre: tuple[int, int], r: float) -> None:
    """An eight-pointed star."""
    points = []
    for k in range(16):
        reach = r if k % 2 == 0 else r * 0.45
        angle = k * math.tau / 16 - math.pi / 2
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def _four_leaves(surface: pygame.Surface, colour, centre: tuple[int, int], r: float) -> None:
    """Four round leaves about the centre, like a clover."""
    leaf = r * 0.5
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        pygame.draw.circle(surface, colour, (round(centre[0] + dx * leaf), round(centre[1] + dy * leaf)), round(leaf))
