"""Every pile the speech reads, parsed back, is the engine's pile (B18): the whole table (R), a
column in full (Shift+1…0), the waste in full (Shift+W) and the foundations, in German, English and
French, for positions reached by random play of real deals in both variants.

The ear (`tests.speech.parse_back`) knows only the cards' names; the truth is the engine's
`Position`. The default run takes a sample; ``-m slow`` reads thousands of positions.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import i18n
from game.engine import CLASSIC, FOUNDATION, RELAXED, Card, MoveKind, Position, deal, foundation_suit, legal_moves
from game.engine.rules import apply_move
from game.speech.table_queries import full_column_words, full_waste_words, table_words
from game.speech.table_words import foundation_words
from tests.speech.by_ear import NAMES, card_name as said_name
from tests.speech.parse_back import BOTH, PLURAL_RANKS, cards_in, heard_column, heard_foundations, numbers_in

LANGUAGES = ("de", "en", "fr")
PLAYABLE = {"de": "Spielbar: ", "en": "Playable: ", "fr": "Jouable\u00a0: "}   # the playable card is named as such


def played_forward(number: int, relaxed: bool, steps: int, seed: int) -> Position:
    """A real deal played ``steps`` random legal moves on; moves to the foundations are preferred,
    so the foundations fill in every order the game allows."""
    position = deal(number, RELAXED if relaxed else CLASSIC)
    chooser = random.Random(seed)
    for _ in range(steps):
        moves = legal_moves(position)
        if not moves:
            break
        up = [move for move in moves if move.kind == MoveKind.PLAY and move.dst == FOUNDATION]
        move = chooser.choice(up) if up and chooser.random() < 0.8 else chooser.choice(moves)
        apply_move(position, move)
    return position


positions = st.builds(played_forward, number=st.integers(1, 32000), relaxed=st.booleans(),
                      steps=st.integers(0, 160), seed=st.integers(0, 2**32 - 1))


def engine_tops(position: Position) -> list[Card]:
    """The engine's foundations: each top rank with its foundation's suit, in foundation order."""
    return [Card(rank, foundation_suit(index)) for index, rank in enumerate(position.foundations) if rank]


def check_heard(position: Position, language: str) -> None:
    i18n.set_language(language)
    heard = heard_foundations(language, foundation_words(position))
    assert heard.tops == engine_tops(position)
    assert heard.empty == position.foundations.count(0)

    for column in range(len(position.columns)):
        number, cards = heard_column(language, full_column_words(position, column))
        assert number == column + 1
        assert cards == position.columns[column][::-1]                      # the playable card first
        if cards:
            said = full_column_words(position, column)
            assert said.index(PLAYABLE[language]) < said.index(said_name(language, cards[0]))

    waste = full_waste_words(position)
    assert list(reversed(cards_in(language, waste))) == position.waste     # the top card is said first
    assert (numbers_in(waste) or [0])[0] == len(position.waste)

    whole = table_words(position)                  # R: foundations, each column, the waste's top, the talon
    assert heard_foundations(language, whole[0]).tops == engine_tops(position)
    for column in range(len(position.columns)):
        assert heard_column(language, whole[1 + column]) == (column + 1, position.columns[column][::-1])
    assert cards_in(language, whole[-2]) == position.waste[-1:]
    assert (numbers_in(whole[-2]) or [0])[0] == len(position.waste)
    assert (numbers_in(whole[-1]) or [0])[0] == len(position.talon)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions)
def test_what_is_read_parses_back_into_the_engines_position(language, position):
    check_heard(position, language)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions)
def test_thousands_of_positions_parse_back(language, position):
    check_heard(position, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_foundations_name_each_suit_as_the_engine_has_it(language):
    """Ace of spades, ace of clubs, the second ace of spades and the ace of diamonds went up (the
    order a player met them): R names exactly those four and four empty, in every language."""
    position = deal(5976, CLASSIC)
    for card in (Card.parse("AS"), Card.parse("AC"), Card.parse("AS"), Card.parse("AD")):
        position.foundations[position.foundation_for(card)] = card.rank
    i18n.set_language(language)
    said = table_words(position)
    heard = heard_foundations(language, said[0])
    assert sorted(heard.tops) == sorted([Card.parse(text) for text in ("AS", "AC", "AS", "AD")])
    assert heard.empty == 4
    assert BOTH[language].format(ranks=PLURAL_RANKS[language][0], suit=NAMES[language]["suits"][3]) in said[0]
