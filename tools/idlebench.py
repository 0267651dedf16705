"""Idle benchmark: what the whole game costs the player's machine at rest, beside GNOME Aisleriot.

``python -m tools.idlebench [--size WxH] [--seconds S] [--taps N] [--indicator on|off|both]
[--menu] [--untouched] [--game N] [--no-aisleriot]``

starts the real game (``python run.py``, with a throw-away data folder; without ``--game`` the
deal a new player gets) in a window on an X display of its own (Xvfb), waits ``--settle``
seconds for the deal to land and taps the talon ``--taps`` times (3 by default: the first
moves of a game, which start the solver's worker; ``--taps 0`` clicks the bare felt instead,
which only starts the clock; ``--untouched`` does neither, the clock waits). Then it waits until
the game is at rest: the solver has answered and its worker has ended (at most ``--rest-wait``
seconds), and measures the whole process tree — the game and every process it started — over
``--seconds`` seconds of a table nobody touches:

- processes, RSS and PSS (``/proc/PID/smaps_rollup``), summed over the tree (`tools.proctree`);
- CPU: user + system time of all of them, ended ones included, as a share of one core;
- frames drawn (the game writes a line per frame to the file named by ``VIERZIG_RAEUBER_FRAME_LOG``,
  which only this tool sets).

It does so with the winnability indicator on and off (``--indicator``), each game run on its own.
Where Aisleriot is installed (``apt-get install aisleriot dbus``) it runs beside the game from
the start — ``dbus-run-session /usr/games/sol --variation=forty-thieves`` on a second Xvfb at the
same size, with its stock tapped as often — and is measured over the same seconds as each game
run, so the table compares one run side by side. (Aisleriot's tree is ``sol`` itself; the
session bus and the portals it activates belong to the desktop, not to the game.) ``--menu``
opens the in-game menu (Esc) before measuring. The last line is the figure::

    idlebench: 1920x1080 game pss 58 MB cpu 0.05 % processes 1 | aisleriot pss 74 MB cpu 0.05 %

(the game's figures are the worse of the indicator runs). Goal (docs/reliability.md): the
game's tree at most Aisleriot's PSS and at most 0.1 % of a core, with a frame a second while
the clock runs. Linux only (/proc). Other load changes CPU time and PSS little, frame times more.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tools import proctree

FRAME_LOG = "VIERZIG_RAEUBER_FRAME_LOG"   # the game's `loop.FRAME_LOG` (tools import no pygame here)
WM_CLASS = "vierzigidle"
XDOTOOL = shutil.which("xdotool") or "xdotool"
AISLERIOT = "/usr/games/sol"
AISLERIOT_STOCK = (0.05, 0.159)   # where Aisleriot 3.22 puts Forty Thieves' stock, as shares of its window
ROOT = Path(__file__).resolve().parent.parent
MIB = 1024


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


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= 50:
        raise argparse.ArgumentTypeError(f"must be 0 to 50: {text!r}")
    return value


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
    """An environment whose ``DISPLAY`` is a fresh Xvfb big enough for ``size``."""
    env = dict(os.environ)
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise SystemExit("idlebench: needs Xvfb (apt-get install xvfb)")
    screen = f"{max(size[0], 1280)}x{max(size[1], 720)}x24"
    # Xvfb picks a free display number and writes it to the pipe once it listens (no clash
    # with another server started at the same time, a parallel test's say).
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_fd), "-screen", "0", screen, "-nolisten", "tcp"],
                              pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise SystemExit("idlebench: Xvfb did not start")
        env["DISPLAY"] = f":{number}"
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def _xdotool(env: dict[str, str], *args: str) -> str:
    done = subprocess.run([XDOTOOL, *args], env=env, check=True, capture_output=True, text=True, timeout=30)
    return done.stdout


def find_window(env: dict[str, str], wm_class: str, name: str | None = None) -> str:
    """The X id of the window of class ``wm_class`` (the last one named ``name``, if given)."""
    query = ["search", "--sync", "--class", wm_class] if name is None else ["search", "--sync", "--name", name]
    return _xdotool(env, *query).split()[-1]


def tap(env: dict[str, str], window: str, x: int, y: int) -> None:
    _xdotool(env, "mousemove", "--window", window, str(x), str(y))
    _xdotool(env, "click", "--window", window, "1")


def talon_centre(size: tuple[int, int]) -> tuple[int, int]:
    """Where the game puts the talon in a window of ``size`` (asks the game's layout, headless)."""
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import pygame; pygame.init();"
            "from game.view.layout import compute_layout;"
            f"print(*compute_layout(({size[0]}, {size[1]}), with_menu=True).talon.center)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    x, y = done.stdout.split()[-2:]
    return int(x), int(y)


def write_settings(folder: Path, indicator: bool) -> None:
    """A data folder whose settings have the winnability indicator on or off (all else default)."""
    from game.storage.files import DataDir
    from game.storage.settings import Settings, save_settings

    folder.mkdir(parents=True, exist_ok=True)
    save_settings(DataDir(folder), Settings.defaults().with_changes(show_winnability=indicator))


@dataclass
class Usage:
    """One measured process tree."""

    label: str
    processes: list[proctree.Process]
    cpu_share: float       # of one core, in per cent
    ticks: int
    frames: int | None

    @property
    def rss_mib(self) -> float:
        return sum(p.rss_kib for p in self.processes) / MIB

    @property
    def pss_mib(self) -> float:
        return sum(p.pss_kib for p in self.processes) / MIB

    def row(self) -> str:
        parts = ", ".join(f"{p.name} {p.rss_kib / MIB:.0f} MB" for p in self.processes)
        frames = "" if self.frames is None else f"{self.frames}"
        return (f"| {self.label} | {len(self.processes)} ({parts}) | {self.rss_mib:.0f} MB | {self.pss_mib:.0f} MB "
                f"| {self.cpu_share:.2f} % ({self.ticks} ticks) | {frames} |")


class Aisleriot:
    """GNOME Aisleriot's Forty Thieves in a window of its own, a few stock taps into a game."""

    def __init__(self, size: tuple[int, int], taps: int, folder: Path) -> None:
        self.size, self.taps = size, taps
        self.home = folder / "aisleriot-home"
        self.session: subprocess.Popen | None = None
        self.pid = 0

    def start(self, env: dict[str, str]) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        env = {**env, "HOME": str(self.home), "XDG_CONFIG_HOME": str(self.home / "config"),
               "XDG_DATA_HOME": str(self.home / "data"), "XDG_CACHE_HOME": str(self.home / "cache")}
        self.session = subprocess.Popen(["dbus-run-session", AISLERIOT, "--variation=forty-thieves"], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        window = find_window(env, "sol", name="Forty Thieves")
        _xdotool(env, "windowsize", window, str(self.size[0]), str(self.size[1]))
        time.sleep(2.0)
        for _ in range(self.taps):
            tap(env, window, round(self.size[0] * AISLERIOT_STOCK[0]), round(self.size[1] * AISLERIOT_STOCK[1]))
            time.sleep(0.7)
        _xdotool(env, "mousemove", "--window", window, str(self.size[0] // 2), str(self.size[1] - 60))
        self.pid = next((pid for pid in proctree.descendants(self.session.pid) if proctree.name(pid) == "sol"), 0)
        if not self.pid:
            raise SystemExit("idlebench: Aisleriot did not start")

    def stop(self) -> None:
        if self.session is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.session.pid, signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.session.wait(timeout=10)


class Game:
    """The game in a window of its own, with its settings and frame log in ``folder``."""

    def __init__(self, size: tuple[int, int], folder: Path, indicator: bool, game: str | None) -> None:
        self.size, self.folder = size, folder
        self.log = folder / "frames.log"
        write_settings(folder / "data", indicator)
        self.command = [sys.executable, str(ROOT / "run.py"), "--windowed", "--size", f"{size[0]}x{size[1]}",
                        "--data-dir", str(folder / "data"), *(["--game", game] if game else [])]
        self.child: subprocess.Popen | None = None
        self.env: dict[str, str] = {}

    def start(self, env: dict[str, str], settle: float) -> None:
        self.env = {**env, FRAME_LOG: str(self.log), "SDL_VIDEO_X11_WMCLASS": WM_CLASS, "SDL_AUDIODRIVER": "dummy",
                    "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.env.pop("SDL_VIDEODRIVER", None)
        errors = self.folder / "stderr.txt"
        with errors.open("wb") as stderr:   # a file, not a pipe nobody reads while the game runs
            self.child = subprocess.Popen(self.command, env=self.env, stdout=subprocess.DEVNULL, stderr=stderr)
        time.sleep(settle)
        if self.child.poll() is not None:
            error = errors.read_text(errors="replace")
            raise SystemExit(f"idlebench: the game ended early: {error[-400:]}")

    def play(self, taps: int, talon: tuple[int, int], clock: bool, menu: bool) -> None:
        """Tap the talon ``taps`` times (or click the felt, which only starts the clock)."""
        window = find_window(self.env, WM_CLASS)
        felt = (self.size[0] // 2, self.size[1] - 3)
        for _ in range(taps if clock else 0):
            tap(self.env, window, *talon)
            time.sleep(1.0)
        if clock and not taps:
            tap(self.env, window, *felt)
        _xdotool(self.env, "mousemove", "--window", window, *map(str, felt))
        if menu:
            _xdotool(self.env, "key", "--window", window, "Escape")

    def wait_for_rest(self, longest: float) -> float:
        """Wait until the game alone is left (its solver worker ended), at most ``longest`` s."""
        assert self.child is not None
        start = time.monotonic()
        while time.monotonic() - start < longest and proctree.descendants(self.child.pid):
            time.sleep(0.25)
        time.sleep(2.0)   # the last answer's frames are over
        return time.monotonic() - start

    def stop(self) -> None:
        if self.child is None:
            return
        self.child.terminate()
        try:
            self.child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.child.kill()


def measure_trees(seconds: float, game: Game, others: list[tuple[str, int]]) -> list[Usage]:
    """Measure the game's tree and each of ``others`` (label, pid) over the same ``seconds``."""
    assert game.child is not None
    roots = [game.child.pid, *(pid for _, pid in others)]
    start = time.monotonic()
    ticks = [proctree.tree_cpu_ticks(proctree.tree(root)) for root in roots]
    time.sleep(seconds)
    end = time.monotonic()
    ticks = [proctree.tree_cpu_ticks(proctree.tree(root)) - before for root, before in zip(roots, ticks, strict=True)]
    share = [100.0 * tick * proctree.tick_seconds() / (end - start) for tick in ticks]
    frames = frames_between(game.log, start, end)
    usages = [Usage("", proctree.memory(proctree.tree(game.child.pid)), share[0], ticks[0], frames)]
    for (label, pid), cpu, tick in zip(others, share[1:], ticks[1:], strict=True):
        usages.append(Usage(label, proctree.memory(proctree.tree(pid)), cpu, tick, None))
    return usages


def run(size: tuple[int, int], seconds: float, settle: float, taps: int, indicators: list[bool], menu: bool = False,
        game: str | None = None, clock: bool = True, aisleriot: bool = True, rest_wait: float = 60.0) -> list[Usage]:
    """The side-by-side measurement (module docstring): a `Usage` per game run and per Aisleriot row."""
    talon = talon_centre(size) if clock and taps else (0, 0)
    rows: list[Usage] = []
    with tempfile.TemporaryDirectory(prefix="idlebench-") as folder, contextlib.ExitStack() as stack:
        native = None
        if aisleriot:
            native = Aisleriot(size, taps, Path(folder))
            native.start(stack.enter_context(x_display(size)))
            stack.callback(native.stop)
        for indicator in indicators:
            run_folder = Path(folder) / f"indicator-{'on' if indicator else 'off'}"
            played = Game(size, run_folder, indicator, game)
            try:
                played.start(stack.enter_context(x_display(size)), settle)
                played.play(taps, talon, clock, menu)
                waited = played.wait_for_rest(rest_wait)
                others = [("GNOME Aisleriot, Forty Thieves", native.pid)] if native is not None else []
                usages = measure_trees(seconds, played, others)
            finally:
                played.stop()
            usages[0].label = (f"Vierzig Räuber, indicator {'on' if indicator else 'off'}"
                               f"{', menu open' if menu else ''} (at rest after {waited:.0f} s)")
            rows += usages
    return rows


def report(rows: list[Usage], size: tuple[int, int], seconds: float, taps: int, clock: bool) -> str:
    what = f"{taps} taps on the talon" if clock and taps else ("a click on the felt" if clock else "untouched")
    lines = [f"idlebench: {size[0]}x{size[1]}, {what}, {seconds:g} s at rest, each game run beside Aisleriot",
             "", "| | processes | RSS | PSS | CPU at rest | frames |", "|---|---|---|---|---|---|"]
    lines += [row.row() for row in rows]
    games = [row for row in rows if row.frames is not None]
    natives = [row for row in rows if row.frames is None]
    summary = (f"idlebench: {size[0]}x{size[1]} game pss {max(r.pss_mib for r in games):.0f} MB "
               f"cpu {max(r.cpu_share for r in games):.2f} % processes {max(len(r.processes) for r in games)}")
    if natives:
        summary += (f" | aisleriot pss {min(r.pss_mib for r in natives):.0f} MB "
                    f"cpu {max(r.cpu_share for r in natives):.2f} %")
    return "\n".join([*lines, "", summary])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.idlebench", description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=_size, default=(1920, 1080), help="window size WxH (default 1920x1080)")
    parser.add_argument("--seconds", type=_positive, default=20.0, help="how long to measure (default 20)")
    parser.add_argument("--settle", type=_positive, default=6.0, help="seconds for the deal to land first (default 6)")
    parser.add_argument("--taps", type=_count, default=3, help="taps on the talon before measuring (default 3; 0: a click on the felt)")
    parser.add_argument("--indicator", choices=("on", "off", "both"), default="both",
                        help="the winnability indicator in the measured game (default: both, one run each)")
    parser.add_argument("--rest-wait", type=_positive, default=60.0,
                        help="at most this many seconds for the solver worker to end before measuring (default 60)")
    parser.add_argument("--menu", action="store_true", help="measure the in-game menu left open over the table")
    parser.add_argument("--untouched", action="store_true",
                        help="leave the table untouched (its clock waits for the first input)")
    parser.add_argument("--game", help="the game number to deal (default: what a new player gets, a solvable deal)")
    parser.add_argument("--no-aisleriot", action="store_true", help="do not run GNOME Aisleriot beside the game")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("idlebench: Linux only (it reads /proc)", file=sys.stderr)
        return 2
    if shutil.which("xdotool") is None:
        print("idlebench: needs xdotool to click the window (apt-get install xdotool)", file=sys.stderr)
        return 2
    aisleriot = not args.no_aisleriot and Path(AISLERIOT).exists() and shutil.which("dbus-run-session") is not None
    if not args.no_aisleriot and not aisleriot:
        print("idlebench: Aisleriot is not installed (apt-get install aisleriot dbus): the game alone", file=sys.stderr)
    indicators = {"on": [True], "off": [False], "both": [True, False]}[args.indicator]
    rows = run(args.size, args.seconds, args.settle, args.taps, indicators, args.menu, args.game,
               clock=not args.untouched, aisleriot=aisleriot, rest_wait=args.rest_wait)
    print(report(rows, args.size, args.seconds, args.taps, not args.untouched))
    return 0


if __name__ == "__main__":
    sys.exit(main())
