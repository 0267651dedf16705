"""The wheel is the product: built from the repository, installed into a fresh venv, it plays.

`python -m build` makes the sdist and then the wheel from that sdist (so the sdist is proved
complete too, and no stale ``build/`` folder can slip files in). The wheel goes into a new
virtual environment without system site-packages, so nothing of the editable install these
tests run in can leak in; its dependencies come from the package index pip is set up with.
The installed ``vierzig-raeuber --smoke-test`` then runs from an empty temporary folder, not
from the repository.

A build and an install (about 20 s) make these slow tests: .ci/run runs ``-m slow
tests/packaging`` after the default run. The default run checks pyproject's lists without a
build (test_package_list.py).
"""

from __future__ import annotations

import email
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""

pytestmark = pytest.mark.slow


def _tail(done: subprocess.CompletedProcess, lines: int = 30) -> str:
    return "\n".join((done.stdout + done.stderr).splitlines()[-lines:])


def _clean_env(**extra: str) -> dict[str, str]:
    """The environment for the installed program: nothing that points Python at the repository."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, f"python -m build failed:\n{_tail(done)}"
    (built,) = out.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed; returns its scripts folder."""
    root = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True)
    python = root / SCRIPTS / f"python{EXE}"
    # This interpreter's pip installs into the venv (--python): no pip bootstrap in the venv.
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", str(wheel)],
                          capture_output=True, text=True, env=_clean_env())
    assert done.returncode == 0, f"pip install of the wheel failed:\n{_tail(done)}"
    return root / SCRIPTS


def _shipped_assets() -> list[str]:
    """Every file of assets/ the installed game needs: all but the package marker and the scan
    notes (the catalogues are the .po files the game reads)."""
    folder = ROOT / "assets"
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*")
                  if path.is_file() and "__pycache__" not in path.parts
                  and path.name != "__init__.py" and not path.name.endswith(".scanned"))


def _source_modules() -> set[str]:
    """Every module of the two installed packages, as wheel paths."""
    return {path.relative_to(ROOT).as_posix() for top in ("game", "solver") for path in (ROOT / top).rglob("*.py")
            if "__pycache__" not in path.parts}


def test_wheel_carries_the_assets_as_package_data(names: set[str]) -> None:
    assets = _shipped_assets()
    assert "fonts/DejaVuSans.ttf" in assets and "deals/classic.txt.lines" in assets
    missing = [name for name in assets if f"game/data/{name}" not in names]
    assert not missing, f"assets not in the wheel: {missing}"


def test_wheel_carries_the_catalogue_of_each_language_and_nothing_compiled(names: set[str]) -> None:
    languages = sorted(path.parent.parent.name for path in (ROOT / "assets" / "locale").glob("*/LC_MESSAGES/vierzig.po"))
    assert {"de", "en", "fr"} <= set(languages)
    assert sorted(n for n in names if n.startswith("game/data/locale/")) == [
        f"game/data/locale/{code}/LC_MESSAGES/vierzig.po" for code in languages]


def test_wheel_leaves_out_tools_tests_and_scan_notes(names: set[str]) -> None:
    assert not [n for n in names if n.split("/")[0] in ("tools", "tests", "assets", "docs")]
    assert not [n for n in names if n.endswith(".scanned")]


def test_wheel_holds_every_module_of_game_and_solver(names: set[str]) -> None:
    """pyproject lists the packages one by one: a new package folder must be added there."""
    shipped = {n for n in names if n.endswith(".py") and not n.startswith("game/data/")}
    assert shipped == _source_modules()
    assert "game/data/__init__.py" in names


def test_wheel_metadata(names: set[str], wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        info = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.message_from_bytes(archive.read(info))
        entry_points = archive.read(info.replace("METADATA", "entry_points.txt")).decode()
    assert metadata["Version"] == game.__version__
    assert "vierzig-raeuber = game.app.main:main" in entry_points
    assert "vierzig-raeuber-solver = solver.__main__:main" in entry_points
    requires = metadata.get_all("Requires-Dist")
    assert any(r.startswith("pygame-gui") and "<0.7" in r for r in requires), requires


def test_installed_game_passes_its_smoke_test(venv: Path, tmp_path: Path) -> None:
    done = subprocess.run([str(venv / f"vierzig-raeuber{EXE}"), "--smoke-test"], capture_output=True, text=True,
                          cwd=tmp_path, timeout=300,
                          env=_clean_env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    print(done.stdout, done.stderr)
    assert done.returncode == 0, _tail(done)
    assert "first frame" in done.stdout and "smoke test ok" in done.stdout
    assert "Traceback" not in done.stderr


def test_installed_game_reads_its_own_package_data(venv: Path, tmp_path: Path) -> None:
    """Imports come from the venv, assets through importlib.resources, and tools are not there."""
    probe = ("import importlib.util, game, game.assets; "
             "print(game.__file__); print(game.assets.assets_root()); "
             "print(importlib.util.find_spec('tools'))")
    done = subprocess.run([str(venv / f"python{EXE}"), "-c", probe], capture_output=True, text=True,
                          cwd=tmp_path, env=_clean_env())
    assert done.returncode == 0, _tail(done)
    package, assets, tools = done.stdout.splitlines()
    site = venv.parent
    assert Path(package).is_relative_to(site) and Path(assets).is_relative_to(site)
    assert Path(assets).parts[-2:] == ("game", "data")
    assert tools == "None"


def test_installed_solver_command(venv: Path, tmp_path: Path) -> None:
    done = subprocess.run([str(venv / f"vierzig-raeuber-solver{EXE}"), "deal", "--game", "1"],
                          capture_output=True, text=True, cwd=tmp_path, env=_clean_env())
    assert done.returncode == 0, _tail(done)
    assert done.stdout.startswith("# Vierzig Räuber board")
