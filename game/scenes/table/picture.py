"""`TablePicture`: paints every frame of the table, with the `TablePainter`.

Its one job is composing the frame: the felt and the resting cards, the glows, the lifted and
dragged runs, the cards in flight, the table's words and buttons, the HUD, the won banner. It
reads the model (selection, hint, messages, facts), the view (layout, flights, looks), the
geometry and the input state (drag, focus ring, hover) and changes none of them (the stage lays
the table out before it draws; the painter caches pictures). Its HUD is a part of its own
(`hud.TableHud`, the replay's `hud.ReplayHud`); ``controls`` False leaves out the table's words
and buttons (the replay has its own controls).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import WASTE, Card, PileKind, lifted_cards, run_length
from game.i18n import clock_text
from game.scenes.table.geometry import TableGeometry
from game.scenes.table.hud import Hud
from game.scenes.table.input_state import InputState
from game.scenes.table.messages import Tone
from game.scenes.table.model import TableModel
from game.scenes.table.table_view import TableView
from game.scenes.table.values import Selection, pile_cards
from game.view import fonts, theme
from game.view.flights import pile_size
from game.view.layout import back_winnable_label
from game.view.notes import draw_note
from game.view.waste_spread import caption_text, spread


class TablePicture:
    """Paints one table from its parts."""

    def __init__(self, model: TableModel, view: TableView, geometry: TableGeometry, input_state: InputState,
                 hud: Hud, controls: bool = True, summary_follows: bool = False, offers_new_game: bool = True) -> None:
        self.model = model
        self.view = view
        self.geometry = geometry
        self.input = input_state
        self.hud = hud
        self.controls = controls      # the table's own words and buttons (finish, reminder, bar, message)
        self.summary_follows = summary_follows   # someone else shows a reported win: no banner then
        self.offers_new_game = offers_new_game   # the won banner's "new game" button

    def draw_table(self, surface: pygame.Surface) -> None:
        """Background and every resting card, drawn afresh: a frame is drawn only when something
        changed, and blitting the cards is faster than keeping a window-sized layer of them
        (python -m tools.bench, 2026-12-01: 4K animating median 6.1 against 8.2 ms; the layer
        was 32 MB at 4K)."""
        floating = self.geometry.floating()
        incoming = {f.step.dst: self.view.player.incoming(f.step.dst) for f in self.view.player.flights}
        surface.blit(self.view.paint.background, (0, 0))
        self.view.paint.draw_resting(surface, self.view.display, incoming, floating, self.view.runs)

    def draw(self, surface: pygame.Surface, on_top: bool = True) -> None:
        """The whole table (the view is laid out for ``surface`` already); ``on_top``: no other
        scene lies over the table (the dead-end button shows only then)."""
        if self.view.cascade is not None:
            surface.blit(self.view.cascade.canvas, (0, 0))
            surface.blit(self.view.paint.background, self.view.laid.hud.topleft, self.view.laid.hud)
            self.hud.draw(surface)
            if not (self.model.won_reported and self.summary_follows):
                # Once the win is reported the summary shows it; a banner would peek out behind.
                self._draw_won_banner(surface)
            if not self.model.won_reported:
                self._draw_skip_note(surface)
            return
        self.draw_table(surface)
        painter = self.view.paint
        pulse = self.view.attention.pulse(self.view.time)
        # Target glows (selection or drag), then the floating cards, then the arrow on top.
        targets, best = self._glowing()
        for target in targets:
            painter.glow(surface, self.geometry.target_rect(target), theme.GLOW_TARGET, round(150 + 105 * pulse))
        self._draw_hint(surface, pulse)
        self._draw_selection_glow(surface)
        focus = self.geometry.focus_rect()
        if focus is not None:  # under the lifted cards and the arrow, which must stay readable
            painter.focus_ring(surface, focus)
        self._draw_floating(surface)
        if best is not None:
            rect = self.geometry.target_rect(best)
            painter.arrow(surface, rect, self.view.attention.bob(self.view.time, self.view.laid.card_h))
        for flight in self.view.player.flights:
            x, y, w, h, scale = flight.rect(self.view.rest_rect)
            painter.draw_card(surface, flight.step.card if flight.face_up() else None, (x, y, w, h), scale)
        if self.controls:
            self._draw_controls(surface, on_top)
        self.hud.draw(surface)
        if self.input.waste_view is not None and self.view.display.waste:
            self.draw_waste_spread(surface)
        elif self.controls and self.input.hover is not None and self.geometry.waste_under(self.input.hover) is not None:
            lay = self.view.laid   # the covered cards say how to see them all
            painter.tooltip(surface, lay.waste_area, i18n.tr("tooltip.waste"), lay.button_text_size)

    def clock_area(self) -> pygame.Rect:
        """What the clock's next second changes: its words' place when nothing but the felt lies
        under them (`clock_alone`), else the HUD's whole band (drawn with all under it)."""
        area = self.hud.clock_area()
        return area if area is not None and self.clock_alone(area) else self.view.laid.hud

    def clock_alone(self, area: pygame.Rect) -> bool:
        """Nothing of the table reaches ``area`` now: no card in the air, lifted or dragged, no
        glow (a selection's targets, a hint, "Alles ablegen" may glow up into the HUD's band at
        some sizes), no keyboard ring over it."""
        if (self.model.selection is not None or self.input.drag is not None or self.model.hints.glow is not None
                or self.model.can_finish or self.view.cascade is not None or self.view.player.flights
                or self.geometry.floating()):
            return False
        focus = self.geometry.focus_rect()
        return focus is None or not self.view.paint.focus_ring_extent(focus).colliderect(area)

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Only the clock's words, over the felt in ``area`` (what `clock_area` gave)."""
        surface.blit(self.view.paint.background, area.topleft, area)
        self.hud.draw_clock(surface)

    @property
    def hint_reason(self) -> str:
        """Why the shown hint helps: the message line's words while they are a hint's."""
        message = self.model.messages.current
        return message.text if message is not None and message.tone == Tone.HINT else ""

    def glowing_targets(self) -> list[int]:
        """Targets that glow blue now (FOUNDATION or column indices): what the player may tap."""
        return list(self._glowing()[0])

    def selection_bar_text(self) -> str | None:
        """The selection bar's label (R10), or None when no run is lifted from a column."""
        return self.geometry.bar_text()

    def _glowing(self) -> tuple[list[int], int | None]:
        if self.input.drag is not None:
            return self.input.drag.targets, self.input.drag.best
        if self.model.selection is not None:
            return self.model.selection.targets, self.model.selection.best
        return [], None

    def _draw_selection_glow(self, surface: pygame.Surface) -> None:
        """A warm halo behind the lifted run, so the player sees exactly which cards move."""
        sel = self.model.selection
        if sel is None:
            return
        size = pile_size(self.view.display, sel.pile)
        if size < sel.count:
            return
        first, last = self.geometry.card_rect(sel.pile, size - sel.count), self.geometry.card_rect(sel.pile, size - 1)
        self.view.paint.glow(surface, first.union(last), theme.GLOW_SELECTED, 230)

    def _draw_floating(self, surface: pygame.Surface) -> None:
        for pile, (start, dx, dy) in self.geometry.floating().items():
            cards = pile_cards(self.view.display, pile)
            if start < len(cards) and (dx or dy) and (self.view.shake is None or self.view.shake.pile != pile):
                run = self.view.rest_rect(pile, start).union(self.view.rest_rect(pile, len(cards) - 1))
                self.view.paint.lift_shadow(surface, run.move(round(dx), round(dy)))
            for i in range(start, len(cards)):
                rect = self.view.rest_rect(pile, i).move(round(dx), round(dy))
                surface.blit(self.view.paint.sprites.face(cards[i]), rect)

    def _draw_hint(self, surface: pygame.Surface, pulse: float) -> None:
        hint = self.model.hints.glow
        if hint is None:
            return
        src, target = hint.src, hint.target
        alpha = round(160 + 95 * pulse)
        if src is not None and hint.move is not None:
            count = hint.move.count if src.kind == PileKind.COLUMN and target is not None else 1
            size = pile_size(self.view.display, src)
            if src.kind == PileKind.TALON:
                self.view.paint.glow(surface, self.view.laid.talon, theme.GLOW_HINT, alpha)
            elif size:
                rect = self.view.rest_rect(src, size - count).union(self.view.rest_rect(src, size - 1))
                self.view.paint.glow(surface, rect, theme.GLOW_HINT, alpha)
        if hint.finish:
            self.view.paint.glow(surface, self.view.laid.finish_button, theme.GLOW_HINT, alpha)
        elif target is not None:
            if target.kind == PileKind.FOUNDATION:
                card = self._hint_card()
                f = self.model.game.position.foundation_for(card) if card else None
                rect = self.view.laid.foundations[f or 0]
            else:
                rect = self.geometry.target_rect(target.index)
            self.view.paint.glow(surface, rect, theme.GLOW_HINT, alpha)

    def _hint_card(self) -> Card | None:
        hint = self.model.hints.glow
        move = hint.move if hint is not None else None
        if move is None:
            return None
        cards = lifted_cards(self.model.game.position, move.src, move.count)
        return cards[0] if cards else None

    def _draw_controls(self, surface: pygame.Surface, on_top: bool) -> None:
        """The table's words, each in its own place (`geometry`): nothing covers anything else."""
        lay, painter = self.view.laid, self.view.paint
        size = lay.message_text_size
        position = self.model.game.position
        if self.model.can_finish and not self.view.player.busy:
            pulse = self.view.attention.pulse(self.view.time)
            painter.glow(surface, lay.finish_button, theme.GLOW_HINT, round(90 + 120 * pulse))
            painter.button(surface, lay.finish_button, i18n.tr("button.finish"), accent=True, size=size,
                           hover=self.input.hover is not None and lay.finish_button.collidepoint(self.input.hover))
        if self.model.reminds():   # R11, on the talon it is about
            place, note_size = self.geometry.talon_note()
            draw_note(surface, place, i18n.tr("table_has_move"), note_size)
        if not position.talon and not self.view.display.talon:
            label = theme.SYMBOL_REDEAL if self.model.can_redeal else theme.SYMBOL_TALON_DONE
            mark = fonts.text(label, round(lay.card_w * 0.45), theme.SLOT_OUTLINE, bold=True)
            surface.blit(mark, mark.get_rect(center=lay.talon.center))
            if self.model.can_redeal:
                draw_note(surface, lay.reminder, i18n.tr("button.redeal"), size)
        if self.model.stuck and on_top:   # R17 after "Tisch ansehen": the dialog again
            rect = self.geometry.stuck_rect()
            painter.button(surface, rect, i18n.tr("stuck.reopen"), accent=True, size=size,
                           hover=self.input.hover is not None and rect.collidepoint(self.input.hover))
        sel = self.model.selection
        if sel is not None and sel.src != WASTE:
            self._draw_selection_bar(surface, sel)
        message = self.model.messages.current
        if message is not None:
            colour = theme.GLOW_HINT if message.tone == Tone.HINT else theme.PILL_TEXT
            draw_note(surface, lay.message, message.text, size, colour=colour, alpha=235)
        if self.model.back_winnable_shown():
            moves = self.model.back_winnable_moves() or 0
            rect, text_size = lay.back_winnable_button(moves)
            hint = self.model.hints.glow
            if hint is not None and hint.back:   # a hint in a lost position points here
                painter.glow(surface, rect, theme.GLOW_HINT, round(160 + 95 * self.view.attention.pulse(self.view.time)))
            painter.button(surface, rect, back_winnable_label(moves), size=text_size,
                           hover=self.input.hover is not None and rect.collidepoint(self.input.hover))

    def _draw_selection_bar(self, surface: pygame.Surface, sel: Selection) -> None:
        """R10's bar by the lifted run (`TableGeometry.selection_bar`): its words over ▼ and ▲."""
        painter = self.view.paint
        bar = self.geometry.selection_bar()
        if bar is None:
            return
        most = run_length(self.model.game.position.columns[sel.src])
        if bar.text:   # a tiny card keeps only ▼ and ▲
            draw_note(surface, bar.words, bar.text, bar.text_size, alpha=235)
        size = round(bar.down.h * 0.5)
        painter.button(surface, bar.down, theme.SYMBOL_FEWER, enabled=sel.count > 1, size=size)
        painter.button(surface, bar.up, theme.SYMBOL_MORE, enabled=sel.count < most, size=size)

    def draw_waste_spread(self, surface: pygame.Surface) -> None:
        """The whole waste over the lower table while the player holds it (B17, `waste_spread`)."""
        waste = self.view.display.waste
        laid = spread(self.view.laid, len(waste))
        panel = pygame.Surface(laid.panel.size, pygame.SRCALPHA)
        radius = max(4, self.view.laid.margin)
        pygame.draw.rect(panel, (*theme.PILL, 235), panel.get_rect(), border_radius=radius)
        surface.blit(panel, laid.panel.topleft)
        caption = fonts.text(caption_text(len(waste)), laid.text_size, theme.PILL_TEXT, bold=True)
        surface.blit(caption, caption.get_rect(midleft=laid.caption.midleft))
        for card, rect in zip(waste, laid.cards, strict=True):
            surface.blit(self.view.paint.sprites.face(card), rect)

    def _draw_won_banner(self, surface: pygame.Surface) -> None:
        box = self.geometry.won_box()
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.BANNER, 225), panel.get_rect(), border_radius=box.h // 6)
        pygame.draw.rect(panel, theme.BANNER_GOLD, panel.get_rect(), width=max(2, box.h // 40), border_radius=box.h // 6)
        surface.blit(panel, box.topleft)
        title = fonts.text(i18n.tr("won"), round(box.h * 0.3), theme.BANNER_GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(box.centerx, box.y + box.h * 0.28)))
        detail = fonts.text(i18n.tr("won_detail", moves=self.model.game.moves, time=clock_text(self.model.clock.elapsed)),
                            round(box.h * 0.12), theme.HUD_TEXT)
        surface.blit(detail, detail.get_rect(center=(box.centerx, box.y + box.h * 0.55)))
        if self.offers_new_game:
            button = self.geometry.new_game_button()
            self.view.paint.button(surface, button, i18n.tr("button.new_game"), accent=True)

    def _draw_skip_note(self, surface: pygame.Surface) -> None:
        """"Tippen zum Überspringen" at the bottom while the cascade plays (it ends by itself:
        the words stand still and go with it)."""
        lay = self.view.laid
        size = lay.message_text_size
        text = fonts.text(i18n.tr("won_skip"), size, theme.HUD_TEXT)
        pill = text.get_rect(midbottom=(lay.size[0] // 2, lay.size[1] - lay.margin)).inflate(size, size // 2)
        panel = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.BANNER, 200), panel.get_rect(), border_radius=pill.h // 2)
        surface.blit(panel, pill.topleft)
        surface.blit(text, text.get_rect(center=pill.center))
