"""Where everything sits for a window size: landscape (ten columns) or portrait (two rows of five).

A `TableLayout` is pure geometry, recomputed on every resize. The card width is the
largest that fits both the width and the height, so nothing ever falls off the screen
from a phone-shaped 720×1280 to 4K; columns squeeze their overlap when they grow long.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import COLUMNS, FOUNDATIONS
from game.view import theme

COLUMN_GAP = 0.2           # of card width, between columns
STRIP = 0.245              # normal visible strip of a covered card, of card height
RUN_SQUEEZE = 0.4          # inside a same-suit run a strip may shrink to this share before others do
WASTE_FAN = 0.3            # horizontal offset of the fanned waste cards, of card width
WASTE_FANNED = 3


@dataclass
class TableLayout:
    size: tuple[int, int]
    portrait: bool
    card_w: int
    card_h: int
    foundation_w: int
    foundation_h: int
    margin: int
    hud: pygame.Rect
    foundations: list[pygame.Rect]
    columns: list[pygame.Rect]            # the area each column may fill (top card slot at its top)
    column_labels: list[pygame.Rect]      # number 1–10 above each column (portrait only)
    talon: pygame.Rect
    waste: pygame.Rect
    reminder: pygame.Rect                 # "Auf dem Tisch geht noch was"
    selection_bar: pygame.Rect
    finish_button: pygame.Rect
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)   # menu, undo, redo, hint
    text_size: int = 16
    _offsets: dict = field(default_factory=dict, repr=False)

    # --- columns -------------------------------------------------------------------------

    def column_step(self, column: int, count: int) -> float:
        """Distance between successive cards of a column of ``count`` cards with no runs in it."""
        offsets = self.column_offsets(column, count)
        return offsets[1] - offsets[0] if count > 1 else self.card_h * STRIP

    def column_offsets(self, column: int, count: int, runs: tuple[bool, ...] = ()) -> list[float]:
        """Top of each card of a column below the column's top, squeezed to fit its area.

        ``runs[i]`` is True when card i+1 builds on card i (same suit, one lower). When the
        column must squeeze, those strips shrink first — the hidden card is the obvious
        successor — so the strips of the cards that break a run stay readable longest.
        """
        key = (column, count, runs)
        cached = self._offsets.get(key)
        if cached is not None:
            return cached
        gaps = max(0, count - 1)
        normal = self.card_h * STRIP
        room = max(0.0, self.columns[column].h - self.card_h)
        flags = [i < len(runs) and runs[i] for i in range(gaps)]
        in_run = sum(flags)
        breaks = gaps - in_run
        if gaps * normal <= room:
            run_step = break_step = normal
        elif breaks * normal + in_run * normal * RUN_SQUEEZE <= room:
            break_step, run_step = normal, (room - breaks * normal) / in_run
        else:
            break_step = room / (breaks + in_run * RUN_SQUEEZE)
            run_step = break_step * RUN_SQUEEZE
        offsets = [0.0]
        for flag in flags:
            offsets.append(offsets[-1] + (run_step if flag else break_step))
        if len(self._offsets) > 256:
            self._offsets.clear()
        self._offsets[key] = offsets
        return offsets

    def column_card(self, column: int, index: int, count: int, runs: tuple[bool, ...] = ()) -> pygame.Rect:
        area = self.columns[column]
        y = area.y + self.column_offsets(column, max(count, index + 1), runs)[index]
        return pygame.Rect(area.x, round(y), self.card_w, self.card_h)

    def waste_card(self, index: int, count: int) -> pygame.Rect:
        """Rect of waste card ``index`` of ``count``: the top three fan out to the right."""
        fanned_from = max(0, count - WASTE_FANNED)
        slot = max(0, index - fanned_from)
        return self.waste.move(round(slot * self.card_w * WASTE_FAN), 0)


@dataclass(frozen=True)
class Spacing:
    """How much room the layout keeps between columns and how many strips it budgets per column.

    "Large cards" (B4) trades gaps and budgeted column length for card size; long columns
    then squeeze sooner, which the layout handles anyway.
    """

    column_gap: float
    landscape_strips: float
    portrait_gap: float
    portrait_strips: float


NORMAL = Spacing(COLUMN_GAP, 5, 0.16, 4)
LARGE = Spacing(0.07, 3, 0.05, 2.5)


def compute_layout(size: tuple[int, int], with_menu: bool = False, large: bool = False) -> TableLayout:
    """Geometry for a window of ``size``; ``with_menu`` reserves the ☰ button (only when a menu
    exists); ``large`` is the large-cards option."""
    width, height = size
    spacing = LARGE if large else NORMAL
    if height > width:
        return _portrait(width, height, with_menu, spacing)
    return _landscape(width, height, with_menu, spacing)


def _hud_height(width: int, height: int) -> int:
    return max(34, round(min(width, height) * 0.055))


def _landscape(width: int, height: int, with_menu: bool, spacing: Spacing) -> TableLayout:
    margin = max(6, round(min(width, height) * 0.014))
    hud_h = _hud_height(width, height)
    by_width = (width - 2 * margin) / (COLUMNS + (COLUMNS - 1) * spacing.column_gap)
    gap_y = 0.1  # of card height, between rows
    # foundations + bottom row + a column showing one card and five strips, plus gaps
    rows = 3 + spacing.landscape_strips * STRIP + 3 * gap_y
    by_height = (height - hud_h - 2 * margin) / rows / theme.CARD_ASPECT
    card_w = int(min(by_width, by_height))
    card_h = round(card_w * theme.CARD_ASPECT)
    gap = card_w * spacing.column_gap
    gy = round(card_h * gap_y)
    total_w = COLUMNS * card_w + (COLUMNS - 1) * gap
    left = (width - total_w) / 2
    xs = [round(left + c * (card_w + gap)) for c in range(COLUMNS)]

    hud = pygame.Rect(0, 0, width, hud_h)
    top = hud_h + margin
    found_left = (width - (FOUNDATIONS * card_w + (FOUNDATIONS - 1) * gap)) / 2
    foundations = [pygame.Rect(round(found_left + f * (card_w + gap)), top, card_w, card_h) for f in range(FOUNDATIONS)]
    bottom_y = height - margin - card_h
    col_top = top + card_h + gy
    control_h = max(30, round(card_h * 0.26))
    control_y = height - margin - control_h
    # Columns 1–3 stop above the talon and the fanned waste; the others reach down to the
    # control band (reminder, selection bar, "Alles ablegen"), so long columns squeeze less.
    columns = [pygame.Rect(x, col_top, card_w, (bottom_y if c < 3 else control_y) - gy - col_top)
               for c, x in enumerate(xs)]
    talon = pygame.Rect(xs[0], bottom_y, card_w, card_h)
    waste = pygame.Rect(xs[1], bottom_y, card_w, card_h)
    reminder = pygame.Rect(xs[3], control_y, round(card_w * 2.6), control_h)
    selection_bar = pygame.Rect(0, control_y, round(card_w * 2.8), control_h)
    selection_bar.centerx = (xs[6] + xs[7] + card_w) // 2
    finish_button = pygame.Rect(xs[8], control_y, xs[9] + card_w - xs[8], control_h)
    text_size = max(12, round(hud_h * 0.42))
    buttons = _hud_buttons(hud, text_size, margin, with_menu)
    return TableLayout(
        (width, height), False, card_w, card_h, card_w, card_h, margin, hud, foundations, columns, [],
        talon, waste, reminder, selection_bar, finish_button, buttons, text_size,
    )


def _hud_buttons(bar: pygame.Rect, text_size: int, margin: int, with_menu: bool) -> dict[str, pygame.Rect]:
    """Menu, undo, redo, hint as pills at the right end of ``bar``."""
    h = round(bar.h * 0.74)
    widths = {"hint": text_size * 4.2, "redo": text_size * 7.0, "undo": text_size * 7.0, "menu": h * 1.3}
    buttons: dict[str, pygame.Rect] = {}
    x = bar.right - margin
    for name in ("menu", "hint", "redo", "undo")[0 if with_menu else 1:]:
        w = round(widths[name])
        x -= w
        buttons[name] = pygame.Rect(x, bar.centery - h // 2, w, h)
        x -= round(margin * 0.8)
    return buttons


def _portrait(width: int, height: int, with_menu: bool, spacing: Spacing) -> TableLayout:
    margin = max(6, round(min(width, height) * 0.02))
    hud_h = _hud_height(width, height)
    per_row = COLUMNS // 2
    gap_ratio = spacing.portrait_gap
    found_w = int((width - 2 * margin) / (FOUNDATIONS + (FOUNDATIONS - 1) * 0.12))
    found_h = round(found_w * theme.CARD_ASPECT)
    label_h = max(14, round(hud_h * 0.5))
    bar_h = hud_h
    gy = max(4, round(margin * 0.8))
    by_width = (width - 2 * margin) / (per_row + (per_row - 1) * gap_ratio)
    fixed = hud_h + 2 * margin + found_h + 4 * gy + bar_h + 2 * label_h
    # bottom row (one card) + two column rows of one card and four strips each (longer columns squeeze)
    by_height = (height - fixed) / (1 + 2 * (1 + spacing.portrait_strips * STRIP)) / theme.CARD_ASPECT
    card_w = int(min(by_width, by_height))
    card_h = round(card_w * theme.CARD_ASPECT)
    gap = card_w * gap_ratio
    total_w = per_row * card_w + (per_row - 1) * gap
    left = (width - total_w) / 2
    xs = [round(left + c * (card_w + gap)) for c in range(per_row)]

    hud = pygame.Rect(0, 0, width, hud_h)
    top = hud_h + margin
    f_gap = found_w * 0.12
    f_left = (width - (FOUNDATIONS * found_w + (FOUNDATIONS - 1) * f_gap)) / 2
    foundations = [pygame.Rect(round(f_left + f * (found_w + f_gap)), top, found_w, found_h) for f in range(FOUNDATIONS)]
    bar = pygame.Rect(0, height - bar_h - margin, width, bar_h)
    bottom_y = bar.y - gy - card_h
    rows_top = top + found_h + gy
    row_h = (bottom_y - gy - rows_top) // 2
    columns: list[pygame.Rect] = []
    labels: list[pygame.Rect] = []
    for c in range(COLUMNS):
        row, slot = divmod(c, per_row)
        y = rows_top + row * row_h
        labels.append(pygame.Rect(xs[slot], y, card_w, label_h))
        columns.append(pygame.Rect(xs[slot], y + label_h, card_w, row_h - label_h - gy // 2))
    talon = pygame.Rect(xs[0], bottom_y, card_w, card_h)
    waste = pygame.Rect(xs[1], bottom_y, card_w, card_h)
    control_h = max(30, round(card_h * 0.26))
    right_x = xs[2] + round(card_w * 0.55)
    right_w = width - margin - right_x
    reminder = pygame.Rect(right_x, bottom_y + round(card_h * 0.05), right_w, round(control_h * 0.85))
    selection_bar = pygame.Rect(right_x, bottom_y + card_h - control_h, right_w, control_h)
    # "Alles ablegen" needs an empty talon, so it never shows together with the reminder.
    finish_button = pygame.Rect(right_x, bottom_y + round(card_h * 0.05), right_w, control_h)
    text_size = max(12, round(hud_h * 0.4))
    buttons = _hud_buttons(bar, text_size, margin, with_menu)
    # Spread the bar's buttons evenly across the width: easier to reach with a thumb.
    names = ["undo", "redo", "hint", "menu"] if with_menu else ["undo", "redo", "hint"]
    slot_w = (width - 2 * margin) / len(names)
    for i, name in enumerate(names):
        rect = buttons[name]
        rect.w = round(slot_w - margin)
        rect.x = round(margin + i * slot_w + margin / 2)
    return TableLayout(
        (width, height), True, card_w, card_h, found_w, found_h, margin, hud, foundations, columns, labels,
        talon, waste, reminder, selection_bar, finish_button, buttons, text_size,
    )
