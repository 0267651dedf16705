"""`TableSnapshot`: what one table shows at one moment, as one frozen value made of three parts'.

`TableParts` makes one (`TableParts.snapshot`) from the model's facts (`TableState`), the motion's
(`MotionFacts`: the layout, the shown cards and where each one is, the cards in the air and the
short-lived looks) and the input's (`InputFacts`: the dragged run, the keyboard ring, the hover,
the whole waste held open). The geometry, the picture, the HUD and the input read a snapshot
and return what they computed from it; none of them holds the model, the motion or another
part's state, so no part can change what another one shows or see it change while it works.

(`Floating`, the offsets of cards drawn away from their slots, is `game.view.flights`'.) Here
too is the one rule for a card's resting place (`resting_place`), asked by the motion for
the cards it flies and by the geometry for the snapshot's cards, so both agree.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import Card, Pile, PileKind, Position, source_pile
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum
from game.table.focus import Stop
from game.table.state import TableState
from game.table.values import Selection
from game.view.flights import pile_size
from game.view.layout import TableLayout


def resting_place(layout: TableLayout, pile: Pile, index: int, count: int, runs: tuple[bool, ...]) -> pygame.Rect:
    """The resting slot of the ``index``-th card of ``pile``, which shows ``count`` cards (those
    flying in included; ``runs``: which neighbours of a column form same-suit runs, squeezed first)."""
    match pile.kind:
        case PileKind.COLUMN:
            return layout.column_card(pile.index, index, max(count, index + 1), runs)
        case PileKind.WASTE:
            return layout.waste_card(index, max(count, index + 1))
        case PileKind.TALON:
            return layout.talon.copy()
        case PileKind.FOUNDATION:
            return layout.foundations[pile.index].copy()
        case _:
            assert_never(pile.kind)


@dataclass(frozen=True)
class Offset:
    """Cards of ``pile`` from ``start`` up, drawn ``dx``, ``dy`` away from their resting places."""

    pile: Pile
    start: int
    dx: float
    dy: float


@dataclass(frozen=True)
class InFlight:
    """A card in the air: face (None: its back), where it is drawn, its turn (x-scale), where it lands."""

    card: Card | None
    rect: tuple[float, float, float, float]
    scale: float
    dst: Pile


@dataclass(frozen=True)
class MotionFacts:
    """The motion's part of a snapshot (`motion.TableMotion.facts`)."""

    layout: TableLayout
    display: Position                     # what the table shows (lags behind the engine while cards fly): a copy
    column_counts: tuple[int, ...]        # cards each column shows, those flying in included
    waste_count: int                      # … the waste
    runs: tuple[tuple[bool, ...], ...]    # per column: which neighbours form same-suit runs
    flights: tuple[InFlight, ...]
    incoming: tuple[tuple[Pile, int], ...]   # piles cards fly to, and how many
    hold: Offset | None                   # a dropped run waiting where it was let go
    snap: Offset | None                   # a dragged run flying back
    shake: Offset | None                  # a "no"
    refusal: Offset | None                # a tapped card that cannot go, rising and shaking
    pulse: float                          # the glows' brightness, 0–1 (`attention`)
    bob: float                            # the arrow's offset in pixels
    stirring: bool                        # the pulse and the bob still run
    busy: bool                            # cards are in the air
    repairs: int                          # times the picture had to be put right (never expected: tests say 0)

    def size(self, pile: Pile) -> int:
        """Cards ``pile`` shows resting (those flying in not yet)."""
        return pile_size(self.display, pile)

    def count(self, pile: Pile) -> int:
        """Cards ``pile`` shows, those flying in included."""
        match pile.kind:
            case PileKind.COLUMN:
                return self.column_counts[pile.index]
            case PileKind.WASTE:
                return self.waste_count
            case PileKind.TALON | PileKind.FOUNDATION:
                return 0
            case _:
                assert_never(pile.kind)

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """The resting slot of the ``index``-th card of ``pile`` (`resting_place`)."""
        runs = self.runs[pile.index] if pile.kind == PileKind.COLUMN else ()
        return resting_place(self.layout, pile, index, self.count(pile), runs)


@dataclass(frozen=True)
class DragLook:
    """A run under the pointer and the places it may be dropped (they glow while it moves). The
    input holds it and makes a new one as the pointer moves; the snapshot shows it as it was."""

    src: int
    count: int
    grab: tuple[int, int]     # pointer minus the dragged base card's top-left
    pos: tuple[int, int]
    targets: tuple[int, ...]
    best: int | None

    @property
    def pile(self) -> Pile:
        return source_pile(self.src)

    def floating(self, motion: MotionFacts) -> tuple[int, float, float]:
        """(first index, dx, dy): where the dragged cards are drawn, from their resting places in ``motion``."""
        start = motion.size(self.pile) - self.count
        base = motion.rest_rect(self.pile, start)
        return start, self.pos[0] - self.grab[0] - base.x, self.pos[1] - self.grab[1] - base.y


class WasteHold(TextEnum):
    """What keeps the whole waste open (B17), and so what closes it."""

    POINTER = "pointer"    # a long press on the waste: until the pointer lets go
    KEY = "key"            # V held down: until it is let go
    TAP = "tap"            # a tap on the waste's covered cards: until the next tap or key


@dataclass(frozen=True)
class InputFacts:
    """The input's part of a snapshot (`input.TableInput.facts`)."""

    drag: DragLook | None = None
    ring: Stop | None = None              # where the keyboard ring stands, while it shows (B4)
    ring_for: Selection | None = None     # … the lifted run it last went to (another one: it goes to its best place)
    hover: tuple[int, int] | None = None  # the mouse, for buttons' highlights and tooltips
    waste: WasteHold | None = None        # the whole waste is held open (B17), and what keeps it
    pointer_down: bool = False            # the pointer is held down (the won cascade plays on)


NO_INPUT = InputFacts()


@dataclass(frozen=True)
class OnScreen:
    """What only the screen knows of a table, beside its `TableState` (`TableScene.on_screen`):
    read by the tools and the tests that check what a player sees."""

    busy: bool                    # cards are in the air (the picture lags behind the engine)
    in_step: bool                 # the picture shows the engine's position
    cascade: bool                 # the won cascade plays, or its clean table stands
    ring: Stop | None             # where the keyboard ring stands, while it shows (B4)
    tags: tuple[str, ...]         # the HUD's words after the game's name, in full
    live_words: str               # … of them the live state of the position ("" while it does not show)
    reminder_words: str           # R11: the talon's reminder, saying where the table's move is ("" while none)   # a table nobody touches (the replay)


@dataclass(frozen=True)
class TableSnapshot:
    """One table at one moment: the model's, the motion's and the input's facts."""

    table: TableState
    motion: MotionFacts
    input: InputFacts
    with_menu: bool = False     # the table has an owner with a menu: the ☰ button shows

    @property
    def layout(self) -> TableLayout:
        return self.motion.layout
