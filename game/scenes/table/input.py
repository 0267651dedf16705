"""`TableInput`: keys, taps, header buttons, the focus ring and drags on a played table, each
mapped to an `Action` and its arguments.

Each input only answers "which action, with which arguments" (`key_action`, `tap_action`,
`focus_action`, `BUTTON_ACTIONS`) and the scene's ``perform`` does it: a key, a button and the
ring share one dispatcher. Dragging is the one gesture with state of its own (the run follows
the pointer, then drops onto a target or flies back); what the input holds lives in its
`InputState`, which drawing and hit-testing read.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import FOUNDATION, WASTE
from game.scenes.pointer import DRAG_MOVE, DRAG_START, DROP, PRESS, TAP, Gesture, pointer_events
from game.scenes.table.actions import Action
from game.scenes.table.focus import Stop, StopKind, ring_stops, source_stop
from game.scenes.table.looks import Drag, Hit, HitKind, Hold, InputState, Snap
from game.scenes.table.model import TableModel
from game.scenes.table.places import TablePlaces
from game.scenes.table.values import Effect, Selection, Sound
from game.scenes.table.view import TableView
from game.scenes.table.waste_view import WasteViewInput
from game.view import theme
from game.view.flights import pile_size
from game.view.tween import Tween, ease_out_cubic

if TYPE_CHECKING:
    from game.scenes.base import Stack

Command = tuple[Action, tuple[int, ...]]   # an action and its arguments

COLUMN_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)
BUTTON_ACTIONS = {"undo": Action.UNDO, "redo": Action.REDO, "hint": Action.HINT, "menu": Action.MENU,
                  "back_winnable": Action.BACK_TO_WINNABLE, "stuck": Action.STUCK}   # the layout's button names
FOCUS_KEYS = {pygame.K_RIGHT: Action.FOCUS_NEXT, pygame.K_LEFT: Action.FOCUS_PREVIOUS}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
PREPARING_EVENTS = (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
DOUBLE_TAP_SECONDS = 0.4   # a second tap on the same pile this soon is the second half of a double tap


def focus_action(stop: Stop, selection: Selection | None) -> Command | None:
    """Enter on the ring at ``stop``: what a tap there would do."""
    kind, index = stop
    if selection is not None:
        if stop == source_stop(selection):
            return Action.PUT_DOWN, ()
        target = FOUNDATION if kind == StopKind.FOUNDATION else index
        return (Action.PLAY, (selection.src, target, selection.count)) if target in selection.targets else None
    return {StopKind.FINISH: (Action.FINISH, ()), StopKind.BACK_WINNABLE: (Action.BACK_TO_WINNABLE, ()),
            StopKind.STUCK: (Action.STUCK, ()),
            StopKind.TALON: (Action.TURN_TALON, ()), StopKind.WASTE: (Action.LIFT_WASTE, ()),
            StopKind.COLUMN: (Action.CHOOSE_COLUMN, (index,))}.get(kind)


class TablePort(Protocol):
    """What the input asks of the scene that holds it."""

    app: Stack

    def perform(self, action: Action, *args: int) -> None: ...

    def apply(self, effects: list[Effect]) -> None: ...

    def settle(self) -> None: ...

    def invalidate(self) -> None: ...

    def draw_attention(self) -> None: ...

    def won_tap(self, pos: tuple[int, int]) -> None: ...


class TableInput:
    """Events → actions for one played table."""

    def __init__(self, model: TableModel, view: TableView, places: TablePlaces, state: InputState,
                 port: TablePort) -> None:
        self.model = model
        self.view = view
        self.places = places
        self.state = state
        self.port = port
        self.clock: Callable[[], float] = time.monotonic   # when a tap came (tests set it)
        self.waste = WasteViewInput(model, view, places, state, port)   # the whole waste (B17)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Any key but Esc, or a press on the table, is the player's input: the clock runs."""
        if ((event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
                or event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)):
            self.model.wake_clock()
        if event.type in PREPARING_EVENTS and self.model.solver is not None and not self.model.won:
            self.model.solver.prepare()   # a move may follow: the solver's worker gets ready for it
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and self.waste.key(event):
            return
        if event.type == pygame.KEYDOWN:
            command = self.key_action(event)
            if command is not None:
                self.port.perform(command[0], *command[1])
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.state.tracker.reset()  # the release may never come: a dragged run flies back now
            self._cancel_drag()
            self.state.waste_view = None
            return
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            before = self.hovered_control()
            self.state.hover = event.pos
            if self.hovered_control() != before:
                self.port.invalidate()   # a button lights up or goes dark; other motion changes nothing
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.hide_focus()
        for pointer in pointer_events(event, self.port.app.size):
            for gesture in self.state.tracker.feed(pointer):
                self._gesture(gesture)

    def key_action(self, event: pygame.event.Event) -> Command | None:
        """The action a key press asks for now (B4), or None."""
        key, sel = event.key, self.model.selection
        if self.model.won and key != pygame.K_ESCAPE:
            return None  # the game is over: the summary (or the banner) decides what comes next
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        if not ctrl:
            if key in FOCUS_KEYS:
                return FOCUS_KEYS[key], ()
            if key == pygame.K_TAB:
                return (Action.FOCUS_PREVIOUS if shift else Action.FOCUS_NEXT), ()
            if key in ENTER_KEYS and self.state.ring.shown and self.state.ring.stop is not None:
                return Action.FOCUS_ACTIVATE, ()
        if key == pygame.K_z and ctrl:
            return (Action.REDO if shift else Action.UNDO), ()
        simple = {pygame.K_y: Action.REDO if ctrl else None, pygame.K_h: Action.HINT, pygame.K_SPACE: Action.TURN_TALON,
                  pygame.K_t: Action.TURN_TALON, pygame.K_w: Action.LIFT_WASTE,
                  pygame.K_a: Action.FINISH if self.model.can_finish else None}
        if simple.get(key) is not None:
            return simple[key], ()
        if key in COLUMN_KEYS:
            return Action.CHOOSE_COLUMN, (COLUMN_KEYS.index(key),)
        if key == pygame.K_f and sel is not None and FOUNDATION in sel.targets:
            return Action.PLAY, (sel.src, FOUNDATION, sel.count)
        if key in ENTER_KEYS and sel is not None:
            return Action.SEND_SELECTION, ()
        if key in (pygame.K_UP, pygame.K_DOWN) and sel is not None and sel.src != WASTE:
            return (Action.RUN_MORE if key == pygame.K_UP else Action.RUN_FEWER), ()
        if key == pygame.K_ESCAPE:
            return (Action.PUT_DOWN if sel is not None else Action.MENU), ()
        return None

    def tap_action(self, hit: Hit) -> Command | None:
        """The action a tap on ``hit`` asks for (R9: with a run lifted, a tap elsewhere only puts it down)."""
        if hit.kind == HitKind.BUTTON:
            action = BUTTON_ACTIONS.get(hit.name)
            return (action, ()) if action is not None else None
        if hit.kind == HitKind.FINISH:
            return Action.FINISH, ()
        sel = self.model.selection
        if sel is not None:
            if hit.kind in (HitKind.BAR_UP, HitKind.BAR_DOWN):
                return (Action.RUN_MORE if hit.kind == HitKind.BAR_UP else Action.RUN_FEWER), ()
            target = {HitKind.FOUNDATION: FOUNDATION, HitKind.COLUMN: hit.index}.get(hit.kind)
            if target is not None and target in sel.targets:
                return Action.PLAY, (sel.src, target, sel.count)
            return (Action.SEND_SELECTION if self._on_selection(hit) else Action.PUT_DOWN), ()
        if hit.kind == HitKind.TALON:
            return Action.TURN_TALON, ()
        if hit.kind == HitKind.WASTE:
            return (Action.LIFT, (WASTE, 1)) if hit.card is None else None   # a covered card: the whole waste
        if hit.kind == HitKind.COLUMN and hit.card is not None:
            return Action.LIFT_CARD, (hit.index, hit.card)
        return None

    def tap(self, hit: Hit) -> None:
        """Act on a tap at ``hit`` (public so tests and the smoke test can drive it directly)."""
        command = self.tap_action(hit)
        if command is not None:
            self.port.perform(command[0], *command[1])

    def pointer_tap(self, hit: Hit) -> None:
        """A tap of the pointer. The second tap of a double tap on a card that the first tap sent
        off (to its safe foundation or its only target: its best target either way) is not a
        tap on the card uncovered there: it is swallowed. (A double tap on a card that the first
        tap lifted sends it to its best target: the second tap lands on the selection.)"""
        now = self.clock()
        pile = (hit.kind, hit.index)
        flew, self.state.flew = self.state.flew, None
        if flew is not None and flew[1] == pile and now - flew[0] <= DOUBLE_TAP_SECONDS:
            return
        command = self.tap_action(hit)
        moves = self.model.game.moves
        self.tap(hit)
        if command is not None and command[0] in (Action.LIFT, Action.LIFT_CARD) and self.model.game.moves != moves:
            self.state.flew = (now, pile)

    def _on_selection(self, hit: Hit) -> bool:
        sel = self.model.selection
        if sel.src == WASTE:
            return hit.kind == HitKind.WASTE and hit.card is None
        first = len(self.view.display.columns[sel.src]) - sel.count
        return hit.kind == HitKind.COLUMN and hit.index == sel.src and hit.card is not None and hit.card >= first

    def leave(self) -> None:
        """Another scene (the menu) comes on top: a half-done drag must not hang in the air."""
        self.state.tracker.reset()
        self._cancel_drag()
        self.state.hover = None
        self.state.waste_view = None

    # --- the keyboard ring (B4) ---------------------------------------------------------

    def focus_stops(self) -> list[Stop]:
        """Where the ring may go now, in the order ←/→ visit them."""
        model = self.model
        return ring_stops(model.selection, len(self.view.display.columns), model.can_finish,
                          model.back_winnable_shown(), model.stuck)

    def focus_next(self) -> None:
        self.state.ring.move(1, self.focus_stops(), self.model.selection)

    def focus_previous(self) -> None:
        self.state.ring.move(-1, self.focus_stops(), self.model.selection)

    def activate_focus(self) -> None:
        """Enter on the ring: lift, put down, play, turn – what a tap there would do."""
        stop = self.state.ring.stop
        if stop is None:
            return
        stops = self.focus_stops()
        if stop not in stops:   # the place went away (a move changed the table): show where it is now
            self.state.ring.place(stops, self.model.selection)
            return
        command = focus_action(stop, self.model.selection)
        if command is not None:
            self.port.perform(command[0], *command[1])
        if self.model.selection is not None:   # a run was lifted: onto its best place (Enter again plays it)
            self.state.ring.place(self.focus_stops(), self.model.selection)

    def hide_focus(self) -> None:
        """Mouse or touch input: the ring goes (it comes back where it was with the next key)."""
        self.state.ring.hide()

    # --- gestures and drags -------------------------------------------------------------

    def hovered_control(self) -> Hit | None:
        """The button under the mouse (its highlight and tooltip show), or the waste's covered cards
        (a tooltip says that the whole waste opens there), or None."""
        if self.state.hover is None or self.view.layout is None:
            return None
        hit = self.places.hit_control(self.state.hover)
        if hit is None and (under := self.places.waste_under(self.state.hover)) is not None:
            hit = Hit(HitKind.WASTE, card=under)
        return hit

    def _gesture(self, gesture: Gesture) -> None:
        self.port.invalidate()   # a press, a drag or a drop: the picture follows the pointer
        if self.model.won:
            if gesture.kind == TAP:
                self.port.won_tap(gesture.pos)
            return
        if self.waste.gesture(gesture):
            return
        if gesture.kind == PRESS:
            self._cancel_drag()
            self.port.settle()
            self.state.press = self.places.hit(gesture.pos)
        elif gesture.kind == DRAG_START:
            self._start_drag(gesture)
        elif gesture.kind == DRAG_MOVE and self.state.drag is not None:
            self.state.drag.pos = gesture.pos
        elif gesture.kind == DROP:
            if self.state.drag is not None:
                self._drop()
        elif gesture.kind == TAP:
            self.pointer_tap(self.places.hit(gesture.pos))

    def _source_of(self, hit: Hit | None) -> tuple[int, int] | None:
        """(src, count) that a press on ``hit`` would lift, or None."""
        if hit is None:
            return None
        if hit.kind == HitKind.WASTE and hit.card is None and self.view.display.waste:
            return WASTE, 1
        if hit.kind == HitKind.COLUMN and hit.card is not None:
            count = self.model.game.lifted_run(hit.index, hit.card)
            if count is not None:
                return hit.index, count
        return None

    def _start_drag(self, gesture: Gesture) -> None:
        source = self._source_of(self.state.press)
        if source is None:
            return
        src, count = source
        targets = self.model.game.legal_targets(src, count)
        drag = Drag(src, count, (0, 0), gesture.pos, targets, self.model.best_target(src, count, targets))
        base = self.places.card_rect(drag.pile, pile_size(self.view.display, drag.pile) - count)
        drag.grab = (gesture.start[0] - base.x, gesture.start[1] - base.y)
        self.model.put_down()     # the drag replaces a lifted run …
        self.model.clear_hint()   # … and is the player's next action
        self.state.drag = drag
        self.port.draw_attention()

    def _cancel_drag(self) -> None:
        """End a drag without a move: the run flies back to where it came from."""
        if self.state.drag is None:
            return
        pile = self.state.drag.pile
        start = pile_size(self.view.display, pile) - self.state.drag.count
        offset = self.places.floating()[pile]
        self.state.drag = None
        duration = theme.SNAP_BACK_TIME * self.view.settings().animation_factor
        self.view.snap = Snap(pile, start, Tween((offset[1], offset[2]), (0.0, 0.0), duration, ease_out_cubic))

    def _drop(self) -> None:
        drag = self.state.drag
        pile = drag.pile
        start = pile_size(self.view.display, pile) - drag.count
        offset = self.places.floating()[pile]
        base = self.view.rest_rect(pile, start).move(round(offset[1]), round(offset[2]))
        target = self.places.drop_target(base, drag.targets)
        if target is not None:
            self.state.drag = None
            self.view.hold = Hold(pile, start, offset[1], offset[2])
            self.port.apply(self.model.play(drag.src, target, drag.count))
        else:
            self.port.apply([Sound.INVALID])
            self._cancel_drag()
