"""`TableGeometry`: where everything of one snapshot is drawn, and what lies under a point.

Its one job is the table's geometry: floating runs, glowing targets, the controls drawn on the
table (selection bar, "Alles ablegen", the reminder, the dead-end button, the won banner) and
the hit-tests. Every answer is computed from one frozen `TableSnapshot` — the layout and the
cards in flight, what the player holds (the selection, the drag, the keyboard ring) and the
short-lived looks — so it is a value, made afresh for each snapshot and kept by nobody.
Drawing and input both ask a geometry of the same snapshot, so what the player sees and what a
tap hits always agree. (`TableParts` lays the table out again before it makes a snapshot, so a
grown column fits.)
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game import i18n
from game.engine import FOUNDATION, WASTE, WASTE_PILE, Pile, column_pile, lifted_cards
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum
from game.i18n import phrases
from game.scenes.tabletop.hits import Hit, HitKind
from game.scenes.tabletop.snapshot import TableSnapshot
from game.table.focus import StopKind
from game.view import theme
from game.view.flights import Floating
from game.view.layout import WASTE_FANNED
from game.view.notes import layout_note, note_fits, note_rect
from game.view.word_places import SMALLEST_TEXT, place_height

TALON_NOTE_TEXT = 0.13   # the talon's reminder: its letters at most this share of the card's width
TALON_NOTE_SHARE = 0.4   # … in a band at most this share of the card's height, so the talon stays in view


class TableSpot(TextEnum):
    """A place on the table that a player (or a tool) can point at, beyond the cards."""

    UNDO = "undo"                     # the header buttons …
    REDO = "redo"
    HINT = "hint"
    MENU = "menu"
    FINISH = "finish"                 # "Alles ablegen"
    BACK_WINNABLE = "back_winnable"   # "Zurück zu gewinnbar"
    STUCK = "stuck"                   # "Festgefahren – was nun?"
    TALON = "talon"
    HUD = "hud"                       # the band at the top (name, tags, moves and clock)
    NEW_GAME = "new_game"             # the won banner's "new game"


class Bar(NamedTuple):
    """The selection bar by the lifted run: its words (at ``text_size``) and its two buttons."""

    text: str
    text_size: int
    words: pygame.Rect
    down: pygame.Rect
    up: pygame.Rect


class TableGeometry:
    """Rects and hit-tests of one snapshot (see the module docstring)."""

    def __init__(self, shot: TableSnapshot) -> None:
        self.shot = shot
        self.table = shot.table
        self.motion = shot.motion
        self.lay = shot.motion.layout
        self._floating: Floating | None = None

    def floating(self) -> Floating:
        """Cards drawn away from their resting place: pile → (first index, dx, dy); the later
        wins where two float the same pile (a drag over a lift, a shake over both)."""
        if self._floating is not None:
            return self._floating
        motion = self.motion
        result: Floating = {}
        if motion.hold is not None:
            result[motion.hold.pile] = (motion.hold.start, motion.hold.dx, motion.hold.dy)
        sel = self.table.selection
        if sel is not None:
            start = motion.size(sel.pile) - sel.count
            result[sel.pile] = (start, 0, -self.selection_rise(sel.pile, start))
        drag = self.shot.input.drag
        if drag is not None:
            result[drag.pile] = drag.floating(motion)
        for look in (motion.snap, motion.shake, motion.refusal):
            if look is not None:
                result[look.pile] = (look.start, look.dx, look.dy)
        self._floating = result
        return result

    def selection_rise(self, pile: Pile, start: int) -> float:
        """How far a lifted run rises: `theme.SELECTION_LIFT`, but never over the index of the card
        beneath it (R2) — on a covered strip only the air above the index, if any."""
        lay = self.lay
        rise = lay.card_h * theme.SELECTION_LIFT
        if start <= 0:
            return rise
        beneath, mine = self.motion.rest_rect(pile, start - 1), self.motion.rest_rect(pile, start)
        if beneath.x != mine.x:    # fanned sideways: the index beneath lies left of the lifted card
            return rise
        return max(0, min(rise, mine.y - beneath.y - lay.strip_min))

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        return self.motion.rest_rect(pile, index)

    def card_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """Where a card is drawn now, floating offset included."""
        rect = self.motion.rest_rect(pile, index)
        float_info = self.floating().get(pile)
        if float_info is not None and index >= float_info[0]:
            rect = rect.move(round(float_info[1]), round(float_info[2]))
        return rect

    def card_point(self, pile: Pile, index: int) -> tuple[int, int]:
        """A point on the visible part of a card (its top strip when covered): where a finger taps it."""
        rect = self.card_rect(pile, index)
        return rect.centerx, rect.y + max(2, round(self.lay.card_h * 0.06))

    def target_rect(self, target: int) -> pygame.Rect:
        """The rect that glows for a target (FOUNDATION: the niche the card would go to)."""
        if target == FOUNDATION:
            active = self.table.selection or self.shot.input.drag
            cards = lifted_cards(self.table.position, active.src, 1) if active else []
            f = self.table.position.foundation_for(cards[-1]) if cards else None
            return self.lay.foundations[f if f is not None else 0]
        column = self.motion.display.columns[target]
        return self.motion.rest_rect(column_pile(target), max(0, len(column) - 1))

    def drop_target(self, card: pygame.Rect, targets: list[int]) -> int | None:
        """The legal target the dropped card overlaps most (a niche counts for FOUNDATION)."""
        best: tuple[int, int] | None = None
        for target in targets:
            if target == FOUNDATION:
                areas = self.lay.foundations
            else:
                column = self.lay.columns[target]
                top = self.motion.rest_rect(column_pile(target), max(0, len(self.motion.display.columns[target]) - 1))
                areas = [top.union(pygame.Rect(column.x, column.y, column.w, top.bottom - column.y))]
            for area in areas:
                clip = card.clip(area)
                overlap = clip.w * clip.h
                if overlap > 0 and (best is None or overlap > best[0]):
                    best = (overlap, target)
        return best[1] if best else None

    def spot(self, spot: TableSpot) -> pygame.Rect | None:
        """Where ``spot`` is drawn, or None while it does not show."""
        lay, table = self.lay, self.table
        shown = {TableSpot.MENU: self.shot.with_menu, TableSpot.FINISH: table.can_finish,
                 TableSpot.BACK_WINNABLE: table.back_winnable_shown, TableSpot.STUCK: table.stuck,
                 TableSpot.NEW_GAME: table.won}.get(spot, True)
        if not shown:
            return None
        if spot.value in lay.buttons:
            return lay.buttons[spot.value]
        places = {TableSpot.FINISH: lambda: lay.finish_button, TableSpot.BACK_WINNABLE: self.back_winnable_rect,
                  TableSpot.STUCK: self.stuck_rect, TableSpot.TALON: lambda: lay.talon, TableSpot.HUD: lambda: lay.hud,
                  TableSpot.NEW_GAME: self.new_game_button}
        return places[spot]()

    def hit(self, pos: tuple[int, int]) -> Hit:
        """What lies under ``pos``: the controls first, then the piles, topmost card first."""
        return self.hit_control(pos) or self.hit_pile(pos)

    def hit_control(self, pos: tuple[int, int]) -> Hit | None:
        lay = self.lay
        if self.table.back_winnable_shown and self.back_winnable_rect().collidepoint(pos):
            return Hit(HitKind.BUTTON, name="back_winnable")
        if self.table.stuck and self.stuck_rect().collidepoint(pos):
            return Hit(HitKind.BUTTON, name="stuck")
        for name, rect in lay.buttons.items():
            if rect.collidepoint(pos) and (name != "menu" or self.shot.with_menu):
                return Hit(HitKind.BUTTON, name=name)
        if self.table.selection is not None and self.table.selection.src != WASTE:
            up, down = self.bar_buttons()
            if up.collidepoint(pos):
                return Hit(HitKind.BAR_UP)
            if down.collidepoint(pos):
                return Hit(HitKind.BAR_DOWN)
        if self.table.can_finish and lay.finish_button.collidepoint(pos):
            return Hit(HitKind.FINISH)
        return None

    def hovered(self, hover: tuple[int, int] | None) -> Hit | None:
        """The button under the mouse at ``hover`` (its highlight and tooltip show), or the waste's
        covered cards (a tooltip says that the whole waste opens there), or None."""
        if hover is None:
            return None
        hit = self.hit_control(hover)
        if hit is None and (under := self.waste_under(hover)) is not None:
            hit = Hit(HitKind.WASTE, card=under)
        return hit

    def hit_pile(self, pos: tuple[int, int]) -> Hit:
        lay = self.lay
        if lay.talon.collidepoint(pos) or (self.table.can_redeal and self.redeal_rect().collidepoint(pos)):
            return Hit(HitKind.TALON)
        if self.motion.display.waste:
            top = len(self.motion.display.waste) - 1
            if self.card_rect(WASTE_PILE, top).collidepoint(pos):
                return Hit(HitKind.WASTE)
            under = self.waste_under(pos)
            if under is not None:
                return Hit(HitKind.WASTE, card=under)
        for f, rect in enumerate(lay.foundations):
            if rect.collidepoint(pos):
                return Hit(HitKind.FOUNDATION, f)
        for c, column in enumerate(self.motion.display.columns):
            for i in range(len(column) - 1, -1, -1):
                if self.card_rect(column_pile(c), i).collidepoint(pos):
                    return Hit(HitKind.COLUMN, c, i)
            area = lay.columns[c]
            if area.x <= pos[0] < area.right and area.y <= pos[1] < area.bottom:
                return Hit(HitKind.COLUMN, c, None)
        return Hit(HitKind.FELT)

    def waste_under(self, pos: tuple[int, int]) -> int | None:
        """The covered waste card peeking out under ``pos`` (not the top one), or None: a tap
        there opens the whole waste (B17)."""
        top = len(self.motion.display.waste) - 1
        for under in range(top - 1, max(-1, top - WASTE_FANNED), -1):
            if self.card_rect(WASTE_PILE, under).collidepoint(pos) and not self.card_rect(WASTE_PILE, top).collidepoint(pos):
                return under
        return None

    # --- controls drawn on the table ----------------------------------------------------

    def bar_text(self) -> str | None:
        """The selection bar's words (R10): "3 Karten", or "Max. 2 auf einmal" over the limit;
        None when no run is lifted from a column."""
        sel = self.table.selection
        if sel is None or sel.src == WASTE:
            return None
        if sel.count > sel.limit:
            return i18n.tr("max_at_once", n=sel.limit)
        return i18n.trn("selection", sel.count)

    def selection_bar(self) -> Bar | None:
        """The selection bar (R10) by the lifted run, as wide as its card: its words over ▼ and ▲,
        under the run's last card where the column has room, else over that card's lower part,
        below its index — with smaller letters until it fits there, and a card too small even
        for the smallest keeps only ▼ and ▲. None when no run is lifted from a column."""
        text, sel = self.bar_text(), self.table.selection
        if text is None or sel is None:
            return None
        lay = self.lay
        last = self.card_rect(sel.pile, max(0, self.motion.size(sel.pile) - 1))
        area = lay.columns[sel.src]
        pitch = min((abs(other.x - area.x) for other in lay.columns if other.y == area.y and other.x != area.x),
                    default=area.w)   # the words may reach into the gaps beside the column, never further
        gap = max(2, lay.margin // 3)
        floor = min(last.bottom, area.bottom)
        tries = [(size, text) for size in range(lay.message_text_size, SMALLEST_TEXT - 1, -1)] + [(SMALLEST_TEXT, "")]
        for size, words_text in tries:
            pill, text_size = (layout_note(pygame.Rect(last.x, 0, max(last.w, pitch - 2), place_height(3, size)),
                                           words_text, size)[:2] if words_text else (pygame.Rect(0, 0, 0, 0), size))
            button_h = place_height(1, size)
            height = (pill.h + gap if words_text else 0) + button_h
            below = last.bottom + gap
            if below + height <= area.bottom or height + gap <= floor - (last.y + lay.strip_min):
                break
        top = below if below + height <= area.bottom else max(last.y + lay.strip_min, floor - gap - height)
        words = pygame.Rect(last.centerx - pill.w // 2, top, pill.w, pill.h)
        half = (last.w - gap) // 2
        down = pygame.Rect(last.x, top + height - button_h, half, button_h)
        return Bar(words_text, text_size, words, down, pygame.Rect(last.right - half, down.y, half, button_h))

    def bar_buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        """▲ and ▼ of the selection bar (R10); nowhere when none shows."""
        bar = self.selection_bar()
        return (bar.up, bar.down) if bar is not None else (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))

    def won_box(self) -> pygame.Rect:
        w, h = self.lay.size
        box = pygame.Rect(0, 0, min(w - 2 * self.lay.margin, round(self.lay.card_w * 5)), round(self.lay.card_h * 1.25))
        box.center = (w // 2, round(h * 0.5))
        return box

    def new_game_button(self) -> pygame.Rect:
        """The won banner's "new game" button (drawn only when nobody else handles the win)."""
        box = self.won_box()
        rect = pygame.Rect(0, 0, max(160, round(self.lay.card_w * 2.2)), max(36, round(self.lay.card_h * 0.22)))
        rect.center = (box.centerx, box.y + round(box.h * 0.8))
        return rect

    def back_winnable_rect(self) -> pygame.Rect:
        """"Zurück zu gewinnbar: n Züge": its own place among the table's words, never under the hint."""
        return self.lay.back_winnable_button(self.table.back_winnable or 0)[0]

    def talon_note(self) -> tuple[pygame.Rect, int]:
        """Where the talon's reminder ("Noch ein Zug: Abwurf auf Spalte", R11) stands, and its text size:
        on the talon it is about, in a band of at most `TALON_NOTE_SHARE` of its height right above its
        count badge (the card back stays in view above it), its letters at most `TALON_NOTE_TEXT`
        of the card's width; a talon too small for the words whole in that band (a tiny window)
        leaves them to the reminder's place among the table's words."""
        lay = self.lay
        talon = lay.talon
        size = max(SMALLEST_TEXT, min(lay.message_text_size, round(talon.w * TALON_NOTE_TEXT)))
        bottom = talon.bottom - round(talon.w * 0.25)
        band = min(round(talon.h * TALON_NOTE_SHARE), bottom - talon.y)
        place = pygame.Rect(talon.x, bottom - band, talon.w, band)
        reminder = self.shot.table.reminder
        text = phrases.reminder_text(reminder) if reminder is not None else i18n.tr("table_has_move")
        if note_fits(place, text, size):
            pill = layout_note(place, text, size)[0]
            return pygame.Rect(talon.centerx - pill.w // 2, place.y, pill.w, place.h), size   # centred on it
        return lay.reminder, lay.message_text_size

    def redeal_rect(self) -> pygame.Rect:
        """The "Neu durchgehen" pill in the reminder's place (a tap there redeals, like the talon)."""
        return note_rect(self.lay.reminder, i18n.tr("button.redeal"), self.lay.message_text_size)

    def stuck_rect(self) -> pygame.Rect:
        """"Festgefahren – was nun?" takes the reminder's place: on a dead end the talon is used up,
        so neither the reminder nor the redeal pill can show there."""
        rect = note_rect(self.lay.reminder, i18n.tr("stuck.reopen"), self.lay.message_text_size)
        return rect.inflate(rect.h // 2, 0).clamp(self.lay.reminder)   # a button: a little air at the ends

    def focus_rect(self) -> pygame.Rect | None:
        """The rectangle the keyboard ring surrounds, or None while it is hidden."""
        stop = self.shot.input.ring
        if stop is None:
            return None
        match stop.kind:
            case StopKind.FINISH:
                return self.lay.finish_button
            case StopKind.BACK_WINNABLE:
                return self.back_winnable_rect()
            case StopKind.STUCK:
                return self.stuck_rect()
            case StopKind.TALON:
                return self.lay.talon
            case StopKind.WASTE:
                size = len(self.motion.display.waste)
                return self.motion.rest_rect(WASTE_PILE, size - 1) if size else self.lay.waste
            case StopKind.FOUNDATION:
                return self.target_rect(FOUNDATION)
            case StopKind.COLUMN:
                cards = self.motion.display.columns[stop.column]
                return self.motion.rest_rect(column_pile(stop.column), max(0, len(cards) - 1))
            case _:
                assert_never(stop.kind)
