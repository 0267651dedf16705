"""`OverlayScene`: a pygame-gui panel over the dimmed table — the base of every menu and dialog.

Each screen describes its content as a `Form` (rows in *base units*, the size they have
in a 720-pixel-high window); the overlay then picks the scale that makes the panel as big
as the window allows without overflowing, builds a themed manager at that scale
(`game.view.gui.make_manager`) and creates the widgets. Rebuilding from the form on every
resize and language switch is what makes "switching the language re-renders everything"
true without each screen tracking its labels.

Buttons and labels are kept by name in ``buttons`` / ``labels`` so tests (and the
screenshots) find them without knowing the layout.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from game.scenes.base import Scene
from game.view import fonts, gui

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
    make: Callable[[Builder, pygame.Rect], None]
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
        element = UIButton(rect, text, self.manager, container=self.panel,
                           object_id=ObjectID(object_id=f"#{key}", class_id=style))
        if not enabled or action is None:
            element.disable()
        if action is not None:
            self.actions[element] = action
        self.buttons[key] = element
        return element

    def label(self, key: str, text: str, rect: pygame.Rect, style: str | None = None) -> UILabel:
        element = UILabel(rect, text, self.manager, container=self.panel,
                          object_id=ObjectID(object_id=f"#{key}", class_id=style))
        self.labels[key] = element
        return element


class Form:
    """The content of a panel as rows; `OverlayScene` lays it out once the scale is known."""

    def __init__(self, width: float = 520, fill_height: bool = False) -> None:
        self.width = width
        self.rows: list[Row] = []
        self.fill_height = fill_height

    @property
    def inner(self) -> float:
        return self.width - 2 * PAD

    def add(self, height: float, make: Callable[[Builder, pygame.Rect], None], gap: float = GAP,
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
            self.add(LABEL_H - 2, lambda b, r, n=name, t=line: b.label(n, t, r, style),
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
            element = UITextEntryLine(rect, b.manager, container=b.panel, initial_text=text,
                                      object_id=ObjectID(object_id=f"#{key}"))
            element.length_limit = 64
            b.entries[key] = element
            element.focus()
            element.edit_position = len(text)   # type on after what is there

        self.add(ENTRY_H, make)

    def text_box(self, key: str, html: Callable[[float], str]) -> None:
        """Scrollable rich text taking every pixel the other rows leave (the help).

        ``html`` gets the scale, so sizes written into the markup grow with the window.
        """

        def make(b: Builder, rect: pygame.Rect) -> None:
            b.labels[key] = UITextBox(html(b.scale), rect, b.manager, container=b.panel,
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
    """Break ``text`` into lines no wider than ``width`` pixels in DejaVu at ``size``."""
    font = fonts.font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


class OverlayScene(Scene):
    """A centred panel over the dimmed scene below; Esc cancels; rebuilt on resize/language."""

    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.manager: pygame_gui.UIManager | None = None
        self.buttons: dict[str, UIButton] = {}
        self.labels: dict[str, UILabel | UITextBox] = {}
        self.entries: dict[str, UITextEntryLine] = {}
        self._actions: dict[object, Action] = {}
        self._dim: pygame.Surface | None = None
        self._panel_art: pygame.Surface | None = None
        self.focused: str | None = None     # button chosen with the keyboard (B4), by key
        self.scale = 1.0                     # the GUI's size relative to the theme's (set by rebuild)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    # --- to override ----------------------------------------------------------------------

    def form(self) -> Form:
        """The content, in the current language and state."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Esc (and the back button of most screens): close this overlay."""
        self.close()

    def submit(self) -> None:
        """Enter in a text field."""

    # --- building ---------------------------------------------------------------------------

    def rebuild(self) -> None:
        """Lay the form out for the current window and language, replacing every widget."""
        size = self.app.size
        form = self.form()
        height = form.height()
        scale = min(gui.ui_scale(size), size[0] * FIT / form.width, size[1] * FIT / height)
        if form.fill_height:
            scale = min(gui.ui_scale(size), size[0] * FIT / form.width)
        scale = max(0.5, scale)
        self.scale = scale
        panel_w = round(form.width * scale)
        panel_h = round(size[1] * FIT) if form.fill_height else round(height * scale)
        self.panel_rect = pygame.Rect((size[0] - panel_w) // 2, (size[1] - panel_h) // 2, panel_w, panel_h)
        self.manager = gui.make_manager(size, scale)
        panel = UIContainer(self.panel_rect, manager=self.manager)
        self._panel_art = gui.panel_surface(self.panel_rect.size, scale)
        builder = Builder(self.manager, panel, scale)
        pad = round(PAD * scale)
        fixed = sum(row.height + row.gap for row in form.rows if not row.fill) * scale
        leftover = panel_h - 2 * pad - fixed - sum(row.gap for row in form.rows if row.fill) * scale
        y = float(pad)
        for row in form.rows:
            height_px = max(leftover, 40 * scale) if row.fill else row.height * scale
            rect = pygame.Rect(pad, round(y), panel_w - 2 * pad, round(height_px))
            row.make(builder, rect)
            y += height_px + row.gap * scale
        self.buttons, self.labels, self.entries = builder.buttons, builder.labels, builder.entries
        self._actions = builder.actions
        self._dim = None
        # pygame-gui finishes building widget images in update(); a scene below a dialog gets
        # no updates (only the top scene does), so without this it would draw an empty panel
        # after a resize or language switch.
        self.manager.update(0.0)
        if self.focused in self.buttons:
            self.buttons[self.focused].select()
        else:
            self.focused = None

    def refresh(self) -> None:
        """The state shown changed (an option flipped): build again."""
        self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # --- scene API ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.manager is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if event.type == pygame.KEYDOWN and self._keyboard(event):
            return
        if event.type == pygame.TEXTINPUT:
            text = visible_text(event.text)
            if not text:
                return   # a zero-width character alone: pygame-gui cannot even measure it
            event = pygame.event.Event(pygame.TEXTINPUT, text=text)
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL
              and self._paste()):
            return
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is not None:
                action()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries.values():
            self.submit()

    def _paste(self) -> bool:
        """Ctrl+V into the focused field, without the invisible characters a web page or chat
        adds (zero-width spaces, direction marks, soft hyphens): True when it was done here."""
        entry = next((e for e in self.entries.values() if e.is_focused), None)
        if entry is None:
            return False
        text = visible_text(gui.clipboard_text())
        if text:
            with contextlib.suppress(ValueError, pygame.error):   # over the field's length limit
                entry.set_text(entry.get_text() + text)
                entry.edit_position = len(entry.get_text())
        return True

    def _keyboard(self, event: pygame.event.Event) -> bool:
        """Full keyboard play (B4): ↓/Tab and ↑/Shift+Tab pick a button, Enter or Space presses it.

        Keys go to a text field while it has the focus (Enter there submits the form).
        """
        if any(entry.is_focused for entry in self.entries.values()) and event.key != pygame.K_TAB:
            return False
        backwards = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            self.move_focus(-1 if backwards else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused is not None:
            self.press(self.focused)
            return True
        return False

    def move_focus(self, step: int) -> None:
        """Select the next (or previous) enabled button; the first press picks the first one."""
        for entry in self.entries.values():
            entry.unfocus()
        keys = [key for key, button in self.buttons.items() if button.is_enabled]
        if not keys:
            return
        if self.focused in keys:
            self.buttons[self.focused].unselect()
            index = (keys.index(self.focused) + step) % len(keys)
        else:
            index = 0 if step > 0 else len(keys) - 1
        self.focused = keys[index]
        self.buttons[self.focused].select()

    def press(self, key: str) -> None:
        """Do what clicking button ``key`` does (keyboard shortcuts, scripted screenshots)."""
        action = self._actions.get(self.buttons[key])
        if action is not None and self.buttons[key].is_enabled:
            action()

    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surface.get_size():
            self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._dim.fill(gui.OVERLAY_DIM)
        surface.blit(self._dim, (0, 0))
        if self._panel_art is not None:
            surface.blit(self._panel_art, self.panel_rect.move(-gui.PANEL_SHADOW, -gui.PANEL_SHADOW))
        if self.manager is not None:
            self.manager.draw_ui(surface)
