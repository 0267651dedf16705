"""The table's news (`game.table.news`) as sentences: one ``match`` over the closed union, each
case worded from what the news carries and the table's state; the router's news say nothing.
"""

from __future__ import annotations

from game.engine import WASTE
from game.engine.exhaustive import assert_never
from game.i18n import phrases, tr
from game.scenes.tabletop.hud import live_texts
from game.speech.card_words import source_words, spoken_text
from game.speech.table_queries import query_words
from game.speech.table_words import acted_words, deal_words, hint_words, lifted_words, stop_words
from game.speech.verbosity import Verbosity
from game.table.actions import Ask, FocusNext, FocusPrevious, PutDown, Query
from game.table.events import EndShown, GameChanged, GameEnded, GameStuck, LineWanted, MenuWanted, PositionLearnt
from game.table.focus import Stop
from game.table.news import (
    Acted,
    Dealt,
    HintShown,
    MessageShown,
    NothingDone,
    Reminded,
    RunLifted,
    TableNews,
    Told,
    Unmoved,
    VerdictChanged,
)
from game.table.state import TableState
from game.table.values import Sound


def news_words(news: TableNews, state: TableState, ring: Stop | None, last: list[str],
               verbosity: Verbosity = Verbosity.NORMAL) -> list[str]:
    """The sentences for one piece of news (``state``: the table now, ``ring``: where the keyboard ring stands; ``last``: what was said
    last, for L; ``verbosity``: the option "Speech detail"). The win is said after the rest of its
    frame (`is_win`)."""
    position = state.position
    match news:
        case Dealt():
            return deal_words(state, position)
        case Acted(action=Ask() as ask):
            return last if ask.query == Query.REPEAT else query_words(ask, state)
        case Acted(action=FocusNext() | FocusPrevious()):
            return [stop_words(ring, position, state)] if ring is not None else []
        case Acted(action=PutDown()):
            return [*acted_words(news, position, state, verbosity), tr("speech.put_down")]
        case Acted():
            return acted_words(news, position, state, verbosity)
        case RunLifted(lifted):
            return [lifted_words(lifted, position, verbosity)]
        case HintShown(move):
            return [hint_words(move, position)]
        case MessageShown(text):
            return [spoken_text(text)]
        case VerdictChanged(live):
            return [live_texts(live.kind, live.left_at)[0]]
        case Reminded(move):
            return [phrases.reminder_text(move)]
        case NothingDone(why, column):
            return [nothing_words(why, column)]
        case (GameChanged() | GameEnded() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted() | LineWanted()
              | Sound()):
            return []   # the router's: saved, counted, shown, offered, played (the win: `is_win`)
        case _:
            assert_never(news)


def nothing_words(why: Unmoved, column: int | None) -> str:
    """Why a key did nothing, briefly (``column``: the framed column F was about)."""
    match why:
        case Unmoved.NOTHING_LIFTED:
            return tr("speech.nothing.nothing_lifted")
        case Unmoved.SEVERAL_LIFTED:
            return tr("speech.nothing.several_lifted")
        case Unmoved.NOT_A_TARGET:
            return tr("speech.nothing.not_a_target")
        case Unmoved.CANNOT_GO_UP:
            if column is None:
                return tr("speech.nothing.cannot_go_up")
            return tr("speech.nothing.column_cannot_go_up", column=source_words(column))
        case Unmoved.EMPTY_COLUMN:
            return tr("speech.nothing.empty_column", column=source_words(column or 0))
        case Unmoved.NO_FINISH:
            return tr("speech.nothing.no_finish")
        case Unmoved.NO_SUCH_KEY:
            return tr("speech.nothing.no_such_key")
        case Unmoved.PLACE_GONE:
            return tr("speech.nothing.place_gone")
        case Unmoved.EMPTY_PILE:
            if column is None or column == WASTE:
                return tr("speech.nothing.empty_waste")
            return tr("speech.nothing.empty_pile", column=source_words(column))
        case Unmoved.HINT_WAITING:
            return tr("speech.nothing.hint_waiting")
        case _:
            assert_never(why)


def said_at(news: TableNews, before: TableNews | None, verbosity: Verbosity) -> bool:
    """Whether ``news`` (told after ``before``) is said at this verbosity: short drops the second
    half of a hint (its reason on the message line right after the hinted move)."""
    match news:
        case MessageShown():
            return verbosity != Verbosity.SHORT or before is None or not is_hint(before)
        case (Told() | GameChanged() | GameEnded() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted()
              | LineWanted() | Sound()):
            return True
        case _:
            assert_never(news)


def is_hint(news: TableNews) -> bool:
    """A hint showed (its move; its reason follows on the message line)."""
    match news:
        case HintShown():
            return True
        case (Told() | GameChanged() | GameEnded() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted()
              | LineWanted() | Sound()):
            return False
        case _:
            assert_never(news)


def is_win(news: TableNews) -> bool:
    """The last card went up (counted or, played on after giving up, only described)."""
    match news:
        case GameEnded(won=won):
            return won
        case (Told() | GameChanged() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted() | LineWanted()
              | Sound()):
            return False
        case _:
            assert_never(news)


def replayed_words(news: TableNews, state: TableState) -> list[str]:
    """What the solver's line says of one piece of news: its moves (and, after them, its end: `is_win`)."""
    match news:
        case Acted():
            return acted_words(news, state.position, state)
        case (Told() | GameChanged() | GameEnded() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted()
              | LineWanted() | Sound()):
            return []
        case _:
            assert_never(news)
