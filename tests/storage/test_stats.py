"""Statistics and records as the statistics screen and the summary show them."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import GameNumberError
from game.storage.files import DataDir
from game.storage.stats import RecordOutcome, Statistics, VariantStats


def _fresh(tmp_path: Path) -> Statistics:
    return Statistics.load(DataDir(tmp_path))


def test_a_won_game(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    stats.record_result("classic", 12345, won=True, moves=160, seconds=421.37)
    row = stats.variant_stats("classic")
    assert (row.played, row.won, row.current_streak, row.longest_streak) == (1, 1, 1, 1)
    assert row.best_seconds == 421.4 and row.fewest_moves == 160 and row.win_rate == 1.0
    assert stats.variant_stats("relaxed") == VariantStats(), "variants are counted apart"


def test_streaks_and_win_rate(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    for won in (True, True, True, False, True):
        stats.record_result("relaxed", 7, won=won, moves=100, seconds=60)
    row = stats.variant_stats("relaxed")
    assert (row.played, row.won, row.lost) == (5, 4, 1)
    assert (row.current_streak, row.longest_streak) == (1, 3)
    assert row.win_rate == pytest.approx(0.8)
    assert VariantStats().win_rate == 0.0


def test_best_time_and_fewest_moves_come_from_wins_only(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    stats.record_result("classic", 1, won=False, moves=5, seconds=3)
    assert stats.variant_stats("classic").fewest_moves is None
    stats.record_result("classic", 2, won=True, moves=200, seconds=300)
    stats.record_result("classic", 3, won=True, moves=150, seconds=500)
    row = stats.variant_stats("classic")
    assert (row.best_seconds, row.fewest_moves) == (300.0, 150)


def test_records_per_game_number_and_variant(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    assert stats.record_result("classic", 99, won=True, moves=180, seconds=1) == RecordOutcome(False, None, first_win=True)
    assert stats.record_result("classic", "99", won=True, moves=170, seconds=1) == RecordOutcome(True, 180)
    assert stats.record_result("classic", 99, won=True, moves=175, seconds=1) == RecordOutcome(False, 170)
    assert stats.record_result("classic", 99, won=False, moves=20, seconds=1) == RecordOutcome(False, 170)
    assert stats.best_moves("classic", 99) == 170
    assert stats.best_moves("relaxed", 99) is None, "a record on Klassisch is no record on Locker"
    # "ms99" is the same deal as 99 (the engine shows it as "99"), so it is the same record.
    assert stats.record_result("classic", "ms99", won=True, moves=160, seconds=1) == RecordOutcome(True, 170)
    stats.record_result("relaxed", "ms123456", won=True, moves=90, seconds=1)
    reloaded = _fresh(tmp_path)
    assert reloaded.best_moves("classic", 99) == 160
    assert reloaded.best_moves("relaxed", "ms123456") == 90
    assert reloaded.best_moves("relaxed", 123456) is None, "ms123456 and 123456 are different deals"
    assert reloaded.variant_stats("classic") == stats.variant_stats("classic")


def test_bad_arguments_are_programming_errors(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    with pytest.raises(ValueError):
        stats.record_result("spider", 1, won=True, moves=1, seconds=1)
    with pytest.raises(GameNumberError):
        stats.record_result("classic", "0", won=True, moves=1, seconds=1)
    assert stats.variant_stats("classic").played == 0


def test_reset_one_variant_or_all_and_records_only_when_asked(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    stats.record_result("classic", 5, won=True, moves=150, seconds=100)
    stats.record_result("relaxed", 5, won=True, moves=120, seconds=100)
    assert stats.reset("classic")
    reloaded = _fresh(tmp_path)
    assert reloaded.variant_stats("classic") == VariantStats()
    assert reloaded.variant_stats("relaxed").won == 1
    assert reloaded.best_moves("classic", 5) == 150, "records survive a statistics reset"
    reloaded.reset(records=True)
    again = _fresh(tmp_path)
    assert again.variant_stats("relaxed") == VariantStats() and again.best_moves("relaxed", 5) is None


def test_a_broken_clock_never_breaks_the_statistics(tmp_path: Path) -> None:
    stats = _fresh(tmp_path)
    for seconds in (float("inf"), float("nan"), -5.0):
        stats.record_result("classic", 3, won=True, moves=100, seconds=seconds)
    assert _fresh(tmp_path).variant_stats("classic").won == 3
