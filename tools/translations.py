"""The translation catalogues, kept in step with the code: ``python -m tools.translations``.

Runs Babel's three steps over ``assets/locale`` (README, "Translating"):

1. extract every message id of the game into the template ``vierzig.pot`` (``babel.cfg`` says
   where and how: ``tr``, ``trn`` and ``N_`` calls in ``game/``);
2. update each language's ``vierzig.po`` from it: a new id arrives untranslated, a removed
   one goes (no fuzzy guesses: a key-named id says nothing about a similar one);
3. compile each ``.po`` into the ``vierzig.mo`` the game reads (committed, so a checkout, the
   wheel and the one-file build all have it; tests/i18n checks each is up to date).

``--new CODE`` starts a catalogue for another language from the template instead.

Extraction is Babel's, with one filter: where the code computes an id (``tr("variant." +
name)``), Babel's Python extractor reads the literal prefix as an id of its own; such a prefix
(it ends in ``.`` or ``_``) is dropped, and its ids come from `game.i18n.families`. Babel's
warning for each computed id in an f-string is left out for the same reason.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import CommandLineInterface, parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

import game

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "vierzig"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
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


def extract() -> None:
    """Write the template, unless it says the same already (then its date stays, and with it
    every catalogue's header: a run that changes nothing changes no file)."""
    fresh = extracted()
    if TEMPLATE.is_file():
        with TEMPLATE.open("rb") as file:
            if _content(read_po(file)) == _content(fresh):
                return
    with TEMPLATE.open("wb") as file:
        write_po(file, fresh, width=WIDTH, no_location=True, sort_output=True)


def _content(catalog: Catalog) -> list[tuple[object, str]]:
    """Ids and comments, the comments as words (the file wraps them)."""
    return sorted(((m.id, " ".join(" ".join(m.auto_comments).split())) for m in catalog if m.id), key=repr)


def pybabel(*arguments: str) -> None:
    """One ``pybabel`` command with this project's paths."""
    CommandLineInterface().run(["pybabel", "--quiet", *arguments])


def update() -> None:
    pybabel("update", "--input-file", str(TEMPLATE), "--output-dir", str(LOCALE), "--domain", DOMAIN,
            "--no-fuzzy-matching", "--ignore-obsolete", "--ignore-pot-creation-date", "--width", str(WIDTH))


def compile_all() -> None:
    pybabel("compile", "--directory", str(LOCALE), "--domain", DOMAIN, "--statistics")


def new(language: str) -> None:
    pybabel("init", "--input-file", str(TEMPLATE), "--output-dir", str(LOCALE), "--domain", DOMAIN,
            "--locale", language, "--width", str(WIDTH))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.translations", description=__doc__.splitlines()[0])
    parser.add_argument("--new", metavar="CODE", help="start assets/locale/CODE/LC_MESSAGES/vierzig.po from the template")
    args = parser.parse_args(argv)
    if args.new:
        if (LOCALE / args.new).exists():
            print(f"assets/locale/{args.new} exists already", file=sys.stderr)
            return 1
        new(args.new)
        return 0
    extract()
    update()
    compile_all()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
