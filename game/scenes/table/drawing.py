"""Drawing of the table scene: every frame's picture, painted with the `TablePainter`.

A mixin of `TableScene`, because it reads nearly all of the scene's state (selection, drag,
flights, hint, focus ring, clock …) and the geometry beside it; nothing here changes the game
or the scene. The replay overrides ``_draw_hud``, ``_draw_controls`` and ``offers_new_game``.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import WASTE, Card, PileKind, lifted_cards, run_length
from game.i18n import phrases
from game.scenes.table.messages import Tone
from game.scenes.table.state import Selection, pile_cards
from game.solving import link as solver_link
from game.view import fonts, header, theme
from game.view.flights import pile_size
from game.view.notes import draw_note


class TableDrawing:
    """Paints a `TableScene` (mixed into it; uses its attributes)."""

    def _draw_table(self, surface: pygame.Surface) -> None:
        """Background and every resting card, drawn afresh: a frame is drawn only when something
        changed, and blitting the cards is faster than keeping a window-sized layer of them
        (python -m tools.bench, 2026-12-01: 4K animating median 6.1 against 8.2 ms; the layer
        was 32 MB at 4K)."""
        floating = self.floating()
        incoming = {f.step.dst: self.player.incoming(f.step.dst) for f in self.player.flights}
        surface.blit(self.painter.background, (0, 0))
        self.painter.draw_resting(surface, self.display, incoming, floating, self.runs)

    def let_go(self) -> None:
        """Covered by another scene (or about to change size): drop the window-sized pictures
        the next `resize` makes again, the cascade's canvases. The painter stays: its felt takes
        0.1 s to paint at 4K, too long for a menu's closing."""
        if self.cascade is not None:
            self.cascade.let_go()

    def discard(self) -> None:
        """Off the stack for good (a new deal's table, the replay closed): its window-sized
        pictures go now. The scene refers to itself (its flights, its action table), so without
        this they would wait for Python's rare full collection: 66 MB at 4K (measured)."""
        self.let_go()
        self.painter = None
        self.layout = None   # a draw after this (never expected) lays the table out afresh

    def draw(self, surface: pygame.Surface) -> None:
        if self.layout is None or self.layout.size != surface.get_size():
            self.resize(surface.get_size())
        self.refit_layout()
        if self.cascade is not None:
            surface.blit(self.cascade.canvas, (0, 0))
            surface.blit(self.painter.background, self.layout.hud.topleft, self.layout.hud)
            self._draw_hud(surface)
            if not (self.won_reported and self.on_won is not None):
                # Once the win is reported the summary shows it; a banner would peek out behind.
                self._draw_won_banner(surface)
            return
        self._draw_table(surface)
        painter = self.painter
        pulse = self.attention.pulse(self.time)
        # Target glows (selection or drag), then the floating cards, then the arrow on top.
        targets, best = self._glowing()
        for target in targets:
            painter.glow(surface, self.target_rect(target), theme.GLOW_TARGET, round(150 + 105 * pulse))
        self._draw_hint(surface, pulse)
        self._draw_selection_glow(surface)
        focus = self.focus_rect()
        if focus is not None:  # under the lifted cards and the arrow, which must stay readable
            painter.focus_ring(surface, focus)
        self._draw_floating(surface)
        if best is not None:
            rect = self.target_rect(best)
            painter.arrow(surface, rect, self.attention.bob(self.time, self.layout.card_h))
        for flight in self.player.flights:
            x, y, w, h, scale = flight.rect(self.rest_rect)
            painter.draw_card(surface, flight.step.card if flight.face_up() else None, (x, y, w, h), scale)
        self._draw_controls(surface)
        self._draw_hud(surface)

    @property
    def hint_reason(self) -> str:
        """Why the shown hint helps: the message line's words while they are a hint's."""
        message = self.messages.current
        return message.text if message is not None and message.tone == Tone.HINT else ""

    def glowing_targets(self) -> list[int]:
        """Targets that glow blue now (FOUNDATION or column indices): what the player may tap."""
        return list(self._glowing()[0])

    def selection_bar_text(self) -> str | None:
        """The selection bar's label (R10), or None when no run is lifted from a column."""
        sel = self.selection
        if sel is None or sel.src == WASTE:
            return None
        if sel.count > sel.limit:
            return i18n.tr("max_at_once", n=sel.limit)
        return i18n.trn("selection", sel.count)

    def _glowing(self) -> tuple[list[int], int | None]:
        if self.drag is not None:
            return self.drag.targets, self.drag.best
        if self.selection is not None:
            return self.selection.targets, self.selection.best
        return [], None

    def _draw_selection_glow(self, surface: pygame.Surface) -> None:
        """A warm halo behind the lifted run, so the player sees exactly which cards move."""
        sel = self.selection
        if sel is None:
            return
        size = pile_size(self.display, sel.pile)
        if size < sel.count:
            return
        first, last = self.card_rect(sel.pile, size - sel.count), self.card_rect(sel.pile, size - 1)
        self.painter.glow(surface, first.union(last), theme.GLOW_SELECTED, 230)

    def _draw_floating(self, surface: pygame.Surface) -> None:
        for pile, (start, dx, dy) in self.floating().items():
            cards = pile_cards(self.display, pile)
            if start < len(cards) and (dx or dy) and (self.shake is None or self.shake.pile != pile):
                run = self.rest_rect(pile, start).union(self.rest_rect(pile, len(cards) - 1))
                self.painter.lift_shadow(surface, run.move(round(dx), round(dy)))
            for i in range(start, len(cards)):
                rect = self.rest_rect(pile, i).move(round(dx), round(dy))
                surface.blit(self.painter.sprites.face(cards[i]), rect)

    def _draw_hint(self, surface: pygame.Surface, pulse: float) -> None:
        if self.hint is None:
            return
        hint = self.hint
        src, target = hint.src, hint.target
        alpha = round(160 + 95 * pulse)
        if src is not None:
            count = hint.move.count if src.kind == PileKind.COLUMN and target is not None else 1
            size = pile_size(self.display, src)
            if src.kind == PileKind.TALON:
                self.painter.glow(surface, self.layout.talon, theme.GLOW_HINT, alpha)
            elif size:
                rect = self.rest_rect(src, size - count).union(self.rest_rect(src, size - 1))
                self.painter.glow(surface, rect, theme.GLOW_HINT, alpha)
        if hint.finish:
            self.painter.glow(surface, self.layout.finish_button, theme.GLOW_HINT, alpha)
        elif target is not None:
            if target.kind == PileKind.FOUNDATION:
                card = self._hint_card()
                f = self.game.position.foundation_for(card) if card else None
                rect = self.layout.foundations[f or 0]
            else:
                rect = self.target_rect(target.index)
            self.painter.glow(surface, rect, theme.GLOW_HINT, alpha)

    def _hint_card(self) -> Card | None:
        move = self.hint.move
        cards = lifted_cards(self.game.position, move.src, move.count)
        return cards[0] if cards else None

    def _draw_controls(self, surface: pygame.Surface) -> None:
        """The table's words, each in its own place (`places`): nothing covers anything else."""
        lay, painter = self.layout, self.painter
        size = lay.message_text_size
        position = self.game.position
        if self.can_finish and not self.player.busy:
            pulse = self.attention.pulse(self.time)
            painter.glow(surface, lay.finish_button, theme.GLOW_HINT, round(90 + 120 * pulse))
            painter.button(surface, lay.finish_button, i18n.tr("button.finish"), accent=True, size=size,
                           hover=self.hover is not None and lay.finish_button.collidepoint(self.hover))
        if position.talon and self.table_has_move:
            draw_note(surface, lay.reminder, i18n.tr("table_has_move"), size)
        if not position.talon and not self.display.talon:
            label = theme.SYMBOL_REDEAL if self.can_redeal else theme.SYMBOL_TALON_DONE
            mark = fonts.text(label, round(lay.card_w * 0.45), theme.SLOT_OUTLINE, bold=True)
            surface.blit(mark, mark.get_rect(center=lay.talon.center))
            if self.can_redeal:
                draw_note(surface, lay.reminder, i18n.tr("button.redeal"), size)
        if self.stuck and self.app.top is self:   # R17 after "Tisch ansehen": the dialog again
            rect = self.stuck_rect()
            painter.button(surface, rect, i18n.tr("stuck.reopen"), accent=True, size=size,
                           hover=self.hover is not None and rect.collidepoint(self.hover))
        sel = self.selection
        if sel is not None and sel.src != WASTE:
            self._draw_selection_bar(surface, sel)
        message = self.messages.current
        if message is not None:
            colour = theme.GLOW_HINT if message.tone == Tone.HINT else theme.PILL_TEXT
            draw_note(surface, lay.message, message.text, size, colour=colour, alpha=235)
        if self.back_winnable_shown():
            rect = self.back_winnable_rect()
            painter.button(surface, rect, i18n.tr("button.back_winnable"), size=size,
                           hover=self.hover is not None and rect.collidepoint(self.hover))

    def _draw_selection_bar(self, surface: pygame.Surface, sel: Selection) -> None:
        painter = self.painter
        bar = self.layout.selection_bar
        up, down = self.bar_buttons()
        most = run_length(self.game.position.columns[sel.src])
        text = self.selection_bar_text() or ""
        middle = pygame.Rect(down.right + 4, bar.y, up.x - down.right - 8, bar.h)
        if middle.w > bar.h and middle.h > 0:   # a tiny window keeps only ▼ and ▲
            painter.pill(surface, middle, text, alpha=235, size=self.layout.message_text_size)
        painter.button(surface, down, theme.SYMBOL_FEWER, enabled=sel.count > 1, size=round(bar.h * 0.5))
        painter.button(surface, up, theme.SYMBOL_MORE, enabled=sel.count < most, size=round(bar.h * 0.5))

    def _draw_hud(self, surface: pygame.Surface) -> None:
        lay = self.layout
        size = lay.text_size
        y = lay.hud.centery
        number = phrases.number_display(self.game.number) if self.game.number else None
        name = i18n.tr("game_number", number=number) if number else i18n.tr("title")
        left = fonts.text(name, size, theme.HUD_TEXT, bold=True)
        surface.blit(left, left.get_rect(midleft=(lay.margin, y)))
        status = f"{i18n.tr('moves', n=self.game.moves)}   {self.clock_label}"
        right = fonts.text(status, size, theme.HUD_TEXT, bold=True)
        tags_x = lay.margin + left.get_width() + size // 2
        if lay.portrait:
            room = lay.size[0] - lay.margin - right.get_width() - size - tags_x
        else:
            room = min(rect.x for rect in lay.buttons.values()) - right.get_width() - 2 * size - tags_x
        variant = self._hud_tags(size, room)
        surface.blit(variant, variant.get_rect(midleft=(tags_x, y)))
        if lay.portrait:
            surface.blit(right, right.get_rect(midright=(lay.size[0] - lay.margin, y)))
        else:
            first_button = min(rect.x for rect in lay.buttons.values())
            centre_x = (lay.margin + left.get_width() + variant.get_width() + size + first_button) // 2
            surface.blit(right, right.get_rect(center=(centre_x, y)))
        self._draw_header_buttons(surface)

    def _draw_header_buttons(self, surface: pygame.Surface) -> None:
        """Undo, redo, hint, menu in one font size; an icon shows its name while the pointer is on it."""
        lay, painter = self.layout, self.painter
        playing = not self.won
        enabled = {"undo": playing and self.game.can_undo(), "redo": playing and self.game.can_redo(), "hint": playing,
                   "menu": True}
        tip = None
        for name, rect in lay.buttons.items():
            if name == "menu" and self.on_menu is None:
                continue
            hovered = self.hover is not None and rect.collidepoint(self.hover)
            text = header.label(name, lay.compact_buttons, thinking=name == "hint" and self.hint_wait is not None)
            painter.button(surface, rect, text, enabled[name], size=lay.button_text_size, hover=hovered)
            if hovered and header.shows_icon(name, lay.compact_buttons):
                tip = (rect, header.tooltip(name))
        if tip is not None:
            painter.tooltip(surface, tip[0], tip[1], lay.button_text_size)

    def hud_tag_texts(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The HUD words after the game number: variant, grade (B10), daily deal (B9), ✓ lösbar (R16),
        winnability (B1)."""
        tags = [("· " + i18n.tr("variant." + self.game.variant.name), theme.HUD_DIM)]
        if self.grade is not None:
            tags.append(("· " + i18n.tr(f"grade.{self.grade}"), theme.HUD_DIM))
        if self.verified_solvable:
            tags.append((f"{theme.SYMBOL_VERIFIED} {i18n.tr('hud.solvable')}", theme.HUD_SOLVABLE))
        if self.daily_date is not None:   # after ✓ lösbar: kept longer when room is short
            tags.append(("· " + i18n.tr("hud.daily", date=phrases.date_text(self.daily_date)), theme.DAY_TODAY))
        if self.show_winnability and not self.won:
            state = self.winnability
            colour = {solver_link.WINNABLE: theme.HUD_SOLVABLE, solver_link.LOST: theme.HUD_LOST}.get(state, theme.HUD_DIM)
            if state == solver_link.LOST and not self.game.can_undo():
                state = "lost_deal"  # the deal itself: "no longer" would blame a move never made
            tags.append(("· " + i18n.tr(f"hud.{state}"), colour))
        return tags

    def _hud_tags(self, size: int, room: int) -> pygame.Surface:
        """The tags side by side; when they do not fit in ``room`` pixels the least important go
        first: the variant, then ✓ lösbar — the winnability the player asked for stays longest."""
        parts = [fonts.text(text, size, colour) for text, colour in self.hud_tag_texts()]
        gap = size // 2
        while parts and sum(p.get_width() for p in parts) + gap * (len(parts) - 1) > room:
            parts.pop(0)   # a small window: rather no tag than one under the moves and the clock
        surface = pygame.Surface((max(0, sum(p.get_width() for p in parts) + gap * (len(parts) - 1)),
                                  max([p.get_height() for p in parts], default=1)), pygame.SRCALPHA)
        x = 0
        for part in parts:
            surface.blit(part, (x, 0))
            x += part.get_width() + gap
        return surface

    def offers_new_game(self) -> bool:
        """The won banner offers "new game" only when nobody else (the summary) takes over the win."""
        return self.on_won is None

    def _draw_won_banner(self, surface: pygame.Surface) -> None:
        box = self.won_box()
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.BANNER, 225), panel.get_rect(), border_radius=box.h // 6)
        pygame.draw.rect(panel, theme.BANNER_GOLD, panel.get_rect(), width=max(2, box.h // 40), border_radius=box.h // 6)
        surface.blit(panel, box.topleft)
        title = fonts.text(i18n.tr("won"), round(box.h * 0.3), theme.BANNER_GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(box.centerx, box.y + box.h * 0.28)))
        detail = fonts.text(i18n.tr("won_detail", moves=self.game.moves, time=self.clock_label),
                            round(box.h * 0.12), theme.HUD_TEXT)
        surface.blit(detail, detail.get_rect(center=(box.centerx, box.y + box.h * 0.55)))
        if self.offers_new_game():
            button = self.new_game_button()
            self.painter.button(surface, button, i18n.tr("button.new_game"), accent=True)
