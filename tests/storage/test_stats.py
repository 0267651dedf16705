"""Statistics and records as the statistics screen and the summary show them."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import Grade
from game.engine import CLASSIC, RELAXED, GameNumberError
from game.storage.files import DataDir
from game.storage.stats import STATISTICS_VERSION, RecordOutcome, Statistics, VariantStats
from tests.harness.games import count_game


def _fresh(tmp_path: Path) -> Statistics:
    return Statistics.load(DataDir(tmp_path))


def test_a_won_game(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    count_game(stats, CLASSIC, 12345, won=True, moves=160, seconds=421.37)
    row = stats.variant_stats(CLASSIC)
    assert (row.played, row.won, row.current_streak, row.longest_streak) == (1, 1, 1, 1)
    assert row.best_seconds == 421.3 and row.fewest_moves == 160 and row.win_rate == 1.0   # a tenth, rounded down
    assert stats.variant_stats(RELAXED) == VariantStats(), "variants are counted apart"


def test_streaks_and_win_rate(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    for won in (True, True, True, False, True):
        count_game(stats, RELAXED, 7, won=won, moves=100, seconds=60)
    row = stats.variant_stats(RELAXED)
    assert (row.played, row.won, row.lost) == (5, 4, 1)
    assert (row.current_streak, row.longest_streak) == (1, 3)
    assert row.win_rate == pytest.approx(0.8)
    assert VariantStats().win_rate == 0.0


def test_best_time_and_fewest_moves_come_from_wins_only(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    count_game(stats, CLASSIC, 1, won=False, moves=5, seconds=3)
    assert stats.variant_stats(CLASSIC).fewest_moves is None
    count_game(stats, CLASSIC, 2, won=True, moves=200, seconds=300)
    count_game(stats, CLASSIC, 3, won=True, moves=150, seconds=500)
    row = stats.variant_stats(CLASSIC)
    assert (row.best_seconds, row.fewest_moves) == (300.0, 150)


def test_records_per_game_number_and_variant(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    assert count_game(stats, CLASSIC, 99, won=True, moves=180, seconds=1) == RecordOutcome(False, None, first_win=True)
    assert count_game(stats, CLASSIC, "99", won=True, moves=170, seconds=1) == RecordOutcome(True, 180)
    assert count_game(stats, CLASSIC, 99, won=True, moves=175, seconds=1) == RecordOutcome(False, 170)
    assert count_game(stats, CLASSIC, 99, won=False, moves=20, seconds=1) == RecordOutcome(False, 170)
    assert stats.best_moves(CLASSIC, 99) == 170
    assert stats.best_moves(RELAXED, 99) is None, "a record on Klassisch is no record on Locker"
    # "ms99" is the same deal as 99 (the engine shows it as "99"), so it is the same record.
    assert count_game(stats, CLASSIC, "ms99", won=True, moves=160, seconds=1) == RecordOutcome(True, 170)
    count_game(stats, RELAXED, "ms123456", won=True, moves=90, seconds=1)
    reloaded = _fresh(tmp_path)
    assert reloaded.best_moves(CLASSIC, 99) == 160
    assert reloaded.best_moves(RELAXED, "ms123456") == 90
    assert reloaded.best_moves(RELAXED, 123456) is None, "ms123456 and 123456 are different deals"
    assert reloaded.variant_stats(CLASSIC) == stats.variant_stats(CLASSIC)


def test_a_bad_number_is_a_programming_error(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    with pytest.raises(GameNumberError):
        count_game(stats, CLASSIC, "0", won=True, moves=1, seconds=1)
    assert stats.variant_stats(CLASSIC).played == 0


def test_reset_one_variant_or_all_and_records_only_when_asked(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    count_game(stats, CLASSIC, 5, won=True, moves=150, seconds=100)
    count_game(stats, RELAXED, 5, won=True, moves=120, seconds=100)
    assert stats.reset(CLASSIC)
    reloaded = _fresh(tmp_path)
    assert reloaded.variant_stats(CLASSIC) == VariantStats()
    assert reloaded.variant_stats(RELAXED).won == 1
    assert reloaded.best_moves(CLASSIC, 5) == 150, "records survive a statistics reset"
    reloaded.reset(records=True)
    again = _fresh(tmp_path)
    assert again.variant_stats(RELAXED) == VariantStats() and again.best_moves(RELAXED, 5) is None


def test_a_broken_clock_never_breaks_the_statistics(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    for seconds in (float("inf"), float("nan"), -5.0):
        count_game(stats, CLASSIC, 3, won=True, moves=100, seconds=seconds)
    assert _fresh(tmp_path).variant_stats(CLASSIC).won == 3


# --- clean wins and the migration from version 1 ---------------------------------------------

# Byte for byte what the game wrote before clean wins existed (statistics and records version 1),
# produced by the code of commit a5e534d.
V1_STATISTICS = (
    b'{"variants":{"classic":{"best_seconds":421.4,"current_streak":3,"fewest_moves":150,"longest_streak":3,'
    b'"played":6,"won":5},"relaxed":{"best_seconds":null,"current_streak":0,"fewest_moves":null,'
    b'"longest_streak":0,"played":1,"won":0}},"version":1}\n'
)
V1_RECORDS = b'{"records":{"classic":{"12345":150,"ms123456":170},"relaxed":{}},"version":1}\n'


def test_version_1_files_load_unchanged_and_their_wins_count_as_assisted(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_bytes(V1_STATISTICS)
    (tmp_path / "records.json").write_bytes(V1_RECORDS)
    data_dir = DataDir(tmp_path)
    stats = Statistics.load(data_dir)
    assert data_dir.take_notices() == [], "an older file is not damage"
    assert stats.variant_stats(CLASSIC) == VariantStats(
        played=6, won=5, current_streak=3, longest_streak=3, best_seconds=421.4, fewest_moves=150,
        clean_won=0, clean_best_seconds=None, clean_fewest_moves=None)
    assert stats.variant_stats(RELAXED) == VariantStats(played=1)
    assert stats.best_moves(CLASSIC, 12345) == 150 and stats.best_moves(CLASSIC, "ms123456") == 170
    assert stats.best_moves(CLASSIC, 12345, clean=True) is None, "nobody proved those wins were clean"
    assert stats.won_numbers(CLASSIC) == {"12345", "ms123456"}
    assert (tmp_path / "statistics.json").read_bytes() == V1_STATISTICS, "loading never rewrites a good file"
    # The next game writes the current version with everything the player had.
    count_game(stats, CLASSIC, 7, won=True, moves=140, seconds=400, clean=True)
    again = Statistics.load(DataDir(tmp_path))
    row = again.variant_stats(CLASSIC)
    assert (row.played, row.won, row.clean_won, row.current_streak, row.longest_streak) == (7, 6, 1, 4, 4)
    assert (row.best_seconds, row.fewest_moves, row.clean_best_seconds, row.clean_fewest_moves) == (421.4, 150, 400.0, 140)
    assert again.best_moves(CLASSIC, 12345) == 150 and again.best_moves(CLASSIC, 7, clean=True) == 140
    assert b'"version":%d' % STATISTICS_VERSION in (tmp_path / "statistics.json").read_bytes()


def test_clean_and_assisted_wins_keep_their_own_bests_and_records(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    assert count_game(stats, CLASSIC, 5, won=True, moves=150, seconds=300, clean=True) == \
        RecordOutcome(False, None, first_win=True, clean=True)
    # A shorter win with help sets the assisted record only: help never beats a clean record.
    assert count_game(stats, CLASSIC, 5, won=True, moves=120, seconds=200) == \
        RecordOutcome(False, None, first_win=True, clean=False)
    assert count_game(stats, CLASSIC, 5, won=True, moves=140, seconds=310, clean=True) == \
        RecordOutcome(True, 150, clean=True)
    assert count_game(stats, CLASSIC, 5, won=True, moves=130, seconds=250) == RecordOutcome(False, 120)
    row = stats.variant_stats(CLASSIC)
    assert (row.won, row.clean_won) == (4, 2)
    assert (row.clean_best_seconds, row.clean_fewest_moves) == (300.0, 140)
    assert (row.best_seconds, row.fewest_moves) == (200.0, 120)
    assert (stats.best_moves(CLASSIC, 5, clean=True), stats.best_moves(CLASSIC, 5, clean=False)) == (140, 120)
    assert stats.best_moves(CLASSIC, 5) == 120, "any win: the fewest moves of all"
    # A loss is never clean, whatever the caller says, and breaks the streak as before.
    count_game(stats, CLASSIC, 6, won=False, moves=10, seconds=5, clean=True)
    assert _fresh(tmp_path).variant_stats(CLASSIC) == VariantStats(5, 4, 0, 4, 200.0, 120, 2, 300.0, 140)


def test_win_rates_per_grade(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    for won, grade in [(True, Grade.EASY), (True, Grade.EASY), (False, Grade.EASY), (False, Grade.HARD), (True, None)]:
        count_game(stats, RELAXED, 9, won=won, moves=100, seconds=60, grade=grade)
    reloaded = _fresh(tmp_path)
    easy = reloaded.grade_stats(RELAXED, Grade.EASY)
    assert (easy.played, easy.won) == (3, 2) and easy.win_rate == pytest.approx(2 / 3)
    assert reloaded.grade_stats(RELAXED, Grade.HARD).win_rate == 0.0
    assert reloaded.grade_stats(RELAXED, Grade.MEDIUM).played == 0
    assert reloaded.grade_stats(CLASSIC, Grade.EASY).played == 0, "grades are counted per variant"
    reloaded.reset()
    assert _fresh(tmp_path).grade_stats(RELAXED, Grade.EASY).played == 0


def test_a_shown_solution_stays_with_the_deal(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    stats.note_solution_shown(CLASSIC, "ms123456")
    assert stats.solution_shown(CLASSIC, "ms123456") and not stats.solution_shown(CLASSIC, 123456)
    assert not stats.solution_shown(RELAXED, "ms123456")
    stats.reset(records=True)
    assert _fresh(tmp_path).solution_shown(CLASSIC, "ms123456"), "a reset is no licence to call it clean"
