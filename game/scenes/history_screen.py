"""The game history (docs/menus.md): the last 100 games, newest first, each with "Nochmal spielen".

Opened from the statistics screen. Scrolls with the mouse wheel, by dragging (mouse or finger)
and with the keys: ↑/↓ choose a game (the list follows), Page Up/Down and Home/End jump,
Enter or Space plays the chosen game again. Clicking or tapping a row's button plays that
game again: the same deal in its variant (`HistoryActions.play_again`, which asks first when
the game on the table would count as lost). Under the list, "Partie ansehen" replays the chosen
game's own moves (when the history kept them, `game.storage.played_line`) and "Lösung des
Solvers" the solver's line for its deal (when one is known without a search: the catalogue's
shipped solution, or one found this session), both in the replay scene. The list itself is drawn by
`game.view.history_list`; the title, the key line and the back button are the usual form.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.engine.exhaustive import assert_never
from game.i18n import N_, clock_text, moves_text, tr, trn
from game.i18n.formats import date_time_text
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.scenes.pointer import GestureKind, PointerTracker, pointer_events
from game.scenes.reading import Reading, spoken
from game.storage.ended import EndedGame
from game.storage.history import RECENT
from game.view import fonts, theme
from game.view.history_list import (
    BAR,
    TEXT_SIZE,
    ListGeometry,
    RowText,
    draw_list,
    header_cells,
)

if TYPE_CHECKING:
    from game.content import Grade
    from game.engine import Variant
    from game.scenes.ports import HistoryActions, Stack

WIDE_WIDTH, NARROW_WIDTH = 1180, 680   # base units of the panel
HEADER_H = 30
WHEEL_ROWS = 3                          # rows per wheel notch
RESULTS = {"clean": N_("history.won_clean"), "assisted": N_("history.won"), "lost": N_("history.lost")}
LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def row_text(game: EndedGame, grade: Grade | None, show_clock: bool = True) -> RowText:
    """One game as the list shows it (the narrow layout leaves out a grade it does not know;
    ``show_clock`` False: no time, as the player keeps the clock hidden)."""
    kind = "clean" if game.clean else "assisted" if game.won else "lost"
    result = tr(RESULTS[kind])
    daily = f" · {tr('history.daily')}" if game.is_daily else ""
    return RowText(date_time_text(game.ended), game.counted_number + daily, tr(f"variant.{game.variant}"),
                   tr(f"grade.{grade}") if grade else tr("stats.none"), result, kind,
                   str(game.moves), clock_text(game.seconds) if show_clock else "",
                   game=tr("game_number", number=game.counted_number) + daily, moves_words=moves_text(game.moves))


class HistoryScene(OverlayScene):
    """The last games as a scrollable list; Esc or "Zurück" goes back to the statistics."""

    def __init__(self, app: Stack, actions: HistoryActions) -> None:
        super().__init__(app)
        self.actions = actions
        self.games = actions.history.recent(RECENT)
        self.selected: int | None = 0 if self.games else None
        self.scroll = 0.0
        self.list_rect = pygame.Rect(0, 0, 0, 0)    # window pixels, set by the layout
        self.header_rect: pygame.Rect | None = None
        self.pointer = PointerTracker()
        self._drag_from = 0.0
        self._rows: list[RowText] | None = None
        self._lines: dict[tuple[Variant, str], tuple[str, ...] | None] = {}   # the solver's line per deal

    @property
    def wide(self) -> bool:
        width, height = self.app.size
        return width >= height * 1.2

    def rows(self) -> list[RowText]:
        """The rows' text in the current language (made again after a language switch)."""
        if self._rows is None:
            show_clock = self.app.settings.show_clock
            self._rows = [row_text(g, self.actions.grade(g.variant, g.counted_number), show_clock) for g in self.games]
        return self._rows

    def geometry(self) -> ListGeometry:
        return ListGeometry(self.list_rect, len(self.games), self.scale, self.wide, self.scroll)

    def form(self) -> Form:
        self._rows = None
        form = Form(width=WIDE_WIDTH if self.wide else NARROW_WIDTH, fill_height=True)
        form.title(trn("history.title", len(self.games)))
        self.header_rect = None
        if self.wide:
            form.add(HEADER_H, lambda b, r: setattr(self, "header_rect", r.move(self.panel_rect.topleft)), gap=2)
        form.add(200, self._list_row, fill=True)
        form.message("keys", tr("history.keys"), "@subtitle")
        form.buttons([("watch", tr("history.watch"), self.watch, None),
                      ("solver_line", tr("history.solver_line"), self.solver_line, None)])
        form.button("back", tr("button.back"), self.close, "@accent")
        return form

    def rebuild(self) -> None:
        super().rebuild()
        self.scroll = self.geometry().clamp(self.scroll)
        self.offer()

    def chosen(self) -> EndedGame | None:
        return self.games[self.selected] if self.selected is not None else None

    def offer(self) -> None:
        """The chosen game's replay and its deal's solver line are offered where there is one."""
        game = self.chosen()
        offers = {"watch": game is not None and game.line is not None,
                  "solver_line": game is not None and self._solver_line(game) is not None}
        for key, offered in offers.items():
            button = self.buttons.get(key)
            if button is None or button.is_enabled == offered:
                continue
            if offered:
                button.enable()
            else:
                if self.focused == key:
                    self.focused = None
                button.disable()

    def _solver_line(self, game: EndedGame) -> tuple[str, ...] | None:
        key = (game.variant, game.counted_number)
        if key not in self._lines:
            self._lines[key] = self.actions.solver_line(game)
        return self._lines[key]

    def watch(self) -> None:
        """The chosen game replayed move by move as it was played."""
        game = self.chosen()
        if game is not None and game.line is not None:
            self.actions.watch(game)

    def solver_line(self) -> None:
        """The solver's line for the chosen game's deal."""
        game = self.chosen()
        if game is not None and self._solver_line(game) is not None:
            self.actions.show_solver_line(game)

    def _list_row(self, builder: object, rect: pygame.Rect) -> None:
        """The rows' rect, with room on the right for the scroll bar (`ListGeometry.bar_rect`)."""
        bar = 2 * max(4, round(BAR * self.scale))
        self.list_rect = pygame.Rect(rect.x, rect.y, rect.w - bar, rect.h).move(self.panel_rect.topleft)

    def reading(self) -> Reading | None:
        """The panel, and while the list has the keys its chosen game's row (speech, B18)."""
        panel = super().reading()
        if panel is not None:   # the key line as a keyboard player uses it (the wheel and drag are the mouse's)
            keys = spoken(tr("history.keys"))
            panel = dataclasses.replace(panel, lines=tuple(tr("speech.history_keys") if line == keys else line
                                                           for line in panel.lines))
        if panel is None or self.focused is not None or self.selected is None:
            return panel
        row = self.rows()[self.selected]
        words = [row.date, row.game, row.variant, row.grade, row.result, row.moves_words, row.time]
        return Reading(panel.title, panel.lines, tr("speech.list_separator").join(word for word in words if word), panel.choices)

    # --- input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in LIST_KEYS:
            self._key(event.key)
            return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and self.focused is None and self.selected is not None):
            self.play(self.selected)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_ROWS * self.geometry().row_h)
            return
        for pointer in pointer_events(event, self.app.size):
            for gesture in self.pointer.feed(pointer):
                self._gesture(gesture.kind, gesture.pos, gesture.start)
        super().handle_event(event)

    def _gesture(self, kind: GestureKind, pos: tuple[int, int], start: tuple[int, int]) -> None:
        geometry = self.geometry()
        on_bar = geometry.bar_rect.inflate(geometry.bar_rect.w * 2, 0).collidepoint(start)
        match kind:
            case GestureKind.PRESS:
                self._drag_from = self.scroll
                if on_bar:
                    self.scroll = geometry.scroll_for_thumb(pos[1])
            case GestureKind.DRAG_START | GestureKind.DRAG_MOVE:
                if on_bar:
                    self.scroll = geometry.scroll_for_thumb(pos[1])
                elif self.list_rect.collidepoint(start):
                    self.scroll = geometry.clamp(self._drag_from - (pos[1] - start[1]))
            case GestureKind.TAP:
                index = geometry.index_at(pos)
                if index is None or geometry.index_at(start) != index:
                    return
                if geometry.button_rect(index).collidepoint(pos):
                    self.play(index)
                else:
                    self.selected = index
                    self.offer()
            case GestureKind.DROP:
                pass
            case _:
                assert_never(kind)

    def _key(self, key: int) -> None:
        if not self.games:
            return
        geometry = self.geometry()
        page = max(1, geometry.rect.h // geometry.row_h - 1)
        step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -len(self.games), pygame.K_END: len(self.games)}[key]
        current = self.selected if self.selected is not None else 0
        self.selected = min(max(0, current + step), len(self.games) - 1)
        self.offer()
        if self.focused is not None:      # the keys went back to the list: no button keeps the focus
            self.buttons[self.focused].unselect()
            self.focused = None
        self.scroll = self.geometry().scroll_to_show(self.selected)

    def scroll_by(self, pixels: float) -> None:
        self.scroll = self.geometry().clamp(self.scroll + pixels)

    def play(self, index: int) -> None:
        """"Nochmal spielen": the game's deal in its variant."""
        game = self.games[index]
        self.actions.play_again(game.counted_number, game.variant)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.manager is None:
            return
        geometry = self.geometry()
        if self.header_rect is not None:
            size = max(8, round(TEXT_SIZE * self.scale))
            pad = round(8 * self.scale)
            names = ("date", "number", "variant", "grade", "result", "moves", "time")
            labels = tuple(tr(f"history.{name}") if name != "time" or self.app.settings.show_clock else ""
                           for name in names)
            row = self.header_rect.move(pad, 0)
            for x, width, label in header_cells(labels, pygame.Rect(row.x, row.y, geometry.rect.w, row.h)):
                words = fonts.text(fonts.ellipsized(label, width - round(size * 0.6), size, True), size, theme.HISTORY_DIM, bold=True)
                surface.blit(words, words.get_rect(midleft=(x, row.centery)))
        draw_list(surface, geometry, self.rows(), self.selected, tr("history.play_again"), tr("history.empty"))
