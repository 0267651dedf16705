"""``--smoke-test`` on a data folder the player may really have: a start-up notice is answered
as a player would answer it, and a folder another copy holds ends the test in one line."""

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
    done = smoke(data, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout
    assert any(path.name.startswith("statistics.json.") for path in data.iterdir()), "no notice: nothing kept aside"


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
