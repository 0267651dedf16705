"""The one place that makes a pygame-gui `UIManager` dressed like our table.

pygame-gui's own font (Noto Sans) lacks ☰ ▲ ▼ and the card suits, and its grey default
theme would look foreign on green felt. Every menu, dialog and screen therefore gets its
manager from `make_manager`: the bundled DejaVu fonts registered through
``add_font_paths`` and the theme ``assets/gui-theme.json`` (dark green panels, cream text,
gold accents). The JSON names its colours (``"theme:GUI_GOLD"``) and `game.view.theme` holds
their values, so the menus and the table share one palette (`resolve_colours`).

Sizes: the JSON holds font sizes for a 720-pixel short side. `make_manager` scales them
(and corner radii) by ``scale`` so text stays readable from a 720×1280 phone-shaped
window to 4K, where pygame-gui itself knows nothing of screen size.
"""

from __future__ import annotations

import copy
import json
import warnings
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.utility import set_default_manager

from game.assets import asset_path
from game.view import clipboard, theme

FONT_NAME = "dejavu"
THEME_FILE = "gui-theme.json"
BASE_SHORT_SIDE = 720        # the window side (in pixels) for which the theme sizes are written
MIN_SCALE = 0.6
MAX_SCALE = 4.0
PANEL_SHADOW = 12                 # pixels of soft shadow around a panel

# pygame-gui warns about every font it was not told to preload; we preload what the theme
# names, so any remaining warning is noise (e.g. HTML in the help choosing a size).
warnings.filterwarnings("ignore", message="Finding font with id")
warnings.filterwarnings("ignore", message=".*Finished loading font.*")


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the theme's sizes the GUI should be at this window size."""
    return max(MIN_SCALE, min(MAX_SCALE, min(size) / BASE_SHORT_SIDE))


COLOUR_REFERENCE = "theme:"   # a colour in the JSON theme: the name of a `game.view.theme` constant


def colour_hex(value: tuple[int, ...]) -> str:
    """An RGB or RGBA tuple as pygame-gui's ``#RRGGBB`` / ``#RRGGBBAA``."""
    return "#" + "".join(f"{channel:02X}" for channel in value)


def resolve_colours(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with every ``"theme:NAME"`` colour replaced by the value of ``theme.NAME``.
    A colour that is not such a reference, or names nothing in the theme, is a mistake in
    the shipped file: ValueError names it (tests/menu/test_theme_colours.py reads them all)."""
    for block_name, block in data.items():
        colours = block.get("colours", {})
        for key, reference in colours.items():
            name = reference[len(COLOUR_REFERENCE):] if reference.startswith(COLOUR_REFERENCE) else ""
            value = getattr(theme, name, None) if name.isidentifier() else None
            if not (isinstance(value, tuple) and len(value) in (3, 4)):
                raise ValueError(f"{THEME_FILE}: {block_name}.{key} = {reference!r} is not 'theme:NAME' of a colour")
            colours[key] = colour_hex(value)
    return data


@lru_cache(maxsize=1)
def _base_theme() -> dict[str, Any]:
    with open(asset_path(THEME_FILE), encoding="utf-8") as file:
        return resolve_colours(json.load(file))


def scaled_theme(scale: float) -> dict[str, Any]:
    """The theme with every font size, corner radius and border scaled by ``scale``."""
    theme = copy.deepcopy(_base_theme())
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(max(8, round(float(font["size"]) * scale)))
        misc = block.get("misc", {})
        for key in ("shape_corner_radius", "shadow_width"):
            if key in misc:
                misc[key] = str(max(0, round(float(misc[key]) * scale)))
        if "border_width" in misc:
            misc["border_width"] = str(max(1, round(float(misc["border_width"]) * min(scale, 2.0))))
    return theme


def font_sizes(theme: dict[str, Any]) -> set[tuple[int, bool]]:
    """Every (pixel size, bold) the theme uses, for preloading."""
    sizes = set()
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            sizes.add((int(font["size"]), font.get("bold", "0") == "1"))
    return sizes


def make_manager(size: tuple[int, int], scale: float | None = None) -> pygame_gui.UIManager:
    """A UIManager for a window of ``size`` with our font and theme at ``scale`` (default: by size)."""
    scale = ui_scale(size) if scale is None else scale
    theme = scaled_theme(scale)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager = pygame_gui.UIManager(size, enable_live_theme_updates=False)
        manager.add_font_paths(
            FONT_NAME,
            str(asset_path("fonts", "DejaVuSans.ttf")),
            str(asset_path("fonts", "DejaVuSans-Bold.ttf")),
            str(asset_path("fonts", "DejaVuSans.ttf")),
            str(asset_path("fonts", "DejaVuSans-Bold.ttf")),
        )
        manager.preload_fonts([
            {"name": FONT_NAME, "point_size": px, "style": "bold" if bold else "regular"}
            for px in sorted({px for px, _ in font_sizes(theme)}) for bold in (False, True)
        ])
        manager.get_theme().load_theme(theme)
    # pygame-gui keeps the first manager ever made as a global default (for widgets made without
    # one; ours always name theirs): it would keep a closed screen's fonts and theme for good.
    set_default_manager(None)
    return manager


STRIP_ROWS = 32   # height of the translucent strips that `dim` and `Panel` lay over an area


def dim(surface: pygame.Surface) -> None:
    """Darken all of ``surface`` with `theme.OVERLAY_DIM`, as behind a menu or dialog.

    Laid in strips as wide as the window, from one translucent strip, rather than with one
    window-sized veil: at 3840×2160 that veil is 33 MB, and every open overlay had its own.
    (Full-width strips blend as fast as the one big veil; square tiles were three times slower.)
    """
    _lay_strips(surface, surface.get_rect(), theme.OVERLAY_DIM)


def _lay_strips(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int, int] | pygame.Color) -> None:
    """Blend ``colour`` (with its alpha) over ``area`` of ``surface``, strip by strip."""
    area = area.clip(surface.get_clip())
    if area.w <= 0 or area.h <= 0:
        return
    strip = _strip(area.w, tuple(colour))
    old_clip = surface.get_clip()
    surface.set_clip(area)
    surface.fblits([(strip, (area.x, y)) for y in range(area.top, area.bottom, STRIP_ROWS)])
    surface.set_clip(old_clip)


@lru_cache(maxsize=8)
def _strip(width: int, colour: tuple[int, ...]) -> pygame.Surface:
    strip = pygame.Surface((width, STRIP_ROWS), pygame.SRCALPHA)
    strip.fill(colour)
    return strip


def drop_built_shadows(manager: pygame_gui.UIManager) -> None:
    """Forget the shadows pygame-gui cached while the widgets were built.

    pygame-gui keeps every shadow it made, one per widget size, for as long as the manager
    lives: the help's text box alone left one of 15 MB at 4K. They are only needed to build a
    widget again, which makes its own.
    """
    manager.get_theme().get_shadow_generator().clear_short_term_caches()


def _colour(text: str) -> pygame.Color:
    return pygame.Color(text)


def panel_surface(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The panel behind a menu or dialog: a soft shadow, a dark green rounded card, a gold rim.

    Drawn here rather than by pygame-gui's UIPanel, whose anti-aliased rounded shape with
    a shadow takes a third of a second to build at 1080p — too slow for a menu that must
    open at once. Colours come from the theme's ``panel`` block. The surface is larger than
    ``size`` by PANEL_SHADOW on every side; blit it at the panel's top-left minus that.
    (The scenes draw it as a `Panel`, which holds only its rim; this whole picture is for tests.)
    """
    w, h = size
    art = pygame.Surface((w + 2 * PANEL_SHADOW, h + 2 * PANEL_SHADOW), pygame.SRCALPHA)
    _draw_panel(art, (0, 0), size, scale)
    return art


def _panel_style(scale: float) -> tuple[int, int, pygame.Color, pygame.Color]:
    """Corner radius, rim width, body colour and rim colour of a panel at ``scale``."""
    block = _base_theme().get("panel", {})
    colours = block.get("colours", {})
    misc = block.get("misc", {})
    radius = round(float(misc.get("shape_corner_radius", 16)) * scale)
    border = max(1, round(float(misc.get("border_width", 3)) * min(scale, 2.0)))
    return (radius, border, _colour(colours.get("dark_bg", "#0E2A1EF0")),
            _colour(colours.get("normal_border", "#C8A040")))


def _draw_panel(art: pygame.Surface, offset: tuple[int, int], size: tuple[int, int], scale: float) -> None:
    """Draw the panel picture onto ``art`` moved by ``offset`` (clipped to ``art``)."""
    radius, border, body_colour, rim = _panel_style(scale)
    w, h = size
    ox, oy = offset
    for i in range(PANEL_SHADOW, 0, -2):
        shade = pygame.Rect(ox + PANEL_SHADOW - i, oy + PANEL_SHADOW - i + 4, w + 2 * i, h + 2 * i)
        pygame.draw.rect(art, (0, 0, 0, max(4, 60 // PANEL_SHADOW * 2)), shade, border_radius=radius + i)
    body = pygame.Rect(ox + PANEL_SHADOW, oy + PANEL_SHADOW, w, h)
    pygame.draw.rect(art, body_colour, body, border_radius=radius)
    pygame.draw.rect(art, rim, body, width=border, border_radius=radius)


class Panel:
    """A panel as it is drawn: its rim (shadow, corners, gold edge) in four bands, and the
    middle of its body laid in translucent strips.

    The same pixels as blitting `panel_surface`, without holding it: that picture is as big as
    the panel (21 MB for the help at 3840×2160), the bands a tenth of it.
    """

    def __init__(self, size: tuple[int, int], scale: float) -> None:
        radius, border, body_colour, _rim = _panel_style(scale)
        w, h = size[0] + 2 * PANEL_SHADOW, size[1] + 2 * PANEL_SHADOW
        # Past the shadow, the rounded corner and the rim every pixel is the body's colour.
        margin = min(PANEL_SHADOW + radius + border + 6, w // 2, h // 2)
        self.size = (w, h)
        self.body = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        self.bands: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for band in (pygame.Rect(0, 0, w, margin), pygame.Rect(0, h - margin, w, margin),
                     pygame.Rect(0, margin, margin, h - 2 * margin), pygame.Rect(w - margin, margin, margin, h - 2 * margin)):
            if band.w > 0 and band.h > 0:
                art = pygame.Surface(band.size, pygame.SRCALPHA)
                _draw_panel(art, (-band.x, -band.y), size, scale)
                self.bands.append((art, band.topleft))
        self.colour = body_colour

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        """Draw at ``topleft`` (the panel's top-left minus PANEL_SHADOW, as `panel_surface`)."""
        x, y = topleft
        surface.fblits([(art, (x + bx, y + by)) for art, (bx, by) in self.bands])
        _lay_strips(surface, self.body.move(x, y), self.colour)


def copy_to_clipboard(text: str) -> bool:
    """Put ``text`` on the system clipboard; False (never an exception) where there is none
    (the text is then kept inside the game: `game.view.clipboard`)."""
    return clipboard.put_text(text)


def clipboard_text() -> str | None:
    """The clipboard's text; "" (never an exception) where there is none, None when it holds
    something that is not text (`game.view.clipboard.read`)."""
    return clipboard.read()
