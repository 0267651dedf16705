"""Catalogue lines and the daily deal's pinned rule (docs/daily.md).

The vectors below are a promise to every player: a date names the same daily deal on every
machine and in every later version. A change that breaks them breaks that promise.
"""

from __future__ import annotations

import datetime
import hashlib
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from game.content import (
    CatalogueEntry,
    Grade,
    NoDailyDeal,
    daily_key,
    daily_number,
    daily_pool,
    format_entry,
    parse_catalogue,
)
from game.engine import CLASSIC, RELAXED

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"

# date → (classic number, relaxed number), from the shipped catalogues.
# The pools' sizes when the rule was pinned (a catalogue change inside the ranges moves every day).
DAILY_POOL_SIZE = {"classic": 1355, "relaxed": 2586}
DAILY_VECTORS = {
    "2025-01-01": (7403, 2544),
    "2025-06-15": (2390, 1670),
    "2026-02-28": (5726, 2225),
    "2026-12-31": (1863, 1236),
    "2028-02-29": (308, 1893),
    "2030-07-04": (6004, 2252),
}


def _shipped(variant: str) -> list[CatalogueEntry]:
    return parse_catalogue((DEALS / f"{variant}.txt").read_text(encoding="utf-8"))


# --- catalogue lines ---------------------------------------------------------------------------


def test_lines_with_and_without_grade():
    text = "2 153 easy\n7 161\n10 200 hard\n12 186 medium\n"
    assert parse_catalogue(text) == [
        CatalogueEntry(2, 153, Grade.EASY),
        CatalogueEntry(7, 161, None),
        CatalogueEntry(10, 200, Grade.HARD),
        CatalogueEntry(12, 186, Grade.MEDIUM),
    ]


def test_comments_blank_and_bad_lines_are_skipped():
    text = "# a comment\n\n  \nabc 12\n0 100\n-5 100\n13 195 # inline note\nms99 12\n14\n15 x easy\n16 170 grim\n"
    assert parse_catalogue(text) == [
        CatalogueEntry(13, 195, None),
        CatalogueEntry(14, None, None),
        CatalogueEntry(15, None, Grade.EASY),
        CatalogueEntry(16, 170, None),
    ]


def test_a_grade_prints_as_its_file_token():
    assert [str(g) for g in Grade] == ["easy", "medium", "hard"]
    assert f"{Grade.HARD}" == "hard"


@given(st.lists(st.builds(
    CatalogueEntry,
    st.integers(1, 10**20),
    st.integers(0, 999),
    st.one_of(st.none(), st.sampled_from(list(Grade))),
)))
def test_format_entry_reads_back(entries):
    text = "".join(format_entry(e) + "\n" for e in entries)
    assert parse_catalogue(text) == entries


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_shipped_catalogue_parses_line_for_line(variant):
    lines = (DEALS / f"{variant}.txt").read_text(encoding="utf-8").splitlines()
    entries = _shipped(variant)
    assert len(entries) == len(lines)
    assert all(e.par is not None for e in entries)


# --- the daily deal ----------------------------------------------------------------------------


@pytest.mark.parametrize("date", sorted(DAILY_VECTORS))
def test_daily_vectors(date):
    day = datetime.date.fromisoformat(date)
    classic, relaxed = DAILY_VECTORS[date]
    assert daily_number(day, "classic", _shipped("classic")) == classic
    assert daily_number(day, "relaxed", _shipped("relaxed")) == relaxed


def test_daily_key_is_sha256_of_the_pinned_text():
    """Step 2 of the rule, by hand: nothing but the standard SHA-256 of a fixed ASCII text."""
    digest = hashlib.sha256(b"vierzig-raeuber daily 2025-01-01 classic").hexdigest()
    assert digest.startswith("987e55c399c8f8d1")
    assert daily_key(datetime.date(2025, 1, 1), "classic") == 0x987E55C399C8F8D1
    pool = daily_pool("classic", _shipped("classic"))
    assert pool[0x987E55C399C8F8D1 % len(pool)] == DAILY_VECTORS["2025-01-01"][0]


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_daily_pool_is_the_pinned_one(variant):
    """The pool's range was scanned in full when the rule was pinned: a catalogue change that
    adds or drops numbers inside it would move every daily deal, so it must fail here."""
    assert len(daily_pool(variant, _shipped(variant))) == DAILY_POOL_SIZE[variant]


@given(st.dates(), st.lists(st.integers(1, 10**9), max_size=20))
def test_growing_the_catalogue_beyond_the_range_changes_no_day(day, extra):
    entries = _shipped("relaxed")
    grown = entries + [CatalogueEntry(RELAXED.daily_range + n, 200, Grade.HARD) for n in extra]
    assert daily_number(day, "relaxed", grown) == daily_number(day, "relaxed", entries)


@given(st.dates())
def test_grades_order_and_repeats_do_not_matter(day):
    entries = [CatalogueEntry(n, 100, None) for n in (50, 7, 300, 7, 12)]
    shuffled = [CatalogueEntry(n, 90, Grade.EASY) for n in (12, 300, 7, 50)]
    assert daily_number(day, "classic", entries) == daily_number(day, "classic", shuffled)
    assert daily_number(day, "classic", entries) in {7, 12, 50, 300}


def test_a_datetime_is_its_date():
    moment = datetime.datetime(2026, 2, 28, 23, 59, 59)
    entries = _shipped("classic")
    assert daily_number(moment, "classic", entries) == DAILY_VECTORS["2026-02-28"][0]


def test_consecutive_days_spread_over_the_pool():
    entries = _shipped("classic")
    start = datetime.date(2025, 1, 1)
    numbers = [daily_number(start + datetime.timedelta(days=i), "classic", entries) for i in range(365)]
    assert len(set(numbers)) > 300  # a year of days, mostly different deals


def test_no_pool_is_a_clear_error():
    with pytest.raises(NoDailyDeal):
        daily_number(datetime.date(2025, 1, 1), "classic", [])
    with pytest.raises(NoDailyDeal):
        daily_number(datetime.date(2025, 1, 1), "classic", [CatalogueEntry(CLASSIC.daily_range + 1, 100, None)])
    with pytest.raises(NoDailyDeal):
        daily_number(datetime.date(2025, 1, 1), "spider", _shipped("classic"))
