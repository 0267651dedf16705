"""``--smoke-test`` on a data folder the player may really have: it plays on a copy of the
player's files, so a start-up notice is answered as a player would answer it and nothing of the
player's changes (a game in progress included, whatever it holds); a folder another copy holds
ends the test in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage.lock import Claim, FolderLock

ROOT = Path(__file__).resolve().parents[2]


def smoke(data_dir: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(tmp_path)}
    return subprocess.run([sys.executable, str(ROOT / "run.py"), "--smoke-test", "--data-dir", str(data_dir)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)


def test_a_damaged_statistics_file_is_told_and_the_smoke_test_plays_on(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_text("{ this is not json", encoding="utf-8")
    before = files(data)
    done = smoke(data, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout
    assert files(data) == before, "the player's folder was changed"


def files(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Each file's bytes and time of change (a FIFO: no bytes)."""
    return {path.name: (path.read_bytes() if path.is_file() else b"", path.stat().st_mtime_ns)
            for path in folder.iterdir()}


def test_a_game_in_progress_without_a_column_move_passes_and_stays_as_it_was(tmp_path):
    """The saved game holds only the eight Kings in the talon: no column move anywhere."""
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.engine import Position
    data = tmp_path / "data"
    board = ("# Vierzig Räuber board\nvariant: classic\nredeals: 0\nfoundations: QC QC QD QD QH QH QS QS\n"
             "talon: KS KS KH KH KD KD KC KC\nwaste:\n" + "".join(f"{n}:\n" for n in range(1, 11)))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    app = build_app(AppConfig(size=(1280, 720), data_dir=data, language="en"), headless=True)
    app.router.game.play_board(Position.from_text(board))
    app.frame(1 / 60)
    app.router.close()
    assert (data / "autosave.json").is_file()
    before = files(data)
    done = smoke(data, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout
    assert files(data) == before, "the player's folder was changed"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_place_of_the_settings_is_told_and_the_smoke_test_plays_on(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "settings.json")
    done = smoke(data, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout


def test_a_folder_held_by_another_copy_ends_the_smoke_test_in_one_line(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 1, "language": "en"}', encoding="utf-8")
    (data / "autosave.json").write_text("{}", encoding="utf-8")
    first = FolderLock(data)            # the first copy, running
    assert first.acquire() is Claim.HELD
    before = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in data.iterdir()}
    try:
        done = smoke(data, tmp_path)
    finally:
        first.release()
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "another copy" in lines[0] and str(data) in lines[0], done.stderr
    after = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in data.iterdir()}
    assert after == before, "the first copy's files were touched"


def test_a_data_folder_with_a_4075_character_path_is_told_and_the_smoke_test_plays_on(tmp_path):
    """Saves in it fail (a temp file's path is past the system's limit of 4,096): the notice that
    says so names the folder, and must fit the window so that the player — here the smoke test —
    can answer it."""
    left = 4075 - len(str(tmp_path)) - 1              # after tmp_path and its "/"
    parts = ["d" * 200] * (left // 201) + ["e" * (left % 201 or 1)]
    folder = str(tmp_path.joinpath(*parts))
    assert 4075 <= len(folder) <= 4076 and all(len(part) <= 255 for part in parts)
    done = smoke(Path(folder), tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout
