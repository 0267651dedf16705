"""`TablePicture`: paints every frame of the table from a snapshot, with its `TablePainter`.

Its one job is composing the frame: the felt and the resting cards, the glows, the lifted and
dragged runs, the cards in flight, the table's words and buttons, the HUD, the won banner and
the won cascade. It reads one frozen `TableSnapshot` and its geometry (`TableGeometry`) and
holds only what it paints with: the painter (made for the snapshot's layout, `fit_painter`),
the cascade's canvases (`start_cascade`, `age_cascade`) and its HUD (`hud.TableHud`, the
replay's `hud.ReplayHud`). ``controls`` False leaves out the table's words and buttons (the
replay has its own controls).
"""

from __future__ import annotations

import copy
import random

import pygame

from game import i18n
from game.engine import WASTE, Card, PileKind, lifted_cards, run_length
from game.i18n import clock_text, phrases
from game.scenes.tabletop.geometry import TableGeometry
from game.scenes.tabletop.hud import Hud
from game.scenes.tabletop.snapshot import TableSnapshot
from game.table.messages import Tone
from game.table.values import Selection, pile_cards
from game.view import appearance, fonts, theme
from game.view.cascade import Cascade, cascade_starts
from game.view.layout import TableLayout, back_winnable_label
from game.view.notes import draw_note
from game.view.table_painter import TablePainter
from game.view.waste_spread import caption_text, spread


class TablePicture:
    """Paints one table's snapshots (see the module docstring)."""

    def __init__(self, hud: Hud, controls: bool = True, summary_follows: bool = False,
                 offers_new_game: bool = True) -> None:
        self.hud = hud
        self.controls = controls      # the table's own words and buttons (finish, reminder, bar, message)
        self.summary_follows = summary_follows   # someone else shows a reported win: no banner then
        self.offers_new_game = offers_new_game   # the won banner's "new game" button
        self.painter: TablePainter | None = None
        self.cascade: Cascade | None = None

    @property
    def paint(self) -> TablePainter:
        """The painter for the layout (made with it by `fit_painter`)."""
        if self.painter is None:
            raise RuntimeError("the table is not laid out yet: fit_painter() comes first")
        return self.painter

    def fit_painter(self, shot: TableSnapshot) -> TablePainter:
        """The painter for the snapshot's layout: made anew when the table was laid out again
        (the same one when nothing it caches changed, `TablePainter.for_layout`). It paints with
        its own copy of the layout: the layout's rects and its memo are no one else's to change."""
        painter = self.painter
        if (painter is None or painter.layout != shot.layout or painter.four_colour != shot.table.options.four_colour
                or (painter.felt, painter.back) != (appearance.felt(), appearance.back())):   # a look chosen since
            painter = self.painter = TablePainter.for_layout(copy.deepcopy(shot.layout), shot.table.options.four_colour, painter)
        return painter

    def draw_table(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry) -> None:
        """Background and every resting card, drawn afresh: a frame is drawn only when something
        changed, and blitting the cards is faster than keeping a window-sized layer of them
        (python -m tools.bench, 2026-12-01: 4K animating median 6.1 against 8.2 ms; the layer
        was 32 MB at 4K)."""
        motion = shot.motion
        painter = self.fit_painter(shot)
        surface.blit(painter.background, (0, 0))
        painter.draw_resting(surface, motion.display, dict(motion.incoming), geometry.floating(),
                                lambda column: motion.runs[column])

    def draw(self, surface: pygame.Surface, shot: TableSnapshot, on_top: bool = True) -> None:
        """The whole table; ``on_top``: no other scene lies over the table (the dead-end button
        shows only then)."""
        geometry = TableGeometry(shot)
        lay, table = shot.layout, shot.table
        self.fit_painter(shot)
        if self.cascade is not None:
            surface.blit(self.cascade.canvas, (0, 0))
            surface.blit(self.paint.background, lay.hud.topleft, lay.hud)
            self.hud.draw(surface, shot, self.paint)
            if not (table.win_told and self.summary_follows):
                # Once the win is reported the summary shows it; a banner would peek out behind.
                self._draw_won_banner(surface, shot, geometry)
            if not table.win_told:
                self._draw_skip_note(surface, lay)
            return
        self.draw_table(surface, shot, geometry)
        painter = self.paint
        pulse = shot.motion.pulse
        self._draw_last_move(surface, shot, geometry)
        # Target glows (selection or drag), then the floating cards, then the arrow on top.
        targets, best = glowing(shot)
        for target in targets:
            painter.glow(surface, geometry.target_rect(target), theme.GLOW_TARGET, round(150 + 105 * pulse))
        self._draw_hint(surface, shot, geometry, pulse)
        self._draw_selection_glow(surface, shot, geometry)
        focus = geometry.focus_rect()
        if focus is not None:  # under the lifted cards and the arrow, which must stay readable
            painter.focus_ring(surface, focus)
        self._draw_floating(surface, shot, geometry)
        if best is not None:
            rect = geometry.target_rect(best)
            painter.arrow(surface, rect, shot.motion.bob)
        for flight in shot.motion.flights:
            painter.draw_card(surface, flight.card, flight.rect, flight.scale)
        if self.controls:
            self._draw_controls(surface, shot, geometry, on_top)
        self.hud.draw(surface, shot, painter)
        hover = shot.input.hover
        if shot.input.waste is not None and shot.motion.display.waste:
            self.draw_waste_spread(surface, shot)
        elif self.controls and hover is not None and geometry.waste_under(hover) is not None:
            painter.tooltip(surface, lay.waste_area, i18n.tr("tooltip.waste"), lay.button_text_size)   # how to see them all

    # --- the won cascade ---------------------------------------------------------------------------

    def start_cascade(self, shot: TableSnapshot, animate: bool, seed: int) -> bool:
        """The game is won: the cards bounce off the foundations, over a picture of the won table
        (``animate`` False: only that picture). False when nothing bounces."""
        layout = shot.layout
        canvas = pygame.Surface(layout.size)
        self.draw_table(canvas, shot, TableGeometry(shot))
        starts = cascade_starts(layout.foundations) if animate else []
        self.cascade = Cascade(canvas, starts, layout.size[1], random.Random(seed))
        return bool(starts)

    def end_cascade(self) -> None:
        """The cascade is over at once (a tap, or nothing to animate): only the clean table stays."""
        if self.cascade is not None:
            self.cascade.clear(at_once=True)

    def age_cascade(self, dt: float, longest: float) -> bool:
        """The won cascade ``dt`` further, cut short after ``longest`` seconds; True once its
        trails have faded (the win may be told)."""
        cascade = self.cascade
        if cascade is None or self.painter is None:
            return False
        cascade.update(dt, self.painter, self.painter.layout.size[1])
        if cascade.time > longest:
            cascade.clear()
        return cascade.cleared

    def cascade_playing(self, told: bool) -> bool:
        """The cascade still moves (or its trails still fade, or it waits to be told)."""
        return self.cascade is not None and not (self.cascade.cleared and told)

    # --- letting go -----------------------------------------------------------------------------

    def reset(self) -> None:
        """A new deal: no cascade."""
        self.cascade = None

    def let_go(self) -> None:
        """Covered and not drawn (a second overlay over the menu, the app keeps a picture of
        both), or about to change size: drop the window-sized pictures, the cascade's canvases
        and the painter's felt (33 MB at 4K; painted again in 0.1 s when the table shows). A
        table under the menu alone is drawn, so it keeps them (`TableScene.cheap_to_draw`)."""
        if self.cascade is not None:
            self.cascade.let_go()
        if self.painter is not None:
            self.painter.forget_background()

    def discard(self) -> None:
        """Off the stack for good (a new deal's table, the replay closed): its window-sized
        pictures go now. Without this they would wait for Python's rare full collection: 66 MB
        at 4K (measured)."""
        self.let_go()
        self.painter = None

    # --- the clock's second ------------------------------------------------------------------------

    def clock_area(self, shot: TableSnapshot) -> pygame.Rect:
        """What the clock's next second changes: its words' place when nothing but the felt lies
        under them (`clock_alone`), else the HUD's whole band (drawn with all under it)."""
        area = self.hud.clock_area(shot)
        return area if area is not None and self.clock_alone(area, shot) else shot.layout.hud

    def clock_alone(self, area: pygame.Rect, shot: TableSnapshot) -> bool:
        """Nothing of the table reaches ``area`` now: no card in the air, lifted or dragged, no
        glow (a selection's targets, a hint, "Alles ablegen" may glow up into the HUD's band at
        some sizes), no keyboard ring over it."""
        table, geometry = shot.table, TableGeometry(shot)
        if (table.selection is not None or shot.input.drag is not None or table.hint is not None
                or table.can_finish or self.cascade is not None or shot.motion.flights or geometry.floating()):
            return False
        focus = geometry.focus_rect()
        return focus is None or not self.paint.focus_ring_extent(focus).colliderect(area)

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Only the clock's words, over the felt in ``area`` (what `clock_area` gave)."""
        surface.blit(self.paint.background, area.topleft, area)
        self.hud.draw_clock(surface)

    # --- the parts of a frame -------------------------------------------------------------------------

    def _draw_last_move(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry) -> None:
        """A quiet dot on each card the last action moved, where the table says it lies, once the
        cards have landed (a pile being dragged or shaken shows its cards elsewhere: none there)."""
        motion = shot.motion
        if motion.busy:
            return
        away = set(geometry.floating())
        for pile, count in shot.table.last_moved:
            if pile in away:
                continue
            if pile.kind == PileKind.TALON:
                self.paint.last_move_mark(surface, shot.layout.talon, shot.layout.talon)
                continue
            size = motion.size(pile)
            for index in range(max(0, size - count), size):
                rect = motion.rest_rect(pile, index)
                self.paint.last_move_mark(surface, rect, uncovered(rect, motion.rest_rect(pile, index + 1))
                                          if index + 1 < size else rect)

    def _draw_selection_glow(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry) -> None:
        """A warm halo behind the lifted run, so the player sees exactly which cards move."""
        sel = shot.table.selection
        if sel is None:
            return
        size = shot.motion.size(sel.pile)
        if size < sel.count:
            return
        first, last = geometry.card_rect(sel.pile, size - sel.count), geometry.card_rect(sel.pile, size - 1)
        self.paint.glow(surface, first.union(last), theme.GLOW_SELECTED, 230)

    def _draw_floating(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry) -> None:
        motion = shot.motion
        shaking = motion.shake.pile if motion.shake is not None else None
        for pile, (start, dx, dy) in geometry.floating().items():
            cards = pile_cards(motion.display, pile)
            if start < len(cards) and (dx or dy) and shaking != pile:
                run = motion.rest_rect(pile, start).union(motion.rest_rect(pile, len(cards) - 1))
                self.paint.lift_shadow(surface, run.move(round(dx), round(dy)))
            for i in range(start, len(cards)):
                rect = motion.rest_rect(pile, i).move(round(dx), round(dy))
                surface.blit(self.paint.sprites.face(cards[i]), rect)

    def _draw_hint(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry, pulse: float) -> None:
        hint, motion, lay = shot.table.hint, shot.motion, shot.layout
        if hint is None:
            return
        src, target = hint.src, hint.target
        alpha = round(160 + 95 * pulse)
        if src is not None and hint.move is not None:
            count = hint.move.count if src.kind == PileKind.COLUMN and target is not None else 1
            size = motion.size(src)
            if src.kind == PileKind.TALON:
                self.paint.glow(surface, lay.talon, theme.GLOW_HINT, alpha)
            elif size:
                rect = motion.rest_rect(src, size - count).union(motion.rest_rect(src, size - 1))
                self.paint.glow(surface, rect, theme.GLOW_HINT, alpha)
        if hint.finish:
            self.paint.glow(surface, lay.finish_button, theme.GLOW_HINT, alpha)
        elif target is not None:
            if target.kind == PileKind.FOUNDATION:
                card = hint_card(shot)
                f = shot.table.position.foundation_for(card) if card else None
                rect = lay.foundations[f or 0]
            else:
                rect = geometry.target_rect(target.index)
            self.paint.glow(surface, rect, theme.GLOW_HINT, alpha)

    def _draw_controls(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry,
                       on_top: bool) -> None:
        """The table's words, each in its own place (`geometry`): nothing covers anything else."""
        lay, painter, table, hover = shot.layout, self.paint, shot.table, shot.input.hover
        size = lay.message_text_size
        if table.can_finish and not shot.motion.busy:
            painter.glow(surface, lay.finish_button, theme.GLOW_HINT, round(90 + 120 * shot.motion.pulse))
            painter.button(surface, lay.finish_button, i18n.tr("button.finish"), accent=True, size=size,
                           hover=hover is not None and lay.finish_button.collidepoint(hover))
        if table.reminder is not None:   # R11, on the talon it is about, saying where the move is
            place, note_size = geometry.talon_note()
            draw_note(surface, place, phrases.reminder_text(table.reminder), note_size)
        if not table.position.talon and not shot.motion.display.talon:
            label = theme.SYMBOL_REDEAL if table.can_redeal else theme.SYMBOL_TALON_DONE
            mark = fonts.text(label, round(lay.card_w * 0.45), theme.SLOT_OUTLINE, bold=True)
            surface.blit(mark, mark.get_rect(center=lay.talon.center))
            if table.can_redeal:
                draw_note(surface, lay.reminder, i18n.tr("button.redeal"), size)
        if table.stuck and on_top:   # R17 after "Tisch ansehen": the dialog again
            rect = geometry.stuck_rect()
            painter.button(surface, rect, i18n.tr("stuck.reopen"), accent=True, size=size,
                           hover=hover is not None and rect.collidepoint(hover))
        sel = table.selection
        if sel is not None and sel.src != WASTE:
            self._draw_selection_bar(surface, shot, geometry, sel)
        message = table.message
        if message is not None:
            colour = theme.GLOW_HINT if message.tone == Tone.HINT else theme.PILL_TEXT
            draw_note(surface, lay.message, message.text, size, colour=colour, alpha=235)
        if table.back_winnable_shown:
            moves = table.back_winnable or 0
            rect, text_size = lay.back_winnable_button(moves)
            hint = table.hint
            if hint is not None and hint.back:   # a hint in a lost position points here
                painter.glow(surface, rect, theme.GLOW_HINT, round(160 + 95 * shot.motion.pulse))
            painter.button(surface, rect, back_winnable_label(moves), size=text_size,
                           hover=hover is not None and rect.collidepoint(hover))

    def _draw_selection_bar(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry,
                            sel: Selection) -> None:
        """R10's bar by the lifted run (`TableGeometry.selection_bar`): its words over ▼ and ▲."""
        painter = self.paint
        bar = geometry.selection_bar()
        if bar is None:
            return
        most = run_length(shot.table.position.columns[sel.src])
        if bar.text:   # a tiny card keeps only ▼ and ▲
            draw_note(surface, bar.words, bar.text, bar.text_size, alpha=235)
        size = round(bar.down.h * 0.5)
        painter.button(surface, bar.down, theme.SYMBOL_FEWER, enabled=sel.count > 1, size=size)
        painter.button(surface, bar.up, theme.SYMBOL_MORE, enabled=sel.count < most, size=size)

    def draw_waste_spread(self, surface: pygame.Surface, shot: TableSnapshot) -> None:
        """The whole waste over the lower table while the player holds it (B17, `waste_spread`)."""
        waste = shot.motion.display.waste
        laid = spread(shot.layout, len(waste))
        panel = pygame.Surface(laid.panel.size, pygame.SRCALPHA)
        radius = max(4, shot.layout.margin)
        pygame.draw.rect(panel, (*theme.PILL, 235), panel.get_rect(), border_radius=radius)
        surface.blit(panel, laid.panel.topleft)
        caption = fonts.text(caption_text(len(waste)), laid.text_size, theme.PILL_TEXT, bold=True)
        surface.blit(caption, caption.get_rect(midleft=laid.caption.midleft))
        for card, rect in zip(waste, laid.cards, strict=True):
            surface.blit(self.paint.sprites.face(card), rect)

    def _draw_won_banner(self, surface: pygame.Surface, shot: TableSnapshot, geometry: TableGeometry) -> None:
        box = geometry.won_box()
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.BANNER, 225), panel.get_rect(), border_radius=box.h // 6)
        pygame.draw.rect(panel, theme.BANNER_GOLD, panel.get_rect(), width=max(2, box.h // 40), border_radius=box.h // 6)
        surface.blit(panel, box.topleft)
        title = fonts.text(i18n.tr("won"), round(box.h * 0.3), theme.BANNER_GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(box.centerx, box.y + box.h * 0.28)))
        table = shot.table
        words = (i18n.tr("won_detail", moves=table.moves, time=clock_text(table.seconds)) if table.options.show_clock
                 else i18n.tr("won_detail_moves", moves=table.moves))
        detail = fonts.text(words, round(box.h * 0.12), theme.HUD_TEXT)
        surface.blit(detail, detail.get_rect(center=(box.centerx, box.y + box.h * 0.55)))
        if self.offers_new_game:
            button = geometry.new_game_button()
            self.paint.button(surface, button, i18n.tr("button.new_game"), accent=True)

    def _draw_skip_note(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """"Tippen zum Überspringen" at the bottom while the cascade plays (it ends by itself:
        the words stand still and go with it)."""
        size = lay.message_text_size
        text = fonts.text(i18n.tr("won_skip"), size, theme.HUD_TEXT)
        pill = text.get_rect(midbottom=(lay.size[0] // 2, lay.size[1] - lay.margin)).inflate(size, size // 2)
        panel = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.BANNER, 200), panel.get_rect(), border_radius=pill.h // 2)
        surface.blit(panel, pill.topleft)
        surface.blit(text, text.get_rect(center=pill.center))


def uncovered(rect: pygame.Rect, above: pygame.Rect) -> pygame.Rect:
    """What shows of a card at ``rect`` under the next card of its pile at ``above``: the strip over
    it (a column, the side panel's waste), the part left of it (a waste fanned sideways), or
    nothing (cards under the waste's third, all in one place)."""
    if above.y > rect.y:
        return pygame.Rect(rect.x, rect.y, rect.w, above.y - rect.y)
    if above.x > rect.x:
        return pygame.Rect(rect.x, rect.y, above.x - rect.x, rect.h)
    return pygame.Rect(rect.x, rect.y, 0, 0)


def glowing(shot: TableSnapshot) -> tuple[tuple[int, ...], int | None]:
    """The targets that glow blue (a dragged run's, else a lifted one's) and the arrow's."""
    drag, sel = shot.input.drag, shot.table.selection
    if drag is not None:
        return drag.targets, drag.best
    if sel is not None:
        return sel.targets, sel.best
    return (), None


def hint_card(shot: TableSnapshot) -> Card | None:
    """The card a hint's move would lift first (its foundation glows)."""
    hint = shot.table.hint
    move = hint.move if hint is not None else None
    if move is None:
        return None
    cards = lifted_cards(shot.table.position, move.src, move.count)
    return cards[0] if cards else None
