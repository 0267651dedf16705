"""`python -m tools.idlebench` measures the whole game in a real window, beside Aisleriot. Its
flags and its reading of /proc are checked in the default run; the measurement itself (it needs
Xvfb) is a slow test that checks what a player's machine would feel: after a few moves the game
is one process again (the solver's worker has ended), and it draws a frame a second."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tools import idlebench, proctree

ROOT = Path(__file__).resolve().parents[2]
LINUX = pytest.mark.skipif(not Path("/proc/self/smaps_rollup").exists(), reason="reads Linux's /proc")


@pytest.mark.parametrize("flags", [["--size", "wide"], ["--seconds", "0"], ["--seconds", "soon"], ["--frames"],
                                   ["--taps", "-1"], ["--taps", "two"], ["--indicator", "maybe"]])
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


# A parent that starts a child burning CPU, reaps it, starts a second that sleeps, and waits.
FAMILY = textwrap.dedent("""
    import subprocess, sys, time
    burn = "import time; end = time.process_time() + 0.4\\nwhile time.process_time() < end: pass"
    sys.stdin.readline()
    subprocess.run([sys.executable, "-c", burn])
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    print(child.pid, flush=True)
    time.sleep(60)
""")


@LINUX
def test_the_tree_counts_every_process_and_the_cpu_of_those_that_ended():
    """A child that burnt CPU and was reaped within the measured time still counts, and the
    tree holds the live child with its RSS and PSS."""
    parent = subprocess.Popen([sys.executable, "-c", FAMILY], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        before = proctree.tree_cpu_ticks(proctree.tree(parent.pid))
        parent.stdin.write("go\n")
        parent.stdin.flush()
        child = int(parent.stdout.readline())
        time.sleep(0.2)
        pids = proctree.tree(parent.pid)
        assert pids == [parent.pid, child]
        spent = (proctree.tree_cpu_ticks(pids) - before) * proctree.tick_seconds()
        assert spent >= 0.3                      # the ended child's 0.4 s of CPU
        processes = proctree.memory(pids)
        assert [p.pid for p in processes] == pids
        assert all(0 < p.pss_kib <= p.rss_kib for p in processes)
        assert processes[1].name == f"{Path(sys.executable).name} -c"
    finally:
        for pid in proctree.descendants(parent.pid):
            os.kill(pid, 9)
        parent.kill()
        parent.wait()


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None or shutil.which("xdotool") is None, reason="needs Xvfb and xdotool")
def test_after_three_moves_the_game_rests_as_one_process_drawing_a_frame_a_second():
    [row] = idlebench.run((1280, 720), seconds=5.0, settle=6.0, taps=3, indicators=[True], game="2", aisleriot=False)
    assert len(row.processes) == 1, row.row()    # the solver's worker has ended: nothing only waits
    assert row.frames is not None and 4 <= row.frames <= 6   # the clock's second, nothing more
    assert row.cpu_share < 5.0                   # a loose bound: the benchmark itself gives the figure
