"""The gettext catalogues: which languages the game has, and each one's compiled messages.

A language is a folder ``assets/locale/<code>/LC_MESSAGES/`` holding ``vierzig.mo`` (compiled
from the ``vierzig.po`` a translator wrote beside it); nothing in the code lists the
languages, so a new catalogue is offered in the options as soon as its ``.mo`` is there
(README, "Translating"). The ``.mo`` files are read with the standard library's `gettext`
(quick: the game starts in well under a second); Babel only compiles them and formats dates
and numbers (`game.i18n.formats`).

A damaged or unreadable ``.mo`` is left out with one line on stderr: the game then offers the
languages it can show, and a player whose settings name the lost one gets the system's
language (`game.storage.settings`) — never a traceback at start-up. One of the game's own
catalogues (`SHIPPED`) missing or damaged is a broken install: the start tells it in its
failure box (`shipped_problem`, `game.app.launch`), as for a missing font.
"""

from __future__ import annotations

import gettext
import re
import struct
import sys
from pathlib import Path

from game.assets import asset_path

SHIPPED = ("de", "en", "fr")       # the catalogues the game comes with: missing or damaged, it cannot start
DOMAIN = "vierzig"                  # the catalogues' file name: vierzig.pot, vierzig.po, vierzig.mo
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]{2,8})?")   # de, fr, pt_BR, sr_Latn


def locale_dir() -> Path:
    """``assets/locale`` however the game was installed (`game.assets`)."""
    return asset_path("locale")


def mo_path(root: Path, language: str) -> Path:
    return root / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load(path: Path) -> gettext.GNUTranslations | None:
    """One compiled catalogue, or None (with a line on stderr) when it cannot be read."""
    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except (OSError, struct.error, ValueError, LookupError) as err:
        # gettext raises OSError for a bad magic number or a cut file, struct.error for a file
        # shorter than its header, ValueError for bad text or a bad Plural-Forms expression,
        # LookupError for an unknown charset.
        print(f"vierzig-raeuber: the catalogue {path} cannot be read ({err}); that language is not offered",
              file=sys.stderr)
        return None


def discover(root: Path) -> dict[str, gettext.GNUTranslations]:
    """Every readable catalogue under ``root``, by language code, in code order."""
    if not root.is_dir():
        return {}
    found: dict[str, gettext.GNUTranslations] = {}
    for folder in sorted(root.iterdir()):
        path = mo_path(root, folder.name)
        if LANGUAGE_CODE.fullmatch(folder.name) and path.is_file():
            catalogue = load(path)
            if catalogue is not None:
                found[folder.name] = catalogue
    return found


def shipped_problem(root: Path, found: dict[str, gettext.GNUTranslations]) -> OSError | None:
    """The first of the game's own catalogues (`SHIPPED`) that is missing or damaged, as an error
    naming its file (the start tells it: `game.app.start_failure`); None when all are there."""
    for language in SHIPPED:
        if language not in found:
            path = mo_path(root, language)
            why = "damaged" if path.is_file() else "missing"
            return FileNotFoundError(2, f"a catalogue of the game's own words is {why}", str(path))
    return None
