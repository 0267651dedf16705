"""`Reading`: what a screen says about itself to a player who cannot see it (speech, SPEC B18).

Every screen answers `Scene.reading` with one: its name, its text in reading order, and what
the keyboard's focus is on (a button's words, an option's name and value, what a field holds,
the help's line). The speech (`game.speech`) compares the top screen's reading after each key
with the one before and says what changed: a new screen whole, else its new focus or its new
text (an error under a field). Words only, already in the player's language: a reading is made
from the same catalogue texts the screen shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from game.i18n import N_, tr

# Signs the screen shows that a voice would read raw or not at all, and the words said for them
# (the help, the history's key line, any panel's text): what each means for a keyboard player.
SYMBOL_WORDS = {
    "↑↓": N_("speech.symbol.up_down"), "▲": N_("speech.symbol.more_button"), "▼": N_("speech.symbol.fewer_button"),
    "✓": N_("speech.symbol.tick"), "✗": N_("speech.symbol.cross"), "☰": N_("speech.symbol.menu_button"),
    "←": N_("speech.symbol.left"), "→": N_("speech.symbol.right"), "↑": N_("speech.symbol.up"),
    "↓": N_("speech.symbol.down"), "♠": N_("speech.symbol.spades"), "♥": N_("speech.symbol.hearts"),
    "♦": N_("speech.symbol.diamonds"), "♣": N_("speech.symbol.clubs"), "·": N_("speech.symbol.dot"),
}
_PAGE_KEY = re.compile(r"(?<=\w)([↑↓])")       # Page↓, Bild↑, Pg↓: the page keys
_DOT = re.compile(r"\s*·\s*")
_SYMBOL = re.compile("|".join(map(re.escape, sorted(SYMBOL_WORDS, key=len, reverse=True))))


def spoken(text: str) -> str:
    """``text`` as a voice should say it: each sign of `SYMBOL_WORDS` as its words."""
    text = _PAGE_KEY.sub(lambda m: " " + (tr("speech.symbol.page_up") if m.group(1) == "↑" else tr("speech.symbol.page_down")),
                         text)
    def word(found: re.Match[str]) -> str:
        before = found.string[found.start() - 1] if found.start() else " "
        return (" " if before.isalnum() else "") + tr(SYMBOL_WORDS[found.group(0)])
    text = _DOT.sub(tr("speech.symbol.dot") + " ", text)   # "5976 · Klassisch": a comma after the word
    return _SYMBOL.sub(word, text)


class ScreenAsk(Enum):
    """What the player asked the speech for on a screen other than the table: L says the last
    sentence again, R reads the whole screen afresh."""

    REPEAT = "repeat"
    SCREEN = "screen"


@dataclass(frozen=True)
class Reading:
    """A screen as a voice reads it: ``title``, then ``lines``, then ``focus`` (None: nothing
    focused); ``choices``: the buttons it offers, in focus order (a dialog's are read with it);
    ``place``: where the focus is among them ("3 of 14", and whether it wrapped round), said after
    the focus when it moves; ``typed``: the focused field's text, so that a key typed into it is
    echoed alone."""

    title: str
    lines: tuple[str, ...] = ()
    focus: str | None = None
    choices: tuple[str, ...] = ()
    place: str | None = None
    typed: str | None = None   # what the focused text field holds (None: no field has the keys)
