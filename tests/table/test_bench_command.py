"""The bench commands run and end in the line the closing notes quote (figures are not asserted:
speed is measured by the bench, never by a wall-clock limit in a test)."""

from __future__ import annotations

import os
import re
import subprocess
import sys


def _run(*args: str) -> str:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "tools.bench", *args], capture_output=True, text=True,
                          timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip().splitlines()[-1]


def test_table_bench_last_line() -> None:
    line = _run("--frames", "20")
    assert re.fullmatch(r"bench: median-ratio-1080p [\d.]+ p99-ratio-1080p [\d.]+ median-ratio-4k [\d.]+ "
                        r"p99-ratio-4k [\d.]+", line), line


def test_worker_bench_last_line() -> None:
    line = _run("--frames", "40", "--with-worker")
    assert re.fullmatch(r"bench: worker-p99-ratio [\d.]+", line), line


def test_faces_bench_last_line() -> None:
    line = _run("--faces", "--repeats", "1")
    assert re.fullmatch(r"bench: faces-ms-1080p [\d.]+ court-ms-1080p [\d.]+ first-frame-ms-1080p [\d.]+ "
                        r"faces-ms-4k [\d.]+ court-ms-4k [\d.]+ first-frame-ms-4k [\d.]+", line), line
