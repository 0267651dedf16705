"""French typography in the French catalogue: the spaces before ; : ! ? » and after «.

The catalogue's own convention, one rule for every string: a narrow no-break space (U+202F)
before ; ! and ?, a no-break space (U+00A0) before : and inside « », never a plain space (a line
could break before the mark, a screen reader pauses oddly) and never none. Read from the .po file
with Babel, apart from the game's code.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

FRENCH = Path(__file__).resolve().parents[2] / "assets" / "locale" / "fr" / "LC_MESSAGES" / "vierzig.po"
NARROW, NO_BREAK = "\u202f", "\u00a0"
BEFORE = {";": NARROW, "!": NARROW, "?": NARROW, ":": NO_BREAK, "»": NO_BREAK}
# Strings that are no French prose but a format or a file's syntax the player types or a program reads:
# a date pattern (HH:mm), the desktop entry's keyword list (";" separated), the board file's "name: value".
NOT_PROSE = {"format.date_time", "format.time", "desktop.keywords", "board.error.not_field", "board.error.missing"}
_FIELD = re.compile(r"\{[^{}]*\}")   # a placeholder ({name}, {n:d}) is no text


def french_texts() -> list[tuple[str, str]]:
    with FRENCH.open("rb") as file:
        catalog = read_po(file)
    texts = []
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [(key, text) for text in strings if key not in NOT_PROSE]
    return texts


def wrong_spaces(text: str) -> list[str]:
    """Each mark in ``text`` with the wrong space (or none) before it (after it, for «), in context."""
    text = _FIELD.sub(lambda found: "x" * len(found.group(0)), text)
    wrong = []
    for index, char in enumerate(text):
        if char in BEFORE and index > 0:
            if char in "!?" and text[index - 1] in "!?":
                continue   # "?!"
            if char == ":" and text[index - 1].isdigit() and text[index + 1:index + 2].isdigit():
                continue   # a time: 0:12
            if text[index - 1] != BEFORE[char]:
                wrong.append(text[max(0, index - 12):index + 2])
        if char == "«" and text[index + 1:index + 2] != NO_BREAK:
            wrong.append(text[index:index + 12])
    return wrong


def test_the_wrong_spaces_are_found():
    assert wrong_spaces("Gagné !") == ["Gagné !"]
    assert wrong_spaces("Gagné!") == ["Gagné!"]
    assert wrong_spaces("« Talon »") == ["« Talon »", "« Talon »"]
    assert not wrong_spaces(f"Gagné{NARROW}! Coups{NO_BREAK}: 12, temps 0:12 («{NO_BREAK}{{name}}{NO_BREAK}»)")


def test_every_french_string_has_the_space_its_marks_want():
    wrong = {key: found for key, text in french_texts() if (found := wrong_spaces(text))}
    assert not wrong, "\n".join(f"{key}: {found}" for key, found in sorted(wrong.items()))
