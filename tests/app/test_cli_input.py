"""Command-line input a script or a hostile user may give: refused in one line, or said plainly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app.cli import parse_args

ROOT = Path(__file__).resolve().parents[2]


def test_an_empty_data_dir_is_refused_not_taken_as_the_current_folder(capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(["--data-dir", ""])
    assert stop.value.code == 2
    assert "data folder must not be empty" in capsys.readouterr().err


@pytest.mark.parametrize("typed, played", [("-1", "1"), ("1.5", "15"), ("#12,345", "12345")])
def test_a_number_read_the_pysolfc_way_says_which_game_it_is(capsys, typed, played):
    config = parse_args([f"--game={typed}"])
    assert config.game_number == played
    assert f"is game {played}" in capsys.readouterr().err


def test_a_plain_number_needs_no_note(capsys):
    assert parse_args(["--game", "42"]).game_number == "42"
    assert capsys.readouterr().err == ""


def test_no_flag_overrides_the_saved_options():
    config = parse_args([])
    assert (config.language, config.fullscreen, config.variant, config.game_number) == (None, None, None, None)


def test_a_size_asks_for_a_window_even_after_a_game_quit_in_fullscreen():
    """``--size 800x600`` wins over the saved fullscreen."""
    assert parse_args(["--size", "800x600"]).fullscreen is False
    assert parse_args(["--size", "800x600", "--fullscreen"]).fullscreen is True


def test_the_smoke_test_passes_on_a_deal_whose_first_talon_card_goes_up_by_itself(tmp_path):
    """Game 42: the first talon card is an Ace, which safe auto-play sends on to a foundation.
    The smoke test asks of a talon tap only that the card leaves the talon, not that it lies on the
    waste ("talon tap did not turn a card" would fail this deal)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "run.py"), "--smoke-test", "--game", "42"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout


@pytest.mark.parametrize("size", ["16384x16384", "7681x4320", "8000x100", "20000x20000", "5000x7000"])
def test_a_window_past_the_pixels_of_an_8k_screen_is_refused(capsys, size):
    with pytest.raises(SystemExit) as stop:
        parse_args(["--size", size])
    assert stop.value.code == 2
    assert "7680x4320" in capsys.readouterr().err


@pytest.mark.parametrize("size, expected", [("7680x4320", (7680, 4320)), ("4320x7680", (4320, 7680)),
                                            ("320x240", (320, 240)), ("1280x720", (1280, 720))])
def test_sizes_up_to_an_8k_screen_in_either_orientation_are_taken(size, expected):
    assert parse_args(["--size", size]).size == expected


def test_a_resize_from_outside_past_the_bounds_is_brought_back(monkeypatch):
    """A window manager or a script may resize the window to 20000×20000 (3.8 GB of pictures)."""
    import pygame

    from game.app.config import AppConfig
    from game.app.loop import App
    from game.app.window import WINDOW_MAXIMUM_PIXELS, WINDOW_MAXIMUM_SIDE, fit_window

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app = App(AppConfig(size=(800, 600)), headless=True)
    for size in [(20000, 20000), (30000, 600), (600, 30000)]:
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        width, height = app.screen.get_size()
        assert width <= WINDOW_MAXIMUM_SIDE and height <= WINDOW_MAXIMUM_SIDE and width * height <= WINDOW_MAXIMUM_PIXELS
        assert (width, height) == fit_window(size)
    assert fit_window((20000, 20000)) == (5760, 5760), "a square stays square"
    app.resize((100000, 100000))
    assert app.screen.get_size() == (5760, 5760)
    # A size within the bounds is taken as it is. (The loop then keeps the window's own size, not
    # the event's — a late event of a fullscreen just left may name the screen — so a synthetic
    # event that resizes nothing is not enough here.)
    assert fit_window((1920, 1080)) == (1920, 1080)
    app.resize((1920, 1080))
    assert app.windowed_size == app.screen.get_size() == (1920, 1080)
