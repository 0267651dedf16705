"""Where the cards sit for one card width, and the largest card width at which every column fits.

Three arrangements (R2: foundations along the top, the talon bottom left with the waste next to
it — above it in ``SIDE``, to its right in the others), for as many columns as the variant deals
(`Chrome.columns`; ten in both shipped variants):

- ``SIDE`` (wide windows): a panel one card wide left of the columns holds the talon at the
  bottom and the waste right above it, its covered cards fanned upwards like a column's, so
  every column reaches down to the bottom edge and the panel costs only one card's width.
  The foundations sit over the last eight columns; the corner left of them, above the panel
  and the first columns, holds the messages.
- ``BELOW`` (squarer windows, large cards): the columns span the width; talon and waste sit
  under the first columns, which end above them; the other columns end above a band of
  messages at the bottom.
- ``PORTRAIT``: two rows of columns (the upper one holds the odd one of an odd count), talon
  and waste bottom left, messages beside them.

The waste's top card always lies on the same place (`Placement.waste`), so a tap finds it where it
was; the two cards under it peek out behind it by `Placement.waste_step` (up in ``SIDE``, left in
the others), each showing its whole corner index (rank and suit).

A column of n cards needs one card plus n−1 strips, each at least as high as the corner index
(`card_sprites.index_depth`), so no rank or suit is ever clipped. `fit` searches the largest
card width for which every column can hold the number of cards it is asked to, so a window
gives up card size only when a column really is that long.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TypeGuard

import pygame

from game.engine import COLUMNS, FOUNDATIONS
from game.view import theme
from game.view.card_sprites import index_depth, index_width, rank_size

STRIP = 0.245              # the visible strip of a covered card while the column has room, of card height
TALON_GAP = 0.1            # between talon and waste, of card width
ROW_GAP = 0.08             # between the foundations and the columns (and the talon), of card height
PORTRAIT_FOUNDATION_GAP = 0.12
SMALLEST_CARD = 16
READABLE_INDEX = 18        # rank letters (px) a small card's index grows to where the columns have height to spare


class Arrangement(Enum):
    SIDE = "side"
    BELOW = "below"
    PORTRAIT = "portrait"


@dataclass(frozen=True)
class Spacing:
    """Gaps between columns and how many cards a column may hold before the cards shrink.

    Normal cards plan for columns of twelve (``landscape_floor``), so the dealt cards use the
    window; a column that grows past it shrinks the cards a step per card (the longest a game
    can build is 16: three dealt cards under a King-to-Ace run). "Large cards" (B4) narrow the
    gaps and plan for six cards: bigger as far as the window's width allows (6–7 % on 16:9,
    where ten columns fill the width; 24 % at 2560×1080), a step smaller per card while a
    column is longer than that.
    """

    column_gap: float
    portrait_gap: float
    landscape_floor: int
    portrait_floor: int


NORMAL = Spacing(0.12, 0.16, 12, 7)
LARGE = Spacing(0.07, 0.05, 6, 5)


@dataclass
class Placement:
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
    waste: pygame.Rect            # the waste's top card
    waste_step: tuple[int, int]   # from one covered waste card to the next one under it
    message_area: pygame.Rect
    strip_min: int
    index_size: int = 0           # the corner index's rank letters in px (0: the card width's own)

    def capacity(self, column: int) -> int:
        """How many cards column ``column`` shows with every strip readable."""
        room = self.columns[column].h - self.card_h
        return 1 + max(0, room) // max(1, self.strip_min)


@dataclass(frozen=True)
class Chrome:
    """What the placement must leave room for: window, margin, the HUD bar, the bottom bar (portrait)."""

    width: int
    height: int
    margin: int
    hud_h: int
    bar_h: int            # portrait: the button bar at the bottom (0 in landscape)
    band_h: int           # BELOW: the message band under columns 3–10; PORTRAIT: the least height beside the talon
    label_h: int          # portrait: the column numbers
    columns: int = COLUMNS   # how many columns the variant deals
    corner_h: int = 0     # SIDE: the least height of the words' corner left of the foundations
    mirror: bool = False  # the talon on the right ("Talon rechts", left-handed): its side of the table mirrored


INDEX_WIDTH_SHARE = 0.6   # the corner index's width is about this share of the card's width (≥ 40 px)
INDEX_SHARE = 0.216        # the corner index's depth is about this share of the card's height


def strip_min(card_w: int, exact: bool = True, index: int | None = None) -> int:
    """The least visible strip of a covered card: its corner index (rank letters ``index`` px high,
    None: the width's own) plus a pixel or two of air (``exact=False``: estimated, for the search;
    the chosen width is checked with the real depth)."""
    card_h = round(card_w * theme.CARD_ASPECT)
    depth = index_depth(card_w, index) if exact else math.ceil(card_h * INDEX_SHARE)
    return depth + max(1, round(card_h * 0.012))


def waste_step(arrangement: Arrangement, card_w: int, strip: int, exact: bool = True,
               index: int | None = None) -> tuple[int, int]:
    """How far each covered waste card peeks out: up by a strip (SIDE), else left by the index's
    width, so its rank and suit show whole (``exact=False``: the width estimated, for the search —
    measuring it renders every index, ~50 ms a width at 4K; the chosen width is checked exactly)."""
    if arrangement == Arrangement.SIDE:
        return (0, -strip)
    across = index_width(card_w, index) if exact else min(card_w, max(21, math.ceil(card_w * INDEX_WIDTH_SHARE)))
    return (-(across + max(2, round(card_w * 0.04))), 0)


def placement(chrome: Chrome, arrangement: Arrangement, card_w: int, spacing: Spacing,
          upper: int | None = None, exact: bool = True, index: int | None = None) -> Placement | None:
    """The places at ``card_w``, or None when the cards do not fit the window's width.

    ``upper`` (portrait only): the height of the upper row of columns (None: half); ``index``:
    the corner index's rank letters (None: the card width's own)."""
    if arrangement == Arrangement.PORTRAIT:
        found = _portrait(chrome, card_w, spacing, upper, exact, index)
    else:
        found = _landscape(chrome, arrangement, card_w, spacing, exact, index)
    if found is not None and index is not None:
        found.index_size = index
    return found


def _landscape(c: Chrome, arrangement: Arrangement, w: int, spacing: Spacing, exact: bool,
               index: int | None = None) -> Placement | None:
    h = round(w * theme.CARD_ASPECT)
    g = round(w * spacing.column_gap)
    block = c.columns * w + (c.columns - 1) * g
    top, bottom = c.hud_h + c.margin, c.height - c.margin
    fg = max(4, round(h * ROW_GAP))
    least = strip_min(w, exact, index)
    if arrangement == Arrangement.SIDE:
        return _side(c, w, h, g, block, top, bottom, fg, least)
    if block > c.width - 2 * c.margin:
        return None
    left = (c.width - block) // 2
    xs = [left + i * (w + g) for i in range(c.columns)]
    foundations = _foundation_row(xs[0] + (block - (FOUNDATIONS * w + (FOUNDATIONS - 1) * g)) // 2, top, w, h, g)
    col_top = top + h + fg
    step = waste_step(Arrangement.BELOW, w, least, exact, index)
    talon = pygame.Rect(xs[0], bottom - h, w, h)
    waste = pygame.Rect(max(xs[1], talon.right + round(w * TALON_GAP)) - 2 * step[0], bottom - h, w, h)
    area_x = max(xs[2], waste.right + g)
    area = pygame.Rect(area_x, bottom - c.band_h, c.width - c.margin - area_x, c.band_h)   # to the window's margin
    if c.mirror:   # under the last columns; the words' band from the left margin to the waste
        talon = _mirrored(talon, left, block)
        waste, fan_left = _waste_left_of(talon, step, xs[-2] + w)
        area = pygame.Rect(c.margin, area.y, min(xs[-3] + w, fan_left - g) - c.margin, area.h)
    columns = [pygame.Rect(x, col_top, w, (min(talon.y, area.y) if area.x < x + w and x < area.right else talon.y)
                           - fg - col_top) for x in xs]
    return Placement(Arrangement.BELOW, w, h, w, h, foundations, columns, [], talon, waste, step, area, least)


def _mirrored(rect: pygame.Rect, left: int, width: int) -> pygame.Rect:
    """``rect`` mirrored inside the span of ``width`` pixels from ``left`` (the talon on the right)."""
    return pygame.Rect(2 * left + width - rect.right, rect.y, rect.w, rect.h)


def _waste_left_of(talon: pygame.Rect, step: tuple[int, int], right: int) -> tuple[pygame.Rect, int]:
    """The talon on the right: the waste's top card left of it, ending at ``right`` at most (a
    talon gap short of the talon), its covered cards peeking out further left as on the other
    side, so their indices show whole; and where that fan ends on the left."""
    top = pygame.Rect(min(right, talon.x - round(talon.w * TALON_GAP)) - talon.w, talon.y, talon.w, talon.h)
    return top, top.x + 2 * step[0]


def _side(c: Chrome, w: int, h: int, g: int, block: int, top: int, bottom: int, fg: int, least: int) -> Placement | None:
    """The panel one card wide on the left: talon at the bottom, the waste fanned up above it."""
    panel_gap = max(g, round(w * 0.3))   # wider than a column gap: the panel reads as its own place
    total = w + panel_gap + block
    if total > c.width - 2 * c.margin:
        return None
    left = (c.width - total) // 2
    xs = [left + w + panel_gap + i * (w + g) for i in range(c.columns)]
    foundations = _foundation_row(xs[max(0, c.columns - FOUNDATIONS)], top, w, h, g)
    corner_h = max(h + fg // 2, c.corner_h)
    col_top = top + corner_h + fg - fg // 2
    step = waste_step(Arrangement.SIDE, w, max(least, round(h * STRIP)))
    talon = pygame.Rect(left, bottom - h, w, h)
    waste = pygame.Rect(left, talon.y - fg - h, w, h)
    if waste.y + 2 * step[1] < col_top:   # the fanned waste would reach into the messages' corner
        return None
    columns = [pygame.Rect(x, col_top, w, bottom - col_top) for x in xs]
    area = pygame.Rect(left, top, max(0, foundations[0].x - g - left), corner_h)
    if c.mirror:   # the panel right of the columns, the foundations over the first ones, the words' corner top right
        columns = [_mirrored(rect, left, total) for rect in reversed(columns)]
        foundations = [_mirrored(rect, left, total) for rect in reversed(foundations)]
        talon, waste, area = (_mirrored(rect, left, total) for rect in (talon, waste, area))
    return Placement(Arrangement.SIDE, w, h, w, h, foundations, columns, [], talon, waste, step, area, least)


def _foundation_row(x: int, top: int, w: int, h: int, g: int) -> list[pygame.Rect]:
    return [pygame.Rect(x + f * (w + g), top, w, h) for f in range(FOUNDATIONS)]


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


def _portrait(c: Chrome, w: int, spacing: Spacing, upper: int | None, exact: bool,
              index: int | None = None) -> Placement | None:
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
    least = strip_min(w, exact, index)
    step = waste_step(Arrangement.PORTRAIT, w, least, exact, index)
    talon = pygame.Rect(xs[0], row_y + row_h - h, w, h)
    waste = pygame.Rect(xs[0] + w + round(w * TALON_GAP) - 2 * step[0], talon.y, w, h)
    area_x = waste.right + gy
    area = pygame.Rect(area_x, row_y, c.width - c.margin - area_x, row_h)
    if c.mirror:   # talon bottom right, the waste left of it, the words from the left margin
        talon = _mirrored(talon, left, block)
        waste, fan_left = _waste_left_of(talon, step, talon.x)
        area = pygame.Rect(c.margin, row_y, fan_left - gy - c.margin, row_h)
    return Placement(Arrangement.PORTRAIT, w, h, fw, fh, foundations, columns, labels, talon, waste, step, area, least)


def portrait_split(c: Chrome, w: int, demand: tuple[int, ...], exact: bool = True,
                   index: int | None = None) -> int | None:
    """The upper row's height: half the rows, unless one row needs more and the other can spare
    it (so the lower row stays put while both rows are short). None: no split fits both."""
    per_row = _per_row(c)
    h = round(w * theme.CARD_ASPECT)
    _, _, _, rows_h, gy = _portrait_rows(c, w)
    strip = strip_min(w, exact, index)
    upper_need, lower_need = (c.label_h + gy // 2 + h + (max(part) - 1) * strip
                              for part in (demand[:per_row], demand[per_row:]))
    half = rows_h // 2
    if upper_need <= half and lower_need <= rows_h - half:
        return half
    if upper_need + lower_need > rows_h:
        return None
    return upper_need if upper_need > half else rows_h - lower_need


def _larger_index(best: Placement, demand: tuple[int, ...], at: Callable[[int], Placement | None]) -> Placement:
    """``best`` with its corner index grown towards `READABLE_INDEX` as far as every column still
    holds its cards and the index fits inside the card (a small card in a window with height to
    spare: its rank and suit get bigger, not the felt)."""
    w = best.card_w
    for index in range(rank_size(w) + 1, READABLE_INDEX + 1):
        if index_width(w, index) > w - max(2, round(w * 0.05)):
            break
        larger = at(index)
        if not fits(larger, demand):
            break
        best = larger
    return best


def fits(f: Placement | None, demand: tuple[int, ...]) -> TypeGuard[Placement]:
    return f is not None and all(f.capacity(i) >= need for i, need in enumerate(demand))


def fit(chrome: Chrome, arrangement: Arrangement, spacing: Spacing, demand: tuple[int, ...]) -> Placement:
    """The placement with the largest card width at which column i holds ``demand[i]`` readable cards
    (the smallest card when even that does not fit: tiny windows squeeze below the index)."""

    def at(w: int, exact: bool, index: int | None = None) -> Placement | None:
        if arrangement != Arrangement.PORTRAIT:
            return placement(chrome, arrangement, w, spacing, exact=exact, index=index)
        upper = portrait_split(chrome, w, demand, exact, index)
        return None if upper is None else placement(chrome, arrangement, w, spacing, upper, exact, index)

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
                    return _larger_index(best, demand, partial(at, found, True))
                best, found = bigger, found + 1
        found -= 1
    smallest = placement(chrome, arrangement, SMALLEST_CARD, spacing)
    if smallest is None:   # not even the smallest cards fit the width: the last resort, no gaps
        smallest = placement(chrome, arrangement, SMALLEST_CARD, Spacing(0.0, 0.0, 1, 1))
    if smallest is None:
        raise ValueError(f"no table fits a window {chrome.width} pixels wide")   # below the window's least size
    return smallest
