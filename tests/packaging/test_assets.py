"""`game.assets` finds the data files in each way the game is installed or run.

The wheel and the one-file build are proved end to end by their own tests here; these cover
the two other ways: an editable install (``pip install -e .``, what CI and the README do) and
a source checkout that was never installed.
"""

from __future__ import annotations

import importlib.util
from importlib import resources
from pathlib import Path

import pytest

from game import assets

ROOT = Path(__file__).resolve().parents[2]


def test_an_installed_game_reads_its_data_through_importlib_resources() -> None:
    spec = importlib.util.find_spec(assets.DATA_PACKAGE)
    if spec is None or ROOT not in Path(str(resources.files(assets.DATA_PACKAGE))).resolve().parents:
        pytest.skip("game is not installed here (a bare checkout or a second work tree)")
    root = assets.assets_root()
    assert root == Path(str(resources.files(assets.DATA_PACKAGE)))
    assert (root / "fonts" / "DejaVuSans.ttf").is_file()
    assert (root / "gui-theme.json").is_file()


def test_a_bare_checkout_reads_the_assets_folder_beside_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(package: str):
        raise ModuleNotFoundError(package)

    monkeypatch.setattr(resources, "files", not_installed)
    assert assets.assets_root() == ROOT / "assets"
    assert assets.asset_path("sounds", "win.wav").is_file()
