"""The catalogues: the template is the code's ids, every language says every one of them with the
same fields, and each compiled .mo is the .po beside it.

What a translator or a developer could get wrong without noticing: an id the code asks for that
no catalogue has (the player would read ``menu.continue``), a message left untranslated or
fuzzy, a ``{field}`` renamed in one language (the text would fall back to English), a ``.po``
edited without compiling (the game reads the ``.mo``), or a new variant, grade, option or
storage problem without its words.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.i18n import LANGUAGES
from game.i18n.families import AS_DATA, COMPUTED
from tools import translations

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
PO_LANGUAGES = sorted(path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/vierzig.po"))


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _read(path: Path):
    with path.open("rb") as file:
        return read_po(file)


def _messages(catalog) -> dict[str, str | tuple[str, ...]]:
    """Id → text (a tuple of forms for a plural message), the header left out."""
    return {(m.id[0] if isinstance(m.id, tuple) else m.id): m.string for m in catalog if m.id}


@pytest.fixture(scope="module")
def template() -> dict[str, str | tuple[str, ...]]:
    return _messages(_read(LOCALE / "vierzig.pot"))


@pytest.fixture(scope="module")
def catalogues_by_language() -> dict[str, dict[str, str | tuple[str, ...]]]:
    return {code: _messages(_read(LOCALE / code / "LC_MESSAGES" / "vierzig.po")) for code in PO_LANGUAGES}


def test_the_game_offers_each_catalogue_and_french() -> None:
    assert {"de", "en", "fr"} <= set(PO_LANGUAGES)
    assert tuple(PO_LANGUAGES) == LANGUAGES


def test_the_template_is_what_the_code_asks_for(template) -> None:
    """``python -m tools.translations`` was run after the last change of ids: same ids, same plurals."""
    fresh = {(m.id[0] if isinstance(m.id, tuple) else m.id): isinstance(m.id, tuple) for m in translations.extracted() if m.id}
    stored = {key: isinstance(text, tuple) for key, text in template.items()}
    assert fresh == stored, (f"ids in the code, not the template: {sorted(fresh.keys() - stored.keys())}; "
                             f"in the template, no longer in the code: {sorted(stored.keys() - fresh.keys())}")


@pytest.mark.parametrize("language", PO_LANGUAGES)
def test_every_message_is_translated_with_the_same_fields(language, template, catalogues_by_language) -> None:
    messages = catalogues_by_language[language]
    english = catalogues_by_language["en"]
    assert messages.keys() == template.keys()
    catalog = _read(LOCALE / language / "LC_MESSAGES" / "vierzig.po")
    assert not [m.id for m in catalog if m.id and m.fuzzy], "fuzzy messages are not compiled"
    for key, text in messages.items():
        if isinstance(text, tuple):
            assert len(text) == catalog.num_plurals and all(text), f"{language} {key}: {text}"
            # A singular form may say the count in words ("Das letzte Spiel"); every other field is in every form.
            expected = _fields(english[key][-1])
            assert _fields(text[-1]) == expected, f"{language} {key}: {text[-1]!r}"
            assert all(_fields(form) | {"n"} == expected | {"n"} for form in text), f"{language} {key}: {text}"
        else:
            assert text, f"{language}: {key} is untranslated"
            assert _fields(text) == _fields(english[key]), f"{language} {key}: {text!r}"


@pytest.mark.parametrize("language", PO_LANGUAGES)
def test_each_compiled_catalogue_is_its_po(language) -> None:
    """The game reads the .mo: one compiled from an older .po would show old words."""
    folder = LOCALE / language / "LC_MESSAGES"
    with (folder / "vierzig.mo").open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    for key, text in _messages(_read(folder / "vierzig.po")).items():
        if isinstance(text, tuple):
            counts = {compiled.plural(n): n for n in range(200)}   # one count for each form
            assert tuple(compiled.ngettext(key, key, counts[i]) for i in sorted(counts)) == text, key
        else:
            assert compiled.gettext(key) == text, f"{language}: {key} differs; run python -m tools.translations"
    assert compiled.info()["plural-forms"] == _read(folder / "vierzig.po").plural_forms


def test_every_literal_id_in_the_code_is_in_the_template(template) -> None:
    """Also the ids asked for inside f-strings, which the extractor of this Python cannot see."""
    asked: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        if path == ROOT / "game" / "i18n" / "__init__.py":   # where tr is defined: its docstrings say tr("key")
            continue
        asked |= set(re.findall(r"\b(?:tr|trn|N_)\(\s*[\"']([a-z0-9_.]*[a-z0-9_])[\"']", path.read_text(encoding="utf-8")))
    assert len(asked) > 100, "the scan found few ids: the pattern is wrong"
    from game.i18n import SINGULAR_IDS

    assert not sorted(key for key in asked - SINGULAR_IDS.keys() if key not in template)


def test_every_computed_id_has_its_family() -> None:
    """``tr(f"grade.{name}")`` and ``tr("variant." + name)`` in the code: each prefix is listed."""
    prefixes: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        prefixes |= set(re.findall(r"\btr\(\s*f[\"']([a-z0-9_.]+)\{", text))
        prefixes |= set(re.findall(r"\btr\(\s*[\"']([a-z0-9_.]+)[\"']\s*\+", text))
    assert prefixes, "the scan found no computed id: the pattern is wrong"
    assert prefixes <= COMPUTED.keys(), sorted(prefixes - COMPUTED.keys())
    for prefix, ids in COMPUTED.items():
        assert ids and all(i.startswith(prefix) for i in ids), prefix
    assert len(set(AS_DATA)) == len(AS_DATA)


def test_the_families_name_every_variant_grade_help_and_problem() -> None:
    from game.advisor.live import Live
    from game.content import GRADES
    from game.engine import VARIANT_NAMES
    from game.storage.aids import Aid
    from game.storage.files import Problem

    def names(prefix: str) -> set[str]:
        return {i.removeprefix(prefix) for i in COMPUTED[prefix]}

    assert names("variant.") == set(VARIANT_NAMES)
    assert names("grade.") == {grade.value for grade in GRADES}
    assert names("aid.") == {aid.value for aid in Aid}
    assert names("notice.") == {problem.value for problem in Problem}
    assert names("hud.live.") == names("hud.live_short.") == {state.value for state in Live}


def test_every_option_has_its_words_in_the_template(template) -> None:
    """An option's label and the words of each value are ids of the template (and so, by the
    tests above, of every language); ids the code computes (the grades) come from their family."""
    from game.storage.option_fields import Wording
    from game.storage.settings import OPTIONS

    ids = [option.label for option in OPTIONS]
    ids += [option.words[value] for option in OPTIONS if option.wording is Wording.MESSAGES for value in option.values]
    assert len(ids) > len(OPTIONS) * 2
    assert sorted(i for i in ids if i not in template) == []
