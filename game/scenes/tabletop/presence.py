"""Events that say whether the player is at the table, not what they do there: the window hidden,
minimised or out of focus (the game clock pauses, `clock.GameClock`), and the first key, click or
touch while the deal flies (its cards land at once). No actions: the scene reads these beside
the input's (`TableScene.handle_event`)."""

from __future__ import annotations

import pygame

WINDOW_AWAY = (pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED, pygame.WINDOWFOCUSLOST)
WINDOW_BACK = (pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED)


def skips_deal(event: pygame.event.Event) -> bool:
    """Any key, click or touch: while the deal flies, it lands the cards at once (a click or a
    touch does no more; a key then does what it does on the settled table)."""
    return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)


def window_away(event: pygame.event.Event) -> bool | None:
    """The window hidden, minimised or out of focus (True), back (False), or neither (None):
    the game clock pauses while the player is away."""
    if event.type in WINDOW_AWAY:
        return True
    if event.type in WINDOW_BACK:
        return False
    return None
