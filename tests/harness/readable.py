"""Is a card's corner index whole on screen? Compared on the rendered window, pixel by pixel,
with the index exactly as `card_sprites` draws it."""

from __future__ import annotations

import pygame

from game.engine import Card
from game.view.card_sprites import draw_corner_index

# A small card's index may start in the card edge's anti-aliased column (alpha 254): over the
# felt it shows a level or two darker than the sprite. Anything laid over it differs far more.
EDGE_BLEND = 4


def index_ink(card: Card, width: int, index: int | None = None) -> pygame.Rect:
    """Where the corner index of ``card`` has ink on a card ``width`` wide (as the face draws it,
    with rank letters ``index`` px high; None: the width's own)."""
    blank = pygame.Surface((width, round(width * 1.42)), pygame.SRCALPHA)
    blank.fill((0, 0, 0, 0))
    draw_corner_index(blank, card, (0, 0, 0), index)
    return blank.get_bounding_rect()


def index_shown(screen: pygame.Surface, face: pygame.Surface, card: Card, rect: pygame.Rect,
                index: int | None = None) -> bool:
    """True when the index of ``card`` (sprite ``face``, drawn at ``rect``) shows unchanged on ``screen``."""
    ink = index_ink(card, rect.w, index)
    shown = pygame.image.tobytes(screen.subsurface(ink.move(rect.topleft)), "RGB")
    drawn = pygame.image.tobytes(face.subsurface(ink).convert(screen), "RGB")
    return max(abs(a - b) for a, b in zip(shown, drawn, strict=True)) <= EDGE_BLEND
