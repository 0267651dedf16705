"""Keyboard focus on the table (B4): a ring that ←/→ and Tab move and Enter acts on.

Why beside the shortcuts (1–0, W, T, F, A, Enter, ↑/↓): a player who does not know them can
still play the whole game with the arrow keys and Enter, and always sees where the keyboard
is. Without a lifted run the ring visits the talon, the waste and the ten columns (first
"Alles ablegen" and "Zurück zu gewinnbar" while they show). With one it visits only the run's
own pile and the places the run may go (the blue glows), starting on the best one, so Enter,
Enter plays the arrow's move; Enter on the run's own pile puts it down. The ring appears with
the first focus key and hides at the next mouse or touch input.

A mixin of `TableScene`: it asks the scene for the layout and the game, and acts only through
the scene's own tap, key and play paths, so no rule lives here.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

import pygame

from game.engine import FOUNDATION, WASTE, WASTE_PILE, column_pile


class StopKind(str, Enum):
    """What the ring can surround: a pile, or one of the two buttons above the columns."""

    TALON = "talon"
    WASTE = "waste"
    FOUNDATION = "foundation"     # the foundations as one stop (the card finds its niche)
    COLUMN = "column"
    FINISH = "finish"             # "Alles ablegen"
    BACK_WINNABLE = "back_winnable"


class Stop(NamedTuple):
    """One place of the ring: its kind and, for a column, the column's index."""

    kind: StopKind
    index: int = 0


TALON = Stop(StopKind.TALON)
WASTE_STOP = Stop(StopKind.WASTE)
FOUNDATION_STOP = Stop(StopKind.FOUNDATION)
FINISH = Stop(StopKind.FINISH)
BACK_WINNABLE = Stop(StopKind.BACK_WINNABLE)


def column_stop(column: int) -> Stop:
    return Stop(StopKind.COLUMN, column)


def _target_stop(target: int) -> Stop:
    return FOUNDATION_STOP if target == FOUNDATION else column_stop(target)


_STOP_ORDER = {StopKind.TALON: 0, StopKind.WASTE: 1, StopKind.FOUNDATION: 2}   # then the columns


class TableFocus:
    """The focus ring's state and keys (mixed into `TableScene`)."""

    focus: Stop | None = None     # where Enter acts
    focus_shown = False           # drawn only while the keyboard is in use

    def focus_stops(self) -> list[Stop]:
        """Where the ring may go now, in the order ←/→ visit them."""
        sel = self.selection
        if sel is None:
            stops = [TALON, WASTE_STOP] + [column_stop(c) for c in range(len(self.display.columns))]
            if self.back_winnable_shown():
                stops.insert(0, BACK_WINNABLE)
            if self.can_finish:
                stops.insert(0, FINISH)
            return stops
        source = WASTE_STOP if sel.src == WASTE else column_stop(sel.src)
        stops = [_target_stop(t) for t in sel.targets if t != FOUNDATION]
        if FOUNDATION in sel.targets:
            stops.insert(0, FOUNDATION_STOP)
        return sorted({source, *stops}, key=self._stop_order)

    @staticmethod
    def _stop_order(stop: Stop) -> tuple[int, int]:
        """Talon, waste, foundation, then the columns left to right."""
        return _STOP_ORDER.get(stop.kind, 3), stop.index

    def move_focus(self, step: int) -> None:
        """←/→ (and Tab / Shift+Tab): the next place in reading order, wrapping round."""
        stops = self.focus_stops()
        if not self.focus_shown or self.focus not in stops:
            self.focus = self._default_focus(stops)
        else:
            self.focus = stops[(stops.index(self.focus) + step) % len(stops)]
        self.focus_shown = True

    def _default_focus(self, stops: list[Stop]) -> Stop:
        sel = self.selection
        if sel is not None and sel.best is not None:
            return _target_stop(sel.best)
        if self.focus in stops:
            return self.focus
        return stops[0]

    def hide_focus(self) -> None:
        """Mouse or touch input: the ring goes (it comes back where it was with the next key)."""
        self.focus_shown = False

    def activate_focus(self) -> None:
        """Enter on the ring: lift, put down, play, turn – what a tap there would do."""
        stop = self.focus
        if stop is None:
            return
        kind, index = stop
        sel = self.selection
        if sel is not None:
            source = WASTE_STOP if sel.src == WASTE else column_stop(sel.src)
            if stop == source:
                self.cancel_selection()
            else:
                target = FOUNDATION if kind == StopKind.FOUNDATION else index
                if target in sel.targets:
                    self.play(sel.src, target, sel.count)
            self._focus_after_change()
            return
        if kind == StopKind.FINISH:
            self.finish()
        elif kind == StopKind.BACK_WINNABLE:
            self.back_to_winnable()
        elif kind == StopKind.TALON:
            self._tap_talon()
        elif kind == StopKind.WASTE:
            self.lift_waste()
        elif kind == StopKind.COLUMN:
            self._key_column(index)  # as its number key: lift the column's run
        self._focus_after_change()

    def _focus_after_change(self) -> None:
        """A run was lifted: onto its best place (so Enter again plays the arrow's move)."""
        if self.selection is not None:
            self.focus = self._default_focus(self.focus_stops())

    def focus_rect(self) -> pygame.Rect | None:
        """The rectangle the ring surrounds, or None while it is hidden."""
        if not self.focus_shown or self.focus is None or self.layout is None:
            return None
        kind, index = self.focus
        if kind == StopKind.FINISH:
            return self.layout.finish_button
        if kind == StopKind.BACK_WINNABLE:
            return self.back_winnable_rect()
        if kind == StopKind.TALON:
            return self.layout.talon
        if kind == StopKind.WASTE:
            size = len(self.display.waste)
            return self.rest_rect(WASTE_PILE, size - 1) if size else self.layout.waste
        if kind == StopKind.FOUNDATION:
            return self.target_rect(FOUNDATION)
        cards = self.display.columns[index]
        return self.rest_rect(column_pile(index), max(0, len(cards) - 1))

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Handle a focus key (←, →, Tab, and Enter while the ring shows); True when it was one."""
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            return True
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus_shown and self.focus is not None:
            if self.focus not in self.focus_stops():
                self.focus = self._default_focus(self.focus_stops())
                return True  # the place went away (a move changed the table): show where it is now
            self.activate_focus()
            return True
        return False
