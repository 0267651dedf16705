"""`WindowedTextBox`: pygame-gui's scrolling rich text, drawing only the lines near the view.

pygame-gui's `UITextBox` renders its whole text once onto one surface and shows a window of
it. The help is long: at 3840×2160 that surface is 2518×15090 pixels, 145 MB, and building
it (twice: once more after the scroll bar narrowed the text) took the game up by 350 MB.
This box keeps pygame-gui's layout, fonts and scroll bar, but renders only the lines in
view; while the text scrolls, what was in view moves along and only the lines coming into
view are rendered. The text looks exactly as before (the same code draws each line), memory
no longer grows with the length of the text, and the box's picture is drawn again in place
rather than made anew at every step of a scroll.
"""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import basic_blit
from pygame_gui.elements import UITextBox


class WindowedTextBox(UITextBox):
    """A `UITextBox` whose text is rendered only where the view is, never all at once."""

    _band: pygame.Surface | None = None     # the text in view, as last shown
    _band_top = 0                           # its top, in text coordinates
    _image: pygame.Surface | None = None    # the box's picture, drawn again in place

    def rebuild(self) -> None:
        self._band = self._image = None
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
        band = self._band_showing(drawable_area)
        image = self._image
        if image is None or image.get_size() != self.rect.size:
            image = self._image = pygame.Surface(self.rect.size, pygame.SRCALPHA, 32)
        image.fill((0, 0, 0, 0))
        basic_blit(image, self.background_surf, (0, 0))
        origin = (self.padding[0] + self.border_width["left"] + self.shadow_width
                  + self.rounded_corner_width_offsets[0],
                  self.padding[1] + self.border_width["top"] + self.shadow_width
                  + self.rounded_corner_height_offsets[0])
        basic_blit(image, band, origin)
        self._set_image(image)

    def _set_image(self, new_image: pygame.Surface | None) -> None:
        # pygame-gui copies every new picture; ours is drawn again in place at each step of a
        # scroll, so it is shown as it is (a 15 MB copy per frame at 4K otherwise).
        if new_image is not None and new_image is self._image and self.get_image_clipping_rect() is None:
            self.image = new_image
            self._pre_clipped_image = None
            return
        super()._set_image(new_image)

    def _band_showing(self, area: pygame.Rect) -> pygame.Surface:
        """The text in ``area`` (text coordinates). While it scrolls, what was in view moves
        along and only the lines coming into view are rendered."""
        band = self._band
        if band is None or band.get_size() != area.size or abs(area.top - self._band_top) >= area.height:
            band = self._band = pygame.Surface(area.size, pygame.SRCALPHA, 32)
            self._render(band, pygame.Rect((0, 0), area.size), area.top)
        elif area.top != self._band_top:
            shift = area.top - self._band_top
            band.scroll(0, -shift)
            fresh = pygame.Rect(0, area.height - shift, area.width, shift) if shift > 0 \
                else pygame.Rect(0, 0, area.width, -shift)
            self._render(band, fresh, area.top)
        self._band_top = area.top
        return band

    def _render(self, band: pygame.Surface, part: pygame.Rect, top: int) -> None:
        """Render the lines in ``part`` of ``band``, whose row 0 is text line ``top``."""
        band.fill((0, 0, 0, 0), part)
        band.set_clip(part)
        for row in self.text_box_layout.layout_rows:
            if row.bottom > top + part.top and row.top < top + part.bottom:
                _render_row_at(row, band, -top)
        band.set_clip(None)


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
