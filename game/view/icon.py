"""The game's icon: a small ace of spades, drawn in code like every other card, at any size.

One design for every place the icon appears: the window (`game.app.window.window_icon`, 64
pixels) and the desktop's menu (the hicolor PNGs in ``assets/icons``, 16 to 512 pixels, which
``python -m tools.icons`` draws from this function; a test checks the shipped ones are what it
draws). The shapes sit on a 64-unit grid; each size is drawn four times larger and scaled down,
so edges are smooth at 16 pixels and at 512.
"""

from __future__ import annotations

import pygame

from game.view import theme
from game.view.suits import SPADE, SUPERSAMPLE, draw_shape

GRID = 64   # the design's units: the card is 48×60 of them, its face 44×56, the spade 34


def game_icon(size: int) -> pygame.Surface:
    """The icon as a ``size``×``size`` transparent surface."""
    size = max(8, int(size))
    big_side = size * SUPERSAMPLE
    scale = big_side / GRID

    def box(x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = round(x * scale), round(y * scale)
        return pygame.Rect(left, top, round((x + w) * scale) - left, round((y + h) * scale) - top)

    big = pygame.Surface((big_side, big_side), pygame.SRCALPHA)
    big.fill((*theme.CARD_EDGE, 0))      # transparent, but of the edge's colour: no dark fringe when scaled
    pygame.draw.rect(big, theme.CARD_EDGE, box(8, 2, 48, 60), border_radius=round(7 * scale))
    pygame.draw.rect(big, theme.CARD_FACE, box(10, 4, 44, 56), border_radius=round(6 * scale))
    draw_shape(big, SPADE, box(15, 16, 34, 34), theme.SUIT_BLACK)
    return pygame.transform.smoothscale(big, (size, size))
