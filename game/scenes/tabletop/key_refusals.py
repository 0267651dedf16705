"""Every key at the table answers (B18): F on a column the keyboard ring frames sends its top card
up when the engine allows it (`framed_up`), and a key that does nothing says why (`why_nothing`:
a `NothingDone` the scene tells, with its short sound).

Whether a card may go up is the engine's (`is_legal`); this module only names which key met
which state. A key with Ctrl, Alt or Meta held, a modifier alone, a function key and the won
table are left alone: the app or another screen may answer them, and the summary decides what
follows a win.
"""

from __future__ import annotations

import pygame

from game.engine import FOUNDATION, WASTE, Move, is_legal
from game.engine.exhaustive import assert_never
from game.scenes.tabletop.query_keys import COLUMN_KEYS
from game.table.actions import Play, TableAction
from game.table.focus import FocusRing, Stop, StopKind
from game.table.news import NothingDone, Unmoved
from game.table.state import TableState

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
RUN_KEYS = (pygame.K_UP, pygame.K_DOWN)
# Keys that type or move somewhere in other programs: at the table they answer "not a key here".
_PLAIN_KEYS = (pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE,
               pygame.K_DELETE, pygame.K_INSERT)
_HELD = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def framed_column(ring: FocusRing) -> int | None:
    """The column the shown ring stands on, else None."""
    stop = ring.stop
    return stop.column if ring.shown and stop is not None and stop.kind == StopKind.COLUMN else None


def framed_up(table: TableState, ring: FocusRing) -> Play | None:
    """F with nothing lifted on a framed column: its top card up, when the engine allows it."""
    column = framed_column(ring)
    if table.selection is not None or column is None or not table.position.columns[column]:
        return None
    move = Move.play(column, FOUNDATION, 1)
    return Play(column, FOUNDATION, 1) if is_legal(table.position, move) else None


def empty_pile(pile: int | None, table: TableState) -> NothingDone | None:
    """A lift of ``pile`` (a column, or WASTE; None: no pile) that is empty, with nothing lifted:
    nothing to lift, said with the pile."""
    if pile is None or table.selection is not None:
        return None
    cards = table.position.waste if pile == WASTE else table.position.columns[pile]
    return None if cards else NothingDone(Unmoved.EMPTY_PILE, pile)


def key_nothing(key: int, table: TableState) -> NothingDone | None:
    """W or a column's number that asks to lift an empty pile (nothing lifted): why nothing lifts."""
    columns = len(table.position.columns)
    column = COLUMN_KEYS.index(key) if key in COLUMN_KEYS and COLUMN_KEYS.index(key) < columns else None
    return empty_pile(WASTE if key == pygame.K_w else column, table)


def enter_nothing(stop: Stop, action: TableAction | None, table: TableState) -> NothingDone | None:
    """Enter on the ring at ``stop`` that does nothing, and why: an empty pile with nothing lifted,
    or (with a run lifted) a place that is no target — which the ring, visiting only the source
    and the targets, never reaches by keys."""
    if action is None and table.selection is not None:
        return NothingDone(Unmoved.NOT_A_TARGET)
    match stop.kind:
        case StopKind.WASTE:
            return empty_pile(WASTE, table)
        case StopKind.COLUMN:
            return empty_pile(stop.column, table)
        case StopKind.TALON | StopKind.FOUNDATION | StopKind.FINISH | StopKind.BACK_WINNABLE | StopKind.STUCK:
            return None
        case _:
            assert_never(stop.kind)


def why_nothing(event: pygame.event.Event, table: TableState, ring: FocusRing) -> NothingDone | None:
    """Why the key press ``event`` (which asked for no action) did nothing, or None to stay quiet."""
    key, sel = event.key, table.selection
    if table.won or event.mod & _HELD:
        return None
    if key == pygame.K_f:
        column = framed_column(ring)
        if sel is not None:
            return NothingDone(Unmoved.SEVERAL_LIFTED if sel.count > 1 else Unmoved.CANNOT_GO_UP, None)
        if column is None:
            return NothingDone(Unmoved.NOTHING_LIFTED)
        empty = not table.position.columns[column]
        return NothingDone(Unmoved.EMPTY_COLUMN if empty else Unmoved.CANNOT_GO_UP, column)
    if key in ENTER_KEYS or key in RUN_KEYS:
        return NothingDone(Unmoved.NOTHING_LIFTED) if sel is None else None
    if key == pygame.K_a:
        return NothingDone(Unmoved.NO_FINISH)
    if key == pygame.K_h and table.hint_waiting:
        return NothingDone(Unmoved.HINT_WAITING)   # asked already: the hint comes when the solver answers
    if key in COLUMN_KEYS or key in _PLAIN_KEYS or (event.unicode and event.unicode.isprintable()):
        return NothingDone(Unmoved.NO_SUCH_KEY)
    return None
