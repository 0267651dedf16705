"""What the wheel would carry, read from pyproject.toml without building it (the default run).

The builds themselves, the wheel installed into a fresh venv and the one-file program, are
slow tests (``-m slow``, run by .ci/run after the default run). These check the two lists a
change most often leaves behind: pyproject names every package folder of game/ and solver/ one
by one, and its package-data patterns take every asset the game reads and nothing else.
"""

from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")   # Python 3.11+: the standard library reads TOML

ROOT = Path(__file__).resolve().parents[2]


def _setuptools() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["tool"]["setuptools"]


def _package_folders() -> set[str]:
    """Every folder of game/ and solver/ that is a package, by its dotted name."""
    return {".".join(path.parent.relative_to(ROOT).parts) for top in ("game", "solver")
            for path in (ROOT / top).rglob("__init__.py") if "__pycache__" not in path.parts}


def _shipped_assets() -> set[str]:
    """The files of assets/ the installed game needs (as in test_wheel.py): all but the package
    marker and the scan notes (the catalogues are the .po files the game reads)."""
    folder = ROOT / "assets"
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
            and path.name != "__init__.py" and not path.name.endswith(".scanned")}


def test_pyproject_lists_every_package_folder_and_no_other() -> None:
    listed = set(_setuptools()["packages"])
    assert listed - {"game.data"} == _package_folders()
    assert _setuptools()["package-dir"]["game.data"] == "assets"


def test_the_package_data_patterns_take_every_asset_and_leave_out_the_scan_notes() -> None:
    config = _setuptools()
    folder = ROOT / "assets"
    taken = {path.relative_to(folder).as_posix() for pattern in config["package-data"]["game.data"]
             for path in folder.glob(pattern) if path.is_file()}
    left_out = {path.relative_to(folder).as_posix() for pattern in config["exclude-package-data"]["game.data"]
                for path in folder.glob(pattern)}
    assert "fonts/DejaVuSans.ttf" in taken and "deals/classic.txt.lines" in taken
    assert left_out and all(name.endswith(".scanned") for name in left_out)
    assert taken - left_out == _shipped_assets()
