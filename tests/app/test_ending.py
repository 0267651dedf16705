"""Ctrl+C, SIGHUP, SIGTERM and a lost display end the real game as closing its window does.

The real program (``run.py``) runs in a real X server (Xvfb) — where the loop sleeps inside SDL's
own wait, which a signal alone does not end. A click on the felt starts the game clock; a moment
later the game is told to stop. What the player must find: the game saved with the clock as it
stood (the autosave follows the clock only every 10 s, so only the final save can hold it), an
exit status that says what happened, and no traceback.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.storage.autosave import AUTOSAVE_FILE

ROOT = Path(__file__).resolve().parents[2]
CLASS = "vierzig-ending-test"
PLAYED = 1.5        # seconds of game clock before the stop

needs_x = pytest.mark.skipif(
    os.name != "posix" or shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
    reason="needs Xvfb and xdotool")


@contextlib.contextmanager
def x_server() -> Iterator[tuple[str, subprocess.Popen]]:
    """A fresh Xvfb on a display number it picks itself (no clash with another test's)."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as numbers:
            number = numbers.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}", server
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=10)


def _env(display: str) -> dict[str, str]:
    return {**os.environ, "DISPLAY": display, "SDL_VIDEO_X11_WMCLASS": CLASS, "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "x11", "PYTHONPATH": str(ROOT)}


def _launch_and_play(display: str, folder: Path) -> subprocess.Popen:
    """The game on game 5, its clock started by a click on the bare felt, PLAYED seconds ago."""
    env = _env(display)
    game = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "--data-dir", str(folder), "--game", "5",
                             "--size", "1280x720", "--lang", "de"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", CLASS], env=env,
                               capture_output=True, text=True, timeout=30)
        window = found.stdout.split()[0]
        deadline = time.monotonic() + 30
        while not (folder / AUTOSAVE_FILE).exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)      # the loop runs and sleeps in SDL's wait
        subprocess.run(["xdotool", "mousemove", "--window", window, "640", "717", "click", "1"], env=env,
                       check=True, capture_output=True, timeout=20)
        time.sleep(PLAYED)
    except BaseException:
        game.kill()
        game.wait()
        raise
    return game


def _ended(game: subprocess.Popen) -> tuple[int, str]:
    try:
        _, err = game.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        game.kill()
        _, err = game.communicate()
        pytest.fail(f"the game did not end: {err}")
    return game.returncode, err


def _saved_clock(folder: Path) -> float:
    return json.loads((folder / AUTOSAVE_FILE).read_text(encoding="utf-8"))["clock_seconds"]


@needs_x
@pytest.mark.parametrize("name, status", [
    ("SIGINT", 130),    # Ctrl+C: the shell's status for an interrupt
    ("SIGHUP", 0),      # the terminal closed: asked to end, ended cleanly
    pytest.param("SIGTERM", 0, marks=pytest.mark.slow),
])
def test_a_stop_signal_saves_the_clock_and_exits_without_a_traceback(tmp_path: Path, name: str, status: int) -> None:
    with x_server() as (display, _server):
        game = _launch_and_play(display, tmp_path)
        game.send_signal(getattr(signal, name))
        code, err = _ended(game)
    assert "Traceback" not in err and "Error" not in err, err
    assert code == status, err
    assert _saved_clock(tmp_path) >= PLAYED - 0.5, "the time played since the last save was lost"
    assert not list(tmp_path.glob(".*.tmp"))


@needs_x
def test_a_lost_display_saves_the_clock_and_says_so(tmp_path: Path) -> None:
    with x_server() as (display, server):
        game = _launch_and_play(display, tmp_path)
        server.kill()                       # the X server dies under the running game
        server.wait(timeout=10)
        code, err = _ended(game)
    assert "Traceback" not in err, err
    assert code == 1 and "the display went away; the game is saved" in err, err
    assert _saved_clock(tmp_path) >= PLAYED - 0.5, "the time played since the last save was lost"


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_ctrl_c_without_an_x_server_saves_and_exits_130(tmp_path: Path) -> None:
    """The same with SDL's dummy driver (where the loop sleeps in short slices): the final save
    writes the autosave anew (its inode changes), and the exit is 130 without a traceback."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    game = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "--data-dir", str(tmp_path), "--game", "5"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while not (tmp_path / AUTOSAVE_FILE).exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1.0)
    first = (tmp_path / AUTOSAVE_FILE).stat().st_ino
    game.send_signal(signal.SIGINT)
    code, err = _ended(game)
    assert "Traceback" not in err, err
    assert code == 130
    assert (tmp_path / AUTOSAVE_FILE).stat().st_ino != first, "no final save"
