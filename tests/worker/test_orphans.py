"""A game killed hard (kill -9) leaves no solver process behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A stand-in for the game: it starts the worker on a long search, says the worker's pid and
# the resource tracker's, then waits to be killed.
GAME = textwrap.dedent("""
    import multiprocessing.resource_tracker as tracker, sys, time
    from game.engine import deal
    from game.solving.worker import SOLVE, SolverWorker
    worker = SolverWorker()
    worker.submit(SOLVE, deal(5), token=1, seconds=60.0)
    while worker._process is None or not worker._process.is_alive():
        time.sleep(0.05)
    print(worker._process.pid, tracker._resource_tracker._pid or 0, flush=True)
    time.sleep(120)
""")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:   # a zombie is gone in all but name: its parent (the test) reaps it at exit
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 and /proc are POSIX")
def test_the_worker_and_its_tracker_exit_when_the_game_is_killed():
    game = subprocess.Popen([sys.executable, "-c", GAME], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        worker_pid, tracker_pid = (int(x) for x in game.stdout.readline().split())
        assert _alive(worker_pid)
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=30)
        pids = [pid for pid in (worker_pid, tracker_pid) if pid]
        for _ in range(200):          # the watch looks every 0.5 s; allow a loaded machine 20 s
            if not any(_alive(pid) for pid in pids):
                break
            time.sleep(0.1)
        left = [pid for pid in pids if _alive(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        assert not left, f"processes left behind after kill -9 of the game: {left}"
    finally:
        if game.poll() is None:
            game.kill()
