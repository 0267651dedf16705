"""The foundations' stone niches: a bevelled block of stone with an arched recess, and each
suit's faint mark in it.

The stone is drawn at three times its size and smoothed when scaled down (its arches and
joints stay soft at any card size); it is the same for every suit, so a table draws it once a
size and its four niches copy it (`game.view.table_painter`, the background).
"""

from __future__ import annotations

import pygame

from game.view import theme
from game.view.suits import suit_surface

SAMPLES = 3   # drawn at three times its size: smooth arches and joints once scaled down


def margin(width: int) -> int:
    """How far a niche's stone reaches beyond a foundation ``width`` pixels wide, on each side."""
    return max(3, round(width * 0.07))


def niche(stone: pygame.Surface, size: tuple[int, int], suit: int) -> pygame.Surface:
    """A stone niche: ``stone`` (`stone` of ``size``) with a faint suit in its recess."""
    w, h = size
    pad = margin(w)
    big = stone.copy()
    recess = _recess(size)
    mark = suit_surface(suit, round(w * 0.4 * SAMPLES), theme.STONE_SUIT, theme.STONE_SUIT_ALPHA)
    big.blit(mark, mark.get_rect(center=(recess.centerx, recess.centery + recess.h * 0.05)))
    return pygame.transform.smoothscale(big, (w + 2 * pad, h + 2 * pad))


def stone(size: tuple[int, int]) -> pygame.Surface:
    """A niche's stone, `SAMPLES` times its size: a bevelled block with an arched, shadowed
    recess. The same for every suit, so a table's four niches draw it once."""
    w, h = size
    s = SAMPLES
    pad = margin(w)
    big = pygame.Surface(((w + 2 * pad) * s, (h + 2 * pad) * s), pygame.SRCALPHA)
    bw, bh = big.get_size()
    radius = round(w * 0.08 * s)
    pygame.draw.rect(big, theme.STONE_DARK, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, theme.STONE_LIGHT, big.get_rect().inflate(-2 * s, -2 * s).move(-s, -s), border_radius=radius)
    pygame.draw.rect(big, theme.STONE_MORTAR, big.get_rect().inflate(-4 * s, -4 * s), border_radius=radius)
    face = big.get_rect().inflate(-6 * s, -6 * s)
    pygame.draw.rect(big, theme.STONE_LIGHT, face, border_radius=radius)
    # Block joints: a few mortar lines give the stone its masonry.
    joint = max(1, s)
    for fy in (0.33, 0.66):
        y = round(bh * fy)
        pygame.draw.line(big, theme.STONE_MORTAR, (face.x, y), (face.right - 1, y), joint)
    for fx, fy0, fy1 in ((0.5, 0.0, 0.33), (0.3, 0.33, 0.66), (0.7, 0.66, 1.0)):
        x = round(bw * fx)
        pygame.draw.line(big, theme.STONE_MORTAR, (x, round(bh * fy0)), (x, round(bh * fy1)), joint)
    # The recess: arched top, darker towards the back.
    recess = _recess(size)
    arch = recess.w // 2
    pygame.draw.rect(big, theme.STONE_DARK, recess.inflate(2 * s, 2 * s), border_top_left_radius=arch,
                     border_top_right_radius=arch, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    pygame.draw.rect(big, theme.STONE_INNER, recess, border_top_left_radius=arch, border_top_right_radius=arch,
                     border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    glow = pygame.Rect(recess.x + recess.w * 0.15, recess.y + recess.h * 0.35, recess.w * 0.7, recess.h * 0.6)
    pygame.draw.ellipse(big, (*theme.STONE_DARK, 120), glow)
    return big


def _recess(size: tuple[int, int]) -> pygame.Rect:
    """Where the foundation's card lies in the stone, in the stone's samples."""
    pad = margin(size[0])
    return pygame.Rect(pad * SAMPLES, pad * SAMPLES, size[0] * SAMPLES, size[1] * SAMPLES)
