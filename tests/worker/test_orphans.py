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

# A stand-in for the game: it starts the worker on a long search, says the worker's pid, then
# waits to be killed.
GAME = textwrap.dedent("""
    import sys, time
    from game.engine import deal
    from game.advisor.worker import SOLVE, SolverWorker
    worker = SolverWorker()
    worker.submit(SOLVE, deal(5), token=1, seconds=60.0)
    while worker.process_id is None:
        time.sleep(0.05)
    print(worker.process_id, flush=True)
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
def test_the_worker_exits_mid_search_when_the_game_is_killed():
    game = subprocess.Popen([sys.executable, "-c", GAME], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        worker_pid = int(game.stdout.readline())
        assert _alive(worker_pid)
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=30)
        for _ in range(200):          # its input ends at once; allow a loaded machine 20 s
            if not _alive(worker_pid):
                break
            time.sleep(0.1)
        left = _alive(worker_pid)
        if left:
            os.kill(worker_pid, signal.SIGKILL)
        assert not left, f"the worker {worker_pid} was left behind after kill -9 of the game"
    finally:
        if game.poll() is None:
            game.kill()


def _children(pid: int) -> set[int]:
    """Every process below ``pid`` (Linux: /proc/PID/task/*/children)."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found.update(int(child) for child in (task / "children").read_text().split())
        except OSError:
            continue
    for child in list(found):
        found |= _children(child)
    return found


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="finds the game's processes through /proc")
def test_no_process_is_left_after_kill_9_of_the_real_game(tmp_path):
    """The real program (run.py, its loop running) on a deal the catalogue does not know, so its
    solver starts at once: one worker process and nothing else beside the game (no resource
    tracker), and kill -9 of the game takes it along."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    game = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "--game", "123456789", "--data-dir", str(tmp_path)],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        started: set[int] = set()
        for _ in range(300):              # the worker: within 30 s
            started = _children(game.pid)
            if started:
                break
            time.sleep(0.1)
        assert started, "the game started no solver process"
        time.sleep(0.5)
        assert len(_children(game.pid)) == 1, "beside the worker the game started another process"
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=30)
        for _ in range(200):
            if not any(_alive(pid) for pid in started):
                break
            time.sleep(0.1)
        left = [pid for pid in started if _alive(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        assert not left, f"processes left behind after kill -9 of the game: {left}"
    finally:
        if game.poll() is None:
            game.kill()


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="SIGHUP is POSIX")
def test_a_hung_up_game_leaves_no_semaphores_behind(tmp_path):
    """A game ended by SIGHUP (its terminal closed) with its solver worker running
    made multiprocessing's resource tracker warn of 11 leaked semaphores. The worker is a plain
    child process now: nothing to leak, nothing to warn of, and the worker goes with the game."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    game = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "--game", "123456789", "--data-dir", str(tmp_path)],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        started: set[int] = set()
        for _ in range(300):
            started = _children(game.pid)
            if started:
                break
            time.sleep(0.1)
        assert started, "the game started no solver process"
        game.send_signal(signal.SIGHUP)
        errors = game.communicate(timeout=30)[1]
        assert "leaked semaphore" not in errors and "resource_tracker" not in errors, errors
        for _ in range(200):
            if not any(_alive(pid) for pid in started):
                break
            time.sleep(0.1)
        assert not [pid for pid in started if _alive(pid)]
    finally:
        if game.poll() is None:
            game.kill()
