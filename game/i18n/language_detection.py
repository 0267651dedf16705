"""Which of the game's languages the player's system speaks (B5): read from the environment, the
system's list of the player's languages (`game.app.locales` asks SDL for it) and the process
locale. A new player's language option starts from it (`game.storage.settings.Settings.defaults`).
"""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping, Sequence

from game.i18n import FALLBACK_LANGUAGE, LANGUAGES

# Windows names its locales in English words (``German_Germany``, ``French_France``).
LANGUAGE_WORDS = {"german": "de", "deutsch": "de", "english": "en", "french": "fr", "français": "fr"}


def system_language(environ: Mapping[str, str] | None = None, locale_name: str | None = None,
                    preferred: Sequence[str] = ()) -> str:
    """The language of `LANGUAGES` the player's system speaks, else English (B5).

    Looks first where POSIX programs look — LANGUAGE, LC_ALL, LC_MESSAGES, LANG, the first one
    set wins (LANGUAGE may list several: its first one the game has) — so a player who sets
    one in a terminal gets that language. Then at ``preferred``: the player's languages as the
    system lists them, best first (the app passes SDL's list, `game.app.locales`: macOS's and
    Windows's language settings, which a game started from the Finder or the Start menu gets
    no LANG for); the first one the game has wins, and a list of none the game has means
    English. Last, the process locale (``German_Germany`` on an older Windows). The
    environment and the locale arguments exist for tests; the game passes only ``preferred``.
    """
    env = os.environ if environ is None else environ
    chosen = ""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        chosen = env.get(variable, "").strip()
        if chosen:
            break
    if chosen and not _no_language(chosen):
        names = chosen.split(":")            # LANGUAGE may list several, best first
        return next((found for name in names if (found := _catalogue_for(name))), offered_language(names[0]))
    if preferred:
        return next((found for name in preferred if (found := _catalogue_for(name))), FALLBACK_LANGUAGE)
    if locale_name is None and environ is None:
        try:
            locale_name = locale.getlocale()[0]
        except (ValueError, TypeError):
            locale_name = None
    if locale_name and not _no_language(locale_name):
        return offered_language(locale_name)
    return FALLBACK_LANGUAGE


def _no_language(name: str) -> bool:
    """``C``, ``POSIX`` and their encodings: "no language chosen"."""
    name = name.strip().lower()
    return name in ("c", "posix") or name.startswith(("c.", "posix."))


def offered_language(locale_name: str) -> str:
    """The catalogue for a locale name (``fr_CA.UTF-8`` → ``fr``, ``pt_BR`` → ``pt_BR`` where
    there is one, ``French_France`` → ``fr``), or English when the game does not speak it."""
    return _catalogue_for(locale_name) or FALLBACK_LANGUAGE


def _catalogue_for(locale_name: str) -> str | None:
    """The catalogue for a locale name, or None when the game does not speak it."""
    code = locale_name.strip().lower().split(".")[0].split("@")[0].replace("-", "_")
    by_code = {language.lower(): language for language in LANGUAGES}
    head = code.split("_")[0]
    found = by_code.get(code) or by_code.get(head) or LANGUAGE_WORDS.get(head)
    return found if found in LANGUAGES else None
