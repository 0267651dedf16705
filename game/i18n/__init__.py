"""The player's language: every word on screen comes from a gettext catalogue through `tr`.

Message ids are keys (``"menu.continue"``, ``"count.moves"``); each language's text for them
is in ``assets/locale/<code>/LC_MESSAGES/vierzig.po``, which the game reads as it is
(`game.i18n.catalogues`, `game.i18n.po_reader`: nothing is compiled). The languages are the
catalogues found there, so a new one needs no code (README, "Translating").

- ``tr("key", **fields)`` — the text in the current language, ``{fields}`` filled in;
- ``trn("key", n, **fields)`` — where a count meets a noun: the language's plural form for
  ``n`` (``1 Zug`` / ``7 Züge``, ``0 coup`` in French), with ``{n}`` filled in unless given;
- ``set_language`` switches at run time (``--lang`` at launch, the options screen later).

An id missing from a catalogue shows the English text (English backs every other
catalogue), or the id itself when English lacks it too; such ids are collected for the
tests (`missing_ids`). A catalogue whose ``{fields}`` do not fit shows the English text.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable

from game.i18n.catalogues import discover, locale_dir, shipped_problem

DEFAULT_LANGUAGE = "de"     # the reference wording; a new player gets the system's language (B5)
FALLBACK_LANGUAGE = "en"    # for a system that speaks none of LANGUAGES, and behind every catalogue

# The one-form ids of plural messages: ``tr("count.move")`` is ``trn("count.moves", 1)``.
SINGULAR_IDS = {"count.move": "count.moves", "selection_one": "selection", "daily.day": "daily.days"}

_FOUND = discover(locale_dir())
_CATALOGUES: dict[str, gettext.NullTranslations] = dict(_FOUND)
_ENGLISH = _CATALOGUES.setdefault(FALLBACK_LANGUAGE, gettext.NullTranslations())
for _code, _catalogue in _CATALOGUES.items():
    if _code != FALLBACK_LANGUAGE:
        _catalogue.add_fallback(_ENGLISH)

LANGUAGES: tuple[str, ...] = tuple(sorted(_CATALOGUES))
_MISSING: set[str] = set()

_language = DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in _CATALOGUES else FALLBACK_LANGUAGE
_active = _CATALOGUES[_language]
FIRST_LANGUAGE = _language   # the default language option: German, unless its catalogue is lost


def broken_install() -> OSError | None:
    """One of the game's own catalogues missing or damaged (named in the error), else None."""
    return shipped_problem(locale_dir(), _FOUND)


def N_(key: str) -> str:
    """Marks an id that the code passes on as data: ``pybabel extract`` finds it by gettext's
    usual name for "extract only", where a computed id (``f"variant.{name}"``) hides it."""
    return key


def set_language(language: str) -> None:
    """Switch every later `tr` call; raises ValueError for a language we have no catalogue for."""
    global _language, _active
    if language not in _CATALOGUES:
        raise ValueError(f"unknown language {language!r} (use {', '.join(LANGUAGES)})")
    _language, _active = language, _CATALOGUES[language]


def language() -> str:
    return _language


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` fields filled in."""
    return _text(_active, key, values)


def trn(key: str, n: int, **values: object) -> str:
    """The plural form of ``key`` for the count ``n`` in the current language."""
    return _plural(_active, key, n, values)


def tr_for(language_code: str, key: str, **values: object) -> str:
    """`tr` in a given language (the help screen builds its pages for one)."""
    return _text(_CATALOGUES.get(language_code, _ENGLISH), key, values)


def language_name(language_code: str) -> str:
    """What a language calls itself ("Deutsch", "Français"), from its own catalogue."""
    if language_code not in _CATALOGUES:
        return language_code
    # Translators: the language's name in itself, as the options list it ("Deutsch", "Français").
    return tr_for(language_code, N_("language.name"))


def missing_ids() -> list[str]:
    """Ids asked for since start-up that no catalogue had (the tests expect none)."""
    return sorted(_MISSING)


def moves_text(count: int) -> str:
    """``1 Zug`` / ``7 Züge`` (``1 move`` / ``7 moves``)."""
    return trn("count.moves", count)


def clock_text(seconds: float) -> str:
    """A game clock as the player reads it: ``4:07`` or ``1:02:33``."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _text(catalogue: gettext.NullTranslations, key: str, values: dict[str, object]) -> str:
    plural = SINGULAR_IDS.get(key)
    if plural is not None:
        return _plural(catalogue, plural, 1, values)
    count = values.get("n")
    if isinstance(count, int) and catalogue.ngettext(key, key, count) != key:
        return _plural(catalogue, key, count, values)   # a plural message asked for by `tr(key, n=…)`
    text = catalogue.gettext(key)
    if text == key:
        _MISSING.add(key)
    return _fill(text, key, values, lambda: _ENGLISH.gettext(key))


def _plural(catalogue: gettext.NullTranslations, key: str, n: int, values: dict[str, object]) -> str:
    text = catalogue.ngettext(key, key, n)
    if text == key:
        _MISSING.add(key)
    return _fill(text, key, {"n": n, **values}, lambda: _ENGLISH.ngettext(key, key, n))


def _fill(text: str, key: str, values: dict[str, object], english: Callable[[], str]) -> str:
    """``text`` with its fields filled in; a catalogue naming a field the code does not give
    (a translator's slip) falls back to the English text, then to the bare text."""
    if not values:
        return text
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        _MISSING.add(key)
        try:
            return english().format(**values)
        except (KeyError, IndexError, ValueError):
            return text
