"""`TableInput`: turns the player's events on a played table into actions and looks, and returns them.

Its one job is translation. Each input only answers "which action" (`key_action`, `tap_action`,
`focus_action`, `BUTTON_ACTIONS`) and hands back `responses.Response` values in order — the
action, a look a drag leaves, a sound, a redraw; the scene carries them out
(`TableScene.respond`), so a key, a button, a tap, the ring and a drop go through one door.
Each call is one handshake: the scene hands in the event and a `TableSnapshot` of the table as
it stands, the input answers, and is told nothing afterwards — what it needs to know of the
answer's outcome it reads in the next snapshot (a tap's card flew when the move count changed;
a run lifted is there for the ring to follow). It writes into nothing but its own
`InputState` (the drag, the press, the ring, the hover) and its whole-waste part, and tells
them as the snapshot's `InputFacts` (`facts`). Dragging is the one gesture with state of its
own: the run follows the pointer, then a drop is a `Play` and a `Hold` look, a drag that finds
no target a `Snap` look; which run a press lifts and where it may go it asks the table's rules
(`RunQuestions`).
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from game.engine import FOUNDATION, WASTE, Position, source_pile
from game.engine.exhaustive import assert_never
from game.scenes.pointer import TAP, Gesture, GestureKind, pointer_events
from game.scenes.tabletop.geometry import TableGeometry
from game.scenes.tabletop.hits import Hit, HitKind
from game.scenes.tabletop.input_state import InputState, Tap
from game.scenes.tabletop.key_refusals import ENTER_KEYS, enter_nothing, framed_up, key_nothing, why_nothing
from game.scenes.tabletop.place_actions import focus_action, focus_stops, tap_action
from game.scenes.tabletop.query_keys import COLUMN_KEYS, query_action
from game.scenes.tabletop.responses import Act, Redraw, Response, Settle, WonTap
from game.scenes.tabletop.snapshot import DragLook, InputFacts, TableSnapshot
from game.scenes.tabletop.transients import Hold, Snap
from game.scenes.tabletop.waste_input import WasteViewInput
from game.table.actions import (
    Ask,
    ChooseColumn,
    Finish,
    FocusActivate,
    FocusNext,
    FocusPrevious,
    Hint,
    LiftWaste,
    OpenMenu,
    Play,
    PutDown,
    Query,
    Redo,
    RunFewer,
    RunMore,
    SendSelection,
    TableAction,
    TurnTalon,
    Undo,
    lifts,
)
from game.table.focus import StopKind
from game.table.news import NothingDone, Unmoved
from game.table.runs import RunQuestions
from game.table.state import TableState
from game.table.values import Sound
from game.view import theme

FOCUS_KEYS: dict[int, TableAction] = {pygame.K_RIGHT: FocusNext(), pygame.K_LEFT: FocusPrevious()}
PREPARING_EVENTS = (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
DOUBLE_TAP_SECONDS = 0.4   # a second tap on the same pile this soon is the second half of a double tap


def tap_time() -> float:
    """When a tap comes, in wall-clock seconds (a double tap is two within DOUBLE_TAP_SECONDS)."""
    return time.monotonic()


def wakes_clock(event: pygame.event.Event) -> bool:
    """Any key but Esc, or a press on the table, is the player's input: the clock runs."""
    return ((event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
            or event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN))


def readies_solver(event: pygame.event.Event) -> bool:
    """A key, a press or a motion: a move may follow, so the solver's worker gets ready for it."""
    return event.type in PREPARING_EVENTS


class TableInput:
    """Events → responses for one played table (the module docstring)."""

    def __init__(self) -> None:
        self.state = InputState()
        self.waste = WasteViewInput()   # the whole waste (B17)

    def facts(self) -> InputFacts:
        """What the input holds, for the table's snapshot (`taps.ring_stop` says where a ring
        that follows a lifted run stands)."""
        state, ring = self.state, self.state.ring
        return InputFacts(state.drag, ring.stop if ring.shown else None,
                          state.ring_for, state.hover, self.waste.open_by,
                          state.tracker.down_at is not None)

    def catch_up(self, table: TableState) -> None:
        """The table as the input is next handed it. A run lifted since the ring last looked —
        by Enter on the ring, a column's number, W, ↑/↓ or a tap — puts the ring on its best place
        (where the snapshot drew it), so Enter plays the best target as the speech promises."""
        state = self.state
        if table.selection != state.ring_for:
            state.ring_for = table.selection
            if table.selection is not None:
                state.ring.place(focus_stops(table), table.selection)

    def reset(self) -> None:
        """A new deal: the ring hidden, nothing pressed or dragged."""
        self.state.ring.reset()
        self.state.press = self.state.drag = None
        self.state.press_at = None
        self.state.ring_for = None

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: a press wanders this far before it is a drag."""
        self.state.tracker.slop = max(4, round(min(size) * theme.DRAG_SLOP))

    def enter(self) -> None:
        """The table is on top again: a press begun under another scene is forgotten."""
        self.state.tracker.reset()

    def update(self, dt: float, shot: TableSnapshot) -> list[Response]:
        """Time for a long press on the waste (B17): held long enough, the whole waste opens."""
        self.catch_up(shot.table)
        return self.waste.update(dt, self._waste_waiting(shot))

    def next_change(self, shot: TableSnapshot) -> float | None:
        """When a long press on the waste would open it (the loop sleeps until then)."""
        return self.waste.next_change(self._waste_waiting(shot))

    def may_open_waste(self) -> bool:
        """The pointer is held down, not dragging, and the whole waste is closed: a long press on
        the waste may be under way (then `update` and `next_change` want a snapshot)."""
        state = self.state
        return (self.waste.open_by is None and state.tracker.down_at is not None and not state.tracker.dragging
                and state.drag is None)

    def _waste_waiting(self, shot: TableSnapshot) -> bool:
        state = self.state
        resting = state.tracker.down_at is not None and not state.tracker.dragging and state.drag is None
        return self.waste.waiting(self.pressed(shot) if resting else state.press, resting, shot)

    def handle_event(self, event: pygame.event.Event, window: tuple[int, int], shot: TableSnapshot,
                     rules: RunQuestions) -> list[Response]:
        """What ``event`` asks of the table (``window``: its size, for touch coordinates)."""
        self.catch_up(shot.table)
        responses: list[Response] = []
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            handled, responses = self.waste.key(event, shot)
            if handled:
                return responses
        if event.type == pygame.KEYDOWN:
            action = self.key_action(event, shot)
            if action is not None:   # W or a number on an empty pile: nothing to lift, said why
                return [*responses, key_nothing(event.key, shot.table) or Act(action)]
            nothing = why_nothing(event, shot.table, self.state.ring)   # every key answers (B18)
            return [*responses, nothing] if nothing is not None else responses
        if event.type == pygame.WINDOWFOCUSLOST:
            self.state.tracker.reset()  # the release may never come: a dragged run flies back now
            self.waste.reset()
            return self._cancel_drag(shot)
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            before = TableGeometry(shot).hovered(self.state.hover)
            self.state.hover = event.pos
            if TableGeometry(shot).hovered(event.pos) != before:
                responses.append(Redraw())   # a button lights up or goes dark; other motion changes nothing
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.state.ring.hide()   # mouse or touch: the ring goes (it comes back where it was with the next key)
        for pointer in pointer_events(event, window):
            for gesture in self.state.tracker.feed(pointer):
                responses += self._gesture(gesture, shot, rules)
        return responses

    def key_action(self, event: pygame.event.Event, shot: TableSnapshot) -> TableAction | None:
        """The action a key press asks for now (B4), or None."""
        table = shot.table
        key, sel = event.key, table.selection
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        columns = len(table.position.columns)
        query = None if ctrl else (self.review(key, table.position) if shift else None) or query_action(
            key, bool(shift), columns)
        if query is not None:
            return query   # asking changes nothing, so it works on the won table too
        if table.won and key != pygame.K_ESCAPE:
            return None  # the game is over: the summary (or the banner) decides what comes next
        if not ctrl:
            if key in FOCUS_KEYS:
                return FOCUS_KEYS[key]
            if key == pygame.K_TAB:
                return FocusPrevious() if shift else FocusNext()
            if key in ENTER_KEYS and self.state.ring.shown and self.state.ring.stop is not None:
                return FocusActivate()
        if key == pygame.K_z and ctrl:
            return Redo() if shift else Undo()
        simple: dict[int, TableAction | None] = {
            pygame.K_y: Redo() if ctrl else None, pygame.K_h: None if table.hint_waiting else Hint(), pygame.K_SPACE: TurnTalon(),
            pygame.K_t: TurnTalon(), pygame.K_w: LiftWaste(), pygame.K_a: Finish() if table.can_finish else None}
        action = simple.get(key)
        if action is not None:
            return action
        if key in COLUMN_KEYS:
            column = COLUMN_KEYS.index(key)
            return ChooseColumn(column) if column < columns else None
        if key == pygame.K_f and sel is not None and FOUNDATION in sel.targets:
            return Play(sel.src, FOUNDATION, sel.count)
        if key == pygame.K_f:
            return framed_up(table, self.state.ring)   # the framed column's top card up, if it may go
        if key in ENTER_KEYS and sel is not None:
            return SendSelection()
        if key in (pygame.K_UP, pygame.K_DOWN) and sel is not None and sel.src != WASTE:
            return RunMore() if key == pygame.K_UP else RunFewer()
        if key == pygame.K_ESCAPE:
            return PutDown() if sel is not None else OpenMenu()
        return None

    def review(self, key: int, position: Position) -> Ask | None:
        """Shift+↓ / Shift+↑ on the pile the ring frames: its next card down or up, one at a time,
        from the playable card (`Query.CARD`); the place is the input's own, kept per pile."""
        stop = self.state.ring.stop if self.state.ring.shown else None
        if key not in (pygame.K_DOWN, pygame.K_UP) or stop is None or stop.kind not in (StopKind.COLUMN, StopKind.WASTE):
            return None
        pile = WASTE if stop.kind == StopKind.WASTE else stop.column
        size = len(position.waste if pile == WASTE else position.columns[pile])
        depth = self.state.review[1] if self.state.review is not None and self.state.review[0] == pile else -1
        depth = max(0, min(size - 1, depth + (1 if key == pygame.K_DOWN else -1)))
        self.state.review = (pile, depth)
        return Ask(Query.CARD, pile, depth)

    def tap_at(self, pos: tuple[int, int], shot: TableSnapshot) -> list[Response]:
        """A tap at ``pos`` as such (the smoke test and the tools drive it directly): what lies
        there, then what a tap on it asks for."""
        self.catch_up(shot.table)
        action = tap_action(TableGeometry(shot).hit(pos), shot)
        return [Act(action)] if action is not None else []

    def pointer_tap(self, hit: Hit, shot: TableSnapshot) -> list[Response]:
        """A tap of the pointer. The second tap of a double tap on a card that the first tap sent
        off (to its safe foundation or its only target: its best target either way) is not a
        tap on the card uncovered there: it is swallowed. (A double tap on a card that the first
        tap lifted sends it to its best target: the second tap lands on the selection.)"""
        now = tap_time()
        pile = (hit.kind, hit.index)
        first, self.state.tapped = self.state.tapped, None
        if (first is not None and first.pile == pile and now - first.when <= DOUBLE_TAP_SECONDS
                and shot.table.moves != first.moves):
            return []
        action = tap_action(hit, shot)
        if action is not None and lifts(action):
            self.state.tapped = Tap(now, pile, shot.table.moves)   # the next snapshot says whether it flew
        return [Act(action)] if action is not None else []

    def leave(self, shot: TableSnapshot) -> list[Response]:
        """Another scene (the menu) comes on top: a half-done drag must not hang in the air."""
        self.catch_up(shot.table)
        self.state.tracker.reset()
        self.state.hover = None
        self.waste.reset()
        return self._cancel_drag(shot)

    # --- the keyboard ring (B4) ---------------------------------------------------------

    def focus(self, action: FocusNext | FocusPrevious | FocusActivate, shot: TableSnapshot) -> list[Response]:
        """The ring's keys: → / ← move it, Enter does what a tap where it stands would do."""
        self.catch_up(shot.table)
        match action:
            case FocusActivate():
                return self.activate_focus(shot.table)
            case FocusNext():
                wrapped = self.state.ring.move(1, focus_stops(shot.table), shot.table.selection)
            case FocusPrevious():
                wrapped = self.state.ring.move(-1, focus_stops(shot.table), shot.table.selection)
            case _:
                assert_never(action)
        return [Sound.EDGE] if wrapped else []

    def activate_focus(self, table: TableState) -> list[Response]:
        """Enter on the ring: lift, put down, play, turn – what a tap there would do."""
        stop = self.state.ring.stop
        if stop is None:
            return []
        stops = focus_stops(table)
        if stop not in stops:   # the place went away (a move changed the table): say so, and where the ring is now
            return [NothingDone(Unmoved.PLACE_GONE), Act(FocusNext())]
        action = focus_action(stop, table.selection)
        nothing = enter_nothing(stop, action, table)
        return [nothing] if nothing is not None else [Act(action)] if action is not None else []

    # --- gestures and drags -------------------------------------------------------------

    def pressed(self, shot: TableSnapshot) -> Hit | None:
        """What the pointer went down on, asked of the table at rest after the press (the press
        answered `Settle` first)."""
        state = self.state
        if state.press is None and state.press_at is not None:
            state.press = TableGeometry(shot).hit(state.press_at)
        return state.press

    def _gesture(self, gesture: Gesture, shot: TableSnapshot, rules: RunQuestions) -> list[Response]:
        responses: list[Response] = [Redraw()]   # a press, a drag or a drop: the picture follows the pointer
        if shot.table.won:
            return [*responses, WonTap(gesture.pos)] if gesture.kind == TAP else responses
        handled, looks = self.waste.gesture(gesture, shot)
        if handled:
            return responses + looks
        match gesture.kind:
            case GestureKind.PRESS:
                responses += self._cancel_drag(shot)
                self.state.press, self.state.press_at = None, gesture.pos
                responses.append(Settle())   # what lies under the press is asked after this (`pressed`)
            case GestureKind.DRAG_START:
                responses += self._start_drag(gesture, shot, rules)
            case GestureKind.DRAG_MOVE:
                if self.state.drag is not None:
                    self.state.drag = replace(self.state.drag, pos=gesture.pos)
            case GestureKind.DROP:
                if self.state.drag is not None:
                    responses += self._drop(self.state.drag, shot)
            case GestureKind.TAP:
                responses += self.pointer_tap(TableGeometry(shot).hit(gesture.pos), shot)
            case _:
                assert_never(gesture.kind)
        return responses

    def _start_drag(self, gesture: Gesture, shot: TableSnapshot, rules: RunQuestions) -> list[Response]:
        """The pressed run follows the pointer; the drag replaces a lifted run and is the player's
        next action (the hint and the message line go, the targets glow)."""
        source = source_of(self.pressed(shot), shot, rules)
        if source is None:
            return []
        src, count = source
        targets, best = rules.drag_targets(src, count)
        pile = source_pile(src)
        base = TableGeometry(shot).card_rect(pile, shot.motion.size(pile) - count)
        self.state.drag = DragLook(src, count, (gesture.start[0] - base.x, gesture.start[1] - base.y), gesture.pos,
                                   targets, best)
        return [Act(PutDown())]

    def _cancel_drag(self, shot: TableSnapshot) -> list[Response]:
        """End a drag without a move: the run flies back to where it came from."""
        drag = self.state.drag
        if drag is None:
            return []
        start, dx, dy = drag.floating(shot.motion)   # the drag's own position: the snapshot may be older
        self.state.drag = None
        return [Snap(drag.pile, start, dx, dy)]

    def _drop(self, drag: DragLook, shot: TableSnapshot) -> list[Response]:
        """A drop on a legal target plays there, the cards flying on from where they were let go;
        anywhere else the run says "no" and flies back."""
        pile = drag.pile
        start, dx, dy = drag.floating(shot.motion)
        base = shot.motion.rest_rect(pile, start).move(round(dx), round(dy))
        target = TableGeometry(shot).drop_target(base, list(drag.targets))
        if target is None:
            return [Sound.INVALID, *self._cancel_drag(shot)]
        self.state.drag = None
        return [Hold(pile, start, dx, dy), Act(Play(drag.src, target, drag.count))]


def source_of(hit: Hit | None, shot: TableSnapshot, rules: RunQuestions) -> tuple[int, int] | None:
    """(src, count) that a press on ``hit`` would lift, or None."""
    if hit is None:
        return None
    match hit.kind:
        case HitKind.WASTE:
            return (WASTE, 1) if hit.card is None and shot.motion.display.waste else None
        case HitKind.COLUMN:
            count = rules.lifted_run(hit.index, hit.card) if hit.card is not None else None
            return (hit.index, count) if count is not None else None
        case (HitKind.BUTTON | HitKind.BAR_UP | HitKind.BAR_DOWN | HitKind.FINISH | HitKind.TALON | HitKind.FOUNDATION
              | HitKind.FELT):
            return None
        case _:
            assert_never(hit.kind)
