"""``--install-desktop-entry`` puts the game into the desktop's menu under the player's XDG data
folder (a scratch one here), pointing at the command that ran; ``--remove-desktop-entry`` takes
out exactly what it wrote, and nothing of anyone else's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__
from game.app import desktop_entry
from game.app.desktop_entry import APP_ID, DESKTOP_FILE, ICON_SIZES, METAINFO_FILE
from game.app.main import main
from game.assets import asset_path

ROOT = Path(__file__).resolve().parents[2]


def _files(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def _exec_words(entry: Path) -> list[str]:
    """The Exec line as a launcher reads it: string escapes first, then the quoting rule."""
    line = next(line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec="))
    value = line[len("Exec="):].replace("\\\\", "\\")
    words: list[str] = []
    i = 0
    while i < len(value):
        if value[i] == " ":
            i += 1
            continue
        word = ""
        if value[i] == '"':                      # quoted: \ escapes " ` $ and \ itself
            i += 1
            while value[i] != '"':
                if value[i] == "\\" and value[i + 1] in '"`$\\':
                    i += 1
                word += value[i]
                i += 1
            i += 1
        else:
            while i < len(value) and value[i] != " ":
                word += value[i]
                i += 1
        words.append(word)
    return words


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def test_install_writes_the_entry_its_icons_and_the_metainfo_then_remove_takes_exactly_them(
        data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    neighbour = data_home / "applications" / "org.gnome.Aisleriot.desktop"
    neighbour.parent.mkdir(parents=True)
    neighbour.write_text("[Desktop Entry]\nName=AisleRiot\n")
    before = _files(data_home)

    assert main(["--install-desktop-entry"]) == 0
    written = set(_files(data_home)) - set(before)
    expected = {f"applications/{DESKTOP_FILE}", f"metainfo/{METAINFO_FILE}"} | {
        f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES}
    assert written == expected
    said = capsys.readouterr().out.splitlines()
    assert sorted(line.removeprefix("wrote ") for line in said) == sorted(str(data_home / name) for name in expected)
    for size in ICON_SIZES:
        name = f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert (data_home / name).read_bytes() == asset_path("icons", "hicolor", f"{size}x{size}", "apps",
                                                              f"{APP_ID}.png").read_bytes()
    assert (data_home / "metainfo" / METAINFO_FILE).read_bytes() == asset_path(METAINFO_FILE).read_bytes()
    assert _exec_words(data_home / "applications" / DESKTOP_FILE) == desktop_entry.launch_command()

    assert main(["--install-desktop-entry"]) == 0, "a second install overwrites its own files"
    assert main(["--remove-desktop-entry"]) == 0
    assert _files(data_home) == before, "exactly what it wrote is gone; the neighbour's entry stays"
    capsys.readouterr()
    assert main(["--remove-desktop-entry"]) == 0
    assert "no menu entry" in capsys.readouterr().out


def test_the_installed_entry_starts_the_command_that_installed_it(data_home: Path) -> None:
    """The installed command, run as the menu would run it (here: ``python -m game.app.main``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game.app.main", "--install-desktop-entry"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    entry = data_home / "applications" / DESKTOP_FILE
    assert f"wrote {entry}" in done.stdout.splitlines()
    words = _exec_words(entry)
    assert words == [os.path.abspath(sys.executable), "-m", "game.app.main"]
    started = subprocess.run([*words, "--version"], env=env, capture_output=True, text=True, timeout=120)
    assert started.returncode == 0 and started.stdout.strip() == f"vierzig-raeuber {__version__}"
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout


def test_launch_command_for_each_way_the_game_runs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    script = tmp_path / "bin" / "vierzig-raeuber"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script), "--install-desktop-entry"])
    assert desktop_entry.launch_command() == [str(script)]
    monkeypatch.setattr(sys, "argv", [str(ROOT / "run.py")])
    assert desktop_entry.launch_command() == [os.path.abspath(sys.executable), str(ROOT / "run.py")]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop_entry.launch_command() == [os.path.abspath(sys.executable)]


def test_exec_quotes_what_the_desktop_entry_spec_reserves(tmp_path: Path) -> None:
    command = ["/home/ann/My Games/bin/vierzig-raeuber", "100%", 'say "$HOME"']
    line = desktop_entry.exec_line(command)
    assert line.startswith('"/home/ann/My Games/bin/vierzig-raeuber" 100%% ')
    entry = tmp_path / "e.desktop"
    entry.write_text(f"[Desktop Entry]\nExec={line}\n")
    assert [word.replace("%%", "%") for word in _exec_words(entry)] == command


def test_xdg_data_home_only_counts_when_absolute(tmp_path: Path) -> None:
    assert desktop_entry.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert desktop_entry.data_home({"XDG_DATA_HOME": "relative/share", "HOME": "/home/ann"}) == Path(
        "/home/ann/.local/share")
    assert desktop_entry.data_home({"HOME": "/home/ann"}) == Path("/home/ann/.local/share")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_folder_that_refuses_is_told_in_one_line(data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_home.mkdir()
    data_home.chmod(0o500)
    try:
        assert main(["--install-desktop-entry"]) == 1
    finally:
        data_home.chmod(0o700)
    err = capsys.readouterr().err
    assert err.startswith("vierzig-raeuber: the menu entry could not be written") and "Traceback" not in err


def test_a_file_in_the_folders_place_is_told_in_one_line(data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_home.mkdir()
    (data_home / "applications").write_text("not a folder")
    assert main(["--install-desktop-entry"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("vierzig-raeuber: the menu entry could not be written") and "applications" in err
    assert "Traceback" not in err
    assert (data_home / "applications").read_text() == "not a folder", "nothing of the player's is lost"


def test_the_window_carries_the_entrys_id_unless_someone_named_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """X11's WM_CLASS is the entry's StartupWMClass, so a dock puts the window under the entry."""
    from game.app.window import name_the_window

    monkeypatch.setattr(sys, "argv", ["/usr/bin/vierzig-raeuber"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "vierzig-raeuber")     # what pygame's import sets
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == APP_ID
    entry = asset_path(DESKTOP_FILE).read_text(encoding="utf-8")
    assert f"StartupWMClass={APP_ID}\n" in entry and f"Icon={APP_ID}\n" in entry
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "TestWindow")          # a test's or a player's own
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "TestWindow"
