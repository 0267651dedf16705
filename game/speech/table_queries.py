"""Answers to the speech's query keys (B18, `game.table.actions.Query`): the whole table,
one column in full, the whole waste, the legal moves now, the game's state.

The long answers a player asks for, where the table's news (`table_words`) are short. The moves
come from the engine (`Game.legal_moves`), in its order.
"""

from __future__ import annotations

from game.engine import WASTE, Card, MoveKind, Position, legal_moves
from game.engine.exhaustive import assert_never
from game.i18n import tr, trn
from game.speech.card_words import card_words, cards_words, source_words
from game.speech.table_words import (
    count_words,
    foundation_sizes_words,
    foundation_words,
    move_words,
    state_words,
    talon_words,
    waste_words,
)
from game.table.actions import Ask, Query
from game.table.state import TableState


def pile_words(cards: list[Card]) -> str:
    """A pile's cards in the one order every pile is read: the playable card first, named as such,
    then the cards under it, down to the deepest."""
    playable = tr("speech.playable", card=card_words(cards[-1]))
    if len(cards) == 1:
        return playable
    return " ".join((playable, tr("speech.under", cards=cards_words(list(reversed(cards[:-1]))))))


def full_column_words(position: Position, column: int) -> str:
    """Every card of a column, the playable one first (`pile_words`)."""
    cards = position.columns[column]
    if not cards:
        return tr("speech.column_empty", column=source_words(column))
    return tr("speech.column_full", column=source_words(column), count=count_words(len(cards)), cards=pile_words(cards))


def full_waste_words(position: Position) -> str:
    """The whole waste, the playable card first (`pile_words`), as a column is read."""
    if not position.waste:
        return tr("speech.waste_empty")
    return tr("speech.waste_full", count=count_words(len(position.waste)), cards=pile_words(position.waste))


def card_at_words(position: Position, pile: int, depth: int) -> str:
    """One card of a pile, ``depth`` below its playable card (Shift+↓/↑ on the framed pile): its
    place counted from the playable card ("2 of 7"), the card, and whether it is the deepest."""
    cards = position.waste if pile == WASTE else position.columns[pile]
    if not cards:
        return tr("speech.waste_empty") if pile == WASTE else tr("speech.column_empty", column=source_words(pile))
    depth = min(depth, len(cards) - 1)
    words = tr("speech.card_at", n=depth + 1, total=len(cards), card=card_words(cards[-1 - depth]))
    return " ".join((words, tr("speech.deepest"))) if depth == len(cards) - 1 and depth > 0 else words


def table_words(position: Position) -> list[str]:
    """The whole table: the foundations, each column, the waste's top and count, the talon."""
    words = [foundation_words(position)]
    words += [full_column_words(position, column) for column in range(len(position.columns))]
    words.append(waste_words(position))
    words.append(talon_words(position))
    return words


def legal_moves_words(position: Position) -> list[str]:
    """The legal moves now, as many as there are, each in words."""
    moves = legal_moves(position)
    if not moves:
        return [tr("speech.no_moves")]
    return [trn("speech.moves_count", len(moves)),
            *(tr("reason.turn") if move.kind == MoveKind.TURN else move_words(move, position) for move in moves)]


def query_words(ask: Ask, state: TableState) -> list[str]:
    """The sentences a query key asks for (REPEAT is the speaker's own: it knows what it said)."""
    position = state.position
    match ask.query:
        case Query.TABLE:
            return table_words(position)
        case Query.COLUMN:
            return [full_column_words(position, ask.column)]
        case Query.WASTE:
            return [full_waste_words(position)]
        case Query.MOVES:
            return legal_moves_words(position)
        case Query.STATE:
            return [state_words(state)]
        case Query.FOUNDATIONS:
            return [foundation_sizes_words(position)]
        case Query.CARD:
            return [card_at_words(position, ask.column, ask.depth)]
        case Query.REPEAT:
            return []
        case _:
            assert_never(ask.query)

