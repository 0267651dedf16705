"""The translation catalogues, kept in step with the code: ``python -m tools.translations``.

Runs Babel's steps over ``assets/locale`` (README, "Translating"):

1. extract every message id of the game into a template, made in memory (``babel.cfg`` says
   where and how: ``tr``, ``trn`` and ``N_`` calls in ``game/``);
2. update each language's ``vierzig.po`` from it: a new id arrives untranslated, a removed
   one goes (no fuzzy guesses: a key-named id says nothing about a similar one). A ``.po``
   whose messages and comments are in step already is not written.

The ``.po`` files are the catalogues: the game reads them as they are (`game.i18n.po_reader`),
and nothing generated from them is kept in git. tests/i18n checks that they are in step with
the code and translated.

``--new CODE`` starts a catalogue for another language from the template instead;
``--template PATH`` writes the template to a file, for a translator's tool that wants one
(Poedit's "New from POT file").

Extraction is Babel's, with one filter: where the code computes an id (``tr("variant." +
name)``), Babel's Python extractor reads the literal prefix as an id of its own; such a prefix
(it ends in ``.`` or ``_``) is dropped, and its ids come from `game.i18n.families`. Babel's
warning for each computed id in an f-string is left out for the same reason.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

import game
from game.i18n.catalogues import LANGUAGE_CODE

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "vierzig"
WIDTH = 100
SKIPPED_FSTRING = "warning: Skipping f-string"
REFERENCE = "en"     # its text goes beside each id of the template, for translators
HEADER = """\
# Translations template for Vierzig Räuber: every message id the game shows, each with its English
# text as a comment. Start a language from it: python -m tools.translations --new CODE (README).
#"""


def is_prefix(message_id: str) -> bool:
    """The literal head of a computed id (``"variant."``), not an id."""
    return message_id.endswith((".", "_"))


def extracted() -> Catalog:
    """The template as the code stands: every id, with its translator comments."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as file:
        method_map, options_map = parse_mapping_cfg(file)
    catalog = Catalog(project="Vierzig Räuber", version=game.__version__, header_comment=HEADER,
                      copyright_holder="the Vierzig Räuber authors", msgid_bugs_address="", charset="utf-8")
    english = reference_texts()
    noise = io.StringIO()
    with contextlib.redirect_stderr(noise):
        found = list(extract_from_dir(ROOT, method_map, options_map, keywords={}))
    for line in noise.getvalue().splitlines():
        if SKIPPED_FSTRING not in line:
            print(line, file=sys.stderr)
    for _filename, _line, message, comments, context in found:
        head = message[0] if isinstance(message, tuple) else message
        if not is_prefix(head):
            notes = [*comments, f"English: {english[head]}"] if head in english else comments
            catalog.add(message, None, auto_comments=notes, context=context)
    return catalog


def reference_texts() -> dict[str, str]:
    """The English text of each id (singular | plural), or nothing before there is a catalogue."""
    path = LOCALE / REFERENCE / "LC_MESSAGES" / f"{DOMAIN}.po"
    if not path.is_file():
        return {}
    with path.open("rb") as file:
        catalog = read_po(file)
    texts: dict[str, str] = {}
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        text = message.string if isinstance(message.string, str) else " | ".join(message.string or ())
        texts[key] = text or ""
    return texts


def template() -> bytes:
    """The template as a file would hold it: the ids in order, the English texts as comments."""
    out = io.BytesIO()
    write_po(out, extracted(), width=WIDTH, no_location=True, sort_output=True)
    return out.getvalue()


def _template_catalog(locale: str | None = None) -> Catalog:
    """The template read back as ``pybabel`` reads a ``.pot`` (in its order, comments wrapped)."""
    return read_po(io.BytesIO(template()), locale=locale)


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def update() -> list[Path]:
    """Bring each language's ``.po`` in step with the template; the files that changed."""
    fresh = _template_catalog()
    changed = []
    for path in sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        old = path.read_bytes()
        catalog = read_po(io.BytesIO(old), locale=path.parent.parent.name, domain=DOMAIN)
        catalog.update(fresh, no_fuzzy_matching=True, update_creation_date=False)
        out = io.BytesIO()
        write_po(out, catalog, ignore_obsolete=True, width=WIDTH)
        if out.getvalue() != old:
            path.write_bytes(out.getvalue())
            changed.append(path)
    return changed


def new(language: str) -> Path:
    """A catalogue for ``language`` started from the template: every message untranslated."""
    catalog = _template_catalog(locale=language)
    catalog.revision_date = datetime.datetime.now(datetime.timezone.utc)
    catalog.fuzzy = False
    path = po_path(language)
    path.parent.mkdir(parents=True)
    with path.open("wb") as file:
        write_po(file, catalog, width=WIDTH)
    return path


def untranslated(path: Path) -> int:
    """How many messages of a catalogue have no text yet (or a fuzzy one)."""
    with path.open("rb") as file:
        catalog = read_po(file)
    return sum(1 for m in catalog if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else (m.string,))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.translations", description=__doc__.splitlines()[0])
    parser.add_argument("--new", metavar="CODE", help="start assets/locale/CODE/LC_MESSAGES/vierzig.po from the template")
    parser.add_argument("--template", metavar="PATH", type=Path,
                        help="write the template (a .pot file: every id, the English text beside it) to PATH")
    args = parser.parse_args(argv)
    if args.template:
        args.template.write_bytes(template())
        print(f"wrote the template {args.template}")
        return 0
    if args.new:
        if not LANGUAGE_CODE.fullmatch(args.new):
            print(f"{args.new!r} is not a language code (de, fr, pt_BR …)", file=sys.stderr)
            return 2
        if (LOCALE / args.new).exists():
            print(f"assets/locale/{args.new} exists already", file=sys.stderr)
            return 1
        path = new(args.new)
        print(f"started {path}: to translate: {untranslated(path)}")
        return 0
    for path in update():
        print(f"updated {path}: untranslated: {untranslated(path)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
