"""What a tap, a header button or Enter on the keyboard ring asks for: the table's actions for
places, as the input's plain answers (`input.TableInput` hands them on). No pygame: a tap is a
`Hit` (what lies under the point) read against the snapshot.
"""

from __future__ import annotations

from game.engine import FOUNDATION, WASTE
from game.engine.exhaustive import assert_never
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
from game.table.focus import FocusRing, Stop, StopKind, ring_stops, source_stop
from game.table.state import TableState
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


def focus_stops(table: TableState) -> list[Stop]:
    """Where the ring may go now, in the order ←/→ visit them."""
    return ring_stops(table.selection, len(table.position.columns), table.can_finish, table.back_winnable_shown,
                      table.stuck)


def tap_action(hit: Hit, shot: TableSnapshot) -> TableAction | None:
    """The action a tap on ``hit`` asks for (R9). With a run lifted: a tap on a target plays there,
    on the run sends it to its best target, on another card lifts that one at once (as other
    solitaire games do), anywhere else puts the run down."""
    sel = shot.table.selection
    match hit.kind:
        case HitKind.BUTTON:
            return BUTTON_ACTIONS.get(hit.name)
        case HitKind.FINISH:
            return Finish()
        case HitKind.BAR_UP | HitKind.BAR_DOWN if sel is not None:
            return RunMore() if hit.kind == HitKind.BAR_UP else RunFewer()
        case HitKind.FOUNDATION | HitKind.COLUMN if sel is not None and target_of(hit) in sel.targets:
            return Play(sel.src, target_of(hit), sel.count)
        case HitKind.TALON if sel is None:
            return TurnTalon()
        case (HitKind.BAR_UP | HitKind.BAR_DOWN | HitKind.FOUNDATION | HitKind.COLUMN | HitKind.TALON | HitKind.WASTE
              | HitKind.FELT):
            if sel is None:
                return lift_action(hit)
            return SendSelection() if on_selection(hit, sel, shot) else lift_action(hit) or PutDown()
        case _:
            assert_never(hit.kind)


def target_of(hit: Hit) -> int:
    """The target a tap on a foundation or a column names (FOUNDATION or the column's number)."""
    return FOUNDATION if hit.kind == HitKind.FOUNDATION else hit.index


def lift_action(hit: Hit) -> TableAction | None:
    """A tap on a card lifts it: the waste's top card, or a column's card with the run on it."""
    match hit.kind:
        case HitKind.WASTE:
            return Lift(WASTE, 1) if hit.card is None else None   # a covered card: the whole waste
        case HitKind.COLUMN:
            return LiftCard(hit.index, hit.card) if hit.card is not None else None
        case (HitKind.BUTTON | HitKind.BAR_UP | HitKind.BAR_DOWN | HitKind.FINISH | HitKind.TALON | HitKind.FOUNDATION
              | HitKind.FELT):
            return None
        case _:
            assert_never(hit.kind)


def on_selection(hit: Hit, sel: Selection, shot: TableSnapshot) -> bool:
    """Does ``hit`` lie on the lifted run (a tap there sends it to its best target)?"""
    if sel.src == WASTE:
        return hit.kind == HitKind.WASTE and hit.card is None
    first = len(shot.motion.display.columns[sel.src]) - sel.count
    return hit.kind == HitKind.COLUMN and hit.index == sel.src and hit.card is not None and hit.card >= first


def ring_stop(table: TableState, held: InputFacts) -> Stop | None:
    """Where the keyboard ring stands (None: hidden). A run lifted since the ring last looked
    (``held.ring_for``), however it was lifted, takes it to the run's best place, so Enter plays the
    arrow's move (`FocusRing.place`)."""
    if held.ring is None:
        return None
    stops = focus_stops(table)
    if held.ring not in stops:   # its place went away (a button gone): where the next key will find it
        return FocusRing.placed(held.ring, stops, table.selection)
    if table.selection is not None and table.selection != held.ring_for:
        return FocusRing.placed(held.ring, stops, table.selection)
    return held.ring
