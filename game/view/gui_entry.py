"""`LeanEntryLine`: pygame-gui's text field, its rounded frame drawn with less memory at once.

pygame-gui draws a rounded rectangle at four times its size in each direction and scales it
down. For the game-number field at 4K (1776×156 pixels) every such picture is 18 MB, and
drawing one state of the field held five of them at once, plus one of pure colour as large to
tint each: the dialog took the game 105 MB above the menu while it opened at 2160×3840, and
nearly as much at every key typed (the field is drawn again; measured 2026-12-01). `LeanRoundedShape` does the same drawing, step
for step and with the same pygame calls, but lets each large picture go as soon as it is
used and tints in strips: at most three large pictures at once. The pixels are pygame-gui's.
Small fields (which pygame-gui keeps in its cache of shapes) and gradients stay with
pygame-gui's own drawing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame
import pygame_gui.elements.ui_text_entry_line as pygame_gui_entry
from pygame_gui.core.drawable_shapes import RoundedRectangleShape
from pygame_gui.core.utility import basic_blit
from pygame_gui.elements import UITextEntryLine

AA = 4                 # pygame-gui's supersampling of rounded shapes, per side
CACHED_AREA = 40000    # pixels: pygame-gui caches shapes smaller than this (its own drawing then)
TINT_ROWS = 64         # the colour is multiplied in over strips this high


class LeanEntryLine(UITextEntryLine):
    """A `UITextEntryLine` whose rounded frame is a `LeanRoundedShape`."""

    def rebuild(self) -> None:
        original = pygame_gui_entry.RoundedRectangleShape
        pygame_gui_entry.RoundedRectangleShape = LeanRoundedShape  # type: ignore[misc]  # the name `rebuild` looks up
        try:
            super().rebuild()
        finally:
            pygame_gui_entry.RoundedRectangleShape = original  # type: ignore[misc]


class LeanRoundedShape(RoundedRectangleShape):
    """pygame-gui's rounded rectangle, each state drawn holding at most three large pictures."""

    def redraw_state(self, state_str: str, add_text: bool = True) -> None:
        rect = self.containing_rect
        bg_col = self.theming[f"{state_str}_bg"]
        border_col = self.theming[f"{state_str}_border"]
        if (rect.width <= 0 or rect.height <= 0 or rect.width * rect.height < CACHED_AREA
                or "filled_bar" in self.theming or not isinstance(bg_col, pygame.Color)
                or not isinstance(border_col, pygame.Color)):
            super().redraw_state(state_str, add_text)
            return
        state = self.states[state_str]
        if self.base_surface is not None:
            state.surface = self.base_surface.copy()
        with self._large_pictures_let_go():
            self._draw_frame(state.surface, bg_col, border_col)
        if state.cached_background_id is not None:
            self.shape_cache.remove_user_from_cache_item(state.cached_background_id)
            state.cached_background_id = None
        self.finalise_images_and_text(f"{state_str}_images", state_str, f"{state_str}_text",
                                      f"{state_str}_text_shadow", add_text)
        state.has_fresh_surface = True
        state.generated = True

    @contextlib.contextmanager
    def _large_pictures_let_go(self) -> Iterator[None]:
        """pygame-gui keeps its large white shapes to scale them for the next state; scaled to
        the same size they are the same pixels, so here they are drawn again instead of kept."""
        self.clean_up_temp_shapes()
        try:
            yield
        finally:
            self.clean_up_temp_shapes()

    def _draw_frame(self, surface: pygame.Surface, bg_col: pygame.Color, border_col: pygame.Color) -> None:
        """`RoundedRectangleShape.redraw_state`'s drawing, in its order, for plain colours."""
        overlap = self.theming.get("border_overlap", 0)
        self.border_rect = pygame.Rect((self.shadow_width * AA, self.shadow_width * AA),
                                       (self.click_area_shape.width * AA, self.click_area_shape.height * AA))
        border = self.border_widths
        self.background_rect = pygame.Rect(
            ((border["left"] + self.shadow_width) * AA, (border["top"] + self.shadow_width) * AA),
            (self.border_rect.width - (border["left"] + border["right"]) * AA,
             self.border_rect.height - (border["top"] + border["bottom"]) * AA))
        scale = min(self.background_rect.width / max(self.border_rect.width, 1),
                    self.background_rect.height / max(self.border_rect.height, 1))
        bg_radii = [int(radius * scale) for radius in self.shape_corner_radius]
        big = pygame.Surface((self.containing_rect.width * AA, self.containing_rect.height * AA),
                             flags=pygame.SRCALPHA, depth=32)
        big.fill(pygame.Color("#00000000"))
        white: pygame.Surface | None = None      # pygame-gui's `temp_additive_shape`
        if border["left"] > 0:
            white = _white_shape(self.border_rect.size, _large_radii(self.shape_corner_radius, self.border_rect))
            rim = white.copy()
            _tint(rim, border_col)
            basic_blit(big, rim, self.border_rect)
            del rim
        area = self.background_rect
        large_radii = _large_radii(bg_radii, area)
        if white is None:
            inside = _white_shape(area.size, large_radii)
        else:
            inside = pygame.transform.scale(white, area.size)
            del white
        hole = pygame.Rect(area.x + overlap * AA, area.y + overlap * AA,
                           area.width - 2 * overlap * AA, area.height - 2 * overlap * AA)
        if hole.width > 0 and hole.height > 0:
            cut = pygame.Surface(hole.size, flags=pygame.SRCALPHA, depth=32)
            cut.fill(pygame.Color("#00000000"))
            RoundedRectangleShape.draw_colourless_rounded_rectangle(large_radii, cut, AA // 2)
            big.blit(cut, hole, special_flags=pygame.BLEND_RGBA_SUB)
            del cut
        _tint(inside, bg_col)
        basic_blit(big, inside, area)
        del inside
        small = pygame.transform.smoothscale(big, self.containing_rect.size)
        del big
        basic_blit(surface, small, (0, 0))


def _large_radii(radii: list[int], rect: pygame.Rect) -> list[int]:
    """pygame-gui's corner radii at AA× for a shape filling ``rect`` (clamped to half its side)."""
    half = min(rect.width / 2, rect.height / 2)
    return [max(int(half), 0) * AA if radius > half else max(radius, 0) * AA for radius in radii]


def _white_shape(size: tuple[int, int], large_radii: list[int]) -> pygame.Surface:
    shape = pygame.Surface(size, flags=pygame.SRCALPHA, depth=32)
    shape.fill(pygame.Color("#00000000"))
    RoundedRectangleShape.draw_colourless_rounded_rectangle(large_radii, shape)
    return shape


def _tint(surface: pygame.Surface, colour: pygame.Color) -> None:
    """Multiply ``colour`` in, as pygame-gui's `apply_colour_to_surface`, strip by strip (it
    makes one picture of pure colour as large as the shape)."""
    width, height = surface.get_size()
    strip = pygame.Surface((width, min(TINT_ROWS, height)), flags=pygame.SRCALPHA, depth=32)
    strip.fill(colour)
    for y in range(0, height, TINT_ROWS):
        surface.blit(strip, (0, y), special_flags=pygame.BLEND_RGBA_MULT)
