"""``python -m tools.translations`` keeps the ``.po`` catalogues in step with the code, on a
scratch copy of them: a new id arrives untranslated, an id the code dropped goes, a catalogue
already in step is not written, and ``--new`` starts a language the game can read."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.i18n.po_reader import PoTranslations
from tools import translations

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    copy = tmp_path / "locale"
    shutil.copytree(LOCALE, copy)
    monkeypatch.setattr(translations, "LOCALE", copy)
    return copy


def _ids(path: Path) -> dict[str, object]:
    with path.open("rb") as file:
        return {(m.id[0] if isinstance(m.id, tuple) else m.id): m.string for m in read_po(file) if m.id}


def test_a_run_brings_a_catalogue_in_step_and_leaves_the_others_alone(scratch: Path) -> None:
    german = scratch / "de" / "LC_MESSAGES" / "vierzig.po"
    text = german.read_text(encoding="utf-8")
    entry = text.index('msgid "menu.continue"')
    without = text[:entry] + text[text.index("\n\n", entry) + 2:]      # the id lost
    german.write_text(without + '\nmsgid "menu.gone"\nmsgstr "Weg"\n', encoding="utf-8")   # and one the code dropped
    others = {path: path.read_bytes() for path in scratch.glob("*/LC_MESSAGES/vierzig.po") if path != german}

    assert translations.update() == [german]
    ids = _ids(german)
    assert ids["menu.continue"] == "" and "menu.gone" not in ids
    assert ids.keys() == _ids(LOCALE / "de" / "LC_MESSAGES" / "vierzig.po").keys()
    assert {path: path.read_bytes() for path in others} == others
    assert translations.update() == []                                  # in step now: nothing written


def test_new_starts_a_catalogue_the_game_reads(scratch: Path, capsys) -> None:
    assert translations.main(["--new", "it"]) == 0
    path = scratch / "it" / "LC_MESSAGES" / "vierzig.po"
    with path.open("rb") as file:
        catalogue = PoTranslations(file)
    assert catalogue.info()["language"] == "it"
    assert catalogue.plural(1) == 0 != catalogue.plural(2)
    assert catalogue.gettext("menu.continue") == "menu.continue"       # untranslated: the fallback speaks
    assert _ids(path).keys() == _ids(LOCALE / "en" / "LC_MESSAGES" / "vierzig.po").keys()
    assert f"{path}: to translate: {len(_ids(path))}" in capsys.readouterr().out
    assert translations.main(["--new", "it"]) == 1                     # never over a translator's work
    assert translations.main(["--new", "../it"]) == 2
