"""What a tap, a header button or Enter on the keyboard ring asks for: the table's actions for
places, as the input's plain answers (`input.TableInput` hands them on). No pygame: a tap is a
`Hit` (what lies under the point) read against the snapshot.
"""

from __future__ import annotations

from game.engine import FOUNDATION, WASTE
from game.scenes.tabletop.hits import Hit, HitKind
from game.scenes.tabletop.snapshot import InputFacts, TableSnapshot
from game.table.actions import (
    BackToWinnable,
    ChooseColumn,
    Finish,
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
from game.table.facts import ModelFacts
from game.table.focus import FocusRing, Stop, StopKind, ring_stops, source_stop
from game.table.values import Selection

BUTTON_ACTIONS: dict[str, TableAction] = {
    "undo": Undo(), "redo": Redo(), "hint": Hint(), "menu": OpenMenu(), "back_winnable": BackToWinnable(),
    "stuck": ReopenStuck()}   # the layout's button names
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


def focus_stops(model: ModelFacts) -> list[Stop]:
    """Where the ring may go now, in the order ←/→ visit them."""
    return ring_stops(model.selection, len(model.position.columns), model.can_finish, model.back_winnable_shown,
                      model.stuck)


def tap_action(hit: Hit, shot: TableSnapshot) -> TableAction | None:
    """The action a tap on ``hit`` asks for (R9). With a run lifted: a tap on a target plays there,
    on the run sends it to its best target, on another card lifts that one at once (as other
    solitaire games do), anywhere else puts the run down."""
    if hit.kind == HitKind.BUTTON:
        return BUTTON_ACTIONS.get(hit.name)
    if hit.kind == HitKind.FINISH:
        return Finish()
    sel = shot.model.selection
    if sel is not None:
        if hit.kind in (HitKind.BAR_UP, HitKind.BAR_DOWN):
            return RunMore() if hit.kind == HitKind.BAR_UP else RunFewer()
        target = {HitKind.FOUNDATION: FOUNDATION, HitKind.COLUMN: hit.index}.get(hit.kind)
        if target is not None and target in sel.targets:
            return Play(sel.src, target, sel.count)
        return SendSelection() if on_selection(hit, sel, shot) else lift_action(hit) or PutDown()
    if hit.kind == HitKind.TALON:
        return TurnTalon()
    return lift_action(hit)


def lift_action(hit: Hit) -> TableAction | None:
    """A tap on a card lifts it: the waste's top card, or a column's card with the run on it."""
    if hit.kind == HitKind.WASTE:
        return Lift(WASTE, 1) if hit.card is None else None   # a covered card: the whole waste
    if hit.kind == HitKind.COLUMN and hit.card is not None:
        return LiftCard(hit.index, hit.card)
    return None


def on_selection(hit: Hit, sel: Selection, shot: TableSnapshot) -> bool:
    """Does ``hit`` lie on the lifted run (a tap there sends it to its best target)?"""
    if sel.src == WASTE:
        return hit.kind == HitKind.WASTE and hit.card is None
    first = len(shot.motion.display.columns[sel.src]) - sel.count
    return hit.kind == HitKind.COLUMN and hit.index == sel.src and hit.card is not None and hit.card >= first


def ring_stop(model: ModelFacts, held: InputFacts) -> Stop | None:
    """Where the keyboard ring stands (None: hidden). A run lifted since the ring last looked
    (``held.ring_for``), however it was lifted, takes it to the run's best place, so Enter plays the
    arrow's move (`FocusRing.place`)."""
    if held.ring is None:
        return None
    stops = focus_stops(model)
    if held.ring not in stops:   # its place went away (a button gone): where the next key will find it
        return FocusRing.placed(held.ring, stops, model.selection)
    if model.selection is not None and model.selection != held.ring_for:
        return FocusRing.placed(held.ring, stops, model.selection)
    return held.ring
