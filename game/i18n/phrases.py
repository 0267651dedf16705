"""Sentences built from the game's state: card names, game numbers, the reasons given with a
hint and why a tapped card cannot go.

The words come from the catalogues (`tr`); what this module knows is which words fit a move
(a hint says "3♠ ablegen" or "8♠ ziehen: macht Spalte 4 frei"), so no other module composes
player text.
"""

from __future__ import annotations

from game.engine import FOUNDATION, RANKS, WASTE, Card, Move, MoveKind, Position, TableMove, lifted_cards
from game.engine.digits import is_digits
from game.engine.exhaustive import assert_never
from game.engine.needs import Blocker, Need
from game.i18n import N_, tr, trn

SUIT_SYMBOLS = "♣♦♥♠"       # engine suit order "CDHS"
GROUP = "\u202f"             # a narrow no-break space between digit groups of a long game number
AUTO_NAMED = 3               # safe auto-play's notice names up to this many cards; more are counted
GROUPED_FROM = 7              # numbers of this many digits and more are shown in groups of three
REASONS = {MoveKind.TURN: N_("reason.turn"), MoveKind.REDEAL: N_("reason.redeal"), MoveKind.FINISH: N_("reason.finish")}


def card_name(card: Card) -> str:
    """3♠, Q♥, 10♦ … — rank first, as the card's corner shows it."""
    rank = RANKS[card.rank - 1]
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[card.suit]


def number_display(number: object) -> str:
    """A game number as the player reads it: a long (PySolFC-style 20-digit) number in groups of
    three, ``98 765 432 109 876 543 210``, so it can be read out and typed back (the game-number
    field ignores the spaces); short numbers, ``ms`` numbers (whose digits must follow the prefix
    unbroken) and anything not made of digits stay as they are."""
    text = str(number)
    if len(text) < GROUPED_FROM or not is_digits(text):
        return text
    head = len(text) % 3 or 3
    groups = [text[:head]] + [text[i:i + 3] for i in range(head, len(text), 3)]
    return GROUP.join(groups)


def hint_reason(position: Position, move: Move, table_has_move: bool = False) -> str:
    """A few words on what ``move`` does, card first ("4♦ vom Abwurfstapel anlegen",
    "8♠ ziehen: deckt 9♦ auf"), in the current language. ``table_has_move``: the talon's
    reminder would say "Auf dem Tisch geht noch was" — a hint to turn a card says that it can wait."""
    if move.kind == MoveKind.TURN and table_has_move:
        return tr("reason.turn_first")
    if move.kind != MoveKind.PLAY:
        return tr(REASONS[move.kind])
    cards = lifted_cards(position, move.src, move.count)
    if not cards:
        return ""
    card = card_name(cards[0])
    if move.dst == FOUNDATION:
        return tr("reason.up", card=card)
    if move.src != WASTE:
        column = position.columns[move.src]
        rest = column[: len(column) - move.count]
        if not rest:
            return tr("reason.frees", card=card, n=move.src + 1)
        return tr("reason.uncovers", card=card, under=card_name(rest[-1]))
    if not position.columns[move.dst]:
        return tr("reason.waste_empty", card=card)
    return tr("reason.waste", card=card)


def auto_play_reason(cards: list[Card]) -> str:
    """Why cards went up by themselves (R12, safe auto-play): "2♦ ging von selbst hoch: beide A♦
    liegen oben, auf 2♦ wird nichts mehr gebaut" — a newcomer sees a rule, not chance. More than
    `AUTO_NAMED` cards are counted, not named ("24 Karten gingen von selbst hoch, bis K♣ K♦ K♥"),
    so the notice stays at its size in two lines and is said in one breath."""
    if len(cards) > AUTO_NAMED:   # told shortly: how many, and how far each suit went up
        tops: dict[int, Card] = {}
        for card in cards:
            tops[card.suit] = max(tops.get(card.suit, card), card, key=lambda c: c.rank)
        return trn("auto.many", len(cards), tops=" ".join(card_name(card) for card in tops.values()))
    if len(cards) > 1:
        return trn("auto.several", len(cards), cards=" ".join(card_name(card) for card in cards))
    card = cards[0]
    if card.rank == 1:
        return tr("auto.ace", card=card_name(card))
    below = card_name(Card(card.rank - 1, card.suit))
    return tr("auto.safe", card=card_name(card), below=below)


def refusal_text(need: Need) -> str:
    """Why a tapped card cannot go, from what the engine says it would need
    ("4♠ braucht 5♠ oder eine freie Spalte")."""
    card = card_name(need.card)
    match need.blocker:
        case Blocker.COVERED:
            return tr("why.covered", card=card)
        case Blocker.TOO_MANY:
            return trn("why.too_many", need.limit)
        case Blocker.NO_PLACE:
            if need.onto is None:
                return tr("why.empty", card=card)
            if need.empty_column:
                return tr("why.onto_or_empty", card=card, onto=card_name(need.onto))
            return trn("why.onto", need.limit, card=card, onto=card_name(need.onto))
        case _:
            assert_never(need.blocker)


PATH_SHOWN = 80     # characters of a path a dialog shows at most (the rest is cut from its middle)


def short_path(path: str, limit: int = PATH_SHOWN) -> str:
    """``path`` as a dialog shows it: whole up to ``limit`` characters, else its start and its end
    (the folder's own name) around an ellipsis — a data folder may have a path of 4,000 characters."""
    if len(path) <= limit:
        return path
    head = limit // 3
    return path[:head] + "…" + path[len(path) - (limit - head - 1):]


def notice_text(problem: str, not_kept: bool, file: str, kept_as: str | None, folder: str,
                names: tuple[str, ...] = ()) -> str:
    """What the player is told about one of their files: ``problem`` is the storage's
    problem name (``"corrupt"``, ``"disk_full"`` …); ``not_kept`` when a damaged file could
    not be moved aside; ``names`` the message ids of the options that fell back (``"options_reset"``).
    Long paths are shortened in the middle (`short_path`)."""
    key = N_("notice.not_kept") if not_kept else f"notice.{problem}"
    options = tr("speech.list_separator").join(tr(name) for name in names)
    return tr(key, file=short_path(file), kept_as=kept_as, folder=short_path(folder), options=options)


def reminder_text(where: TableMove) -> str:
    """R11's reminder, saying where the table's move is ("Noch ein Zug: Abwurf auf Spalte"), so the
    player does not look for it among the columns when it is on the waste."""
    match where:
        case TableMove.WASTE_TO_COLUMN:
            return tr("table_move.waste_column")
        case TableMove.WASTE_TO_FOUNDATION:
            return tr("table_move.waste_foundation")
        case TableMove.WASTE:
            return tr("table_move.waste")
        case TableMove.COLUMN_TO_COLUMN:
            return tr("table_move.column_column")
        case TableMove.COLUMN_TO_FOUNDATION:
            return tr("table_move.column_foundation")
        case TableMove.COLUMNS:
            return tr("table_move.columns")
        case TableMove.TABLE:
            return tr("table_has_move")
        case _:
            assert_never(where)
