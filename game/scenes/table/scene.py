"""The table scene: the game a player sees and touches (SPEC R2, R9–R11, R13, R14).

Data flow: pointer gesture → hit-test on the layout → ask the engine (lifted run, legal
targets, run limit) → the player chooses → ``Game.push`` returns single-card steps →
`StepPlayer` flies exactly those cards. The scene never decides a rule.

Hooks for the scenes around it (all optional, set by whoever builds the app):

- ``on_menu()``: the ☰ button and Esc; the button is drawn only when this is set.
- ``on_won(scene)``: the game is won and the cascade has played (or was tapped away).
- ``on_move(scene)``: after every move, undo and redo (autosave, stuck check).
- ``on_sound(name)``: "card_placed", "card_turned", "foundation", "invalid" or "win".
- ``on_stuck(scene)``: the background solver proved that no card can reach a foundation (R17).
- ``solver``: a `SolverLink` (set with `attach_solver`); without one, hints are heuristic only.
- ``new_game(number, variant)``, ``restart()``: deal again (with the deal animation).
- ``result()``: a `GameResult` (moves, time, undos, hints, move list) for the summary.
- ``elapsed``: the game clock in seconds (it stops while another scene is on top).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine import (
    COLUMNS,
    FOUNDATION,
    TALON_PILE,
    WASTE,
    WASTE_PILE,
    Card,
    Game,
    Move,
    MoveError,
    Pile,
    Step,
    column_pile,
    foundation_pile,
    run_length,
)
from game.engine.gamenumber import GameNumber, random_game_number
from game.i18n import phrases
from game.scenes.base import Scene
from game.scenes.pointer import DRAG_MOVE, DRAG_START, DROP, PRESS, TAP, Gesture, PointerTracker, pointer_events
from game.scenes.table.drawing import TableDrawing
from game.scenes.table.focus import TableFocus
from game.scenes.table.state import (
    Drag,
    GameResult,
    Hit,
    Selection,
    pile_size,
)
from game.solving import link as solver_link
from game.solving.best_target import best_move, best_target
from game.view import theme
from game.view.cascade import Cascade
from game.view.flights import StepPlayer
from game.view.layout import TableLayout, compute_layout
from game.view.table_painter import TablePainter
from game.view.tween import Tween, ease_out_cubic, shake_offset

if TYPE_CHECKING:
    from game.scenes.ports import Stack

COLUMN_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)


class TableScene(TableFocus, TableDrawing, Scene):
    """One game of Vierzig Räuber on the table."""

    def __init__(self, app: Stack, game: Game, deal_animation: bool = True) -> None:
        super().__init__(app)
        self._on_menu: Callable[[], None] | None = None
        self.hover: tuple[int, int] | None = None      # mouse position, for button highlights
        self.on_won: Callable[[TableScene], None] | None = None
        self.on_move: Callable[[TableScene], None] | None = None
        self.on_sound: Callable[[str], None] | None = None   # SOUNDS names, for the sound effects
        self.on_stuck: Callable[[TableScene], None] | None = None   # R17 dead end proved
        self.solver: solver_link.SolverLink | None = None
        self.show_winnability = False     # B1 indicator in the HUD (the option)
        self.tracker = PointerTracker()
        self.layout: TableLayout | None = None
        self.painter: TablePainter | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._runs_cache: dict[tuple, tuple[bool, ...]] = {}
        self._start_game(game, deal_animation)

    @property
    def auto_play(self) -> bool:
        """R12, as the player set it now (the menu may switch it at any time)."""
        return self.app.settings.auto_play

    @property
    def on_menu(self) -> Callable[[], None] | None:
        """Called by the ☰ button and Esc. Setting it shows the button (the layout makes room)."""
        return self._on_menu

    @on_menu.setter
    def on_menu(self, callback: Callable[[], None] | None) -> None:
        self._on_menu = callback
        if self.layout is not None:
            self.resize(self.layout.size)

    # --- game lifecycle ----------------------------------------------------------------

    def _start_game(self, game: Game, deal_animation: bool) -> None:
        self.game = game
        self.display = game.position.copy()
        self.player = StepPlayer(self.display)
        self.player.on_land = self._landed
        self.selection: Selection | None = None
        self.focus = None                  # the keyboard ring (table_focus): hidden until an arrow key
        self.focus_shown = False
        self.drag: Drag | None = None
        self.hold: tuple[Pile, int, float, float] | None = None   # cards of a move wait where they were let go
        self.snap: tuple[Pile, int, Tween] | None = None
        self.shake: tuple[Pile, int, float] | None = None
        self.hint: tuple[Pile | None, Pile | str | None, float] | None = None
        self.hint_reason = ""              # why the hinted move helps (shown while it glows)
        self.hint_wait: float | None = None   # seconds a hint has waited for the solver ("…")
        self.toast: tuple[str, float] | None = None
        self.press: Hit | None = None
        self.elapsed = 0.0                 # the game clock (seconds); storage may restore it
        self.clock_running = False
        self.won = False
        self.cascade: Cascade | None = None
        self.won_reported = False
        self.time = 0.0
        self.resyncs = 0
        self._refresh_facts()
        if self.solver is not None:
            self.solver.new_deal(game)
        if deal_animation and game.moves == 0:
            self._animate_deal()
        else:
            self.clock_running = True

    def new_game(self, number: GameNumber | str | int | None = None, variant: str | None = None) -> None:
        """Deal a new game (random number when None) in ``variant`` (default: the current one)."""
        number = random_game_number() if number is None else number
        self._start_game(Game.new(number, variant or self.game.variant), True)

    def restart(self) -> None:
        """The same deal from the start."""
        self.game.restart()
        self._start_game(self.game, True)

    def _animate_deal(self) -> None:
        """The 40 table cards fly from the talon, row by row (display starts with them on the talon)."""
        position = self.game.position
        order = [(c, row) for row in range(4) for c in range(COLUMNS) if row < len(position.columns[c])]
        self.display.columns = [[] for _ in range(COLUMNS)]
        self.display.talon = list(position.talon) + [position.columns[c][row] for c, row in reversed(order)]
        steps = [Step(position.columns[c][row], TALON_PILE, column_pile(c)) for c, row in order]
        factor = self.app.settings.animation_factor
        self.player.add(steps, theme.DEAL_FLIGHT_TIME * factor, theme.DEAL_STAGGER * factor)

    def result(self) -> GameResult:
        """The game so far, for the summary, statistics and records (R15)."""
        game = self.game
        return GameResult(str(game.number) if game.number else "", game.variant, game.is_won(), game.moves,
                          self.elapsed, game.undos, game.hints, tuple(str(m) for m in game.move_list))

    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.solver = link
        link.new_deal(self.game)

    @property
    def winnability(self) -> str:
        """B1: "winnable", "lost" or "unknown" for the position on the table."""
        if self.solver is None:
            return solver_link.UNKNOWN
        return self.solver.winnability(self.game.position)

    @property
    def verified_solvable(self) -> bool:
        """R16: the deal is known solvable (catalogue, or a line found from its start)."""
        return self.solver is not None and self.solver.is_verified(self.game)

    def back_to_winnable(self) -> None:
        """B1+: undo to the newest position known winnable."""
        back = self.solver.last_winnable(self.game) if self.solver is not None else None
        if back is None:
            return
        self._settle()
        self.selection = None
        for _ in range(back):
            self.game.pop()
        self._settle_display()
        self._after_change()

    def _settle_display(self) -> None:
        """Show the engine's position at once (a jump of many moves is not animated card by card)."""
        self.player.finish_all()
        self.display = self.game.position.copy()
        self.player.display = self.display
        self.player.version += 1

    def _best_target(self, src: int, count: int, targets: list[int]) -> int | None:
        """The arrow: the winning line's target when one is known for this lift, else the heuristic."""
        move = self.solver.next_move(self.game.position) if self.solver is not None else None
        if move is not None and move.kind == "p" and move.src == src and move.dst in targets and move.count == count:
            return move.dst
        return best_target(self.game.position, src, count, targets)

    def _refresh_facts(self) -> None:
        """Engine answers the view shows all the time, asked once per change, not per frame."""
        self.table_has_move = self.game.table_has_move()
        self.can_finish = bool(self.game.finish_steps())
        self.can_redeal = self.game.is_legal(Move.redeal())

    # --- scene API ---------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, with_menu=self.on_menu is not None, large=self.app.settings.large_cards)
        self.painter = TablePainter(self.layout, self.app.settings.four_colour)
        self.tracker.slop = max(4, round(min(size) * theme.DRAG_SLOP))
        self._layer = None
        self._layer_key = None
        if self.cascade is not None:  # the trails belong to the old size: start them afresh
            self._start_cascade()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.tracker.reset()  # the release may never come: a dragged run flies back now
            self._cancel_drag()
            return
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            self.hover = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.hide_focus()
        for pointer in pointer_events(event, self.app.size):
            for gesture in self.tracker.feed(pointer):
                self._gesture(gesture)

    def _key(self, event: pygame.event.Event) -> None:
        if self.won and event.key != pygame.K_ESCAPE:
            return  # the game is over: the summary (or the banner) decides what comes next
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if not ctrl and self.focus_key(event):
            return
        if event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT:
            self.redo()
        elif event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_y and ctrl:
            self.redo()
        elif event.key == pygame.K_h:
            self.show_hint()
        elif event.key in (pygame.K_SPACE, pygame.K_t):
            self._tap_talon()
        elif event.key in COLUMN_KEYS:
            self._key_column(COLUMN_KEYS.index(event.key))
        elif event.key == pygame.K_w:
            self.lift_waste()
        elif event.key == pygame.K_a and self.can_finish:
            self.finish()
        elif event.key == pygame.K_f and self.selection is not None and FOUNDATION in self.selection.targets:
            self.play(self.selection.src, FOUNDATION, self.selection.count)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selection is not None:
            self.tap(Hit("waste") if self.selection.src == WASTE else
                     Hit("column", self.selection.src, len(self.display.columns[self.selection.src]) - 1))
        elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.selection is not None and self.selection.src != WASTE:
            self._adjust(1 if event.key == pygame.K_UP else -1)
        elif event.key == pygame.K_ESCAPE:
            if self.selection is not None:
                self.cancel_selection()
            elif self.on_menu is not None:
                self.on_menu()

    def lift_waste(self) -> None:
        """Key W and the focus ring: lift the waste's top card (a lone one with one target flies)."""
        self._settle()
        self.selection = None
        self.tap(Hit("waste") if self.display.waste else Hit("felt"))

    def _key_column(self, column: int) -> None:
        """Keys 1–9, 0: with a selection, move onto that column (or, on its own column, to the best
        target); without one, lift the column's whole same-suit run."""
        self._settle()
        sel = self.selection
        cards = self.display.columns[column]
        if sel is not None and sel.src == column:
            self.tap(Hit("column", column, len(cards) - 1))
        elif sel is not None and column in sel.targets:
            self.play(sel.src, column, sel.count)
        elif cards:
            self.selection = None
            self.tap(Hit("column", column, len(cards) - run_length(cards)))
        else:
            self.selection = None

    def enter(self) -> None:
        self.tracker.reset()

    def leave(self) -> None:
        """Another scene (the menu) comes on top: a half-done drag must not hang in the air."""
        self.tracker.reset()
        self._cancel_drag()
        self.hover = None

    # --- geometry ----------------------------------------------------------------------

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
        lay = self.layout
        if pile.kind == "column":
            return lay.column_card(pile.index, index, max(self.pile_count(pile), index + 1), self.runs(pile.index))
        if pile.kind == "waste":
            return lay.waste_card(index, max(self.pile_count(pile), index + 1))
        if pile.kind == "talon":
            return lay.talon.copy()
        return lay.foundations[pile.index].copy()

    def floating(self) -> dict[Pile, tuple[int, float, float]]:
        """Cards drawn away from their resting place: pile → (first index, dx, dy)."""
        result: dict[Pile, tuple[int, float, float]] = {}
        if self.hold is not None:
            pile, start, dx, dy = self.hold
            result[pile] = (start, dx, dy)
        if self.selection is not None:
            sel = self.selection
            result[sel.pile] = (pile_size(self.display, sel.pile) - sel.count, 0, -self.layout.card_h * theme.SELECTION_LIFT)
        if self.drag is not None:
            pile = WASTE_PILE if self.drag.src == WASTE else column_pile(self.drag.src)
            start = pile_size(self.display, pile) - self.drag.count
            base = self.rest_rect(pile, start)
            result[pile] = (start, self.drag.pos[0] - self.drag.grab[0] - base.x, self.drag.pos[1] - self.drag.grab[1] - base.y)
        if self.snap is not None:
            pile, start, tween = self.snap
            dx, dy = tween.value()
            result[pile] = (start, dx, dy)
        if self.shake is not None:
            pile, start, elapsed = self.shake
            amplitude = self.layout.card_w * theme.SHAKE_AMPLITUDE
            result[pile] = (start, shake_offset(elapsed, theme.SHAKE_TIME, amplitude), 0)
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
            cards = self._selected_cards(active.src, 1) if active else []
            f = self.game.position.foundation_for(cards[-1]) if cards else None
            return self.layout.foundations[f if f is not None else 0]
        column = self.display.columns[target]
        return self.rest_rect(column_pile(target), max(0, len(column) - 1))

    def hit(self, pos: tuple[int, int]) -> Hit:
        lay = self.layout
        if self.back_winnable_shown() and self.back_winnable_rect().collidepoint(pos):
            return Hit("button", name="back_winnable")
        for name, rect in lay.buttons.items():
            if rect.collidepoint(pos) and (name != "menu" or self.on_menu is not None):
                return Hit("button", name=name)
        if self.selection is not None and self.selection.src != WASTE:
            up, down = self._bar_buttons()
            if up.collidepoint(pos):
                return Hit("bar_up")
            if down.collidepoint(pos):
                return Hit("bar_down")
        if self.can_finish and lay.finish_button.collidepoint(pos):
            return Hit("finish")
        if lay.talon.collidepoint(pos) or (self.can_redeal and lay.reminder.collidepoint(pos)):
            return Hit("talon")
        if self.display.waste:
            top = len(self.display.waste) - 1
            if self.card_rect(WASTE_PILE, top).collidepoint(pos):
                return Hit("waste")
        for f, rect in enumerate(lay.foundations):
            if rect.collidepoint(pos):
                return Hit("foundation", f)
        for c in range(COLUMNS):
            column = self.display.columns[c]
            for i in range(len(column) - 1, -1, -1):
                if self.card_rect(column_pile(c), i).collidepoint(pos):
                    return Hit("column", c, i)
            area = lay.columns[c]
            if area.x <= pos[0] < area.right and area.y <= pos[1] < area.bottom:
                return Hit("column", c, None)
        return Hit("felt")

    # --- gestures ----------------------------------------------------------------------

    def _settle(self) -> None:
        """A new input lands every card still in the air, so the engine and the picture agree."""
        if self.player.busy:
            self.player.finish_all()
        self.hold = None
        self.snap = None
        self.shake = None
        self._sync_display()

    def _gesture(self, gesture: Gesture) -> None:
        if self.won:
            if gesture.kind == TAP:
                self._won_tap(gesture.pos)
            return
        if gesture.kind == PRESS:
            self._cancel_drag()
            self._settle()
            self.press = self.hit(gesture.pos)
        elif gesture.kind == DRAG_START:
            self._start_drag(gesture)
        elif gesture.kind == DRAG_MOVE and self.drag is not None:
            self.drag.pos = gesture.pos
        elif gesture.kind == DROP:
            if self.drag is not None:
                self._drop()
        elif gesture.kind == TAP:
            self.tap(self.hit(gesture.pos))

    def _source_of(self, hit: Hit | None) -> tuple[int, int] | None:
        """(src, count) that a press on ``hit`` would lift, or None."""
        if hit is None:
            return None
        if hit.kind == "waste" and self.display.waste:
            return WASTE, 1
        if hit.kind == "column" and hit.card is not None:
            count = self.game.lifted_run(hit.index, hit.card)
            if count is not None:
                return hit.index, count
        return None

    def _start_drag(self, gesture: Gesture) -> None:
        source = self._source_of(self.press)
        if source is None:
            return
        src, count = source
        pile = WASTE_PILE if src == WASTE else column_pile(src)
        start = pile_size(self.display, pile) - count
        base = self.card_rect(pile, start)
        self.selection = None
        self.drag = Drag(src, count, (gesture.start[0] - base.x, gesture.start[1] - base.y), gesture.pos)
        self.drag_targets = self.game.legal_targets(src, count)
        self.drag_best = self._best_target(src, count, self.drag_targets)

    def _cancel_drag(self) -> None:
        """End a drag without a move: the run flies back to where it came from."""
        if self.drag is None:
            return
        drag = self.drag
        pile = WASTE_PILE if drag.src == WASTE else column_pile(drag.src)
        start = pile_size(self.display, pile) - drag.count
        offset = self.floating()[pile]
        self.drag = None
        factor = self.app.settings.animation_factor
        self.snap = (pile, start, Tween((offset[1], offset[2]), (0.0, 0.0), theme.SNAP_BACK_TIME * factor, ease_out_cubic))

    def _drop(self) -> None:
        drag = self.drag
        pile = WASTE_PILE if drag.src == WASTE else column_pile(drag.src)
        start = pile_size(self.display, pile) - drag.count
        offset = self.floating()[pile]
        base = self.rest_rect(pile, start).move(round(offset[1]), round(offset[2]))
        target = self._drop_target(base, self.drag_targets)
        if target is not None:
            self.drag = None
            self.hold = (pile, start, offset[1], offset[2])
            self.play(drag.src, target, drag.count)
        else:
            self._sound("invalid")
            self._cancel_drag()

    def _drop_target(self, card: pygame.Rect, targets: list[int]) -> int | None:
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

    # --- taps (R9, R10) ----------------------------------------------------------------

    def tap(self, hit: Hit) -> None:
        """Act on a tap at ``hit`` (public so tests and the smoke test can drive it directly)."""
        if hit.kind == "button":
            self._button(hit.name)
            return
        if hit.kind == "finish":
            self.finish()
            return
        sel = self.selection
        if sel is not None:
            if hit.kind in ("bar_up", "bar_down"):
                self._adjust(1 if hit.kind == "bar_up" else -1)
                return
            target = self._tapped_target(hit)
            if target is not None and target in sel.targets:
                self.play(sel.src, target, sel.count)
                return
            if self._on_selection(hit):
                if sel.best is not None:
                    self.play(sel.src, sel.best, sel.count)
                else:
                    self.cancel_selection()
                    self._shake(sel.pile, pile_size(self.display, sel.pile) - sel.count)
                return
            self.cancel_selection()  # R9: tapping anywhere else only cancels (never a surprise move)
            return
        if hit.kind == "talon":
            self._tap_talon()
        elif hit.kind == "waste":
            self.select(WASTE, 1)
        elif hit.kind == "column" and hit.card is not None:
            count = self.game.lifted_run(hit.index, hit.card)
            if count is None:
                self._shake(column_pile(hit.index), hit.card)
            else:
                self.select(hit.index, count)

    def _tapped_target(self, hit: Hit) -> int | None:
        if hit.kind == "foundation":
            return FOUNDATION
        if hit.kind == "column":
            return hit.index
        return None

    def _on_selection(self, hit: Hit) -> bool:
        sel = self.selection
        if sel.src == WASTE:
            return hit.kind == "waste"
        first = len(self.display.columns[sel.src]) - sel.count
        return hit.kind == "column" and hit.index == sel.src and hit.card is not None and hit.card >= first

    def select(self, src: int, count: int) -> None:
        """Lift ``count`` cards from ``src``; a lone card with exactly one target flies at once (R9)."""
        targets = self.game.legal_targets(src, count)
        if count == 1 and len(targets) == 1:
            self.play(src, targets[0], 1)
            return
        pile = WASTE_PILE if src == WASTE else column_pile(src)
        if count == 1 and not targets:
            self._shake(pile, pile_size(self.display, pile) - 1)
            return
        self.selection = Selection(src, count, targets, self._best_target(src, count, targets),
                                   self.game.run_limit(target_empty=False))

    def _adjust(self, delta: int) -> None:
        """▲ / ▼ in the selection bar: one card more or fewer (within the same-suit run)."""
        sel = self.selection
        most = run_length(self.game.position.columns[sel.src])
        count = min(most, max(1, sel.count + delta))
        if count != sel.count:
            targets = self.game.legal_targets(sel.src, count)
            self.selection = Selection(sel.src, count, targets, self._best_target(sel.src, count, targets),
                                       self.game.run_limit(target_empty=False))

    def cancel_selection(self) -> None:
        self.selection = None

    def _shake(self, pile: Pile, start: int) -> None:
        self.shake = (pile, max(0, start), 0.0)
        self._sound("invalid")

    def _sound(self, name: str) -> None:
        if self.on_sound is not None:
            self.on_sound(name)

    def _landed(self, step: Step) -> None:
        """A card arrived: tell the sound hook which kind of arrival it was."""
        if step.dst.kind == "foundation":
            self._sound("foundation")
        elif "talon" in (step.src.kind, step.dst.kind):
            self._sound("card_turned")
        else:
            self._sound("card_placed")

    def _tap_talon(self) -> None:
        self._settle()
        self.selection = None
        if self.game.position.talon:
            self._push(Move.turn(), theme.FLIGHT_TIME, theme.FLIGHT_STAGGER)
        elif self.can_redeal:
            self._push(Move.redeal(), theme.FLIGHT_TIME * 0.6, theme.DEAL_STAGGER)

    def _button(self, name: str) -> None:
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "hint":
            self.show_hint()
        elif name == "back_winnable":
            self.back_to_winnable()
        elif name == "menu" and self.on_menu is not None:
            self.on_menu()

    # --- moves -------------------------------------------------------------------------

    def play(self, src: int, dst: int, count: int = 1) -> None:
        """Play a column/waste move (the selection and any drag end)."""
        self.selection = None
        try:
            move = Move.play(src, dst, count)
        except MoveError:
            return
        self._push(move, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER)

    def _push(self, move: Move, duration: float, stagger: float) -> None:
        try:
            steps = self.game.push(move, auto_play=self.auto_play)
        except MoveError:
            pile = move.source_pile()
            if pile is not None:
                self._shake(pile, pile_size(self.display, pile) - move.count)
            return
        self._animate(steps, duration, stagger, self._unit(move, steps, undo=False))
        self._after_change()

    def _unit(self, move: Move, steps: list[Step], undo: bool) -> tuple[int, int] | None:
        """A Relaxed run moves as a unit (R6): its steps fly together (first index, count)."""
        if move.kind != "p" or move.count < 2 or not self.game.position.relaxed:
            return None
        return (len(steps) - move.count, move.count) if undo else (0, move.count)

    def _animate(self, steps: list[Step], duration: float, stagger: float,
                 unit: tuple[int, int] | None = None) -> None:
        factor = self.app.settings.animation_factor
        self.hint = None
        if steps:  # long sequences (undoing "Alles ablegen") start faster, so none drags on
            stagger = min(stagger, theme.LONGEST_SEQUENCE / len(steps))
        self.player.add(steps, duration * factor, stagger * factor, unit)
        if factor <= 0:
            self.player.update(0.0, self.rest_rect, self.card_rect)
            self.player.finish_all()

    def _after_change(self) -> None:
        self.clock_running = True
        self.hint_wait = None
        self._refresh_facts()
        if self.solver is not None:
            self.solver.changed(self.game)
        if self.on_move is not None:
            self.on_move(self)

    def undo(self) -> None:
        self._settle()
        self.selection = None
        if self.game.can_undo():
            move = self.game.move_list[-1]
            steps = self.game.pop()
            self._animate(steps, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER, self._unit(move, steps, undo=True))
            self._after_change()

    def redo(self) -> None:
        self._settle()
        self.selection = None
        if self.game.can_redo():
            move = self.game.redo_list[0]
            steps = self.game.redo()
            self._animate(steps, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER, self._unit(move, steps, undo=False))
            self._after_change()

    def finish(self) -> None:
        """"Alles ablegen" (R13): every remaining card goes up, lowest first, one after another."""
        self._settle()
        self.selection = None
        if self.can_finish:
            self._push(Move.finish(), theme.FLIGHT_TIME, theme.FINISH_STAGGER)

    def show_hint(self) -> None:
        """Glow a source and a target, with a few words why (R14, B1).

        The move comes from a winning line when the solver knows one; when it is still
        searching, the hint waits (a "…" on the button) up to HINT_PATIENCE seconds for it,
        then falls back to the heuristic move — frames never wait.
        """
        self._settle()
        self.selection = None
        if self.hint_wait is not None:
            return   # already waiting for the solver
        self.game.note_hint()
        solver = self.solver
        move = solver.next_move(self.game.position) if solver is not None else None
        if move is None and solver is not None and solver.enabled and not solver.quick_done:
            solver.ask()        # a fresh deal is searched only from the first move or hint on
            self.hint_wait = 0.0
            return
        self._show_hint_move(move)

    def _show_hint_move(self, move: Move | None) -> None:
        """Glow ``move`` (None: the heuristic's best move) and say why."""
        self.hint_wait = None
        if move is None or not self.game.is_legal(move):
            move = best_move(self.game.position)
        if move is None:
            self.toast = (i18n.tr("no_hint"), theme.HINT_TIME)
            return
        self.hint_reason = phrases.hint_reason(self.game.position, move)
        self._hint_move = move
        if move.kind in ("t", "r"):
            self.hint = (TALON_PILE, None, theme.HINT_TIME)
        elif move.kind == "a":
            self.hint = (None, "finish", theme.HINT_TIME)
        else:
            target: Pile = foundation_pile(-1) if move.dst == FOUNDATION else column_pile(move.dst)
            self.hint = (move.source_pile(), target, theme.HINT_TIME)

    def _poll_solver(self, dt: float) -> None:
        """Answers of the background solver: a waiting hint, a proved dead end (R17)."""
        solver = self.solver
        if solver is None:
            return
        events = solver.poll()
        if self.hint_wait is not None:
            self.hint_wait += dt
            line_move = solver.next_move(self.game.position)
            if line_move is not None or solver_link.SEARCHED in events or self.hint_wait >= solver_link.HINT_PATIENCE:
                self._show_hint_move(line_move)
        if solver_link.STUCK in events and not self.won and self.on_stuck is not None:
            self.on_stuck(self)

    # --- update ------------------------------------------------------------------------

    def _sync_display(self) -> None:
        """When nothing is in flight the picture must equal the engine's position."""
        if not self.player.busy and self.display != self.game.position:
            self.resyncs += 1  # never expected: the tests assert it stays 0
            self.display = self.game.position.copy()
            self.player.display = self.display
            self.player.version += 1

    def update(self, dt: float) -> None:
        self.time += dt
        self._poll_solver(dt)
        if self.clock_running and not self.won:
            self.elapsed += dt
        if self.layout is None:
            return
        self.player.update(dt, self.rest_rect, self.card_rect)
        if not self.player.busy:
            self.hold = None
            self._sync_display()
            if not self.won and self.game.is_won():
                self._start_cascade()
        if self.snap is not None:
            self.snap[2].update(dt)
            if self.snap[2].done:
                self.snap = None
        if self.shake is not None:
            pile, start, elapsed = self.shake
            self.shake = None if elapsed + dt >= theme.SHAKE_TIME else (pile, start, elapsed + dt)
        if self.hint is not None:
            self.hint = None if self.hint[2] - dt <= 0 else (self.hint[0], self.hint[1], self.hint[2] - dt)
        if self.toast is not None:
            self.toast = None if self.toast[1] - dt <= 0 else (self.toast[0], self.toast[1] - dt)
        if self.cascade is not None:
            self.cascade.update(dt, self.painter, self.layout.size[1])
            if self.cascade.done or self.cascade.time > 12:
                self._report_won()

    def _start_cascade(self) -> None:
        if not self.won:
            self._sound("win")
        self.won = True
        self.clock_running = False
        self.selection = None
        canvas = pygame.Surface(self.layout.size)
        self._draw_table(canvas)
        starts: list[tuple[Card, pygame.Rect]] = []
        for rank in range(13, 0, -1):
            for f, rect in enumerate(self.layout.foundations):
                starts.append((Card(rank, f // 2), rect))
        if self.app.settings.animation_factor <= 0:
            starts = []
        self.cascade = Cascade(canvas, starts, self.layout.size[1], random.Random(self.game.moves))

    def _report_won(self) -> None:
        if not self.won_reported:
            self.won_reported = True
            if self.on_won is not None:
                self.on_won(self)

    def _won_tap(self, pos: tuple[int, int]) -> None:
        if not self.won_reported:
            self._report_won()
            if self.on_won is not None:
                return
        if self.on_won is None and self._new_game_button().collidepoint(pos):
            self.new_game()
