"""The bundled DejaVu fonts at any pixel size, loaded once per size (the sizes in use kept).

pygame's default font lacks ♠♥♦♣▲▼ and our umlauts render poorly, so every text in the
game comes from here.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pygame

from game.view import theme
from game.view.bounded import BoundedSurfaces

_cache: dict[tuple[int, bool], pygame.font.Font] = {}   # least recently used first
FONTS_KEPT = 24   # a Font holds about 0.3 MB; resizing a window by dragging passes hundreds of sizes


def _forget() -> None:
    """pygame.quit() invalidates every Font: drop them (a later pygame.init() starts afresh)."""
    _cache.clear()
    _text_cache.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (Bold) at ``size`` pixels (at least 6)."""
    size = max(6, int(size))
    key = (size, bold)
    cached = _cache.pop(key, None)
    if cached is None:
        if not pygame.font.get_init():
            _forget()
            pygame.font.init()
        if not _cache:
            pygame.register_quit(_forget)
        cached = _opened(theme.FONT_BOLD if bold else theme.FONT_REGULAR, size)
        if len(_cache) >= FONTS_KEPT:
            del _cache[next(iter(_cache))]    # the least recently used size goes (made again if asked)
    _cache[key] = cached                      # now the most recently used
    return cached


def _opened(path: Path, size: int) -> pygame.font.Font:
    """The font file at ``size``; a damaged file (SDL_ttf opens some and fails at their first
    text) raises OSError naming it, as a missing one does (`game.app.start_failure` tells it)."""
    opened = pygame.font.Font(str(path), size)
    try:
        opened.size("A")
    except pygame.error:
        raise OSError(errno.EINVAL, "damaged font file", str(path)) from None
    return opened


TEXT_CACHE_BYTES = 4 * 2**20   # rendered texts kept (a 4K HUD line is some 200 kB)
_text_cache = BoundedSurfaces(TEXT_CACHE_BYTES)


def text(content: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered, anti-aliased text surface, cached (HUD text re-renders only when it changes)."""
    key = (content, int(size), colour, bold)
    surface = _text_cache.get(key)
    if surface is None:
        surface = font(size, bold).render(content, True, colour)
        _text_cache.put(key, surface)
    return surface


def ellipsized(content: str, width: int, size: int, bold: bool = False) -> str:
    """``content`` cut with "…" so that it is no wider than ``width`` pixels at ``size`` (drawn
    text has no label to warn when it runs past its room)."""
    face = font(size, bold)
    if face.size(content)[0] <= width:
        return content
    while content and face.size(content + "…")[0] > width:
        content = content[:-1]
    return content + "…"
