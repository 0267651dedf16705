"""`FocusRing`: keyboard focus on the table (B4) — a ring that ←/→ and Tab move and Enter acts on.

Why beside the shortcuts (1–0, W, T, F, A, Enter, ↑/↓): a player who does not know them can
still play the whole game with the arrow keys and Enter, and always sees where the keyboard
is. Without a lifted run the ring visits the talon, the waste and every column (first
"Alles ablegen" and "Zurück zu gewinnbar" while they show). With one it visits only the run's
own pile and the places the run may go (the blue glows), starting on the best one, so Enter,
Enter plays the arrow's move; Enter on the run's own pile puts it down. The ring appears with
the first focus key and hides at the next mouse or touch input.

Here is only where the ring may stand and where it stands now; what Enter does there is the
input's answer (`input.focus_action`, an action), so no rule lives here.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine import FOUNDATION, WASTE
from game.engine.text_enum import TextEnum
from game.table.values import Selection


class StopKind(TextEnum):
    """What the ring can surround: a pile, or one of the two buttons above the columns."""

    TALON = "talon"
    WASTE = "waste"
    FOUNDATION = "foundation"     # the foundations as one stop (the card finds its niche)
    COLUMN = "column"
    FINISH = "finish"             # "Alles ablegen"
    BACK_WINNABLE = "back_winnable"
    STUCK = "stuck"               # "Festgefahren – was nun?" (R17, after "Tisch ansehen")


class Stop(NamedTuple):
    """One place of the ring: its kind and, for a column, the column's index."""

    kind: StopKind
    column: int = 0


TALON = Stop(StopKind.TALON)
WASTE_STOP = Stop(StopKind.WASTE)
FOUNDATION_STOP = Stop(StopKind.FOUNDATION)
FINISH = Stop(StopKind.FINISH)
BACK_WINNABLE = Stop(StopKind.BACK_WINNABLE)
STUCK = Stop(StopKind.STUCK)
_STOP_ORDER = {StopKind.TALON: 0, StopKind.WASTE: 1, StopKind.FOUNDATION: 2}   # then the columns


def column_stop(column: int) -> Stop:
    return Stop(StopKind.COLUMN, column)


def target_stop(target: int) -> Stop:
    """The stop of a move's target (FOUNDATION or a column index)."""
    return FOUNDATION_STOP if target == FOUNDATION else column_stop(target)


def source_stop(selection: Selection) -> Stop:
    """The stop of the pile a lifted run comes from."""
    return WASTE_STOP if selection.src == WASTE else column_stop(selection.src)


def ring_stops(selection: Selection | None, columns: int, finish: bool, back_winnable: bool,
               stuck: bool = False) -> list[Stop]:
    """Where the ring may go now, in the order ←/→ visit them. ``finish`` / ``back_winnable`` /
    ``stuck``: those buttons show."""
    if selection is None:
        stops = [TALON, WASTE_STOP] + [column_stop(c) for c in range(columns)]
        if stuck:
            stops.insert(0, STUCK)
        if back_winnable:
            stops.insert(0, BACK_WINNABLE)
        if finish:
            stops.insert(0, FINISH)
        return stops
    stops = [target_stop(t) for t in selection.targets if t != FOUNDATION]
    if FOUNDATION in selection.targets:
        stops.insert(0, FOUNDATION_STOP)
    return sorted({source_stop(selection), *stops}, key=lambda stop: (_STOP_ORDER.get(stop.kind, 3), stop.column))


class FocusRing:
    """Where the keyboard ring stands (``stop``) and whether it is drawn (``shown``)."""

    def __init__(self) -> None:
        self.stop: Stop | None = None    # where Enter acts
        self.shown = False               # drawn only while the keyboard is in use

    def reset(self) -> None:
        """A new deal: hidden, nowhere."""
        self.stop = None
        self.shown = False

    def move(self, step: int, stops: list[Stop], selection: Selection | None) -> bool:
        """The next place in reading order (``step`` ±1), wrapping round; the first key only shows it.
        True when it wrapped round the end of the row."""
        wrapped = False
        if not self.shown or self.stop not in stops:
            self.place(stops, selection)
        else:
            place = stops.index(self.stop) + step
            wrapped = not 0 <= place < len(stops)
            self.stop = stops[place % len(stops)]
        self.shown = True
        return wrapped

    @staticmethod
    def placed(stop: Stop | None, stops: list[Stop], selection: Selection | None) -> Stop:
        """Where a ring at ``stop`` belongs now: with a lifted run, its best target (so Enter plays
        the arrow's move); else it stays, or goes to the first place."""
        if selection is not None and selection.best is not None:
            return target_stop(selection.best)
        if stop in stops:
            return stop
        return stops[0]

    def place(self, stops: list[Stop], selection: Selection | None) -> None:
        """Stand where the ring belongs now (after a lift, or when its place went away)."""
        self.stop = self.placed(self.stop, stops, selection)

    def hide(self) -> None:
        """Mouse or touch input: the ring goes (it comes back where it was with the next key)."""
        self.shown = False
