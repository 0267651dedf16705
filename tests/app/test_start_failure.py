"""A game that cannot start says so in a window: made to fail on purpose with one of its own
files damaged or missing (a scratch copy of the assets), the message box is asked for with a
text that names the file, and the program ends with exit status 1 (never a bare traceback)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import assets
from game.app import start_failure
from game.app.main import main
from game.view import theme

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def scratch_assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the game's data that the game reads instead of its own, fonts included."""
    copy = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", copy, ignore=shutil.ignore_patterns("*.scanned", "deals"))
    shutil.copytree(ROOT / "assets" / "deals", copy / "deals", ignore=shutil.ignore_patterns("*.scanned"))
    monkeypatch.setattr(assets, "assets_root", lambda: copy)
    # The theme read its font paths at import: point them at the copy.
    monkeypatch.setattr(theme, "FONT_REGULAR", copy / "fonts" / "DejaVuSans.ttf")
    monkeypatch.setattr(theme, "FONT_BOLD", copy / "fonts" / "DejaVuSans-Bold.ttf")
    return copy


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[str, str, str]]:
    """The message boxes the game asks for (none really shown), on a machine with a display."""
    shown: list[tuple[str, str, str]] = []

    def message_box(title: str, message: str = "", message_type: str = "info", **_: object) -> int:
        shown.append((title, message, message_type))
        return 0

    monkeypatch.setattr(pygame.display, "message_box", message_box)
    monkeypatch.setattr(start_failure, "can_show_window", lambda: True)
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path))
    return shown


def _start(data: Path) -> int:
    with pytest.raises(SystemExit) as ended:
        main(["--data-dir", str(data), "--game", "5", "--lang", "en"])
    return int(ended.value.code)


def test_a_damaged_font_is_told_in_a_window_naming_the_file(scratch_assets, boxes, tmp_path, capsys) -> None:
    font = scratch_assets / "fonts" / "DejaVuSans.ttf"
    font.write_bytes(font.read_bytes()[:1000])             # a download cut short
    assert _start(tmp_path / "data") == 1
    assert len(boxes) == 1
    title, text, kind = boxes[0]
    assert kind == "error" and title == "Forty Thieves cannot start"
    assert "could not start" in text and "damaged font file" in text and str(font) in text
    [report] = tmp_path.glob(start_failure.REPORT_PREFIX + "*" + start_failure.REPORT_SUFFIX)
    assert str(report) in text and "Traceback" in report.read_text(), "the details for a bug report"
    assert "damaged font file" in capsys.readouterr().err, "a terminal player reads it too"


def test_a_missing_font_is_told_in_the_players_language(scratch_assets, boxes, tmp_path) -> None:
    (scratch_assets / "fonts" / "DejaVuSans-Bold.ttf").unlink()
    with pytest.raises(SystemExit) as ended:
        main(["--data-dir", str(tmp_path / "data"), "--game", "5", "--lang", "de"])
    assert ended.value.code == 1
    title, text, _ = boxes[0]
    assert title == "Vierzig Räuber kann nicht starten"
    assert "konnte nicht starten" in text and "DejaVuSans-Bold.ttf" in text


def test_without_its_words_the_box_still_speaks_english(monkeypatch, boxes) -> None:
    monkeypatch.setattr(start_failure.i18n, "tr", lambda key, **values: key)    # catalogues unreadable
    title, text = start_failure.failure_text(FileNotFoundError(2, "No such file or directory", "/x/gui-theme.json"), None)
    assert title == "Forty Thieves cannot start"
    assert text.startswith("The game could not start: No such file or directory: /x/gui-theme.json")


def test_an_error_after_the_first_frame_is_not_called_a_failed_start(boxes) -> None:
    class Drawn:
        frames = 3

    with pytest.raises(ZeroDivisionError), start_failure.until_first_frame(Drawn()):
        _ = 1 / 0
    assert boxes == []


def test_no_box_without_a_display(monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not start_failure.can_show_window()
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert not start_failure.can_show_window()
    monkeypatch.setenv("DISPLAY", ":0")
    assert start_failure.can_show_window()


XBOX = """
import sys
from pathlib import Path
import game.assets
game.assets.assets_root = lambda: Path(sys.argv[1])
from game.app.main import main
sys.exit(main(["--data-dir", sys.argv[2], "--game", "5", "--lang", "en"]))
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("xvfb-run") is None or shutil.which("xwininfo") is None
                    or shutil.which("xdotool") is None, reason="needs Xvfb, xwininfo and xdotool")
def test_a_real_message_box_on_x(scratch_assets, tmp_path) -> None:
    """The real thing under Xvfb: SDL's X11 message box appears, titled as the catalogue says."""
    font = scratch_assets / "fonts" / "DejaVuSans.ttf"
    font.write_bytes(b"\0" * 64)
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    env.pop("SDL_VIDEODRIVER", None)
    # Wait for the box, then press its OK button (centred at its foot) as a player would.
    script = (f"{sys.executable} -c '{XBOX}' {scratch_assets} {tmp_path / 'data'} & game=$!; "
              "for i in $(seq 300); do box=$(xwininfo -name 'Forty Thieves cannot start' 2>/dev/null) && break; "
              "sleep 0.2; done; [ -n \"$box\" ] && echo BOX-SEEN; "
              "x=$(echo \"$box\" | awk '/Absolute upper-left X/ {print $4}'); "
              "y=$(echo \"$box\" | awk '/Absolute upper-left Y/ {print $4}'); "
              "w=$(echo \"$box\" | awk '/Width/ {print $2}'); h=$(echo \"$box\" | awk '/Height/ {print $2}'); "
              "xdotool mousemove $((x + w / 2)) $((y + h - 25)) click 1; "
              "for i in $(seq 100); do kill -0 $game 2>/dev/null || break; sleep 0.2; done; "
              "kill -KILL $game 2>/dev/null; wait $game; echo exit=$?")   # a hang ends here, not in the test
    done = subprocess.run(["xvfb-run", "-a", "bash", "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert "BOX-SEEN" in done.stdout, done.stdout + done.stderr
    assert "exit=1" in done.stdout, "OK pressed: the program ends, with exit status 1"


def _scratch_checkout(tmp_path: Path) -> Path:
    """A copy of the program (code and assets) that a subprocess runs from, so its catalogues can be damaged."""
    copy = tmp_path / "checkout"
    copy.mkdir()
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    shutil.copytree(ROOT / "game", copy / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "solver", copy / "solver", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "assets", copy / "assets", ignore=shutil.ignore_patterns("*.scanned"))
    return copy


@pytest.mark.parametrize("damage", ["de missing", "all missing", "de cut short", "en empty"])
def test_a_lost_catalogue_of_the_games_own_is_told_with_a_report(tmp_path: Path, damage: str) -> None:
    checkout = _scratch_checkout(tmp_path)
    locale = checkout / "assets" / "locale"
    which, how = damage.split(" ", 1)
    for language in (("de", "en", "fr") if which == "all" else (which,)):
        po = locale / language / "LC_MESSAGES" / "vierzig.po"
        if how == "missing":
            po.unlink()
        elif how == "cut short":
            text = po.read_bytes()
            po.write_bytes(text[: text.index(b'msgstr "', 2000) + 10])       # inside a text
        else:
            po.write_bytes(b"")
    reports = tmp_path / "tmp"
    reports.mkdir()
    data = tmp_path / "data"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(reports),
           "PYTHONPATH": str(checkout)}
    done = subprocess.run([sys.executable, "-m", "game.app.main", "--data-dir", str(data)], cwd=checkout,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "vierzig.po" in done.stderr and "vierzig.po" in written_report(reports)
    written = list(reports.glob("vierzig-raeuber-start-failure-*.txt"))
    assert len(written) == 1 and str(written[0]) in done.stderr
    assert not data.exists()                       # nothing of the player's was written


def written_report(folder: Path) -> str:
    return "".join(report.read_text(encoding="utf-8") for report in folder.glob("vierzig-raeuber-start-failure-*.txt"))
