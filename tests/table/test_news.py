"""The table's news (`game.table.news.news_between`): what the player can read anew is told once,
when it changes — the indicator's verdict only when it settles on another one (its "checking"
between two moves is no news), the talon's reminder when it begins, a hint when it shows."""

from __future__ import annotations

from game.advisor.live import Live, LiveState
from game.engine import Game, Move, Position, TableMove
from game.scenes.tabletop.scene import TableScene
from game.table.events import EndShown, GameEnded
from game.table.messages import Message, Tone
from game.table.news import Heard, HintShown, MessageShown, Reminded, VerdictChanged, news_between
from game.table.values import HintGlow
from tests.harness.table import OwnerSpy, run
from tools.positions import finish_position

QUIET = Heard(selection=None, hint=None, hint_waiting=False, message=None, verdict=None, reminder=None)
WINNABLE, LOST, CHECKING = (LiveState(kind) for kind in (Live.WINNABLE, Live.LOST, Live.CHECKING))


def told(before: Heard, after: Heard, acted: bool = False, hinted: bool = False) -> list[object]:
    return news_between(before, after, acted, hinted)[0]


def test_the_verdict_is_told_when_it_settles_on_another_and_never_for_checking():
    states = [WINNABLE, CHECKING, WINNABLE, CHECKING, LOST, CHECKING, LOST, LOST]
    heard, said = QUIET, []
    for state in states:
        news, heard = news_between(heard, Heard(None, None, False, None, state, None), False, False)
        said += news
    assert said == [VerdictChanged(WINNABLE), VerdictChanged(LOST)]


def test_the_indicator_turned_off_tells_nothing_and_on_again_tells_the_verdict():
    shown = Heard(None, None, False, None, WINNABLE, None)
    assert told(QUIET, shown) == [VerdictChanged(WINNABLE)]
    news, off = news_between(shown, QUIET, False, False)
    assert news == []
    assert told(off, shown) == [VerdictChanged(WINNABLE)]


def test_the_reminder_when_it_begins_a_hint_when_it_shows_a_message_after_each_action():
    where = TableMove.WASTE_TO_COLUMN
    assert told(QUIET, Heard(None, None, False, None, None, where)) == [Reminded(where)]
    reminding = Heard(None, None, False, None, None, where)
    assert told(reminding, reminding) == []
    move = Move.turn()
    hinted = Heard(None, HintGlow(move, None, None), False, Message("why", Tone.HINT), None, None)
    assert told(QUIET, hinted) == [HintShown(move), MessageShown("why")]
    assert told(hinted, hinted) == []                                        # nothing new
    assert told(hinted, hinted, acted=True, hinted=True) == [HintShown(move), MessageShown("why")]   # asked again
    lost = Heard(None, HintGlow(None, None, None, back=True), False, Message("lost", Tone.HINT), None, None)
    assert told(QUIET, lost) == [MessageShown("lost")]                       # a lost position's hint: its words


def won_position() -> Position:
    return Position("classic", [[] for _ in range(10)], foundations=[13] * 8, talon=[], waste=[])


def test_a_table_built_on_a_won_position_tells_what_a_deal_into_it_tells(table):
    """Built on a won position or dealt one, the owner hears the same: the game ended, won, and not
    counted (no move of it was played), then its end shown once the cascade is over."""
    built, dealt = OwnerSpy(), OwnerSpy()
    scene: TableScene = table(won_position(), owner=built)
    run(scene, 4.0)
    other: TableScene = table(finish_position(), owner=dealt)
    other.deal(Game(won_position()))
    run(other, 4.0)
    assert built.events == dealt.events == [GameEnded(won=True, counts=False), EndShown()]
