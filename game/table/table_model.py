"""`TableModel`: the game a player acts on at the table, and what each action makes happen.

It holds the game, the message line, the clock, whether the game is stuck, and its parts: what is
lifted (`lifting`), the hint (`hints`), what is known about winning (`indicator`), where the game
stands (`lifecycle`). Every game action is answered in one ``match`` (`perform`) with `Effect`s as
plain data; it is read as one frozen `TableState`, made once per change (`state`). No pygame,
no pixels, no durations (import-linter). A "no" counts its cards from the top of their pile
(`Deny.count`): the model never needs the picture's position, which lags while cards fly.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.advisor import link as solver_link
from game.engine import Move, MoveError, MoveKind, TableMove
from game.engine.exhaustive import assert_never
from game.i18n import phrases
from game.storage.settings import Settings
from game.table import actions
from game.table.actions import GameAction, RunAction
from game.table.answers import EngineAnswers, engine_answers
from game.table.clock import GameClock
from game.table.events import Effect, GameChanged, GameStuck, PositionLearnt, TableEvent
from game.table.hints import Hints
from game.table.indicator import Indicator
from game.table.lifecycle import GameLifecycle
from game.table.lifting import Lifting, Refuse
from game.table.marks import LastMove
from game.table.messages import MessageLine
from game.table.runs import flight_unit
from game.table.state import StateCache, TableState, changes_state, state_of
from game.table.values import Deny, Fly, GlowsChanged, Pace, ShowNow, Sound

if TYPE_CHECKING:
    from game.content import Grade
    from game.engine import Game, Pile, Step

# The options of a table no player set (a unit test's, a tool's): no auto-play, no indicator, no mark.
NO_PLAYER = Settings(auto_play=False, show_winnability=False, mark_last_move=False)


class TableModel:
    """One game of Vierzig Räuber as the player acts on it (``timed`` False: the replay's, whose clock never runs)."""

    def __init__(self, game: Game, options: Callable[[], Settings] = lambda: NO_PLAYER, timed: bool = True) -> None:
        self.game = game
        self.options = options            # the options as set now, as this table applies them (`TableState.options`)
        self.last_move = LastMove()       # where the cards the last action moved lie
        self.daily_date: datetime.date | None = None   # B9: the HUD names the daily deal's date
        self.grade: Grade | None = None   # B10: a catalogued deal's grade
        self.lifting = Lifting()          # what is lifted (R9, R10)
        self.messages = MessageLine()     # hint reasons and notices, until the next action
        self.indicator = Indicator(lambda: options().show_winnability)   # what is known about winning, and whether the HUD says it (B1)
        self.hints = Hints(self.messages, self.indicator.tell_lost)
        self.clock = GameClock(counts=timed)
        self.lifecycle = GameLifecycle()  # playing → counted → shown: when the game counts and its end shows
        self.stuck_pending = self.stuck = False   # R17 proved while cards fly (told once landed); told here
        self.answers = EngineAnswers()    # engine answers shown all the time (R11, R13)
        self.changes, self.states = 0, StateCache()   # what the table says, made once per change (`state`)
        self.start(game)

    # --- what the model says -------------------------------------------------------------------

    def state(self) -> TableState:
        """The table now: made when something changed — a model method marked `changes_state`, an
        option it reads, the clock, what the solver knows — and the same value until then (`StateCache`)."""
        solver = self.solver
        key = (self.changes, self.options(), int(self.clock.elapsed), self.clock.running, (solver.facts, solver.quick_done) if solver is not None else None)
        return self.states.get(key, lambda: state_of(self))

    def reminder(self) -> TableMove | None:
        """R11: where the table's move is, once the game has begun, unless a hint to turn says it can wait."""
        game = self.game
        return self.answers.table_move if game.position.talon and game.moves > 0 and not self.hints.on_talon() else None

    @property
    def solver(self) -> solver_link.SolverLink | None:
        return self.indicator.solver

    @property
    def won(self) -> bool:
        """The last card went up (`GameLifecycle.last_card_up`: decided once, after the move)."""
        return self.lifecycle.won

    def back_winnable_moves(self) -> int | None:
        """B1+: how many moves "Zurück zu gewinnbar" takes back (None: not offered)."""
        return self.indicator.back_winnable_moves(self.game, self.won)

    def next_change(self) -> float | None:
        """Seconds to its next change by itself: the clock's second, a hint's wait, a searching solver."""
        due = [self.clock.next_second() if self.clock.running and not self.won else None, self.hints.due(),
               solver_link.LOOK_SECONDS if self.solver is not None and self.solver.expecting else None]
        return min((seconds for seconds in due if seconds is not None), default=None)

    # --- what the table is told ----------------------------------------------------------------

    @changes_state
    def start(self, game: Game) -> list[Effect]:
        """``game`` afresh: nothing lifted, hinted or marked, the clock at zero; a position won already is won at once."""
        self.game = game
        self.lifting.put_down()
        self.hints.reset()
        self.last_move.clear()
        self.messages.clear(force=True)
        self.clock.reset()
        self.indicator.new_position()
        self.lifecycle = GameLifecycle()
        self.stuck_pending = self.stuck = False
        effects = self.refresh_answers()
        if self.solver is not None:
            self.solver.new_deal(game)
        return [*effects, *self.judge()]

    @changes_state
    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.indicator.attach(link)
        link.new_deal(self.game)

    @changes_state
    def label(self, grade: Grade | None, daily_date: datetime.date | None) -> None:
        """What the HUD says about the deal beyond its number: its grade (B10), the daily deal's date (B9)."""
        self.grade, self.daily_date = grade, daily_date

    @changes_state
    def give_up(self) -> list[Effect]:
        """"Aufgeben": the game ends, lost (`GameLifecycle.given_up`); no more dead-end dialog."""
        self.stuck = False
        return list(self.lifecycle.given_up())

    @changes_state
    def leave(self) -> list[Effect]:
        """The player leaves the game for another deal (`GameLifecycle.left`)."""
        return [*self.lifecycle.left(self.game.moves)]

    @changes_state
    def confirm(self, text: str, least: float) -> None:
        """Say ``text`` on the message line for at least ``least`` seconds (`MessageLine.show`)."""
        self.messages.show(text, least=least)

    # --- the clock ------------------------------------------------------------------------------

    def set_clock(self, seconds: float) -> None:
        """The game clock as storage kept it (a resumed game), waiting for the player."""
        self.clock.reset(seconds)

    def wake_clock(self) -> None:
        """The player's first input starts the clock; a won game's clock stays where it stopped."""
        if not self.won:
            self.clock.run()

    def player_away(self, away: bool | None) -> None:
        """The window hidden or lost the focus (``away``), or back; None: the player acted (the idle pause ends)."""
        if away is None:
            self.clock.heard()
        else:
            self.clock.leave(away)

    def prepare_solver(self) -> None:
        """A move may follow (a key, a press, a motion): the solver's worker gets ready."""
        if self.solver is not None and not self.won:
            self.solver.prepare()

    def tick(self, dt: float) -> bool:
        """The clock ``dt`` further (not once won); True when the second it shows changed."""
        return not self.won and self.clock.tick(dt)

    # --- lifecycle ------------------------------------------------------------------------------

    def refresh_answers(self) -> list[Effect]:
        """Engine answers the table shows all the time, asked once per change, not per frame."""
        could_finish = self.answers.can_finish
        self.answers = engine_answers(self.game)
        return [GlowsChanged()] if self.answers.can_finish and not could_finish else []   # "Alles ablegen" glows

    def after_change(self) -> list[Effect]:
        """After a move, undo or redo: clock, facts, solver and owner catch up; `judge` says if it is won."""
        ended = self.judge()
        self.clock.run(not self.won)
        self.stuck_pending = self.stuck = False   # the solver says again if the new position is stuck too
        self.hints.stop_waiting()
        self.indicator.new_position(self.game)
        effects = self.refresh_answers()
        if self.solver is not None:
            self.solver.changed(self.game)
        return [*effects, GameChanged(), *ended]

    def judge(self) -> list[TableEvent]:
        """The one place that asks the engine whether the game is won, after each change and at the start."""
        return self.lifecycle.last_card_up(self.game.moves) if self.game.is_won() else []

    @changes_state
    def win_lands(self) -> list[Effect]:
        """The last card of the won game has landed: the win sounds, nothing stays lifted."""
        self.clock.run(False)
        self.lifting.put_down()
        return [Sound.WIN]

    @changes_state
    def win_shown(self) -> list[Effect]:
        """The win's cascade is over (or tapped away): its end may be shown (once)."""
        return [*self.lifecycle.win_shown()]

    @changes_state
    @changes_state
    def settle_deal(self) -> list[Effect]:
        """R12 at the deal, once landed: with auto-play, the safe cards on top go up as no move
        (`Game.deal_move`); words told before them (the newcomer's welcome) stay."""
        move = self.game.deal_move() if self.options().auto_play else None
        if move is None:
            return []
        running = self.clock.running
        effects = self.push(move, free=True)
        self.clock.run(running)
        return effects

    # --- actions ------------------------------------------------------------------------------

    def settles(self, action: GameAction) -> bool:
        """Does ``action`` work on the table at rest (the cards in the air land first)? (`actions.settles`)"""
        return actions.settles(action, self.back_winnable_moves() is not None)

    @changes_state
    def perform(self, action: GameAction) -> list[Effect]:
        """Do ``action``; a hint, the message line and the last move's mark stay until it (a won game takes none)."""
        if self.won:
            return []
        self.clear_hint()
        self.last_move.clear()
        match action:
            case actions.Undo():
                return self.undo()
            case actions.Redo():
                return self.redo()
            case actions.Hint():
                self.lifting.put_down()
                return self.hints.ask(self.game, self.solver, self.answers.table_has_move)
            case actions.ShowLine():
                self.lifting.put_down()
                return self.hints.show_line(self.game, self.solver)
            case actions.TurnTalon():
                return self.turn_talon()
            case actions.Redeal():
                return self.redeal()
            case actions.Finish():
                return self.finish()
            case actions.BackToWinnable():
                return self.back_to_winnable()
            case actions.ReopenStuck():
                return self.open_stuck()
            case actions.Play(source, target, count):
                return self.play(source, target, count)
            case actions.PlayMove(move):
                self.lifting.put_down()
                return self.push(move)
            case (actions.Lift() | actions.LiftCard() | actions.LiftWaste() | actions.ChooseColumn()
                  | actions.SendSelection() | actions.PutDown() | actions.RunMore() | actions.RunFewer()):
                return self.on_run(action)
            case _:
                assert_never(action)

    def on_run(self, action: RunAction) -> list[Effect]:
        """The actions on the lifted run (R9, R10): what `Lifting` answers, carried out."""
        answer = self.lifting.answer(action, self.game, self.solver)
        match answer:
            case actions.Play(source, target, count):
                return self.play(source, target, count)
            case Refuse(pile, count, tapped=True, need=need):   # it rises, and the message line says why
                if need is not None:
                    self.messages.show(phrases.refusal_text(need))
                return [Deny(pile, count, rise=True), Sound.INVALID]
            case Refuse(pile, count):
                return self.deny(pile, count)
            case None:
                return []
            case _:
                assert_never(answer)

    @changes_state
    def clear_hint(self) -> None:
        """The hint's glow and the message line go (the next action has come)."""
        self.hints.clear()
        self.messages.clear()

    # --- moves --------------------------------------------------------------------------------

    def play(self, src: int, dst: int, count: int) -> list[Effect]:
        """Play a column/waste move (the selection ends)."""
        self.lifting.put_down()
        try:
            return self.push(Move.play(src, dst, count))
        except MoveError:
            return []

    def turn_talon(self) -> list[Effect]:
        """Turn the talon's top card onto the waste; on an empty talon, redeal (Relaxed, once)."""
        self.lifting.put_down()
        if self.game.position.talon:
            return self.push(Move.turn())
        return self.push(Move.redeal(), Pace.REDEAL) if self.answers.can_redeal else []

    def redeal(self) -> list[Effect]:
        """The waste goes back onto the talon, when the variant still allows it."""
        self.lifting.put_down()
        return self.push(Move.redeal(), Pace.REDEAL) if self.answers.can_redeal and not self.game.position.talon else []

    def finish(self) -> list[Effect]:
        """"Alles ablegen" (R13): every remaining card goes up, lowest first, one after another."""
        self.lifting.put_down()
        return self.push(Move.finish(), Pace.FINISH) if self.answers.can_finish else []

    def undo(self) -> list[Effect]:
        self.lifting.put_down()
        if not self.game.can_undo():
            return []
        move = self.game.move_list[-1]
        steps = self.game.pop()
        self.last_move.moved(steps)
        return [*self.fly(steps, Pace.MOVE, flight_unit(self.game, move, steps, undo=True)), *self.after_change()]

    def redo(self) -> list[Effect]:
        """The last undone move again; a jump back ("Zurück zu gewinnbar") comes back whole, at once."""
        self.lifting.put_down()
        if not self.game.can_redo():
            return []
        move, unit = self.game.redo_list[0], self.game.redo_units[0]
        steps = self.game.redo()
        self.last_move.moved(steps)
        if unit > 1:
            self.clear_hint()
            return [ShowNow(), *self.after_change()]
        return [*self.fly(steps, Pace.MOVE, flight_unit(self.game, move, steps, undo=False)), *self.after_change()]

    def back_to_winnable(self) -> list[Effect]:
        """B1+: from a position proved lost, undo to the newest one known winnable (one unit, shown at once)."""
        back = self.back_winnable_moves()
        if back is None:
            return []
        self.lifting.put_down()
        self.last_move.moved(self.game.pop(back))
        return [ShowNow(), *self.after_change()]

    def push(self, move: Move, pace: Pace = Pace.MOVE, free: bool = False) -> list[Effect]:
        """Play ``move`` and fly its steps (illegal: its cards shake); auto-play's cards named (``free``: the deal's)."""
        try:
            steps = self.game.push(move, auto_play=self.options().auto_play, free=free)
        except MoveError:
            pile = move.source_pile()
            return self.deny(pile, move.count) if pile is not None else []
        if not free:   # the deal's own move is no one's last move
            self.last_move.moved(steps)
        unit = flight_unit(self.game, move, steps, undo=False)
        effects = [*self.fly(steps, pace, unit, keep_words=free), *self.after_change()]
        auto = [step.card for step in steps if step.auto]
        if auto and move.kind != MoveKind.FINISH and not (free and self.messages.current is not None):
            self.messages.show(phrases.auto_play_reason(auto))
        return effects

    def fly(self, steps: list[Step], pace: Pace, unit: tuple[int, int] | None, keep_words: bool = False) -> list[Effect]:
        """The cards go: the hint has done its work (``keep_words``: the deal's own cards, no one's action, leave the words)."""
        if keep_words:
            self.hints.clear()
        else:
            self.clear_hint()
        return [Fly(tuple(steps), pace, unit)]

    def deny(self, pile: Pile, count: int) -> list[Effect]:
        return [Deny(pile, count), Sound.INVALID]

    # --- the solver's answers (R17, B1) -----------------------------------------------------

    def poll_solver(self, dt: float) -> tuple[bool, list[Effect]]:
        """The background solver's answers: (anything new to show, effects) — a waiting hint shown, a
        dead end noted (told once no card flies, `tell_stuck`), `PositionLearnt` (the autosave keeps it)."""
        solver = self.solver
        if solver is None:
            return False, []
        news, events, learnt = self.indicator.poll(dt, self.game)
        effects = self.hints.poll(dt, self.game, solver, events, self.answers.table_has_move)
        self.changes += bool(news or effects or learnt)
        if solver_link.STUCK in events and not self.won:
            self.stuck_pending = True
        return news, [*effects, PositionLearnt()] if learnt else effects

    @changes_state
    def tell_stuck(self, heard: bool) -> list[Effect]:
        """R17 over the true position (the last flight has landed); ``heard``: a dialog shows it."""
        self.stuck_pending, self.stuck = False, heard
        if heard:   # the player is told: the bar says "lost" from now on
            self.indicator.tell_lost(self.game)
        return self.open_stuck()

    @changes_state
    def open_stuck(self) -> list[Effect]:
        """The dead-end dialog (again: the table's "Festgefahren" pill after "Tisch ansehen")."""
        return [GameStuck()] if self.stuck and not self.won else []
