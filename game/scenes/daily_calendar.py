"""The daily-deal calendar (B9, docs/daily.md): one month as a picture of won, lost and open days.

Reached from the menu ("Kalender" beside "Tagesspiel"). It opens on this month and the
variant on the table; the streak line above the grid counts days won on their own day.
Tapping a day up to today plays that day's deal (a past day counts for the calendar, not the
streak); future days do nothing.

Browsing: the ◀ ▶ buttons, a horizontal swipe over the grid (right: the month before), or the
keys — PageUp / PageDown a month, ←/→ a day and ↑/↓ a week with a white frame (crossing into
the next or last month), Enter plays the framed day. Tab walks the buttons as in every menu
(B4); Esc goes back.
"""

from __future__ import annotations

import calendar
import datetime
import functools
from typing import TYPE_CHECKING

import pygame

from game.engine import VARIANTS, Variant
from game.engine.exhaustive import assert_never
from game.i18n import N_, tr, trn
from game.i18n.formats import date_text, month_title
from game.scenes.calendar_grid import CalendarGrid
from game.scenes.form import BUTTON_H, Builder, Form
from game.scenes.overlay import OverlayScene
from game.scenes.pointer import GestureKind, PointerTracker, pointer_events
from game.scenes.reading import Reading
from game.view import theme

if TYPE_CHECKING:
    from game.scenes.ports import DailyActions, Stack

GRID_H = 330            # base units: weekday names, six weeks, legend
SWIPE_SHARE = 0.12      # of the grid's width: a horizontal drag this long turns the month
FIRST_MONTH = (datetime.date.min.year, datetime.date.min.month)
DAY_WORDS = {"won": N_("daily.won"), "won_later": N_("daily.won_later"), "lost": N_("daily.lost")}
DAY_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}


def month_step(year: int, month: int, step: int) -> tuple[int, int]:
    """The month ``step`` months after (before, when negative) ``year``-``month``."""
    index = year * 12 + month - 1 + step
    return index // 12, index % 12 + 1


def days_text(count: int) -> str:
    return trn("daily.days", count)


class DailyCalendarScene(OverlayScene):
    """One month of one variant's daily deals; tap a day to play it."""

    def __init__(self, app: Stack, actions: DailyActions, variant: Variant) -> None:
        super().__init__(app)
        self.actions = actions
        # The variants with a daily deal; from a table of one without, the calendar opens on the first.
        self.variants = [v for v in VARIANTS if v.daily_range] or [variant]
        self.variant = variant if variant in self.variants else self.variants[0]
        today = actions.today()
        self.year, self.month = today.year, today.month
        self.cursor: datetime.date | None = None      # the keyboard's day (shown once a key moved it)
        self.grid: CalendarGrid | None = None
        self.tracker = PointerTracker()
        self.hover: tuple[int, int] | None = None

    # --- content ----------------------------------------------------------------------------

    def form(self) -> Form:
        actions = self.actions
        today = actions.today()
        available = actions.daily_available(self.variant)
        form = Form(width=560)
        form.title(tr("daily.title"))
        form.buttons([(f"variant.{v}", tr(f"variant.{v}"), functools.partial(self.choose_variant, v),
                       "@chosen" if v == self.variant else None) for v in self.variants], height=40)
        form.add(BUTTON_H, self._month_row)
        current, best = actions.daily_streaks(self.variant)
        form.label("streak", tr("daily.streak", current=days_text(current), best=days_text(best)), "@subtitle")
        form.add(GRID_H, self._place_grid)
        form.message("note", tr("daily.note") if available else tr("daily.none"), "@subtitle" if available else "@error")
        form.buttons([
            ("play_today", tr("daily.play_today"), (lambda: self.play(today)) if available else None, "@accent"),
            ("back", tr("button.back"), self.close, None),
        ])
        return form

    def _month_row(self, b: Builder, rect: pygame.Rect) -> None:
        """◀ March 2025 ▶ — no month after today's (nothing to play there yet)."""
        today = self.actions.today()
        arrow = round(rect.h * 1.5)
        b.button("previous_month", theme.SYMBOL_PREVIOUS, pygame.Rect(rect.x, rect.y, arrow, rect.h),
                 lambda: self.turn_month(-1), enabled=(self.year, self.month) > FIRST_MONTH)
        b.label("month", month_title(self.year, self.month),
                pygame.Rect(rect.x + arrow, rect.y, rect.w - 2 * arrow, rect.h), "@column_head")
        b.button("next_month", theme.SYMBOL_NEXT, pygame.Rect(rect.right - arrow, rect.y, arrow, rect.h),
                 lambda: self.turn_month(1), enabled=(self.year, self.month) < (today.year, today.month))

    def _place_grid(self, b: Builder, rect: pygame.Rect) -> None:
        """The grid is drawn by hand over the panel (`draw`): remember where, in window pixels."""
        self.grid = CalendarGrid(rect.move(self.panel_rect.topleft), self.year, self.month)

    # --- what the player does ---------------------------------------------------------------

    def choose_variant(self, variant: Variant) -> None:
        if variant != self.variant:
            self.variant = variant
            self.refresh()

    def turn_month(self, step: int) -> None:
        """Show the month ``step`` months on (never past today's, never before the calendar's start)."""
        today = self.actions.today()
        target = month_step(self.year, self.month, step)
        target = min(max(target, FIRST_MONTH), (today.year, today.month))
        if target == (self.year, self.month):
            return
        self.year, self.month = target
        if self.cursor is not None:   # the frame keeps its day of the month where it can
            day = min(self.cursor.day, calendar.monthrange(*target)[1])
            self.cursor = min(datetime.date(*target, day), today)
        self.refresh()

    def play(self, day: datetime.date) -> None:
        """Play ``day``'s deal (today or before; the router asks first if a game is running)."""
        if day <= self.actions.today() and self.actions.daily_available(self.variant):
            self.actions.play_daily(day, self.variant)

    def move_cursor(self, days: int) -> None:
        """The keyboard's day moves (first press: it appears on today, or on this month's 1st)."""
        today = self.actions.today()
        if self.cursor is None:
            self.cursor = today if (today.year, today.month) == (self.year, self.month) \
                else datetime.date(self.year, self.month, 1)
        else:
            try:
                self.cursor = min(self.cursor + datetime.timedelta(days=days), today)
            except OverflowError:
                return
        if self.focused is not None and self.focused in self.buttons:
            self.buttons[self.focused].unselect()
        self.focused = None
        if (self.cursor.year, self.cursor.month) != (self.year, self.month):
            self.year, self.month = self.cursor.year, self.cursor.month
            self.refresh()

    # --- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.manager is None:
            return
        if event.type == pygame.KEYDOWN and self._calendar_key(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        for pointer in pointer_events(event, self.app.size):
            for gesture in self.tracker.feed(pointer):
                self._gesture(gesture.kind, gesture.start, gesture.pos)
        super().handle_event(event)

    def reading(self) -> Reading | None:
        """The panel, and the keyboard's day with how its deal ended (speech, B18)."""
        panel = super().reading()
        if panel is None or self.cursor is None or self.focused is not None:
            return panel
        result = self.actions.daily_result(self.variant, self.cursor)
        state = tr(DAY_WORDS[result.value]) if result is not None else tr("daily.open")
        return Reading(panel.title, panel.lines, tr("speech.named_value", name=date_text(self.cursor), value=state), panel.choices)

    def _calendar_key(self, event: pygame.event.Event) -> bool:
        """The calendar's own keys (see the module docstring); True when one was used here."""
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_month(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        if event.key in DAY_KEYS:
            self.move_cursor(DAY_KEYS[event.key])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused is None \
                and self.cursor is not None:
            self.play(self.cursor)
            return True
        if event.key == pygame.K_TAB:
            self.cursor = None     # the buttons take over the keyboard
        return False

    def _gesture(self, kind: GestureKind, start: tuple[int, int], end: tuple[int, int]) -> None:
        """A tap on a day plays it; a horizontal swipe that began on the grid turns the month."""
        grid = self.grid
        if grid is None or not grid.rect.collidepoint(start):
            return
        match kind:
            case GestureKind.TAP:
                day = grid.day_at(start)
                if day is not None and day == grid.day_at(end):
                    self.play(day)
            case GestureKind.DROP:
                dx, dy = end[0] - start[0], end[1] - start[1]
                if abs(dx) >= grid.rect.w * SWIPE_SHARE and abs(dx) > 2 * abs(dy):
                    self.turn_month(-1 if dx > 0 else 1)
            case GestureKind.PRESS | GestureKind.DRAG_START | GestureKind.DRAG_MOVE:
                pass
            case _:
                assert_never(kind)

    def discard(self) -> None:
        super().discard()
        self.grid = None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.grid is not None:
            variant = self.variant
            self.grid.draw(surface, lambda day: self.actions.daily_result(variant, day), self.actions.today(),
                           self.cursor, self.hover)
