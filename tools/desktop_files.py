"""Write the game's desktop files into ``assets/``: ``python -m tools.desktop_files [--out DIR]``.

- ``icons/hicolor/NxN/apps/<APP_ID>.png`` for every size of `ICON_SIZES` (16 to 512 pixels, the
  freedesktop icon theme's hicolor folders), drawn by `game.view.icon.game_icon`, the function
  the window's icon comes from: one design;
- ``<APP_ID>.desktop``, the menu entry (Desktop Entry spec 1.5): its name, generic name, comment
  and keywords in every language of the gettext catalogues (the ``desktop.*`` ids and ``title``);
- ``<APP_ID>.metainfo.xml``, what a software centre shows (AppStream 1.0): name, summary,
  description, the screenshots (names ``python -m tools.screenshots`` writes, at the release's
  address: the release workflow attaches them), the OARS content rating, the releases
  (`RELEASES`, newest first: ``game.__version__`` must be the first) and the licence, read from
  pyproject.toml.

These are package data; ``vierzig-raeuber --install-desktop-entry`` (`game.app.desktop_entry`)
copies them into the player's folders. Run this after changing the icon, a ``desktop.*`` message
or a release; tests/packaging/test_desktop_files.py checks the shipped files are what it writes
and that ``desktop-file-validate`` and ``appstreamcli validate`` pass them.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from game import __version__, i18n
from game.app.desktop_entry import (
    APP_ID,
    COMMAND,
    COMMENT,
    DESCRIPTION,
    DESKTOP_FILE,
    GENERIC_NAME,
    HOMEPAGE,
    ICON_SIZES,
    KEYWORDS,
    METAINFO_FILE,
    SCREENSHOTS,
    icon_file,
)

ROOT = Path(__file__).resolve().parents[1]
# The releases a software centre lists, newest first: (version, date). A release adds its line here.
RELEASES = (("0.1.0", "2026-12-02"),)
DEVELOPER = "The Vierzig Räuber authors"


def project_licence() -> str:
    """pyproject.toml's ``license`` (an SPDX expression)."""
    for line in (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines():
        if line.startswith("license = "):
            return line.split("=", 1)[1].split("#")[0].strip().strip('"')
    raise RuntimeError("pyproject.toml names no license")


def screenshot_url(name: str, version: str = __version__) -> str:
    return f"{HOMEPAGE}/releases/download/v{version}/{name}"


def _languages() -> list[str]:
    """The catalogues other than English (English is each file's untranslated value)."""
    return [code for code in i18n.LANGUAGES if code != i18n.FALLBACK_LANGUAGE]


def _desktop_value(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def desktop_text() -> str:
    """The menu entry; ``Exec`` names the installed command (installing writes its full path)."""
    lines = ["[Desktop Entry]", "Type=Application"]
    for key, message in (("Name", "title"), ("GenericName", GENERIC_NAME), ("Comment", COMMENT),
                         ("Keywords", KEYWORDS)):
        english = i18n.tr_for(i18n.FALLBACK_LANGUAGE, message)
        lines.append(f"{key}={_desktop_value(english)}")
        lines += [f"{key}[{code}]={_desktop_value(i18n.tr_for(code, message))}" for code in _languages()
                  if i18n.tr_for(code, message) != english]
    lines += [f"Icon={APP_ID}", f"Exec={COMMAND}", "Terminal=false", "Categories=Game;CardGame;",
              f"StartupWMClass={APP_ID}"]
    return "\n".join(lines) + "\n"


def _element(tag: str, message: str, indent: str, attributes: str = "") -> list[str]:
    english = i18n.tr_for(i18n.FALLBACK_LANGUAGE, message)
    rows = [f"{indent}<{tag}{attributes}>{escape(english)}</{tag}>"]
    rows += [f'{indent}<{tag}{attributes} xml:lang="{code}">{escape(i18n.tr_for(code, message))}</{tag}>'
             for code in _languages() if i18n.tr_for(code, message) != english]
    return rows


def metainfo_text() -> str:
    """The AppStream metainfo."""
    if RELEASES[0][0] != __version__:
        raise RuntimeError(f"game.__version__ is {__version__}: add its release to RELEASES first")
    rows = ['<?xml version="1.0" encoding="UTF-8"?>',
            "<!-- Written by python -m tools.desktop_files from the gettext catalogues: change those. -->",
            '<component type="desktop-application">',
            f"  <id>{APP_ID}</id>",
            "  <metadata_license>CC0-1.0</metadata_license>",
            f"  <project_license>{escape(project_licence())}</project_license>"]
    rows += _element("name", "title", "  ")
    rows += _element("summary", COMMENT, "  ")
    rows.append("  <description>")
    for message in DESCRIPTION:
        rows += _element("p", message, "    ")
    rows.append("  </description>")
    rows += [f'  <launchable type="desktop-id">{DESKTOP_FILE}</launchable>',
             f'  <url type="homepage">{HOMEPAGE}</url>',
             f'  <url type="bugtracker">{HOMEPAGE}/issues</url>',
             f'  <developer id="{".".join(APP_ID.split(".")[:3])}">',
             f"    <name>{escape(DEVELOPER)}</name>",
             "  </developer>",
             "  <screenshots>"]
    for index, (name, caption) in enumerate(SCREENSHOTS):
        rows.append('    <screenshot type="default">' if index == 0 else "    <screenshot>")
        rows += _element("caption", caption, "      ")
        rows.append(f'      <image type="source" width="1920" height="1080">{screenshot_url(name)}</image>')
        rows.append("    </screenshot>")
    rows += ["  </screenshots>",
             '  <content_rating type="oars-1.1"/>',
             "  <supports>", "    <control>pointing</control>", "    <control>keyboard</control>",
             "    <control>touch</control>", "  </supports>",
             "  <provides>", f"    <binary>{COMMAND}</binary>", "  </provides>",
             "  <releases>"]
    rows += [f'    <release version="{version}" date="{date}"/>' for version, date in RELEASES]
    rows += ["  </releases>", "</component>"]
    return "\n".join(rows) + "\n"


def draw_icons(out: Path) -> list[Path]:
    """Write the icon in every size under ``out/icons``; return the files written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.view.icon import game_icon

    written: list[Path] = []
    for size in ICON_SIZES:
        path = out / "icons" / icon_file(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(game_icon(size), str(path))
        written.append(path)
    return written


def write_all(out: Path) -> list[Path]:
    """Every desktop file under ``out``; the files written."""
    written = draw_icons(out)
    for name, text in ((DESKTOP_FILE, desktop_text()), (METAINFO_FILE, metainfo_text())):
        (out / name).write_text(text, encoding="utf-8")
        written.append(out / name)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.desktop_files", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets", help="default: assets/")
    args = parser.parse_args(argv)
    try:
        for path in write_all(args.out):
            print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    except (RuntimeError, OSError) as err:
        print(f"desktop files: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
