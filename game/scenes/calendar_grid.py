"""The month grid of the daily-deal calendar (B9): where each day sits, and its picture.

A month is drawn as a grid of day cells, weeks from Monday, always room for six weeks (so the
panel never jumps between months; shorter months are centred). Each past day shows how its
daily deal ended by colour *and* symbol — a light green cell with ✓ (won on its day), a ✓ on
an outline only (won later: counts for the calendar, not the streak), a dark red cell with ✗
(lost), a plain dark cell (not played) — and a future day is no cell at all, only its date,
faint and thin, so nothing there looks like something to tap. Today has a
gold ring, the keyboard's day a white one (B4). A legend under the grid names all four.

Pure geometry and drawing: the scene (`daily_calendar`) decides what a tap does.
"""

from __future__ import annotations

import calendar
import datetime
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.exhaustive import assert_never
from game.i18n import tr
from game.i18n.formats import weekday_name
from game.storage.daily import DayResult
from game.view import fonts, theme

WEEKS = 6
HEADER_SHARE = 0.08     # of the grid's height: the weekday names
LEGEND_SHARE = 0.15     # of the grid's height: the legend (one or two lines)
DIGITS_SHARE = 0.42     # of a day's height: the font of its date (24 px, digits 18 px high, at 1920×1080)

# The legend: what each picture means, in the order a player meets them.
LEGEND = ((DayResult.WON, "daily.won"), (DayResult.WON_LATER, "daily.won_later"),
          (DayResult.LOST, "daily.lost"), (None, "daily.open"))


def month_days(year: int, month: int) -> list[list[datetime.date | None]]:
    """The month's weeks, Monday first; None where a week reaches into the next or last month."""
    weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(year, month)
    return [[datetime.date(year, month, day) if day else None for day in week] for week in weeks]


@dataclass
class CalendarGrid:
    """One month laid out in ``rect`` (window pixels): weekday names, weeks, legend."""

    rect: pygame.Rect
    year: int
    month: int

    @property
    def cell_size(self) -> tuple[int, int]:
        width = self.rect.w / 7
        height = min(self.rect.h * (1 - HEADER_SHARE - LEGEND_SHARE) / WEEKS, width * 0.9)
        return round(width), round(height)

    def _top(self) -> float:
        """Where the first week starts: below the weekday names, centred in six weeks' room."""
        weeks = len(month_days(self.year, self.month))
        room = self.rect.h * (1 - HEADER_SHARE - LEGEND_SHARE)
        return self.rect.y + self.rect.h * HEADER_SHARE + (room - weeks * self.cell_size[1]) / 2

    def cells(self) -> dict[datetime.date, pygame.Rect]:
        """Every day of the month and its cell."""
        width = self.rect.w / 7
        height = self.cell_size[1]
        top = self._top()
        cells: dict[datetime.date, pygame.Rect] = {}
        for row, week in enumerate(month_days(self.year, self.month)):
            for column, day in enumerate(week):
                if day is not None:
                    left = round(self.rect.x + column * width)
                    right = round(self.rect.x + (column + 1) * width)
                    y = round(top + row * height)
                    cells[day] = pygame.Rect(left, y, right - left, round(top + (row + 1) * height) - y)
        return cells

    def day_at(self, pos: tuple[int, int]) -> datetime.date | None:
        """The day whose cell holds ``pos`` (None between and outside the cells)."""
        return next((day for day, rect in self.cells().items() if rect.collidepoint(pos)), None)

    # --- painting --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, result: Callable[[datetime.date], DayResult | None],
             today: datetime.date, cursor: datetime.date | None = None,
             hover: tuple[int, int] | None = None) -> None:
        """The month as it stands: each day's result, today's ring, the keyboard's day."""
        width = self.rect.w / 7
        header = self.rect.h * HEADER_SHARE
        size = max(8, round(min(header * 0.62, width * 0.3)))
        for column in range(7):
            name = fonts.text(weekday_name(column), size, theme.HUD_DIM, bold=True)
            centre = (round(self.rect.x + (column + 0.5) * width), round(self.rect.y + header / 2))
            surface.blit(name, name.get_rect(center=centre))
        for day, cell in self.cells().items():
            future = day > today
            box = cell.inflate(-max(2, round(cell.w * 0.07)), -max(2, round(cell.h * 0.07)))
            hovered = hover is not None and not future and cell.collidepoint(hover)
            paint_day(surface, box, day.day, None if future else result(day), future, hovered)
            if day == today:
                ring(surface, box.inflate(4, 4), theme.DAY_TODAY, max(2, round(box.h * 0.08)))
            if day == cursor:
                outer = max(3, round(box.h * 0.07))
                ring(surface, box.inflate(2 * outer + 4, 2 * outer + 4), theme.FOCUS_EDGE, outer + 2)
                ring(surface, box.inflate(2 * outer, 2 * outer), theme.FOCUS_RING, outer)
        self._draw_legend(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """Swatch and word for each state, on one line or, when it does not fit, on two."""
        area = pygame.Rect(self.rect.x, round(self.rect.bottom - self.rect.h * LEGEND_SHARE),
                           self.rect.w, round(self.rect.h * LEGEND_SHARE))
        swatch = max(10, round(area.h * 0.42))
        size = max(8, round(swatch * 0.8))
        gap = swatch // 2
        items = [(state, fonts.text(tr(key), size, theme.DAY_TEXT)) for state, key in LEGEND]
        widths = [swatch + gap // 2 + word.get_width() for _, word in items]
        one_line = sum(widths) + gap * 2 * (len(items) - 1) <= area.w
        lines = [items] if one_line else [items[:2], items[2:]]
        line_h = area.h / (2 if one_line else len(lines))
        for index, line in enumerate(lines):
            total = sum(swatch + gap // 2 + word.get_width() for _, word in line) + gap * 2 * (len(line) - 1)
            x = area.centerx - total // 2
            y = round(area.y + (index + (0.5 if not one_line else 1.0)) * line_h)
            for state, word in line:
                box = pygame.Rect(x, y - swatch // 2, swatch, swatch)
                paint_day(surface, box, None, state, False, False)
                surface.blit(word, word.get_rect(midleft=(box.right + gap // 2, y)))
                x = box.right + gap // 2 + word.get_width() + gap * 2


def paint_day(surface: pygame.Surface, box: pygame.Rect, number: int | None, state: DayResult | None,
              future: bool, hovered: bool) -> None:
    """One day's cell (``number`` None: a legend swatch without the date)."""
    radius = max(2, round(box.h * 0.16))
    edge = max(1, round(box.h * 0.03))
    symbol, symbol_colour, text_colour = "", theme.DAY_TEXT, theme.DAY_TEXT
    if future:   # no cell at all, only a faint date: nothing there to tap yet
        text_colour = theme.DAY_FUTURE_TEXT
    else:
        match state:
            case DayResult.WON:
                pygame.draw.rect(surface, theme.DAY_WON, box, border_radius=radius)
                symbol, symbol_colour, text_colour = theme.SYMBOL_WON, theme.DAY_DARK_SYMBOL, theme.DAY_DARK_SYMBOL
            case DayResult.WON_LATER:
                pygame.draw.rect(surface, theme.DAY_OPEN, box, border_radius=radius)
                pygame.draw.rect(surface, theme.DAY_WON, box, width=max(2, round(box.h * 0.07)), border_radius=radius)
                symbol, symbol_colour = theme.SYMBOL_WON, theme.DAY_WON
            case DayResult.LOST:
                pygame.draw.rect(surface, theme.DAY_LOST, box, border_radius=radius)
                symbol, symbol_colour, text_colour = theme.SYMBOL_LOST, theme.DAY_LIGHT_SYMBOL, theme.DAY_LIGHT_SYMBOL
            case None:   # not played
                pygame.draw.rect(surface, theme.DAY_OPEN, box, border_radius=radius)
                pygame.draw.rect(surface, theme.DAY_EDGE, box, width=edge, border_radius=radius)
            case _:
                assert_never(state)
    if hovered:
        light = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(light, theme.DAY_SHEEN, light.get_rect(), border_radius=radius)
        surface.blit(light, box.topleft)
    if number is None:
        if symbol:
            mark = fonts.text(symbol, max(6, round(box.h * 0.8)), symbol_colour, bold=True)
            surface.blit(mark, mark.get_rect(center=box.center))
        return
    digits = fonts.text(str(number), max(7, round(box.h * DIGITS_SHARE)), text_colour, bold=not future)
    surface.blit(digits, (box.x + round(box.w * 0.08), box.y + round(box.h * 0.03)))
    if symbol:
        mark = fonts.text(symbol, max(7, round(box.h * 0.52)), symbol_colour, bold=True)
        surface.blit(mark, mark.get_rect(center=(box.centerx + round(box.w * 0.12), box.centery + round(box.h * 0.12))))


def ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int) -> None:
    """A rounded frame around a cell (today, the keyboard's day)."""
    pygame.draw.rect(surface, colour, rect, width=width, border_radius=max(2, round(rect.h * 0.18)))
