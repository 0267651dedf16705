"""The history screen's list, drawn with pygame: one row per game, a "Nochmal spielen" button on each.

Drawn rather than built from pygame-gui widgets: a hundred rows of eight labels and a button
would be 900 widgets to build on every resize and language switch (seconds at 4K), where
this draws only the ten or so rows in view. `ListGeometry` is the one place that says where
a row and its button are, for drawing and for hit-testing alike.

Wide windows get one line per game in columns under a header; narrow (portrait) windows two
lines per game: the result, moves and time, then date, number, variant and grade.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import fonts, theme

TEXT_SIZE = 17                 # base pixel size at scale 1
WIDE_ROW, NARROW_ROW = 40, 62  # base row heights
# Landscape columns as shares of the row: date, game, variant, grade, result, moves, time, button.
COLUMNS = (0.16, 0.16, 0.11, 0.09, 0.17, 0.07, 0.08, 0.16)
NARROW_BUTTON = 0.34           # of a portrait row's width
BAR = 8                        # base width of the scroll bar (and of the gap before it)


@dataclass(frozen=True)
class RowText:
    """One game's row as the player reads it; ``kind`` is ``"clean"``, ``"assisted"`` or ``"lost"``.
    The narrow layout has no column heads, so it says ``game`` ("Spiel 1633") and ``moves_words``
    ("109 Züge") in words."""

    date: str
    number: str
    variant: str
    grade: str
    result: str
    kind: str
    moves: str
    time: str
    game: str = ""
    moves_words: str = ""


@dataclass(frozen=True)
class ListGeometry:
    """Where rows go: ``rect`` in window pixels, ``scroll`` in pixels from the top of the list."""

    rect: pygame.Rect
    count: int
    scale: float
    wide: bool
    scroll: float = 0.0

    @property
    def row_h(self) -> int:
        return max(12, round((WIDE_ROW if self.wide else NARROW_ROW) * self.scale))

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.count * self.row_h - self.rect.h)

    def clamp(self, scroll: float) -> float:
        return min(max(0.0, scroll), self.max_scroll)

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x, round(self.rect.y + index * self.row_h - self.scroll), self.rect.w, self.row_h)

    def button_rect(self, index: int) -> pygame.Rect:
        row = self.row_rect(index)
        share = COLUMNS[-1] if self.wide else NARROW_BUTTON
        inset = max(2, round(5 * self.scale))
        width = round(row.w * share)
        return pygame.Rect(row.right - width + inset, row.y + inset, width - 2 * inset, row.h - 2 * inset)

    def visible(self) -> range:
        first = max(0, int(self.scroll // self.row_h))
        last = min(self.count, int((self.scroll + self.rect.h) // self.row_h) + 1)
        return range(first, last)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The row under ``pos``, if it is a row in view."""
        if not self.rect.collidepoint(pos):
            return None
        index = int((pos[1] - self.rect.y + self.scroll) // self.row_h)
        return index if 0 <= index < self.count else None

    @property
    def bar_rect(self) -> pygame.Rect:
        """The scroll bar's track, just right of the rows."""
        width = max(4, round(BAR * self.scale))
        return pygame.Rect(self.rect.right + width, self.rect.y, width, self.rect.h)

    def thumb_rect(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None when everything fits)."""
        total = self.count * self.row_h
        if total <= self.rect.h:
            return None
        track = self.bar_rect
        height = max(track.w * 2, round(track.h * self.rect.h / total))
        top = track.y + round((track.h - height) * self.scroll / self.max_scroll)
        return pygame.Rect(track.x, top, track.w, height)

    def scroll_for_thumb(self, y: float) -> float:
        """The scroll that puts the thumb's middle at ``y`` (dragging the bar)."""
        thumb = self.thumb_rect()
        if thumb is None:
            return 0.0
        free = self.bar_rect.h - thumb.h
        return self.clamp((y - self.bar_rect.y - thumb.h / 2) / max(1, free) * self.max_scroll)

    def scroll_to_show(self, index: int) -> float:
        """The scroll that brings row ``index`` fully into view (changing as little as possible)."""
        top = index * self.row_h
        if top < self.scroll:
            return self.clamp(top)
        if top + self.row_h > self.scroll + self.rect.h:
            return self.clamp(top + self.row_h - self.rect.h)
        return self.scroll


def _colour(kind: str) -> tuple[int, int, int]:
    return theme.HISTORY_CLEAN if kind == "clean" else theme.HISTORY_LOST if kind == "lost" else theme.HISTORY_TEXT


def _blit(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], rect: pygame.Rect,
          bold: bool = False, centre: bool = False) -> None:
    words = fonts.text(fonts.ellipsized(text, max(1, rect.w), size, bold), size, colour, bold)
    spot = words.get_rect(center=rect.center) if centre else words.get_rect(midleft=rect.midleft)
    surface.blit(words, spot)


def draw_list(surface: pygame.Surface, geometry: ListGeometry, rows: list[RowText], selected: int | None,
              play_label: str, empty: str) -> None:
    """The rows in view, clipped to the list's rect; ``selected`` gets a gold frame."""
    size = max(8, round(TEXT_SIZE * geometry.scale))
    clip = surface.get_clip()
    surface.set_clip(geometry.rect)
    if not rows:
        _blit(surface, empty, size, theme.HISTORY_DIM, geometry.rect, centre=True)
    pad = round(8 * geometry.scale)
    edge = max(1, round(2 * geometry.scale))
    for index in geometry.visible():
        row, box = rows[index], geometry.row_rect(index)
        pygame.draw.rect(surface, theme.HISTORY_ROW_LIGHT if index % 2 else theme.HISTORY_ROW_DARK, box)
        if index == selected:
            pygame.draw.rect(surface, theme.HISTORY_SELECTED, box, width=edge, border_radius=round(4 * geometry.scale))
        button = geometry.button_rect(index)
        pygame.draw.rect(surface, theme.HISTORY_BUTTON, button, border_radius=round(6 * geometry.scale))
        pygame.draw.rect(surface, theme.HISTORY_BUTTON_EDGE, button, width=max(1, edge // 2), border_radius=round(6 * geometry.scale))
        _blit(surface, play_label, size, theme.HISTORY_TEXT, button.inflate(-pad, 0), centre=True)
        text_area = pygame.Rect(box.x + pad, box.y, button.left - box.x - 2 * pad, box.h)
        if geometry.wide:
            _wide_row(surface, row, text_area, box.w, size)
        else:
            _narrow_row(surface, row, text_area, size)
    surface.set_clip(clip)
    thumb = geometry.thumb_rect()
    if thumb is not None:
        radius = geometry.bar_rect.w // 2
        pygame.draw.rect(surface, theme.HISTORY_TRACK, geometry.bar_rect, border_radius=radius)
        pygame.draw.rect(surface, theme.HISTORY_THUMB, thumb, border_radius=radius)


def _wide_row(surface: pygame.Surface, row: RowText, area: pygame.Rect, row_w: int, size: int) -> None:
    values = (row.date, row.number, row.variant, row.grade, row.result, row.moves, row.time)
    x = area.x
    for share, value, column in zip(COLUMNS, values, range(7), strict=False):
        width = round(row_w * share)
        colour = _colour(row.kind) if column == 4 else theme.HISTORY_TEXT
        _blit(surface, value, size, colour, pygame.Rect(x, area.y, width - round(size * 0.6), area.h),
              bold=column == 4 and row.kind == "clean")
        x += width


def _narrow_row(surface: pygame.Surface, row: RowText, area: pygame.Rect, size: int) -> None:
    half = area.h // 2
    top = pygame.Rect(area.x, area.y + round(half * 0.12), area.w, half)
    bottom = pygame.Rect(area.x, area.y + half - round(half * 0.08), area.w, half)
    result = fonts.ellipsized(row.result, area.w, size, row.kind == "clean")
    words = fonts.text(result, size, _colour(row.kind), row.kind == "clean")
    surface.blit(words, words.get_rect(midleft=top.midleft))
    rest = pygame.Rect(top.x + words.get_width(), top.y, top.w - words.get_width(), top.h)
    time = f" · {row.time}" if row.time else ""   # no time while the player keeps the clock hidden
    _blit(surface, f" · {row.moves_words or row.moves}{time}", size, theme.HISTORY_TEXT, rest)
    small = max(8, round(size * 0.88))
    details = " · ".join(part for part in (row.date, row.game or row.number, row.variant, row.grade) if part)
    _blit(surface, details, small, theme.HISTORY_DIM, bottom)


def header_cells(labels: tuple[str, ...], rect: pygame.Rect) -> list[tuple[int, int, str]]:
    """Landscape column heads: (x, width, text) for the seven text columns of a row in ``rect``."""
    cells, x = [], rect.x
    for share, label in zip(COLUMNS, labels, strict=False):
        width = round(rect.w * share)
        cells.append((x, width, label))
        x += width
    return cells
