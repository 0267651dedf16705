"""The drawing kit of the court figures: a `Pen` in figure units and the figures' palettes
(their colours are in `theme`).

Why a pen of its own: the figures are designed once, in units of the half-panel's height
(x from the panel's centre line, y down from its top edge), and drawn at any card size —
from a 39-pixel phone card to a 4K "Große Karten" card — by scaling those units. Every
shape is filled and then outlined in ink, as a printed court card is; smooth shapes go
through a Catmull-Rom spline so a handful of points gives a clean curve at every size.
``facing`` mirrors the design, so one drawing serves figures that face either way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.view.theme import (  # the figures' colours live with every other colour
    COURT_HAIR as HAIR,
    COURT_INK as INK,
    COURT_ROBE_BLUE as ROBE_BLUE,
    COURT_ROBE_NAVY as ROBE_NAVY,
    COURT_ROBE_RED as ROBE_RED,
)

Colour = tuple[int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class Palette:
    """One figure's colours: the robe follows the suit's ink (so four-colour suits dress their
    figures in green and blue too), the trim contrasts with it."""

    primary: Colour
    secondary: Colour
    hair: Colour
    ink: Colour       # the suit's colour on this card: the frame and the pips

    @property
    def primary_dark(self) -> Colour:
        return shade(self.primary, 0.62)



def palette_for(suit: int, ink: Colour) -> Palette:
    """Robe colours from the suit's ink: red suits wear red with blue, black ones navy with red,
    four-colour clubs green and diamonds blue (each with red)."""
    r, g, b = ink
    if max(ink) < 80:                       # black ink: a navy robe reads better than black cloth
        primary = ROBE_NAVY
    elif r > g and r > b:
        primary = ROBE_RED
    else:
        primary = (min(255, int(r * 1.15) + 10), min(255, int(g * 1.15) + 10), min(255, int(b * 1.15) + 10))
    secondary = ROBE_BLUE if primary == ROBE_RED else ROBE_RED
    return Palette(primary, secondary, HAIR[suit], ink)


def shade(colour: Colour, k: float) -> Colour:
    """``colour`` darkened (k < 1) or lightened towards white (k > 1)."""
    if k <= 1:
        return (round(colour[0] * k), round(colour[1] * k), round(colour[2] * k))
    t = min(1.0, k - 1)
    return tuple(round(c + (255 - c) * t) for c in colour)  # type: ignore[return-value]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def spline(points: Sequence[Point], closed: bool = True, steps: int = 6) -> list[Point]:
    """A smooth curve through ``points`` (Catmull-Rom), as a polyline (remembered: the figures'
    curves are the same at every card size, so each is worked out once)."""
    return list(_spline(tuple(points), closed, steps))


@lru_cache(maxsize=1024)
def _spline(points: tuple[Point, ...], closed: bool, steps: int) -> tuple[Point, ...]:
    n = len(points)
    if n < 3:
        return points
    out: list[Point] = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append((
                0.5 * (2 * p1[0] + (-p0[0] + p2[0]) * t + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                       + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3),
                0.5 * (2 * p1[1] + (-p0[1] + p2[1]) * t + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                       + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3),
            ))
    if not closed:
        out.append(points[-1])
    return tuple(out)


def mirrored(points: Sequence[Point]) -> list[Point]:
    """A left-right symmetric outline from its right half (listed top to bottom, x ≥ 0)."""
    right = list(points)
    return right + [(-x, y) for x, y in reversed(right)]


class Pen:
    """Draws in figure units on a supersampled surface (see the module docstring)."""

    def __init__(self, target: pygame.Surface, facing: int, line_px: float) -> None:
        self.target = target
        self.u = target.get_height()
        self.cx = target.get_width() / 2
        self.facing = facing
        self.width = max(1, round(line_px))
        self.k, self.ox, self.oy = 1.0, 0.0, 0.0             # the zoom of a group (see `zoom`)

    @contextmanager
    def zoom(self, k: float, about: Point, to: Point) -> Iterator[None]:
        """Draw a group ``k`` times larger, its point ``about`` landing on ``to`` (a head is designed
        once and sized to the panel; ink lines keep their width)."""
        saved = self.k, self.ox, self.oy
        self.k, self.ox, self.oy = k, to[0] - about[0] * k, to[1] - about[1] * k
        try:
            yield
        finally:
            self.k, self.ox, self.oy = saved

    def at(self, x: float, y: float) -> Point:
        return (self.cx + (x * self.k + self.ox) * self.facing * self.u, (y * self.k + self.oy) * self.u)

    def _px(self, points: Sequence[Point]) -> list[Point]:
        u, cx, fu, k, ox, oy = self.u, self.cx, self.facing * self.u, self.k, self.ox, self.oy
        return [(cx + (x * k + ox) * fu, (y * k + oy) * u) for x, y in points]

    def poly(self, points: Sequence[Point], fill: Colour | None, line: bool = True, joints: bool = False) -> None:
        """A straight-edged shape, filled and outlined (``joints`` rounds sharp corners of the ink)."""
        pts = self._px(points)
        if fill is not None:
            pygame.draw.polygon(self.target, fill, pts)
        if line:
            pygame.draw.lines(self.target, INK, True, pts, self.width)
            if joints and self.width > 2:
                for p in pts:
                    pygame.draw.circle(self.target, INK, p, self.width / 2)

    def blob(self, points: Sequence[Point], fill: Colour | None, line: bool = True, steps: int = 6) -> None:
        """A smooth closed shape through ``points``."""
        self.poly(spline(points, True, steps), fill, line)

    def curve(self, points: Sequence[Point], colour: Colour = INK, width: float = 1.0, steps: int = 6) -> None:
        """A smooth open stroke, ``width`` times the ink line."""
        self.stroke(spline(points, False, steps), colour, width)

    def stroke(self, points: Sequence[Point], colour: Colour = INK, width: float = 1.0) -> None:
        pts = self._px(points)
        w = max(1, round(self.width * width))
        pygame.draw.lines(self.target, colour, False, pts, w)
        if w > 2:
            for p in (pts[0], pts[-1]):
                pygame.draw.circle(self.target, colour, p, w / 2)

    def ellipse(self, x: float, y: float, rx: float, ry: float, fill: Colour | None, line: bool = True) -> None:
        u = self.u * self.k
        cx, cy = self.at(x, y)
        rect = pygame.Rect(0, 0, max(1, round(2 * rx * u)), max(1, round(2 * ry * u)))
        rect.center = (round(cx), round(cy))
        if fill is not None:
            pygame.draw.ellipse(self.target, fill, rect)
        if line:
            pygame.draw.ellipse(self.target, INK, rect, min(self.width, max(1, rect.h // 2)))

    def dot(self, x: float, y: float, r: float, fill: Colour, line: bool = False) -> None:
        self.ellipse(x, y, r, r, fill, line)
