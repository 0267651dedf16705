"""A stop signal at any instant of a start ends the real program (``run.py``) without a traceback,
with the exit status it names, and with the game saved once there is a game to save.

Each trial starts the program headless on a fresh folder, waits until its entry point holds the
stop signals — the moment the kernel shows SIGTERM caught in ``/proc/PID/status`` — and sends a
signal that many seconds later: from the first instant the game's own code runs, through the
imports, the folder's lock, the deal and the first frames, to the table at rest. (Before that
instant Python itself is still starting: a signal there ends the interpreter as it ends any
Python program, before the game has loaded anything.)
"""

from __future__ import annotations

import ast
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app.early_signals import exit_status
from game.storage.autosave import AUTOSAVE_FILE

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc/PID/status (Linux)")

AFTER_HOLD = (0.0, 0.03, 0.08, 0.15, 0.3, 0.5, 0.8, 1.2)      # seconds after the signals are held
OTHER_SIGNALS = ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM")


def _caught(pid: int) -> int:
    """The process's mask of caught signals (0 once it has ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1], 16) for line in status.splitlines() if line.startswith("SigCgt:")), 0)


def _start(folder: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, "run.py", "--data-dir", str(folder), "--game", "5"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_until(condition, what: str, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit        # only so that a broken start cannot hang the suite
    while not condition():
        if time.monotonic() >= deadline:
            pytest.fail(f"waited {limit} s for {what}: the start hangs")
        time.sleep(0.002)


def _trial(folder: Path, name: str, delay: float | None) -> tuple[int, str]:
    """Start, wait for the held signals (and ``delay`` more seconds; None: until the game is saved
    once), send ``name``; the exit status and what the program printed."""
    number = getattr(signal, name)
    program = _start(folder)
    _wait_until(lambda: _caught(program.pid) & (1 << (signal.SIGTERM - 1)) or program.poll() is not None,
                "the entry point to hold the signals")
    if delay is None:
        _wait_until(lambda: (folder / AUTOSAVE_FILE).exists(), "the first save of the dealt game")
    else:
        time.sleep(delay)
    program.send_signal(number)
    out, err = program.communicate(timeout=120)
    return program.returncode, out + err


def _check(folder: Path, name: str, status: int, printed: str) -> None:
    assert "Traceback" not in printed and "Error" not in printed, printed
    assert status == exit_status(getattr(signal, name)), f"{name}: exit {status}\n{printed}"
    if (folder / AUTOSAVE_FILE).exists():
        assert json.loads((folder / AUTOSAVE_FILE).read_text())["number"] == "5"
    assert not list(folder.glob(".*.tmp")), "a save was cut short"


@pytest.mark.parametrize("delay", AFTER_HOLD)
def test_ctrl_c_at_any_instant_of_the_start_ends_it_cleanly(tmp_path: Path, delay: float) -> None:
    status, printed = _trial(tmp_path, "SIGINT", delay)
    _check(tmp_path, "SIGINT", status, printed)


@pytest.mark.parametrize("name", OTHER_SIGNALS)
def test_every_stop_signal_during_the_start_and_at_the_table_saves_and_ends_cleanly(tmp_path: Path, name: str) -> None:
    if not hasattr(signal, name):
        pytest.skip(f"no {name} here")
    status, printed = _trial(tmp_path / "starting", name, 0.3)
    _check(tmp_path / "starting", name, status, printed)
    status, printed = _trial(tmp_path / "table", name, None)
    _check(tmp_path / "table", name, status, printed)
    assert (tmp_path / "table" / AUTOSAVE_FILE).exists(), "the game on the table is saved"


@pytest.mark.slow
@pytest.mark.parametrize("delay", [round(0.05 * step, 2) for step in range(40)])
@pytest.mark.parametrize("name", ("SIGINT", *OTHER_SIGNALS))
def test_every_stop_signal_at_every_twentieth_of_a_second_of_the_start(tmp_path: Path, name: str, delay: float) -> None:
    status, printed = _trial(tmp_path, name, delay)
    _check(tmp_path, name, status, printed)


def test_a_signal_between_the_app_built_and_its_loop_begun_still_ends_it(tmp_path: Path) -> None:
    """The Stopper quits the app from its handler: a signal after the app is built but before `run`
    sets the loop going must not be lost (the loop would run on, the program never end)."""
    from game.app.config import AppConfig
    from game.app.game_app import build_app

    app = build_app(AppConfig(data_dir=tmp_path, game_number="5"), headless=True)
    app.quit(for_good=True)                # what the Stopper's handler does
    frames = app.frames
    app.run(max_seconds=5.0)
    assert app.frames == frames, "the loop ran after a stop signal"
    app.router.close()


HOLDER = {"game", "game.app", "game.app.main", "game.app.early_signals"}   # what must load to hold at all
ENTRY_PROBE = """
import _signal, pkgutil, runpy, sys
unheld = []
def watch(event, args):
    if event == "import" and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
        unheld.append(args[0])
sys.addaudithook(watch)
{entry}
"""


@pytest.mark.parametrize("entry", [
    "from game.app.main import main\ntry:\n    main(['--version'])\nexcept SystemExit:\n    pass\nprint(unheld)",
    "sys.argv = ['run.py', '--version']\ntry:\n    runpy.run_path('run.py', run_name='__main__')\n"
    "except SystemExit:\n    pass\nprint(unheld)",
])
def test_the_signals_are_held_before_anything_else_of_the_games_is_imported(entry: str) -> None:
    """The console script's and run.py's way in: from the entry's first line to the hold, no
    module is imported but the few that do the holding (a Ctrl+C there would be a traceback)."""
    done = subprocess.run([sys.executable, "-c", ENTRY_PROBE.format(entry=entry)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    unheld = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    assert set(unheld) <= HOLDER, sorted(set(unheld) - HOLDER)
