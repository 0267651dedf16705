"""Where things are on the table: card slots, floating runs, glowing targets, hit-testing.

A mixin of `TableScene` (it is the scene's `CardPlaces` for the `StepPlayer`): every answer
depends on the live layout, the shown position, the cards in flight and what the player holds,
all of which the scene owns. Nothing here changes state; drawing and input both ask here, so
what the player sees and what a tap hits always agree.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import COLUMNS, FOUNDATION, WASTE, WASTE_PILE, Pile, PileKind, column_pile, lifted_cards
from game.scenes.table.focus import StopKind
from game.scenes.table.state import Hit, HitKind
from game.view import theme
from game.view.flights import pile_size
from game.view.notes import note_rect
from game.view.tween import shake_offset


class TableGeometry:
    """Rects and hit-tests of a `TableScene` (mixed into it; reads its state)."""

    def column_lengths(self) -> tuple[int, ...]:
        """How many cards each column shows, those flying in included: what the layout must hold."""
        return tuple(self.pile_count(column_pile(c)) for c in range(COLUMNS))

    def refit_layout(self) -> None:
        """Re-lay the table when a column grew or shrank past what the layout was made for (R2:
        every covered card's index stays whole), before anything is drawn or hit-tested."""
        if self.layout is not None and self.layout.needs_relayout(self.column_lengths()):
            self.resize(self.layout.size)

    def pile_count(self, pile: Pile) -> int:
        """Cards a pile shows including those on their way to it (so columns squeeze in time)."""
        return pile_size(self.display, pile) + self.player.incoming(pile)

    def runs(self, column: int) -> tuple[bool, ...]:
        """Which neighbours in a shown column form same-suit runs (the layout squeezes those first)."""
        key = (self.player.version, id(self.display), column)
        cached = self._runs_cache.get(key)
        if cached is None:
            cards = self.display.columns[column]
            cached = tuple(cards[i + 1].builds_on(cards[i]) for i in range(len(cards) - 1))
            if len(self._runs_cache) > 64:
                self._runs_cache.clear()
            self._runs_cache[key] = cached
        return cached

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """The resting slot of the ``index``-th card of ``pile``."""
        lay = self.layout
        if pile.kind == PileKind.COLUMN:
            return lay.column_card(pile.index, index, max(self.pile_count(pile), index + 1), self.runs(pile.index))
        if pile.kind == PileKind.WASTE:
            return lay.waste_card(index, max(self.pile_count(pile), index + 1))
        if pile.kind == PileKind.TALON:
            return lay.talon.copy()
        return lay.foundations[pile.index].copy()

    def floating(self) -> dict[Pile, tuple[int, float, float]]:
        """Cards drawn away from their resting place: pile → (first index, dx, dy)."""
        result: dict[Pile, tuple[int, float, float]] = {}
        if self.hold is not None:
            result[self.hold.pile] = (self.hold.start, self.hold.dx, self.hold.dy)
        if self.selection is not None:
            sel = self.selection
            result[sel.pile] = (pile_size(self.display, sel.pile) - sel.count, 0, -self.layout.card_h * theme.SELECTION_LIFT)
        if self.drag is not None:
            pile = self.drag.pile
            start = pile_size(self.display, pile) - self.drag.count
            base = self.rest_rect(pile, start)
            result[pile] = (start, self.drag.pos[0] - self.drag.grab[0] - base.x, self.drag.pos[1] - self.drag.grab[1] - base.y)
        if self.snap is not None:
            dx, dy = self.snap.timer.value()
            result[self.snap.pile] = (self.snap.start, dx, dy)
        if self.shake is not None:
            amplitude = self.layout.card_w * theme.SHAKE_AMPLITUDE
            result[self.shake.pile] = (self.shake.start, shake_offset(self.shake.timer.elapsed, theme.SHAKE_TIME, amplitude), 0)
        if self.refusal is not None:
            dx, dy = self.refusal.offset(self.layout.card_w, self.layout.card_h)
            result[self.refusal.pile] = (self.refusal.start, dx, dy)
        return result

    def card_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """Where a card is drawn now, floating offset included."""
        rect = self.rest_rect(pile, index)
        float_info = self.floating().get(pile)
        if float_info is not None and index >= float_info[0]:
            rect = rect.move(round(float_info[1]), round(float_info[2]))
        return rect

    def card_point(self, pile: Pile, index: int) -> tuple[int, int]:
        """A point on the visible part of a card (its top strip when covered): where a finger taps it."""
        rect = self.card_rect(pile, index)
        return rect.centerx, rect.y + max(2, round(self.layout.card_h * 0.06))

    def target_rect(self, target: int) -> pygame.Rect:
        """The rect that glows for a target (FOUNDATION: the niche the card would go to)."""
        if target == FOUNDATION:
            active = self.selection or self.drag
            cards = lifted_cards(self.game.position, active.src, 1) if active else []
            f = self.game.position.foundation_for(cards[-1]) if cards else None
            return self.layout.foundations[f if f is not None else 0]
        column = self.display.columns[target]
        return self.rest_rect(column_pile(target), max(0, len(column) - 1))

    def drop_target(self, card: pygame.Rect, targets: list[int]) -> int | None:
        """The legal target the dropped card overlaps most (a niche counts for FOUNDATION)."""
        best: tuple[int, int] | None = None
        for target in targets:
            if target == FOUNDATION:
                areas = self.layout.foundations
            else:
                column = self.layout.columns[target]
                top = self.rest_rect(column_pile(target), max(0, len(self.display.columns[target]) - 1))
                areas = [top.union(pygame.Rect(column.x, column.y, column.w, top.bottom - column.y))]
            for area in areas:
                clip = card.clip(area)
                overlap = clip.w * clip.h
                if overlap > 0 and (best is None or overlap > best[0]):
                    best = (overlap, target)
        return best[1] if best else None

    def hit(self, pos: tuple[int, int]) -> Hit:
        """What lies under ``pos``: the controls first, then the piles, topmost card first."""
        self.refit_layout()
        return self._hit_control(pos) or self._hit_pile(pos)

    def _hit_control(self, pos: tuple[int, int]) -> Hit | None:
        lay = self.layout
        if self.back_winnable_shown() and self.back_winnable_rect().collidepoint(pos):
            return Hit(HitKind.BUTTON, name="back_winnable")
        if self.stuck and self.stuck_rect().collidepoint(pos):
            return Hit(HitKind.BUTTON, name="stuck")
        for name, rect in lay.buttons.items():
            if rect.collidepoint(pos) and (name != "menu" or self.on_menu is not None):
                return Hit(HitKind.BUTTON, name=name)
        if self.selection is not None and self.selection.src != WASTE:
            up, down = self.bar_buttons()
            if up.collidepoint(pos):
                return Hit(HitKind.BAR_UP)
            if down.collidepoint(pos):
                return Hit(HitKind.BAR_DOWN)
        if self.can_finish and lay.finish_button.collidepoint(pos):
            return Hit(HitKind.FINISH)
        return None

    def _hit_pile(self, pos: tuple[int, int]) -> Hit:
        lay = self.layout
        if lay.talon.collidepoint(pos) or (self.can_redeal and self.redeal_rect().collidepoint(pos)):
            return Hit(HitKind.TALON)
        if self.display.waste:
            top = len(self.display.waste) - 1
            if self.card_rect(WASTE_PILE, top).collidepoint(pos):
                return Hit(HitKind.WASTE)
        for f, rect in enumerate(lay.foundations):
            if rect.collidepoint(pos):
                return Hit(HitKind.FOUNDATION, f)
        for c in range(COLUMNS):
            column = self.display.columns[c]
            for i in range(len(column) - 1, -1, -1):
                if self.card_rect(column_pile(c), i).collidepoint(pos):
                    return Hit(HitKind.COLUMN, c, i)
            area = lay.columns[c]
            if area.x <= pos[0] < area.right and area.y <= pos[1] < area.bottom:
                return Hit(HitKind.COLUMN, c, None)
        return Hit(HitKind.FELT)

    # --- controls drawn on the table ----------------------------------------------------

    def bar_buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        """▲ and ▼ at the two ends of the selection bar (R10)."""
        bar = self.layout.selection_bar
        size = max(1, min(bar.h, bar.w // 3))
        down = pygame.Rect(bar.x, bar.y, size, size)
        up = pygame.Rect(bar.right - size, bar.y, size, size)
        return up, down

    def won_box(self) -> pygame.Rect:
        w, h = self.layout.size
        box = pygame.Rect(0, 0, min(w - 2 * self.layout.margin, round(self.layout.card_w * 5)), round(self.layout.card_h * 1.25))
        box.center = (w // 2, round(h * 0.5))
        return box

    def new_game_button(self) -> pygame.Rect:
        """The won banner's "new game" button (drawn only when nobody else handles the win)."""
        box = self.won_box()
        rect = pygame.Rect(0, 0, max(160, round(self.layout.card_w * 2.2)), max(36, round(self.layout.card_h * 0.22)))
        rect.center = (box.centerx, box.y + round(box.h * 0.8))
        return rect

    def message_rect(self) -> pygame.Rect:
        """The message line's place (hint reasons, "no move found", why a card cannot move)."""
        return self.layout.message

    def back_winnable_rect(self) -> pygame.Rect:
        """"Zurück zu gewinnbar": its own place, never under the hint or the selection bar."""
        return self.layout.back_winnable

    def redeal_rect(self) -> pygame.Rect:
        """The "Neu durchgehen" pill in the reminder's place (a tap there redeals, like the talon)."""
        return note_rect(self.layout.reminder, i18n.tr("button.redeal"), self.layout.message_text_size)

    def stuck_rect(self) -> pygame.Rect:
        """"Festgefahren – was nun?" takes the reminder's place: on a dead end the talon is used up,
        so neither the reminder nor the redeal pill can show there."""
        rect = note_rect(self.layout.reminder, i18n.tr("stuck.reopen"), self.layout.message_text_size)
        return rect.inflate(rect.h // 2, 0).clamp(self.layout.reminder)   # a button: a little air at the ends

    def focus_rect(self) -> pygame.Rect | None:
        """The rectangle the keyboard ring surrounds, or None while it is hidden."""
        stop = self.ring.stop
        if not self.ring.shown or stop is None or self.layout is None:
            return None
        if stop.kind == StopKind.FINISH:
            return self.layout.finish_button
        if stop.kind == StopKind.BACK_WINNABLE:
            return self.back_winnable_rect()
        if stop.kind == StopKind.STUCK:
            return self.stuck_rect()
        if stop.kind == StopKind.TALON:
            return self.layout.talon
        if stop.kind == StopKind.WASTE:
            size = len(self.display.waste)
            return self.rest_rect(WASTE_PILE, size - 1) if size else self.layout.waste
        if stop.kind == StopKind.FOUNDATION:
            return self.target_rect(FOUNDATION)
        cards = self.display.columns[stop.index]
        return self.rest_rect(column_pile(stop.index), max(0, len(cards) - 1))
