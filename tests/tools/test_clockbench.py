"""`python -m tools.clockbench`: what one second of the game clock costs at rest, part by part.
Its flags are checked in the default run; the measurement (the real loop in a real window on
Xvfb) is a slow test that checks what it reports: a frame a second, each a sliver of the HUD."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("flags", [["--size", "wide"], ["--seconds", "0"], ["--seconds", "soon"], ["--frames"]])
def test_bad_flags_are_refused_in_one_line(flags):
    result = subprocess.run([sys.executable, "-m", "tools.clockbench", *flags], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("python -m tools.clockbench: error:")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_each_clock_second_shows_a_sliver_of_the_hud():
    done = subprocess.run([sys.executable, "-m", "tools.clockbench", "--size", "1280x720", "--seconds", "5"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    last = done.stdout.strip().splitlines()[-1]
    words = last.split()
    assert words[:2] == ["clockbench:", "1280x720"], done.stdout + done.stderr
    frames = int(words[words.index("frames") + 1])
    width, height = (int(n) for n in words[words.index("area") + 1].split("x"))
    assert 4 <= frames <= 6
    assert 0 < width < 1280 // 4 and height <= 40     # moves and clock, not the HUD's band (1280x40)
