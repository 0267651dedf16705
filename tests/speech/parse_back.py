"""What was said, read back into cards and counts: an ear that knows card names and nothing else.

The names come from `tests.speech.by_ear.NAMES`, written apart from the catalogues, so a sentence
that names a wrong suit, a wrong order or a wrong count parses back into a table that differs from
the engine's. Nothing here knows how the game builds a sentence beyond "cards are named, counts are
digits".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from game.engine import Card
from tests.speech.by_ear import NAMES, card_name

_NUMBER = re.compile(r"\d+")


# Both copies of a card said at once ("both aces of spades"): the test's own plural ranks.
PLURAL_RANKS = {
    "de": ["Asse", "Zweien", "Dreien", "Vieren", "Fünfen", "Sechsen", "Siebenen", "Achten", "Neunen", "Zehnen",
           "Buben", "Damen", "Könige"],
    "en": ["aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
           "queens", "kings"],
    "fr": ["as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valets", "dames", "rois"],
}
BOTH = {"de": "beide {suit} {ranks}", "en": "both {ranks} of {suit}", "fr": "les deux {ranks} de {suit}"}


@cache
def _card_pattern(language: str) -> tuple[re.Pattern[str], dict[str, list[Card]]]:
    by_name = {card_name(language, Card(rank, suit)).lower(): [Card(rank, suit)]
               for rank in range(1, 14) for suit in range(4)}
    suits = NAMES[language]["suits"]
    by_name.update({BOTH[language].format(ranks=PLURAL_RANKS[language][rank - 1], suit=suits[suit]).lower():
                    [Card(rank, suit)] * 2 for rank in range(1, 14) for suit in range(4)})
    names = sorted(by_name, key=len, reverse=True)       # "dix de cœur" before any shorter name inside it
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(name) for name in names) + r")(?!\w)", re.IGNORECASE)
    return pattern, by_name


def cards_in(language: str, sentence: str) -> list[Card]:
    """Every card named in ``sentence``, in the order said ("both aces of spades": two)."""
    pattern, by_name = _card_pattern(language)
    return [card for match in pattern.finditer(sentence) for card in by_name[match.group(1).lower()]]


def numbers_in(sentence: str) -> list[int]:
    """Every number said in digits, in order."""
    return [int(text) for text in _NUMBER.findall(sentence)]


@dataclass(frozen=True)
class HeardFoundations:
    tops: list[Card]      # in the order said
    empty: int


def heard_foundations(language: str, sentence: str) -> HeardFoundations:
    """The foundations' sentence: the tops named, then how many are empty (all 8 when none is named
    and no count is said)."""
    tops = cards_in(language, sentence)
    numbers = numbers_in(sentence)
    if not tops:
        return HeardFoundations([], numbers[-1] if numbers else 8)
    return HeardFoundations(tops, numbers[-1] if numbers else 0)


def heard_column(language: str, sentence: str) -> tuple[int, list[Card]]:
    """A column read in full: its number (from 1) and its cards in the order said."""
    return numbers_in(sentence)[0], cards_in(language, sentence)
