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

from game.storage.files import CORRUPT, UNREADABLE, WRITE_FAILED, DataDir
from game.storage.settings import SETTINGS_FILE, load_settings
from game.storage.stats import STATISTICS_FILE, Statistics


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
    assert stats.variant_stats("classic").played == 0
    assert stats.variant_stats("relaxed").played == 2, "the valid variant is kept"
    stats.record_result("classic", 5, won=True, moves=100, seconds=50)
    again = Statistics.load(DataDir(tmp_path))
    assert again.variant_stats("classic").won == 1 and again.variant_stats("relaxed").played == 2


def test_content_that_cannot_be_written_is_a_failed_save_not_a_crash(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    huge = 10 ** 5000 if not hasattr(sys, "get_int_max_str_digits") else 10 ** (sys.get_int_max_str_digits() + 10)
    assert data_dir.save_json("x.json", {"version": 1, "n": huge}) is False
    assert data_dir.save_json("x.json", {"version": 1, "n": float("nan")}) is False
    assert [n.problem for n in data_dir.take_notices()] == [WRITE_FAILED]
    assert data_dir.save_json("x.json", {"version": 1, "n": 1}) is True
