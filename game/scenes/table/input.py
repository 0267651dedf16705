"""`TableInput`: turns the player's events on a played table into actions and looks, and returns them.

Its one job is translation. Each input only answers "which action" (`key_action`, `tap_action`,
`focus_action`, `BUTTON_ACTIONS`) and hands back `responses.Response` values in order — the
action, a look a drag leaves, a sound, a redraw; the scene carries them out
(`TableScene.respond`), so a key, a button, a tap, the ring and a drop go through one door. The
input reads the model, the view and the geometry and writes into nothing but its own
`InputState` (the drag, the press, the ring, the hover), which drawing and hit-testing read.
Dragging is the one gesture with state of its own: the run follows the pointer, then a drop is
a `Play` and a `Hold` look, a drag that finds no target a `Snap` look.
"""

from __future__ import annotations

import time

import pygame

from game.engine import FOUNDATION, WASTE
from game.scenes.pointer import DRAG_MOVE, DRAG_START, DROP, PRESS, TAP, Gesture, pointer_events
from game.scenes.table.actions import (
    BackToWinnable,
    ChooseColumn,
    Finish,
    FocusActivate,
    FocusNext,
    FocusPrevious,
    Hint,
    Lift,
    LiftCard,
    LiftWaste,
    OpenMenu,
    Play,
    PutDown,
    Redo,
    ReopenStuck,
    RunFewer,
    RunMore,
    SendSelection,
    TableAction,
    TurnTalon,
    Undo,
)
from game.scenes.table.focus import Stop, StopKind, ring_stops, source_stop
from game.scenes.table.geometry import TableGeometry
from game.scenes.table.hits import Hit, HitKind
from game.scenes.table.input_state import Drag, InputState
from game.scenes.table.looks import Hold, Snap
from game.scenes.table.model import TableModel
from game.scenes.table.query_keys import COLUMN_KEYS, query_action
from game.scenes.table.responses import Redraw, Response, Settle, WonTap
from game.scenes.table.runs import arrow_target
from game.scenes.table.table_view import TableView
from game.scenes.table.values import Selection, Sound
from game.scenes.table.waste_view import WasteViewInput
from game.view import theme
from game.view.flights import pile_size

BUTTON_ACTIONS: dict[str, TableAction] = {
    "undo": Undo(), "redo": Redo(), "hint": Hint(), "menu": OpenMenu(), "back_winnable": BackToWinnable(),
    "stuck": ReopenStuck()}   # the layout's button names
FOCUS_KEYS: dict[int, TableAction] = {pygame.K_RIGHT: FocusNext(), pygame.K_LEFT: FocusPrevious()}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
PREPARING_EVENTS = (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
DOUBLE_TAP_SECONDS = 0.4   # a second tap on the same pile this soon is the second half of a double tap
RING_ACTIONS: dict[StopKind, TableAction] = {
    StopKind.FINISH: Finish(), StopKind.BACK_WINNABLE: BackToWinnable(), StopKind.STUCK: ReopenStuck(),
    StopKind.TALON: TurnTalon(), StopKind.WASTE: LiftWaste()}


def focus_action(stop: Stop, selection: Selection | None) -> TableAction | None:
    """Enter on the ring at ``stop``: what a tap there would do."""
    kind, index = stop
    if selection is not None:
        if stop == source_stop(selection):
            return PutDown()
        target = FOUNDATION if kind == StopKind.FOUNDATION else index
        return Play(selection.src, target, selection.count) if target in selection.targets else None
    if kind == StopKind.COLUMN:
        return ChooseColumn(index)
    return RING_ACTIONS.get(kind)


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

    def __init__(self, model: TableModel, view: TableView, geometry: TableGeometry, state: InputState) -> None:
        self.model = model
        self.view = view
        self.geometry = geometry
        self.state = state
        self.waste = WasteViewInput(model, view, geometry, state)   # the whole waste (B17)
        self.tapped: tuple[float, tuple[object, int]] | None = None   # a lift's tap, until `done` says whether it flew
        self.ring_follows = False           # Enter on the ring acted: it follows a lifted run (`done`)

    def reset(self) -> None:
        """A new deal: the ring hidden, nothing pressed or dragged."""
        self.state.ring.reset()
        self.state.press = self.state.drag = None
        self.state.press_at = None

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: a press wanders this far before it is a drag."""
        self.state.tracker.slop = max(4, round(min(size) * theme.DRAG_SLOP))

    def enter(self) -> None:
        """The table is on top again: a press begun under another scene is forgotten."""
        self.state.tracker.reset()

    def update(self, dt: float) -> list[Response]:
        """Time for a long press on the waste (B17): held long enough, the whole waste opens."""
        return self.waste.update(dt)

    def next_change(self) -> float | None:
        """When a long press on the waste would open it (the loop sleeps until then)."""
        return self.waste.next_change()

    def handle_event(self, event: pygame.event.Event, window: tuple[int, int]) -> list[Response]:
        """What ``event`` asks of the table (``window``: its size, for touch coordinates)."""
        responses: list[Response] = []
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            handled, responses = self.waste.key(event)
            if handled:
                return responses
        if event.type == pygame.KEYDOWN:
            action = self.key_action(event)
            return [*responses, action] if action is not None else responses
        if event.type == pygame.WINDOWFOCUSLOST:
            self.state.tracker.reset()  # the release may never come: a dragged run flies back now
            self.state.waste_view = None
            return self._cancel_drag()
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            before = self.hovered_control()
            self.state.hover = event.pos
            if self.hovered_control() != before:
                responses.append(Redraw())   # a button lights up or goes dark; other motion changes nothing
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.state.ring.hide()   # mouse or touch: the ring goes (it comes back where it was with the next key)
        for pointer in pointer_events(event, window):
            for gesture in self.state.tracker.feed(pointer):
                responses += self._gesture(gesture)
        return responses

    def done(self, moved: bool) -> None:
        """The scene has carried out what the input answered; ``moved``: the game's move count
        changed meanwhile. A lift's tap that sent its card off starts a double tap's window; Enter
        on the ring that lifted a run puts the ring on the run's best place (Enter again plays
        it); a press learns what it went down on, now that the table has settled."""
        if self.tapped is not None and moved:
            self.state.flew = self.tapped
        self.tapped = None
        if self.ring_follows and self.model.selection is not None:
            self.state.ring.place(self.focus_stops(), self.model.selection)
        self.ring_follows = False
        self.pressed()

    def key_action(self, event: pygame.event.Event) -> TableAction | None:
        """The action a key press asks for now (B4), or None."""
        key, sel = event.key, self.model.selection
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        query = None if ctrl else query_action(key, bool(shift), len(self.model.game.position.columns))
        if query is not None:
            return query   # asking changes nothing, so it works on the won table too
        if self.model.won and key != pygame.K_ESCAPE:
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
            pygame.K_y: Redo() if ctrl else None, pygame.K_h: Hint(), pygame.K_SPACE: TurnTalon(),
            pygame.K_t: TurnTalon(), pygame.K_w: LiftWaste(), pygame.K_a: Finish() if self.model.can_finish else None}
        action = simple.get(key)
        if action is not None:
            return action
        if key in COLUMN_KEYS:
            column = COLUMN_KEYS.index(key)
            return ChooseColumn(column) if column < len(self.model.game.position.columns) else None
        if key == pygame.K_f and sel is not None and FOUNDATION in sel.targets:
            return Play(sel.src, FOUNDATION, sel.count)
        if key in ENTER_KEYS and sel is not None:
            return SendSelection()
        if key in (pygame.K_UP, pygame.K_DOWN) and sel is not None and sel.src != WASTE:
            return RunMore() if key == pygame.K_UP else RunFewer()
        if key == pygame.K_ESCAPE:
            return PutDown() if sel is not None else OpenMenu()
        return None

    def tap_action(self, hit: Hit) -> TableAction | None:
        """The action a tap on ``hit`` asks for (R9: with a run lifted, a tap elsewhere only puts it down)."""
        if hit.kind == HitKind.BUTTON:
            return BUTTON_ACTIONS.get(hit.name)
        if hit.kind == HitKind.FINISH:
            return Finish()
        sel = self.model.selection
        if sel is not None:
            if hit.kind in (HitKind.BAR_UP, HitKind.BAR_DOWN):
                return RunMore() if hit.kind == HitKind.BAR_UP else RunFewer()
            target = {HitKind.FOUNDATION: FOUNDATION, HitKind.COLUMN: hit.index}.get(hit.kind)
            if target is not None and target in sel.targets:
                return Play(sel.src, target, sel.count)
            return SendSelection() if self._on_selection(hit, sel) else PutDown()
        if hit.kind == HitKind.TALON:
            return TurnTalon()
        if hit.kind == HitKind.WASTE:
            return Lift(WASTE, 1) if hit.card is None else None   # a covered card: the whole waste
        if hit.kind == HitKind.COLUMN and hit.card is not None:
            return LiftCard(hit.index, hit.card)
        return None

    def tap_at(self, pos: tuple[int, int]) -> list[Response]:
        """A tap at ``pos`` as such (the smoke test and the tools drive it directly): what lies
        there, then what a tap on it asks for."""
        action = self.tap_action(self.geometry.hit(pos))
        return [action] if action is not None else []

    def pointer_tap(self, hit: Hit) -> list[Response]:
        """A tap of the pointer. The second tap of a double tap on a card that the first tap sent
        off (to its safe foundation or its only target: its best target either way) is not a
        tap on the card uncovered there: it is swallowed. (A double tap on a card that the first
        tap lifted sends it to its best target: the second tap lands on the selection.)"""
        now = tap_time()
        pile = (hit.kind, hit.index)
        flew, self.state.flew = self.state.flew, None
        if flew is not None and flew[1] == pile and now - flew[0] <= DOUBLE_TAP_SECONDS:
            return []
        action = self.tap_action(hit)
        if isinstance(action, Lift | LiftCard):
            self.tapped = (now, pile)   # `done` learns whether it flew
        return [action] if action is not None else []

    def _on_selection(self, hit: Hit, sel: Selection) -> bool:
        if sel.src == WASTE:
            return hit.kind == HitKind.WASTE and hit.card is None
        first = len(self.view.display.columns[sel.src]) - sel.count
        return hit.kind == HitKind.COLUMN and hit.index == sel.src and hit.card is not None and hit.card >= first

    def leave(self) -> list[Response]:
        """Another scene (the menu) comes on top: a half-done drag must not hang in the air."""
        self.state.tracker.reset()
        self.state.hover = None
        self.state.waste_view = None
        return self._cancel_drag()

    # --- the keyboard ring (B4) ---------------------------------------------------------

    def focus_stops(self) -> list[Stop]:
        """Where the ring may go now, in the order ←/→ visit them."""
        model = self.model
        return ring_stops(model.selection, len(self.view.display.columns), model.can_finish,
                          model.back_winnable_shown(), model.stuck)

    def focus(self, action: FocusNext | FocusPrevious | FocusActivate) -> list[Response]:
        """The ring's keys: → / ← move it, Enter does what a tap where it stands would do."""
        if isinstance(action, FocusActivate):
            return self.activate_focus()
        self.state.ring.move(1 if isinstance(action, FocusNext) else -1, self.focus_stops(), self.model.selection)
        return []

    def activate_focus(self) -> list[Response]:
        """Enter on the ring: lift, put down, play, turn – what a tap there would do."""
        stop = self.state.ring.stop
        if stop is None:
            return []
        stops = self.focus_stops()
        if stop not in stops:   # the place went away (a move changed the table): show where it is now
            self.state.ring.place(stops, self.model.selection)
            return []
        self.ring_follows = True   # a run lifted: onto its best place (`done`)
        action = focus_action(stop, self.model.selection)
        return [action] if action is not None else []

    # --- gestures and drags -------------------------------------------------------------

    def hovered_control(self) -> Hit | None:
        """The button under the mouse (its highlight and tooltip show), or the waste's covered cards
        (a tooltip says that the whole waste opens there), or None."""
        if self.state.hover is None or self.view.layout is None:
            return None
        hit = self.geometry.hit_control(self.state.hover)
        if hit is None and (under := self.geometry.waste_under(self.state.hover)) is not None:
            hit = Hit(HitKind.WASTE, card=under)
        return hit

    def pressed(self) -> Hit | None:
        """What the pointer went down on, asked of the table at rest after the press (`done`)."""
        state = self.state
        if state.press is None and state.press_at is not None:
            state.press = self.geometry.hit(state.press_at)
        return state.press

    def _gesture(self, gesture: Gesture) -> list[Response]:
        responses: list[Response] = [Redraw()]   # a press, a drag or a drop: the picture follows the pointer
        if self.model.won:
            return [*responses, WonTap(gesture.pos)] if gesture.kind == TAP else responses
        handled, looks = self.waste.gesture(gesture)
        if handled:
            return responses + looks
        if gesture.kind == PRESS:
            responses += self._cancel_drag()
            self.state.press, self.state.press_at = None, gesture.pos
            responses.append(Settle())   # what lies under the press is asked after this (`pressed`)
        elif gesture.kind == DRAG_START:
            responses += self._start_drag(gesture)
        elif gesture.kind == DRAG_MOVE and self.state.drag is not None:
            self.state.drag.pos = gesture.pos
        elif gesture.kind == DROP:
            if self.state.drag is not None:
                responses += self._drop(self.state.drag)
        elif gesture.kind == TAP:
            responses += self.pointer_tap(self.geometry.hit(gesture.pos))
        return responses

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

    def _start_drag(self, gesture: Gesture) -> list[Response]:
        """The pressed run follows the pointer; the drag replaces a lifted run and is the player's
        next action (the hint and the message line go, the targets glow)."""
        source = self._source_of(self.pressed())
        if source is None:
            return []
        src, count = source
        game = self.model.game
        targets = game.legal_targets(src, count)
        drag = Drag(src, count, (0, 0), gesture.pos, targets, arrow_target(game, self.model.solver, src, count, targets))
        base = self.geometry.card_rect(drag.pile, pile_size(self.view.display, drag.pile) - count)
        drag.grab = (gesture.start[0] - base.x, gesture.start[1] - base.y)
        self.state.drag = drag
        return [PutDown()]

    def _cancel_drag(self) -> list[Response]:
        """End a drag without a move: the run flies back to where it came from."""
        drag = self.state.drag
        if drag is None:
            return []
        start = pile_size(self.view.display, drag.pile) - drag.count
        offset = self.geometry.floating()[drag.pile]
        self.state.drag = None
        return [Snap(drag.pile, start, offset[1], offset[2])]

    def _drop(self, drag: Drag) -> list[Response]:
        """A drop on a legal target plays there, the cards flying on from where they were let go;
        anywhere else the run says "no" and flies back."""
        pile = drag.pile
        start = pile_size(self.view.display, pile) - drag.count
        offset = self.geometry.floating()[pile]
        base = self.view.rest_rect(pile, start).move(round(offset[1]), round(offset[2]))
        target = self.geometry.drop_target(base, drag.targets)
        if target is None:
            return [Sound.INVALID, *self._cancel_drag()]
        self.state.drag = None
        return [Hold(pile, start, offset[1], offset[2]), Play(drag.src, target, drag.count)]
