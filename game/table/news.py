"""The table's news: one closed union (`TableNews`) that every listener follows — the router (it
saves, counts, shows the summary, plays the sounds), the speech (it says each piece) and the tests.

A table tells each piece once, in the order it happened (`TableScene.listen`): what an action
did (`Acted`), a new deal (`Dealt`), and what the player can read anew on the table — the lifted
run (`RunLifted`), a hint (`HintShown`), the message line (`MessageShown`), the indicator's
verdict (`VerdictChanged`), the talon's reminder (`Reminded`), a key that did nothing and why (`NothingDone`) — beside the model's events
(`events.TableEvent`: the game changed, ended, its end shown, stuck, learnt, the menu, sounds).
The table finds what is new by comparing what it heard of itself before and after (`Heard`,
`news_between`), so no listener compares states or re-derives a fact. No pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.advisor.live import Live, LiveState
from game.engine import Card, Move, Position, TableMove
from game.engine.text_enum import TextEnum
from game.table.actions import TableAction
from game.table.events import Effect, TableEvent, flights
from game.table.hints import on_talon
from game.table.messages import Message
from game.table.state import TableState
from game.table.values import HintGlow, Selection


@dataclass(frozen=True)
class Told:
    """What the player can read anew on the table, told for the speech (every case below but
    the model's events): a listener that only says or ignores it matches this one class, so a new
    kind of it is one class here, where it is made, and its sentence."""


@dataclass(frozen=True)
class Acted(Told):
    """One action carried out: ``made`` the moves it played, ``undone`` those it took back (newest
    last), ``before`` the engine's position it started from, ``effects`` the model's answer."""

    action: TableAction
    effects: tuple[Effect, ...]
    before: Position
    made: tuple[Move, ...]
    undone: tuple[Move, ...]

    @property
    def auto(self) -> tuple[Card, ...]:
        """The cards safe auto-play (R12) moved with the action (up, or back down on an undo)."""
        return tuple(step.card for fly in flights(self.effects) for step in fly.steps if step.auto)


@dataclass(frozen=True)
class Dealt(Told):
    """A deal was laid out afresh (a new game, the same again, a daily deal)."""


@dataclass(frozen=True)
class RunLifted(Told):
    """A run is lifted now, or another one (``lifted``), or the lifted run changed its count or
    targets; told after the action that did it."""

    lifted: Selection


@dataclass(frozen=True)
class HintShown(Told):
    """A hint shows the move ``move`` now (a lost position's hint is told on the message line; one
    that waits for the solver is told with the action that asked for it)."""

    move: Move


@dataclass(frozen=True)
class MessageShown(Told):
    """The message line says ``text`` now (a refusal, a hint's reason, auto-play's cards, a
    confirmation)."""

    text: str


@dataclass(frozen=True)
class VerdictChanged(Told):
    """The indicator (shown: "Show winnability" is on) has a new verdict on the position: told when
    it settles on another one than the last told, never for its "checking" in between."""

    live: LiveState


@dataclass(frozen=True)
class Reminded(Told):
    """R11: the talon's reminder has begun, saying where the table's move is (``move``)."""

    move: TableMove


class Unmoved(TextEnum):
    """Why a key did nothing at the table (`NothingDone`)."""

    NOTHING_LIFTED = "nothing_lifted"   # F, Enter, ↑/↓ with no run lifted and no column framed
    SEVERAL_LIFTED = "several_lifted"   # F with more than one card lifted: only one card goes up at a time
    NOT_A_TARGET = "not_a_target"       # Enter on a pile the lifted run cannot go to
    CANNOT_GO_UP = "cannot_go_up"       # F on a framed column whose top card may not go up (the engine says)
    EMPTY_COLUMN = "empty_column"       # F on a framed column that holds no card
    NO_FINISH = "no_finish"             # A while "Alles ablegen" is not on offer
    HINT_WAITING = "hint_waiting"       # H while the hint still waits for the solver (asked once)
    PLACE_GONE = "place_gone"           # Enter on the ring where a button was that went away (the ring moves on)
    EMPTY_PILE = "empty_pile"           # W, a column's number or Enter on an empty pile with nothing lifted
    NO_SUCH_KEY = "no_such_key"         # a key the table does not use


@dataclass(frozen=True)
class NothingDone(Told):
    """A key did nothing, and ``why``; ``column``: the pile it was about (the framed column for F,
    the empty column or WASTE for a lift of an empty pile), else None."""

    why: Unmoved
    column: int | None = None


TableNews = (Acted | Dealt | RunLifted | HintShown | MessageShown | VerdictChanged | Reminded | NothingDone
             | TableEvent)


@dataclass(frozen=True)
class Heard:
    """What the player can read on the table that the news follow (`heard_of` a `TableState`),
    compared after each action and each update."""

    selection: Selection | None
    hint: HintGlow | None
    hint_waiting: bool
    message: Message | None
    verdict: LiveState | None     # the indicator's settled verdict while it shows (None: not shown)
    reminder: TableMove | None    # R11: where the table's move is, while the talon reminds of it


def heard_of(state: TableState) -> Heard:
    """What the news follow of ``state``: the verdict only while the indicator shows it, not once won."""
    verdict = state.live if state.options.show_winnability and not state.won else None
    return Heard(state.selection, state.hint, state.hint_waiting, state.message, verdict, state.reminder)


def news_between(before: Heard, after: Heard, acted: bool, hinted: bool) -> tuple[list[TableNews], Heard]:
    """What is new on the table from ``before`` to ``after``, and what to compare the next time.
    ``acted``: a player's action came in between (a lifted run, a refusal are told again after it,
    even if they look the same); ``hinted``: it was a hint (told even if it is the same move again).
    The indicator's "checking" is no verdict: the last one told stays the one compared with."""
    news: list[TableNews] = []
    if after.selection is not None and (acted or after.selection != before.selection):
        news.append(RunLifted(after.selection))
    hint = after.hint.move if after.hint is not None else None
    if hint is not None and (hinted or after.hint != before.hint):
        news.append(HintShown(hint))
    if after.message is not None and (acted or after.message != before.message):
        news.append(MessageShown(after.message.text))
    verdict = after.verdict
    if verdict is not None and verdict.kind == Live.CHECKING:
        verdict = before.verdict
    if verdict is not None and verdict != before.verdict:
        news.append(VerdictChanged(verdict))
    reminder = after.reminder
    if reminder is None and on_talon(after.hint):
        reminder = before.reminder   # a hint to turn only steps the reminder aside: back, it is no news
    if reminder is not None and before.reminder is None:
        news.append(Reminded(reminder))
    return news, replace(after, verdict=verdict, reminder=reminder)



def moves_changed(before: Sequence[Move], after: Sequence[Move]) -> tuple[tuple[Move, ...], tuple[Move, ...]]:
    """(played, taken back) between two move lists: what follows their common beginning."""
    same = 0
    for old, new in zip(before, after, strict=False):
        if old != new:
            break
        same += 1
    return tuple(after[same:]), tuple(before[same:])
