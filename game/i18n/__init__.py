"""The player's language: `tr` looks a key up in the one strings table (`game.i18n.strings`).

``set_language`` switches at run time (``--lang`` at launch, the options screen later);
the small formatters here (moves, clock) say numbers the way each language does.
"""

from __future__ import annotations

from game.i18n.strings import STRINGS

LANGUAGES = ("de", "en")
DEFAULT_LANGUAGE = "de"     # the reference wording; a new player gets the system's language (B5)
FALLBACK_LANGUAGE = "en"    # for a system that speaks none of LANGUAGES

_language = DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    """Switch every later `tr` call; raises ValueError for a language we do not have."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (use {' or '.join(LANGUAGES)})")
    _language = language


def language() -> str:
    return _language


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` fields filled in."""
    text = STRINGS[key][_language]
    return text.format(**values) if values else text


def moves_text(count: int) -> str:
    """``1 Zug`` / ``7 Züge`` (``1 move`` / ``7 moves``)."""
    return tr("count.move") if count == 1 else tr("count.moves", n=count)


def clock_text(seconds: float) -> str:
    """A game clock as the player reads it: ``4:07`` or ``1:02:33``."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
