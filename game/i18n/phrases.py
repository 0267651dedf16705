"""Sentences built from the game's state: card names and the reasons given with a hint.

The words come from the strings table; what this module knows is which words fit a move
(a hint says "plays ♠3 up" or "frees column 4"), so no other module composes player text.
"""

from __future__ import annotations

import datetime

from game.engine import FOUNDATION, RANKS, WASTE, Card, Move, MoveKind, Position, lifted_cards
from game.i18n import language, tr

SUIT_SYMBOLS = "♣♦♥♠"       # engine suit order "CDHS"


def card_name(card: Card) -> str:
    """♠3, ♥Q … — how the hint reasons name a card."""
    rank = RANKS[card.rank - 1]
    return SUIT_SYMBOLS[card.suit] + ("10" if rank == "T" else rank)


def hint_reason(position: Position, move: Move) -> str:
    """A few words on why ``move`` helps ("frees column 4", "plays ♠3 up"), in the current language."""
    if move.kind != MoveKind.PLAY:
        return tr({MoveKind.TURN: "reason.turn", MoveKind.REDEAL: "reason.redeal", MoveKind.FINISH: "reason.finish"}[move.kind])
    cards = lifted_cards(position, move.src, move.count)
    if not cards:
        return ""
    base = cards[0]
    if move.dst == FOUNDATION:
        return tr("reason.up", card=card_name(base))
    if move.src != WASTE:
        column = position.columns[move.src]
        rest = column[: len(column) - move.count]
        if not rest:
            return tr("reason.frees", n=move.src + 1)
        return tr("reason.uncovers", card=card_name(rest[-1]))
    if not position.columns[move.dst]:
        return tr("reason.waste_empty", card=card_name(base))
    return tr("reason.waste", card=card_name(base))


def notice_text(problem: str, not_kept: bool, file: str, kept_as: str | None, folder: str) -> str:
    """What the player is told about one of their files: ``problem`` is the storage's
    problem name (``"corrupt"``, ``"disk_full"`` …); ``not_kept`` when a damaged file could
    not be moved aside."""
    key = "notice.not_kept" if not_kept else f"notice.{problem}"
    return tr(key, file=file, kept_as=kept_as, folder=folder)


def date_text(day: datetime.date) -> str:
    """A date as the player writes it: ``14.3.2025`` in German, ``14 Mar 2025`` in English."""
    if language() == "de":
        return f"{day.day}.{day.month}.{day.year}"
    return f"{day.day} {tr(f'month.{day.month}')[:3]} {day.year}"


def month_title(year: int, month: int) -> str:
    """The calendar's heading: ``März 2025`` / ``March 2025``."""
    return tr("month_year", month_name=tr(f"month.{month}"), year=year)
