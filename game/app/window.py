"""The game's window: its bounds, its icon, leaving fullscreen, and how SDL shows it.

**Bounds.** The window is at least `theme.WINDOW_MINIMUM` (the layout is made for it; a smaller
window shows the scenes' top-left part) and at most the pixels of an 8K UHD screen, 7680×4320
(`WINDOW_MAXIMUM_PIXELS`, in any shape), with no side over `WINDOW_MAXIMUM_SIDE`. Why: the game
keeps a few window-sized pictures (the display, the felt, the picture under an overlay) of 4
bytes a pixel, 133 MB each at 8K; at 16384×16384 each is 1 GB and the game reached 2.6 GB, at
20000×20000 3.8 GB. No screen sold has more pixels than 8K UHD. ``--size`` refuses a size past
the bounds (`game.app.cli`); a resize from outside (a window manager, a script) past them is
brought back within them (`fit_window`), keeping its shape.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import warnings

import pygame

from game.app.desktop_entry import APP_ID
from game.view import theme
from game.view.icon import game_icon

WINDOW_MAXIMUM_PIXELS = 7680 * 4320
WINDOW_MAXIMUM_SIDE = 7680


def too_large(size: tuple[int, int]) -> bool:
    """Past the window's largest bounds (a window below the smallest is the layout's business)."""
    return size[0] > WINDOW_MAXIMUM_SIDE or size[1] > WINDOW_MAXIMUM_SIDE or size[0] * size[1] > WINDOW_MAXIMUM_PIXELS


def fit_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` within the window's bounds (see the module docstring); a size past the pixels is
    made smaller in both sides alike."""
    width = min(max(int(size[0]), theme.WINDOW_MINIMUM[0]), WINDOW_MAXIMUM_SIDE)
    height = min(max(int(size[1]), theme.WINDOW_MINIMUM[1]), WINDOW_MAXIMUM_SIDE)
    if width * height > WINDOW_MAXIMUM_PIXELS:
        shrink = math.sqrt(WINDOW_MAXIMUM_PIXELS / (width * height))
        width = max(theme.WINDOW_MINIMUM[0], math.floor(width * shrink))
        height = max(theme.WINDOW_MINIMUM[1], math.floor(height * shrink))
        while width * height > WINDOW_MAXIMUM_PIXELS:     # a minimum side kept: the other gives way
            if width > height:
                width -= 1
            else:
                height -= 1
    return width, height


def name_the_window() -> None:
    """Let the desktop match the window to its menu entry (`game.app.desktop_entry`): X11's
    WM_CLASS (the entry's ``StartupWMClass``) and Wayland's app id are the entry's id, so a dock
    shows the entry's icon and groups the window under it. A player's or a test's own
    ``SDL_VIDEO_X11_WMCLASS`` / ``SDL_VIDEO_WAYLAND_WMCLASS`` wins; the one pygame's import sets
    where there is an X display (the started script's name) does not. Must run before the video
    driver is up."""
    pygames = os.path.basename(sys.argv[0]) if sys.argv else ""
    if os.environ.get("SDL_VIDEO_X11_WMCLASS", pygames) == pygames:
        os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)


def prefer_native_framebuffer() -> None:
    """On X11, show frames through X's own shared-memory images, not an OpenGL texture.

    SDL 2 on X11 may present the window's surface through an OpenGL texture; without a GPU
    driver that is Mesa's software renderer, and it uploads and draws the whole window for
    every frame, even for a partial update. Measured 2026-12-01 under Xvfb, CPU per frame
    during the deal: 1920×1080 16.5 ms with the texture against 3.0 ms without, 3840×2160
    59.2 against 8.6 ms (and 13 instead of 60 frames a second). The clock's once-a-second
    update of the HUD alone cost 1.3 % of a core through the texture. Only X11 is changed (its
    native framebuffer always exists); a player's own ``SDL_FRAMEBUFFER_ACCELERATION`` wins.
    Must run after the video driver is up and before the window's surface is first made.
    """
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def limit_window_size() -> None:
    """Stop the player from shrinking the window below what the layout is made for, or the window
    manager from growing it past `WINDOW_MAXIMUM_SIDE` (a resize past the pixels is `fit_window`'s)."""
    # An older pygame-ce has no such window property: the layout still copes, only smaller.
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
        window.minimum_size = theme.WINDOW_MINIMUM
        window.maximum_size = (WINDOW_MAXIMUM_SIDE, WINDOW_MAXIMUM_SIDE)


def leave_fullscreen(size: tuple[int, int]) -> None:
    """Make the window a window of ``size`` again before `pygame.display.set_mode` asks for one.

    With X's native framebuffer (`prefer_native_framebuffer`) SDL leaves fullscreen keeping the
    screen's size: F11 twice left a 1920×1080 window hanging off the screen, with and without a
    window manager (Xvfb, 2026-12-01). Telling the window itself to be windowed, at its size,
    brings it back as it was."""
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
        window.set_windowed()
        window.size = size


def window_icon() -> pygame.Surface:
    """The game's icon (`game.view.icon`, the same design as the desktop menu's), 64 pixels."""
    return game_icon(64)



_first: list[tuple[pygame.Surface, bool]] = []   # the window the start's first frame opened, fullscreen or not


def open_window(size: tuple[int, int], fullscreen: bool, first: bool = False) -> pygame.Surface:
    """The game's window: ``size`` (within the bounds: `fit_window`), resizable, or the screen's
    size in fullscreen. ``first``: opened for the start's first frame, before the app exists
    (`game.app.first_frame`); the app's own call then takes that window over, once, if it is
    still the display's and as asked — asking SDL for it again blanked it between the first
    frame and the table's (seen under Xvfb)."""
    if not first and _first:
        screen, was_fullscreen = _first.pop()
        if screen is pygame.display.get_surface() and was_fullscreen == fullscreen and (
                fullscreen or screen.get_size() == size):
            return screen
    if fullscreen:
        screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        limit_window_size()
    if first:
        _first[:] = [(screen, fullscreen)]
    return screen


HEADLESS_DRIVERS = ("offscreen", "dummy")   # SDL's drivers that show nothing


def no_display() -> bool:
    """SDL found nothing to show a window on and fell back to a driver that shows nothing (no
    X11 or Wayland display named, no console framebuffer), though nobody asked for one through
    ``SDL_VIDEODRIVER``: a game started that way would run unseen. False where a window can show."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    try:
        pygame.display.init()
        return pygame.display.get_driver().lower() in HEADLESS_DRIVERS
    except pygame.error:
        return True
