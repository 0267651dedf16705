"""`CardSprites`: every card face and the back, drawn in code at one exact pixel size.

Why in code: the cards stay crisp at any window size (they are re-drawn, never
scaled, when the window changes) and no image assets need a licence. Faces are built
lazily and cached; a sprite includes a soft shadow to its lower right, so a sprite is
blitted at the card's top-left corner and is slightly larger than the card.
"""

from __future__ import annotations

import pygame

from game.engine import Card
from game.view import appearance, fonts, theme
from game.view.card_backs import back_picture
from game.view.court_cards import court_panel
from game.view.suits import suit_surface

SUPERSAMPLE = 3

# Pip centres in a unit box (x, y); y > 0.5 pips are drawn upside down as on real cards.
L, C, R = 0.0, 0.5, 1.0
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(C, 0), (C, 1)],
    3: [(C, 0), (C, 0.5), (C, 1)],
    4: [(L, 0), (R, 0), (L, 1), (R, 1)],
    5: [(L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)],
    6: [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    7: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    8: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1), (R, 1)],
    9: [(L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (C, 0.5), (L, 2 / 3), (R, 2 / 3), (L, 1), (R, 1)],
    10: [(L, 0), (R, 0), (C, 1 / 6), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 5 / 6), (L, 1), (R, 1)],
}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
MIN_COURT_PANEL = 10   # pixels: a court figure narrower than this is left out


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def rank_size(width: int) -> int:
    """The corner index's rank letters at ``width`` as a card of that width draws them by default
    (a layout may ask for larger ones where the window has height to spare: `TableLayout.index_size`)."""
    return max(8, round(width * 0.23))


def court_rect(width: int, height: int, index: int | None = None) -> pygame.Rect:
    """Where a court card's framed figure goes: below the corner index (`index_depth`: the Q's tail
    included) and clear of the small turned index at the bottom right — at every size, the same
    for J, Q and K."""
    gap = max(1, round(width * 0.012))
    small = fonts.font(max(7, round(width * 0.14)), bold=True)
    index_left = width - max(small.size(rank_text(rank))[0] for rank in (11, 12, 13)) - round(width * 0.05)
    right = min(round(width * 0.83), index_left - gap)
    top = max(round(height * 0.2), index_depth(width, index) + gap)
    return pygame.Rect(width - right, top, 2 * right - width, round(height * 0.9) - top)


def rounded_card(size: tuple[int, int], fill, edge, radius: float, edge_width: float = 1.0) -> pygame.Surface:
    """A smooth-cornered card blank (supersampled so the corners are anti-aliased)."""
    w, h = size
    s = SUPERSAMPLE
    big = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
    r = max(2, int(radius * s))
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=r)
    inset = max(1, round(edge_width * s))
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * inset, -2 * inset), border_radius=max(1, r - inset))
    return opaque_inside(pygame.transform.smoothscale(big, (w, h)), radius, fill)


def opaque_inside(surface: pygame.Surface, radius: float, under) -> pygame.Surface:
    """Make a smooth-scaled card fully opaque inside its rounded corners.

    smoothscale leaves the alpha at ~253, which lets the card beneath show through as a
    ghost; laying the scaled card over a solid cross of ``under`` fixes the inside while
    the anti-aliased corners stay soft.
    """
    if len(under) == 4 and under[3] < 255:
        return surface
    w, h = surface.get_size()
    r = int(radius) + 1
    solid = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(solid, under[:3], (r, 1, w - 2 * r, h - 2))
    pygame.draw.rect(solid, under[:3], (1, r, w - 2, h - 2 * r))
    solid.blit(surface, (0, 0))
    return solid


def soft_shadow(size: tuple[int, int], radius: float, alpha: int) -> pygame.Surface:
    """A blurred dark rounded rectangle (drawn small, scaled up: a cheap blur)."""
    w, h = size
    small = pygame.Surface((max(2, w // 6), max(2, h // 6)), pygame.SRCALPHA)
    pygame.draw.rect(small, (*theme.SHADOW, alpha), small.get_rect().inflate(-2, -2), border_radius=max(1, int(radius / 6)))
    return pygame.transform.smoothscale(small, (w, h))


def draw_corner_index(surface: pygame.Surface, card: Card, colour, index: int | None = None) -> pygame.Rect:
    """The top-left index: rank and suit side by side, so a covered card's strip still reads "9♠".
    ``index``: the rank's letter size (None: `rank_size` of the card's width); the suit grows with it.
    Returns the area drawn over (all of its ink lies inside).

    One function for the face and for `index_depth`, so the layout's strips are measured on
    exactly what is drawn.
    """
    w, h = surface.get_size()
    default = rank_size(w)
    size = default if index is None else max(default, index)
    label = fonts.font(size, bold=True).render(rank_text(card.rank), True, colour)
    x, y = round(w * 0.07), round(h * 0.025)
    drawn = surface.blit(label, (x - 1 if card.rank == 10 else x, y))
    suit_px = max(6, round(w * 0.17 * size / default))
    pip_y = y + (label.get_height() - suit_px) // 2 + 1
    return drawn.union(surface.blit(suit_surface(card.suit, suit_px, colour), (x + label.get_width() + round(w * 0.025), pip_y)))


def _ink(surface: pygame.Surface, drawn: pygame.Rect) -> pygame.Rect:
    """The bounding box of the ink on ``surface``, all of which lies inside ``drawn``: measured
    on that area alone (the whole card's rows cost a start 30 ms for the layout's 286 indexes)."""
    area = drawn.clip(surface.get_rect())
    if area.w <= 0 or area.h <= 0:
        return pygame.Rect(0, 0, 0, 0)
    ink = surface.subsurface(area).get_bounding_rect()
    return ink.move(area.topleft) if ink.w and ink.h else pygame.Rect(0, 0, 0, 0)


_depths: dict[tuple[int, int | None], int] = {}
_widths: dict[tuple[int, int | None], int] = {}


def index_depth(width: int, index: int | None = None) -> int:
    """Pixel rows from a card's top edge down to the lowest ink of any corner index at ``width``
    (Q's tail, J's hook) with rank letters ``index`` high (None: the width's own): a covered
    card's visible strip must be at least this high (R2)."""
    width = max(16, int(width))
    depth = _depths.get((width, index))
    if depth is None:
        blank = pygame.Surface((width, round(width * theme.CARD_ASPECT)), pygame.SRCALPHA)
        depth = 0
        for rank in range(1, 14):   # every rank once, the suits in turn: every rank and every suit drawn
            blank.fill((0, 0, 0, 0))
            depth = max(depth, _ink(blank, draw_corner_index(blank, Card(rank, rank % 4), theme.SUIT_BLACK, index)).bottom)
        _depths[(width, index)] = depth
    return depth


def index_width(width: int, index: int | None = None) -> int:
    """Pixel columns from a card's left edge to the rightmost ink of any corner index at ``width``
    ("10♦"): a waste card fanned sideways shows at least this much, so its rank and suit are whole."""
    width = max(16, int(width))
    found = _widths.get((width, index))
    if found is None:
        blank = pygame.Surface((width, round(width * theme.CARD_ASPECT)), pygame.SRCALPHA)
        found = 0
        for rank in range(1, 14):
            for suit in range(4):
                blank.fill((0, 0, 0, 0))
                found = max(found, _ink(blank, draw_corner_index(blank, Card(rank, suit), theme.SUIT_BLACK, index)).right)
        _widths[(width, index)] = found
    return found


class CardSprites:
    """Faces and back for one card width. ``four_colour`` switches the suit colours (B4);
    ``back`` names the back's design (`card_backs`; None: the one chosen now, `appearance.back`);
    ``index``: the corner index's rank letter size (None: the width's own, `rank_size`)."""

    def __init__(self, width: int, four_colour: bool = False, back: str | None = None,
                 index: int | None = None) -> None:
        self.back_name = back if back is not None else appearance.back()
        self.width = max(16, int(width))
        self.index = None if index is None or index <= rank_size(self.width) else index
        self.height = round(self.width * theme.CARD_ASPECT)
        self.radius = self.width * theme.CARD_RADIUS
        self.shadow_offset = max(1, round(self.width * 0.025))
        self.colours = theme.SUIT_COLOURS_FOUR if four_colour else theme.SUIT_COLOURS_TWO
        self._faces: dict[Card, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._blank = rounded_card((self.width, self.height), theme.CARD_FACE, theme.CARD_EDGE, self.radius,
                                   max(1.0, self.width / 140))
        self._shadow = soft_shadow((self.width + 2 * self.shadow_offset, self.height + 2 * self.shadow_offset),
                                   self.radius, theme.CARD_SHADOW_ALPHA)

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    def _with_shadow(self, card_surface: pygame.Surface) -> pygame.Surface:
        o = self.shadow_offset
        sprite = pygame.Surface((self.width + 2 * o, self.height + 2 * o), pygame.SRCALPHA)
        sprite.blit(self._shadow, (0, o))
        sprite.blit(card_surface, (0, 0))
        return _converted(sprite)

    def face(self, card: Card) -> pygame.Surface:
        sprite = self._faces.get(card)
        if sprite is None:
            sprite = self._with_shadow(self._draw_face(card))
            self._faces[card] = sprite
        return sprite

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self._with_shadow(self._draw_back())
        return self._back

    # --- drawing -------------------------------------------------------------------------

    def _draw_face(self, card: Card) -> pygame.Surface:
        w, h = self.size
        surface = self._blank.copy()
        colour = self.colours[card.suit]
        draw_corner_index(surface, card, colour, self.index)
        # Mirrored small index at the bottom right.
        small = pygame.transform.rotate(fonts.font(max(7, round(w * 0.14)), bold=True).render(
            rank_text(card.rank), True, colour), 180)
        surface.blit(small, (w - small.get_width() - round(w * 0.05), h - small.get_height() - round(h * 0.02)))
        if card.rank == 1:
            big = suit_surface(card.suit, round(w * 0.52), colour)
            surface.blit(big, big.get_rect(center=(w // 2, round(h * 0.58))))
        elif card.rank <= 10:
            self._draw_pips(surface, card, colour)
        else:
            self._draw_court(surface, card, colour)
        return surface

    def _draw_pips(self, surface: pygame.Surface, card: Card, colour) -> None:
        w, h = self.size
        pip = max(4, round(w * 0.185))
        upright = suit_surface(card.suit, pip, colour)
        flipped = pygame.transform.flip(upright, False, True)
        left, right = w * 0.285, w * 0.715
        top, bottom = h * 0.29, h * 0.815
        if self.index is not None:   # a larger index: the pips start below it, smaller where they must
            top = max(top, index_depth(w, self.index) + pip * 0.6)
            rows = 4 if card.rank >= 9 else 3
            pip = max(4, min(pip, round((bottom - top) / (rows - 0.5))))
            upright = suit_surface(card.suit, pip, colour)
            flipped = pygame.transform.flip(upright, False, True)
        for ux, uy in PIPS[card.rank]:
            cx = left + ux * (right - left)
            cy = top + uy * (bottom - top)
            image = flipped if uy > 0.5 else upright
            surface.blit(image, image.get_rect(center=(round(cx), round(cy))))

    def _draw_court(self, surface: pygame.Surface, card: Card, colour) -> None:
        """The framed double-headed figure (court_cards), below the index, beside the small one."""
        panel = court_rect(self.width, self.height, self.index)
        if panel.w >= MIN_COURT_PANEL:     # on a stamp-sized card the indexes leave no room: they say it all
            surface.blit(court_panel(panel.size, card.rank, card.suit, colour), panel.topleft)

    def _draw_back(self) -> pygame.Surface:
        big = back_picture(self.width, self.height, self.radius, self.back_name)
        border = theme.BACK_COLOURS.get(self.back_name, theme.BACK_COLOURS[theme.BACK_DEFAULT])[2]
        return opaque_inside(pygame.transform.smoothscale(big, self.size), self.radius, border)


def _converted(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha when a display exists (faster blits), the surface itself otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface
