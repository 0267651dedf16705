"""The player's options (docs/rules.md R16, R12, B4, B5, B8, B10, B18), remembered in ``settings.json``.

`Settings` is the table of options: each field is made by `switch` or `choice`
(`game.storage.option_fields`), so its one line gives the option's type and default and
everything else the game needs of it — its values, their words, what applies a change, which
switch it needs. `OPTIONS` is that table read back, in the order of the options screen; loading,
checking and writing the file, the options screen, its route and the F11/F2 keys all work from it.

Loading validates each option on its own: one wrong value costs that one option (it falls back to
its default), not all of them — but the file is still kept aside and the player told, so nothing
is lost silently.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.content import GRADES
from game.i18n import FIRST_LANGUAGE, LANGUAGES, N_
from game.i18n.language_detection import system_language
from game.storage.atomic import parse_json_leniently
from game.storage.files import OPTIONS_RESET, DataDir
from game.storage.option_fields import (
    AppliedBy,
    Option,
    OptionTable,
    OptionValue,
    choice,
    language_choice,
    option_table,
    switch,
)

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1

# The animation speeds the menu offers, as a factor on every duration (0: no animation).
ANIMATION_SPEEDS = {"normal": 1.0, "fast": 0.5, "off": 0.0}

# B10: which catalogue deals "Nur lösbare Spiele" draws from — all, or one solver grade (each
# grade worded as the HUD and the summary word it).
ALL_GRADES = "all"
DIFFICULTY_WORDS = {ALL_GRADES: N_("difficulty.all"), **{grade.value: f"grade.{grade.value}" for grade in GRADES}}

# Looks of one's own (B4): the felt's colour and the card back's design, by name (their colours
# are in game.view.theme), each with its words. The first of each is the default look.
FELT_WORDS = {"green": N_("felt.green"), "blue": N_("felt.blue"), "burgundy": N_("felt.burgundy")}
CARD_BACK_WORDS = {"blue": N_("back.blue"), "red": N_("back.red"), "green": N_("back.green")}
FELTS = tuple(FELT_WORDS)
CARD_BACKS = tuple(CARD_BACK_WORDS)

@dataclass(frozen=True)
class Settings:
    """Every option of the game, in the order of the options screen, with the default a new player gets.

    Each field is one option (`game.storage.option_fields`: `switch`, `choice`): its label's
    message id, its values and their words, what applies a change when it is not only the live
    settings, the switch it needs. `OPTIONS`, below, reads the fields back; a field made
    otherwise stops the import.
    """

    # R16: deal only solver-confirmed deals.
    only_solvable: bool = switch(N_("option.only_solvable"), default=True)
    # B10: new solvable deals come from the catalogue entries of one grade, or all.
    difficulty: str = choice(N_("option.difficulty"), DIFFICULTY_WORDS, needs="only_solvable")
    # R12: on, as a card is only moved when no card could ever be built on it again, so auto-play
    # never costs a win; it spares the player dozens of taps every experienced player would make,
    # and it is what players of today's solitaire apps expect. Whoever wants it all by hand turns it off.
    auto_play: bool = switch(N_("option.auto_play"), default=True)
    # B8: a factor on every animation's duration (`ANIMATION_SPEEDS`).
    animation_speed: str = choice(N_("option.animation_speed"),
                                  {"normal": N_("speed.normal"), "fast": N_("speed.fast"), "off": N_("speed.off")})
    # B8: the sound effects.
    sound: bool = switch(N_("option.sound"), default=True, applied_by=AppliedBy.SOUND)
    # R18: start windowed; F11 switches too.
    fullscreen: bool = switch(N_("option.fullscreen"), default=False, applied_by=AppliedBy.WINDOW)
    # B5: a catalogue's code ("de", "en", "fr" …); a new player's follows the system (`defaults`).
    language: str = language_choice(N_("option.language"), LANGUAGES, default=FIRST_LANGUAGE)
    # B4: four-colour suits, and bigger card faces.
    four_colour: bool = switch(N_("option.four_colour"), default=False)
    large_cards: bool = switch(N_("option.large_cards"), default=False)
    # B4: the table's colour and the back's design (a newer version's look: the default, quietly).
    felt: str = choice(N_("option.felt"), FELT_WORDS, newer_names=True)
    card_back: str = choice(N_("option.card_back"), CARD_BACK_WORDS, newer_names=True)
    # The game clock on the table, in the summary and the statistics; off, the game ranks by moves
    # alone and says nothing of time (the clock still runs and is kept: switched on, it shows).
    show_clock: bool = switch(N_("option.show_clock"), default=True)
    # Left-handed: talon and waste (and the portrait button bar) mirrored to the right.
    talon_right: bool = switch(N_("option.talon_right"), default=False)
    # A quiet mark on the card(s) the last move moved (after an undo: those that went back).
    mark_last_move: bool = switch(N_("option.mark_last_move"), default=True)
    # B1: the live "still winnable" indicator; off, as it gives a lot away (switched on, it is help).
    show_winnability: bool = switch(N_("option.show_winnability"), default=False, applied_by=AppliedBy.AID)
    # B18: speech through the screen reader; "auto" speaks where the system says one runs.
    speech: str = choice(N_("option.speech"), {"auto": N_("speech.choice.auto"), "on": N_("speech.choice.on"),
                                               "off": N_("speech.choice.off")},
                         applied_by=AppliedBy.SPEECH, newer_names=True)
    # B18: how much the table's speech says: short drops what the player can ask for, full adds detail.
    verbosity: str = choice(N_("option.verbosity"), {"short": N_("verbosity.short"), "normal": N_("verbosity.normal"),
                                                     "full": N_("verbosity.full")}, default="normal", newer_names=True)

    @classmethod
    def defaults(cls, preferred_languages: Sequence[str] = ()) -> Settings:
        """The defaults for this player: as the class says, with the system's language (the
        system's list of the player's languages, best first, in ``preferred_languages``)."""
        return cls(language=system_language(preferred=preferred_languages))

    @property
    def animation_factor(self) -> float:
        """Multiplier for every animation's duration; 0 means animations are off."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def value(self, option: Option) -> OptionValue:
        """One option's value, for code that goes through the table (the options screen and its route)."""
        value: OptionValue = getattr(self, option.name)
        return value

    def with_value(self, option: Option, value: object) -> Settings:
        """A copy with one option changed; ValueError for a value the option refuses (and the file would)."""
        if not option.accepts(value):
            raise ValueError(f"invalid value for {option.name}: {value!r}")
        change: dict[str, Any] = {option.name: value}
        return replace(self, **change)

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with options changed by name; ValueError for an unknown option or a refused value."""
        changed = self
        for name, value in changes.items():
            changed = changed.with_value(OPTIONS.named(name), value)
        return changed

    def to_json(self) -> dict[str, Any]:
        return {"version": SETTINGS_VERSION, **{option.name: self.value(option) for option in OPTIONS}}


OPTIONS = OptionTable(option_table(Settings))
"""The options in the order of the options screen; a field of `Settings` that is no option stops the import."""


def settings_from_json(data: Mapping[str, Any], defaults: Settings | None = None) -> tuple[Settings, list[str]]:
    """Settings from a loaded JSON object, and the names of options that were invalid.

    A missing option (a file from an older version) takes its default silently; an invalid
    one takes its default and is reported. Unknown keys are ignored, and so is a name an option
    may meet from a newer version (`Option.quietly_unknown`: a language the game has no
    catalogue for any more, a felt or card back this version does not have) — the default
    instead, quietly, as the file is not damaged.
    """
    settings = defaults or Settings.defaults()
    bad: list[str] = []
    for option in OPTIONS:
        if option.name not in data:
            continue
        value = data[option.name]
        if option.accepts(value):
            settings = settings.with_value(option, value)
        elif not option.quietly_unknown(value):
            bad.append(option.name)
    return settings, bad


def load_settings(data_dir: DataDir, preferred_languages: Sequence[str] = ()) -> Settings:
    """The saved settings, or the defaults (missing file: silently; a bad one: kept aside, notice);
    ``preferred_languages``: the system's list of the player's languages, for a new player's."""
    defaults = Settings.defaults(preferred_languages)
    data = data_dir.load_json(SETTINGS_FILE, SETTINGS_VERSION, parse=parse_json_leniently)
    if data is None:
        return defaults
    settings, bad = settings_from_json(data, defaults)
    if bad:   # only those fell back, and the notice names them
        labels = tuple(OPTIONS.named(name).label for name in bad)
        data_dir.set_aside(SETTINGS_FILE, OPTIONS_RESET, "invalid values for " + ", ".join(bad), names=labels)
        save_settings(data_dir, settings)   # the valid options must still be there next launch
    return settings


def save_settings(data_dir: DataDir, settings: Settings) -> bool:
    """Write the settings atomically; False (and a notice) when the disk refused."""
    return data_dir.save_json(SETTINGS_FILE, settings.to_json())

