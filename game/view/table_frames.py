"""Where the cards sit for one card width, and the largest card width at which every column fits.

Three arrangements (R2: foundations along the top, talon bottom left with the waste beside it):

- ``SIDE`` (wide windows): talon and waste at the bottom of a panel left of the ten columns,
  so every column reaches down to the bottom edge; the panel above the talon holds the
  messages. Costs width, gains a card's height for columns 1–3 — the better deal on 16:9.
- ``BELOW`` (squarer windows, large cards): the ten columns span the width; talon and waste
  sit under columns 1 and 2, which end above them; the other columns end above a band of
  messages at the bottom.
- ``PORTRAIT``: two rows of five columns, talon and waste bottom left, messages beside them.

A column of n cards needs one card plus n−1 strips, each at least as high as the corner index
(`card_sprites.index_depth`), so no rank or suit is ever clipped. `fit` searches the largest
card width for which every column can hold the number of cards it is asked to, so a window
gives up card size only when a column really is that long.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

import pygame

from game.engine import COLUMNS, FOUNDATIONS
from game.view import theme
from game.view.card_sprites import index_depth

WASTE_FAN = 0.3            # horizontal offset of the fanned waste cards, of card width (SIDE, PORTRAIT)
TALON_GAP = 0.1            # between talon and waste, of card width
ROW_GAP = 0.08             # between the foundations and the columns (and the talon), of card height
PORTRAIT_FOUNDATION_GAP = 0.12
SMALLEST_CARD = 16


class Arrangement(Enum):
    SIDE = "side"
    BELOW = "below"
    PORTRAIT = "portrait"


@dataclass(frozen=True)
class Spacing:
    """Gaps between columns and how many cards a column may hold before the cards shrink.

    ``landscape_floor`` 16 is the longest column a real game can build (three dealt cards
    under a King-to-Ace run), so normal cards never change size in a landscape game. "Large
    cards" (B4) narrows the gaps and plans for six cards: the cards are a quarter or more
    bigger and shrink step by step only while a column is longer than the window allows.
    """

    column_gap: float
    portrait_gap: float
    landscape_floor: int
    portrait_floor: int


NORMAL = Spacing(0.16, 0.16, 16, 7)
LARGE = Spacing(0.07, 0.05, 6, 5)


@dataclass
class Frame:
    """The card places of one arrangement at one card width (what `TableLayout` is built from)."""

    arrangement: Arrangement
    card_w: int
    card_h: int
    foundation_w: int
    foundation_h: int
    foundations: list[pygame.Rect]
    columns: list[pygame.Rect]
    labels: list[pygame.Rect]
    talon: pygame.Rect
    waste: pygame.Rect
    waste_fan: float
    message_area: pygame.Rect
    strip_min: int

    def capacity(self, column: int) -> int:
        """How many cards column ``column`` shows with every strip readable."""
        room = self.columns[column].h - self.card_h
        return 1 + max(0, room) // max(1, self.strip_min)


@dataclass(frozen=True)
class Chrome:
    """What the frame must leave room for: window, margin, the HUD bar, the bottom bar (portrait)."""

    width: int
    height: int
    margin: int
    hud_h: int
    bar_h: int            # portrait: the button bar at the bottom (0 in landscape)
    band_h: int           # BELOW: the message band under columns 3–10; PORTRAIT: the least height beside the talon
    label_h: int          # portrait: the column numbers
    panel_min: int = 0    # SIDE: the least width of the panel, for the words above the talon
    columns: int = COLUMNS   # how many columns the variant deals


INDEX_SHARE = 0.216        # the corner index's depth is about this share of the card's height


def strip_min(card_w: int, exact: bool = True) -> int:
    """The least visible strip of a covered card: its corner index plus a pixel or two of air
    (``exact=False``: estimated, for the search; the chosen width is checked with the real depth)."""
    card_h = round(card_w * theme.CARD_ASPECT)
    depth = index_depth(card_w) if exact else math.ceil(card_h * INDEX_SHARE)
    return depth + max(1, round(card_h * 0.012))


def frame(chrome: Chrome, arrangement: Arrangement, card_w: int, spacing: Spacing,
          upper: int | None = None, exact: bool = True) -> Frame | None:
    """The places at ``card_w``, or None when the cards do not fit the window's width.

    ``upper`` (portrait only): the height of the upper row of columns (None: half)."""
    if arrangement == Arrangement.PORTRAIT:
        return _portrait(chrome, card_w, spacing, upper, exact)
    return _landscape(chrome, arrangement, card_w, spacing, exact)


def _landscape(c: Chrome, arrangement: Arrangement, w: int, spacing: Spacing, exact: bool) -> Frame | None:
    h = round(w * theme.CARD_ASPECT)
    g = round(w * spacing.column_gap)
    block = c.columns * w + (c.columns - 1) * g
    top, bottom = c.hud_h + c.margin, c.height - c.margin
    fg = max(4, round(h * ROW_GAP))
    side = arrangement == Arrangement.SIDE
    fan = WASTE_FAN if side else 0.0
    panel_w = w + round(w * TALON_GAP) + w + round(2 * fan * w)
    if side:
        panel_w = max(panel_w, c.panel_min)
    panel_gap = max(g, round(w * 0.15))
    total = block + (panel_w + panel_gap if side else 0)
    if total > c.width - 2 * c.margin:
        return None
    left = (c.width - total) // 2
    x0 = left + (panel_w + panel_gap if side else 0)
    xs = [x0 + i * (w + g) for i in range(c.columns)]
    found_x = x0 + (block - (FOUNDATIONS * w + (FOUNDATIONS - 1) * g)) // 2
    foundations = [pygame.Rect(found_x + f * (w + g), top, w, h) for f in range(FOUNDATIONS)]
    col_top = top + h + fg
    talon = pygame.Rect(left if side else xs[0], bottom - h, w, h)
    waste = pygame.Rect(talon.right + round(w * TALON_GAP) if side else xs[1], bottom - h, w, h)
    if side:
        columns = [pygame.Rect(x, col_top, w, bottom - col_top) for x in xs]
        area = pygame.Rect(left, top, panel_w, talon.y - fg - top)
    else:
        area = pygame.Rect(xs[2], bottom - c.band_h, xs[-1] + w - xs[2], c.band_h)
        columns = [pygame.Rect(x, col_top, w, (talon.y if i < 2 else area.y) - fg - col_top) for i, x in enumerate(xs)]
    return Frame(arrangement, w, h, w, h, foundations, columns, [], talon, waste, fan, area, strip_min(w, exact))


def _per_row(c: Chrome) -> int:
    """Portrait: columns in the upper row (the lower row has the rest, one fewer when odd)."""
    return (c.columns + 1) // 2


def _portrait_rows(c: Chrome, w: int) -> tuple[int, int, int, int, int]:
    """(foundation width, foundation height, top of the column rows, their height, row gap)."""
    h = round(w * theme.CARD_ASPECT)
    fw = int((c.width - 2 * c.margin) / (FOUNDATIONS + (FOUNDATIONS - 1) * PORTRAIT_FOUNDATION_GAP))
    fh = round(fw * theme.CARD_ASPECT)
    gy = max(4, round(c.margin * 0.8))
    rows_top = c.hud_h + c.margin + fh + gy
    bottom_y = c.height - c.margin - c.bar_h - gy - max(h, c.band_h)
    return fw, fh, rows_top, bottom_y - gy - rows_top, gy


def _portrait(c: Chrome, w: int, spacing: Spacing, upper: int | None, exact: bool) -> Frame | None:
    per_row = _per_row(c)
    h = round(w * theme.CARD_ASPECT)
    g = round(w * spacing.portrait_gap)
    block = per_row * w + (per_row - 1) * g
    if block > c.width - 2 * c.margin:
        return None
    fw, fh, rows_top, rows_h, gy = _portrait_rows(c, w)
    fgap = fw * PORTRAIT_FOUNDATION_GAP
    f_left = (c.width - (FOUNDATIONS * fw + (FOUNDATIONS - 1) * fgap)) / 2
    top = c.hud_h + c.margin
    foundations = [pygame.Rect(round(f_left + f * (fw + fgap)), top, fw, fh) for f in range(FOUNDATIONS)]
    left = (c.width - block) // 2
    xs = [left + i * (w + g) for i in range(per_row)]
    upper = rows_h // 2 if upper is None else upper
    heights = (upper, rows_h - upper)
    columns: list[pygame.Rect] = []
    labels: list[pygame.Rect] = []
    for col in range(c.columns):
        row, slot = divmod(col, per_row)
        y = rows_top + (upper if row else 0)
        labels.append(pygame.Rect(xs[slot], y, w, c.label_h))
        columns.append(pygame.Rect(xs[slot], y + c.label_h, w, heights[row] - c.label_h - gy // 2))
    row_y = rows_top + rows_h + gy
    row_h = max(h, c.band_h)
    talon = pygame.Rect(xs[0], row_y + row_h - h, w, h)
    waste = pygame.Rect(xs[0] + w + round(w * TALON_GAP), talon.y, w, h)
    area_x = waste.right + round(2 * WASTE_FAN * w) + gy
    area = pygame.Rect(area_x, row_y, c.width - c.margin - area_x, row_h)
    return Frame(Arrangement.PORTRAIT, w, h, fw, fh, foundations, columns, labels, talon, waste, WASTE_FAN, area,
                 strip_min(w, exact))


def portrait_split(c: Chrome, w: int, demand: tuple[int, ...], exact: bool = True) -> int | None:
    """The upper row's height: half the rows, unless one row needs more and the other can spare
    it (so the lower row stays put while both rows are short). None: no split fits both."""
    per_row = _per_row(c)
    h = round(w * theme.CARD_ASPECT)
    _, _, _, rows_h, gy = _portrait_rows(c, w)
    strip = strip_min(w, exact)
    upper_need, lower_need = (c.label_h + gy // 2 + h + (max(part) - 1) * strip
                              for part in (demand[:per_row], demand[per_row:]))
    half = rows_h // 2
    if upper_need <= half and lower_need <= rows_h - half:
        return half
    if upper_need + lower_need > rows_h:
        return None
    return upper_need if upper_need > half else rows_h - lower_need


def fits(f: Frame | None, demand: tuple[int, ...]) -> bool:
    return f is not None and all(f.capacity(i) >= need for i, need in enumerate(demand))


def fit(chrome: Chrome, arrangement: Arrangement, spacing: Spacing, demand: tuple[int, ...]) -> Frame:
    """The frame with the largest card width at which column i holds ``demand[i]`` readable cards
    (the smallest card when even that does not fit: tiny windows squeeze below the index)."""

    def at(w: int, exact: bool) -> Frame | None:
        if arrangement != Arrangement.PORTRAIT:
            return frame(chrome, arrangement, w, spacing, exact=exact)
        upper = portrait_split(chrome, w, demand, exact)
        return None if upper is None else frame(chrome, arrangement, w, spacing, upper, exact)

    lo, hi = SMALLEST_CARD, max(SMALLEST_CARD, chrome.width // chrome.columns * 2)
    found = None
    while lo <= hi:   # the search estimates the index depth; the result is checked with the real one
        mid = (lo + hi) // 2
        if fits(at(mid, False), demand):
            found, lo = mid, mid + 1
        else:
            hi = mid - 1
    while found is not None and found >= SMALLEST_CARD:
        best = at(found, True)
        if fits(best, demand):
            while True:   # the estimate errs on the safe side: the real depth may allow a little more
                bigger = at(found + 1, True)
                if not fits(bigger, demand):
                    return best
                best, found = bigger, found + 1
        found -= 1
    smallest = frame(chrome, arrangement, SMALLEST_CARD, spacing)
    if smallest is None:   # not even the smallest cards fit the width: the last resort, no gaps
        smallest = frame(chrome, arrangement, SMALLEST_CARD, Spacing(0.0, 0.0, 1, 1))
    return smallest
