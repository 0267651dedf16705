"""The one-file build: PyInstaller builds it from vierzig-raeuber.spec and the executable plays.

A build (PyInstaller, about 25 s of one core) is a slow test: .ci/run runs ``-m slow
tests/packaging`` after the default run, so CI still proves every change packages. Its start
time is reported by ``python -m tools.build``, not asserted here (a loaded machine is no failure).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import build

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def executable(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("build")
    return build.build(root / "dist", root / "work")


def test_build_is_one_small_file(executable: Path) -> None:
    assert executable.is_file()
    assert executable.stat().st_size / 1e6 <= build.SIZE_GOAL_MB   # pygame-gui's CJK fonts left out


def test_build_runs_the_smoke_test(executable: Path) -> None:
    first_frame, output = build.smoke(executable)
    assert "smoke test ok" in output
    assert first_frame == first_frame  # the "first frame" line came (not NaN)
    assert "Traceback" not in output


def test_build_carries_each_catalogue_and_only_its_locale_data(executable: Path) -> None:
    """Every catalogue (the .po the game reads), and Babel's locale data for those languages only
    (all of it would add 35 MB)."""
    from PyInstaller.archive.readers import CArchiveReader

    names = set(CArchiveReader(str(executable)).toc)
    languages = {path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/vierzig.po")}
    assert {"de", "en", "fr"} <= languages
    assert {name for name in names if name.startswith("assets/locale/")} == {
        f"assets/locale/{code}/LC_MESSAGES/vierzig.po" for code in languages}
    assert {name for name in names if name.startswith("babel/locale-data/") and name.endswith(".dat")} == {
        f"babel/locale-data/{code}.dat" for code in languages | {"root"}}
    assert "babel/global.dat" in names


def test_build_rejects_a_bad_flag_with_usage(executable: Path) -> None:
    import subprocess

    done = subprocess.run([str(executable), "--no-such-flag"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "usage" in done.stderr.lower() and "Traceback" not in done.stderr


def test_the_builds_smoke_test_leaves_the_players_folder_as_it_was(executable: Path, tmp_path: Path) -> None:
    """The one-file program's smoke test plays on a copy of the data folder it is given
    (docs/reliability.md): a fresh folder stays without a file of the game's."""
    data_dir = tmp_path / "fresh"
    build.smoke(executable, data_dir=data_dir)
    assert not (data_dir / "settings.json").exists()
    assert not list(data_dir.glob("*.corrupt-*"))
