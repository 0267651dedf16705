"""No display, no game: started where SDL finds no X11 or Wayland display (and nobody asked for a
driver that shows nothing), the game says so and ends with a non-zero status, having written
nothing — no lock, no autosave that would make the next start from the desktop a "second copy"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_without_a_display_the_game_says_so_and_writes_nothing(tmp_path: Path) -> None:
    env = {name: value for name, value in os.environ.items()
           if name not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(SDL_AUDIODRIVER="dummy", LANGUAGE="en", LC_ALL="C.UTF-8")
    data = tmp_path / "data"
    try:
        done = subprocess.run([sys.executable, "-m", "game.app.main", "--data-dir", str(data), "--lang", "en"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired as ran_on:   # an invisible game that runs for ever
        raise AssertionError("the game ran on without a display") from ran_on
    assert done.returncode != 0
    assert "no display was found" in done.stderr
    assert not data.exists()
