"""`WindowedTextBox`: pygame-gui's scrolling rich text, drawing only the lines near the view.

pygame-gui's `UITextBox` renders its whole text once onto one surface and shows a window of
it. The help is long: at 3840×2160 that surface is 2518×15090 pixels, 145 MB, and building
it (twice: once more after the scroll bar narrowed the text) took the game up by 350 MB.
This box keeps pygame-gui's layout, fonts and scroll bar, but renders only a band of lines
around the view — twice its height — and renders the band again when the view leaves it.
The text looks exactly as before (the same code draws each line); memory no longer grows
with the length of the text.
"""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import basic_blit
from pygame_gui.elements import UITextBox

BAND_VIEWS = 2.0     # the rendered band is this many view heights tall


class WindowedTextBox(UITextBox):
    """A `UITextBox` whose text is rendered a band at a time, never all at once."""

    _band: pygame.Surface | None = None
    _band_top = 0

    def rebuild(self) -> None:
        super().rebuild()
        if self.drawable_shape is not None:
            # Its soft shadow, kept only to start a redraw from; the picture has it already.
            # (The box has one state and is built again, not redrawn, when the window changes.)
            self.drawable_shape.base_surface = None

    def _align_all_text_rows(self) -> None:
        # pygame-gui has just made a new layout and is about to render all of it
        # (`finalise_to_new`); this is the one hook between the two. From now on that call
        # only tells us the lines changed.
        layout = self.text_box_layout
        if layout is not None:
            layout.finalise_to_new = self._lines_changed
        super()._align_all_text_rows()

    def _lines_changed(self) -> None:
        self._band = None

    def _setup_final_text_box_image(self, drawable_area: pygame.Rect) -> None:
        if self.text_box_layout is None or self.background_surf is None:
            return
        band = self._band_covering(drawable_area)
        image = pygame.Surface(self.rect.size, pygame.SRCALPHA, 32)
        basic_blit(image, self.background_surf, (0, 0))
        origin = (self.padding[0] + self.border_width["left"] + self.shadow_width
                  + self.rounded_corner_width_offsets[0],
                  self.padding[1] + self.border_width["top"] + self.shadow_width
                  + self.rounded_corner_height_offsets[0])
        basic_blit(image, band, origin, drawable_area.move(0, -self._band_top))
        self._set_image(image)

    def _band_covering(self, area: pygame.Rect) -> pygame.Surface:
        """The rendered lines around ``area`` (in text coordinates), rendered again if needed."""
        band = self._band
        if band is not None and self._band_top <= area.top and area.bottom <= self._band_top + band.get_height():
            return band
        layout = self.text_box_layout
        height = max(area.height, round(area.height * BAND_VIEWS))
        top = max(0, min(area.top - (height - area.height) // 2, layout.layout_rect.height - height))
        band = pygame.Surface((layout.layout_rect.width + layout.edit_buffer, height), pygame.SRCALPHA, 32)
        for row in layout.layout_rows:
            if row.bottom > top and row.top < top + height:
                _render_row_at(row, band, -top)
        self._band, self._band_top = band, top
        return band


def _render_row_at(row, surface: pygame.Surface, dy: int) -> None:
    """Render one laid-out row onto ``surface`` moved by ``dy`` pixels (pygame-gui draws rows at
    their place in the whole text; the band starts further down).

    pygame-gui's row and its pieces remember the surface they were drawn on (for text effects
    and an edit cursor, which the help has not); forgotten here, or every band ever rendered
    would stay alive.
    """
    moved = [row, *row.items]
    for rect in moved:
        rect.y += dy
    try:
        row.finalise(surface)
    finally:
        for rect in moved:
            rect.y -= dy
            if hasattr(rect, "target_surface"):
                rect.target_surface = None
