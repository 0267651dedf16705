"""The framed court picture of a jack, queen or king at one exact pixel size.

Why double-headed: on French-suited cards the figure is cut at the waist and its upper half
repeated upside down, so the card reads the same from both sides of the table. The upper
half is drawn once (court_figures) on a supersampled surface, turned by 180° for the lower
half, framed in the suit's colour and scaled down smoothly — crisp from the smallest window
to 4K with large cards, and in the four-colour suits (the frame, the suit marks and the
robes follow the suit's colour).
"""

from __future__ import annotations

import pygame

from game.view import theme
from game.view.court_figures import DRAW, SUIT_MARK
from game.view.court_pen import Palette, Pen, mix, palette_for
from game.view.suits import SHAPES, draw_shape

# The figure faces the weapon hand's way; the two suits of a colour face opposite ways
# (engine suit order C, D, H, S).
FACING = (1, -1, 1, -1)
LINE = 0.012          # ink line, in half-panel heights
FRAME = 0.011         # frame line, in panel widths


def supersample(width: int) -> int:
    """Enough samples per pixel for smooth edges; fewer on large panels, which have the pixels."""
    return 4 if width < 60 else 3 if width < 140 else 2


def court_panel(size: tuple[int, int], rank: int, suit: int, ink: tuple[int, int, int]) -> pygame.Surface:
    """The framed, double-headed figure of ``rank`` (11–13) of ``suit`` in ``ink``, ``size`` pixels."""
    pw, ph = size
    s = supersample(pw)
    big = pygame.Surface((pw * s, ph * s), pygame.SRCALPHA)
    frame_w = max(1, round(pw * FRAME * s))
    radius = max(1, round(pw * 0.03 * s))
    pygame.draw.rect(big, theme.CARD_FACE, big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-2 * frame_w, -2 * frame_w)
    half_h = (inner.h + 1) // 2
    palette = palette_for(suit, ink)
    half = _half(inner.w, half_h, rank, suit, palette, s)
    big.blit(half, inner.topleft)
    big.blit(pygame.transform.flip(half, True, True), (inner.x, inner.bottom - half_h))
    mid = inner.y + inner.h / 2
    pygame.draw.line(big, ink, (inner.x, mid), (inner.right, mid), max(1, frame_w // 2))
    pygame.draw.rect(big, ink, big.get_rect(), width=frame_w, border_radius=radius)
    gold = mix(theme.CARD_FACE, theme.COURT_FRAME_GOLD, 0.8)
    pygame.draw.rect(big, gold, big.get_rect().inflate(-2 * frame_w, -2 * frame_w), width=max(1, frame_w // 2),
                     border_radius=max(1, radius - frame_w))
    return pygame.transform.smoothscale(big, (pw, ph))


def _half(width: int, height: int, rank: int, suit: int, palette: Palette, s: int) -> pygame.Surface:
    """The upper half: the figure and, in the corner away from its weapon, the suit."""
    half = pygame.Surface((width, height), pygame.SRCALPHA)
    pen = Pen(half, FACING[suit], max(0.55 * s, LINE * height))
    DRAW[rank](pen, palette)
    mx, my, size = SUIT_MARK
    cx, cy = pen.at(mx, my)
    side = size * pen.u
    draw_shape(half, SHAPES[suit], pygame.Rect(round(cx - side / 2), round(cy - side / 2), round(side), round(side)),
               palette.ink)
    return half
