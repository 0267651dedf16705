"""SIGKILL a process while it saves, over and over: the file is always the old or the new one.

This is the proof behind "a crash never costs the player a file". A child
process saves through `DataDir.save_json` in a tight loop, alternating two contents that are
easy to tell apart, and reports each finished save on a pipe. The test kills it at a random
moment, then checks that the file parses and holds exactly the last reported save or the one
that was in flight — nothing older, nothing mixed, nothing truncated.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import time
from pathlib import Path

import pytest

from game.storage.files import DataDir
from game.storage.lock import Claim, FolderLock, take_folder

KILLS = 150
PAYLOAD_CHARS = 48 * 1024   # big enough that kills often land in the middle of a write
NAME = "state.json"

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)")


def _content(n: int) -> dict:
    """Save number n: even saves are all 'A', odd ones all 'B', so a mix would show."""
    letter = "A" if n % 2 == 0 else "B"
    return {"version": 1, "n": n, "payload": letter * PAYLOAD_CHARS}


def _child_saves_forever(folder: Path, first: int, report_fd: int) -> None:
    """Runs in the forked child: save n, n+1, … and report each finished save."""
    data_dir = DataDir(folder)
    n = first
    while True:
        if not data_dir.save_json(NAME, _content(n)):
            os._exit(3)
        os.write(report_fd, f"{n}\n".encode())
        n += 1


def _read_all(fd: int) -> str:
    chunks = []
    while True:
        chunk = os.read(fd, 65536)
        if not chunk:
            return b"".join(chunks).decode()
        chunks.append(chunk)


def _check_file(path: Path) -> int:
    data = json.loads(path.read_text(encoding="utf-8"))
    n = data["n"]
    assert data == _content(n), f"save {n} is not exactly what was written"
    return n


def test_sigkill_during_save_leaves_old_or_new_file(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    started = time.monotonic()   # for the printed summary only: speed is no pass/fail here
    assert DataDir(tmp_path).save_json(NAME, _content(0))
    on_disk = 0
    interrupted_writes = 0
    for _ in range(KILLS):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child never returns to pytest
            try:
                os.close(read_fd)
                _child_saves_forever(tmp_path, on_disk + 1, write_fd)
            finally:
                os._exit(4)
        os.close(write_fd)
        # Wait until the child is in its save loop (one save done), so that every kill
        # lands while it is saving, however loaded the machine; then kill at a random moment.
        ready, _, _ = select.select([read_fd], [], [], 120.0)
        first = os.read(read_fd, 64) if ready else b""
        assert first, "the child finished no save before its kill: it is not saving at all"
        time.sleep(rng.uniform(0.0, 0.004))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, "the child stopped on its own"
        reported = [int(line) for line in (first.decode() + _read_all(read_fd)).split()]
        os.close(read_fd)
        last_done = reported[-1] if reported else on_disk
        found = _check_file(tmp_path / NAME)
        assert found in (last_done, last_done + 1), f"file holds save {found}, last finished save was {last_done}"
        on_disk = found
        interrupted_writes = len(list(tmp_path.glob(f".{NAME}.*.tmp")))
    elapsed = time.monotonic() - started
    # The test can only fail if kills really interrupt writes: temp files left behind prove they did.
    assert interrupted_writes > 0, "no kill landed inside a write; the test proved nothing"
    assert on_disk > KILLS, "every round saves at least once before its kill"
    print(f"\n{KILLS} kills in {elapsed:.1f} s, {on_disk} saves, {interrupted_writes} interrupted writes left temp files")
    # Every kept file parses; the next launch (holding the folder's lock) cleans the temp files up.
    data_dir, lock = DataDir(tmp_path), FolderLock(tmp_path)
    assert take_folder(data_dir, lock) is Claim.HELD
    lock.release()
    assert data_dir.load_json(NAME, 1) == _content(on_disk)
    assert not list(tmp_path.glob(f".{NAME}.*.tmp"))
