"""`TableModel`: the game a player acts on at the table, and what each action makes happen.

It holds the game, what is lifted, the message line, the game clock and whether the game is
won or stuck, and two parts of its own: the hint (`hints.Hints`) and what is known about
winning (`indicator.Indicator`). Every game action (`actions.GameAction`) is answered in one
``match`` (`perform`) that asks the engine and returns `Effect`s (cards to fly, a "no", a
sound, a notice) as plain data. No pixels, no pygame, no durations (an import-linter contract
checks it), so the table's rules-level behaviour is tested without a window. While cards fly
the picture lags behind the engine: an action that refuses cards is told the shown position
(``shown``) to name the cards the player sees; the actions that `settles` names expect the
stage to land the cards in the air first.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import WASTE, Move, MoveError, MoveKind, PileKind, column_pile, source_pile
from game.engine.needs import move_needs
from game.engine.rules import run_length
from game.i18n import phrases
from game.scenes.table import actions
from game.scenes.table.actions import SETTLING, GameAction, RunAction, unknown_action
from game.scenes.table.clock import GameClock
from game.scenes.table.hints import Hints
from game.scenes.table.indicator import Indicator
from game.scenes.table.messages import MessageLine
from game.scenes.table.runs import adjusted, flight_unit, lift_answer
from game.scenes.table.values import Deny, Effect, Fly, Notice, Pace, ShowNow, Sound, pile_cards
from game.solving import link as solver_link

if TYPE_CHECKING:
    from game.content import Grade
    from game.engine import Game, Pile, Position, Step
    from game.scenes.table.values import Selection


class TableModel:
    """One game of Vierzig Räuber as the player acts on it (no pygame, no pixels)."""

    def __init__(self, game: Game, auto_play: Callable[[], bool] = lambda: False,
                 show_winnability: Callable[[], bool] = lambda: False) -> None:
        self.game = game
        self.auto_play = auto_play        # R12 as the player set it now (the replay: never)
        self.daily_date: datetime.date | None = None   # B9: the HUD names the daily deal's date
        self.grade: Grade | None = None   # B10: a catalogued deal's grade
        self.selection: Selection | None = None
        self.messages = MessageLine()     # hint reasons and notices, until the next action
        self.hints = Hints(self.messages)
        self.indicator = Indicator(show_winnability)   # what is known about winning, and whether the HUD says it (B1)
        self.clock = GameClock()
        self.won = False
        self.won_reported = False
        self.stuck_pending = False        # R17 proved while cards fly: told once they have landed
        self.stuck = False                # R17 told for this position: the table offers the dialog again
        self.table_has_move = False       # engine answers the view shows all the time (`refresh_facts`)
        self.can_finish = False
        self.can_redeal = False
        self.start(game)

    # --- lifecycle, facts, clock -------------------------------------------------------------

    def start(self, game: Game) -> list[Effect]:
        """``game`` afresh: nothing lifted or hinted, the clock at zero and waiting for the player."""
        self.game = game
        self.selection = None
        self.hints.reset()
        self.messages.clear(force=True)
        self.clock.reset()
        self.indicator.new_position()
        self.won = self.won_reported = False
        self.stuck_pending = self.stuck = False
        effects = self.refresh_facts()
        if self.solver is not None:
            self.solver.new_deal(game)
        return effects

    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.indicator.attach(link)
        link.new_deal(self.game)

    def label(self, grade: Grade | None, daily_date: datetime.date | None) -> None:
        """What the HUD says about the deal beyond its number: its grade (B10), the daily deal's date (B9)."""
        self.grade = grade
        self.daily_date = daily_date

    def give_up(self) -> None:
        """The game is over (given up): the table no longer offers the dead-end dialog."""
        self.stuck = False

    @property
    def solver(self) -> solver_link.SolverLink | None:
        return self.indicator.solver

    def back_winnable_moves(self) -> int | None:
        """B1+: how many moves "Zurück zu gewinnbar" takes back (None: not offered)."""
        return self.indicator.back_winnable_moves(self.game, self.won)

    def back_winnable_shown(self) -> bool:
        """B1+: "Zurück zu gewinnbar" shows (`Indicator.back_winnable_shown`)."""
        hint = self.hints.glow
        return self.indicator.back_winnable_shown(self.game, self.won, self.selection is not None,
                                                  hint is not None and hint.back)

    def refresh_facts(self) -> list[Effect]:
        """Engine answers the view shows all the time, asked once per change, not per frame."""
        could_finish = self.can_finish
        self.table_has_move = self.game.table_has_move()
        self.can_finish = bool(self.game.finish_steps())
        self.can_redeal = self.game.is_legal(Move.redeal())
        return [Notice.ATTENTION] if self.can_finish and not could_finish else []   # "Alles ablegen" glows

    def reminds(self) -> bool:
        """R11: the talon says "Auf dem Tisch geht noch was" — once the game has begun (at the deal
        there is always a move on the table), and not while a hint to turn a card says the move can wait."""
        return (bool(self.game.position.talon) and self.table_has_move and self.game.moves > 0
                and not self.hints.on_talon())

    def wake_clock(self) -> None:
        """The player's first input starts the clock; a won game's clock stays where it stopped."""
        if not self.won and not self.game.is_won():
            self.clock.run()

    def after_change(self) -> list[Effect]:
        """After a move, undo or redo: the clock runs (or stops, on the winning move), facts and
        the solver catch up, the scene hears."""
        self.clock.run(not self.game.is_won())
        self.stuck_pending = self.stuck = False   # the solver says again if the new position is stuck too
        self.hints.stop_waiting()
        self.indicator.new_position()
        effects = self.refresh_facts()
        if self.solver is not None:
            self.solver.changed(self.game)
        return [*effects, Notice.CHANGED]

    def declare_won(self) -> list[Effect]:
        """The last card has landed: the game is won (the win sounds once)."""
        effects: list[Effect] = [] if self.won else [Sound.WIN]
        self.won = True
        self.clock.run(False)
        self.selection = None
        return effects

    def report_won(self) -> bool:
        """The win is told now; False when it was told already."""
        if self.won_reported:
            return False
        self.won_reported = True
        return True

    def settles(self, action: GameAction) -> bool:
        """Does ``action`` work on the table at rest (the cards in the air land first)?"""
        if isinstance(action, actions.BackToWinnable):
            return self.back_winnable_moves() is not None
        return isinstance(action, SETTLING)

    def perform(self, action: GameAction, shown: Position) -> list[Effect]:
        """Do ``action``; ``shown``: the position the table shows now (it lags behind the engine
        while cards fly). A hint and the message line stay until this next action, so the player
        reads them at their pace."""
        self.clear_hint()
        match action:
            case actions.Undo():
                return self.undo()
            case actions.Redo():
                return self.redo()
            case actions.Hint():
                self.selection = None
                return self.hints.ask(self.game, self.solver, self.table_has_move)
            case actions.TurnTalon():
                return self.turn_talon(shown)
            case actions.Redeal():
                return self.redeal(shown)
            case actions.Finish():
                return self.finish(shown)
            case actions.BackToWinnable():
                return self.back_to_winnable()
            case actions.ReopenStuck():
                return self.open_stuck()
            case actions.Play(source, target, count):
                return self.play(source, target, count, shown)
            case _:
                return self.on_run(action, shown)

    def on_run(self, action: RunAction, shown: Position) -> list[Effect]:
        """The actions on the lifted run (R9, R10): lift, choose, send, put down, longer, shorter."""
        match action:
            case actions.Lift(source, count):
                return self.lift(source, count, shown)
            case actions.LiftCard(column, card):
                return self.lift_card(column, card, shown)
            case actions.LiftWaste():
                return self.lift_waste(shown)
            case actions.ChooseColumn(column):
                return self.choose_column(column, shown)
            case actions.SendSelection():
                return self.send_selection(shown)
            case actions.PutDown():
                self.selection = None   # the lifted run goes back where it lies (nothing moves)
                return []
            case actions.RunMore():
                return self.adjust(1)
            case actions.RunFewer():
                return self.adjust(-1)
        unknown_action(action)

    def clear_hint(self) -> None:
        """The hint's glow and the message line go (the next action has come)."""
        self.hints.clear()
        self.messages.clear()

    # --- lifting (R9, R10) ------------------------------------------------------------------

    def lift(self, src: int, count: int, shown: Position) -> list[Effect]:
        """Lift ``count`` cards from ``src`` (`runs.lift_answer`): a lone card may fly at once,
        a run that can go nowhere is refused (`refuse`), any other stays lifted."""
        answer = lift_answer(self.game, self.solver, src, count)
        if isinstance(answer, actions.Play):
            return self.play(answer.source, answer.target, answer.count, shown)
        if answer is None:
            pile = source_pile(src)
            return self.refuse(pile, len(pile_cards(shown, pile)) - count)
        self.selection = answer
        return []

    def lift_card(self, column: int, card: int, shown: Position) -> list[Effect]:
        """A tap on a column's card: lift the same-suit run lying on it, or refuse when it is covered."""
        count = self.game.lifted_run(column, card)
        if count is None:
            return self.refuse(column_pile(column), card)
        return self.lift(column, count, shown)

    def refuse(self, pile: Pile, start: int) -> list[Effect]:
        """Cards that cannot go rise and shake "no", and the message line says what the base card
        would need ("4♠ braucht 5♠ oder eine freie Spalte") until the next action."""
        src = WASTE if pile.kind == PileKind.WASTE else pile.index
        need = move_needs(self.game.position, src, start)
        self.clear_hint()
        if need is not None:
            self.messages.show(phrases.refusal_text(need))
        return [Deny(pile, max(0, start), rise=True), Sound.INVALID]

    def lift_waste(self, shown: Position) -> list[Effect]:
        """Key W and the focus ring: lift the waste's top card (a lone one with one target flies)."""
        self.selection = None
        return self.lift(WASTE, 1, shown) if shown.waste else []

    def choose_column(self, column: int, shown: Position) -> list[Effect]:
        """Keys 1–9, 0: with a selection, move onto that column (or, on its own column, to the best
        target); without one, lift the column's whole same-suit run."""
        sel = self.selection
        cards = shown.columns[column]
        if sel is not None and sel.src == column:
            return self.send_selection(shown)
        if sel is not None and column in sel.targets:
            return self.play(sel.src, column, sel.count, shown)
        self.selection = None
        return self.lift_card(column, len(cards) - run_length(cards), shown) if cards else []

    def send_selection(self, shown: Position) -> list[Effect]:
        """The lifted run to its best target; with none it is put down with a shake (R9)."""
        sel = self.selection
        if sel is None:
            return []
        if sel.best is not None:
            return self.play(sel.src, sel.best, sel.count, shown)
        self.selection = None
        return self.deny(sel.pile, len(pile_cards(shown, sel.pile)) - sel.count)

    def adjust(self, delta: int) -> list[Effect]:
        """▲ / ▼ in the selection bar: one card more or fewer, within the same-suit run."""
        sel = self.selection
        if sel is not None and sel.src != WASTE:
            self.selection = adjusted(self.game, self.solver, sel, delta)
        return []

    # --- moves --------------------------------------------------------------------------------

    def play(self, src: int, dst: int, count: int, shown: Position) -> list[Effect]:
        """Play a column/waste move (the selection ends)."""
        self.selection = None
        try:
            move = Move.play(src, dst, count)
        except MoveError:
            return []
        return self.push(move, shown)

    def turn_talon(self, shown: Position) -> list[Effect]:
        """Turn the talon's top card onto the waste; on an empty talon, redeal (Relaxed, once)."""
        self.selection = None
        if self.game.position.talon:
            return self.push(Move.turn(), shown)
        return self.push(Move.redeal(), shown, Pace.REDEAL) if self.can_redeal else []

    def redeal(self, shown: Position) -> list[Effect]:
        """The waste goes back onto the talon, when the variant still allows it."""
        self.selection = None
        if self.can_redeal and not self.game.position.talon:
            return self.push(Move.redeal(), shown, Pace.REDEAL)
        return []

    def finish(self, shown: Position) -> list[Effect]:
        """"Alles ablegen" (R13): every remaining card goes up, lowest first, one after another."""
        self.selection = None
        return self.push(Move.finish(), shown, Pace.FINISH) if self.can_finish else []

    def undo(self) -> list[Effect]:
        self.selection = None
        if not self.game.can_undo():
            return []
        move = self.game.move_list[-1]
        steps = self.game.pop()
        return [*self.fly(steps, Pace.MOVE, flight_unit(self.game, move, steps, undo=True)), *self.after_change()]

    def redo(self) -> list[Effect]:
        """The last undone move again; a jump back ("Zurück zu gewinnbar") comes back whole, at once."""
        self.selection = None
        if not self.game.can_redo():
            return []
        move, unit = self.game.redo_list[0], self.game.redo_units[0]
        steps = self.game.redo()
        if unit > 1:
            self.clear_hint()
            return [ShowNow(), *self.after_change()]
        return [*self.fly(steps, Pace.MOVE, flight_unit(self.game, move, steps, undo=False)), *self.after_change()]

    def back_to_winnable(self) -> list[Effect]:
        """B1+: from a position proved lost, undo to the newest position known winnable, as one
        unit that one redo brings back (shown at once, not card by card)."""
        back = self.back_winnable_moves()
        if back is None:
            return []
        self.selection = None
        self.game.pop(back)
        return [ShowNow(), *self.after_change()]

    def push(self, move: Move, shown: Position, pace: Pace = Pace.MOVE, free: bool = False) -> list[Effect]:
        """Ask the engine to play ``move`` and fly its steps; an illegal one shakes its source (as
        ``shown``). Cards that safe auto-play (R12) sent up with it are named in the message line.
        ``free``: auto-play's own move at the deal (`Game.deal_move`), counted as none."""
        try:
            steps = self.game.push(move, auto_play=self.auto_play(), free=free)
        except MoveError:
            pile = move.source_pile()
            return self.deny(pile, len(pile_cards(shown, pile)) - move.count) if pile is not None else []
        effects = [*self.fly(steps, pace, flight_unit(self.game, move, steps, undo=False)), *self.after_change()]
        auto = [step.card for step in steps if step.auto]
        if auto and move.kind != MoveKind.FINISH:
            self.messages.show(phrases.auto_play_reason(auto))
        return effects

    def fly(self, steps: list[Step], pace: Pace, unit: tuple[int, int] | None) -> list[Effect]:
        """The cards go: the hint has done its work."""
        self.clear_hint()
        return [Fly(tuple(steps), pace, unit)]

    def deny(self, pile: Pile, start: int) -> list[Effect]:
        return [Deny(pile, max(0, start)), Sound.INVALID]

    # --- the solver's answers (R17, B1) -----------------------------------------------------

    def poll_solver(self, dt: float) -> tuple[bool, list[Effect]]:
        """Answers of the background solver: (anything new to show, effects) — a waiting hint
        shown, a proved dead end noted (told once no card is in the air, `tell_stuck`), and
        `Notice.LEARNT` when what is known about the position changed (the autosave keeps it)."""
        solver = self.solver
        if solver is None:
            return False, []
        facts, live = solver.facts, self.indicator.live(self.game)
        decided = (solver.winnability(self.game.position), solver.quick_done)
        events = solver.poll()
        self.indicator.wait(dt)
        news = bool(events) or solver.facts != facts or self.indicator.live(self.game) != live   # "checking …" ends after a while
        effects = self.hints.poll(dt, self.game, solver, events, self.table_has_move)
        if solver_link.STUCK in events and not self.won:
            self.stuck_pending = True
        if (solver.winnability(self.game.position), solver.quick_done) != decided:
            effects.append(Notice.LEARNT)
        return news, effects

    def tell_stuck(self, heard: bool) -> list[Effect]:
        """R17 over the true position (the last flight has landed); ``heard``: someone shows the
        dialog, so the table offers it again later."""
        self.stuck_pending = False
        self.stuck = heard
        return self.open_stuck()

    def open_stuck(self) -> list[Effect]:
        """The dead-end dialog (again: the table's "Festgefahren" pill after "Tisch ansehen")."""
        return [Notice.STUCK] if self.stuck and not self.won else []
