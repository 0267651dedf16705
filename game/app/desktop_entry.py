"""The game in the desktop's menu: ``vierzig-raeuber --install-desktop-entry`` and its removal.

The freedesktop conventions (GNOME, KDE, Xfce … and the software centres): a ``.desktop`` file
in ``$XDG_DATA_HOME/applications`` makes the menu entry, icons in ``icons/hicolor/NxN/apps``
show it, an AppStream ``metainfo`` file describes the game to a software centre. The three ship
in ``assets/`` (package data, written by ``python -m tools.desktop_files`` from the gettext
catalogues and `game.view.icon`); installing copies them into the player's data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``) with the menu entry's ``Exec`` pointing at the
command that ran, so a pip-installed game starts from the menu whatever the desktop's PATH is.
Installing is all or nothing (every file is written beside its place before any is put there),
and a file of the same name that the game did not write is never overwritten: the install stops,
says so and writes nothing. Removing deletes exactly the files installing wrote (a file of the
same name the game did not write is left, with a line saying so; the folders stay: other
programs use them).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path, PurePosixPath

from game.assets import asset_path
from game.i18n import N_

# The game's id on the desktop: AppStream's component id, the menu entry's and the icon's name.
# Reverse-DNS of the home the release workflow publishes to (README, "Release builds").
APP_ID = "io.github.vierzig_raeuber.VierzigRaeuber"
HOMEPAGE = "https://github.com/vierzig-raeuber/vierzig-raeuber"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)    # the hicolor theme's fixed sizes
COMMAND = "vierzig-raeuber"                              # the console script pyproject installs

# The words of the menu entry and the software centre's page, in every catalogue (the shipped
# files are written from these by tools.desktop_files). The name is the window's title ("title").
GENERIC_NAME, COMMENT, KEYWORDS = N_("desktop.generic_name"), N_("desktop.comment"), N_("desktop.keywords")
DESCRIPTION = (N_("desktop.description.game"), N_("desktop.description.solver"), N_("desktop.description.play"))
# The screenshots a software centre shows (names that python -m tools.screenshots writes; the
# release workflow attaches them to each release) with their captions.
SCREENSHOTS = (("table-1920x1080.png", N_("desktop.screenshot.table")),
               ("hint.png", N_("desktop.screenshot.hint")),
               ("summary-par.png", N_("desktop.screenshot.summary")),
               ("statistics-chart.png", N_("desktop.screenshot.statistics")))


def icon_file(size: int) -> PurePosixPath:
    """Where the icon of ``size`` pixels lies, under ``assets/icons`` and under ``icons/``."""
    return PurePosixPath("hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path (the spec ignores a relative one), else
    ``~/.local/share``."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


def launch_command() -> list[str]:
    """The command line that starts this game as it was started now: the one-file program, the
    installed console script, ``run.py`` of a checkout, else ``python -m game.app.main``."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started is not None and started.is_file():
        if started.name.startswith(COMMAND) and started.suffix in ("", ".exe"):
            return [os.path.abspath(started)]
        if started.name == "run.py":
            return [os.path.abspath(sys.executable), os.path.abspath(started)]
    return [os.path.abspath(sys.executable), "-m", "game.app.main"]


class EntryRefused(Exception):
    """What cannot be installed, in one line for the console."""


def exec_line(command: Sequence[str]) -> str:
    """``command`` as a ``.desktop`` file's ``Exec`` value: each argument quoted where the Desktop
    Entry spec reserves a character in it, ``%`` doubled, then escaped as a string value (a line
    break, a tab, a carriage return as ``\\n``, ``\\t``, ``\\r``: a value never spans lines).
    Other control characters and text that is not UTF-8 the spec cannot hold: `EntryRefused`."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    words = []
    for word in command:
        if any((ord(c) < 0x20 and c not in "\n\t\r") or ord(c) == 0x7F for c in word):
            raise EntryRefused(f"the path {word!r} holds a control character a menu entry cannot hold")
        try:
            word.encode("utf-8")
        except UnicodeEncodeError as err:
            raise EntryRefused(f"the path {word!r} is not UTF-8 text, which a menu entry must be") from err
        word = word.replace("%", "%%")
        if reserved & set(word) or not word:
            word = '"' + "".join("\\" + c if c in '"`$\\' else c for c in word) + '"'
        words.append(word)
    line = " ".join(words).replace("\\", "\\\\")
    return line.replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def entry_text(command: Sequence[str]) -> str:
    """The shipped ``.desktop`` file with its ``Exec`` line starting ``command``."""
    lines = asset_path(DESKTOP_FILE).read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={exec_line(command)}" if line.startswith("Exec=") else line for line in lines) + "\n"


def planned(home: Path) -> list[tuple[Path, Path | None]]:
    """Each file installing writes, with the shipped file it copies (None: the menu entry,
    written with its Exec line)."""
    files: list[tuple[Path, Path | None]] = [(home / "applications" / DESKTOP_FILE, None),
                                             (home / "metainfo" / METAINFO_FILE, asset_path(METAINFO_FILE))]
    files += [(home / "icons" / icon_file(size), asset_path("icons", *icon_file(size).parts)) for size in ICON_SIZES]
    return files


def _without_exec(data: bytes) -> list[bytes]:
    return [line for line in data.splitlines() if not line.startswith(b"Exec=")]


def written_by_the_game(target: Path, source: Path | None) -> bool:
    """Is the file at ``target`` one the game writes there: the shipped file's bytes (the menu
    entry: its lines but the Exec line, which names whatever command installed it)?"""
    try:
        if target.is_symlink() or not target.is_file():
            return False
        have = target.read_bytes()
        if source is not None:
            return have == source.read_bytes()
        return _without_exec(have) == _without_exec(asset_path(DESKTOP_FILE).read_bytes())
    except OSError:
        return False


def install(home: Path, command: Sequence[str]) -> list[Path]:
    """Write the menu entry, its icons and the metainfo under ``home``, all or nothing; the files
    written. Each is written beside its place first and put in place only when all are written;
    a failure removes what this call wrote. Raises OSError when a folder cannot be made or a file
    written (the message names it), `EntryRefused` when the command cannot be written into an
    entry or a file of the same name that the game did not write is in the way (it is kept)."""
    files = planned(home)
    contents = [entry_text(command).encode("utf-8") if source is None else source.read_bytes() for _, source in files]
    for target, source in files:
        if (target.exists() or target.is_symlink()) and not written_by_the_game(target, source):
            raise EntryRefused(f"{target} is there and the game did not write it: left as it is (move it away "
                               "to install the game's entry)")
    parts: list[Path] = []
    placed: list[Path] = []
    try:
        for (target, _), data in zip(files, contents, strict=True):
            target.parent.mkdir(parents=True, exist_ok=True)
            temporary = target.with_name(target.name + ".part")
            parts.append(temporary)
            with open(temporary, "wb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
        for target, _ in files:
            if not target.exists():
                placed.append(target)
            os.replace(target.with_name(target.name + ".part"), target)
    except BaseException:
        for path in [*parts, *placed]:
            with contextlib.suppress(OSError):
                path.unlink()
        raise
    return [target for target, _ in files]


def remove(home: Path) -> tuple[list[Path], list[Path]]:
    """Delete the files `install` writes under ``home`` (those that are there and that the game
    wrote), and any ``.part`` an interrupted install left; the files removed, and the files of
    those names that the game did not write (kept)."""
    removed, kept = [], []
    for target, source in planned(home):
        part = target.with_name(target.name + ".part")
        if part.is_file() and not part.is_symlink():
            part.unlink()
        if not (target.is_file() or target.is_symlink()):
            continue
        if written_by_the_game(target, source):
            target.unlink()
            removed.append(target)
        else:
            kept.append(target)
    return removed, kept


def _say(line: str) -> None:
    """A line on stdout; a stdout nobody reads any more (a closed pipe) is not the install's failure."""
    try:
        print(line, flush=True)
    except OSError:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # and the exit's flush is quiet


def install_or_remove(remove_it: bool, environ: Mapping[str, str] | None = None) -> int:
    """The command line's ``--install-desktop-entry`` / ``--remove-desktop-entry``: says what it
    did, one line a file; exit status 0, or 1 with a one-line reason when the disk refused or a
    file of the game's names that the game did not write is in the way."""
    home = data_home(environ)
    try:
        if remove_it:
            done, kept = remove(home)
            for path in kept:
                print(f"vierzig-raeuber: left {path}: the game did not write it", file=sys.stderr)
            for path in done:
                _say(f"removed {path}")
            if not done and not kept:
                _say(f"no menu entry of the game under {home}")
        else:
            for path in install(home, launch_command()):
                _say(f"wrote {path}")
    except EntryRefused as err:
        print(f"vierzig-raeuber: the menu entry was not written: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        where = f" ({err.filename})" if err.filename else ""
        print(f"vierzig-raeuber: the menu entry could not be {'removed' if remove_it else 'written'}{where}: "
              f"{err.strerror or err}", file=sys.stderr)
        return 1
    return 0
