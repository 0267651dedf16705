"""What the help says about the game is what the game shows (the help sent the
player to "Only solvable games" in the menu — the option is "Only solvable deals", in the
options — and said the "needs …" message appears at the bottom, where it stands only in some
window shapes). Every phrase the help quotes is a text the game shows, in every language."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from game.i18n import LANGUAGES
from game.i18n.catalogues import locale_dir
from game.i18n.help_text import help_sections

QUOTES = {"de": r"„([^“]+)“", "en": r"“([^”]+)”", "fr": r"«\s([^»]+?)\s»"}
TERMS = {"lösbar", "solvable", "résoluble", "ms"}      # words the help explains, not controls it names
WHERE = {"de": ("unten", "oben"), "en": ("bottom", "top left"), "fr": ("le bas du", "en haut")}


def _shown(language: str) -> list[str]:
    """Every text the game shows in ``language`` (the help's own paragraphs aside)."""
    with (locale_dir() / language / "LC_MESSAGES" / "vierzig.po").open("rb") as file:
        catalogue = read_po(file)
    texts = []
    for message in catalogue:
        ident = message.id[0] if isinstance(message.id, tuple) else message.id
        if ident and not ident.startswith("help."):
            texts.extend(message.string if isinstance(message.string, tuple) else (message.string,))
    return texts


def _matches(quote: str, shown: list[str]) -> bool:
    for text in shown:
        pattern = re.escape(text)
        pattern = re.sub(r"\\\{\w+\\\}", ".+", pattern)
        if re.fullmatch(pattern, quote, flags=re.IGNORECASE) or re.fullmatch(pattern, quote[:1].lower() + quote[1:]):
            return True
    return False


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code in QUOTES])
def test_every_phrase_the_help_quotes_is_one_the_game_shows(language):
    shown = _shown(language)
    wrong = []
    for section in help_sections(language):
        for paragraph in section.paragraphs:
            for quote in re.findall(QUOTES[language], f"{paragraph.text} {paragraph.heading or ''}"):
                if quote not in TERMS and not _matches(quote, shown):
                    wrong.append(f"{section.key}: {quote!r}")
    assert wrong == []


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code in WHERE])
def test_the_help_does_not_place_the_message_line(language):
    """Where the table's words stand depends on the window's shape (docs/table-layout.md): the
    help names the line, never a corner of the screen."""
    move = next(p.text for s in help_sections(language) if s.key == "how_to_play" for p in s.paragraphs
                if "4♠" in p.text)
    assert not any(re.search(rf"\b{word}\b", move) for word in WHERE[language]), move
