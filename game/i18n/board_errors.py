"""A malformed board text (B7), explained in the player's language, naming the line.

The engine's `BoardFormatError` says what is wrong in English for the command-line tools
(docs/board-format.md, "Errors"): ``line 7 (1): not a card: '7X' (…)``. A player who pastes
a position in the game reads the same facts in their language: this module recognises
each of the engine's messages and says it again with the catalogues' words. A message
it does not know (a newer engine) is still shown, behind a translated lead-in, so no error
ever goes unexplained. Quoted pieces of the pasted text are cut short: a pasted novel must
not become a novel-long message.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from game.engine.digits import is_digits
from game.i18n import tr

QUOTE_LIMIT = 32      # characters of pasted text quoted back to the player
DETAIL_LIMIT = 120    # characters of a list of cards (the double-deck check) shown


def _short(text: str, limit: int = QUOTE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _name(name: str) -> str:
    """A column's line is named by its number: say "Spalte 3"; the other lines keep their name."""
    name = name.strip("'\"")
    return tr("board.column", n=name) if is_digits(name) else name


def _at(line: str, detail: str, name: str | None = None) -> str:
    if name is None:
        return tr("board.error.at", line=line, detail=detail)
    return tr("board.error.at_named", line=line, name=_name(name), detail=detail)


Explain = Callable[[re.Match[str]], str]

# The engine's messages (game/engine/position.py, cards.py), most specific first.
PATTERNS: tuple[tuple[re.Pattern[str], Explain], ...] = tuple((re.compile(p, re.S), f) for p, f in (
    (r"line (\d+): expected 'name: value', got (.*)",
     lambda m: _at(m[1], tr("board.error.not_field", got=_short(m[2])))),
    (r"line (\d+): unknown line (.*) \(expected .*\)",
     lambda m: _at(m[1], tr("board.error.unknown_line", name=_short(m[2])))),
    (r"line (\d+): (.*) appears twice \(first on line (\d+)\)",
     lambda m: _at(m[1], tr("board.error.twice", name=m[2], first=m[3]))),
    (r"missing line '(.*):'",
     lambda m: tr("board.error.missing", name=m[1])),
    (r"line (\d+) \((\w+)\): not a card: (.*) \(expected .*\)",
     lambda m: _at(m[1], tr("board.error.not_card", got=_short(m[3])), m[2])),
    (r"line (\d+): expected \d+ foundation tops .*, got (\d+)",
     lambda m: _at(m[1], tr("board.error.tops", n=m[2]))),
    (r"line (\d+): foundation (\d+) holds suit (\w), not (.*)",
     lambda m: _at(m[1], tr("board.error.suit", f=m[2], suit=m[3], got=_short(m[4])))),
    (r"line (\d+): variant must be classic or relaxed, not (.*)",
     lambda m: _at(m[1], tr("board.error.variant", got=_short(m[2])))),
    (r"line (\d+): (\w+) allows redeals 0…(\d+), not (.*)",
     lambda m: _at(m[1], tr("board.error.redeals", variant=m[2], max=m[3], got=_short(m[4])))),
    (r"not a legal table: the double deck needs every card exactly twice: (.*)",
     lambda m: tr("board.error.cards", detail=_short(m[1], DETAIL_LIMIT))),
    (r"line (\d+) \((\w+)\): (.*)",
     lambda m: _at(m[1], _short(m[3], DETAIL_LIMIT), m[2])),
    (r"line (\d+): (.*)",
     lambda m: _at(m[1], _short(m[2], DETAIL_LIMIT))),
))


def board_error_text(message: str) -> str:
    """The engine's `BoardFormatError` message in the current language (module docstring)."""
    for pattern, explain in PATTERNS:
        match = pattern.fullmatch(message)
        if match is not None:
            return explain(match)
    return tr("board.error.other", detail=_short(message, DETAIL_LIMIT))
