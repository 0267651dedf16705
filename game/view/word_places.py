"""Fixed places for the table's words, which never overlap one another nor any card place.

Four things speak on the table: the talon's words ("Neu durchgehen"; "Alles ablegen" takes the
same place — it needs talon and waste empty — and so does R17's "Festgefahren – was nun?", which
needs the talon used up for good; the reminder "Auf dem Tisch geht noch was", R11, stands on the
talon itself), the message line (a hint's reason, "no move found", why a card
cannot move), "Zurück zu gewinnbar" (B1+) and the selection bar (R10). Each gets its own
rectangle inside the layout's message area, so any of them may show together.

A wide area (the band under the columns) holds them in two rows of two; a narrow one (the
corner left of the foundations, the corner beside the waste in portrait) stacks them, the
reminder lowest. Each place is as many lines high as its words need
at the message font size; when the area is too small for that, the font shrinks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import i18n
from game.engine import TableMove
from game.i18n import phrases
from game.view import fonts

# A message line is planned for a sentence this long (hint reasons, "why this card cannot move").
MESSAGE_SAMPLE = "Tipp: ♦10 vom Abwurfstapel in die freie Spalte legen"
SMALLEST_TEXT = 10


@dataclass(frozen=True)
class Places:
    reminder: pygame.Rect
    message: pygame.Rect
    back_winnable: pygame.Rect
    text_size: int

    def all(self) -> dict[str, pygame.Rect]:
        return {"reminder": self.reminder, "message": self.message, "back_winnable": self.back_winnable}


def line_height(size: int) -> int:
    return fonts.font(size, bold=True).get_linesize()


def place_height(lines: int, size: int) -> int:
    """A pill of ``lines`` lines of text: the lines plus half a line of air above and below."""
    return lines * line_height(size) + round(size * 0.9)


def _lines_for(texts: list[str], width: int, size: int) -> int:
    """How many lines the longest of ``texts`` takes at ``size`` in a pill ``width`` pixels wide."""
    usable = max(1, width - round(size * 1.6))
    widest = max(fonts.font(size, bold=True).size(text)[0] for text in texts)
    return max(1, math.ceil(widest / usable * 1.1))


def _reminder_texts() -> list[str]:
    """The words the reminder place is planned for: the redeal pill, "Alles ablegen", "Festgefahren"
    and the talon's reminder, which stands on the talon itself (`TableGeometry.talon_note`).
    Planning without it would re-lay the words of narrow windows (smaller letters at 165 of 660
    window sizes and languages compared, 2026-12-01) for no gain."""
    reminders = [phrases.reminder_text(where) for where in TableMove]   # each says where the move is
    return [*reminders, i18n.tr("button.redeal"), i18n.tr("button.finish"), i18n.tr("stuck.reopen")]


def message_places(area: pygame.Rect, size: int, gap: int) -> Places:
    """The four places in ``area`` at text ``size`` (smaller when the area is too small)."""
    for text_size in range(size, SMALLEST_TEXT - 1, -1):
        places = _try(area, text_size, gap)
        if places is not None:
            return places
    return _squeezed(area, gap)


def band_height(size: int, gap: int) -> int:
    """The height of a wide area's two rows: two lines of message over one line of reminder."""
    return place_height(2, size) + gap + place_height(1, size)


def _try(area: pygame.Rect, size: int, gap: int) -> Places | None:
    """The places at ``size``, or None when some words would not fit them."""
    places: Places | None
    if area.w >= 30 * size and area.h >= band_height(size, gap):
        places = _grid(area, size, gap)
        if _lines_for([MESSAGE_SAMPLE], places.message.w, size) > 2:
            return None
    else:
        places = _stack(area, size, gap)
        if places is None:
            return None
    fits = (_lines_for(_reminder_texts(), places.reminder.w, size) * line_height(size) <= places.reminder.h
            and _lines_for([i18n.tr("button.back_winnable")], places.back_winnable.w, size) == 1)
    return places if fits else None


def _grid(area: pygame.Rect, size: int, gap: int) -> Places:
    """Two rows of two: message over reminder on the left (the talon's side), selection bar over
    "Zurück zu gewinnbar" on the right."""
    one, two = place_height(1, size), place_height(2, size)
    left_w = round(area.w * 0.58)
    right_x = area.x + left_w + gap
    right_w = area.right - right_x
    low = area.bottom - one
    high = low - gap - two
    return Places(
        reminder=pygame.Rect(area.x, low, left_w, one),
        message=pygame.Rect(area.x, high, left_w, two),
        back_winnable=pygame.Rect(right_x, low, right_w, one),
        text_size=size,
    )


def _stack(area: pygame.Rect, size: int, gap: int) -> Places | None:
    """One above the other, from the bottom: reminder, message, "Zurück zu gewinnbar" (None when
    they do not fit the area at ``size``)."""
    reminder_lines = _lines_for(_reminder_texts(), area.w, size)
    message_lines = _lines_for([MESSAGE_SAMPLE], area.w, size)
    heights = [place_height(reminder_lines, size), place_height(message_lines, size), place_height(1, size)]
    if reminder_lines > 2 or message_lines > 3 or sum(heights) + 2 * gap > area.h:
        return None
    return _stacked(area, size, gap, heights)


def _squeezed(area: pygame.Rect, gap: int) -> Places:
    """The last resort of a tiny window: the stack at the smallest text, in equal shares of what there is."""
    return _stacked(area, SMALLEST_TEXT, gap, [max(8, (area.h - 2 * gap) // 3)] * 3)


def _stacked(area: pygame.Rect, size: int, gap: int, heights: list[int]) -> Places:
    """The three places stacked from the bottom of ``area`` with these ``heights``."""
    rects: list[pygame.Rect] = []
    y = area.bottom
    for height in heights:
        y -= height
        rects.append(pygame.Rect(area.x, y, area.w, height))
        y -= gap
    return Places(reminder=rects[0], message=rects[1], back_winnable=rects[2], text_size=size)
