"""The speech's sentences (B18) in German, English and French: cards, piles, runs, moves and the
lifted run's limit and targets, with their plural forms — made from positions written as text."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine import FOUNDATION, WASTE, Card, Move, Position
from game.speech.card_words import card_words, spoken_text
from game.speech.table_queries import full_column_words, full_waste_words
from game.speech.table_words import column_words, foundation_words, lifted_words, move_words, talon_words
from game.table.values import Selection

C = Card.parse


def position() -> Position:
    """Column 1: ♦9 ♠5 ♠4 ♠3 (a run of three); column 2: ♥6; column 3 empty; the rest a card each."""
    columns = [[C("9D"), C("5S"), C("4S"), C("3S")], [C("6H")], []] + [[C("KC")] for _ in range(7)]
    return Position("classic", columns, foundations=[1, 0, 0, 0, 0, 0, 0, 2], talon=[C("7H"), C("8H")],
                    waste=[C("2C"), C("QD")])


@pytest.fixture(params=["de", "en", "fr"])
def language(request):
    i18n.set_language(request.param)
    return request.param


EXPECTED = {
    "de": {"card": "Pik Drei", "redeal": "Neu ausgeteilt: 2 Karten zurück auf den Talon.", "finish": "Alles abgelegt.", "ten": "Karo Zehn", "column": "Spalte 1: oben Pik Drei, 4 Karten. Hebt Pik Fünf bis Pik Drei. Max. 2 Karten auf einmal.",
           "one": "Spalte 2: oben Herz Sechs, 1 Karte.", "empty": "Spalte 3 ist leer.",
           "move": "Pik Fünf bis Pik Drei von Spalte 1 auf Herz Sechs in Spalte 2.",
           "up": "Karo Dame vom Abwurfstapel auf die Ablage.", "empty_move": "Pik Drei von Spalte 1 in die freie Spalte 3.",
           "turn": "Umgedreht: Herz Acht.", "talon": "Talon: 2 Karten verdeckt.",
           "limit": "Max. 2 Karten auf einmal.", "targets": "Ziele: Spalte 3 (am besten), Ablage.",
           "foundations": "Ablage: Kreuz Ass, Pik Zwei, 6 noch leer.",
           "full": "Spalte 1, 4 Karten. Spielbar: Pik Drei. Darunter: Pik Vier, Pik Fünf, Karo Neun.",
           "waste": "Abwurfstapel, 2 Karten. Spielbar: Karo Dame. Darunter: Kreuz Zwei.",
           "spoken": "Herz Zehn"},
    "en": {"card": "three of spades", "redeal": "Redealt: 2 cards back onto the talon.", "finish": "All cards up.", "ten": "ten of diamonds",
           "column": "column 1: three of spades on top, 4 cards. Lifts five of spades to three of spades. At most 2 cards at once.",
           "one": "column 2: six of hearts on top, 1 card.", "empty": "column 3 is empty.",
           "move": "five of spades to three of spades from column 1 onto six of hearts in column 2.",
           "up": "queen of diamonds from the waste to the foundations.",
           "empty_move": "three of spades from column 1 to the empty column 3.",
           "turn": "Turned: eight of hearts.", "talon": "Talon: 2 cards face down.",
           "limit": "At most 2 cards at once.", "targets": "Targets: column 3 (best), the foundations.",
           "foundations": "Foundations: ace of clubs, two of spades, 6 still empty.",
           "full": "column 1, 4 cards. Playable: three of spades. Under it: four of spades, five of spades, nine of diamonds.",
           "waste": "Waste, 2 cards. Playable: queen of diamonds. Under it: two of clubs.",
           "spoken": "ten of hearts"},
    "fr": {"card": "trois de pique", "redeal": "Redistribué\u00a0: 2 cartes de retour au talon.", "finish": "Toutes les cartes posées.", "ten": "dix de carreau",
           "column": "colonne 1\u00a0: trois de pique dessus, 4 cartes. Soulève cinq de pique à trois de pique. 2 cartes au plus à la fois.",
           "one": "colonne 2\u00a0: six de cœur dessus, 1 carte.", "empty": "colonne 3 est vide.",
           "move": "cinq de pique à trois de pique depuis la colonne 1 sur six de cœur en colonne 2.",
           "up": "dame de carreau depuis la défausse sur les fondations.",
           "empty_move": "trois de pique depuis la colonne 1 vers la colonne 3 vide.",
           "turn": "Retournée\u00a0: huit de cœur.", "talon": "Talon\u00a0: 2 cartes face cachée.",
           "limit": "2 cartes au plus à la fois.", "targets": "Cibles\u00a0: colonne 3 (la meilleure), les fondations.",
           "foundations": "Fondations\u00a0: as de trèfle, deux de pique, 6 encore vides.",
           "full": "colonne 1, 4 cartes. Jouable\u00a0: trois de pique. En dessous\u00a0: quatre de pique, cinq de pique, neuf de carreau.",
           "waste": "Défausse, 2 cartes. Jouable\u00a0: dame de carreau. En dessous\u00a0: deux de trèfle.",
           "spoken": "dix de cœur"},
}


def test_cards_are_named_in_words(language):
    assert card_words(C("3S")) == EXPECTED[language]["card"]
    assert card_words(C("TD")) == EXPECTED[language]["ten"]


def test_a_column_says_its_top_its_count_and_the_run_that_would_lift(language):
    p = position()
    assert column_words(p, 0) == EXPECTED[language]["column"]
    assert column_words(p, 1) == EXPECTED[language]["one"]      # the singular form
    assert column_words(p, 2) == EXPECTED[language]["empty"]
    assert full_column_words(p, 0) == EXPECTED[language]["full"]


def test_moves_name_their_cards_source_and_target(language):
    p = position()
    expected = EXPECTED[language]
    assert move_words(Move.play(0, 1, 3), p) == expected["move"]    # a run moved as one move
    assert move_words(Move.play(WASTE, FOUNDATION), p) == expected["up"]
    assert move_words(Move.play(0, 2, 1), p) == expected["empty_move"]
    assert move_words(Move.turn(), p) == expected["turn"]           # the talon's top is the last card
    assert expected["redeal"] == move_words(Move.redeal(), p)       # the waste's count goes back
    assert move_words(Move.finish(), p) == expected["finish"]


def test_a_lifted_run_says_its_limit_and_its_targets_best_first(language):
    words = lifted_words(Selection(0, 3, (FOUNDATION, 2), best=2, limit=2), position())
    assert EXPECTED[language]["limit"] in words
    assert EXPECTED[language]["targets"].split(".")[0] in words
    assert EXPECTED[language]["card"] in words
    shorter = lifted_words(Selection(0, 2, (2,), best=2, limit=2), position())
    assert EXPECTED[language]["limit"] not in shorter               # no limit to tell when the run fits it


def test_the_foundations_the_waste_and_the_talon(language):
    p = position()
    assert foundation_words(p) == EXPECTED[language]["foundations"]
    assert full_waste_words(p) == EXPECTED[language]["waste"]
    assert talon_words(p) == EXPECTED[language]["talon"]


def test_cards_written_for_the_eye_are_spoken(language):
    from game.engine.needs import move_needs
    from game.i18n.phrases import refusal_text
    p = Position("classic", [[C("TH"), C("2C")]] + [[C("KC")] for _ in range(9)])
    need = move_needs(p, 0, 0)
    assert need is not None
    text = refusal_text(need)
    assert "♥" in text
    spoken = spoken_text(text)
    assert "♥" not in spoken and EXPECTED[language]["spoken"] in spoken
