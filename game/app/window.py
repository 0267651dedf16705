"""The window's own settings that pygame's display module does not reach: its least size, leaving
fullscreen at its windowed size, its icon."""

from __future__ import annotations

import contextlib
import warnings

import pygame

from game.view import theme
from game.view.suits import suit_surface


def leave_fullscreen(size: tuple[int, int]) -> None:
    """Make the window a window of ``size`` again before `pygame.display.set_mode` asks for one.

    With X's native framebuffer (`loop._prefer_native_framebuffer`) SDL leaves fullscreen keeping the
    screen's size: F11 twice left a 1920×1080 window hanging off the screen, with and without a
    window manager (Xvfb, 2026-12-01). Telling the window itself to be windowed, at its size,
    brings it back as it was."""
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
        window.set_windowed()
        window.size = size


def limit_size(minimum: tuple[int, int]) -> None:
    """Stop the player from shrinking the window below what the layout is made for."""
    # An older pygame-ce has no such window property: the layout still copes, only smaller.
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = minimum


def icon() -> pygame.Surface:
    """A small ace of spades, drawn in code like every other card."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.CARD_EDGE, (8, 2, 48, 60), border_radius=7)
    pygame.draw.rect(icon, theme.CARD_FACE, (10, 4, 44, 56), border_radius=6)
    spade = suit_surface(3, 34, theme.SUIT_BLACK)
    icon.blit(spade, spade.get_rect(center=(32, 33)))
    return icon
