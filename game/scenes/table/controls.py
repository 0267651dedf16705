"""Input on the table: keys, taps, header buttons, the focus ring and drags, each mapped to an
entry of the action table (`actions.Action`).

Why one place: a key, a button and the ring used to be three dispatchers for the same things.
Now each only answers "which action, with which arguments" (`key_action`, `tap_action`,
`focus_action`, `BUTTON_ACTIONS`) and `perform` does it. Dragging is the one gesture with
state of its own (the run follows the pointer, then drops onto a target or flies back).

A mixin of `TableScene`.
"""

from __future__ import annotations

import pygame

from game.engine import FOUNDATION, WASTE
from game.scenes.pointer import DRAG_MOVE, DRAG_START, DROP, PRESS, TAP, Gesture, pointer_events
from game.scenes.table.actions import Action
from game.scenes.table.focus import Stop, StopKind, source_stop
from game.scenes.table.state import Drag, Hit, HitKind, Hold, Selection, Snap
from game.view import theme
from game.view.flights import pile_size
from game.view.tween import Tween, ease_out_cubic

Command = tuple[Action, tuple[int, ...]]   # an action and its arguments

COLUMN_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)
BUTTON_ACTIONS = {"undo": Action.UNDO, "redo": Action.REDO, "hint": Action.HINT, "menu": Action.MENU,
                  "back_winnable": Action.BACK_TO_WINNABLE, "stuck": Action.STUCK}   # the layout's button names
FOCUS_KEYS = {pygame.K_RIGHT: Action.FOCUS_NEXT, pygame.K_LEFT: Action.FOCUS_PREVIOUS}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


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


class TableControls:
    """Events → actions for `TableScene` (mixed into it)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            command = self.key_action(event)
            if command is not None:
                self.perform(command[0], *command[1])
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.tracker.reset()  # the release may never come: a dragged run flies back now
            self._cancel_drag()
            return
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            before = self.hovered_control()
            self.hover = event.pos
            if self.hovered_control() != before:
                self.invalidate()   # a button lights up or goes dark; other motion changes nothing
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.hide_focus()
        for pointer in pointer_events(event, self.app.size):
            for gesture in self.tracker.feed(pointer):
                self._gesture(gesture)

    def key_action(self, event: pygame.event.Event) -> Command | None:
        """The action a key press asks for now (B4), or None."""
        key, sel = event.key, self.selection
        if self.won and key != pygame.K_ESCAPE:
            return None  # the game is over: the summary (or the banner) decides what comes next
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        if not ctrl:
            if key in FOCUS_KEYS:
                return FOCUS_KEYS[key], ()
            if key == pygame.K_TAB:
                return (Action.FOCUS_PREVIOUS if shift else Action.FOCUS_NEXT), ()
            if key in ENTER_KEYS and self.ring.shown and self.ring.stop is not None:
                return Action.FOCUS_ACTIVATE, ()
        if key == pygame.K_z and ctrl:
            return (Action.REDO if shift else Action.UNDO), ()
        simple = {pygame.K_y: Action.REDO if ctrl else None, pygame.K_h: Action.HINT, pygame.K_SPACE: Action.TURN_TALON,
                  pygame.K_t: Action.TURN_TALON, pygame.K_w: Action.LIFT_WASTE,
                  pygame.K_a: Action.FINISH if self.can_finish else None}
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
        sel = self.selection
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
            return Action.LIFT, (WASTE, 1)
        if hit.kind == HitKind.COLUMN and hit.card is not None:
            return Action.LIFT_CARD, (hit.index, hit.card)
        return None

    def tap(self, hit: Hit) -> None:
        """Act on a tap at ``hit`` (public so tests and the smoke test can drive it directly)."""
        command = self.tap_action(hit)
        if command is not None:
            self.perform(command[0], *command[1])

    def _on_selection(self, hit: Hit) -> bool:
        sel = self.selection
        if sel.src == WASTE:
            return hit.kind == HitKind.WASTE
        first = len(self.display.columns[sel.src]) - sel.count
        return hit.kind == HitKind.COLUMN and hit.index == sel.src and hit.card is not None and hit.card >= first

    # --- the keyboard ring (B4) ---------------------------------------------------------

    def activate_focus(self) -> None:
        """Enter on the ring: lift, put down, play, turn – what a tap there would do."""
        stop = self.ring.stop
        if stop is None:
            return
        stops = self.focus_stops()
        if stop not in stops:   # the place went away (a move changed the table): show where it is now
            self.ring.place(stops, self.selection)
            return
        command = focus_action(stop, self.selection)
        if command is not None:
            self.perform(command[0], *command[1])
        if self.selection is not None:   # a run was lifted: onto its best place (Enter again plays it)
            self.ring.place(self.focus_stops(), self.selection)

    def hide_focus(self) -> None:
        """Mouse or touch input: the ring goes (it comes back where it was with the next key)."""
        self.ring.hide()

    # --- gestures and drags -------------------------------------------------------------

    def hovered_control(self) -> Hit | None:
        """The button under the mouse (its highlight and tooltip show), or None."""
        if self.hover is None or self.layout is None:
            return None
        return self._hit_control(self.hover)

    def _gesture(self, gesture: Gesture) -> None:
        self.invalidate()   # a press, a drag or a drop: the picture follows the pointer
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
        if hit.kind == HitKind.WASTE and self.display.waste:
            return WASTE, 1
        if hit.kind == HitKind.COLUMN and hit.card is not None:
            count = self.game.lifted_run(hit.index, hit.card)
            if count is not None:
                return hit.index, count
        return None

    def _start_drag(self, gesture: Gesture) -> None:
        source = self._source_of(self.press)
        if source is None:
            return
        src, count = source
        targets = self.game.legal_targets(src, count)
        drag = Drag(src, count, (0, 0), gesture.pos, targets, self._best_target(src, count, targets))
        base = self.card_rect(drag.pile, pile_size(self.display, drag.pile) - count)
        drag.grab = (gesture.start[0] - base.x, gesture.start[1] - base.y)
        self.selection = None
        self.clear_hint()   # a drag is the player's next action
        self.drag = drag
        self.draw_attention()

    def _cancel_drag(self) -> None:
        """End a drag without a move: the run flies back to where it came from."""
        if self.drag is None:
            return
        pile = self.drag.pile
        start = pile_size(self.display, pile) - self.drag.count
        offset = self.floating()[pile]
        self.drag = None
        duration = theme.SNAP_BACK_TIME * self.app.settings.animation_factor
        self.snap = Snap(pile, start, Tween((offset[1], offset[2]), (0.0, 0.0), duration, ease_out_cubic))

    def _drop(self) -> None:
        drag = self.drag
        pile = drag.pile
        start = pile_size(self.display, pile) - drag.count
        offset = self.floating()[pile]
        base = self.rest_rect(pile, start).move(round(offset[1]), round(offset[2]))
        target = self.drop_target(base, drag.targets)
        if target is not None:
            self.drag = None
            self.hold = Hold(pile, start, offset[1], offset[2])
            self.play(drag.src, target, drag.count)
        else:
            self._sound("invalid")
            self._cancel_drag()

    def _won_tap(self, pos: tuple[int, int]) -> None:
        """A tap on the won table: ends the cascade (the summary comes), or "new game" on the banner."""
        if not self.won_reported:
            if self.cascade is not None:
                self.cascade.clear(at_once=True)   # the summary stands on the clean table
            self._report_won()
            if self.on_won is not None:
                return
        if self.offers_new_game() and self.new_game_button().collidepoint(pos):
            self.new_game()
