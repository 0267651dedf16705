"""A new player's language from the system's list of languages (SDL's), when nothing in the
environment names one: what a game started from macOS's Finder or Windows's Start menu meets."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import locales
from game.app.config import AppConfig
from game.app.game_app import build_app
from game.storage.settings import SETTINGS_FILE


@pytest.fixture
def no_language_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr("locale.getlocale", lambda *args: ("en_US", "UTF-8"))   # the process locale says English
    return monkeypatch


def _sdl_offers(monkeypatch: pytest.MonkeyPatch, entries: list[dict]) -> None:
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: entries)


def test_sdls_list_becomes_locale_names_best_first(monkeypatch: pytest.MonkeyPatch) -> None:
    _sdl_offers(monkeypatch, [{"language": "fr", "country": "CA"}, {"language": "en", "country": None},
                              {"language": "", "country": "US"}])
    assert locales.preferred_locales() == ("fr_CA", "en")
    _sdl_offers(monkeypatch, [])
    assert locales.preferred_locales() == ()


def test_an_sdl_that_cannot_tell_gives_an_empty_list(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuses() -> list:
        raise pygame.error("not supported")

    monkeypatch.setattr(pygame.system, "get_pref_locales", refuses)
    assert locales.preferred_locales() == ()


def test_a_french_player_started_from_the_desktop_gets_french(
        tmp_path: Path, no_language_in_the_environment: pytest.MonkeyPatch) -> None:
    _sdl_offers(no_language_in_the_environment, [{"language": "it", "country": "IT"},
                                                 {"language": "fr", "country": "FR"}, {"language": "en", "country": None}])
    app = build_app(AppConfig(data_dir=tmp_path, game_number="5"), headless=True)
    try:
        assert app.settings.language == "fr" and i18n.language() == "fr"
        assert i18n.tr("menu.continue") == i18n.tr_for("fr", "menu.continue") != i18n.tr_for("en", "menu.continue")
    finally:
        app.router.close()
    assert json.loads((tmp_path / SETTINGS_FILE).read_text())["language"] == "fr", "the first start writes it down"


def test_a_terminal_players_lang_still_wins_over_the_systems_list(
        tmp_path: Path, no_language_in_the_environment: pytest.MonkeyPatch) -> None:
    no_language_in_the_environment.setenv("LANG", "de_DE.UTF-8")
    _sdl_offers(no_language_in_the_environment, [{"language": "fr", "country": "FR"}])
    app = build_app(AppConfig(data_dir=tmp_path, game_number="5"), headless=True)
    try:
        assert app.settings.language == "de"
    finally:
        app.router.close()
