"""Settings: the defaults a new player gets, the system language, and a faithful round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.i18n.language_detection import system_language
from game.storage.files import DataDir
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings


@pytest.mark.parametrize(
    ("environ", "locale_name", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, None, "de"),
        ({"LANG": "de_CH.UTF-8"}, "en_US", "de"),
        ({"LANGUAGE": "de_AT:en", "LANG": "en_US.UTF-8"}, None, "de"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"}, None, "en"),
        ({"LANG": "fr_FR.UTF-8"}, None, "fr"),
        ({"LANGUAGE": "fr_CA:en"}, None, "fr"),
        ({"LANG": "it_IT.UTF-8"}, "de_DE", "en"),
        ({}, "French_France", "fr"),
        ({"LANG": "C.UTF-8"}, "de_DE", "de"),
        ({}, "German_Germany", "de"),
        ({}, "English_United States", "en"),
        ({}, None, "en"),
    ],
)
def test_language_follows_the_system(environ: dict, locale_name: str | None, expected: str) -> None:
    assert system_language(environ, locale_name or "") == expected


def test_defaults_for_a_new_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de_DE")
    settings = Settings.defaults()
    assert settings.only_solvable is True, "Nur lösbare Spiele is on by default (R16)"
    assert settings.auto_play is True
    assert (settings.animation_speed, settings.sound, settings.fullscreen) == ("normal", True, False)
    assert (settings.four_colour, settings.large_cards, settings.show_winnability) == (False, False, False)
    assert (settings.show_clock, settings.talon_right, settings.mark_last_move) == (True, False, True)
    assert settings.language == "de"
    monkeypatch.setenv("LANGUAGE", "en_US")
    assert Settings.defaults().language == "en"


def test_no_file_means_defaults_silently(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    assert load_settings(data_dir) == Settings.defaults()
    assert data_dir.take_notices() == []


def test_every_option_is_remembered(tmp_path: Path) -> None:
    changed = Settings(
        only_solvable=False, auto_play=False, animation_speed="off", sound=False, fullscreen=True,
        language="de", four_colour=True, large_cards=True, show_winnability=True,
        show_clock=False, talon_right=True, mark_last_move=False,
    )
    assert save_settings(DataDir(tmp_path), changed)
    assert load_settings(DataDir(tmp_path)) == changed
    for speed in ("fast", "normal"):
        save_settings(DataDir(tmp_path), changed.with_changes(animation_speed=speed, language="en"))
        assert load_settings(DataDir(tmp_path)).animation_speed == speed


def test_the_three_comfort_options_survive_the_file_each_way(tmp_path: Path) -> None:
    """Clock, left-handed talon and the last move's mark: each value written is the value read,
    and the file says it under the option's own key."""
    for show_clock, talon_right, mark in ((False, True, False), (True, False, True), (False, False, True)):
        chosen = Settings().with_changes(show_clock=show_clock, talon_right=talon_right, mark_last_move=mark)
        assert save_settings(DataDir(tmp_path), chosen)
        written = json.loads((tmp_path / SETTINGS_FILE).read_text())
        assert (written["show_clock"], written["talon_right"], written["mark_last_move"]) == (show_clock, talon_right, mark)
        assert load_settings(DataDir(tmp_path)) == chosen
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "show_clock": "off", "talon_right": true}')
    data_dir = DataDir(tmp_path)
    loaded = load_settings(data_dir)
    assert (loaded.show_clock, loaded.talon_right) == (True, True), "a bad value costs that one option only"
    assert data_dir.take_notices() != []


def test_with_changes_refuses_what_the_file_would_refuse() -> None:
    settings = Settings()
    assert settings.with_changes(sound=False).sound is False
    for bad in ({"sound": "no"}, {"language": "xx"}, {"animation_speed": "slow"}, {"volume": 3}):
        with pytest.raises(ValueError):
            settings.with_changes(**bad)


def test_file_from_an_older_version_keeps_what_it_has(tmp_path: Path) -> None:
    """A field the old file does not know takes its default without alarming the player."""
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false, "language": "de", "future_option": 3}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert settings.sound is False and settings.language == "de" and settings.only_solvable is True
    assert data_dir.take_notices() == []
    assert (tmp_path / SETTINGS_FILE).exists()


def test_a_language_without_a_catalogue_gives_the_systems_quietly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player whose language's catalogue is gone (removed since) plays in the system's language;
    the file is not damaged, so nothing is set aside and the other options stay."""
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false, "language": "it"}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert settings.language == "fr" and settings.sound is False
    assert data_dir.take_notices() == []
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_FILE]


def test_a_language_that_is_no_text_is_damage(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false, "language": 7}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert settings.sound is False and settings.language in ("de", "en", "fr")
    assert [n.file for n in data_dir.take_notices()] == [SETTINGS_FILE]


def test_the_looks_are_remembered_and_an_unknown_one_is_the_default(tmp_path: Path) -> None:
    chosen = Settings(felt="burgundy", card_back="green")
    assert save_settings(DataDir(tmp_path), chosen)
    assert load_settings(DataDir(tmp_path)) == chosen
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false, "felt": "purple", "card_back": "tiger"}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert (settings.felt, settings.card_back, settings.sound) == (Settings().felt, Settings().card_back, False)
    assert data_dir.take_notices() == []        # a look from a newer version: the file is not damaged


def test_a_look_that_is_no_name_is_damage(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false, "felt": 7, "card_back": null}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert (settings.felt, settings.card_back, settings.sound) == (Settings().felt, Settings().card_back, False)
    assert [n.file for n in data_dir.take_notices()] == [SETTINGS_FILE]
    with pytest.raises(ValueError):
        settings.with_changes(felt="purple")


@pytest.mark.parametrize(
    ("environ", "preferred", "expected"),
    [
        ({}, ("fr_CA",), "fr"),                                  # a Finder start: no LANG, the system's list
        ({}, ("it_IT", "pt", "de_AT", "fr"), "de"),              # the first offered language wins
        ({}, ("it", "es"), "en"),                                # none offered: English, not the locale
        ({"LANG": "C.UTF-8"}, ("fr",), "fr"),                    # "no language chosen" in the terminal
        ({"LANG": "de_DE.UTF-8"}, ("fr",), "de"),                # a terminal player's LANG still wins
        ({"LANGUAGE": "it:fr", "LANG": "en_US"}, ("de",), "fr"),  # … and LANGUAGE's first offered one
        ({"LC_ALL": "en_GB.UTF-8"}, ("de",), "en"),
        ({}, ("zh-Hant-TW", "fr-FR"), "fr"),                     # the system's own spellings
    ],
)
def test_the_systems_list_of_languages_when_the_environment_names_none(
        environ: dict, preferred: tuple[str, ...], expected: str) -> None:
    assert system_language(environ, "de_DE", preferred) == expected


def test_a_new_player_without_lang_gets_the_first_language_of_the_systems_list(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr("locale.getlocale", lambda *args: ("en_US", "UTF-8"))
    data_dir = DataDir(tmp_path)
    assert load_settings(data_dir, ("it_IT", "fr_BE", "de")).language == "fr"
    assert load_settings(data_dir).language == "en", "no list: the process locale"
    save_settings(data_dir, Settings(language="de"))
    assert load_settings(data_dir, ("fr",)).language == "de", "the player's own choice stays"
