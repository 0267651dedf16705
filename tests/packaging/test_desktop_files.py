"""The desktop files in assets/ (the menu entry, the AppStream metainfo, the hicolor icons): what
``python -m tools.desktop_files`` writes from the catalogues and the window icon's code, and
valid for the freedesktop validators (``desktop-file-validate`` from desktop-file-utils and
``appstreamcli`` from appstream; a test skips where one is absent, .ci/run installs both)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import numpy
import pygame
import pytest

from game import __version__
from game.app.desktop_entry import APP_ID, DESKTOP_FILE, ICON_SIZES, METAINFO_FILE, SCREENSHOTS, icon_file
from game.view.icon import game_icon
from tools import desktop_files, screenshots

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"


def test_the_shipped_menu_entry_and_metainfo_are_what_the_tool_writes() -> None:
    assert (ASSETS / DESKTOP_FILE).read_text(encoding="utf-8") == desktop_files.desktop_text(), \
        "run python -m tools.desktop_files"
    assert (ASSETS / METAINFO_FILE).read_text(encoding="utf-8") == desktop_files.metainfo_text(), \
        "run python -m tools.desktop_files"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_the_shipped_icons_are_the_window_icons_design(size: int) -> None:
    shipped = pygame.image.load(str(ASSETS / "icons" / Path(*icon_file(size).parts)))
    assert shipped.get_size() == (size, size)
    drawn = game_icon(size)
    difference = numpy.abs(pygame.surfarray.pixels3d(shipped).astype(int) - pygame.surfarray.pixels3d(drawn).astype(int))
    alpha = numpy.abs(pygame.surfarray.pixels_alpha(shipped).astype(int) - pygame.surfarray.pixels_alpha(drawn).astype(int))
    opaque = pygame.surfarray.pixels_alpha(drawn) > 0
    assert difference[opaque].max() <= 3 and alpha.max() <= 3, "run python -m tools.desktop_files"


def test_the_icons_are_every_hicolor_size_and_nothing_else() -> None:
    found = {path.relative_to(ASSETS / "icons").as_posix() for path in (ASSETS / "icons").rglob("*") if path.is_file()}
    assert found == {icon_file(size).as_posix() for size in ICON_SIZES}


def test_the_metainfo_names_real_screenshots_the_release_and_the_licence() -> None:
    root = ElementTree.parse(ASSETS / METAINFO_FILE).getroot()
    assert root.findtext("id") == APP_ID and root.findtext("launchable") == DESKTOP_FILE
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'license = "{root.findtext("project_license")}"' in pyproject
    assert root.find("releases/release").get("version") == __version__, "the running version is the newest release"
    assert root.find("content_rating").get("type") == "oars-1.1"
    names = [Path(image.text or "").name for image in root.iter("image")]
    assert names == [name for name, _ in SCREENSHOTS]
    tools_text = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "tools").glob("*screenshots.py"))
    table_sizes = {f"table-{w}x{h}.png" for w, h in screenshots.SIZES}
    for name in names:
        assert name in table_sizes or f'"{name}"' in tools_text or f'"{name[:-4]}' in tools_text, \
            f"{name}: not a picture python -m tools.screenshots writes"
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for name in names:
        assert name in workflow, f"{name}: the release workflow does not attach it"


def _validator(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it)")
    return found


def test_desktop_file_validate_passes_the_menu_entry() -> None:
    done = subprocess.run([_validator("desktop-file-validate"), str(ASSETS / DESKTOP_FILE)],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not (done.stdout + done.stderr).strip(), done.stdout + done.stderr


def test_appstreamcli_validates_the_metainfo() -> None:
    done = subprocess.run([_validator("appstreamcli"), "validate", "--no-net", "--explain", str(ASSETS / METAINFO_FILE)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.search(r"^[EW]:", done.stdout, re.MULTILINE), done.stdout
