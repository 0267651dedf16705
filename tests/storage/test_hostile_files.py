"""Hostile data files: what an unlucky or malicious user can put in the data folder.

Each case must start the game with defaults for what was lost, keep whatever was valid,
tell the player once, and never raise — neither at load nor at the next save.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from game.content import Grade
from game.engine import CLASSIC, RELAXED
from game.storage.ended import ended_game
from game.storage.files import CORRUPT, LINK_REPLACED, NEWER_VERSION, UNREADABLE, WRITE_FAILED, DataDir
from game.storage.history import HISTORY_FILE, RECENT, History
from game.storage.settings import SETTINGS_FILE, load_settings
from game.storage.stats import RECORDS_FILE, STATISTICS_FILE, Statistics
from tests.harness.games import count_game


def test_a_settings_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_bytes(b'\xef\xbb\xbf{"version": 1, "language": "de", "four_colour": true}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert settings.language == "de" and settings.four_colour is True
    assert data_dir.take_notices() == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_place_of_a_data_file_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / SETTINGS_FILE)
    result: list[object] = []
    reader = threading.Thread(target=lambda: result.append(load_settings(DataDir(tmp_path))), daemon=True)
    reader.start()
    reader.join(timeout=30)
    assert result, "reading the FIFO blocked: the start would hang forever"
    assert (tmp_path / SETTINGS_FILE).exists(), "the FIFO is not ours to remove"


def test_a_device_in_place_of_a_data_file_is_not_read(tmp_path: Path) -> None:
    if sys.platform == "win32" or not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    (tmp_path / SETTINGS_FILE).symlink_to("/dev/zero")
    data_dir = DataDir(tmp_path)
    load_settings(data_dir)
    assert [n.problem for n in data_dir.take_notices()] == [UNREADABLE]


@pytest.mark.parametrize("field, value", [
    ("best_seconds", "9" * 400),          # float() of it overflows
    ("played", "7" * 4300),               # past Python's int-to-text limit at the next save
    ("won", "-1"),
    ("fewest_moves", "10" + "0" * 12),
])
def test_absurd_statistics_are_set_aside_and_the_next_game_still_counts(tmp_path: Path, field: str, value: str) -> None:
    sane = {"played": 3, "won": 1, "current_streak": 1, "longest_streak": 1, "best_seconds": 60.0, "fewest_moves": 90}
    body = ", ".join(f'"{k}": {value if k == field else v}' for k, v in sane.items())
    text = '{"version": 1, "variants": {"classic": {' + body + '}, "relaxed": {"played": 2, "won": 0}}}'
    (tmp_path / STATISTICS_FILE).write_text(text)
    data_dir = DataDir(tmp_path)
    stats = Statistics.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, STATISTICS_FILE)]
    assert stats.variant_stats(CLASSIC).played == 0
    assert stats.variant_stats(RELAXED).played == 2, "the valid variant is kept"
    count_game(stats, CLASSIC, 5, won=True, moves=100, seconds=50)
    again = Statistics.load(DataDir(tmp_path))
    assert again.variant_stats(CLASSIC).won == 1 and again.variant_stats(RELAXED).played == 2


def test_content_that_cannot_be_written_is_a_failed_save_not_a_crash(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    huge = 10 ** 5000 if not hasattr(sys, "get_int_max_str_digits") else 10 ** (sys.get_int_max_str_digits() + 10)
    assert data_dir.save_json("x.json", {"version": 1, "n": huge}) is False
    assert data_dir.save_json("x.json", {"version": 1, "n": float("nan")}) is False
    assert [n.problem for n in data_dir.take_notices()] == [WRITE_FAILED]
    assert data_dir.save_json("x.json", {"version": 1, "n": 1}) is True


# --- statistics version 2 and the game history ------------------------------------------------


@pytest.mark.parametrize("field, value", [
    ("clean_won", "5"),                    # more clean wins than wins
    ("clean_best_seconds", "1e400"),       # infinite once read
    ("clean_fewest_moves", "0"),
    ("clean_won", "true"),
])
def test_absurd_clean_win_statistics_cost_that_variant_only(tmp_path: Path, field: str, value: str) -> None:
    sane = {"played": 3, "won": 2, "current_streak": 1, "longest_streak": 2, "clean_won": 1,
            "clean_best_seconds": 60.0, "clean_fewest_moves": 90}
    body = ", ".join(f'"{k}": {value if k == field else v}' for k, v in sane.items())
    text = '{"version": 2, "variants": {"classic": {' + body + '}, "relaxed": {"played": 2, "won": 1, "clean_won": 1}}}'
    (tmp_path / STATISTICS_FILE).write_text(text)
    data_dir = DataDir(tmp_path)
    stats = Statistics.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, STATISTICS_FILE)]
    assert stats.variant_stats(CLASSIC).played == 0
    assert stats.variant_stats(RELAXED).clean_won == 1, "the valid variant is kept"
    assert Statistics.load(DataDir(tmp_path)).variant_stats(RELAXED).clean_won == 1, "and written back"


@pytest.mark.parametrize("grades", [
    '{"classic": {"easy": {"played": 1, "won": 2}}}',
    '{"classic": {"trivial": {"played": 1, "won": 0}}}',
    '{"classic": {"easy": {"played": "1"}}}',
    '{"classic": []}',
    '[1]',
])
def test_absurd_grade_counts_are_dropped_and_the_rest_kept(tmp_path: Path, grades: str) -> None:
    text = '{"version": 2, "variants": {"classic": {"played": 4, "won": 1}}, "grades": GRADES}'
    (tmp_path / STATISTICS_FILE).write_text(text.replace("GRADES", grades))
    data_dir = DataDir(tmp_path)
    stats = Statistics.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, STATISTICS_FILE)]
    assert stats.variant_stats(CLASSIC).played == 4, "the counts per variant are kept"
    assert stats.grade_stats(CLASSIC, Grade.EASY).played == 0


def test_records_from_a_newer_game_are_kept_aside_and_the_statistics_stay(tmp_path: Path) -> None:
    stats = Statistics(DataDir(tmp_path))
    count_game(stats, CLASSIC, 3, won=True, moves=100, seconds=50, clean=True)
    (tmp_path / RECORDS_FILE).write_text('{"version": 3, "records": {}, "ghosts": {"classic": {"3": 1}}}')
    data_dir = DataDir(tmp_path)
    loaded = Statistics.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(NEWER_VERSION, RECORDS_FILE)]
    assert loaded.variant_stats(CLASSIC).clean_won == 1 and loaded.best_moves(CLASSIC, 3) is None
    assert list(tmp_path.glob(RECORDS_FILE + ".corrupt-*")), "the newer file is kept for the newer game"


@pytest.mark.parametrize("text", [
    '{"version": 1, "games": {"0": {}}}',                      # games is not a list
    '{"version": 1, "games": [], "cheats": true}',             # a file of another shape
    '{"version": 1}',
    '{"version": 4, "games": []}',                             # a newer game's history
    '{"version": 1, "games": [' + "[" * 5000 + "]" * 5000 + "]}",   # nested past the parser's depth
])
def test_a_history_that_is_not_ours_gives_an_empty_history_and_one_notice(tmp_path: Path, text: str) -> None:
    (tmp_path / HISTORY_FILE).write_text(text)
    data_dir = DataDir(tmp_path)
    history = History.load(data_dir)
    assert history.games == [] and history.open_game is None
    notices = data_dir.take_notices()
    assert [n.file for n in notices] == [HISTORY_FILE]
    assert (tmp_path / notices[0].kept_as).read_text() == text
    history.add(ended_game(CLASSIC, "5", True, 100, 60.0))
    assert [g.number for g in History.load(DataDir(tmp_path)).games] == ["5"]


def test_absurd_history_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    good = '{"when": "2025-01-01T10:00:00", "number": "5", "variant": "classic", "won": true, "moves": 9, "seconds": 1.5}'
    absurd = [
        good.replace('"moves": 9', '"moves": ' + "9" * 400),
        good.replace('"seconds": 1.5', '"seconds": ' + "9" * 400),
        good.replace('"number": "5"', '"number": "' + "9" * 41 + '"'),
        good.replace('"when": "2025-01-01T10:00:00"', '"when": "2025-01-01T10:00:00+99:00"'),
        good.replace("}", ', "par": ' + "7" * 400 + "}"),
        good.replace("}", ', "aids": ["undo", "undo", "hint", "hint", "solution"]}'),
        good.replace("}", ', "daily": "\\u0000"}'),
    ]
    (tmp_path / HISTORY_FILE).write_text('{"version": 1, "games": [' + ", ".join([good, *absurd]) + "]}")
    data_dir = DataDir(tmp_path)
    history = History.load(data_dir)
    assert [(g.number, g.moves) for g in history.games] == [("5", 9)]
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, HISTORY_FILE)]


def test_a_history_with_thousands_of_games_keeps_the_last_hundred(tmp_path: Path) -> None:
    entry = '{"when": "2025-01-01T10:00:00", "number": "%d", "variant": "relaxed", "won": false, "moves": 3, "seconds": 2}'
    (tmp_path / HISTORY_FILE).write_text('{"version": 1, "games": [' + ", ".join(entry % (i + 1) for i in range(20000)) + "]}")
    data_dir = DataDir(tmp_path)
    history = History.load(data_dir)
    assert [g.number for g in history.recent(2)] == ["20000", "19999"] and len(history.games) == RECENT
    assert data_dir.take_notices() == [], "many games are not damage"


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="POSIX links")
def test_a_data_file_that_is_a_link_becomes_the_games_own_file_and_the_player_is_told(tmp_path: Path) -> None:
    elsewhere = tmp_path / "dotfiles"
    elsewhere.mkdir()
    target = elsewhere / "settings.json"
    target.write_text('{"version": 1, "language": "fr", "sound": false}')
    data = tmp_path / "data"
    data.mkdir()
    (data / SETTINGS_FILE).symlink_to(target)
    data_dir = DataDir(data)
    settings = load_settings(data_dir)
    assert settings.language == "fr" and data_dir.take_notices() == [], "a link is read like a file"
    from game.storage.settings import save_settings
    assert save_settings(data_dir, settings.with_changes(sound=True))
    assert not (data / SETTINGS_FILE).is_symlink(), "the game writes only inside its folder"
    assert '"sound": false' in target.read_text(), "the link's target is left as it was"
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(LINK_REPLACED, SETTINGS_FILE)]
    assert save_settings(data_dir, settings) and data_dir.take_notices() == [], "told once"
    assert load_settings(DataDir(data)).sound is False


def test_a_count_at_its_limit_stays_there_and_the_next_start_reads_it(tmp_path: Path) -> None:
    from game.storage.bounds import MAX_COUNT
    from game.storage.stats import VariantStats

    stats = Statistics.load(DataDir(tmp_path))
    stats.by_variant[CLASSIC] = VariantStats(played=MAX_COUNT, won=MAX_COUNT, current_streak=MAX_COUNT,
                                               longest_streak=MAX_COUNT, clean_won=MAX_COUNT)
    stats.by_grade[CLASSIC][Grade.EASY] = stats.by_grade[CLASSIC][Grade.EASY].__class__(MAX_COUNT, MAX_COUNT)
    assert stats.save()
    count_game(stats, CLASSIC, "5", won=True, moves=90, seconds=100.0, clean=True, grade=Grade.EASY)
    count_game(stats, CLASSIC, "6", won=False, moves=9, seconds=10.0, grade=Grade.EASY)
    data_dir = DataDir(tmp_path)
    again = Statistics.load(data_dir)
    assert data_dir.take_notices() == [], "the game wrote a count its next start refuses"
    row = again.variant_stats(CLASSIC)
    assert (row.played, row.won, row.clean_won, row.longest_streak) == (MAX_COUNT,) * 4
    assert again.grade_stats(CLASSIC, Grade.EASY).played == MAX_COUNT


@pytest.mark.parametrize("name, text", [
    (STATISTICS_FILE, '{"version": 3, "variants": {}, "counted": ["not-an-identity"]}'),
    (HISTORY_FILE, '{"version": 2, "games": [], "counted": "all of them"}'),
])
def test_a_damaged_list_of_counted_games_is_damage_like_any_other(tmp_path: Path, name: str, text: str) -> None:
    (tmp_path / name).write_text(text)
    data_dir = DataDir(tmp_path)
    Statistics.load(data_dir) if name == STATISTICS_FILE else History.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, name)]
