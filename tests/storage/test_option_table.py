"""The table of options: `Settings`' fields are option descriptors, read back
into `OPTIONS`; a field that is no option, or an option that contradicts itself, stops the table.

Each refusal is tried on a small class of its own, so the checks that guard the real table are
seen to fail."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from game.i18n import LANGUAGES
from game.storage.files import DataDir
from game.storage.option_fields import AppliedBy, OptionKind, OptionTable, Wording, choice, option_table, switch
from game.storage.settings import (
    ANIMATION_SPEEDS,
    OPTIONS,
    SETTINGS_FILE,
    Settings,
    load_settings,
    save_settings,
)


def test_the_table_is_the_fields_of_settings_in_their_order():
    entries = dataclasses.fields(Settings)
    assert [option.name for option in OPTIONS] == [entry.name for entry in entries] == list(OPTIONS.names)
    for option, entry in zip(OPTIONS, entries, strict=True):
        assert option.default == entry.default and type(option.default) is option.kind.value_type
        assert entry.type == option.kind.value_type.__name__
        assert option.label == f"option.{option.name}"
        assert option.accepts(option.default)
    assert Settings() == Settings(**{option.name: option.default for option in OPTIONS})


def test_every_way_of_applying_but_live_belongs_to_one_option():
    for how in AppliedBy:
        if how is AppliedBy.LIVE:
            with pytest.raises(ValueError):
                OPTIONS.applied_by(how)
        else:
            assert OPTIONS.applied_by(how).applied_by is how
    assert {option.applied_by for option in OPTIONS} == set(AppliedBy), "a way of applying no option has"


def test_a_tap_steps_through_every_value_and_back():
    for option in OPTIONS:
        seen, value = [], option.default
        for _ in option.values:
            seen.append(value)
            value = option.after(value)
        assert value == option.default and sorted(map(str, seen)) == sorted(map(str, option.values)), option


def test_each_value_is_worded():
    for option in OPTIONS:
        if option.wording is Wording.MESSAGES:
            assert set(option.words) == set(option.values), option
        else:
            assert option.values == LANGUAGES and not option.words
    assert set(OPTIONS.named("animation_speed").values) == set(ANIMATION_SPEEDS), "every speed has its factor"


def test_the_needed_switch_is_data():
    difficulty = OPTIONS.named("difficulty")
    assert difficulty.needs is OPTIONS.named("only_solvable")
    assert all(option.needs is None or option.needs.kind is OptionKind.SWITCH for option in OPTIONS)


def test_a_value_the_option_refuses_is_refused_by_name_and_by_descriptor():
    settings = Settings()
    sound = OPTIONS.named("sound")
    assert settings.with_value(sound, False).sound is False
    assert settings.with_value(sound, False) == settings.with_changes(sound=False)
    for option, bad in ((sound, "no"), (sound, 1), (OPTIONS.named("felt"), "purple"), (OPTIONS.named("felt"), ["x"]),
                        (OPTIONS.named("language"), "xx"), (OPTIONS.named("animation_speed"), True)):
        with pytest.raises(ValueError):
            settings.with_value(option, bad)
    with pytest.raises(ValueError):
        OPTIONS.named("volume")
    with pytest.raises(ValueError):
        settings.with_changes(volume=3)


def test_the_file_keeps_its_keys_values_and_version(tmp_path: Path):
    """settings.json as this version's predecessor wrote it (its own key order) loads unchanged and
    is written back with the same keys and values."""
    before = {"version": 1, "only_solvable": False, "auto_play": False, "animation_speed": "fast", "sound": False,
              "fullscreen": True, "language": "fr", "four_colour": True, "large_cards": True, "show_winnability": True,
              "difficulty": "hard", "felt": "burgundy", "card_back": "green", "speech": "off"}
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(before))
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert data_dir.take_notices() == []
    assert {option.name: settings.value(option) for option in OPTIONS if option.name in before} == {
        name: value for name, value in before.items() if name != "version"}
    assert save_settings(data_dir, settings)
    written = json.loads((tmp_path / SETTINGS_FILE).read_text())
    newer = {option.name: option.default for option in OPTIONS if option.name not in before}   # options added since
    assert written == {**before, **newer}
    assert set(Settings().to_json()) == {"version", *OPTIONS.names}


# --- a field that is no option, or an option that contradicts itself, stops the table ---------------

def _table(**annotated: tuple[str, object]) -> OptionTable:
    """The table of a new dataclass with these fields (name → (type, default or field))."""
    cls = dataclasses.make_dataclass("Probe", [(name, kind, dataclasses.field(default=value))
                                              if not isinstance(value, dataclasses.Field) else (name, kind, value)
                                              for name, (kind, value) in annotated.items()], frozen=True)
    return OptionTable(option_table(cls))


def test_a_well_made_probe_gives_its_table():
    table = _table(tidy=("bool", switch("option.tidy", default=False)),
                   colour=("str", choice("option.colour", {"red": "c.red", "blue": "c.blue"}, needs="tidy")))
    assert table.names == ("tidy", "colour") and table.named("colour").needs is table.named("tidy")
    assert table.named("colour").default == "red"


@pytest.mark.parametrize(("fields", "error"), [
    ({"plain": ("bool", False)}, TypeError),                                                  # no descriptor
    ({"tidy": ("str", switch("option.tidy", default=False))}, TypeError),                     # a switch is a bool
    ({"colour": ("bool", choice("option.colour", {"red": "c.red"}))}, TypeError),              # a choice is a str
    ({"tidy": ("bool", switch("option.neat", default=False))}, ValueError),                   # label not option.<name>
    ({"colour": ("str", choice("option.colour", {"red": "c.red"}, default="green"))}, ValueError),  # default refused
    ({"colour": ("str", choice("option.colour", {"red": "c.red"}, needs="tidy")),
      "tidy": ("bool", switch("option.tidy", default=False))}, ValueError),                   # needs one below it
    ({"shade": ("str", choice("option.shade", {"dark": "s.dark"})),
      "colour": ("str", choice("option.colour", {"red": "c.red"}, needs="shade"))}, ValueError),  # needs a choice
    ({"loud": ("bool", switch("option.loud", default=True, applied_by=AppliedBy.SOUND)),
      "quiet": ("bool", switch("option.quiet", default=True, applied_by=AppliedBy.SOUND))}, ValueError),  # two sounds
])
def test_the_table_refuses_what_would_break_it(fields, error):
    with pytest.raises(error):
        _table(**fields)
