"""The table's short-lived looks and pointer values: what lies under a point (`Hit`), the run
under the pointer (`Drag`), and the looks that end by themselves — a dropped run held or
flying back, a shake, a refusal — with their timers. The model's own values are in `values`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from game.engine import Pile, source_pile
from game.engine.text_enum import TextEnum
from game.scenes.pointer import PointerTracker
from game.scenes.table.focus import FocusRing
from game.view import theme
from game.view.tween import Timer, Tween, ease_out_cubic, shake_offset

# A refused tap (a card with no legal move): the cards rise, shake "no", hold, and settle back.
REFUSAL_RISE = 0.10          # seconds to rise
REFUSAL_SETTLE = 0.85        # seconds after the tap when they start to settle
REFUSAL_TIME = 1.05          # seconds until they rest again
REFUSAL_LIFT = 0.14          # of card height: clearly more than a lifted run's SELECTION_LIFT
REFUSAL_SHAKE = (0.10, 0.50)  # the "no" shake, seconds after the tap
WASTE_HOLD = 0.35            # seconds a pointer rests on the waste before the whole waste opens (B17)


class WasteHold(TextEnum):
    """What keeps the whole waste open (B17), and so what closes it."""

    POINTER = "pointer"    # a long press on the waste: until the pointer lets go
    KEY = "key"            # V held down: until it is let go
    TAP = "tap"            # a tap on the waste's covered cards: until the next tap or key


class HitKind(TextEnum):
    """What kind of thing lies under a point on the table."""

    BUTTON = "button"          # a header button (``Hit.name`` says which) or "Zurück zu gewinnbar"
    BAR_UP = "bar_up"          # ▲ in the selection bar: one card more
    BAR_DOWN = "bar_down"      # ▼ in the selection bar: one card fewer
    FINISH = "finish"          # "Alles ablegen"
    TALON = "talon"            # the talon (or the redeal pill beside it)
    WASTE = "waste"            # ``card``: None for the top card, else a covered card's index
    COLUMN = "column"
    FOUNDATION = "foundation"
    FELT = "felt"              # nothing: the bare table


@dataclass(frozen=True)
class Hit:
    """What lies under a point. ``index``: column / foundation number; ``card``: index in the
    column (None: the column's empty area); ``name``: the button's name in the layout."""

    kind: HitKind
    index: int = 0
    card: int | None = None
    name: str = ""


@dataclass
class Drag:
    """A run under the pointer, with the places it may be dropped (they glow while it moves)."""

    src: int
    count: int
    grab: tuple[int, int]     # pointer minus the dragged base card's top-left
    pos: tuple[int, int]
    targets: list[int]
    best: int | None

    @property
    def pile(self) -> Pile:
        return source_pile(self.src)


@dataclass
class Hold:
    """The cards of a dropped move wait where they were let go until their flights start."""

    pile: Pile
    start: int
    dx: float
    dy: float


@dataclass
class Snap:
    """A dropped run that found no target flies back to its pile: its offset eases to zero."""

    pile: Pile
    start: int
    timer: Tween


@dataclass
class Shake:
    """A "no": the cards from ``start`` up shake sideways for a moment."""

    pile: Pile
    start: int
    timer: Timer = field(default_factory=lambda: Timer(theme.SHAKE_TIME))


@dataclass
class Refusal:
    """A tapped card that cannot go: it and the cards on it (from ``start``) rise, shake "no" and
    settle (the engine's reason meanwhile stands in the message line until the next action)."""

    pile: Pile
    start: int
    timer: Timer = field(default_factory=lambda: Timer(REFUSAL_TIME))

    def offset(self, card_w: float, card_h: float) -> tuple[float, float]:
        """(dx, dy) of the refused cards now: up, a sideways "no", down again."""
        t = self.timer.elapsed
        if t >= REFUSAL_TIME:
            return 0.0, 0.0
        if t < REFUSAL_RISE:
            k = ease_out_cubic(t / REFUSAL_RISE)
        elif t < REFUSAL_SETTLE:
            k = 1.0
        else:
            k = 1.0 - ease_out_cubic((t - REFUSAL_SETTLE) / (REFUSAL_TIME - REFUSAL_SETTLE))
        first, last = REFUSAL_SHAKE
        dx = shake_offset(t - first, last - first, card_w * theme.SHAKE_AMPLITUDE) if first <= t else 0.0
        return dx, -card_h * REFUSAL_LIFT * k


class Timed(Protocol):
    timer: Timer


TimedT = TypeVar("TimedT", bound=Timed)


def aged(effect: TimedT | None, dt: float) -> TimedT | None:
    """``effect`` after ``dt`` more seconds, or None once its timer has run out."""
    if effect is None:
        return None
    effect.timer.update(dt)
    return None if effect.timer.done else effect


class InputState:
    """What the pointer and the keyboard hold now: the input part changes it, drawing and
    hit-testing read it (a dragged run floats, the ring is drawn where it stands)."""

    def __init__(self) -> None:
        self.tracker = PointerTracker()
        self.hover: tuple[int, int] | None = None   # mouse position, for button highlights
        self.press: Hit | None = None    # what the pointer went down on (a drag may start there)
        self.drag: Drag | None = None
        self.ring = FocusRing()          # the keyboard ring: hidden until an arrow key
        self.waste_view: WasteHold | None = None   # the whole waste is open (B17), and what keeps it
        self.held_for = 0.0              # seconds the pointer has rested on the waste (a long press opens it)
        self.swallow = False             # the rest of this press belongs to the waste view: no tap, no drag
        self.flew: tuple[float, tuple[object, int]] | None = None   # (when, which pile) a tap sent a card off
