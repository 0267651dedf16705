"""The player's options (docs/rules.md R16, R12, B4, B5, B8), remembered in ``settings.json``.

Every option of the in-game menu is a field of `Settings`. Loading validates each field on
its own: one wrong value costs that one option (it falls back to its default), not all of
them — but the file is still kept aside and the player told, so nothing is lost silently.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from game.content import GRADES
from game.i18n import DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES
from game.storage.files import CORRUPT, DataDir

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1

# The animation speeds the menu offers, as a factor on every duration (0: no animation).
ANIMATION_SPEEDS = {"normal": 1.0, "fast": 0.5, "off": 0.0}

# B10: which catalogue deals "Nur lösbare Spiele" draws from — all, or one solver grade.
ALL_GRADES = "all"
DIFFICULTIES = (ALL_GRADES, *(grade.value for grade in GRADES))


# Looks of one's own (B4): the felt's colour and the card back's design, by name (their colours
# are in game.view.theme). The first of each is the default look.
FELTS = ("green", "blue", "burgundy")
CARD_BACKS = ("blue", "red", "green")

# B18: speech through the screen reader — "auto" speaks where the system says a screen reader runs.
SPEECH_CHOICES = ("auto", "on", "off")

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


@dataclass(frozen=True)
class Settings:
    """Every option in the in-game menu, with the default a new player gets.

    - ``only_solvable`` — "Nur lösbare Spiele": deal only solver-confirmed deals (R16, on).
    - ``auto_play`` — "Sichere Karten automatisch ablegen" (R12). On by default: a card is
      only moved when no card could ever be built on it again, so auto-play never costs a
      win; it only spares the player dozens of taps that every experienced player would
      make anyway, and it is what players of today's solitaire apps expect. A player who
      wants to do it all by hand turns it off.
    - ``animation_speed`` — ``"normal"``, ``"fast"`` or ``"off"`` (B8).
    - ``sound`` — sound effects on (B8).
    - ``fullscreen`` — start windowed; F11 / the menu switch (R18).
    - ``language`` — a catalogue's code (``"de"``, ``"en"``, ``"fr"`` …); the default follows
      the system (B5).
    - ``four_colour`` — four-colour suits (B4).
    - ``large_cards`` — bigger card faces (B4).
    - ``show_winnability`` — live "still winnable" indicator (B1); off, as it gives a lot away.
    - ``difficulty`` — "Schwierigkeit": ``"all"`` or a grade (B10); new solvable deals are drawn
      from the catalogue entries of that grade (with "Nur lösbare Spiele" on).
    - ``felt`` — the table's colour, one of `FELTS`; ``card_back`` — the back's design, one of
      `CARD_BACKS`.
    - ``speech`` — "Sprachausgabe" (B18): ``"auto"`` (on where a screen reader runs), ``"on"``, ``"off"``.
    """

    only_solvable: bool = True
    auto_play: bool = True
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    language: str = DEFAULT_LANGUAGE
    four_colour: bool = False
    large_cards: bool = False
    show_winnability: bool = False
    difficulty: str = ALL_GRADES
    felt: str = FELTS[0]
    card_back: str = CARD_BACKS[0]
    speech: str = SPEECH_CHOICES[0]

    @classmethod
    def defaults(cls, preferred_languages: Sequence[str] = ()) -> Settings:
        """The defaults for this player: as the class says, with the system's language (the
        system's list of the player's languages, best first, in ``preferred_languages``)."""
        return cls(language=system_language(preferred=preferred_languages))

    @property
    def animation_factor(self) -> float:
        """Multiplier for every animation's duration; 0 means animations are off."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some options changed; raises ValueError for an unknown or invalid one."""
        for name, value in changes.items():
            check = _CHECKS.get(name)
            if check is None:
                raise ValueError(f"no such option: {name}")
            if not check(value):
                raise ValueError(f"invalid value for {name}: {value!r}")
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {"version": SETTINGS_VERSION, **asdict(self)}


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "only_solvable": _is_bool,
    "auto_play": _is_bool,
    "animation_speed": lambda value: value in ANIMATION_SPEEDS,
    "sound": _is_bool,
    "fullscreen": _is_bool,
    "language": lambda value: value in LANGUAGES,
    "four_colour": _is_bool,
    "large_cards": _is_bool,
    "show_winnability": _is_bool,
    "difficulty": lambda value: value in DIFFICULTIES,
    "felt": lambda value: value in FELTS,
    "card_back": lambda value: value in CARD_BACKS,
    "speech": lambda value: value in SPEECH_CHOICES,
}
# Names a newer version may add: one this version does not know is its default, quietly (the
# file is not damaged), as a language whose catalogue is gone is.
_NAMED = ("language", "felt", "card_back", "speech")
assert set(_CHECKS) == {f.name for f in fields(Settings)}, "every option needs a check"


def settings_from_json(data: Mapping[str, Any], defaults: Settings | None = None) -> tuple[Settings, list[str]]:
    """Settings from a loaded JSON object, and the names of fields that were invalid.

    A missing field (a file from an older version) takes its default silently; an invalid
    one takes its default and is reported. Unknown fields are ignored, and so is a language
    the game has no catalogue for (one removed since): the system's language instead, quietly,
    as the file is not damaged; a felt or card back this version does not have, likewise.
    """
    base = defaults or Settings.defaults()
    good: dict[str, Any] = {}
    bad: list[str] = []
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        if check(data[name]):
            good[name] = data[name]
        elif not (name in _NAMED and isinstance(data[name], str)):
            bad.append(name)
    return replace(base, **good), bad


def load_settings(data_dir: DataDir, preferred_languages: Sequence[str] = ()) -> Settings:
    """The saved settings, or the defaults (missing file: silently; a bad one: kept aside, notice);
    ``preferred_languages``: the system's list of the player's languages, for a new player's."""
    defaults = Settings.defaults(preferred_languages)
    data = data_dir.load_json(SETTINGS_FILE, SETTINGS_VERSION)
    if data is None:
        return defaults
    settings, bad = settings_from_json(data, defaults)
    if bad:
        data_dir.set_aside(SETTINGS_FILE, CORRUPT, "invalid values for " + ", ".join(bad))
        save_settings(data_dir, settings)   # the valid options must still be there next launch
    return settings


def save_settings(data_dir: DataDir, settings: Settings) -> bool:
    """Write the settings atomically; False (and a notice) when the disk refused."""
    return data_dir.save_json(SETTINGS_FILE, settings.to_json())

