"""Game numbers deal exactly what PySolFC deals (docs/deals.md), pinned by the reference vectors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.engine import GameNumberError, deal, deal_order, parse_game_number
from game.engine.gamenumber import _Lcg, _Mersenne, shuffled_deck

# PySolFC's own deals for a set of game numbers (docs/deals.md explains where they come from).
VECTORS = Path(__file__).with_name("pysolfc-vectors.json")


def _vectors() -> list[dict]:
    return json.loads(VECTORS.read_text())


@pytest.mark.parametrize("vector", _vectors(), ids=lambda v: str(v["game"]))
def test_reference_vector(vector: dict) -> None:
    columns, talon = deal_order(vector["game"])
    assert [[str(c) for c in col] for col in columns] == vector["columns"]
    assert [str(c) for c in talon] == vector["talon"]


def test_vectors_are_all_there() -> None:
    assert len(_vectors()) == 12


def test_game_1_worked_example() -> None:
    s = " ".join(str(c) for c in shuffled_deck(parse_game_number(1)))
    assert s.startswith("AC 6S 5S 4C 2D 3H 5D KH 2C 3D")
    assert s.endswith("JC 5H 3D")
    columns, talon = deal_order(1)
    assert [str(c) for c in columns[0]] == ["3D", "AS", "KD", "7D"]
    assert [str(c) for c in talon[:4]] == ["3S", "9C", "7D", "4S"]


def test_lcg_check_values() -> None:
    lcg = _Lcg(1)
    assert [lcg.randint(32767) for _ in range(5)] == [41, 18467, 6334, 26500, 19169]


def test_mersenne_check_values() -> None:
    r = random.Random(32000)
    assert [r.getrandbits(32) for _ in range(4)] == [1598467916, 3084624151, 3613492840, 144024671]
    mt = _Mersenne(32000)
    assert [mt.random() for _ in range(3)] == [0.3721723162993418, 0.8413318621630471, 0.475447755632031]


def test_shuffle_draws() -> None:
    lcg = _Lcg(1)
    assert [lcg.randint(i) for i in (103, 102, 101, 100, 99, 98)] == [41, 30, 10, 38, 69, 82]
    mt = _Mersenne(32000)
    assert [mt.randint(i) for i in (103, 102, 101, 100, 99, 98)] == [38, 86, 48, 96, 93, 60]


def test_our_table_starts_with_empty_waste_and_64_talon_cards() -> None:
    p = deal(1)
    assert p.waste == [] and len(p.talon) == 64
    assert str(p.talon[-1]) == "3S"  # the next card to turn is PySolFC's first waste card
    assert p.card_count() == 104
    p.check()


@pytest.mark.parametrize(
    "text, seed, lcg",
    [
        ("12345", 12345, True),
        ("#12,345", 12345, True),
        ("-40000", 40000, False),
        (" 1 2 3 ", 123, True),
        ("31999", 31999, True),
        ("32000", 32000, False),
        ("ms123", 123, True),
        ("ms32000", 32000, True),
        ("ms8589934591", 8589934591, True),
        ("123L", 123, True),
        ("99999999999999999999", 99999999999999999999, False),
    ],
)
def test_parse_game_number(text: str, seed: int, lcg: bool) -> None:
    number = parse_game_number(text)
    assert number.seed == seed and number.uses_lcg == lcg


def test_ms_prefix_below_32000_is_the_same_deal() -> None:
    assert deal("ms617") == deal(617)
    assert deal("ms32000") != deal(32000)


@pytest.mark.parametrize(
    "text, reason",
    [("", "digits"), ("0", "zero"), ("abc", "digits"), ("ms0", "ms"), ("ms8589934592", "ms"), ("12a", "digits"),
     ("½", "digits"), ("١٢٣", "digits"), ("9" * 41, "too_long"), ("   ", "digits"), ("#-0", "zero")],
)
def test_bad_game_numbers_are_refused_with_a_message(text: str, reason: str) -> None:
    with pytest.raises(GameNumberError) as err:
        parse_game_number(text)
    assert "Invalid game number" in str(err.value)
    assert err.value.reason == reason


@pytest.mark.parametrize("text", ["-5", " -12", "--5", "-#5"])
def test_a_leading_minus_is_refused_where_asked_and_a_separator_elsewhere(text: str) -> None:
    """Typed into the game-number dialog, "-5" is refused (it must be 1 or more)
    rather than dealing game 5 without a word; inside a number "-" stays a separator."""
    with pytest.raises(GameNumberError) as err:
        parse_game_number(text, minus_refused=True)
    assert err.value.reason == "zero"
    assert parse_game_number(text).seed == int(text.strip("- #"))
    assert parse_game_number("12-345", minus_refused=True).seed == 12345
