"""`TablePainter`: how the table's pieces look — the felt, the stone niches, cards at rest,
glows, arrows, buttons and HUD pieces — drawn from cached surfaces.

Its one job is painting pieces, and keeping what that costs once: it owns every cached surface
for one layout (the background — felt, niches, slot outlines, column numbers — painted once per
window size, card sprites once per card size). The picture (`game.scenes.tabletop.picture`)
decides *what* to show and where; the painter knows *how* each piece looks.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import FOUNDATIONS, WASTE_PILE, Card, Position, column_pile, foundation_suit
from game.view import appearance, fonts, niches, theme
from game.view.bounded import BoundedSurfaces
from game.view.card_sprites import CardSprites, index_depth, index_width, rounded_card, soft_shadow
from game.view.felt import felt_gradient, grain_pixels
from game.view.layout import TableLayout

if TYPE_CHECKING:
    from game.view.flights import Floating  # for the type only: the flights load with the table

# Glows and lift shadows come in as many sizes as lifted runs have heights: each a picture of
# up to 2 MB at 4K. The most recently used are kept up to this many bytes (a 4K table shows a
# few at a time); 200,000 random events grew an unbounded cache by hundreds of MB.
GLOW_CACHE_BYTES = 8 * 2**20


def _felt(size: tuple[int, int], name: str = theme.FELT_DEFAULT) -> pygame.Surface:
    """A radial felt gradient with a fine grain (random, but seeded: every run looks the same),
    in the colours of felt ``name`` (theme.FELT_COLOURS)."""
    w, h = size
    surface = felt_gradient((w, h), name)
    grain = _grain()
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            surface.blit(grain, (x, y))
    return surface


_grain_tile: list[pygame.Surface] = []


def _grain() -> pygame.Surface:
    """The felt's grain tile, made once (live window resizing repaints the felt many times)."""
    if not _grain_tile:
        # Row by row, as one buffer (a pixel at a time cost a start-up 40 ms); the same values.
        pixels = grain_pixels(random.Random(40), theme.FELT_NOISE, 128 * 128)
        # Read as BGRA (the same bytes: red and blue are equal in every pixel), the windows' own
        # layout of an alpha surface: laid over the felt in 1 ms, where RGBA took 20 ms at 1280×720.
        _grain_tile.append(pygame.image.frombytes(pixels, (128, 128), "BGRA"))
    return _grain_tile[0]


def glow_surface(size: tuple[int, int], colour, radius: float) -> pygame.Surface:
    """A bright halo around a card-sized rectangle: a wide soft glow, a thick edge with a light core
    and a wash over the card itself, so a target reads at a glance (as strong as the highlight of
    Microsoft's Solitaire Collection; a thin outline is easy to miss)."""
    w, h = size
    g = max(8, round(w * 0.2))
    surface = pygame.Surface((w + 2 * g, h + 2 * g), pygame.SRCALPHA)
    for i in range(g, 0, -1):
        alpha = round(235 * (1 - i / g) ** 1.15)
        rect = pygame.Rect(g - i, g - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(surface, (*colour, alpha), rect, width=2, border_radius=round(radius + i))
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(wash, (*colour, 52), wash.get_rect(), border_radius=round(radius))
    surface.blit(wash, (g, g))
    edge = max(4, round(w * 0.055))
    band = pygame.Rect(g - edge // 2, g - edge // 2, w + 2 * (edge // 2), h + 2 * (edge // 2))
    pygame.draw.rect(surface, (*colour, 255), band, width=edge, border_radius=round(radius + edge / 2))
    light = tuple(round(c + (255 - c) * 0.6) for c in colour)
    core = max(1, edge // 3)
    pygame.draw.rect(surface, (*light, 255), band.inflate(-2 * core, -2 * core), width=core,
                     border_radius=round(radius + edge / 2 - core))
    return surface


class TablePainter:
    """Cached drawing for one layout (rebuild it on resize or when card options change)."""

    def __init__(self, layout: TableLayout, four_colour: bool = False) -> None:
        self.layout = layout
        self.four_colour = four_colour
        self.felt, self.back = appearance.felt(), appearance.back()     # the player's looks, as chosen now
        self.sprites = CardSprites(layout.card_w, four_colour, self.back, layout.index_size)
        if layout.foundation_w != layout.card_w:
            self.foundation_sprites = CardSprites(layout.foundation_w, four_colour, self.back)
        else:
            self.foundation_sprites = self.sprites
        self._glows = BoundedSurfaces(GLOW_CACHE_BYTES)
        self._background: pygame.Surface | None = self._paint_background()

    @property
    def background(self) -> pygame.Surface:
        """The felt with the niches and slots, painted again when it was let go."""
        if self._background is None:
            self._background = self._paint_background()
        return self._background

    def forget_background(self) -> None:
        """Let the window-sized felt go (the table is covered); `background` paints it again."""
        self._background = None

    @classmethod
    def for_layout(cls, layout: TableLayout, four_colour: bool, old: TablePainter | None) -> TablePainter:
        """A painter for ``layout``: ``old`` itself when nothing it caches changed (a re-lay that
        only moved a column boundary), so re-laying the table costs no repaint. A felt or card
        back chosen since (`appearance`) makes a new one, so the choice shows at once."""
        same_cards = old is not None and old.four_colour == four_colour and old.back == appearance.back()
        if old is not None and same_cards and old.felt == appearance.felt() and old.layout.look() == layout.look():
            old.layout = layout
            return old
        if old is not None:
            old.forget_background()   # first: two window-sized felts at once are 64 MB at 4K
        painter = cls(layout, four_colour)
        if old is not None and same_cards:   # the faces and backs drawn so far stay good
            for mine in ("sprites", "foundation_sprites"):
                for theirs in (old.sprites, old.foundation_sprites):
                    if getattr(painter, mine).width == theirs.width:
                        setattr(painter, mine, theirs)
        return painter

    # --- static background -------------------------------------------------------------

    def _paint_background(self) -> pygame.Surface:
        lay = self.layout
        surface = _felt(lay.size, self.felt)
        pad = niches.margin(lay.foundation_w)
        looks = [(rect.size, foundation_suit(f)) for f, rect in enumerate(lay.foundations)]
        stones = {size: niches.stone(size) for size in {size for size, _ in looks}}   # one a size
        drawn = {look: niches.niche(stones[look[0]], *look) for look in set(looks)}    # one a suit
        for look, rect in zip(looks, lay.foundations, strict=True):
            surface.blit(drawn[look], (rect.x - pad, rect.y - pad))
        slot = rounded_card((lay.card_w, lay.card_h), (*theme.SHADOW, theme.SLOT_FILL_ALPHA), (*theme.SLOT_OUTLINE, theme.SLOT_OUTLINE_ALPHA),
                            lay.card_w * theme.CARD_RADIUS, max(1.5, lay.card_w / 60))
        for column in lay.columns:
            surface.blit(slot, column.topleft)
        surface.blit(slot, lay.talon.topleft)
        surface.blit(slot, lay.waste.topleft)
        for c, label in enumerate(lay.column_labels):
            number = fonts.font(round(label.h * 0.8), bold=True).render(str(c + 1), True, theme.COLUMN_NUMBER)
            surface.blit(number, number.get_rect(center=label.center))
        hud = pygame.Surface(lay.hud.size, pygame.SRCALPHA)
        hud.fill((*theme.HUD_BAR, theme.HUD_BAR_ALPHA))
        pygame.draw.line(hud, (*theme.BUTTON_EDGE, 90), (0, hud.get_height() - 1), (hud.get_width(), hud.get_height() - 1))
        surface.blit(hud, lay.hud.topleft)
        if lay.bar is not None:
            bar_rect = lay.bar.inflate(0, lay.margin)
            bar = pygame.Surface(bar_rect.size, pygame.SRCALPHA)
            bar.fill((*theme.HUD_BAR, theme.HUD_BAR_ALPHA))
            surface.blit(bar, bar_rect.topleft)
        return _converted(surface)

    # --- cards -------------------------------------------------------------------------

    def sprite(self, card: Card | None, width: int | None = None) -> pygame.Surface:
        """Face (or back for None) at a card width; other widths are scaled (only mid-flight)."""
        width = self.layout.card_w if width is None else width
        if width == self.sprites.width:
            return self.sprites.back() if card is None else self.sprites.face(card)
        if width == self.foundation_sprites.width:
            sprites = self.foundation_sprites
            return sprites.back() if card is None else sprites.face(card)
        base = self.sprites.back() if card is None else self.sprites.face(card)
        k = width / self.sprites.width
        return pygame.transform.scale(base, (max(1, round(base.get_width() * k)), max(1, round(base.get_height() * k))))

    def draw_card(self, surface: pygame.Surface, card: Card | None, rect, x_scale: float = 1.0) -> None:
        x, y, w = rect[0], rect[1], rect[2]
        sprite = self.sprite(card, round(w))
        if x_scale < 0.999:  # turning over: squeeze horizontally about the card's centre
            full = sprite.get_width()
            narrow = max(1, round(full * x_scale))
            sprite = pygame.transform.scale(sprite, (narrow, sprite.get_height()))
            x += (full - narrow) / 2
        surface.blit(sprite, (round(x), round(y)))

    def draw_resting(self, surface: pygame.Surface, display: Position, incoming: dict, floating: Floating,
                     runs=lambda column: ()) -> None:
        """Every card at rest, except those that float (lifted, dragged, shaking)."""
        lay = self.layout
        for f in range(FOUNDATIONS):
            top = display.foundations[f]
            if top:
                surface.blit(self.foundation_sprites.face(Card(top, foundation_suit(f))), lay.foundations[f].topleft)
        self.draw_talon(surface, len(display.talon))
        from_waste = floating.get(WASTE_PILE, (len(display.waste), 0, 0))[0]
        for i, card in enumerate(display.waste[:from_waste]):
            if i >= len(display.waste) - 3:
                surface.blit(self.sprites.face(card), lay.waste_card(i, len(display.waste) + incoming.get(WASTE_PILE, 0)))
        for c, column in enumerate(display.columns):
            count = len(column) + incoming.get(column_pile(c), 0)
            stop = floating.get(column_pile(c), (len(column), 0, 0))[0]
            for i, card in enumerate(column[:stop]):
                surface.blit(self.sprites.face(card), lay.column_card(c, i, count, runs(c)))

    def draw_talon(self, surface: pygame.Surface, count: int) -> None:
        if count <= 0:
            return
        lay = self.layout
        back = self.sprites.back()
        depth = min(3, (count + 9) // 10)
        dx = max(1, round(lay.card_w * 0.012))
        for i in range(depth):
            surface.blit(back, (lay.talon.x - (depth - 1 - i) * dx, lay.talon.y - (depth - 1 - i) * dx))
        self.badge(surface, str(count), (lay.talon.right - round(lay.card_w * 0.1), lay.talon.bottom - round(lay.card_w * 0.1)))

    def badge(self, surface: pygame.Surface, text: str, centre: tuple[int, int]) -> None:
        size = max(10, round(self.layout.card_w * 0.15))
        label = fonts.text(text, size, theme.BADGE_TEXT, bold=True)
        r = max(label.get_width(), label.get_height()) // 2 + max(3, size // 4)
        pygame.draw.circle(surface, theme.BADGE_OUTLINE, centre, r + 2)
        pygame.draw.circle(surface, theme.BADGE, centre, r)
        pygame.draw.circle(surface, theme.BADGE_TEXT, centre, r, width=max(1, size // 8))
        surface.blit(label, label.get_rect(center=centre))

    def lift_shadow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A wide soft shadow under cards that are lifted or dragged: they read as above the table."""
        key = ("lift", rect.size)
        shadow = self._glows.get(key)
        if shadow is None:
            pad = round(self.layout.card_w * 0.08)
            shadow = soft_shadow((rect.w + 2 * pad, rect.h + 2 * pad), rect.w * theme.CARD_RADIUS + pad, 90)
            self._glows.put(key, shadow)
        pad = (shadow.get_width() - rect.w) // 2
        offset = round(self.layout.card_w * 0.05)
        surface.blit(shadow, (rect.x - pad + offset, rect.y - pad + offset * 2))

    # --- highlights --------------------------------------------------------------------

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, colour, alpha: int = 255) -> None:
        key = (rect.size, colour)
        halo = self._glows.get(key)
        if halo is None:
            halo = glow_surface(rect.size, colour, rect.w * theme.CARD_RADIUS)
            self._glows.put(key, halo)
        halo.set_alpha(alpha)
        g = (halo.get_width() - rect.w) // 2
        surface.blit(halo, (rect.x - g, rect.y - g))

    def last_move_mark(self, surface: pygame.Surface, rect: pygame.Rect, shown: pygame.Rect) -> None:
        """The quiet mark of a card the last move moved (card at ``rect``, of which ``shown`` is
        not covered by the next card): a small slate dot with a light rim at the top right of what
        shows, right of the widest corner index ("10♦") or, where there is no room beside it (a
        small card, a waste card fanned sideways), under it — the index stays whole (R2). Nothing
        where too little shows. A dot on the card, not a halo: never read as a glow."""
        index = self.layout.index_size if rect.w == self.layout.card_w else None
        air = max(2, round(rect.w * 0.04))
        radius = max(3, round(rect.w * 0.07))
        across = 2 * (radius + 1 + air)
        right = shown.right - air - radius - 1
        if shown.right - (rect.x + index_width(rect.w, index)) >= across and shown.bottom - rect.y >= across:
            top = rect.y
        elif shown.w >= across and shown.bottom - rect.y - index_depth(rect.w, index) >= across:
            top = rect.y + index_depth(rect.w, index)
        else:
            return
        centre = (right, top + air + radius + 1)
        pygame.draw.circle(surface, theme.LAST_MOVE_RIM, centre, radius + 1)
        pygame.draw.circle(surface, theme.LAST_MOVE, centre, radius)

    def focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The keyboard focus (B4): a crisp white ring with a dark edge, clear on felt and cards."""
        w = max(2, round(rect.w * 0.035))
        gap = w + 2
        radius = round(rect.w * theme.CARD_RADIUS) + gap
        outer = rect.inflate(2 * (gap + w), 2 * (gap + w))
        pygame.draw.rect(surface, theme.FOCUS_EDGE, outer.inflate(2, 2), width=w + 2, border_radius=radius + w)
        pygame.draw.rect(surface, theme.FOCUS_RING, outer, width=w, border_radius=radius + w)

    @staticmethod
    def focus_ring_extent(rect: pygame.Rect) -> pygame.Rect:
        """Everything `focus_ring` draws around ``rect``."""
        w = max(2, round(rect.w * 0.035))
        return rect.inflate(4 * w + 6, 4 * w + 6)

    def arrow(self, surface: pygame.Surface, rect: pygame.Rect, bob: float) -> None:
        """The small arrow that marks the best target (R9): pointing down onto its top edge, bobbing."""
        points = arrow_points(rect, self.layout.card_w, bob, self.layout.hud.bottom)
        outline = max(2, arrow_size(self.layout.card_w)[0] // 9)
        pygame.draw.polygon(surface, theme.SHADOW, [(x + outline, y + outline) for x, y in points])
        pygame.draw.polygon(surface, theme.ARROW, points)
        pygame.draw.polygon(surface, theme.GLOW_TARGET, points, width=outline)

    # --- controls ----------------------------------------------------------------------

    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool = True,
               accent: bool = False, size: int | None = None, hover: bool = False) -> None:
        size = size or self.layout.text_size
        radius = rect.h // 2
        face = theme.ACCENT_BUTTON if accent else theme.BUTTON_FACE
        if hover and enabled:
            face = (min(255, face[0] + theme.BUTTON_HOVER_LIFT), min(255, face[1] + theme.BUTTON_HOVER_LIFT),
                    min(255, face[2] + theme.BUTTON_HOVER_LIFT))
        pygame.draw.rect(surface, theme.SHADOW, rect.move(0, max(1, rect.h // 14)), border_radius=radius)
        pygame.draw.rect(surface, face, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.BUTTON_EDGE if not accent else theme.ACCENT_EDGE, rect, width=max(1, rect.h // 18),
                         border_radius=radius)
        colour = (theme.ACCENT_TEXT if accent else theme.BUTTON_TEXT) if enabled else theme.BUTTON_DISABLED_TEXT
        text = fonts.text(label, size, colour, bold=True)
        if text.get_width() > rect.w - radius:
            text = fonts.text(label, round(size * (rect.w - radius) / text.get_width()), colour, bold=True)
        surface.blit(text, text.get_rect(center=rect.center))

    def tooltip(self, surface: pygame.Surface, anchor: pygame.Rect, text: str, size: int) -> None:
        """A small label under ``anchor`` (above it when there is no room below), inside the window."""
        label = fonts.text(text, size, theme.PILL_TEXT, bold=True)
        pad = max(4, size // 2)
        rect = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height() + pad)
        rect.midtop = (anchor.centerx, anchor.bottom + pad)
        if rect.bottom > surface.get_height():
            rect.midbottom = (anchor.centerx, anchor.y - pad)
        rect.clamp_ip(surface.get_rect())
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PILL, 235), box.get_rect(), border_radius=pad)
        pygame.draw.rect(box, (*theme.BUTTON_EDGE, 200), box.get_rect(), width=1, border_radius=pad)
        surface.blit(box, rect.topleft)
        surface.blit(label, label.get_rect(center=rect.center))

    def pill(self, surface: pygame.Surface, rect: pygame.Rect, label: str, colour=theme.PILL_TEXT, alpha: int = 215,
             size: int | None = None) -> None:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PILL, alpha), box.get_rect(), border_radius=rect.h // 2)
        surface.blit(box, rect.topleft)
        size = size or round(rect.h * 0.5)
        text = fonts.text(label, size, colour, bold=True)
        if text.get_width() > rect.w - rect.h * 0.6:
            text = fonts.text(label, max(8, round(size * (rect.w - rect.h * 0.6) / text.get_width())), colour, bold=True)
        surface.blit(text, text.get_rect(center=rect.center))


def arrow_size(card_w: int) -> tuple[int, int]:
    """(width, head height) of the best-target arrow for a card width."""
    w = max(12, round(card_w * 0.26))
    return w, round(w * 0.75)


def arrow_points(rect: pygame.Rect, card_w: int, bob: float, ceiling: int) -> list[tuple[float, float]]:
    """The arrow over ``rect``'s top edge; never above ``ceiling`` (the HUD's bottom): over a
    foundation it comes down onto the card's top instead of poking into the header."""
    w, h = arrow_size(card_w)
    cx = rect.centerx
    bob_room = card_w * 0.03   # the scene bobs it by at most 2 % of a card's height
    tip_y = max(rect.y + round(h * 0.2), ceiling + 2 + h * 1.5 + bob_room) + max(-bob_room, min(bob_room, bob))
    return [(cx, tip_y), (cx - w / 2, tip_y - h), (cx - w / 6, tip_y - h), (cx - w / 6, tip_y - h * 1.5),
            (cx + w / 6, tip_y - h * 1.5), (cx + w / 6, tip_y - h), (cx + w / 2, tip_y - h)]


def _converted(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format (the fastest blits): itself when it is in it
    already (the felt is, where the window's surfaces are made in its format), else a converted copy.
    Converting a surface already in that format would only copy it: two window-sized felts at
    once, 33 MB more at the peak when a covered table paints its felt again at 4K."""
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    if display is None:
        return surface
    if (surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks()
            and not surface.get_flags() & pygame.SRCALPHA):
        return surface
    return surface.convert()
