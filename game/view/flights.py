"""`StepPlayer`: animates the engine's single-card `Step`s onto a display copy of the position.

The engine applies a move at once; the view keeps its own ``display`` position that lags
behind and catches up card by card. A step's card leaves its source pile when its flight
starts and joins its target pile when it lands, so at every moment the table shows a
consistent picture and nothing teleports. When the queue is empty the display equals the
engine's position (the scene checks and resynchronises, with `StepPlayer.show`, if it ever
would not).

The player owns the display position: the scene reads it, and replaces it only through
`show`. Where cards rest and where they are drawn it asks once-given `CardPlaces`, and it
reports every landing through its ``on_land`` callback.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine import TALON_PILE, Card, Pile, PileKind, Position, Step, column_pile, lifted_cards
from game.engine.exhaustive import assert_never
from game.view.tween import ease_in_out_cubic, ease_out_cubic, lerp

RectFor = Callable[[Pile, int], pygame.Rect]
Floating = dict[Pile, tuple[int, float, float]]   # pile → (first index, dx, dy): cards drawn away from their slots


class CardPlaces(Protocol):
    """Where the table puts cards; asked live, because columns squeeze while cards fly."""

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """The resting slot of the ``index``-th card of ``pile``."""

    def card_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """Where that card is drawn now (a lifted or dragged run is drawn away from its slot)."""


def take_card(position: Position, pile: Pile, card: Card) -> None:
    """Remove ``card`` from the top of ``pile`` in a display position."""
    match pile.kind:
        case PileKind.COLUMN:
            position.columns[pile.index].pop()
        case PileKind.WASTE:
            position.waste.pop()
        case PileKind.TALON:
            position.talon.pop()
        case PileKind.FOUNDATION:
            position.foundations[pile.index] = card.rank - 1
        case _:
            assert_never(pile.kind)


def put_card(position: Position, pile: Pile, card: Card) -> None:
    """Put ``card`` on top of ``pile`` in a display position."""
    match pile.kind:
        case PileKind.COLUMN:
            position.columns[pile.index].append(card)
        case PileKind.WASTE:
            position.waste.append(card)
        case PileKind.TALON:
            position.talon.append(card)
        case PileKind.FOUNDATION:
            position.foundations[pile.index] = card.rank
        case _:
            assert_never(pile.kind)


def pile_size(position: Position, pile: Pile) -> int:
    """Cards in a pile (a foundation's count is its top rank; index -1 means "no niche yet": 0)."""
    match pile.kind:
        case PileKind.COLUMN:
            return len(position.columns[pile.index])
        case PileKind.WASTE:
            return len(position.waste)
        case PileKind.TALON:
            return len(position.talon)
        case PileKind.FOUNDATION:
            return position.foundations[pile.index] if pile.index >= 0 else 0
        case _:
            assert_never(pile.kind)


@dataclass
class Flight:
    """One card in the air. ``start`` is where it set off (x, y, w, h)."""

    step: Step
    start: tuple[float, float, float, float]
    dst_index: int
    duration: float
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def turns_over(self) -> bool:
        """Talon ↔ elsewhere: the card flips on the way."""
        return (self.step.src.kind == PileKind.TALON) != (self.step.dst.kind == PileKind.TALON)

    def face_up(self) -> bool:
        p = self.progress
        if not self.turns_over:
            return self.step.dst.kind != PileKind.TALON
        return p >= 0.5 if self.step.src.kind == PileKind.TALON else p < 0.5

    def rect(self, rect_for: RectFor) -> tuple[float, float, float, float, float]:
        """(x, y, w, h, x-scale) now; the end follows the live layout (columns may squeeze)."""
        end = rect_for(self.step.dst, self.dst_index)
        k = ease_out_cubic(self.progress) if not self.turns_over else ease_in_out_cubic(self.progress)
        x = lerp(self.start[0], end.x, k)
        y = lerp(self.start[1], end.y, k)
        # A short hop: cards rise a little mid-flight so they read as lifted, not sliding.
        y -= math.sin(math.pi * self.progress) * end.h * 0.06
        w = lerp(self.start[2], end.w, k)
        h = lerp(self.start[3], end.h, k)
        scale = abs(math.cos(math.pi * self.progress)) if self.turns_over else 1.0
        return x, y, w, h, scale


@dataclass
class _Queued:
    """Steps that set off together: one card, or a Relaxed run that moves as a unit."""

    steps: list[Step]
    duration: float
    stagger: float


class StepPlayer:
    """Queue of steps → flights → landed cards on ``display``."""

    def __init__(self, display: Position, places: CardPlaces,
                 on_land: Callable[[Step], None] | None = None) -> None:
        self.display = display
        self.places = places
        self.queue: deque[_Queued] = deque()
        self.flights: list[Flight] = []
        self.since_launch = math.inf
        self.next_stagger = 0.0
        self.version = 0              # bumps whenever the display changes (the scene caches by it)
        self.on_land = on_land

    def show(self, position: Position) -> None:
        """Drop whatever is queued or flying and show a copy of ``position`` (a new deal, a jump
        of many moves, or a repair when the picture ever disagreed with the engine)."""
        self.queue.clear()
        self.flights.clear()
        self.since_launch = math.inf
        self.display = position.copy()
        self.version += 1

    @property
    def busy(self) -> bool:
        return bool(self.queue or self.flights)

    def add(self, steps: list[Step], duration: float, stagger: float, unit: tuple[int, int] | None = None) -> None:
        """Queue ``steps``; ``unit`` = (first, count) marks steps that fly together as one run (R6)."""
        i = 0
        while i < len(steps):
            if unit is not None and i == unit[0] and unit[1] > 1:
                self.queue.append(_Queued(list(steps[i:i + unit[1]]), duration, stagger))
                i += unit[1]
            else:
                self.queue.append(_Queued([steps[i]], duration, stagger))
                i += 1

    def incoming(self, pile: Pile) -> int:
        return sum(1 for f in self.flights if f.step.dst == pile)

    def update(self, dt: float) -> None:
        """Advance flights, land the arrived ones, launch what is due."""
        self.since_launch += dt
        for flight in self.flights:
            flight.elapsed += dt
        landed = [f for f in self.flights if f.elapsed >= f.duration]
        for flight in landed:
            self.flights.remove(flight)
            self._land(flight.step)
        while self.queue and self.since_launch >= self.next_stagger:
            queued = self.queue[0]
            if any(f.step.dst == queued.steps[0].src for f in self.flights):
                break  # its card is still on the way there
            self.queue.popleft()
            self._launch(queued)
            if self.since_launch > queued.stagger:
                self.since_launch = 0.0
            else:
                self.since_launch -= queued.stagger
            self.next_stagger = queued.stagger

    def _launch(self, queued: _Queued) -> None:
        src, dst = queued.steps[0].src, queued.steps[0].dst
        size = pile_size(self.display, src)
        count = len(queued.steps)
        # A unit run: the block on top of the source, bottom card first, keeps its order.
        cards = [queued.steps[0].card] if count == 1 else lifted_cards(self.display, src.index, count)
        starts = [self.places.card_rect(src, size - count + i) for i in range(count)]
        for card in reversed(cards):
            take_card(self.display, src, card)
        base = pile_size(self.display, dst) + self.incoming(dst)
        for i, card in enumerate(cards):
            step = queued.steps[0]._replace(card=card) if count > 1 else queued.steps[0]
            if queued.duration <= 0:
                self._land(step)
                continue
            start = starts[i]
            self.flights.append(Flight(step, (start.x, start.y, start.w, start.h), base + i, queued.duration))
        self.version += 1

    def _land(self, step: Step) -> None:
        put_card(self.display, step.dst, step.card)
        self.version += 1
        if self.on_land is not None:
            self.on_land(step)

    def finish_all(self) -> None:
        """Land everything now (a new input arrives, or animations are off)."""
        for flight in self.flights:
            self._land(flight.step)
        self.flights.clear()
        while self.queue:
            queued = self.queue.popleft()
            src, count = queued.steps[0].src, len(queued.steps)
            cards = [queued.steps[0].card] if count == 1 else lifted_cards(self.display, src.index, count)
            for card in reversed(cards):
                take_card(self.display, src, card)
            for card in cards:
                self._land(queued.steps[0]._replace(card=card))
        self.since_launch = math.inf
        self.version += 1


def dealing(position: Position) -> tuple[Position, list[Step]]:
    """The deal as flights: the position with the table's cards still on the talon, and the
    steps that fly them to their columns, row by row."""
    order = [(c, row) for row in range(position.variant.rows) for c in range(position.variant.columns)
             if row < len(position.columns[c])]
    start = position.copy()
    start.columns = [[] for _ in position.columns]
    start.talon = list(position.talon) + [position.columns[c][row] for c, row in reversed(order)]
    return start, [Step(position.columns[c][row], TALON_PILE, column_pile(c)) for c, row in order]
