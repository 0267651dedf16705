"""The release's files, named for their system: ``python -m tools.release check-tag|stage|screenshots``.

The steps of ``.github/workflows/release.yml`` that are not plain ``pip`` or ``tools.build``; each
runs the same on a maintainer's machine (README, "Release builds"):

- ``check-tag TAG`` — the pushed tag is ``v`` + ``game.__version__``, and the metainfo's newest
  release (``tools.desktop_files.RELEASES``) is that version: a release never ships under a
  number its files do not carry;
- ``stage [--dist DIR] [--out DIR]`` — copies the one-file program ``python -m tools.build``
  made (``dist/vierzig-raeuber``, ``.exe`` on Windows) to
  ``release/vierzig-raeuber-VERSION-SYSTEM-ARCH`` (``…-linux-x86_64``, ``…-windows-x86_64.exe``,
  ``…-macos-arm64``), so the three systems' files can sit side by side on one release;
- ``screenshots --from DIR [--out DIR]`` — copies the screenshots the AppStream metainfo names
  (`game.app.desktop_entry.SCREENSHOTS`) from a ``python -m tools.screenshots --out DIR`` run, so
  the metainfo's addresses exist once the release is published.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import sys
from pathlib import Path

from game import __version__
from game.app.desktop_entry import SCREENSHOTS
from tools.build import ROOT, executable
from tools.desktop_files import RELEASES

SYSTEMS = {"linux": "linux", "windows": "windows", "darwin": "macos"}
MACHINES = {"amd64": "x86_64", "x86_64": "x86_64", "x64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def release_name(system: str | None = None, machine: str | None = None) -> str:
    """``vierzig-raeuber-0.1.0-linux-x86_64`` for this system (``.exe`` on Windows)."""
    system = (system or platform.system()).lower()
    machine = (machine or platform.machine()).lower()
    name = f"vierzig-raeuber-{__version__}-{SYSTEMS.get(system, system)}-{MACHINES.get(machine, machine)}"
    return name + (".exe" if system == "windows" else "")


def check_tag(tag: str) -> str | None:
    """Why ``tag`` cannot be this release, or None when it can."""
    if tag != f"v{__version__}":
        return f"the tag {tag!r} is not v{__version__} (game.__version__)"
    if RELEASES[0][0] != __version__:
        return f"tools/desktop_files.py's newest release is {RELEASES[0][0]}, not {__version__}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.release", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    tag = commands.add_parser("check-tag", help="the tag is v + the game's version")
    tag.add_argument("tag")
    stage = commands.add_parser("stage", help="copy the one-file program under its release name")
    stage.add_argument("--dist", type=Path, default=ROOT / "dist")
    stage.add_argument("--out", type=Path, default=ROOT / "release")
    shots = commands.add_parser("screenshots", help="copy the screenshots the metainfo names")
    shots.add_argument("--from", dest="source", type=Path, required=True, help="a python -m tools.screenshots folder")
    shots.add_argument("--out", type=Path, default=ROOT / "release")
    args = parser.parse_args(argv)
    try:
        if args.command == "check-tag":
            problem = check_tag(args.tag)
            if problem:
                print(f"release: {problem}", file=sys.stderr)
                return 1
            print(f"release: {args.tag} is version {__version__}")
            return 0
        args.out.mkdir(parents=True, exist_ok=True)
        if args.command == "stage":
            target = args.out / release_name()
            shutil.copy2(executable(args.dist), target)
            print(f"release: {target}")
        else:
            for name, _ in SCREENSHOTS:
                shutil.copy2(args.source / name, args.out / name)
                print(f"release: {args.out / name}")
    except OSError as err:
        print(f"release: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
