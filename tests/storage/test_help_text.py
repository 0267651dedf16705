"""Help content: every language complete and parallel, the seed's tips and Q&As, the FAQ the issue asks for."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES
from game.i18n.help_text import SECTION_KEYS, help_sections, tips

# The seed's five tips (R19), word for word in their essential part.
SEED_TIPS = (
    "Leere Spalten sind Gold wert – räum früh eine frei und schieb damit lange Folgen",
    "spiel also erst den Tisch aus, bevor du eine Karte umdrehst",
    "bei doppelten Karten die verschieben, hinter der mehr frei wird",
    "eine 3 wird vielleicht noch gebraucht, um eine 2 aufzunehmen",
    "Zug zurück“ ist unbegrenzt",
)

SEED_QUESTIONS = (
    "Wie wird bei Vierzig Räuber ausgeteilt?",
    "Wie bewege ich bei Vierzig Räuber die Karten?",
    "Wie funktioniert der Talon bei Vierzig Räuber?",
    "Wann ist eine Partie Vierzig Räuber gewonnen?",
)


def _section(language: str, key: str):
    return next(s for s in help_sections(language) if s.key == key)


def test_every_language_has_the_same_sections_and_its_own_paragraphs() -> None:
    assert {"de", "en", "fr"} <= set(LANGUAGES)
    english = help_sections("en")
    for language in LANGUAGES:
        sections = help_sections(language)
        assert tuple(s.key for s in sections) == SECTION_KEYS
        for section, reference in zip(sections, english, strict=True):
            assert len(section.paragraphs) == len(reference.paragraphs), section.key
            for paragraph, in_english in zip(section.paragraphs, reference.paragraphs, strict=True):
                assert (paragraph.heading is None) == (in_english.heading is None)
                assert paragraph.text.strip()
                if language != "en":
                    assert paragraph.text != in_english.text, f"{language}: untranslated in {section.key}"
    assert [s.title for s in help_sections("de")] == ["So wird gespielt", "Regeln", "Varianten", "Tipps", "Häufige Fragen"]
    assert [s.title for s in help_sections("fr")] == ["Comment jouer", "Règles", "Variantes", "Conseils",
                                                      "Questions fréquentes"]


def test_the_five_tips_of_the_seed() -> None:
    german = tips("de")
    assert len(german) == 5 and len(tips("en")) == 5 and len(tips("fr")) == 5
    for tip, phrase in zip(german, SEED_TIPS, strict=True):
        assert phrase.lower() in tip.lower()


def test_so_wird_gespielt_has_the_four_questions_of_the_seed() -> None:
    assert tuple(p.heading for p in _section("de", "how_to_play").paragraphs) == SEED_QUESTIONS
    assert all(p.heading and p.heading.endswith("?") for p in _section("en", "how_to_play").paragraphs)


def test_variants_are_klassisch_and_locker() -> None:
    headings = [p.heading for p in _section("de", "variants").paragraphs]
    assert headings[:2] == ["Klassisch", "Locker"]
    assert [p.heading for p in _section("en", "variants").paragraphs][:2] == ["Classic", "Relaxed"]
    assert [p.heading for p in _section("fr", "variants").paragraphs][:2] == ["Classique", "Souple"]


@pytest.mark.parametrize(
    ("language", "must_answer"),
    [
        ("de", ("lösbar", "lösbares Spiel trotzdem verlieren", "Spielnummer", "Max. N auf einmal")),
        ("en", ("solvable", "lose a solvable game", "game number", "Max. N at once")),
        ("fr", ("résoluble", "perdre une partie résoluble", "numéro de partie", "Max. N à la fois")),
    ],
)
def test_faq_answers_what_players_ask(language: str, must_answer: tuple[str, ...]) -> None:
    faq = _section(language, "faq").paragraphs
    questions = [p.heading or "" for p in faq]
    for topic in must_answer:
        assert any(topic in q for q in questions), f"no FAQ entry about {topic!r}"
    number_answer = next(p.text for p in faq if must_answer[2] in (p.heading or ""))
    assert "PySolFC" in number_answer, "the game number's PySolFC compatibility is what makes sharing work"


def test_no_web_page_wording_and_english_falls_back() -> None:
    every_text = " ".join(p.text for s in help_sections("de") for p in s.paragraphs)
    assert "diese Seite" not in every_text
    assert help_sections("xx") == help_sections("en")
