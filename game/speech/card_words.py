"""Cards and piles as a voice says them: "Pik Drei", "three of spades", "trois de pique".

The screen shows a card as its corner does (``3♠``, `game.i18n.phrases.card_name`); a screen
reader would read the symbol as "black spade suit", or not at all. Here every card and pile
has its spoken words from the catalogues, and `spoken_text` turns the corner form inside a
sentence the table wrote for the eye (a refusal, a hint's reason) into those words.
"""

from __future__ import annotations

import re

from game.engine import FOUNDATION, RANKS, WASTE, Card
from game.i18n import N_, tr
from game.i18n.phrases import SUIT_SYMBOLS

RANK_IDS = (N_("speech.rank.ace"), N_("speech.rank.2"), N_("speech.rank.3"), N_("speech.rank.4"),
            N_("speech.rank.5"), N_("speech.rank.6"), N_("speech.rank.7"), N_("speech.rank.8"),
            N_("speech.rank.9"), N_("speech.rank.10"), N_("speech.rank.jack"), N_("speech.rank.queen"),
            N_("speech.rank.king"))
RANK_PLURAL_IDS = (N_("speech.ranks.ace"), N_("speech.ranks.2"), N_("speech.ranks.3"), N_("speech.ranks.4"),
                   N_("speech.ranks.5"), N_("speech.ranks.6"), N_("speech.ranks.7"), N_("speech.ranks.8"),
                   N_("speech.ranks.9"), N_("speech.ranks.10"), N_("speech.ranks.jack"), N_("speech.ranks.queen"),
                   N_("speech.ranks.king"))
SUIT_IDS = (N_("speech.suit.clubs"), N_("speech.suit.diamonds"), N_("speech.suit.hearts"), N_("speech.suit.spades"))
SUIT_PLURAL_IDS = (N_("speech.suits.clubs"), N_("speech.suits.diamonds"), N_("speech.suits.hearts"),
                   N_("speech.suits.spades"))
# A card as `phrases.card_name` writes it: rank (10 as "10"), then the suit's symbol.
_CORNER = re.compile("(10|[" + RANKS.replace("T", "") + "])([" + SUIT_SYMBOLS + "])")
_ROW = re.compile(f"{_CORNER.pattern}(?:[ \u00a0]+{_CORNER.pattern})+")   # cards side by side, as a row


def card_words(card: Card) -> str:
    """One card, spoken: "Pik Drei" / "three of spades" / "trois de pique"."""
    return tr("speech.card", rank=tr(RANK_IDS[card.rank - 1]), suit=tr(SUIT_IDS[card.suit]))


def both_words(card: Card) -> str:
    """Both copies of one card: "beide Pik Asse" / "both aces of spades" / "les deux as de pique"."""
    return tr("speech.both", ranks=tr(RANK_PLURAL_IDS[card.rank - 1]), suit=tr(SUIT_IDS[card.suit]))


def cards_words(cards: list[Card] | tuple[Card, ...]) -> str:
    """Several cards, in the order given, separated as the language lists them."""
    return tr("speech.list_separator").join(card_words(card) for card in cards)


def run_words(cards: list[Card] | tuple[Card, ...]) -> str:
    """A run as a player names it: one card, or "Pik Fünf bis Pik Drei" (bottom to top)."""
    if len(cards) == 1:
        return card_words(cards[0])
    return tr("speech.run", first=card_words(cards[0]), last=card_words(cards[-1]))


def suit_words(suit: int) -> str:
    """A foundation's suit as a noun of several cards ("Pik", "spades", "pique")."""
    return tr(SUIT_PLURAL_IDS[suit])


def source_words(source: int) -> str:
    """Where a run comes from: "Spalte 4", "Abwurfstapel" (the engine's WASTE)."""
    return tr("speech.pile.waste") if source == WASTE else tr("speech.pile.column", n=source + 1)


def from_words(source: int) -> str:
    """"von Spalte 4", "vom Abwurfstapel": where a move or a lifted run comes from."""
    return tr("speech.from.waste") if source == WASTE else tr("speech.from.column", n=source + 1)


def target_words(target: int) -> str:
    """Where a run goes: "Spalte 4", "Ablage" (the engine's FOUNDATION, the same number as WASTE)."""
    return tr("speech.pile.foundation") if target == FOUNDATION else tr("speech.pile.column", n=target + 1)


def spoken_text(text: str) -> str:
    """``text`` with every card written in its corner form (``10♦``) in spoken words; cards the eye
    reads as a row ("2♦ 3♦ 4♦") are separated as the language lists them, so a screen reader
    pauses between them."""
    def spell(match: re.Match[str]) -> str:
        rank = "T" if match.group(1) == "10" else match.group(1)
        return card_words(Card(RANKS.index(rank) + 1, SUIT_SYMBOLS.index(match.group(2))))

    def spell_row(match: re.Match[str]) -> str:
        return tr("speech.list_separator").join(spell(card) for card in _CORNER.finditer(match.group(0)))

    def spell_both(match: re.Match[str]) -> str:   # "beide A♠": both copies, said in the plural
        rank = "T" if match.group(1) == "10" else match.group(1)
        return both_words(Card(RANKS.index(rank) + 1, SUIT_SYMBOLS.index(match.group(2))))
    marker = re.escape(tr("speech.both_before"))   # the word before a card meaning both its copies
    both = re.compile(rf"(?<!\w){marker}[ \u00a0]+{_CORNER.pattern}")
    return _CORNER.sub(spell, _ROW.sub(spell_row, both.sub(spell_both, text)))
