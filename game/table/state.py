"""`TableState`: the table as one frozen value — the game, what the player holds, hints and
reads, what is known about winning and the options the table applies, each fact under one name
with one type.

The model makes one when something changed and hands the same one out until the next change
(`TableModel.state`). Everyone who reads the table reads this: the geometry, the picture, the HUD
and the input through the scene's snapshot, the speech, the app's routes, the tools and the tests
through ``TableScene.state()``. None of them can change the game through it or see it change under
their feet: its position is a copy of the engine's, its own. What only the screen knows (cards in
the air, the won cascade, the keyboard ring, the HUD's words) is not here but in
`game.scenes.tabletop.snapshot.OnScreen`. No pygame.
"""

from __future__ import annotations

import datetime
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Concatenate, ParamSpec, Protocol, TypeVar

from game.advisor.link import Winnability
from game.advisor.live import LiveState
from game.content import Grade
from game.engine import Game, GameNumber, Move, Position, TableMove, Variant
from game.storage.settings import Settings
from game.table.marks import Marks
from game.table.messages import Message, Tone
from game.table.values import HintGlow, Selection

if TYPE_CHECKING:
    from game.table.answers import EngineAnswers
    from game.table.clock import GameClock
    from game.table.hints import Hints
    from game.table.indicator import Indicator
    from game.table.lifecycle import GameLifecycle
    from game.table.lifting import Lifting
    from game.table.marks import LastMove
    from game.table.messages import MessageLine


@dataclass(frozen=True)
class TableState:
    """The table at one moment (see the module docstring)."""

    number: GameNumber | None       # the deal's number (None: a position pasted as text)
    variant: Variant
    position: Position              # the engine's position: the facts' own copy
    moves: int
    can_undo: bool
    can_redo: bool
    selection: Selection | None     # the lifted run (R9, R10)
    hint: HintGlow | None           # what a hint makes glow (R14)
    hint_waiting: bool              # the hint waits for the solver ("…" on its button)
    message: Message | None         # the message line
    can_finish: bool                # "Alles ablegen" is on offer (R13)
    can_redeal: bool
    reminder: TableMove | None      # R11: the talon reminds where the table's move is ("Noch ein Zug: …")
    stuck: bool                     # R17 told: the table offers the dead-end dialog again
    won: bool                       # the last card went up
    win_told: bool                  # … and the win was told (after its cascade)
    over: bool                      # the game has ended (won, given up, left): nothing more counts
    back_winnable: int | None       # B1+: moves "Zurück zu gewinnbar" takes back (None: not offered)
    back_winnable_shown: bool       # … and its button shows
    grade: Grade | None             # B10
    daily_date: datetime.date | None   # B9
    deal_solvable: bool             # the HUD's "✓ lösbar ab Start" (`Indicator.deal_solvable_shown`)
    lost_told: bool                 # the player was told the position is lost (a hint, the dead-end dialog)
    live: LiveState                 # what the live state says (B1; once ``lost_told``: lost)
    winnability: Winnability        # B1: the solver's word on the position
    deal_verified: bool             # R16: the deal is known solvable
    seconds: int                    # the game clock as it shows, in whole seconds (`TableScene.seconds`: to the frame)
    clock_running: bool
    options: Settings               # the options as this table applies them (a replay: no auto-play, no indicator)
    last_moved: Marks = ()          # the cards the last action moved, where they lie (empty: none, or no mark wanted)

    @property
    def reminds(self) -> bool:
        """R11: the talon reminds of a move on the table."""
        return self.reminder is not None

    @property
    def hint_move(self) -> Move | None:
        """The hinted move (None: no hint, or a lost position's, which hints no move)."""
        return self.hint.move if self.hint is not None else None

    @property
    def message_text(self) -> str:
        """The message line's words ("" while it is empty)."""
        return self.message.text if self.message is not None else ""

    @property
    def hint_words(self) -> str:
        """The message line's words while they are a hint's ("" otherwise)."""
        message = self.message
        return message.text if message is not None and message.tone == Tone.HINT else ""


class StateCache:
    """The last `TableState` made and the key it was made for (what changed since: the model's
    count of changes, the options it reads, the clock, what the solver knows): asked again with the same key, it hands
    out the same state, so a frame, the news and the speech read one state per change."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.state: TableState | None = None
        self.made = 0      # states made so far (the tests count them per change)

    def get(self, key: tuple[object, ...], make: Callable[[], TableState]) -> TableState:
        if self.state is None or key != self.key:
            self.state, self.key = make(), key
            self.made += 1
        return self.state


class Changing(Protocol):
    changes: int     # how many times something on the table may have changed (`changes_state`)


C = TypeVar("C", bound=Changing)
P = ParamSpec("P")
R = TypeVar("R")


def changes_state(method: Callable[Concatenate[C, P], R]) -> Callable[Concatenate[C, P], R]:
    """Marks a model method that may change what the table says: the next `TableState` is made
    anew. (A test plays random actions and checks the cached state against a fresh one after each.)"""

    @functools.wraps(method)
    def changing(self: C, *args: P.args, **kwargs: P.kwargs) -> R:
        self.changes += 1
        return method(self, *args, **kwargs)

    return changing


class StateSource(Protocol):
    """What `state_of` reads of the table model (`TableModel`, which this module does not import)."""

    game: Game
    indicator: Indicator
    hints: Hints
    clock: GameClock
    lifting: Lifting
    messages: MessageLine
    answers: EngineAnswers
    lifecycle: GameLifecycle
    last_move: LastMove
    stuck: bool
    grade: Grade | None
    daily_date: datetime.date | None
    options: Callable[[], Settings]

    @property
    def won(self) -> bool: ...

    def reminder(self) -> TableMove | None: ...

    def back_winnable_moves(self) -> int | None: ...


def state_of(model: StateSource) -> TableState:
    """``model``'s table now, made anew (its position a copy of the engine's); `TableModel.state`
    hands it out until the next change."""
    game, indicator, hint, clock, lifted = model.game, model.indicator, model.hints.glow, model.clock, model.lifting.selection
    won, options = model.won, model.options()
    return TableState(
        number=game.number, variant=game.variant, position=game.position.copy(), moves=game.moves,
        can_undo=game.can_undo(), can_redo=game.can_redo(), selection=lifted, hint=hint,
        hint_waiting=model.hints.wait is not None, message=model.messages.current, can_finish=model.answers.can_finish,
        can_redeal=model.answers.can_redeal, stuck=model.stuck, won=won, win_told=model.lifecycle.win_told,
        reminder=model.reminder(), over=model.lifecycle.over, back_winnable=model.back_winnable_moves(),
        back_winnable_shown=indicator.back_winnable_shown(game, won, lifted is not None, hint is not None and hint.back),
        grade=model.grade, daily_date=model.daily_date, deal_solvable=indicator.deal_solvable_shown(game),
        lost_told=indicator.lost_told, live=indicator.live(game),
        winnability=indicator.winnability(game), deal_verified=indicator.verified_solvable(game),
        options=options, seconds=int(clock.elapsed), clock_running=clock.running,
        last_moved=model.last_move.marks if options.mark_last_move else ())
