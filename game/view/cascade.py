"""The win cascade: cards leap off the foundations and bounce away with fading trails, then the
trails fade out and the clean won table is left for the summary."""

from __future__ import annotations

import random

import pygame

from game.engine import Card
from game.view import theme
from game.view.table_painter import TablePainter

CLEAR_TIME = 0.6     # seconds in which the trails fade away once the cascade is over


class Cascade:
    """The win: cards leap off the foundations and bounce away, leaving trails (a classic).

    When every card has left (or the scene cuts it short with `clear`), the trails fade into
    the table as it was at the win (``clean``) over CLEAR_TIME; `cleared` says when the canvas
    shows nothing else, so what comes next (the summary) stands on a clean table.
    """

    def __init__(self, canvas: pygame.Surface, starts: list[tuple[Card, pygame.Rect]], floor: int,
                 rng: random.Random) -> None:
        self.canvas = canvas
        self.clean = canvas.copy()           # the won table: what is left when the trails have gone
        self.table = canvas.copy()           # blended back in a little at each stamp: trails fade
        self.table.set_alpha(theme.CASCADE_FADE)
        self.waiting = starts
        self.cards: list[list] = []   # [card, x, y, vx, vy]
        self.floor = floor
        self.rng = rng
        self.timer = 0.0
        self.time = 0.0
        self.stamp = 0.0
        self.clearing: float | None = None   # seconds since the trails began to fade (None: not yet)

    @property
    def done(self) -> bool:
        """Every card has leapt and left the window."""
        return not self.waiting and not self.cards

    @property
    def cleared(self) -> bool:
        """The trails are gone: the canvas is the clean won table."""
        return self.clearing is not None and self.clearing >= CLEAR_TIME

    def let_go(self) -> None:
        """Drop the window-sized pictures (the scene is covered; it starts a new cascade when it
        is laid out again, `TableScene.resize`)."""
        self.canvas = self.clean = self.table = pygame.Surface((1, 1))

    def clear(self, at_once: bool = False) -> None:
        """Stop the cascade: no more cards leap, those in the air vanish, the trails fade out
        (``at_once``: gone now, for a tap that wants the summary)."""
        self.waiting = []
        self.cards = []
        if self.clearing is None:
            self.clearing = 0.0
        if at_once:
            self.clearing = CLEAR_TIME
            self.canvas.blit(self.clean, (0, 0))

    def update(self, dt: float, painter: TablePainter, height: int) -> None:
        self.time += dt
        if self.clearing is not None:
            self._fade(dt)
            return
        self.timer -= dt
        if self.waiting and self.timer <= 0:
            card, rect = self.waiting.pop(0)
            speed = height * self.rng.uniform(0.3, 0.6)
            self.cards.append([card, float(rect.x), float(rect.y), speed * self.rng.choice((-1, 1)),
                               -height * self.rng.uniform(0.0, 0.6)])
            self.timer = theme.CASCADE_INTERVAL
        width = self.canvas.get_width()
        gravity = theme.CASCADE_GRAVITY * height
        stamp = self.stamp <= 0
        if stamp:
            self.canvas.blit(self.table, (0, 0))
        for item in list(self.cards):
            card, x, y, vx, vy = item
            vy += gravity * dt
            x += vx * dt
            y += vy * dt
            bottom = self.floor - painter.layout.card_h
            if y > bottom:
                y = bottom
                vy = -abs(vy) * 0.72
            item[1:] = [x, y, vx, vy]
            if x < -painter.layout.card_w or x > width:
                self.cards.remove(item)
                continue
            if stamp:
                self.canvas.blit(painter.sprites.face(card), (round(x), round(y)))
        if stamp:
            self.stamp = theme.CASCADE_STAMP
        self.stamp -= dt
        if self.done:
            self.clear()

    def _fade(self, dt: float) -> None:
        """One step of the trails fading into the clean table; exactly clean at the end."""
        before = self.clearing or 0.0
        clearing = self.clearing = min(CLEAR_TIME, before + dt)
        if clearing >= CLEAR_TIME:
            self.canvas.blit(self.clean, (0, 0))
            return
        # Blend so that after the whole CLEAR_TIME the old picture's weight has fallen to ~0.
        left_before = 1.0 - before / CLEAR_TIME
        left_now = 1.0 - clearing / CLEAR_TIME
        alpha = round(255 * (1.0 - left_now / left_before)) if left_before > 0 else 255
        if alpha > 0:
            self.clean.set_alpha(alpha)
            self.canvas.blit(self.clean, (0, 0))
            self.clean.set_alpha(None)


def cascade_starts(foundations: list[pygame.Rect]) -> list[tuple[Card, pygame.Rect]]:
    """Every card leaps from its foundation, Kings first (foundations 2k and 2k+1 hold suit k)."""
    return [(Card(rank, f // 2), rect) for rank in range(13, 0, -1) for f, rect in enumerate(foundations)]
