"""The whole waste spread out, while the player holds it (B17): where its cards and words go.

Why a view on demand and not a fan that compresses: the waste can hold 64 cards (Classic, the
talon turned through), and a card shows its rank and suit only on a strip as high as its corner
index (R2) or, fanned sideways, as wide as it. Beside the columns there is room for about a
dozen such strips (the side panel above the talon at 1280×720) and for three sideways; a fan
squeezed further hides exactly the buried cards a player plans around. So the table keeps its
three-card fan, and the whole waste opens over the lower table while the player holds the
waste (a long press, a tap on its covered cards, or V), every card's index whole: the cards at
the table's own size in rows, oldest first, each overlapping the one before by all but its
index, each row over the one before by all but its index strip; the last row, whole cards,
ends with the top card. The panel stands on the table's bottom edge (above the portrait button
bar), starting at the talon's left edge, and is wide only as its cards need.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import i18n
from game.view import fonts
from game.view.card_sprites import index_width
from game.view.layout import TableLayout
from game.view.word_places import line_height


@dataclass(frozen=True)
class Spread:
    """The panel, its caption's place and the card rects, oldest card first (the top card last)."""

    panel: pygame.Rect
    caption: pygame.Rect
    cards: list[pygame.Rect]
    text_size: int


def caption_text(count: int) -> str:
    """"Abwurfstapel: 23 Karten, die unterste zuerst"."""
    return i18n.trn("waste.spread", count)


def steps(layout: TableLayout) -> tuple[int, int]:
    """From one card to the next in a row (its index's width and a little air), and from one
    row to the next (a covered card's strip: its index's depth and a little air)."""
    return index_width(layout.card_w, layout.index_size) + max(2, round(layout.card_w * 0.04)), layout.strip_min


def spread(layout: TableLayout, count: int) -> Spread:
    """The whole waste of ``count`` cards laid out on ``layout`` (see the module docstring)."""
    card_w, card_h = layout.card_w, layout.card_h
    pad = max(4, layout.margin)
    size = layout.message_text_size
    step_x, step_y = steps(layout)
    room = layout.size[0] - 2 * layout.margin - 2 * pad
    per_row = max(1, min(count, (room - card_w) // step_x + 1))
    rows = max(1, math.ceil(count / per_row))
    text_w = fonts.font(size, bold=True).size(caption_text(count))[0]
    width = min(max((per_row - 1) * step_x + card_w, text_w), room) + 2 * pad
    caption_h = line_height(size)
    height = 2 * pad + caption_h + pad // 2 + (rows - 1) * step_y + card_h
    bottom = (layout.bar.y if layout.bar is not None else layout.size[1]) - layout.margin
    left = max(layout.margin, min(layout.talon.x - pad, layout.size[0] - layout.margin - width))
    panel = pygame.Rect(left, max(layout.hud.bottom, bottom - height), width, height)
    caption = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, caption_h)
    top = caption.bottom + pad // 2
    cards = [pygame.Rect(panel.x + pad + (i % per_row) * step_x, top + (i // per_row) * step_y, card_w, card_h)
             for i in range(count)]
    return Spread(panel, caption, cards, size)
