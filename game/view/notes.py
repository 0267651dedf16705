"""Words in a pill inside a fixed place: wrapped to the place's width, never spilling out of it.

The table's places (`places.Places`) are reserved rectangles; a note is drawn as a pill just
big enough for its words, at the bottom left of its place (nearest the talon), so a short
word does not stretch a long empty pill across the table. The font shrinks only when the
words need more lines than the place holds.
"""

from __future__ import annotations

import pygame

from game.view import fonts, theme
from game.view.word_places import SMALLEST_TEXT, line_height, place_height


def wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` at ``size`` (a word longer than that stays whole)."""
    font = fonts.font(size, bold=True)
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and font.size(candidate)[0] > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines or [""]


def _balanced(text: str, size: int, width: int) -> list[str]:
    """As few lines as at ``width``, but as even as they can be ("Auf dem Tisch / geht noch was",
    not "Auf dem Tisch geht noch / was")."""
    lines = wrap(text, size, width)
    lo, hi = 1, width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(text, size, mid)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(text, size, lo)


def _padding(size: int) -> int:
    return round(size * 0.8)


_notes: dict[tuple, tuple[pygame.Rect, int, list[str]]] = {}


def layout_note(place: pygame.Rect, text: str, size: int) -> tuple[pygame.Rect, int, list[str]]:
    """(the pill's rect, its font size, its lines) for ``text`` in ``place`` (cached: drawn every frame)."""
    key = (tuple(place), text, size)
    cached = _notes.get(key)
    if cached is None:
        if len(_notes) > 64:
            _notes.clear()
        cached = _notes[key] = _layout_note(place, text, size)
    rect, text_size, lines = cached
    return rect.copy(), text_size, list(lines)


def _layout_note(place: pygame.Rect, text: str, size: int) -> tuple[pygame.Rect, int, list[str]]:
    for text_size in range(size, SMALLEST_TEXT - 1, -1):
        usable = place.w - 2 * _padding(text_size)
        lines = _balanced(text, text_size, usable)
        widest = max(fonts.font(text_size, bold=True).size(line)[0] for line in lines)
        height = place_height(len(lines), text_size)
        if widest <= usable and height <= place.h:
            break
    width = min(place.w, widest + 2 * _padding(text_size))
    height = min(place.h, height)
    return pygame.Rect(place.x, place.bottom - height, width, height), text_size, lines


def note_fits(place: pygame.Rect, text: str, size: int) -> bool:
    """Do the words fit ``place`` whole at ``size`` or a smaller size down to SMALLEST_TEXT?"""
    for text_size in range(size, SMALLEST_TEXT - 1, -1):
        usable = place.w - 2 * _padding(text_size)
        lines = _balanced(text, text_size, max(1, usable))
        widest = max(fonts.font(text_size, bold=True).size(line)[0] for line in lines)
        if widest <= usable and place_height(len(lines), text_size) <= place.h:
            return True
    return False


def note_rect(place: pygame.Rect, text: str, size: int) -> pygame.Rect:
    """Where the pill for ``text`` is drawn in ``place`` (hit tests use it, so taps match the picture)."""
    return layout_note(place, text, size)[0]


def draw_note(surface: pygame.Surface, place: pygame.Rect, text: str, size: int,
              colour=theme.PILL_TEXT, alpha: int = 215) -> pygame.Rect:
    """A dark pill with ``text`` in ``colour`` at the bottom left of ``place``; returns its rect."""
    rect, text_size, lines = layout_note(place, text, size)
    if rect.w <= 0 or rect.h <= 0:   # a window too small for any words
        return rect
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = min(rect.h // 2, place_height(1, text_size) // 2)
    pygame.draw.rect(box, (*theme.PILL, alpha), box.get_rect(), border_radius=radius)
    surface.blit(box, rect.topleft)
    step = line_height(text_size)
    y = rect.centery - step * len(lines) / 2
    for line in lines:
        label = fonts.text(line, text_size, colour, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, round(y))))
        y += step
    return rect
