"""Easing curves, a `Timer` and a `Tween` (a value that moves from A to B over time).

Everything that moves or fades on the table is a timer advanced by the fixed-step update,
so animation speed never depends on the frame rate, and no scene ages tuples by hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Timer:
    """Counts ``duration`` seconds (after ``delay``), aged by the fixed step with ``update``."""

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration = max(0.0, duration)
        self.elapsed = -delay

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        """0 → 1 over the duration (a zero duration is at once complete, once any delay is over)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= 0 else 0.0
        return min(1.0, max(0.0, self.elapsed / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class Tween(Timer):
    """From ``start`` to ``end`` (tuples of floats) in ``duration`` seconds after ``delay``."""

    def __init__(self, start: tuple[float, ...], end: tuple[float, ...], duration: float,
                 easing: Easing = ease_out_cubic, delay: float = 0.0) -> None:
        super().__init__(duration, delay)
        self.start = start
        self.end = end
        self.easing = easing

    def value(self) -> tuple[float, ...]:
        k = self.easing(self.progress)
        return tuple(lerp(a, b, k) for a, b in zip(self.start, self.end, strict=True))


def shake_offset(elapsed: float, duration: float, amplitude: float) -> float:
    """Horizontal offset of a "no" shake: a damped sine over ``duration``."""
    if elapsed >= duration:
        return 0.0
    t = elapsed / duration
    return amplitude * math.sin(t * math.pi * 6) * (1 - t)
