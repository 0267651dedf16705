"""The gettext catalogues: which languages the game has, and each one's messages.

A language is a folder ``assets/locale/<code>/LC_MESSAGES/`` holding ``vierzig.po``, the
catalogue a translator writes; nothing in the code lists the languages, so a new catalogue is
offered in the options as soon as its ``.po`` is there (README, "Translating"). The game reads
the ``.po`` files themselves (`game.i18n.po_reader`, the standard library's `gettext` over
them): nothing is compiled, and no ``.mo`` is in the repository, the wheel or the one-file
build. Babel only keeps the ``.po`` files in step with the code (``tools/translations.py``) and
formats dates and numbers (`game.i18n.formats`).

A damaged or unreadable ``.po`` is left out with one line on stderr: the game then offers the
languages it can show, and a player whose settings name the lost one gets the system's
language (`game.storage.settings`) — never a traceback at start-up. One of the game's own
catalogues (`SHIPPED`) missing or damaged is a broken install: the start tells it in its
failure box (`shipped_problem`, `game.app.launch`), as for a missing font.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from game.assets import asset_path
from game.i18n.po_reader import PoTranslations

SHIPPED = ("de", "en", "fr")       # the catalogues the game comes with: missing or damaged, it cannot start
DOMAIN = "vierzig"                  # the catalogues' file name: vierzig.po
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]{2,8})?")   # de, fr, pt_BR, sr_Latn


def locale_dir() -> Path:
    """``assets/locale`` however the game was installed (`game.assets`)."""
    return asset_path("locale")


def po_path(root: Path, language: str) -> Path:
    return root / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def load(path: Path) -> PoTranslations | None:
    """One catalogue, or None (with a line on stderr) when it cannot be read."""
    try:
        with path.open("rb") as file:
            return PoTranslations(file)
    except (OSError, ValueError) as err:
        # OSError: the file cannot be read; ValueError: it is no catalogue (`po_reader.PoError`
        # names the line) or its charset or Plural-Forms is one gettext cannot use.
        print(f"vierzig-raeuber: the catalogue {path} cannot be read ({err}); that language is not offered",
              file=sys.stderr)
        return None


def discover(root: Path) -> dict[str, PoTranslations]:
    """Every readable catalogue under ``root``, by language code, in code order."""
    if not root.is_dir():
        return {}
    found: dict[str, PoTranslations] = {}
    for folder in sorted(root.iterdir()):
        path = po_path(root, folder.name)
        if LANGUAGE_CODE.fullmatch(folder.name) and path.is_file():
            catalogue = load(path)
            if catalogue is not None:
                found[folder.name] = catalogue
    return found


def shipped_problem(root: Path, found: dict[str, PoTranslations]) -> OSError | None:
    """The first of the game's own catalogues (`SHIPPED`) that is missing or damaged, as an error
    naming its file (the start tells it: `game.app.start_failure`); None when all are there."""
    for language in SHIPPED:
        if language not in found:
            path = po_path(root, language)
            why = "damaged" if path.is_file() else "missing"
            return FileNotFoundError(2, f"a catalogue of the game's own words is {why}", str(path))
    return None
