"""Counts meet nouns in each language's plural forms, and dates and numbers come from Babel's
locale data: what the player reads, one language at a time."""

from __future__ import annotations

import datetime

import pytest

from game import i18n
from game.engine import Card
from game.engine.needs import Blocker, Need
from game.i18n import formats, moves_text, phrases, tr, trn


@pytest.fixture
def speak():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


@pytest.mark.parametrize(("language", "counts"), [
    ("de", {0: "0 Züge", 1: "1 Zug", 2: "2 Züge"}),
    ("en", {0: "0 moves", 1: "1 move", 2: "2 moves"}),
    ("fr", {0: "0 coup", 1: "1 coup", 2: "2 coups"}),    # French: zero takes the singular
])
def test_moves_take_the_plural_form_of_the_language(speak, language, counts) -> None:
    speak(language)
    assert {n: moves_text(n) for n in counts} == counts


@pytest.mark.parametrize(("language", "one", "many"), [
    ("de", "Verlauf · das letzte Spiel", "Verlauf · die letzten 7 Spiele"),
    ("en", "History · the last game", "History · the last 7 games"),
    ("fr", "Historique (1 partie)", "Historique (7 parties)"),
])
def test_the_history_of_one_game_is_no_longer_the_last_1_games(speak, language, one, many) -> None:
    speak(language)
    assert (trn("history.title", 1), trn("history.title", 7)) == (one, many)
    assert tr("history.title", n=1) == one, "tr(key, n=…) keeps working for a plural message"


def test_every_count_with_a_noun_agrees(speak) -> None:
    one_card = Need(Card(8, 3), 2, Blocker.TOO_MANY, Card(9, 3), False, 1)
    onto = Need(Card(4, 3), 2, Blocker.NO_PLACE, Card(5, 3), False, 1)
    speak("de")
    assert phrases.refusal_text(one_card) == "Nur 1 Karte auf einmal: erst eine Spalte freimachen"
    assert phrases.refusal_text(onto) == "4♠ braucht 5♠ (höchstens 1 Karte auf einmal)"
    assert (trn("selection", 1), trn("daily.days", 1), trn("daily.days", 9)) == ("1 Karte", "1 Tag", "9 Tage")
    speak("en")
    assert phrases.refusal_text(one_card) == "Only 1 card at once: free a column first"
    assert trn("stats.chart_title", 1) == "The last game: moves against par"
    speak("fr")
    assert phrases.refusal_text(onto) == "4♠ doit aller sur 5♠ (au plus 1 carte à la fois)"
    assert (trn("selection", 3), trn("daily.days", 0)) == ("3 cartes", "0 jour")


def test_the_one_form_ids_still_answer(speak) -> None:
    """``tr("count.move")``, ``tr("selection_one")``, ``tr("daily.day")``: the one-form of each plural."""
    speak("de")
    assert (tr("count.move"), tr("selection_one"), tr("daily.day")) == ("1 Zug", "1 Karte", "1 Tag")
    speak("fr")
    assert (tr("count.move"), tr("selection_one"), tr("daily.day")) == ("1 coup", "1 carte", "1 jour")


@pytest.mark.parametrize(("language", "date", "title", "monday", "number", "when"), [
    ("de", "14.3.2025", "März 2025", "Mo", "123.456", "01.04.2025 09:07"),
    ("en", "14 Mar 2025", "March 2025", "Mo", "123,456", "2025-04-01 09:07"),
    ("fr", "14 mars 2025", "Mars 2025", "lun.", "123\u202f456", "01/04/25 09:07"),
])
def test_dates_and_numbers_follow_the_language(speak, language, date, title, monday, number, when) -> None:
    speak(language)
    assert formats.date_text(datetime.date(2025, 3, 14)) == date
    assert formats.month_title(2025, 3) == title
    assert formats.weekday_name(0) == monday and len({formats.weekday_name(i) for i in range(7)}) == 7
    assert formats.number_text(123456) == number
    assert formats.date_time_text(datetime.datetime(2025, 4, 1, 9, 7)) == when


def test_each_language_names_itself() -> None:
    assert [i18n.language_name(code) for code in ("de", "en", "fr")] == ["Deutsch", "English", "Français"]
    assert i18n.language_name("xx") == "xx"


def test_an_unknown_language_is_refused_and_nothing_is_missing() -> None:
    with pytest.raises(ValueError, match="de, en, fr"):
        i18n.set_language("xx")
    assert i18n.language() in i18n.LANGUAGES
