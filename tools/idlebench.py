"""Idle benchmark: what a still table costs the player's machine, in a real window.

``python -m tools.idlebench [--size WxH] [--seconds S] [--menu] [--settle S] [--game N]``
starts the real game (``python run.py``; without ``--game`` the deal a new player gets) in a window on an X display — the one in ``DISPLAY``,
or its own Xvfb when none is set and Xvfb is installed — with a throw-away data folder, waits
``--settle`` seconds for the deal to land, clicks the bare felt once (the player's first input
starts the game clock; ``--untouched`` leaves it waiting), then measures the game process over
``--seconds`` seconds of a table nobody touches: its CPU time (from /proc, user + system), the frames it drew
(the game writes a line per frame to the file named by ``VIERZIG_RAEUBER_FRAME_LOG``, which only
this tool sets) and, at the end, its resident set. ``--menu`` opens the in-game menu first
(Esc, sent with xdotool) and measures the menu left open over the table.

The last line is the figure::

    idlebench: 1920x1080 idle cpu 0.4 % frames 21 in 20 s rss 118 MB

Goal (docs/reliability.md): ≤ 1 % of a core at 1920×1080 and 3840×2160, table or menu; about a
frame a second while the game clock runs. Linux only (it reads /proc). Run it alone on a quiet
machine: other load does not change CPU time much, but it does change when frames fall.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

FRAME_LOG = "VIERZIG_RAEUBER_FRAME_LOG"   # the game's `loop.FRAME_LOG` (tools import no pygame here)
WM_CLASS = "vierzigidle"
XDOTOOL = shutil.which("xdotool") or "xdotool"
ROOT = Path(__file__).resolve().parent.parent


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (use WxH, e.g. 1920x1080)") from None
    if width < 1 or height < 1:
        raise argparse.ArgumentTypeError(f"not a size: {text!r}")
    return width, height


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0: {text!r}")
    return value


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (its children not included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> int:
    """Resident set of process ``pid`` in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return 0


def frames_between(log: Path, start: float, end: float) -> int:
    """Frames the game logged with monotonic times in [start, end)."""
    count = 0
    with contextlib.suppress(OSError), log.open(encoding="ascii") as lines:
        for line in lines:
            with contextlib.suppress(ValueError):
                if start <= float(line) < end:
                    count += 1
    return count


@contextlib.contextmanager
def x_display(size: tuple[int, int]) -> Iterator[dict[str, str]]:
    """An environment with a ``DISPLAY``: the caller's, or a fresh Xvfb big enough for ``size``."""
    env = dict(os.environ)
    if env.get("DISPLAY"):
        yield env
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise SystemExit("idlebench: no DISPLAY and no Xvfb (apt-get install xvfb, or run under an X server)")
    number = 90 + os.getpid() % 500
    screen = f"{max(size[0], 1280)}x{max(size[1], 720)}x24"
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", screen, "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):   # up to 5 s for the server's socket
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        env["DISPLAY"] = f":{number}"
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def _xdotool(env: dict[str, str], *args: str) -> None:
    subprocess.run([XDOTOOL, *args], env=env, check=True, capture_output=True, timeout=20)


def game_window(env: dict[str, str]) -> str:
    """The game window's X id (found by its class: SDL windows have no searchable name)."""
    found = subprocess.run([XDOTOOL, "search", "--sync", "--class", WM_CLASS], env=env, capture_output=True,
                           text=True, timeout=20)
    return found.stdout.split()[0]


def start_clock(env: dict[str, str], size: tuple[int, int]) -> None:
    """Click the bare felt at the window's bottom edge: the player's first input starts the game
    clock, and nothing is lifted or played."""
    window = game_window(env)
    _xdotool(env, "mousemove", "--window", window, str(size[0] // 2), str(size[1] - 3))
    _xdotool(env, "click", "--window", window, "1")


def open_menu(env: dict[str, str]) -> None:
    """Press Esc in the game's window (the in-game menu opens over the table)."""
    _xdotool(env, "key", "--window", game_window(env), "Escape")


def measure(size: tuple[int, int], seconds: float, settle: float, menu: bool, game: str | None = None,
            clock: bool = True) -> str:
    """Run the game, let it settle, measure ``seconds`` of stillness; the result line."""
    with tempfile.TemporaryDirectory(prefix="idlebench-") as folder, x_display(size) as env:
        log = Path(folder) / "frames.log"
        env.update({FRAME_LOG: str(log), "SDL_VIDEO_X11_WMCLASS": WM_CLASS, "SDL_AUDIODRIVER": "dummy",
                    "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
        env.pop("SDL_VIDEODRIVER", None)
        command = [sys.executable, str(ROOT / "run.py"), "--windowed", "--size", f"{size[0]}x{size[1]}",
                   "--data-dir", str(Path(folder) / "data"), *(["--game", game] if game else [])]
        child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            time.sleep(settle)
            if child.poll() is not None:
                raise SystemExit(f"idlebench: the game ended early: {child.stderr.read().decode(errors='replace')[-400:]}")
            if clock:
                start_clock(env, size)
            if menu:
                open_menu(env)
            time.sleep(2.0)   # the click's or the menu's frames are over
            start, cpu_start = time.monotonic(), cpu_seconds(child.pid)
            time.sleep(seconds)
            end, cpu_end = time.monotonic(), cpu_seconds(child.pid)
            rss = rss_mb(child.pid)
        finally:
            child.terminate()
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
        frames = frames_between(log, start, end)
        share = 100.0 * (cpu_end - cpu_start) / (end - start)
        what = (" menu" if menu else "") + ("" if clock else " untouched")
        return (f"idlebench: {size[0]}x{size[1]}{what} idle cpu {share:.1f} % frames {frames} in {seconds:g} s "
                f"rss {rss} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.idlebench", description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=_size, default=(1920, 1080), help="window size WxH (default 1920x1080)")
    parser.add_argument("--seconds", type=_positive, default=20.0, help="how long to measure (default 20)")
    parser.add_argument("--settle", type=_positive, default=6.0, help="seconds for the deal to land first (default 6)")
    parser.add_argument("--menu", action="store_true", help="measure the in-game menu left open over the table")
    parser.add_argument("--untouched", action="store_true",
                        help="leave the table untouched (its clock waits for the first input) instead of a click on the felt")
    parser.add_argument("--game", help="the game number to deal (default: what a new player gets, a solvable deal)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("idlebench: Linux only (it reads /proc)", file=sys.stderr)
        return 2
    if shutil.which("xdotool") is None:
        print("idlebench: needs xdotool to click the window (apt-get install xdotool)", file=sys.stderr)
        return 2
    print(measure(args.size, args.seconds, args.settle, args.menu, args.game, clock=not args.untouched))
    return 0


if __name__ == "__main__":
    sys.exit(main())
