"""`EndedGame`: one value for an ended game, from the table to the statistics, the history, the
summary and the CSV — and the finishing journal that wraps it still reads what it wrote before."""

from __future__ import annotations

import datetime
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.content import Grade
from game.engine import CLASSIC, RELAXED
from game.storage.aids import AIDS, Aid, aids_of
from game.storage.csv_export import history_rows
from game.storage.daily import DAILY_FILE, DailyRecord, DayResult
from game.storage.ended import EndedGame, ended_game
from game.storage.files import DataDir
from game.storage.history import History
from game.storage.ledger import JOURNAL_FILE, FinishEntry, Ledger
from game.storage.stats import Statistics

# A journal as the game wrote it before the ended game was one type (version 2, with a serial).
OLD_JOURNAL = {
    "version": 2, "game": "5e1f0c9a2b7d4e38",
    "played": {"when": "2026-11-30T21:14:05", "number": "123", "variant": "classic", "won": True, "moves": 151,
               "seconds": 402.3, "aids": ["hint", "winnability"], "daily": "2026-11-30", "par": 120},
    "grade": "easy", "serial": 7, "day": {"date": "2026-11-30", "result": "won"}}


def _ledger(folder: Path) -> tuple[Ledger, Statistics, History, DailyRecord]:
    data_dir = DataDir(folder)
    stats, history, dailies = Statistics.load(data_dir), History.load(data_dir), DailyRecord.load(data_dir)
    return Ledger(data_dir, stats, history, dailies), stats, history, dailies


games = st.builds(
    lambda variant, number, won, moves, seconds, undos, hints, extra, daily: ended_game(
        variant, number, won, moves, seconds, aids_of(undos, hints, set(extra)), daily, undos=undos, hints=hints),
    st.sampled_from([CLASSIC, RELAXED]), st.integers(1, 10**6).map(str), st.booleans(), st.integers(1, 500),
    st.floats(0, 10_000), st.integers(0, 3), st.integers(0, 3), st.sets(st.sampled_from(AIDS[2:])),
    st.none() | st.just("2026-12-01"))


@settings(max_examples=40, deadline=None)
@given(games)
def test_every_store_takes_the_one_ended_game_as_it_is(game: EndedGame) -> None:
    with tempfile.TemporaryDirectory() as folder:
        ledger, stats, history, _ = _ledger(Path(folder))
        outcome = ledger.count(FinishEntry("0123456789abcdef", game))
        reloaded = History.load(DataDir(Path(folder))).games
        row = stats.variant_stats(game.variant)
        assert (row.played, row.won, row.clean_won) == (1, int(game.won), int(game.clean))
        assert outcome.clean == game.clean
        assert history.games == [game]          # the very value, help and counters included
        # The file keeps every field but the counters (their help is in the aids).
        assert reloaded == [EndedGame(game.variant, game.number, game.won, game.moves, game.seconds, game.aids,
                                      game.daily, game.par, game.when)]
        (csv_row,) = history_rows(history, lambda variant, number: None)
    assert csv_row[:3] == [game.when, game.number, game.variant.name]
    assert csv_row[5:7] == ["won" if game.won else "lost", "yes" if game.clean else "no"]
    assert csv_row[7] == " ".join(aid.value for aid in game.aids)


def test_a_journal_written_before_is_applied_to_every_store(tmp_path: Path) -> None:
    (tmp_path / JOURNAL_FILE).write_text(json.dumps(OLD_JOURNAL), encoding="utf-8")
    ledger, stats, history, dailies = _ledger(tmp_path)
    ledger.recover()
    assert not (tmp_path / JOURNAL_FILE).exists()
    row = stats.variant_stats(CLASSIC)
    assert (row.played, row.won, row.clean_won) == (1, 1, 0)      # a hint and the indicator: assisted
    assert stats.grade_stats(CLASSIC, Grade.EASY).won == 1
    assert stats.best_moves(CLASSIC, "123", clean=False) == 151
    (game,) = History.load(DataDir(tmp_path)).games
    assert history.games == [game]
    assert (game.number, game.moves, game.seconds, game.aids, game.daily, game.par, game.when) == \
        ("123", 151, 402.3, (Aid.HINT, Aid.WINNABILITY), "2026-11-30", 120, "2026-11-30T21:14:05")
    assert DailyRecord.load(DataDir(tmp_path)).result(CLASSIC, datetime.date(2026, 11, 30)) == DayResult.WON
    assert (tmp_path / DAILY_FILE).exists() and dailies.result(CLASSIC, datetime.date(2026, 11, 30)) == DayResult.WON


def test_the_journal_holds_the_game_as_it_held_it_before() -> None:
    finish = FinishEntry.from_json(OLD_JOURNAL)
    assert finish.to_json() == OLD_JOURNAL


def test_an_imported_board_is_described_but_never_counted(tmp_path: Path) -> None:
    board = ended_game(CLASSIC, None, True, 80, 100.0, undos=0, hints=0)
    assert board.clean and board.number is None
    with pytest.raises(ValueError, match="without a number"):
        Statistics.load(DataDir(tmp_path)).count(board)
    with pytest.raises(ValueError, match="without a number"):
        History.load(DataDir(tmp_path)).count(board)
