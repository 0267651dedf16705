"""The game history and the CSV export, as the statistics and history screens read them."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.content import Grade
from game.engine import CLASSIC, RELAXED
from game.storage.aids import Aid, aids_of
from game.storage.csv_export import HISTORY_COLUMNS, HISTORY_CSV, STATISTICS_COLUMNS, STATISTICS_CSV, export_csv
from game.storage.ended import ended_game
from game.storage.files import CORRUPT, DataDir
from game.storage.history import HISTORY_FILE, KEEP_DAILY, RECENT, History, ended_to_json
from game.storage.stats import Statistics
from tests.harness.games import count_game


def _game(i: int, won: bool = True, aids: tuple[Aid, ...] = (), daily: str | None = None):
    return ended_game(CLASSIC if i % 2 else RELAXED, str(1000 + i), won, 100 + i, 60.0 + i, aids, daily,
                       par=90, when=f"2025-03-{1 + i % 28:02d}T12:{i % 60:02d}:00")


def test_games_come_back_newest_first_with_everything_the_screens_show(tmp_path: Path) -> None:
    history = History.load(DataDir(tmp_path))
    history.add(_game(1, won=True))
    history.add(_game(2, won=True, aids=(Aid.UNDO, Aid.WINNABILITY)))
    history.add(_game(3, won=False, daily="2025-02-28"))
    loaded = History.load(DataDir(tmp_path))
    newest, middle, oldest = loaded.recent()
    assert (newest.number, newest.won, newest.is_daily, newest.daily) == ("1003", False, True, "2025-02-28")
    assert (middle.clean, middle.aids) == (False, (Aid.UNDO, Aid.WINNABILITY))
    assert oldest.clean and (oldest.variant, oldest.moves, oldest.seconds, oldest.par) == (CLASSIC, 101, 61.0, 90)
    assert oldest.ended.year == 2025
    assert [g.number for g in loaded.recent(2)] == ["1003", "1002"]
    assert loaded.daily_games() == [newest]


def test_the_last_hundred_games_are_kept_and_every_daily_deal_beyond_them(tmp_path: Path) -> None:
    history = History(DataDir(tmp_path))
    for i in range(RECENT + 50):
        history.add(_game(i, daily="2025-01-01" if i in (3, 40, 120) else None))
    loaded = History.load(DataDir(tmp_path))
    assert len(loaded.recent()) == RECENT
    assert loaded.recent()[-1].number == str(1000 + 50), "the oldest listed game is the 100th from the end"
    assert [g.number for g in loaded.daily_games()] == ["1003", "1040", "1120"]
    assert len(loaded.games) == RECENT + 2
    assert KEEP_DAILY >= 2 * 366, "at least two years of daily deals in both variants"


def test_a_reset_keeps_only_the_daily_deals(tmp_path: Path) -> None:
    history = History(DataDir(tmp_path))
    for i in range(5):
        history.add(_game(i, daily="2025-01-02" if i == 2 else None))
    history.clear()
    assert [g.number for g in History.load(DataDir(tmp_path)).games] == ["1002"]


def test_the_open_game_keeps_its_help_through_a_restart_of_the_program(tmp_path: Path) -> None:
    history = History(DataDir(tmp_path))
    history.begin(CLASSIC, "77", (Aid.WINNABILITY,), daily="2025-05-05")
    loaded = History.load(DataDir(tmp_path))
    open_game = loaded.open_game
    assert open_game is not None and (open_game.variant, open_game.number) == (CLASSIC, "77")
    assert open_game.aids == (Aid.WINNABILITY,) and open_game.daily == "2025-05-05"
    loaded.add(_game(1))
    assert History.load(DataDir(tmp_path)).open_game is None, "a counted game is no longer open"


def test_damaged_entries_cost_only_themselves(tmp_path: Path) -> None:
    good = ended_to_json(_game(1))
    bad = [
        {**good, "moves": -1}, {**good, "when": "yesterday"}, {**good, "number": "0"}, {**good, "variant": "spider"},
        {**good, "aids": ["magic"]}, {**good, "won": "yes"}, {**good, "daily": "2025-13-01"}, {**good, "extra": 1},
        {**good, "seconds": -3}, {**good, "seconds": "1e400"}, [1, 2], {**good, "number": 12},
    ]
    text = json.dumps({"version": 1, "games": [good, *bad, good]}).replace('"1e400"', "1e400")  # inf once read
    (tmp_path / HISTORY_FILE).write_text(text)
    data_dir = DataDir(tmp_path)
    history = History.load(data_dir)
    assert len(history.games) == 2
    notices = data_dir.take_notices()
    assert [(n.problem, n.file) for n in notices] == [(CORRUPT, HISTORY_FILE)]
    assert (tmp_path / notices[0].kept_as).read_text() == text, "the damaged file is kept byte for byte"
    assert len(History.load(DataDir(tmp_path)).games) == 2, "the valid part is written back at once"


@settings(max_examples=60, deadline=None)
@given(moves=st.integers(-10, 10**9), seconds=st.floats(allow_nan=True, allow_infinity=True),
       undos=st.integers(0, 5), hints=st.integers(0, 5), winnability=st.booleans())
def test_any_finished_game_is_stored_in_a_form_the_file_reads_back(
        tmp_path_factory: pytest.TempPathFactory, moves: int, seconds: float, undos: int, hints: int,
        winnability: bool) -> None:
    folder = tmp_path_factory.mktemp("history")
    aids = aids_of(undos, hints, {Aid.WINNABILITY} if winnability else set())
    game = ended_game(CLASSIC, "ms123", True, moves, seconds, aids)
    history = History(DataDir(folder))
    history.add(game)
    data_dir = DataDir(folder)
    assert History.load(data_dir).games == [game]
    assert data_dir.take_notices() == []
    assert game.clean == (undos == hints == 0 and not winnability)


def _read_csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def test_statistics_and_history_export_as_csv_in_the_data_folder(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    stats = Statistics(data_dir)
    history = History(data_dir)
    count_game(stats, CLASSIC, 12345, won=True, moves=150, seconds=300.0, clean=True, grade=Grade.EASY)
    count_game(stats, CLASSIC, 9, won=False, moves=30, seconds=50.0, grade=Grade.HARD)
    history.add(ended_game(CLASSIC, "12345", True, 150, 300.0, (), par=120, when="2025-03-01T10:00:00"))
    history.add(ended_game(CLASSIC, "9", False, 30, 50.0, (Aid.HINT,), daily="2025-03-01", when="2025-03-01T11:00:00"))
    result = export_csv(data_dir, stats, history, lambda variant, number: Grade.EASY if number == "12345" else None)
    assert result.ok and result.paths == (tmp_path / STATISTICS_CSV, tmp_path / HISTORY_CSV)
    rows = _read_csv(tmp_path / STATISTICS_CSV)
    assert tuple(rows[0]) == STATISTICS_COLUMNS
    classic = next(r for r in rows if r["variant"] == "classic" and not r["grade"])
    assert (classic["played"], classic["won"], classic["won_clean"], classic["win_rate"]) == ("2", "1", "1", "0.500")
    assert (classic["best_seconds_clean"], classic["fewest_moves_clean"], classic["fewest_moves_assisted"]) == \
        ("300.0", "150", "")
    assert {(r["grade"], r["played"], r["won"]) for r in rows if r["grade"]} == {("easy", "1", "1"), ("hard", "1", "0")}
    games = _read_csv(tmp_path / HISTORY_CSV)
    assert tuple(games[0]) == HISTORY_COLUMNS
    assert [(g["number"], g["grade"], g["result"], g["clean"], g["aids"], g["daily"], g["par"]) for g in games] == [
        ("12345", "easy", "won", "yes", "", "", "120"), ("9", "", "lost", "no", "hint", "2025-03-01", "")]


def test_an_export_that_cannot_be_written_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    data_dir = DataDir(blocker / "data")           # a folder inside a file: every write fails
    result = export_csv(data_dir, Statistics(data_dir), History(data_dir), lambda v, n: None)
    assert not result.ok and result.error and result.paths == ()
    second_copy = DataDir(tmp_path)
    second_copy.never_write()
    refused = export_csv(second_copy, Statistics(second_copy), History(second_copy), lambda v, n: None)
    assert not refused.ok and not (tmp_path / STATISTICS_CSV).exists()
