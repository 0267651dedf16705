"""Build the one-file executable and check it: ``python -m tools.build [--dist DIR] [--no-check]``.

Runs PyInstaller with ``vierzig-raeuber.spec`` (the repository's spec file), then starts the
result headless with ``--smoke-test``: it must print "first frame" and "smoke test ok" and exit
0. The last line reports what a release cares about, beside its goals:

    build: dist/vierzig-raeuber 18.2 MB (goal ≤ 30), first frame 0.33 s (goal ≤ 1), smoke test ok

A file over the size goal fails the build; the start time is only reported (a busy machine
is slow to start anything, which says nothing about the build).

Kept out of the game's import path on purpose: it needs PyInstaller (a dev extra).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "vierzig-raeuber.spec"
NAME = "vierzig-raeuber"
SIZE_GOAL_MB = 30.0          # what a player downloads
FIRST_FRAME_GOAL_S = 1.0     # from start to the first picture on screen


def executable(dist: Path) -> Path:
    return dist / (NAME + (".exe" if os.name == "nt" else ""))


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller; return the executable's path (raise RuntimeError with its log tail)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    exe = executable(dist)
    if done.returncode != 0 or not exe.exists():
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-25:])
        raise RuntimeError(f"PyInstaller failed (exit {done.returncode}):\n{tail}")
    return exe


def smoke(exe: Path, data_dir: Path | None = None, timeout: float = 120.0) -> tuple[float, str]:
    """Start the build headless with --smoke-test; return (seconds to first frame, its output).

    Raises RuntimeError when it does not reach "smoke test ok" with exit code 0.
    """
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [str(exe), "--smoke-test"]
    if data_dir is not None:
        command += ["--data-dir", str(data_dir)]
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    lines: list[str] = []
    first_frame = float("nan")
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        if line.strip() == "first frame" and first_frame != first_frame:
            first_frame = time.perf_counter() - start
    code = proc.wait(timeout=timeout)
    output = "\n".join(lines)
    if code != 0 or "smoke test ok" not in output:
        raise RuntimeError(f"smoke test of {exe} failed (exit {code}):\n{output}")
    return first_frame, output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.build", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the executable goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (default build/)")
    parser.add_argument("--no-check", action="store_true", help="build only, do not run the smoke test")
    args = parser.parse_args(argv)
    try:
        exe = build(args.dist, args.work)
        size = exe.stat().st_size / 1e6
        if size > SIZE_GOAL_MB:
            raise RuntimeError(f"{exe} is {size:.1f} MB, over the goal of {SIZE_GOAL_MB:.0f} MB")
        if args.no_check:
            print(f"build: {exe} {size:.1f} MB (goal ≤ {SIZE_GOAL_MB:.0f}), not checked")
            return 0
        first_frame, _ = smoke(exe)
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as err:
        print(f"build failed: {err}", file=sys.stderr)
        return 1
    print(f"build: {exe} {size:.1f} MB (goal ≤ {SIZE_GOAL_MB:.0f}), first frame {first_frame:.2f} s "
          f"(goal ≤ {FIRST_FRAME_GOAL_S:.0f}), smoke test ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
