"""The game's reader of ``.po`` files (`game.i18n.po_reader`), checked against Babel's reader: the
shipped catalogues read the same, strings Babel writes come back as they were, and what msgfmt
leaves out (fuzzy and untranslated entries) the game leaves to the fallback language."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from hypothesis import given, settings, strategies as st

from game.i18n.po_reader import PoError, PoTranslations, parse

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"
SHIPPED = sorted(LOCALE.glob("*/LC_MESSAGES/vierzig.po"))


def babel_messages(data: bytes) -> dict[str | tuple[str, int], str]:
    """What a compiled catalogue would hold, read by Babel: gettext's keys (``context\\x04id``,
    ``(id, form)`` for a plural), translated and not fuzzy messages only."""
    messages: dict[str | tuple[str, int], str] = {}
    for message in read_po(io.BytesIO(data)):
        if not message.id or message.fuzzy:
            continue
        head = message.id[0] if isinstance(message.id, tuple) else message.id
        key = head if message.context is None else f"{message.context}\x04{head}"
        if isinstance(message.id, tuple):
            if all(message.string):
                messages.update({(key, i): form for i, form in enumerate(message.string)})
        elif message.string:
            messages[key] = message.string
    return messages


def test_each_shipped_catalogue_reads_as_babel_reads_it() -> None:
    assert {path.parent.parent.name for path in SHIPPED} >= {"de", "en", "fr"}
    for path in SHIPPED:
        data = path.read_bytes()
        ours, header = parse(data)
        theirs = babel_messages(data)
        assert len(theirs) > 300
        assert ours == theirs, f"{path}: {sorted(set(ours.items()) ^ set(theirs.items()), key=repr)[:5]}"
        babel = read_po(io.BytesIO(data))
        assert header["plural-forms"] == dict(babel.mime_headers)["Plural-Forms"]
        assert header["language"] == str(babel.locale)


def test_the_plural_forms_are_the_headers() -> None:
    """French says 0 and 1 in the singular, German only 1 (each catalogue's Plural-Forms)."""
    for code, singular_counts in (("fr", {0, 1}), ("de", {1}), ("en", {1})):
        with (LOCALE / code / "LC_MESSAGES" / "vierzig.po").open("rb") as file:
            catalogue = PoTranslations(file)
        assert {n for n in range(30) if catalogue.plural(n) == 0} == singular_counts, code


# Texts a translator or Babel could put in a catalogue: quotes, backslashes, line breaks, tabs,
# other control characters, letters of any script, long lines (Babel wraps them), nothing at all.
ODD = st.text(st.one_of(st.sampled_from('"\\\n\t\r\x07\x0b\x0c\x1b\x85\u2028 #%{}äß€𝄞'),
                        st.characters(blacklist_categories=("Cs",))), max_size=120)
NONEMPTY = ODD.filter(bool)


@st.composite
def catalogs(draw) -> Catalog:
    """A Polish catalogue (three plural forms) of odd singular and plural messages, some with a context."""
    catalog = Catalog(locale="pl", charset="utf-8")
    for msgid in draw(st.lists(NONEMPTY, min_size=1, max_size=8, unique=True)):
        context = draw(st.one_of(st.none(), NONEMPTY))      # Babel writes no empty msgctxt
        if draw(st.booleans()):
            catalog.add((msgid, msgid + "s"), tuple(draw(st.lists(ODD, min_size=3, max_size=3))), context=context)
        else:
            catalog.add(msgid, draw(ODD), context=context)
    return catalog


@settings(max_examples=150, deadline=None)
@given(catalogs())
def test_strings_babel_writes_come_back_as_they_were(catalog: Catalog) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=40)
    data = out.getvalue()
    translations = PoTranslations(io.BytesIO(data))
    fallback = gettext.NullTranslations()
    translations.add_fallback(fallback)
    ours, _ = parse(data)
    assert ours == babel_messages(data)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            one, many = message.id
            got = [translations.npgettext(message.context, one, many, n) if message.context is not None
                   else translations.ngettext(one, many, n) for n in (1, 2, 5)]    # Polish: forms 0, 1, 2
            assert got == (list(message.string) if all(message.string) else [one, many, many])
        else:
            got = translations.pgettext(message.context, message.id) if message.context is not None \
                else translations.gettext(message.id)
            assert got == (message.string or message.id)


HAND_WRITTEN = r'''# A catalogue as a translator's editor may leave it.
#, fuzzy
msgid ""
msgstr ""
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"Content-Type: text/plain; charset=utf-8\n"

#. English: Continue
#: game/menu.py:12
msgid "menu.continue"
msgstr "Weiter"
"spielen"

#, fuzzy
#| msgid "menu.quit"
msgid "menu.quit"
msgstr "Beenden?"

#, python-format
#. a comment after the flags
#, fuzzy
#| msgid "not fuzzy"
msgid "menu.fuzzy_last"
msgstr "Unsicher"

#, python-format
#| msgid "fuzzy"
msgid "menu.not_fuzzy"
msgstr "Sicher"

msgid "menu.untranslated"
msgstr ""

msgid "count.moves"
msgid_plural "count.moves"
msgstr[0] "{n} Zug"
msgstr[1] "{n} Züge"

msgid "count.cards"
msgid_plural "count.cards"
msgstr[0] "{n} Karte"
msgstr[1] ""

msgctxt "card"
msgid "queen"
msgstr "Dame"

msgctxt "chess"
msgid "queen"
msgstr "Königin"

msgid "escapes"
msgstr "a\tb\nc \"d\" e\\f \101\x42\7"

#~ msgid "gone"
#~ msgstr "Weg"
'''


def test_a_hand_written_catalogue_reads_as_msgfmt_compiles_it() -> None:
    """Fuzzy entries (the header aside) and untranslated ones are left to the fallback; contexts,
    continued strings, C escapes, comments of every kind and obsolete entries are read."""
    for data in (HAND_WRITTEN.encode(), HAND_WRITTEN.replace("\n", "\r\n").encode("utf-8-sig")):
        catalogue = PoTranslations(io.BytesIO(data))
        english = gettext.NullTranslations()
        catalogue.add_fallback(english)
        assert catalogue.gettext("menu.continue") == "Weiterspielen"
        assert catalogue.gettext("menu.quit") == "menu.quit"                   # fuzzy: not a translation
        assert catalogue.gettext("menu.fuzzy_last") == "menu.fuzzy_last"                 # flagged on a second line
        assert catalogue.gettext("menu.not_fuzzy") == "Sicher"                           # "fuzzy" in a comment only
        assert catalogue.gettext("menu.untranslated") == "menu.untranslated"
        assert [catalogue.ngettext("count.moves", "count.moves", n) for n in (1, 2)] == ["{n} Zug", "{n} Züge"]
        assert catalogue.ngettext("count.cards", "count.cards", 1) == "count.cards"   # a form missing
        assert catalogue.pgettext("card", "queen") == "Dame" and catalogue.pgettext("chess", "queen") == "Königin"
        assert catalogue.gettext("queen") == "queen"
        assert catalogue.gettext("escapes") == 'a\tb\nc "d" e\\f AB\x07'
        assert catalogue.gettext("gone") == "gone"
        assert catalogue.info()["language"] == "de" and catalogue.charset() == "utf-8"
    plain = HAND_WRITTEN.encode().replace(b"\\101\\x42\\7", b"AB")     # escapes Babel's reader knows
    assert parse(plain)[0] == babel_messages(plain)


def test_a_catalogue_in_another_charset_is_read_in_it() -> None:
    data = HAND_WRITTEN.replace("charset=utf-8", "charset=ISO-8859-1").encode("latin-1")
    catalogue = PoTranslations(io.BytesIO(data))
    assert catalogue.ngettext("count.moves", "count.moves", 2) == "{n} Züge"


def test_a_malformed_catalogue_says_where_in_one_line() -> None:
    good = HAND_WRITTEN.encode()
    for damage, line, words in (
        (good.replace(b'msgstr "Dame"', b'msgstr "Dame'), 47, "a string that is not closed"),
        (good.replace(b'msgstr "Dame"', b'msgstr Dame'), 47, "unexpected text"),
        (good.replace(b'msgstr "Dame"', b'msgstr "Da"me"'), 47, "a string that is not closed, or text after it"),
        (good.replace(b'msgstr "Dame"', b'msgstr "Dame\\"'), 47, "a string that is not closed"),
        (good.replace(b"msgstr[1] \"{n} Z\xc3\xbcge\"", b"msgstr[2] \"{n} Z\xc3\xbcge\""), 37, "out of order"),
        (good.replace(b'"spielen"', b'"spielen" x'), 13, "not closed, or text after it"),
        (good.replace(b"\\x42", b"\\z"), 54, "unknown escape \\z"),
        (good.replace(b'msgctxt "chess"', b'msgctxt "card"'), 50, "the id 'queen' in the context 'card' a second time"),
        (good.replace(b"(n != 1)", b"(n !=== 1)"), 1, "Plural-Forms"),
        (good[: good.index(b'msgstr "Dame"')], 45, "cut short"),
        (good.replace(b"\xc3\xb6", b"\xf6"), 51, "not utf-8 text"),
    ):
        try:
            PoTranslations(io.BytesIO(damage))
        except PoError as err:
            assert str(err).startswith(f"line {line}: ") and words in str(err) and "\n" not in str(err), str(err)
        else:
            raise AssertionError(f"read without complaint: {words}")
