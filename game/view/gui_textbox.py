"""`WindowedTextBox`: pygame-gui's scrolling rich text, drawing only the lines near the view.

pygame-gui's `UITextBox` renders its whole text once onto one surface and shows a window of
it. The help is long: at 3840×2160 that surface is 2518×15090 pixels, 145 MB, and building
it (twice: once more after the scroll bar narrowed the text) took the game up by 350 MB.
This box keeps pygame-gui's layout, fonts and scroll bar, but renders only the lines in
view, in strips, straight onto the box's one picture; while the text scrolls, what was in
view moves along and only the lines coming into view are rendered. The text looks exactly as
before (the same code draws each line), memory grows neither with the length of the text nor
with a second window-sized copy of it, and the picture is drawn again in place rather than
made anew at every step of a scroll.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame
import pygame_gui.elements.ui_text_box as pygame_gui_text_box
from pygame_gui.core.drawable_shapes import RectDrawableShape
from pygame_gui.core.utility import basic_blit
from pygame_gui.elements import UITextBox

STRIP_ROWS = 256   # the text is rendered in strips of this height, then laid onto the picture


class WindowedTextBox(UITextBox):
    """A `UITextBox` whose text is rendered only where the view is, never all at once."""

    _shown_top: int | None = None           # the text line at the top of the view, as last shown
    _image: pygame.Surface | None = None  # type: ignore[assignment]  # the box's picture, drawn again in place
    _fill: pygame.Color | None = None       # the background under the text, once it alone is kept

    def rebuild(self) -> None:
        self._image = None
        self._fill = None
        self._shown_top = None
        with _drawn_on_its_shadow():
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
            layout.finalise_to_new = self._lines_changed  # type: ignore[method-assign]  # the hook, on this layout only
        super()._align_all_text_rows()

    def _lines_changed(self) -> None:
        self._shown_top = None

    def _setup_final_text_box_image(self, drawable_area: pygame.Rect) -> None:
        background = self._background()
        if self.text_box_layout is None or (background is None and self._fill is None):
            return
        origin = (self.padding[0] + self.border_width["left"] + self.shadow_width
                  + self.rounded_corner_width_offsets[0],
                  self.padding[1] + self.border_width["top"] + self.shadow_width
                  + self.rounded_corner_height_offsets[0])
        view = pygame.Rect(origin, drawable_area.size)
        image, top, shown = self._image, drawable_area.top, self._shown_top
        if image is None or image.get_size() != self.rect.size:
            if background is None:
                return
            if self._one_colour_under_text(background, view):
                # The text goes straight onto pygame-gui's picture of the box (no copy of it),
                # and only the colour under the text is kept for redrawing it.
                if self.drawable_shape is not None:
                    self.drawable_shape.base_surface = None   # (its soft shadow: in the picture)
                image = self._image = background
                self._fill = background.get_at(view.topleft)
                self.background_surf = None
            else:
                image = self._image = pygame.Surface(self.rect.size, pygame.SRCALPHA, 32)
                image.fill((0, 0, 0, 0))
                basic_blit(image, background, (0, 0))
            self._compose(image, view, pygame.Rect((0, 0), view.size), top)
        elif shown is None or abs(top - shown) >= view.height or self._fill is None:
            self._lay_background(image, background, view)
            self._compose(image, view, pygame.Rect((0, 0), view.size), top)
        elif top != shown:
            # The text scrolled by less than a view: what stays in view moves along (the
            # background under the text is one colour, `_fill`, so moving the picture moves
            # only the text), and only the lines coming into view are rendered.
            shift = top - shown
            image.set_clip(view)
            image.scroll(0, -shift)
            image.set_clip(None)
            fresh = (pygame.Rect(0, view.height - shift, view.width, shift) if shift > 0
                     else pygame.Rect(0, 0, view.width, -shift))
            self._lay_background(image, background, fresh.move(view.topleft))
            self._compose(image, view, fresh, top)
        self._shown_top = top
        self._set_image(image)

    def _background(self) -> pygame.Surface | None:
        """pygame-gui's picture of the box without text, while it is kept (see below)."""
        background = self.background_surf
        if background is None or background.get_size() != self.rect.size:
            return None
        return background

    @staticmethod
    def _one_colour_under_text(background: pygame.Surface, view: pygame.Rect) -> bool:
        """Is the background one colour where the text goes (the help's box: clear)? Then a
        scroll may move the picture and fill in that colour; else it is drawn again whole."""
        area = view.clip(background.get_rect())
        if area.w <= 0 or area.h <= 0:
            return False
        first = pygame.image.tobytes(background.subsurface(area.x, area.y, 1, 1), "RGBA")
        row = first * area.w       # compared row by row: no copy of the whole area at once
        return all(pygame.image.tobytes(background.subsurface(area.x, y, area.w, 1), "RGBA") == row
                   for y in range(area.y, area.bottom))

    def _lay_background(self, image: pygame.Surface, background: pygame.Surface | None,
                        place: pygame.Rect) -> None:
        """Put the box's background back under ``place`` (text about to be drawn there)."""
        if background is None:
            image.fill(self._fill if self._fill is not None else (0, 0, 0, 0), place)
        else:
            image.fill((0, 0, 0, 0), place)
            basic_blit(image, background, place.topleft, place)

    def _set_image(self, new_image: pygame.Surface | None) -> None:
        # pygame-gui copies every new picture; ours is drawn again in place at each step of a
        # scroll, so it is shown as it is (a 15 MB copy per frame at 4K otherwise).
        if new_image is not None and new_image is self._image and self.get_image_clipping_rect() is None:
            self.image = new_image
            self._pre_clipped_image = None
            return
        super()._set_image(new_image)

    def _compose(self, image: pygame.Surface, view: pygame.Rect, part: pygame.Rect, top: int) -> None:
        """Render the text in ``part`` of the view (view coordinates; row 0 is text line ``top``)
        and lay it onto ``image``, strip by strip: no window-sized surface of text is ever made."""
        for y in range(part.top, part.bottom, STRIP_ROWS):
            strip = pygame.Rect(part.x, y, part.w, min(STRIP_ROWS, part.bottom - y))
            band = pygame.Surface(strip.size, pygame.SRCALPHA, 32)
            rows = self.text_box_layout.layout_rows if self.text_box_layout is not None else []
            for row in rows:
                if row.bottom > top + strip.top and row.top < top + strip.bottom:
                    _render_row_at(row, band, -(top + strip.top))
            basic_blit(image, band, (view.x + strip.x, view.y + strip.y))


class _OnItsShadow(RectDrawableShape):
    """pygame-gui's rectangle shape, its one state drawn straight onto its soft shadow.

    pygame-gui draws each state on a copy of the shadow (kept to draw the next state from): for
    a box as big as the help's, that is two window-sized pictures at once while it is built
    (2×22 MB at 2160×3840). A text box has one state and is built again, not redrawn, when its
    window changes, so here that state is drawn on the shadow itself: the same pixels, one
    picture. The shadow is made for this shape alone, outside the manager's cache of shadows
    (another widget of the same size may hold the cached one), and none is kept to redraw from.
    """

    def full_rebuild_on_size_change(self) -> None:
        generator = self.ui_manager.get_theme().get_shadow_generator()
        kept, generator.short_term_rect_cache = generator.short_term_rect_cache, {}
        try:
            super().full_rebuild_on_size_change()
        finally:
            generator.short_term_rect_cache = kept

    def redraw_state(self, state_str: str, add_text: bool = True) -> None:
        base = self.base_surface
        if base is None or len(self.states) != 1:
            super().redraw_state(state_str, add_text)
            return
        self.base_surface = _Lent(base)  # type: ignore[assignment]  # duck-typed: only its copy() is called
        try:
            super().redraw_state(state_str, add_text)
        finally:
            self.base_surface = None


class _Lent:
    """A picture handed on rather than copied: pygame-gui's "copy of the base" is the base."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface

    def copy(self) -> pygame.Surface:
        return self.surface


@contextlib.contextmanager
def _drawn_on_its_shadow() -> Iterator[None]:
    """While a `WindowedTextBox` builds, pygame-gui's text box makes its rectangle as an
    `_OnItsShadow` (the one name `UITextBox.rebuild` looks up; the game draws on one thread)."""
    original = pygame_gui_text_box.RectDrawableShape
    pygame_gui_text_box.RectDrawableShape = _OnItsShadow  # type: ignore[misc]  # the name rebuild() looks up
    try:
        yield
    finally:
        pygame_gui_text_box.RectDrawableShape = original  # type: ignore[misc]


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
