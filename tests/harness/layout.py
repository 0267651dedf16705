"""Window sizes every screen must fit, and whether a button's words fit the button."""

from __future__ import annotations

from game.view import fonts

BUTTON_FONT = 20                       # the theme's button size at scale 1
LONG_NUMBER = "99999999999999999999"   # the largest random deal (20 digits)
SIZES = [(480, 480), (480, 800), (720, 1280), (1280, 720), (1920, 1080)]


def text_fits(button, scale: float) -> bool:
    """Button text in the theme's font (bold for the accent and chosen styles) inside the button."""
    bold = button.class_ids[-1] in ("@accent", "@chosen")
    width = fonts.font(round(BUTTON_FONT * scale), bold).size(button.text)[0]
    return width <= button.rect.w - 8 * scale
