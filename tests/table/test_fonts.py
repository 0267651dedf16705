"""The font cache: every size the window has had must not stay in memory."""

from __future__ import annotations

import pygame

from game.view import fonts


def test_dragging_through_many_sizes_keeps_only_the_recent_fonts():
    pygame.font.init()
    table_font = fonts.font(20, bold=True)
    for size in range(6, 406):            # a window dragged through 400 sizes: every text size
        fonts.font(size)
        fonts.font(20, bold=True)         # ...while the table keeps drawing at its own size
    assert len(fonts._cache) <= fonts.FONTS_KEPT
    assert fonts.font(20, bold=True) is table_font, "a font in use is kept, not made again"
    again = fonts.font(7)                 # one that went is made again, and works
    assert again.size("Spiel")[0] > 0
