"""The release workflow's own steps (tools.release), run here as a maintainer would run them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import __version__
from game.app.desktop_entry import SCREENSHOTS
from tools import release

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("system", "machine", "name"), [
    ("Linux", "x86_64", f"vierzig-raeuber-{__version__}-linux-x86_64"),
    ("Windows", "AMD64", f"vierzig-raeuber-{__version__}-windows-x86_64.exe"),
    ("Darwin", "arm64", f"vierzig-raeuber-{__version__}-macos-arm64"),
    ("Linux", "aarch64", f"vierzig-raeuber-{__version__}-linux-arm64"),
])
def test_each_systems_file_has_a_name_of_its_own(system: str, machine: str, name: str) -> None:
    assert release.release_name(system, machine) == name


def test_only_the_games_version_can_be_released(capsys: pytest.CaptureFixture[str]) -> None:
    assert release.main(["check-tag", f"v{__version__}"]) == 0
    assert release.main(["check-tag", "v9.9.9"]) == 1
    assert "is not v" in capsys.readouterr().err


def test_stage_copies_the_built_program_under_its_release_name(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    built = release.executable(dist)
    built.write_bytes(b"\x7fELF program")
    assert release.main(["stage", "--dist", str(dist), "--out", str(tmp_path / "release")]) == 0
    assert (tmp_path / "release" / release.release_name()).read_bytes() == b"\x7fELF program"
    assert release.main(["stage", "--dist", str(tmp_path / "nothing"), "--out", str(tmp_path / "release")]) == 1


def test_screenshots_takes_the_metainfos_pictures_and_fails_on_a_missing_one(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    shots.mkdir()
    for name, _ in SCREENSHOTS:
        (shots / name).write_bytes(b"png")
    (shots / "menu-de.png").write_bytes(b"png")
    out = tmp_path / "release"
    assert release.main(["screenshots", "--from", str(shots), "--out", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == sorted(name for name, _ in SCREENSHOTS)
    (shots / SCREENSHOTS[0][0]).unlink()
    assert release.main(["screenshots", "--from", str(shots), "--out", str(tmp_path / "again")]) == 1


def test_every_step_of_the_workflow_is_a_command_a_maintainer_runs_too() -> None:
    """No step hides work in an action of its own: past checkout, setup-python and the artifact
    hand-over, each step runs pip, a tools command, or gh."""
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    uses = set(re.findall(r"uses: ([\w/-]+)@", workflow))
    assert uses == {"actions/checkout", "actions/setup-python", "actions/upload-artifact", "actions/download-artifact"}
    assert "python -m tools.build" in workflow and "python -m tools.release stage" in workflow
