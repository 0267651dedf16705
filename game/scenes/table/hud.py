"""`TableHud`: the band at the top of the table — the game's name and its tags (variant, grade,
daily date, ✓ lösbar, winnability), moves and clock, and the header buttons (undo, redo, hint,
menu). A part of the table's picture that another table scene (the replay) replaces with its own.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import clock_text, phrases
from game.scenes.table.looks import InputState
from game.scenes.table.model import TableModel
from game.scenes.table.view import TableView
from game.solving import link as solver_link
from game.view import fonts, header, theme


class TableHud:
    """Draws the HUD of a played table."""

    def __init__(self, model: TableModel, view: TableView, input_state: InputState) -> None:
        self.model = model
        self.view = view
        self.input = input_state

    def draw(self, surface: pygame.Surface) -> None:
        """The game's name and tags on the left, moves and clock, the header buttons."""
        lay = self.view.layout
        size = lay.text_size
        y = lay.hud.centery
        number = phrases.number_display(self.model.game.number) if self.model.game.number else None
        name = i18n.tr("game_number", number=number) if number else i18n.tr("title")
        left = fonts.text(name, size, theme.HUD_TEXT, bold=True)
        surface.blit(left, left.get_rect(midleft=(lay.margin, y)))
        status = f"{i18n.tr('moves', n=self.model.game.moves)}   {clock_text(self.model.clock.elapsed)}"
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
        self.draw_header_buttons(surface)


    def draw_header_buttons(self, surface: pygame.Surface) -> None:
        """Undo, redo, hint, menu in one font size; an icon shows its name while the pointer is on it."""
        lay, painter = self.view.layout, self.view.painter
        playing = not self.model.won
        enabled = {"undo": playing and self.model.game.can_undo(), "redo": playing and self.model.game.can_redo(), "hint": playing,
                   "menu": True}
        tip = None
        for name, rect in lay.buttons.items():
            if name == "menu" and not self.view.with_menu:
                continue
            hovered = self.input.hover is not None and rect.collidepoint(self.input.hover)
            text = header.label(name, lay.compact_buttons, thinking=name == "hint" and self.model.hint_wait is not None)
            painter.button(surface, rect, text, enabled[name], size=lay.button_text_size, hover=hovered)
            if hovered and header.shows_icon(name, lay.compact_buttons):
                tip = (rect, header.tooltip(name))
        if tip is not None:
            painter.tooltip(surface, tip[0], tip[1], lay.button_text_size)


    def hud_tag_texts(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The HUD words after the game number: variant, grade (B10), daily deal (B9), ✓ lösbar (R16),
        winnability (B1)."""
        tags = [("· " + i18n.tr("variant." + self.model.game.variant), theme.HUD_DIM)]
        if self.model.grade is not None:
            tags.append(("· " + i18n.tr(f"grade.{self.model.grade}"), theme.HUD_DIM))
        if self.model.verified_solvable:
            tags.append((f"{theme.SYMBOL_VERIFIED} {i18n.tr('hud.solvable')}", theme.HUD_SOLVABLE))
        if self.model.daily_date is not None:   # after ✓ lösbar: kept longer when room is short
            tags.append(("· " + i18n.tr("hud.daily", date=phrases.date_text(self.model.daily_date)), theme.DAY_TODAY))
        if self.model.show_winnability and not self.model.won:
            state = self.model.winnability
            colour = {solver_link.WINNABLE: theme.HUD_SOLVABLE, solver_link.LOST: theme.HUD_LOST}.get(state, theme.HUD_DIM)
            if state == solver_link.LOST and not self.model.game.can_undo():
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

