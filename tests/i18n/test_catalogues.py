"""The catalogues: each language's ``.po`` has exactly the ids the code asks for, says every one
of them with the same fields, and is what the game shows.

What a translator or a developer could get wrong without noticing: an id the code asks for that
no catalogue has (the player would read ``menu.continue``), an id left in a catalogue after the
code dropped it, a message left untranslated or fuzzy, a ``{field}`` renamed in one language (the
text would fall back to English), or a new variant, grade, option or storage problem without its
words. The template is made from the code in memory (`tools.translations.extracted`), as
``python -m tools.translations`` makes it.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
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
    """Every id the code asks for (the text empty, a tuple for a plural message)."""
    return _messages(translations.extracted())


@pytest.fixture(scope="module")
def catalogues_by_language() -> dict[str, dict[str, str | tuple[str, ...]]]:
    return {code: _messages(_read(LOCALE / code / "LC_MESSAGES" / "vierzig.po")) for code in PO_LANGUAGES}


def test_the_game_offers_each_catalogue_and_french() -> None:
    assert {"de", "en", "fr"} <= set(PO_LANGUAGES)
    assert tuple(PO_LANGUAGES) == LANGUAGES


@pytest.mark.parametrize("language", PO_LANGUAGES)
def test_each_catalogue_has_the_ids_the_code_asks_for_and_no_other(language, template, catalogues_by_language) -> None:
    """``python -m tools.translations`` was run after the last change of ids: same ids, same plurals."""
    fresh = {key: isinstance(text, tuple) for key, text in template.items()}
    stored = {key: isinstance(text, tuple) for key, text in catalogues_by_language[language].items()}
    assert fresh == stored, (f"{language}: ids in the code, not the catalogue: {sorted(fresh.keys() - stored.keys())}; "
                             f"in the catalogue, no longer in the code: {sorted(stored.keys() - fresh.keys())}; "
                             f"plural in one only: {sorted(k for k in fresh.keys() & stored.keys() if fresh[k] != stored[k])}")


def test_the_template_is_what_python_m_tools_translations_writes(tmp_path: Path, template) -> None:
    """``--template PATH`` writes the template a translator's tool asks for: the code's ids."""
    assert translations.main(["--template", str(tmp_path / "vierzig.pot")]) == 0
    written = _messages(_read(tmp_path / "vierzig.pot"))
    assert written.keys() == template.keys() and len(written) > 300
    assert {key for key, text in written.items() if isinstance(text, tuple)} == {
        key for key, text in template.items() if isinstance(text, tuple)}


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
def test_the_game_shows_each_catalogues_words(language, catalogues_by_language) -> None:
    """What the game shows in a language is the text of its ``.po`` as Babel reads it: each
    message, and each plural form for a count that picks it (by the Plural-Forms Babel read)."""
    catalog = _read(LOCALE / language / "LC_MESSAGES" / "vierzig.po")
    plural = gettext.c2py(catalog.plural_expr)
    counts = {plural(n): n for n in range(200)}                     # one count for each form
    assert len(counts) == catalog.num_plurals
    for key, text in catalogues_by_language[language].items():
        forms = text if isinstance(text, tuple) else (text,)
        same = {name: f"{{{name}}}" for form in forms for name in _fields(form)}      # each field filled in as itself
        if isinstance(text, tuple):
            same.pop("n", None)
            shown = tuple(i18n.tr_for(language, key, n=counts[i], **same) for i in sorted(counts))
            assert shown == tuple(form.format(n=counts[i], **same) for i, form in enumerate(text)), f"{language} {key}"
        else:
            assert i18n.tr_for(language, key, **same) == text, f"{language} {key}"


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
