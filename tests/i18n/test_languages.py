"""Languages as catalogues: a new one is offered without a code change, a damaged one is left out
with a message, and a translator's slip shows English instead of a traceback."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.i18n import catalogues

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"

# Run in a fresh interpreter whose game data root is a copy with one more catalogue: what a
# player sees once a translator's vierzig.mo is in assets/locale.
PROBE = """
import json, sys
from pathlib import Path
import game.assets
game.assets.assets_root = lambda: Path(sys.argv[1])
from game import i18n
from game.app.cli import parse_args
from game.scenes.options import value_text
from game.i18n.language_detection import system_language
from game.storage.settings import OPTIONS, Settings
i18n.set_language("it")
print(json.dumps({
    "languages": list(i18n.LANGUAGES),
    "options": list(OPTIONS.named("language").values),
    "name": value_text(OPTIONS.named("language"), "it"),
    "continue": i18n.tr("menu.continue"),
    "game": i18n.tr("game_number", number=5),
    "moves": i18n.moves_text(3),
    "settings": Settings().with_changes(language="it").language,
    "system": system_language({"LANG": "it_IT.UTF-8"}),
    "cli": parse_args(["--lang", "it"]).language,
}))
"""


def _italian(root: Path) -> None:
    """A translator's catalogue: the template copied, (partly) translated, compiled."""
    with (LOCALE / "en" / "LC_MESSAGES" / "vierzig.po").open("rb") as file:
        catalog = read_po(file, locale="it")
    catalog["language.name"].string = "Italiano"
    catalog["menu.continue"].string = "Continua"
    catalog["game_number"].string = "Partita {numero}"      # a slip: the code fills in {number}
    catalog["count.moves"].string = ("{n} mossa", "{n} mosse")
    folder = root / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / "vierzig.mo").open("wb") as file:
        write_mo(file, catalog)


def test_a_new_catalogue_is_offered_without_a_code_change(tmp_path: Path) -> None:
    shutil.copytree(LOCALE, tmp_path / "locale", ignore=shutil.ignore_patterns("*.po", "*.pot"))
    _italian(tmp_path)
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["languages"] == ["de", "en", "fr", "it"] == seen["options"]
    assert seen["name"] == "Italiano" and seen["continue"] == "Continua"
    assert seen["game"] == "Game 5", "a field the code does not fill in shows the English text"
    assert seen["moves"] == "3 mosse"
    assert seen["settings"] == seen["system"] == seen["cli"] == "it"


def test_a_damaged_catalogue_is_left_out_with_a_message(tmp_path: Path, capsys) -> None:
    good = tmp_path / "de" / "LC_MESSAGES"
    good.mkdir(parents=True)
    shutil.copy(LOCALE / "de" / "LC_MESSAGES" / "vierzig.mo", good / "vierzig.mo")
    data = (LOCALE / "fr" / "LC_MESSAGES" / "vierzig.mo").read_bytes()
    for code, damaged in (("fr", data[: len(data) // 2]), ("it", b""), ("es", b"\x00" * 64), ("nl", data[:20])):
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "vierzig.mo").write_bytes(damaged)
    (tmp_path / "pt" / "LC_MESSAGES").mkdir(parents=True)       # a folder without a compiled catalogue
    (tmp_path / "README").write_text("not a language")
    found = catalogues.discover(tmp_path)
    assert list(found) == ["de"]
    assert found["de"].gettext("menu.continue") == "Weiterspielen"
    errors = capsys.readouterr().err
    for code in ("fr", "it", "es", "nl"):
        assert f"{code}/LC_MESSAGES/vierzig.mo cannot be read" in errors
    assert "Traceback" not in errors


def test_no_locale_folder_means_no_catalogue(tmp_path: Path) -> None:
    assert catalogues.discover(tmp_path / "missing") == {}
