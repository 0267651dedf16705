"""An option as data: the descriptor each field of `game.storage.settings.Settings` carries.

A field of `Settings` is made by `switch` (on or off) or `choice` (one of a list of names): the
field line is the whole option — its type and default, which mypy and the settings file read, and
in the field's metadata what the rest of the game needs to know about it: its values, the message
id of its label and of each value, what applies a change to the running game, and which switch
it needs. `option_table` reads a class's fields back into `Option` descriptors, in field order,
and refuses a field that is no option; the options screen, its route, the saved preferences and
the F11/F2 keys all work from that table, so a new option is one field plus its translations.

Every message id here is marked with `N_`, so ``pybabel extract`` finds it where the option is
written (README, "Translating").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import Field, dataclass, field, fields
from enum import Enum
from typing import Any, TypeAlias

from game.i18n import N_

OptionValue: TypeAlias = bool | str
"""A switch's value is a bool, a choice's a name (the word settings.json keeps)."""


class OptionKind(Enum):
    """On or off, or one of a list of names; each kind has one Python type for its field."""

    SWITCH = "switch"
    CHOICE = "choice"

    @property
    def value_type(self) -> type:
        return bool if self is OptionKind.SWITCH else str


class AppliedBy(Enum):
    """What applies a changed option to the running game, besides the live settings (`App.settings`)
    that every scene reads and re-renders from. Each one but `LIVE` belongs to one option only,
    so a key that switches it (F11, F2) finds its option by it (`OptionTable.applied_by`)."""

    LIVE = "live"          # nothing more: the scenes read the option as it is now
    WINDOW = "window"      # the window goes to or leaves fullscreen (F11 as well)
    SOUND = "sound"        # the sound effects switch on or off
    AID = "aid"            # the game in hand notes the help it had (the winnability indicator)
    SPEECH = "speech"      # the screen reader's speech switches on or off (F2 as well)


class Wording(Enum):
    """How the options screen words an option's values."""

    MESSAGES = "messages"              # each value by its own message id (`Option.words`)
    LANGUAGE_NAMES = "language_names"  # each language by the name it calls itself ("Français")


SWITCH_WORDS: Mapping[OptionValue, str] = {False: N_("state.off"), True: N_("state.on")}


@dataclass(frozen=True)
class _OptionSpec:
    """What `switch` and `choice` put into a field's metadata; the field adds name, type and default."""

    kind: OptionKind
    values: tuple[OptionValue, ...]
    label: str
    wording: Wording
    words: Mapping[OptionValue, str]
    applied_by: AppliedBy
    needs: str | None
    newer_names: bool


_SPEC = "option"    # the key of a field's metadata that holds its `_OptionSpec`


def switch(label: str, *, default: bool, applied_by: AppliedBy = AppliedBy.LIVE) -> bool:
    """A field of `Settings` that is on or off; ``label``: its message id, ``option.<field>``."""
    spec = _OptionSpec(OptionKind.SWITCH, (False, True), label, Wording.MESSAGES, SWITCH_WORDS, applied_by,
                       None, False)
    return field(default=default, metadata={_SPEC: spec})


def choice(label: str, words: Mapping[str, str], *, default: str | None = None,
           applied_by: AppliedBy = AppliedBy.LIVE, needs: str | None = None, newer_names: bool = False) -> str:
    """A field of `Settings` that is one of ``words``' names (in the order the screen steps through
    them), each worded by the message id it maps to; the default is the first unless named.

    ``needs``: the switch (a field above this one) that must be on for this option to mean
    anything — the screen greys it out while that one is off. ``newer_names``: a name this version
    does not know may come from a newer one, so it takes the default quietly (the file is not damaged).
    """
    worded: dict[OptionValue, str] = {name: word for name, word in words.items()}
    spec = _OptionSpec(OptionKind.CHOICE, tuple(words), label, Wording.MESSAGES, worded, applied_by, needs, newer_names)
    return field(default=next(iter(words)) if default is None else default, metadata={_SPEC: spec})


def language_choice(label: str, languages: tuple[str, ...], *, default: str) -> str:
    """A field of `Settings` that is one of the ``languages`` the catalogues speak, each worded by its
    own name; one whose catalogue is gone takes the default quietly (B5)."""
    spec = _OptionSpec(OptionKind.CHOICE, languages, label, Wording.LANGUAGE_NAMES, {}, AppliedBy.LIVE, None, True)
    return field(default=default, metadata={_SPEC: spec})


@dataclass(frozen=True, eq=False)
class Option:
    """One option of the game: a row of the options screen, a field of `Settings`, a key of settings.json.

    ``values`` in the order the screen steps through them; ``label`` and ``words`` (value → its
    message id; empty when ``wording`` is a rule) are message ids; ``needs``: the switch that must
    be on for this option to be usable; ``newer_names``: see `choice`.
    """

    name: str
    kind: OptionKind
    values: tuple[OptionValue, ...]
    default: OptionValue
    label: str
    wording: Wording
    words: Mapping[OptionValue, str]
    applied_by: AppliedBy
    needs: Option | None
    newer_names: bool

    def accepts(self, value: object) -> bool:
        """Whether ``value`` is one this option may have (a bool for a switch, one of its names else)."""
        return isinstance(value, self.kind.value_type) and value in self.values

    def after(self, value: OptionValue) -> OptionValue:
        """The value a tap on the option's button moves to: on ↔ off, or the next name (the first after the last)."""
        return self.values[(self.values.index(value) + 1) % len(self.values)]

    def quietly_unknown(self, value: object) -> bool:
        """A name from a newer version (or a language whose catalogue is gone): not damage, the default.
        A name with U+FFFD in it held bytes that were not UTF-8: damage."""
        return self.newer_names and isinstance(value, str) and "\ufffd" not in value and not self.accepts(value)

    def __repr__(self) -> str:
        return f"Option({self.name!r})"


def option_table(settings_class: type) -> tuple[Option, ...]:
    """The options of a dataclass made of `switch` and `choice` fields, in field order.

    Raises TypeError for a field that is no option or whose type is not its kind's, and
    ValueError for a label that is not ``option.<name>``, a default the option would refuse, a
    ``needs`` that names no switch above it, or two options applied by the same thing but `LIVE`.
    """
    options: list[Option] = []
    for entry in fields(settings_class):
        spec = entry.metadata.get(_SPEC)
        if not isinstance(spec, _OptionSpec):
            raise TypeError(f"{entry.name}: every field of {settings_class.__name__} is made by switch or choice")
        kind_type = spec.kind.value_type
        if entry.type not in (kind_type, kind_type.__name__):
            raise TypeError(f"{entry.name}: a {spec.kind.value} is a {kind_type.__name__}, not {entry.type}")
        options.append(Option(entry.name, spec.kind, spec.values, _default(entry), spec.label, spec.wording,
                              spec.words, spec.applied_by, _needed(spec.needs, options), spec.newer_names))
        _check(options[-1])
    applied = [option.applied_by for option in options if option.applied_by is not AppliedBy.LIVE]
    if len(applied) != len(set(applied)):
        raise ValueError(f"one option each is applied by {sorted(how.value for how in applied)}")
    return tuple(options)


def _default(entry: Field[Any]) -> OptionValue:
    default = entry.default
    if not isinstance(default, bool | str):
        raise TypeError(f"{entry.name}: an option's default is a bool or a name, not {default!r}")
    return default


def _needed(name: str | None, above: list[Option]) -> Option | None:
    if name is None:
        return None
    needed = next((option for option in above if option.name == name), None)
    if needed is None or needed.kind is not OptionKind.SWITCH:
        raise ValueError(f"needs={name!r}: an option can only need a switch above it")
    return needed


def _check(option: Option) -> None:
    if option.label != f"option.{option.name}":
        raise ValueError(f"{option.name}: its label's id is option.{option.name}, not {option.label}")
    if not option.accepts(option.default):
        raise ValueError(f"{option.name}: the default {option.default!r} is none of its values")


class OptionTable:
    """The options in menu order (the order of `Settings`' fields), and the two ways to find one."""

    def __init__(self, options: tuple[Option, ...]) -> None:
        self._options = options
        self._by_name = {option.name: option for option in options}

    def __iter__(self) -> Iterator[Option]:
        return iter(self._options)

    def __len__(self) -> int:
        return len(self._options)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._by_name)

    def named(self, name: str) -> Option:
        """The option a file, the command line or a tool names; ValueError for no such option."""
        option = self._by_name.get(name)
        if option is None:
            raise ValueError(f"no such option: {name}")
        return option

    def applied_by(self, how: AppliedBy) -> Option:
        """The one option ``how`` applies (the window's fullscreen for F11, the speech for F2)."""
        found = [option for option in self._options if option.applied_by is how]
        if how is AppliedBy.LIVE or len(found) != 1:
            raise ValueError(f"no one option is applied by {how.value}")
        return found[0]
