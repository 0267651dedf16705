"""`Form`: what an overlay shows, as rows in base units, and the `Builder` that makes its widgets.

A screen describes its content once (title, messages, buttons, a grid, a text field) in
*base units* — the size they have in a 720-pixel-high window; `OverlayScene` picks the scale
and the `Builder` creates the pygame-gui widgets row by row. Kept apart from the scene so the
description (pure layout arithmetic and text wrapping) reads on its own.
"""

from __future__ import annotations

import functools
import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from game.view import fonts
from game.view.gui_entry import LeanEntryLine
from game.view.gui_shapes import LeanButton, LeanLabel
from game.view.gui_textbox import WindowedTextBox

Action = Callable[[], None]

# Characters that draw nothing: format marks (zero-width space and joiner, byte-order mark,
# direction overrides, word joiner, soft hyphen), controls, line and paragraph separators.
_INVISIBLE = {"Cf", "Cc", "Zl", "Zp"}


def visible_text(text: str) -> str:
    """``text`` without the characters that draw nothing (pasted from a web page or chat)."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in _INVISIBLE)

# --- proportions of a panel, in base units (pixels of a 720-pixel-high window) --------------
PAD = 24
GAP = 10
BUTTON_H = 46
LABEL_H = 30
TITLE_H = 50
ENTRY_H = 52
FIT = 0.94                  # the panel may use this much of the window
WRAP_FONT = 19              # base size of wrapped message text (the theme's @message)
WRAP_SLACK = 0.94           # wrap a little early: glyph widths do not scale exactly


@dataclass
class Row:
    """One horizontal band of the panel; ``make`` creates its widgets in a pixel rect."""

    height: float
    make: Callable[[Builder, pygame.Rect], object]   # what it returns (the widget) is not used
    gap: float = GAP
    fill: bool = False       # takes the height left over (the help text)


@dataclass
class Builder:
    """What a row needs to create widgets: the manager, the panel and the registries."""

    manager: pygame_gui.UIManager
    panel: UIContainer
    scale: float
    buttons: dict[str, UIButton] = field(default_factory=dict)
    labels: dict[str, UILabel | UITextBox] = field(default_factory=dict)
    entries: dict[str, UITextEntryLine] = field(default_factory=dict)
    actions: dict[object, Action] = field(default_factory=dict)

    def button(self, key: str, text: str, rect: pygame.Rect, action: Action | None,
               style: str | None = None, enabled: bool = True) -> UIButton:
        element = LeanButton(rect, text, self.manager, container=self.panel,
                           object_id=ObjectID(object_id=f"#{key}", class_id=style))
        if not enabled or action is None:
            element.disable()
        if action is not None:
            self.actions[element] = action
        self.buttons[key] = element
        return element

    def label(self, key: str, text: str, rect: pygame.Rect, style: str | None = None) -> UILabel:
        element = LeanLabel(rect, text, self.manager, container=self.panel,
                          object_id=ObjectID(object_id=f"#{key}", class_id=style))
        self.labels[key] = element
        return element



def _make_label(builder: Builder, rect: pygame.Rect, key: str, text: str, style: str) -> UILabel:
    return builder.label(key, text, rect, style)

class Form:
    """The content of a panel as rows; `OverlayScene` lays it out once the scale is known."""

    def __init__(self, width: float = 520, fill_height: bool = False) -> None:
        self.width = width
        self.rows: list[Row] = []
        self.fill_height = fill_height

    @property
    def inner(self) -> float:
        return self.width - 2 * PAD

    def add(self, height: float, make: Callable[[Builder, pygame.Rect], object], gap: float = GAP,
            fill: bool = False) -> None:
        self.rows.append(Row(height, make, gap, fill))

    def title(self, text: str, key: str = "title") -> None:
        self.add(TITLE_H, lambda b, r: b.label(key, text, r, "@title"), gap=4)

    def label(self, key: str, text: str, style: str = "@message", height: float = LABEL_H) -> None:
        self.add(height, lambda b, r: b.label(key, text, r, style))

    def message(self, key: str, text: str, style: str = "@message", min_lines: int = 1) -> None:
        """Text wrapped to the panel width, one label per line (keys ``key``, ``key.1`` …).

        ``min_lines`` keeps room for a message that may appear later (an error), so the
        dialog does not jump when it does.
        """
        lines = wrap(text, self.inner * WRAP_SLACK, WRAP_FONT)
        lines += [""] * (min_lines - len(lines))
        for i, line in enumerate(lines):
            name = key if i == 0 else f"{key}.{i}"
            self.add(LABEL_H - 2, functools.partial(_make_label, key=name, text=line, style=style),
                     gap=0 if i < len(lines) - 1 else GAP)

    def button(self, key: str, text: str, action: Action | None, style: str | None = None,
               enabled: bool = True) -> None:
        self.add(BUTTON_H, lambda b, r: b.button(key, text, r, action, style, enabled))

    def buttons(self, items: list[tuple[str, str, Action | None, str | None]], height: float = BUTTON_H,
                label: str | None = None, label_share: float = 0.0) -> None:
        """Buttons side by side (key, text, action, style), optionally after a label on the left."""

        def make(b: Builder, rect: pygame.Rect) -> None:
            gap = round(GAP * b.scale)
            x = rect.x
            width = rect.w
            if label is not None:
                head = round(rect.w * label_share)
                b.label(f"{items[0][0]}.label", label, pygame.Rect(rect.x, rect.y, head - gap, rect.h), "@row_head")
                x += head
                width -= head
            each = (width - gap * (len(items) - 1)) / len(items)
            for i, (key, text, action, style) in enumerate(items):
                left = round(x + i * (each + gap))
                right = round(x + i * (each + gap) + each)
                b.button(key, text, pygame.Rect(left, rect.y, right - left, rect.h), action, style)

        self.add(height, make)

    def grid(self, rows: list[list[tuple[str, str, str]]], shares: list[float], height: float = LABEL_H) -> None:
        """A table of labels: each cell (key, text, style); ``shares`` are column width fractions."""
        for cells in rows:
            def make(b: Builder, rect: pygame.Rect, cells: list[tuple[str, str, str]] = cells) -> None:
                x = rect.x
                for (key, text, style), share in zip(cells, shares, strict=True):
                    width = round(rect.w * share)
                    b.label(key, text, pygame.Rect(x, rect.y, width, rect.h), style)
                    x += width

            self.add(height, make, gap=2)

    def entry(self, key: str, text: str = "", on_submit: Action | None = None) -> None:
        def make(b: Builder, rect: pygame.Rect) -> None:
            element = LeanEntryLine(rect, b.manager, container=b.panel, initial_text=text,
                                      object_id=ObjectID(object_id=f"#{key}"))
            element.length_limit = 64
            # A steady caret: a blinking one would make the dialog draw twice a second while the
            # player thinks of a number (a still screen draws nothing, docs/rules.md B13).
            element.cursor_blink_delay_after_moving = math.inf
            b.entries[key] = element
            element.focus()
            element.edit_position = len(text)   # type on after what is there

        self.add(ENTRY_H, make)

    def text_box(self, key: str, html: Callable[[float], str]) -> None:
        """Scrollable rich text taking every pixel the other rows leave (the help).

        ``html`` gets the scale, so sizes written into the markup grow with the window.
        """

        def make(b: Builder, rect: pygame.Rect) -> None:
            b.labels[key] = WindowedTextBox(html(b.scale), rect, b.manager, container=b.panel,
                                      object_id=ObjectID(object_id=f"#{key}"))

        self.add(200, make, fill=True)

    def fits(self, text: str, share: float = 1.0, size: int = WRAP_FONT) -> bool:
        """Does ``text`` fit on one line in ``share`` of the panel's inner width?"""
        return len(wrap(text, self.inner * share * WRAP_SLACK, size)) == 1

    def spacer(self, height: float = 6) -> None:
        self.add(height, lambda b, r: None, gap=0)

    def height(self) -> float:
        return 2 * PAD + sum(row.height + row.gap for row in self.rows) - (self.rows[-1].gap if self.rows else 0)


def wrap(text: str, width: float, size: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels in DejaVu at ``size``.

    Lines break at plain spaces only: a no-break space (the groups of a long game number) holds.
    A word wider than a line on its own (a data folder's path) is cut into pieces that fit,
    instead of running past the panel's edge.
    """
    font = fonts.font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in filter(None, paragraph.split(" ")):   # a no-break space (in a long game number) holds
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
            while font.size(line)[0] > width and len(line) > 1:
                cut = _longest_fitting(font, line, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def _longest_fitting(font: pygame.font.Font, text: str, width: float) -> int:
    """How many leading characters of ``text`` fit in ``width`` (at least one)."""
    low, high = 1, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low
