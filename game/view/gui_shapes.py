"""Buttons and labels for pygame-gui that keep one picture each, their background shared.

pygame-gui gives every button five pictures (normal, hovered, disabled, selected, pressed),
each in three full-size copies (with text, without text, the text alone), and draws a
rounded button at four times its size before scaling it down. At 3840×2160 that made the
in-game menu cost about 240 MB, and the peak while building it more. Here:

- `button_art` draws a rounded rectangle once per size and colours, supersampling only the
  four corners (the straight edges are exact at 1×), and keeps it in a small shared cache,
  bounded in bytes, that every manager uses;
- `LeanShape` holds only the picture of the state on show: another state is drawn when the
  button enters it (art copied, text laid on top) and the one it left is dropped;
- `LeanButton` and `LeanLabel` are pygame-gui's `UIButton` and `UILabel` with that shape.

They look the same as pygame-gui's own rounded rectangles (same anti-aliasing: 4×4
samples a pixel at the corners, the same premultiplied colours), and behave the same:
events, hovering, selection and enabling are pygame-gui's.
"""

from __future__ import annotations

import math
import warnings
from collections import OrderedDict
from typing import Any

import pygame
from pygame_gui.core.drawable_shapes import RoundedRectangleShape
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.core.ui_shadow import ShadowGenerator
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UILabel

AA = 4                           # samples per pixel side at the corners, as pygame-gui's own
ART_CACHE_BYTES = 8 * 2**20      # the shared backgrounds, at most (a 4K menu needs about 6 MB)
BUTTON_STATES = ("normal", "hovered", "disabled", "selected", "active")
LABEL_STATES = ("normal", "disabled")

_art: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_art_bytes = 0
_SHADOWS = ShadowGenerator()   # pygame-gui's shadow maker, outside any manager


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def button_art(size: tuple[int, int], shadow: int, radius: int, border: int, bg: pygame.Color,
               edge: pygame.Color) -> pygame.Surface:
    """A rounded rectangle with a border and a soft shadow ``shadow`` pixels wide, premultiplied
    like pygame-gui's own; shared between buttons: copy it before drawing on it."""
    key = (size, shadow, radius, border, tuple(bg), tuple(edge))
    art = _art.get(key)
    if art is not None:
        _art.move_to_end(key)
        return art
    art = _draw_art(size, shadow, radius, border, pygame.Color(bg), pygame.Color(edge))
    global _art_bytes
    if _bytes(art) <= ART_CACHE_BYTES // 4:
        _art[key] = art
        _art_bytes += _bytes(art)
        while _art_bytes > ART_CACHE_BYTES:
            _key, old = _art.popitem(last=False)
            _art_bytes -= _bytes(old)
    return art


def clear_art_cache() -> None:
    """Forget every shared background (tests; nothing else needs to)."""
    global _art_bytes
    _art.clear()
    _art_bytes = 0


def art_cache_bytes() -> int:
    """What the shared backgrounds hold now, in bytes."""
    return _art_bytes


def _premultiplied(colour: pygame.Color) -> pygame.Color:
    a = colour.a
    return pygame.Color(colour.r * a // 255, colour.g * a // 255, colour.b * a // 255, a)


def _draw_art(size: tuple[int, int], shadow: int, radius: int, border: int, bg: pygame.Color,
              edge: pygame.Color) -> pygame.Surface:
    w, h = size
    if shadow <= 0:
        return _draw_body(size, radius, border, bg, edge)
    art = _SHADOWS.find_closest_shadow_scale_to_size(size, shadow, "rectangle", [radius + shadow] * 4)
    _SHADOWS.clear_short_term_caches()
    art = art.copy() if art is not None else pygame.Surface(size, pygame.SRCALPHA, 32)
    body = _draw_body((w - 2 * shadow, h - 2 * shadow), radius, border, bg, edge)
    art.blit(body, (shadow, shadow), special_flags=pygame.BLEND_PREMULTIPLIED)
    return art


def _draw_body(size: tuple[int, int], radius: int, border: int, bg: pygame.Color,
               edge: pygame.Color) -> pygame.Surface:
    """The shape without its shadow: straight parts filled at 1×, one corner drawn at AA× and
    scaled down (a box filter: each pixel the mean of its AA×AA samples, as in pygame-gui),
    then mirrored into the other three.

    pygame-gui makes the background inside the border by scaling the outer shape down to the
    inner rectangle (nearest neighbour), so its inner corners are the outer radius squeezed a
    little, not a circle of their own: drawn the same way here.
    """
    w, h = size
    art = pygame.Surface((max(w, 0), max(h, 0)), pygame.SRCALPHA, 32)
    if w <= 0 or h <= 0:
        return art
    edge_p, bg_p = _premultiplied(edge), _premultiplied(bg)
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    if border > 0:
        art.fill(edge_p)
    if inner.w > 0 and inner.h > 0:
        art.fill(bg_p, inner)
    if radius <= 0:
        return art
    tile = min(radius + border + 1, (w + 1) // 2, (h + 1) // 2)
    big = pygame.Surface((tile * AA, tile * AA), pygame.SRCALPHA, 32)
    outer = pygame.Rect(0, 0, w * AA, h * AA)
    if border > 0:
        pygame.draw.rect(big, edge_p, outer, border_radius=radius * AA)
    if inner.w > 0 and inner.h > 0:
        sx, sy = inner.w / w, inner.h / h
        span = tile * AA - border * AA                  # of the inner shape on this tile
        source = pygame.Surface((math.ceil(span / sx) + AA, math.ceil(span / sy) + AA), pygame.SRCALPHA, 32)
        pygame.draw.rect(source, bg_p, outer, border_radius=radius * AA)
        squeezed = pygame.transform.scale(source, (round(source.get_width() * sx), round(source.get_height() * sy)))
        big.blit(squeezed, (border * AA, border * AA), special_flags=pygame.BLEND_PREMULTIPLIED)
    corner = pygame.transform.smoothscale(big, (tile, tile))
    for right in (False, True):
        for bottom in (False, True):
            spot = pygame.Rect(w - tile if right else 0, h - tile if bottom else 0, tile, tile)
            art.fill((0, 0, 0, 0), spot)
            art.blit(pygame.transform.flip(corner, right, bottom), spot, special_flags=pygame.BLEND_RGBA_ADD)
    return art


class LeanShape(DrawableShape):
    """A (rounded) rectangle with text that keeps only the picture of its current state."""

    def __init__(self, containing_rect: pygame.Rect, theming: dict[str, Any], states: tuple[str, ...],
                 manager: Any) -> None:
        super().__init__(containing_rect, theming, list(states), manager)
        self.state_transition_times = {}    # a blend needs both pictures; the theme has none
        self.full_rebuild_on_size_change()

    def full_rebuild_on_size_change(self) -> None:
        """Clamp shadow, border and corners to the size as pygame-gui does, then draw the state on show."""
        super().full_rebuild_on_size_change()
        rect = self.containing_rect
        self.shadow_width = max(0, min(self.shadow_width, rect.width // 2, rect.height // 2))
        shadow = self.shadow_width
        self.click_area_shape = rect.inflate(-2 * shadow, -2 * shadow)
        area = self.click_area_shape
        border = max(0, min(self.border_widths["left"], area.width // 2, area.height // 2))
        self.border_widths = dict.fromkeys(("left", "right", "top", "bottom"), border)
        radius = int(min(max(self.shape_corner_radius[0], 0), area.width / 2, area.height / 2))
        self.shape_corner_radius = [radius] * 4
        self.border_rect = pygame.Rect((shadow, shadow), area.size)
        self.background_rect = self.border_rect.inflate(-2 * border, -2 * border)
        self.redraw_all_states()

    def redraw_all_states(self, force_full_redraw: bool = False) -> None:
        """Only the state on show is drawn; the others when they come on show."""
        for state in self.states.values():
            if state is not self.active_state:
                self._forget(state)
        self.states_to_redraw_queue.clear()
        self.redraw_state(self.active_state.state_id)

    def _forget(self, state: Any) -> None:
        state.surface = self.ui_manager.get_universal_empty_surface()
        state.generated = False
        state.has_fresh_surface = False
        state.transition = None

    def set_active_state(self, state_id: str) -> None:
        previous = self.active_state
        super().set_active_state(state_id)
        if previous is not self.active_state:
            self._forget(previous)

    def redraw_state(self, state_str: str, add_text: bool = True) -> None:
        state = self.states[state_str]
        size = self.containing_rect.size
        if size[0] <= 0 or size[1] <= 0:
            state.surface = self.ui_manager.get_universal_empty_surface()
        else:
            bg = pygame.Color(self.theming[f"{state_str}_bg"])
            edge = pygame.Color(self.theming[f"{state_str}_border"])
            border = self.border_widths["left"]
            if bg.a == 0 and (edge.a == 0 or border == 0) and self.shadow_width == 0:
                state.surface = pygame.Surface(size, pygame.SRCALPHA, 32)   # a label: text alone
            else:
                state.surface = button_art(size, self.shadow_width, self.shape_corner_radius[0], border,
                                           bg, edge).copy()
            self.finalise_images_and_text(f"{state_str}_images", state_str, f"{state_str}_text",
                                          f"{state_str}_text_shadow", add_text)
        state.has_fresh_surface = True
        state.generated = True

    def finalise_text(self, state_str: str, text_colour_state_str: str = "",
                      text_shadow_colour_state_str: str = "", only_text_changed: bool = False) -> None:
        """The text straight onto the state's picture: no copies kept with and without it."""
        if self.text_box_layout is None:
            return
        if not only_text_changed:
            self.text_box_layout.set_default_text_colour(self.theming[text_colour_state_str])
            self.text_box_layout.set_default_text_shadow_colour(self.theming[text_shadow_colour_state_str])
        self.text_box_layout.finalise_to_surf(self.states[state_str].surface)

    def collide_point(self, point: Any) -> bool:
        return RoundedRectangleShape.collide_point(self, point)   # type: ignore[arg-type]

    def set_position(self, point: Any) -> None:
        self.containing_rect.topleft = (int(point[0]), int(point[1]))
        self.click_area_shape.topleft = (int(point[0]) + self.shadow_width, int(point[1]) + self.shadow_width)

    def set_dimensions(self, dimensions: Any) -> bool:
        if (int(dimensions[0]), int(dimensions[1])) == self.containing_rect.size:
            return False
        self.containing_rect.size = (int(dimensions[0]), int(dimensions[1]))
        self.full_rebuild_on_size_change()
        return True


def _plain_colours(colours: dict[str, Any]) -> bool:
    return all(isinstance(colour, pygame.Color) for colour in colours.values())


def _border(width: Any) -> int:
    return int(width["left"]) if isinstance(width, dict) else int(width)


class LeanButton(UIButton):
    """`UIButton` drawn with a `LeanShape`; anything our theme does not use (images, gradients,
    a size from its text) falls back to pygame-gui's own shapes."""

    def rebuild(self) -> None:
        lean = (self.shape in ("rectangle", "rounded_rectangle") and not self.dynamic_width
                and not self.dynamic_height and _plain_colours(self.colours)
                and not any((self.normal_images, self.hovered_images, self.selected_images, self.disabled_images)))
        if not lean:
            super().rebuild()
            return
        theming: dict[str, Any] = {f"{state}_{part}": self.colours[f"{state}_{part}"]
                                   for state in BUTTON_STATES for part in ("bg", "text", "text_shadow", "border")}
        radius = self.shape_corner_radius[0] if self.shape == "rounded_rectangle" else 0
        theming.update({
            "border_width": _border(self.border_width),
            "shadow_width": self.shadow_width,
            "font": self.font,
            "text": self._shown_text(),
            "text_shadow": (self.text_shadow_size, self.text_shadow_offset[0], self.text_shadow_offset[1],
                            self.colours["normal_text_shadow"], True),
            "text_horiz_alignment": self.text_horiz_alignment,
            "text_vert_alignment": self.text_vert_alignment,
            "text_horiz_alignment_padding": self.text_horiz_alignment_padding,
            "text_horiz_alignment_method": self.text_horiz_alignment_method,
            "text_vert_alignment_padding": self.text_vert_alignment_padding,
            "shape_corner_radius": [radius] * 4,
            "border_overlap": self.border_overlap,
        })
        self.drawable_shape = LeanShape(self.rect.copy(), theming, BUTTON_STATES, self.ui_manager)
        if not self.is_enabled:
            self.drawable_shape.set_active_state("disabled")
        self.on_fresh_drawable_shape_ready()
        self._on_contents_changed()

    def _shown_text(self) -> str:
        return translate(self.text, **self.text_kwargs)


class LeanLabel(UILabel):
    """`UILabel` drawn with a `LeanShape` (one picture, not three)."""

    def rebuild(self) -> None:
        colours = {"bg": self.bg_colour, "text": self.text_colour, "shadow": self.text_shadow_colour,
                   "disabled": self.disabled_text_colour}
        if self.dynamic_width or self.dynamic_height or not _plain_colours(colours):
            super().rebuild()
            return
        text = translate(self.text, **self.text_kwargs)
        if self.font is not None:
            text_w, text_h = self.font.get_rect(text).size
            if text_w > self.relative_rect.width or text_h > self.relative_rect.height:
                # pygame-gui's own warning, which the layout tests turn into failures
                warnings.warn(f"Label Rect is too small for text: {text} - size diff: "
                              f"{(self.relative_rect.width - text_w, self.relative_rect.height - text_h)}",
                              UserWarning, stacklevel=2)
        theming: dict[str, Any] = {
            "normal_bg": self.bg_colour, "normal_text": self.text_colour,
            "normal_text_shadow": self.text_shadow_colour, "normal_border": self.bg_colour,
            "disabled_bg": self.bg_colour, "disabled_text": self.disabled_text_colour,
            "disabled_text_shadow": self.text_shadow_colour, "disabled_border": self.bg_colour,
            "border_width": 0,
            "shadow_width": 0,
            "font": self.font,
            "text": text,
            "text_shadow": (self.text_shadow_size, self.text_shadow_offset[0], self.text_shadow_offset[1],
                            self.text_shadow_colour, False),
            "text_horiz_alignment": self.text_horiz_alignment,
            "text_vert_alignment": self.text_vert_alignment,
            "text_horiz_alignment_padding": self.text_horiz_alignment_padding,
            "text_vert_alignment_padding": self.text_vert_alignment_padding,
            "border_overlap": self.border_overlap,
        }
        self.drawable_shape = LeanShape(self.rect.copy(), theming, LABEL_STATES, self.ui_manager)
        self.on_fresh_drawable_shape_ready()
        self._on_contents_changed()
