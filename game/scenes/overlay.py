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
import dataclasses
import gc

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from game.i18n import tr
from game.scenes.base import Scene
from game.scenes.form import FIT, PAD, Action, Builder, Form, visible_text
from game.scenes.panel_reading import panel_reading
from game.scenes.reading import Reading, ScreenAsk
from game.table.values import Sound
from game.view import gui, memory

READ_KEYS = {pygame.K_l: ScreenAsk.REPEAT, pygame.K_r: ScreenAsk.SCREEN}   # speech (B18): the last sentence, the whole screen
GUI_SETTLE = 0.15   # seconds of frames after an event or a rebuild (pygame-gui's looks catch up)


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
        self._panel_art: gui.Panel | None = None
        self.focused: str | None = None     # button chosen with the keyboard (B4), by key
        self.scale = 1.0                     # the GUI's size relative to the theme's (set by rebuild)
        self._settling = 0.0                 # seconds pygame-gui may still change its picture after input
        self._wrapped = 0                    # the last focus move went round: 1 to the first button, -1 to the last
        self._ask: ScreenAsk | None = None         # L or R pressed, not yet taken by the speech (`take_ask`)
        self._sounds: list[Sound] = []       # asked for, not yet taken by the app (`take_sounds`)
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

    def release_ui(self) -> None:
        """Kill every widget and drop the manager.

        pygame-gui's managers, fonts and drawable shapes refer to each other in cycles, so a
        dropped manager keeps its pixel buffers until a rare full collection: toggling one
        option 30 times at 1080p grew the game from 127 to 880 MB. Killing the elements and
        collecting at once (a rebuild is a player's action, never a per-frame cost) keeps
        memory flat.
        """
        if self.manager is None:
            return
        self.manager.clear_and_reset()
        self.manager = None
        self.buttons, self.labels, self.entries = {}, {}, {}
        self._actions = {}
        self._panel_art = None
        gc.collect()
        memory.return_freed_memory()

    def discard(self) -> None:
        self.release_ui()

    def let_go(self) -> None:
        self.release_ui()

    def rebuild(self) -> None:
        """Lay the form out for the current window and language, replacing every widget."""
        self.release_ui()
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
        self._panel_art = gui.Panel(self.panel_rect.size, scale)
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
        # pygame-gui finishes building widget images in update(); a scene below a dialog gets
        # no updates (only the top scene does), so without this it would draw an empty panel
        # after a resize or language switch.
        self.manager.update(0.0)
        gui.drop_built_shadows(self.manager)
        self._settling = GUI_SETTLE
        self.invalidate()
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

    def reading(self) -> Reading | None:
        """The panel read top to bottom (`panel_reading`): title, text, the focus (speech, B18)."""
        reading = panel_reading(self.labels, self.buttons, self.entries, self.focused)
        keys = [key for key, button in self.buttons.items() if button.is_enabled]
        if reading.focus is None or self.focused not in keys or any(e.is_focused for e in self.entries.values()):
            return reading
        place = tr("speech.place", n=keys.index(self.focused) + 1, total=len(keys))
        if self._wrapped:
            place += " " + (tr("speech.wrapped_first") if self._wrapped > 0 else tr("speech.wrapped_last"))
        return dataclasses.replace(reading, place=place)

    def take_sounds(self) -> list[Sound]:
        sounds, self._sounds = self._sounds, []
        return sounds

    def take_ask(self) -> ScreenAsk | None:
        """L or R pressed since the last call (the speech repeats or reads the screen again)."""
        ask, self._ask = self._ask, None
        return ask

    # --- scene API ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        # pygame-gui turns input into hover, press and focus looks over its next updates; the
        # panel is drawn for GUI_SETTLE seconds after each event, then the screen rests.
        self._settling = GUI_SETTLE
        self.invalidate()
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

    def paste_refused(self, message: str) -> None:
        """Ctrl+V found no text on the clipboard: a screen with a place for errors shows ``message``."""

    def _paste(self) -> bool:
        """Ctrl+V into the focused field, without the invisible characters a web page or chat
        adds (zero-width spaces, direction marks, soft hyphens): True when it was done here."""
        entry = next((e for e in self.entries.values() if e.is_focused), None)
        if entry is None:
            return False
        pasted = gui.clipboard_text()
        if pasted is None:
            self.paste_refused(tr("clipboard.not_text"))
            return True
        text = visible_text(pasted)
        limit = getattr(entry, "length_limit", None)
        if text and isinstance(limit, int) and len(entry.get_text()) + len(text) > limit:
            self.paste_refused(tr("clipboard.too_long", limit=limit))   # said, not dropped without a word
            return True
        if text:
            with contextlib.suppress(ValueError, pygame.error):   # the field refused it
                entry.set_text(entry.get_text() + text)
                entry.edit_position = len(entry.get_text())
        return True

    def _keyboard(self, event: pygame.event.Event) -> bool:
        """Full keyboard play (B4): ↓/Tab and ↑/Shift+Tab pick a button, Enter or Space presses it.

        Keys go to a text field while it has the focus (Enter there submits the form).
        """
        if any(entry.is_focused for entry in self.entries.values()) and event.key != pygame.K_TAB:
            return False
        if event.key in READ_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self._ask = READ_KEYS[event.key]
            return True
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
        self._wrapped = 0
        if self.focused in keys:
            self.buttons[self.focused].unselect()
            index = keys.index(self.focused) + step
            if not 0 <= index < len(keys):
                self._wrapped = 1 if index >= len(keys) else -1
                self._sounds.append(Sound.EDGE)   # the round heard, as the table's ring sounds it
            index %= len(keys)
        else:
            index = 0 if step > 0 else len(keys) - 1
        self.focused = keys[index]
        self.buttons[self.focused].select()

    def press(self, key: str) -> None:
        """Do what clicking button ``key`` does (keyboard shortcuts, scripted screenshots)."""
        action = self._actions.get(self.buttons[key])
        if action is not None and self.buttons[key].is_enabled:
            action()

    def animating(self) -> bool:
        return self._settling > 0

    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)
        if self._settling > 0:
            self._settling -= dt
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        gui.dim(surface)
        if self._panel_art is not None:
            self._panel_art.draw(surface, (self.panel_rect.x - gui.PANEL_SHADOW, self.panel_rect.y - gui.PANEL_SHADOW))
        if self.manager is not None:
            self.manager.draw_ui(surface)
