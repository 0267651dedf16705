"""The player's languages as the system lists them, best first, from SDL.

SDL asks each system where its players choose their languages: macOS's and iOS's language list,
Windows's display languages, Android's; on Linux and the BSDs the same LANGUAGE, LC_ALL,
LC_MESSAGES and LANG that `game.i18n.language_detection.system_language` reads itself. A game started
from the Finder or the Start menu has no LANG, so this list is how it learns that its player is
French. The languages and the options know no pygame: the app asks here and passes the names on.
"""

from __future__ import annotations

import pygame


def preferred_locales() -> tuple[str, ...]:
    """``("fr_CA", "en")`` for a player who prefers Canadian French, then English; empty when
    the system names none (``LANG=C``) or this SDL cannot tell."""
    try:
        offered = pygame.system.get_pref_locales()
    except (AttributeError, pygame.error):     # an SDL older than 2.0.14 has no such question
        return ()
    names: list[str] = []
    for entry in offered:
        language, country = entry.get("language"), entry.get("country")
        if language:
            names.append(f"{language}_{country}" if country else language)
    return tuple(names)
