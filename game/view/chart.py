"""The statistics screen's chart of the last games, drawn with pygame alone (no plotting library).

One bar per game, oldest on the left: its height is the moves played, a white tick across its
slot marks the par (the catalogue's solution length) where it is known, so "moves against par"
reads at a glance. The kind of game is told twice, by colour *and* by shape, so it reads
without colour vision too: a clean win is a solid gold bar with a star above it, a win with
help a solid green bar, a lost game a hollow red outline.

Everything is sized from ``scale`` (the overlay's, 1.0 in a 720-pixel-high window), so the
chart is as readable at 720×1280 as at 4K.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.view import fonts, theme

TEXT_SIZE = 16      # base pixel sizes at scale 1
TITLE_SIZE = 18


@dataclass(frozen=True)
class ChartGame:
    """One bar: the moves of a game, its par when known, and what became of it."""

    moves: int
    par: int | None
    won: bool
    clean: bool


@dataclass(frozen=True)
class ChartText:
    """The chart's words in the player's language (the view asks no catalogue)."""

    title: str
    clean: str
    assisted: str
    lost: str
    par: str
    empty: str
    older: str
    newer: str


def nice_step(top: float, lines: int = 4) -> int:
    """A round grid step (1, 2, 5 × 10ⁿ) giving about ``lines`` grid lines up to ``top``."""
    raw = max(1.0, top / lines)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def _star(surface: pygame.Surface, centre: tuple[float, float], radius: float, colour: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, games: list[ChartGame], text: ChartText,
               slots: int, scale: float) -> None:
    """Draw ``games`` (oldest first, at most ``slots``) into ``rect`` of ``surface``."""
    s = max(0.5, scale)
    pad = round(8 * s)
    backdrop = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(backdrop, (*theme.CHART_BACKDROP, 150), backdrop.get_rect(), border_radius=round(10 * s))
    surface.blit(backdrop, rect.topleft)
    inner = rect.inflate(-2 * pad, -2 * pad)
    title_size = round(TITLE_SIZE * s)
    title = fonts.text(fonts.ellipsized(text.title, inner.width, title_size, True), title_size, theme.CHART_TITLE, bold=True)
    surface.blit(title, title.get_rect(midtop=(inner.centerx, inner.top)))
    top = inner.top + title.get_height() + round(6 * s)
    legend_bottom = _legend(surface, inner, text, s)
    size = round(TEXT_SIZE * s)
    ends = (fonts.text(text.older, size, theme.CHART_AXIS), fonts.text(text.newer, size, theme.CHART_AXIS))
    plot_bottom = legend_bottom - round(6 * s) - ends[0].get_height() - round(4 * s)
    if not games:
        empty = fonts.text(fonts.ellipsized(text.empty, inner.width, size), size, theme.CHART_TEXT)
        surface.blit(empty, empty.get_rect(center=(inner.centerx, (top + plot_bottom) // 2)))
        return
    games = games[-slots:]
    highest = max(max(g.moves for g in games), max((g.par or 0) for g in games), 1)
    step = nice_step(highest)
    ceiling = step * math.ceil(highest / step)
    label_w = max(fonts.font(size).size(str(ceiling))[0], 1) + round(6 * s)
    star_room = round(12 * s)
    plot = pygame.Rect(inner.left + label_w, top + star_room, inner.width - label_w, plot_bottom - top - star_room)
    if plot.height < 10 * s or plot.width < slots:
        return     # too small to mean anything; the table beside it still tells the numbers

    def y_of(moves: float) -> int:
        return round(plot.bottom - moves / ceiling * plot.height)

    for value in range(0, ceiling + 1, step):
        y = y_of(value)
        pygame.draw.line(surface, theme.CHART_GRID if value else theme.CHART_AXIS, (plot.left, y), (plot.right, y), max(1, round(s)))
        label = fonts.text(str(value), size, theme.CHART_AXIS)
        surface.blit(label, label.get_rect(midright=(plot.left - round(4 * s), y)))
    slot_w = plot.width / slots
    bar_w = max(2, round(slot_w * 0.62))
    line = max(1, round(2 * s))
    for i, game in enumerate(games):
        x = plot.left + slot_w * i + (slot_w - bar_w) / 2
        bar = pygame.Rect(round(x), y_of(game.moves), bar_w, max(1, plot.bottom - y_of(game.moves)))
        if game.won:
            pygame.draw.rect(surface, theme.CHART_CLEAN if game.clean else theme.CHART_ASSISTED, bar)
            if game.clean:
                _star(surface, (bar.centerx, bar.top - star_room * 0.55), min(star_room * 0.45, bar_w * 0.6), theme.CHART_CLEAN)
        else:
            pygame.draw.rect(surface, theme.CHART_LOST, bar, width=min(line, max(1, bar_w // 3)))
        if game.par is not None:
            y = y_of(game.par)
            left, right = round(plot.left + slot_w * i + 1), round(plot.left + slot_w * (i + 1) - 1)
            pygame.draw.line(surface, theme.CHART_PAR, (left, y), (right, y), line)
    axis_y = plot.bottom + round(4 * s)
    surface.blit(ends[0], ends[0].get_rect(topleft=(plot.left, axis_y)))
    surface.blit(ends[1], ends[1].get_rect(topright=(plot.right, axis_y)))


def _legend(surface: pygame.Surface, inner: pygame.Rect, text: ChartText, s: float) -> int:
    """The key under the plot, on one line or wrapped onto more; returns its top edge."""
    size = round(TEXT_SIZE * s)
    box = round(14 * s)
    gap = round(14 * s)
    items = [(theme.CHART_CLEAN, "star", text.clean), (theme.CHART_ASSISTED, "solid", text.assisted), (theme.CHART_LOST, "hollow", text.lost),
             (theme.CHART_PAR, "tick", text.par)]
    widths = [box + round(6 * s) + fonts.font(size).size(label)[0] for _, _, label in items]
    lines: list[list[int]] = [[]]
    used = 0
    for i, width in enumerate(widths):
        if lines[-1] and used + gap + width > inner.width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + width
        lines[-1].append(i)
    height = max(box, fonts.font(size).get_linesize())
    top = inner.bottom - len(lines) * height - (len(lines) - 1) * round(4 * s)
    y = top
    for members in lines:
        total = sum(widths[i] for i in members) + gap * (len(members) - 1)
        x = inner.centerx - total / 2
        for i in members:
            colour, shape, label = items[i]
            swatch = pygame.Rect(round(x), round(y + (height - box) / 2), box, box)
            if shape == "star":
                _star(surface, swatch.center, box * 0.6, colour)
            elif shape == "solid":
                pygame.draw.rect(surface, colour, swatch)
            elif shape == "hollow":
                pygame.draw.rect(surface, colour, swatch, width=max(1, round(2 * s)))
            else:
                pygame.draw.line(surface, colour, swatch.midleft, swatch.midright, max(1, round(2 * s)))
            words = fonts.text(label, size, theme.CHART_TEXT)
            surface.blit(words, (swatch.right + round(6 * s), round(y + (height - words.get_height()) / 2)))
            x += widths[i] + gap
        y += height + round(4 * s)
    return top
