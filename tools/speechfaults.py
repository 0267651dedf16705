"""Frames against failing speech: ``python -m tools.speechfaults [--seconds S] [--monkey N]``

The real app headless (`App.frame` timed one by one with the wall clock, a speaking key every
third frame: T, I, R, →, M) against each fault the speech may meet, with a private
speech-dispatcher (`tools.speechcheck.start_dispatcher`: its own socket, audio into ALSA's null
device):

- ``stopped``: the ``speechd`` client (the distribution's python3-speechd) speaking, the daemon
  stopped (SIGSTOP) a third of the way in — the worst frame before and after;
- ``spd-say``: the ``spd-say`` command (the client out of reach), the daemon stopped from the
  start — the worst frame, the most ``spd-say`` processes of this game alive at once during the
  game, and how many are alive after it closed;
- ``baseline``: no fault (a transcript to a file, no screen reader): the machine's own frames;
- ``reader``: ``--speech-log`` on a named pipe whose reader opened it and never reads — the
  worst frame (the transcript stops once the pipe and the backlog are full);
- ``--monkey N``: ``python -m tools.monkey --speech --events N`` against the daemon, which is
  killed (SIGKILL) after a third of the run's time: its last line (events, failures, peak memory).

The goal: no frame over 50 ms. Run it alone (wall-clock figures); the last lines are
machine-readable, ``speechfaults: SCENARIO worst-ms A …``.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAME = 1 / 60
WARM_UP = 10      # frames not counted: the first draws of the table, the same with or without speech
SPEAKING_KEYS = ("t", "i", "r", "right", "m")
SYSTEM_MODULES = Path("/usr/lib/python3/dist-packages")


def _app(folder: Path, speech: bool, log: Path | None):
    import pygame  # noqa: F401 (the driver variables are set first, in main)

    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.storage.files import DataDir
    from game.storage.settings import Settings, save_settings

    save_settings(DataDir(folder), Settings(animation_speed="off", language="de"))
    return build_app(AppConfig(size=(1280, 720), data_dir=folder, game_number="12", language="de", speech=speech,
                               speech_log=log), headless=True)


SPEECH_TIMES: list[float] = []   # milliseconds of each frame's `Speaker.follow` (the speech's own share)


def _timed_speech(app) -> None:
    follow = app.speech.follow

    def timed(top, by_player) -> None:
        began = time.perf_counter()
        follow(top, by_player)
        SPEECH_TIMES.append((time.perf_counter() - began) * 1000)
    app.speech.follow = timed


def _play(app, seconds: float, at=None, sample=None, every: int = 3) -> list[float]:
    """Frames for ``seconds`` of wall time, a key every ``every`` frames; each frame's milliseconds.
    ``at``: (fraction of the time, call) done once then; ``sample`` called after every frame."""
    import pygame

    from game.app import synthetic

    SPEECH_TIMES.clear()
    _timed_speech(app)
    times: list[float] = []
    start = time.perf_counter()
    number = 0
    while (now := time.perf_counter()) - start < seconds:
        if at is not None and now - start >= at[0] * seconds:
            at[1]()
            at = None
        if number % every == 0:
            key = SPEAKING_KEYS[(number // 3) % len(SPEAKING_KEYS)]
            synthetic.post(synthetic.key(pygame.key.key_code(key)))
            if app.top is not app.router.table:   # a notice over the table: closed as a player would
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        began = time.perf_counter()
        app.frame(FRAME)
        if number >= WARM_UP:
            times.append((time.perf_counter() - began) * 1000)
        if sample is not None:
            sample()
        number += 1
        time.sleep(max(0.0, FRAME - (time.perf_counter() - began)))
    return times


def _children(name: str) -> list[int]:
    """This process's live children whose command is ``name``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            comm = (entry / "comm").read_text().strip()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if comm == name and fields[0] != "Z" and int(fields[1]) == os.getpid():
            found.append(int(entry.name))
    return found


def _alive(pids: set[int]) -> int:
    count = 0
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        count += state != "Z"
    return count


def stopped(work: Path, seconds: float) -> str:
    from tools.speechcheck import start_dispatcher

    dispatcher = start_dispatcher(work / "sd-stopped", aloud=False)
    try:
        sys.path.insert(0, str(_client_only(work)))
        app = _app(work / "data-stopped", True, None)
        times = _play(app, seconds, at=(1 / 3, lambda: os.killpg(dispatcher.pid, signal.SIGSTOP)))
        third = len(times) // 3
        reader = app.speech.reader
        closed = time.perf_counter()
        app.router.close()
        app.speech.close()
        closing = (time.perf_counter() - closed) * 1000
        return (f"stopped (after the stop) {_figures(times[third:])} worst-before-ms {max(times[:third]):.1f} "
                f"gave-up {getattr(reader, 'gave_up', '?')} close-ms {closing:.0f}")
    finally:
        _end(dispatcher)


def _client_only(work: Path) -> Path:
    """A folder with only the distribution's ``speechd`` package in it (for sys.path)."""
    folder = work / "client"
    folder.mkdir(exist_ok=True)
    if not (folder / "speechd").exists():
        (folder / "speechd").symlink_to(SYSTEM_MODULES / "speechd")
    return folder


def spd_say(work: Path, seconds: float) -> str:
    from tools.speechcheck import start_dispatcher

    dispatcher = start_dispatcher(work / "sd-spd", aloud=False)
    os.killpg(dispatcher.pid, signal.SIGSTOP)
    saved = sys.modules.get("speechd")
    sys.modules["speechd"] = None  # type: ignore[assignment]   # the client out of reach: the command speaks
    seen: set[int] = set()
    most = 0
    try:
        app = _app(work / "data-spd", True, None)

        def sample() -> None:
            nonlocal most
            now = _children("spd-say")
            seen.update(now)
            most = max(most, len(now))
        times = _play(app, seconds, sample=sample)
        during = _alive(seen)
        app.router.close()
        app.speech.close()
        time.sleep(0.5)
        return (f"spd-say {_figures(times)} most-alive {most} started {len(seen)} "
                f"alive-at-end-of-play {during} alive-after-close {_alive(seen)}")
    finally:
        if saved is not None:
            sys.modules["speechd"] = saved
        else:
            sys.modules.pop("speechd", None)
        _end(dispatcher)


def _figures(times: list[float]) -> str:
    ordered = sorted(times)
    speech = max(SPEECH_TIMES[WARM_UP:], default=0.0)
    return (f"worst-ms {ordered[-1]:.1f} p99-ms {ordered[int(len(ordered) * 0.99)]:.1f} frames {len(times)} "
            f"speech-worst-ms {speech:.1f}")


def baseline(work: Path, seconds: float) -> str:
    """No fault: a transcript to a regular file, no screen reader (the machine's own frame times)."""
    app = _app(work / "data-baseline", False, work / "said.txt")
    times = _play(app, seconds)
    app.router.close()
    app.speech.close()
    return f"baseline {_figures(times)}"


def reader(work: Path, seconds: float) -> str:
    fifo = work / "said.fifo"
    os.mkfifo(fifo)
    held = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)   # a reader that never reads
    try:
        app = _app(work / "data-reader", False, fifo)
        times = _play(app, seconds, every=1)
        stopped_by = getattr(app.speech.outputs[0], "stopped_because", "?") if app.speech.outputs else "refused"
        app.router.close()
        app.speech.close()
        return f"reader {_figures(times)} transcript-stopped {bool(stopped_by)}"
    finally:
        os.close(held)


def monkey(work: Path, events: int) -> str:
    from tools.speechcheck import start_dispatcher

    dispatcher = start_dispatcher(work / "sd-monkey", aloud=False)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(_client_only(work)), os.getcwd()])}
    started = time.monotonic()
    run = subprocess.Popen([sys.executable, "-m", "tools.monkey", "--speech", "--events", str(events),
                            "--speech-log", str(work / "monkey-said.txt")], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    killed_at = None
    try:
        while run.poll() is None:
            if killed_at is None and time.monotonic() - started > 20:
                os.killpg(dispatcher.pid, signal.SIGKILL)
                killed_at = time.monotonic() - started
            time.sleep(0.2)
        out, err = run.communicate()
    finally:
        _end(dispatcher)
    last = (out.strip().splitlines() or ["(no output)"])[-1]
    said = (work / "monkey-said.txt").read_text(encoding="utf-8", errors="replace") if (work / "monkey-said.txt").exists() else ""
    told = "verstummt" in said or "gone silent" in said
    return (f"monkey exit {run.returncode} daemon-killed-at-s {killed_at if killed_at is None else round(killed_at, 1)} "
            f"told-in-transcript {told} :: {last} :: stderr {err.strip().splitlines()[-1:]}")


def _end(dispatcher: subprocess.Popen[bytes]) -> None:
    for sent in (signal.SIGCONT, signal.SIGKILL):
        try:
            os.killpg(dispatcher.pid, sent)
        except ProcessLookupError:
            break
    dispatcher.wait(10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.speechfaults", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12.0, help="wall time each scenario plays (default 12)")
    parser.add_argument("--monkey", type=int, default=0, metavar="N", help="also a monkey run of N events")
    parser.add_argument("--only", choices=("baseline", "stopped", "spd-say", "reader"), action="append",
                        help="this scenario only (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    work = Path(tempfile.mkdtemp(prefix="speechfaults-"))
    lines = []
    for name, scenario in (("baseline", baseline), ("stopped", stopped), ("spd-say", spd_say), ("reader", reader)):
        if args.only is None or name in args.only:
            lines.append(scenario(work, args.seconds))
            print("speechfaults: " + lines[-1], flush=True)
    if args.monkey:
        print("speechfaults: " + monkey(work, args.monkey), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
