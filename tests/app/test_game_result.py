"""`GameResult`: the statistics, the history and the summary describe one ended game alike."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import CLASSIC, RELAXED
from game.storage.clean import AIDS, aids_of
from game.storage.files import DataDir
from game.storage.result import NO_NUMBER, GameResult
from game.storage.stats import Statistics

results = st.builds(
    lambda variant, number, won, moves, seconds, undos, hints, extra, daily: GameResult(
        variant, number, won, moves, seconds, undos, hints, aids_of(undos, hints, set(extra)), daily),
    st.sampled_from([CLASSIC, RELAXED]), st.integers(1, 10**6).map(str), st.booleans(), st.integers(1, 500),
    st.floats(0, 10_000), st.integers(0, 3), st.integers(0, 3), st.sets(st.sampled_from(AIDS[2:])),
    st.none() | st.just("2026-12-01"))


@settings(max_examples=60, deadline=None)
@given(results)
def test_the_three_views_of_a_game_agree(result: GameResult) -> None:
    with tempfile.TemporaryDirectory() as folder:
        stats = Statistics.load(DataDir(Path(folder)))
        outcome = result.record(stats)
        played = result.played()
        summary = result.summary(outcome, stats.best_moves(result.variant, result.number))
    row = stats.variant_stats(result.variant)
    assert (row.played, row.won) == (1, int(result.won))
    assert (played.number, played.variant, played.won, played.moves, played.aids, played.daily) == \
        (result.number, result.variant, result.won, result.moves, result.aids, result.daily)
    assert played.to_json()["variant"] == result.variant.name   # the file keeps the name
    assert (summary.number, summary.variant, summary.won, summary.moves, summary.daily) == \
        (result.number, result.variant, result.won, result.moves, result.daily)
    assert summary.clean == result.clean   # the summary counts its help its own way (counters + the rest)
    assert outcome.clean == result.clean


def test_an_imported_board_is_described_but_never_counted(tmp_path: Path) -> None:
    result = GameResult(CLASSIC, None, True, 80, 100.0, 0, 0)
    assert result.summary(None, None).number == NO_NUMBER
    with pytest.raises(ValueError, match="without a number"):
        result.record(Statistics.load(DataDir(tmp_path)))
    with pytest.raises(ValueError, match="without a number"):
        result.played()
