"""`python -m tools.idlebench` measures the real game in a real window. Its flags are checked
in the default run; the measurement itself (it needs Xvfb) is a slow test that checks the
figures a player would feel: a still table draws no frame and spends almost no CPU."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tools import idlebench

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("flags", [["--size", "wide"], ["--seconds", "0"], ["--seconds", "soon"], ["--frames"]])
def test_bad_flags_are_refused_in_one_line(flags):
    result = subprocess.run([sys.executable, "-m", "tools.idlebench", *flags], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("python -m tools.idlebench: error:")


def test_frames_are_counted_inside_the_measured_window(tmp_path):
    log = tmp_path / "frames.log"
    log.write_text("1.0\n2.5\n3.0\n3.9\nbroken\n4.0\n")
    assert idlebench.frames_between(log, 2.5, 4.0) == 3
    assert idlebench.frames_between(tmp_path / "missing.log", 0.0, 9.0) == 0


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_a_still_table_in_a_real_window_draws_nothing():
    line = idlebench.measure((1280, 720), seconds=5.0, settle=6.0, menu=False, game="2")
    found = re.fullmatch(r"idlebench: 1280x720 idle cpu ([\d.]+) % frames (\d+) in 5 s rss (\d+) MB", line)
    assert found, line
    assert int(found[2]) == 0          # nobody touched it: the clock waits, nothing is drawn
    assert float(found[1]) < 5.0       # a loose bound: the benchmark itself gives the figure
