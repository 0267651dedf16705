"""Where the game's own files (sounds, fonts, theme) are, from source or from a PyInstaller build.

A PyInstaller one-file build unpacks its data into ``sys._MEIPASS``; from the source tree
the assets sit beside the ``game`` package. Every module asks here instead of building
paths itself, so a frozen build finds the same files.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The ``assets`` folder: inside the PyInstaller bundle when frozen, else the repo's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("sounds", "win.wav")``."""
    return assets_root().joinpath(*parts)
