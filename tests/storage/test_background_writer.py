"""BackgroundWriter: autosaves written off the frame loop, newest wins, nothing lost at quit."""

from __future__ import annotations

import errno
import json
import threading
from pathlib import Path

import pytest

from game.engine import Game
from game.storage import files as storage
from game.storage.autosave import AUTOSAVE_FILE, delete_game, load_game, save_game
from game.storage.files import DISK_FULL, DataDir
from game.storage.writer import BackgroundWriter


def test_save_returns_at_once_and_lands_after_flush(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = DataDir(tmp_path)
    gate = threading.Event()
    real_write = storage.write_atomically

    def slow_disk(path: Path, payload: bytes) -> None:
        gate.wait(5)
        real_write(path, payload)

    monkeypatch.setattr(storage, "write_atomically", slow_disk)
    writer = BackgroundWriter(data_dir)
    game = Game.new(321)
    game.push(game.legal_moves()[0])
    assert save_game(writer, game, 12.0)   # returns while the disk is held: the frame loop never waits
    assert not gate.is_set()
    assert not writer.flush(timeout=0.05), "still writing behind the slow disk"
    gate.set()
    assert writer.flush()
    saved = load_game(DataDir(tmp_path))
    assert saved is not None and saved.game.move_list == game.move_list
    writer.close()


def test_the_newest_snapshot_wins(tmp_path: Path) -> None:
    writer = BackgroundWriter(DataDir(tmp_path))
    for n in range(200):
        writer.save_json("x.json", {"version": 1, "n": n})
    writer.close()
    assert json.loads((tmp_path / "x.json").read_text())["n"] == 199


def test_delete_after_save_leaves_no_file(tmp_path: Path) -> None:
    writer = BackgroundWriter(DataDir(tmp_path))
    game = Game.new(1)
    for _ in range(20):
        save_game(writer, game, 1.0)
        delete_game(writer)
    writer.flush()
    assert not (tmp_path / AUTOSAVE_FILE).exists(), "a finished game must not come back at the next launch"
    save_game(writer, game, 1.0)
    writer.close()
    assert (tmp_path / AUTOSAVE_FILE).exists()


def test_failures_in_the_thread_reach_the_player_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = DataDir(tmp_path)

    def full(path: Path, payload: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_atomically", full)
    writer = BackgroundWriter(data_dir)
    for n in range(5):
        writer.save_json("x.json", {"version": 1, "n": n})
        writer.flush()
    assert [n.problem for n in data_dir.take_notices()] == [DISK_FULL]
    monkeypatch.undo()
    writer.save_json("x.json", {"version": 1, "n": 9})
    writer.close()
    assert json.loads((tmp_path / "x.json").read_text())["n"] == 9


def test_after_close_saves_are_written_directly(tmp_path: Path) -> None:
    writer = BackgroundWriter(DataDir(tmp_path))
    writer.close()
    writer.save_json("x.json", {"version": 1, "late": True})
    assert json.loads((tmp_path / "x.json").read_text())["late"] is True
    with pytest.raises(ValueError):
        writer.save_json("x.json", {"no": "version"})
