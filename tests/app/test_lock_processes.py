"""Two real copies of the game on one folder whose ``.lock`` may not be written (``chmod 444``):
they still exclude each other, and a copy that cannot take the lock writes nothing and says so.

The tests run as root in CI, and root writes through ``chmod 444``; each copy runs under
``setpriv`` without the capabilities that let root pass file permissions (CAP_DAC_OVERRIDE,
CAP_DAC_READ_SEARCH), so the kernel refuses it exactly as it refuses a player's own account.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage.lock import LOCK_FILE

ROOT = Path(__file__).resolve().parents[2]
SETPRIV = shutil.which("setpriv")
pytestmark = pytest.mark.skipif(os.name != "posix" or SETPRIV is None, reason="POSIX, with util-linux's setpriv")


def _as_a_player() -> list[str]:
    """The command prefix that runs a copy bound by file permissions, root or not."""
    if os.geteuid() != 0:
        return []
    drop = "-dac_override,-dac_read_search"
    return [str(SETPRIV), f"--inh-caps={drop}", f"--bounding-set={drop}", "--"]


def _start(folder: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([*_as_a_player(), sys.executable, "-m", "tests.app.folder_player", str(folder)],
                            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _line(copy: subprocess.Popen[str]) -> str:
    assert copy.stdout is not None
    line = copy.stdout.readline().strip()
    assert line, f"the copy ended early (exit {copy.wait()})"
    return line


def _close(copy: subprocess.Popen[str]) -> None:
    assert copy.stdin is not None
    copy.stdin.write("close\n")
    copy.stdin.flush()
    assert _line(copy) == "closed"
    assert copy.wait(timeout=60) == 0


def _played(folder: Path) -> int:
    path = folder / "statistics.json"
    if not path.exists():
        return 0
    return sum(variant["played"] for variant in json.loads(path.read_text())["variants"].values())


def _can_be_refused(folder: Path) -> bool:
    """Does a copy started as `_as_a_player` really meet the file's permissions here?"""
    probe = subprocess.run([*_as_a_player(), sys.executable, "-c", f"open({str(folder / LOCK_FILE)!r}, 'a')"],
                           capture_output=True)
    return probe.returncode != 0


def test_two_copies_on_a_folder_whose_lock_is_read_only_exclude_each_other(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_FILE).write_text("")
    (folder / LOCK_FILE).chmod(0o444)
    if not _can_be_refused(folder):
        pytest.skip("this machine lets the copies write through chmod 444")
    first = _start(folder)
    assert _line(first) == "started 0 0 -", "the first copy takes the folder through a lock opened for reading"
    assert _line(first) == "played"
    second = _start(folder)
    assert _line(second) == "started 1 1 -", "the second copy finds the folder taken, says so and saves nothing"
    assert _line(second) == "played"
    _close(second)
    _close(first)
    assert _played(folder) == 1, "only the copy that holds the folder counted its game"
    history = json.loads((folder / "history.json").read_text())
    assert len(history["games"]) == 1


def test_a_copy_that_can_take_no_lock_writes_nothing_and_says_so_once(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o555)                       # no lock file can be made in it: nothing may be written
    try:
        probe = folder / "probe"
        if not subprocess.run([*_as_a_player(), sys.executable, "-c", f"open({str(probe)!r}, 'w')"],
                              capture_output=True).returncode:
            pytest.skip("this machine lets the copies write through chmod 555")
        copies = [_start(folder), _start(folder)]
        for copy in copies:
            assert _line(copy) == "started 0 1 lock_unusable", "no lock: told once, and nothing written"
            assert _line(copy) == "played"
        for copy in copies:
            _close(copy)
        assert sorted(path.name for path in folder.iterdir()) == []
    finally:
        folder.chmod(0o755)
