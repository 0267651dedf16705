"""A newcomer's start, timed beside GNOME Aisleriot: ``python -m tools.startbench --fresh``.

Run it in an X display of its own, under the CPU lock::

    flock /tmp/bench.lock xvfb-run -a -s "-screen 0 1280x720x24" python -m tools.startbench --fresh

Each launch starts the game in a fresh process on an empty data folder (the first start: no
settings, no autosave) in a real 1280×720 window, and the parent notes, from the moment it
started the process, when the window is mapped (``xdotool search --onlyvisible``, the same way
for Aisleriot), when the child has shown its first frame (the window with its felt, as
`game.app.launch` shows it before importing the rest: `game.app.first_frame`), the table's
first frame, and when the table has settled (the deal's animation over). The child also says
where its time went: the window and its felt (interpreter, pygame and the first frame's
imports included), the other imports, the fonts, the card faces, the catalogues
(translations, deals and their shipped solutions), the solver worker's start, and the deal's
animation. Aisleriot (``sol``, its Forty Thieves) is launched the same way when it is
installed, and timed to its window only (it has no deal animation to wait for). Medians of
``--repeat`` launches; the last line is the figure::

    freshstart: first frame 0.21 s, table 0.68 s, settled 1.59 s, window 0.21 s; Aisleriot window 0.24 s

A benchmark, never a test: nothing here is asserted.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

WMCLASS = "vierzig-startbench"
SIZE = (1280, 720)
MARK = "mark "
PHASES = ("window and felt", "imports", "fonts", "card faces", "catalogues", "worker", "deal animation")


class Phases:
    """Seconds spent inside the wrapped functions, outermost calls only, by phase."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = dict.fromkeys(PHASES, 0.0)
        self._depth = 0

    def wrap(self, owner: Any, name: str, phase: str) -> None:
        original: Callable[..., Any] = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth:
                return original(*args, **kwargs)
            self._depth += 1
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[phase] += time.perf_counter() - start
                self._depth -= 1

        setattr(owner, name, timed)


def child(folder: Path) -> int:
    """The launched game: the real first start in a real window, marks on stdout as they happen."""
    began = time.perf_counter()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WMCLASS
    from game.app import first_frame
    from game.app.config import AppConfig

    config = AppConfig(data_dir=folder, size=SIZE)
    first_frame.show(config)          # as `game.app.launch` does: the window and its felt first
    print(f"{MARK}first-frame", flush=True)
    felt = time.perf_counter()
    phases = Phases()
    phases.seconds["window and felt"] = felt - began
    from game.advisor import knowledge, solutions, worker
    from game.content import deal_catalogue
    from game.i18n import catalogues
    from game.view import card_sprites, fonts

    phases.wrap(fonts, "font", "fonts")
    phases.wrap(card_sprites.CardSprites, "_draw_face", "card faces")
    phases.wrap(card_sprites.CardSprites, "_draw_back", "card faces")
    phases.wrap(catalogues, "discover", "catalogues")
    phases.wrap(deal_catalogue, "read_shipped_catalogue", "catalogues")
    phases.wrap(solutions, "load_solution_texts", "catalogues")
    phases.wrap(knowledge.SolverKnowledge, "learn", "catalogues")
    phases.wrap(worker.SolverWorker, "_start", "worker")
    from game.app.game_app import build_app

    phases.seconds["imports"] = time.perf_counter() - felt
    print(f"{MARK}imported", flush=True)
    app = build_app(config, headless=False)
    app.frame(1 / 60)
    print(f"{MARK}table", flush=True)
    shown = time.perf_counter()
    table = app.router.table
    if table is None:
        raise RuntimeError("the game starts on the table")
    last = shown
    while table.on_screen().busy and time.perf_counter() - shown < 30:
        now = time.perf_counter()
        app.frame(now - last)
        last = now
    phases.seconds["deal animation"] = time.perf_counter() - shown
    print(f"{MARK}settled", flush=True)
    print("phases " + " ".join(f"{name.replace(' ', '_')}={seconds:.3f}" for name, seconds in phases.seconds.items()),
          flush=True)
    app.router.close()
    return 0


def _visible(wmclass: str) -> bool:
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", wmclass],
                           capture_output=True, text=True, check=False)
    return bool(found.stdout.strip())


def _wait_window(proc: subprocess.Popen[Any], wmclass: str, start: float, limit: float = 30.0) -> float:
    while time.perf_counter() - start < limit and proc.poll() is None:
        if _visible(wmclass):
            return time.perf_counter() - start
        time.sleep(0.01)
    return float("nan")


def launch_game() -> dict[str, float]:
    """One first start: seconds from launch to the window, the first frame, the settled table,
    and the child's phases."""
    with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-freshstart-") as folder:
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   SDL_VIDEO_X11_WMCLASS=WMCLASS)
        env.pop("SDL_VIDEODRIVER", None)
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "tools.startbench", "--fresh-child", folder],
                                stdout=subprocess.PIPE, text=True, env=env,
                                cwd=Path(__file__).resolve().parent.parent)
        assert proc.stdout is not None
        figures: dict[str, float] = {}
        window = float("nan")
        for line in proc.stdout:
            now = time.perf_counter() - start
            if line.startswith(MARK):
                figures[line[len(MARK):].strip()] = now
                if line.startswith(MARK + "first-frame") and window != window:
                    window = now if _visible(WMCLASS) else float("nan")
            elif line.startswith("phases "):
                for word in line.split()[1:]:
                    name, value = word.split("=")
                    figures[name.replace("_", " ")] = float(value)
        proc.wait(timeout=60)
        figures["window"] = window
        return figures


def launch_aisleriot() -> float | None:
    """Seconds from launching Aisleriot's Forty Thieves to its visible window (None: not installed)."""
    sol = shutil.which("sol") or shutil.which("sol", path="/usr/games")
    if sol is None:
        return None
    start = time.perf_counter()
    proc = subprocess.Popen([sol, "--variation", "forty_thieves"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        return _wait_window(proc, "sol", start)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main(repeat: int) -> int:
    if not os.environ.get("DISPLAY"):
        print("freshstart: needs an X display (run it under xvfb-run)", file=sys.stderr)
        return 2
    runs = [launch_game() for _ in range(repeat)]
    rivals = [t for t in (launch_aisleriot() for _ in range(repeat)) if t is not None]

    def median(name: str) -> float:
        return statistics.median(run.get(name, float("nan")) for run in runs)

    for phase in PHASES:
        print(f"freshstart: {phase:15} {median(phase):.2f} s")
    rival = f"Aisleriot window {statistics.median(rivals):.2f} s" if rivals else "Aisleriot not installed"
    print(f"freshstart: first frame {median('first-frame'):.2f} s, table {median('table'):.2f} s, "
          f"settled {median('settled'):.2f} s, "
          f"window {median('window'):.2f} s; {rival} (medians of {repeat})")
    return 0
