"""The desktop entry's edges: a folder name the Desktop Entry spec cannot hold as it is (a line
break injecting keys), a full disk (all or nothing: no half install, no ``.part`` left), a stdout
closed after every file is written (not a failure), and files of the same names that the game did
not write (neither overwritten nor removed without a word)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import desktop_entry
from game.app.desktop_entry import DESKTOP_FILE, METAINFO_FILE
from game.app.main import main

ROOT = Path(__file__).resolve().parents[2]


def _files(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def test_a_line_break_in_the_install_path_injects_no_key(data_home: Path, monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    folder = tmp_path / "inj\nExec=/usr/bin/xcalc"
    monkeypatch.setattr(desktop_entry, "launch_command", lambda: [str(folder / "vierzig-raeuber")])
    assert main(["--install-desktop-entry"]) == 0
    entry = data_home / "applications" / DESKTOP_FILE
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert sum(line.startswith("Exec=") for line in lines) == 1
    assert not any(line.startswith("Exec=/usr/bin/xcalc") for line in lines)
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout


def test_a_control_character_in_the_install_path_is_refused_in_one_line(data_home: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(desktop_entry, "launch_command", lambda: ["/opt/a\x1bb/vierzig-raeuber"])
    assert main(["--install-desktop-entry"]) == 1
    assert "control character" in capsys.readouterr().err
    assert not data_home.exists() or _files(data_home) == {}


@pytest.fixture
def small_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """XDG_DATA_HOME on a tmpfs too small for every icon (root only; skipped where it cannot be mounted)."""
    home = tmp_path / "share"
    home.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(home)], capture_output=True,
                          check=False)
    if done.returncode != 0:
        pytest.skip(f"no tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    yield home
    subprocess.run(["umount", "-l", str(home)], check=False)


def test_a_full_disk_installs_nothing_and_leaves_no_part(small_home: Path, capsys) -> None:
    assert main(["--install-desktop-entry"]) == 1
    assert "could not be written" in capsys.readouterr().err
    assert _files(small_home) == {}, "a half install (or a .part) was left"
    assert main(["--remove-desktop-entry"]) == 0


def test_a_closed_stdout_after_every_file_is_written_is_no_failure(data_home: Path) -> None:
    reader, writer = os.pipe()
    os.close(reader)                       # nobody reads what it says
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(data_home)}
    done = subprocess.run([sys.executable, "-m", "game.app.main", "--install-desktop-entry"], env=env, stdout=writer,
                          stderr=subprocess.PIPE, text=True, timeout=120)
    os.close(writer)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
    assert (data_home / "applications" / DESKTOP_FILE).is_file()


def test_files_the_game_did_not_write_are_neither_overwritten_nor_removed(data_home: Path, capsys) -> None:
    theirs = data_home / "metainfo" / METAINFO_FILE
    theirs.parent.mkdir(parents=True)
    theirs.write_text("<component>someone else's</component>\n", encoding="utf-8")
    assert main(["--install-desktop-entry"]) == 1
    assert "did not write it" in capsys.readouterr().err
    assert _files(data_home) == {f"metainfo/{METAINFO_FILE}": b"<component>someone else's</component>\n"}
    theirs.unlink()
    assert main(["--install-desktop-entry"]) == 0
    theirs.write_text("<component>someone else's</component>\n", encoding="utf-8")   # replaced after the install
    capsys.readouterr()
    assert main(["--remove-desktop-entry"]) == 0
    said = capsys.readouterr()
    assert f"left {theirs}" in said.err
    assert _files(data_home) == {f"metainfo/{METAINFO_FILE}": b"<component>someone else's</component>\n"}
