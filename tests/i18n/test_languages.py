"""Languages as catalogues: a new one is offered without a code change, a damaged one is left out
with a message, and a translator's slip shows English instead of a traceback."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from game.i18n import catalogues

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"

# Run in a fresh interpreter whose game data root is a copy with one more catalogue: what a
# player sees once a translator's vierzig.po is in assets/locale.
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
    """A translator's catalogue: the English one copied and (partly) translated, as Babel writes it."""
    with (LOCALE / "en" / "LC_MESSAGES" / "vierzig.po").open("rb") as file:
        catalog = read_po(file, locale="it")
    catalog["language.name"].string = "Italiano"
    catalog["menu.continue"].string = "Continua"
    catalog["game_number"].string = "Partita {numero}"      # a slip: the code fills in {number}
    catalog["count.moves"].string = ("{n} mossa", "{n} mosse")
    folder = root / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / "vierzig.po").open("wb") as file:
        write_po(file, catalog)


def test_a_new_catalogue_is_offered_without_a_code_change(tmp_path: Path) -> None:
    shutil.copytree(LOCALE, tmp_path / "locale")
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


def _damaged(text: str) -> dict[str, tuple[bytes, str]]:
    """Catalogues damaged in the ways a file can be, by language code, each with the line and
    the words the message names (from ``text``, a good catalogue's content)."""
    half = re.compile(r'msgstr "[^"\n]{4}').search(text, len(text) // 2).start() + len('msgstr "Ta')   # cut inside a text
    header_end = text.index("\n\n") + 1
    entry = '\nmsgid "menu.continue"\nmsgstr "Weiter"\n'
    lines = text[:header_end].count("\n")
    return {
        "fr": (text[:half].encode(), f"line {text[:half].count(chr(10)) + 1}: a string that is not closed"),
        "it": (b"", 'line 1: no header (the entry msgid "")'),
        "es": (b"\x00" * 64, "line 1: unexpected text"),
        "nl": (b"\xde\x12\x04\x95\x00\x00\x00\x00" + text.encode()[:200], "line 1: bytes that are not utf-8 text"),
        "pl": (text.replace("plural=(n > 1)", "plural=(n > ;").encode(), "the header's Plural-Forms cannot be read"),
        "sv": ((text[:header_end] + entry.replace("Weiter", "Wei\\qter")).encode(), f"line {lines + 3}: unknown escape \\q"),
        "da": ((text[:header_end] + entry + entry).encode(), f"line {lines + 5}: the id 'menu.continue' a second time"),
        "fi": ((text[:header_end] + '\nmsgid "menu.continue"\n').encode(), f"line {lines + 2}: an entry whose parts"),
        "cs": ((text[:header_end] + entry.replace("msgstr", "msgtext")).encode(), f"line {lines + 3}: unexpected text 'msgtext"),
        "hu": ((text[:header_end] + entry.replace("msgid", "msgid_plural")).encode(), f"line {lines + 2}: an entry whose parts"),
        "ro": (text.replace("charset=utf-8", "charset=klingon").encode(), "line 1: the header names an unknown charset"),
    }


def test_a_damaged_catalogue_is_left_out_with_a_message(tmp_path: Path, capsys) -> None:
    good = tmp_path / "de" / "LC_MESSAGES"
    good.mkdir(parents=True)
    shutil.copy(LOCALE / "de" / "LC_MESSAGES" / "vierzig.po", good / "vierzig.po")
    damaged = _damaged((LOCALE / "fr" / "LC_MESSAGES" / "vierzig.po").read_text(encoding="utf-8"))
    for code, (data, _) in damaged.items():
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "vierzig.po").write_bytes(data)
    (tmp_path / "pt" / "LC_MESSAGES").mkdir(parents=True)       # a folder without a catalogue
    (tmp_path / "README").write_text("not a language")
    found = catalogues.discover(tmp_path)
    assert list(found) == ["de"]
    assert found["de"].gettext("menu.continue") == "Weiterspielen"
    errors = capsys.readouterr().err.splitlines()
    assert len(errors) == len(damaged), errors                   # one line each, no traceback
    for code, (_, why) in damaged.items():
        told = [line for line in errors if f"{code}/LC_MESSAGES/vierzig.po cannot be read" in line]
        assert len(told) == 1 and why in told[0] and told[0].endswith("that language is not offered"), (code, told)


def test_no_locale_folder_means_no_catalogue(tmp_path: Path) -> None:
    assert catalogues.discover(tmp_path / "missing") == {}
