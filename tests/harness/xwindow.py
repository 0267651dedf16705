"""The real game in a real X window (Xvfb, and a window manager when one is installed), driven
with xdotool as a player's keys would: for what only a real window shows (fullscreen)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WM_CLASS = "vierzigwindow"
HAVE_X = shutil.which("Xvfb") is not None and shutil.which("xdotool") is not None


@contextlib.contextmanager
def x_server(size: tuple[int, int], manager: str | None = None) -> Iterator[dict[str, str]]:
    """A fresh Xvfb screen of ``size`` (with ``manager`` running on it, if given): its environment."""
    # Xvfb picks a free display number itself and writes it to the pipe once it listens: no
    # clash with the display of a test running at the same time in another worker.
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{size[0]}x{size[1]}x24",
                               "-nolisten", "tcp"], pass_fds=(write_fd,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_fd)
    wm = None
    try:
        with os.fdopen(read_fd) as numbers:
            number = numbers.readline().strip()
        assert number, "Xvfb did not start"
        env = {**os.environ, "DISPLAY": f":{number}", "SDL_AUDIODRIVER": "dummy", "SDL_VIDEO_X11_WMCLASS": WM_CLASS}
        env.pop("SDL_VIDEODRIVER", None)
        if manager is not None:
            wm = subprocess.Popen([manager], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
        yield env
    finally:
        for process in (wm, server):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)


@contextlib.contextmanager
def game(env: dict[str, str], *flags: str) -> Iterator[str]:
    """``python run.py FLAGS`` in a window: its X id, until the block ends (then SIGTERM, as a
    window manager's close does not reach a bare Xvfb)."""
    process = subprocess.Popen([sys.executable, "run.py", *flags], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--class", WM_CLASS], env=env, capture_output=True,
                               text=True, timeout=30)
        yield found.stdout.split()[0]
    finally:
        process.terminate()
        process.wait(timeout=20)


def geometry(env: dict[str, str], window: str) -> tuple[int, int, int, int]:
    """(x, y, width, height) of ``window`` as X has it."""
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=env, capture_output=True,
                         text=True, timeout=10).stdout
    values = dict(line.split("=", 1) for line in out.split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def key(env: dict[str, str], window: str, name: str) -> None:
    subprocess.run(["xdotool", "key", "--window", window, name], env=env, check=True, timeout=10)


def until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()
