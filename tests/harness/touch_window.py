"""Touch through SDL's real path: the game in a real X window with ``SDL_MOUSE_TOUCH_EVENTS=1``,
tapped and dragged with xdotool, beside a headless twin of the same game that gets the same taps
as plain mouse events (`game.app.synthetic`).

With the hint SDL gives every press, slide and release of the pointer twice: as the mouse event
and as a finger event of its own (``touch_id`` -1, SDL's mouse-made touch). The twin sees one path
only, so it is the truth each step of the window is held against: what the speech said for the tap
(the window's ``--speech-log``, the twin's recorder), and the game and options the window wrote
into its data folder (``autosave.json``, ``settings.json``).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from game.app import synthetic
from game.app.config import AppConfig
from game.app.game_app import build_app
from game.engine import format_board
from game.speech.outputs import RecordingOutput
from game.storage.files import DataDir
from game.storage.keys import stored_variant
from game.storage.settings import Settings, save_settings
from tests.harness.xwindow import HAVE_X, game, until, x_server

HAVE_TOUCH_X = HAVE_X       # Xvfb and xdotool (the window is the game's own Xvfb screen, as xvfb-run -a makes one)
HAVE_IMPORT = shutil.which("import") is not None
FRAME = 1 / 60
Point = tuple[int, int]


class TouchRun:
    """One game played in the window and in the twin, tap by tap (see the module docstring)."""

    def __init__(self, env: dict[str, str], window: str, twin, folder: Path, log: Path, shots: Path) -> None:
        self.env, self.window, self.twin = env, window, twin
        self.folder, self.log, self.shots = folder, log, shots
        self.recorder = RecordingOutput()
        twin.speech.outputs.append(self.recorder)
        twin.speech.open_reader = lambda language: RecordingOutput()
        twin.speech.switch(True, announce=False)
        self.frames(10)
        self.said_window = len(self.window_sentences())
        self.said_twin = len(self.recorder.sentences())

    # --- the twin ---------------------------------------------------------------------------

    def frames(self, count: int) -> None:
        for _ in range(count):
            self.twin.frame(FRAME)

    @property
    def table(self):
        return self.twin.router.game.table

    # --- input to both ----------------------------------------------------------------------

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def tap(self, point: Point) -> tuple[list[str], list[str]]:
        """A tap at ``point`` in both; what each said for it (window, twin)."""
        x, y = str(point[0]), str(point[1])
        self.xdo("mousemove", "--window", self.window, x, y, "click", "1")
        for event in [synthetic.move(point, held=False), *synthetic.tap(point)]:
            synthetic.post(event)
            self.frames(1)
        return self.settle()

    def drag(self, start: Point, end: Point, steps: int = 8) -> tuple[list[str], list[str]]:
        """A press at ``start``, a slide to ``end`` and a release there, in both."""
        points = synthetic.path(start, end, steps)
        args = ["mousemove", "--window", self.window, str(start[0]), str(start[1]), "mousedown", "1"]
        for point in points:
            args += ["sleep", "0.03", "mousemove", "--window", self.window, str(point[0]), str(point[1])]
        self.xdo(*args, "sleep", "0.1", "mouseup", "1")
        synthetic.post(synthetic.move(start, held=False))
        synthetic.post(synthetic.press(start))
        self.frames(1)
        for point in points:
            synthetic.post(synthetic.move(point))
            self.frames(1)
        synthetic.post(synthetic.release(end))
        return self.settle()

    def type_text(self, text: str) -> tuple[list[str], list[str]]:
        """Typed text (the keyboard, as a phone's would pop up), in both."""
        self.xdo("type", "--window", self.window, "--delay", "80", text)
        synthetic.post(synthetic.typed(text))
        return self.settle()

    def key(self, name: str, key: int) -> tuple[list[str], list[str]]:
        self.xdo("key", "--window", self.window, name)
        synthetic.post(synthetic.key(key))
        return self.settle()

    def settle(self) -> tuple[list[str], list[str]]:
        """Frames for the twin, time for the window; the sentences each said since the last step."""
        self.frames(30)
        twin = self.recorder.sentences()[self.said_twin:]
        until(lambda: len(self.window_sentences()) >= self.said_window + len(twin), 15)
        counted = -1
        while counted != len(self.window_sentences()):   # until the window has said nothing more for 0.5 s
            counted = len(self.window_sentences())       # (a tap counted twice says more than the twin)
            time.sleep(0.5)
        window = self.window_sentences()[self.said_window:]
        self.said_window += len(window)
        self.said_twin += len(twin)
        return window, twin

    # --- what the window wrote --------------------------------------------------------------

    def window_sentences(self) -> list[str]:
        if not self.log.exists():
            return []
        lines = self.log.read_text(encoding="utf-8").splitlines()
        return [line.split("\t", 1)[1] for line in lines if "\t" in line]

    def saved(self, name: str) -> dict:
        try:
            return json.loads((self.folder / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def window_board(self) -> str | None:
        return self.saved("autosave.json").get("position")

    def same_board(self, seconds: float = 15.0) -> bool:
        """The window's autosave holds the twin's position (it is written off the frame loop)."""
        return until(lambda: self.window_board() == format_board(self.table.state().position), seconds)

    def shot(self, name: str) -> Path:
        path = self.shots / f"{name}.png"
        if HAVE_IMPORT:
            subprocess.run(["import", "-window", self.window, str(path)], env=self.env, check=True, timeout=30)
        return path


@contextlib.contextmanager
def touch_run(tmp: Path, size: tuple[int, int], flags: tuple[str, ...], settings: Settings,
              ready: Callable[[list[str]], bool] = lambda said: bool(said)) -> Iterator[TouchRun]:
    """The game with ``flags`` in a window of ``size`` under Xvfb (SDL's mouse-made touch on) and
    its headless twin on a folder of its own with the same ``settings``."""
    folder, twin_folder, shots = tmp / "window", tmp / "twin", tmp / "shots"
    for each in (folder, twin_folder, shots):
        each.mkdir()
    for each in (folder, twin_folder):
        save_settings(DataDir(each), settings)
    log = tmp / "speech.log"
    config = dict(zip(flags[::2], flags[1::2], strict=True))
    twin = build_app(AppConfig(size=size, data_dir=twin_folder, game_number=config.get("--game"),
                               variant=stored_variant(config.get("--variant")), speech_log=None), headless=True)
    pygame.event.get()
    try:
        with x_server(size) as env:
            env["SDL_MOUSE_TOUCH_EVENTS"] = "1"
            quiet = tmp / "bin"      # an spd-say that takes every sentence and says nothing: no daemon needed
            quiet.mkdir()
            (quiet / "spd-say").write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
            (quiet / "spd-say").chmod(0o755)
            env["PATH"] = f"{quiet}{os.pathsep}{env.get('PATH', '')}"
            with game(env, "--size", f"{size[0]}x{size[1]}", *flags, "--data-dir", str(folder),
                      "--speech-log", str(log), "--speech") as window:
                run = TouchRun(env, window, twin, folder, log, shots)
                assert until(lambda: ready(run.window_sentences()), 20), "the window never spoke"
                time.sleep(1.0)
                run.said_window = len(run.window_sentences())
                yield run
    finally:
        twin.router.close()
        pygame.event.get()
