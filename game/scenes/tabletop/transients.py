"""The table's transients: short-lived looks of cards — a dropped run held where it was let go
(`Hold`) or flying back (`Snap`, asked by the input; `SnapBack`, its flight in the motion), a
shake, a refusal — that end by themselves, with their timers. The motion holds them
(`motion.TableMotion`) and tells each as an `snapshot.Offset`; the model's own values are in `values`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from game.engine import Pile
from game.view import theme
from game.view.tween import Timer, Tween, ease_out_cubic, shake_offset

# A refused tap (a card with no legal move): the cards rise, shake "no", hold, and settle back.
REFUSAL_RISE = 0.10          # seconds to rise
REFUSAL_SETTLE = 0.85        # seconds after the tap when they start to settle
REFUSAL_TIME = 1.05          # seconds until they rest again
REFUSAL_LIFT = 0.14          # of card height: clearly more than a lifted run's SELECTION_LIFT
REFUSAL_SHAKE = (0.10, 0.50)  # the "no" shake, seconds after the tap


@dataclass(frozen=True)
class Hold:
    """The cards of a dropped move wait where they were let go (``dx``, ``dy`` from their resting
    place) until their flights start."""

    pile: Pile
    start: int
    dx: float
    dy: float


@dataclass(frozen=True)
class Snap:
    """A dragged run that found no target, let go ``dx``, ``dy`` from its resting place: it flies back."""

    pile: Pile
    start: int
    dx: float
    dy: float


@dataclass
class SnapBack:
    """A `Snap` on its way: its offset eases to zero."""

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


class Ageing(Protocol):
    """A look's clock: it runs out by itself."""

    def update(self, dt: float) -> None: ...

    @property
    def done(self) -> bool: ...


class Timed(Protocol):
    @property
    def timer(self) -> Ageing: ...


TimedT = TypeVar("TimedT", bound=Timed)


def aged(effect: TimedT | None, dt: float) -> TimedT | None:
    """``effect`` after ``dt`` more seconds, or None once its timer has run out."""
    if effect is None:
        return None
    effect.timer.update(dt)
    return None if effect.timer.done else effect
