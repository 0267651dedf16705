"""Where the game's own files (fonts, sounds, theme, deal catalogues) are, however it was installed.

The repository keeps them in its top-level ``assets/`` folder. ``pyproject.toml`` maps that
folder into the installed package as ``game.data`` (``package-dir`` plus ``package-data``), so
a wheel or ``pip install .`` puts them in ``site-packages/game/data/`` and an editable install's
import hook points ``game.data`` at ``assets/``; both are read through ``importlib.resources``.
Two other ways the game runs:

- a PyInstaller one-file build unpacks its data into ``sys._MEIPASS`` (the spec puts the
  folder at ``assets`` there);
- a source checkout imported straight from ``sys.path`` (``python run.py`` in a fresh clone, a
  second git work tree): the ``assets/`` folder beside the ``game`` package is the one — also
  when an editable install of another work tree points ``game.data`` elsewhere, so a work
  tree's tests read its own catalogues.

Every module asks here instead of building paths itself. Fonts are opened by path (pygame
wants a file name), so the answer is a real ``Path``: wheels install unzipped, so the package
data is a folder on disk.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

DATA_PACKAGE = "game.data"   # the installed name of the repository's assets/ folder


def assets_root() -> Path:
    """The folder holding ``fonts/``, ``sounds/``, ``deals/`` and ``gui-theme.json``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "assets").is_dir():
        return checkout / "assets"   # the source checkout this `game` package was imported from
    try:
        return Path(str(resources.files(DATA_PACKAGE)))
    except ModuleNotFoundError:  # pragma: no cover - an install without its data
        return checkout / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("sounds", "win.wav")``."""
    return assets_root().joinpath(*parts)
