"""The win cascade: cards leap off the foundations and bounce away with fading trails."""

from __future__ import annotations

import random

import pygame

from game.engine import Card
from game.view import theme
from game.view.table_painter import TablePainter


class Cascade:
    """The win: cards leap off the foundations and bounce away, leaving trails (a classic)."""

    def __init__(self, canvas: pygame.Surface, starts: list[tuple[Card, pygame.Rect]], floor: int,
                 rng: random.Random) -> None:
        self.canvas = canvas
        self.table = canvas.copy()           # blended back in a little at each stamp: trails fade
        self.table.set_alpha(theme.CASCADE_FADE)
        self.waiting = starts
        self.cards: list[list] = []   # [card, x, y, vx, vy]
        self.floor = floor
        self.rng = rng
        self.timer = 0.0
        self.time = 0.0
        self.stamp = 0.0

    @property
    def done(self) -> bool:
        return not self.waiting and not self.cards

    def update(self, dt: float, painter: TablePainter, height: int) -> None:
        self.time += dt
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
