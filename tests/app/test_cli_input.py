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
    """Issue 33 item 3: the saved fullscreen used to win over ``--size 800x600``."""
    assert parse_args(["--size", "800x600"]).fullscreen is False
    assert parse_args(["--size", "800x600", "--fullscreen"]).fullscreen is True


def test_the_smoke_test_passes_on_a_deal_whose_first_talon_card_goes_up_by_itself(tmp_path):
    """Game 42: the first talon card is an Ace, which safe auto-play sends on to a foundation.
    The smoke test used to fail it ("talon tap did not turn a card"); a tap promises only that
    the card leaves the talon."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "run.py"), "--smoke-test", "--game", "42"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test ok" in done.stdout
