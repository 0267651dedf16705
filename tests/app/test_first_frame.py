"""The start's first frame: the window shows the player's felt before the rest of the game is
imported, the app then draws into that same window, and the flags that open no window still
open none (`game.app.first_frame`, `game.app.launch`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.app.config import AppConfig
from game.app.first_frame import peek_settings
from game.storage.settings import SETTINGS_FILE, Settings

ROOT = Path(__file__).resolve().parents[2]

# Runs the real start (`game.app.main`) headless, noting what the first frame showed and which
# modules were loaded then, and whether the app drew into the window the first frame opened.
PROBE = r"""
import json, sys
import pygame
from game.app import first_frame

seen = {}
shown = first_frame.show

def show(config):
    shown(config)
    surface = pygame.display.get_surface()
    seen["window"] = surface is not None
    if surface is not None:
        w, h = surface.get_size()
        seen["size"] = [w, h]
        seen["centre"] = list(surface.get_at((w // 2, h // 2)))[:3]
        seen["first"] = id(surface)
    seen["loaded"] = sorted(name for name in ("game.app.routes.router", "game.app.game_app", "game.scenes.tabletop.scene", "pygame_gui")
                            if name in sys.modules)
    from game.app.game_app import GameApp
    GameApp.run = run

def run(app, *args, **kwargs):
    seen["same_window"] = id(app.screen) == seen.get("first")
    print("SEEN " + json.dumps(seen), flush=True)
    app.quit()
    app.running = False

first_frame.show = show
from game.app.main import main
status = main(sys.argv[1:])
print("SEEN " + json.dumps(seen), flush=True)
sys.exit(status)
"""


def _start(tmp_path: Path, *flags: str, probe: str = PROBE) -> tuple[int, dict, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", probe, "--data-dir", str(tmp_path), *flags],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    return done.returncode, json.loads(lines[0][5:]) if lines else {}, done.stdout + done.stderr


def test_the_first_frame_shows_the_felt_before_the_game_is_imported(tmp_path):
    status, seen, printed = _start(tmp_path, "--size", "900x600")
    assert status == 0, printed
    assert seen["window"] and seen["size"] == [900, 600], seen
    assert seen["loaded"] == [], seen                       # the scenes and the widgets came after it
    red, green, blue = seen["centre"]
    assert green > red and green > blue, seen               # the green felt, not a black window
    assert seen["same_window"], seen                        # the table is drawn into that window


def test_the_first_frame_is_painted_in_the_player_s_felt(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({**Settings.defaults().to_json(), "felt": "burgundy"}))
    status, seen, printed = _start(tmp_path)
    assert status == 0, printed
    red, green, blue = seen["centre"]
    assert red > green and red > blue, seen


def test_help_and_version_open_no_window(tmp_path):
    for flag in ("--help", "--version"):
        status, seen, printed = _start(tmp_path, flag)
        assert status == 0, printed
        assert seen == {}, (flag, seen)                     # the first frame was never shown
        assert "Traceback" not in printed


def test_the_saved_options_are_only_read(tmp_path):
    """The first frame opens the window the player saved (fullscreen, language, felt) and reads a
    damaged file as the defaults without touching it: the app's own load sets it aside and tells."""
    saved = {**Settings.defaults().to_json(), "fullscreen": True, "language": "fr", "felt": "blue"}
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(saved))
    peeked = peek_settings(AppConfig(data_dir=tmp_path))
    assert (peeked.fullscreen, peeked.language, peeked.felt) == (True, "fr", "blue")
    (tmp_path / SETTINGS_FILE).write_text("{ not json")
    assert peek_settings(AppConfig(data_dir=tmp_path)).felt == Settings.defaults().felt
    assert sorted(path.name for path in tmp_path.iterdir()) == [SETTINGS_FILE]
    assert (tmp_path / SETTINGS_FILE).read_text() == "{ not json"


def test_a_fifo_in_the_settings_place_does_not_hang_the_first_frame(tmp_path):
    if not hasattr(os, "mkfifo"):
        return
    os.mkfifo(tmp_path / SETTINGS_FILE)
    assert peek_settings(AppConfig(data_dir=tmp_path)).felt == Settings.defaults().felt
