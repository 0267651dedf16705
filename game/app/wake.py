"""Waking the loop from another thread: `wake_loop` posts `WAKE_EVENT`, which ends the loop's sleep.

Kept apart from the loop (`game.app.loop`, which imports the scenes and the speech) because the
session is opened before those are imported (`game.app.opening`): its solver link and its data
folder wake the loop when an answer or a storage notice arrives, from the first instant.
"""

from __future__ import annotations

import contextlib

import pygame

WAKE_EVENT = pygame.event.custom_type()   # posted by `wake_loop` from any thread: look at the answers

_display = {"gone": False}   # the display is lost (game.app.stopping): nothing is posted then


def wake_loop() -> None:
    """Wake a sleeping loop so the top scene updates now. Thread-safe (the solver's answers and
    the storage notices come on other threads), and it holds no reference to any app: the
    scene that updates says whether its picture changed."""
    if _display["gone"]:
        return    # a post would reach for the dead display (and its locks) from this thread
    with contextlib.suppress(pygame.error):   # the display is already gone (quitting)
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


def display_gone() -> None:
    """The display is lost: from now on nothing is posted to it."""
    _display["gone"] = True
