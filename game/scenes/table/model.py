"""`TableModel`: the game a player acts on at the table, and what each action makes happen.

It holds the game, what is lifted, the hint, the message line, the game clock and whether the
game is won or stuck; every action asks the engine and answers with `Effect`s (cards to fly,
a "no", a sound, a notice) as plain data. No pixels, no pygame, no durations (an import-linter
contract checks it), so the table's rules-level behaviour is tested without a window. While
cards fly the view lags behind: ``shown`` is what the table shows. Actions that `settles`
names expect the scene to land the cards in the air first.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import FOUNDATION, WASTE, Move, MoveError, MoveKind, PileKind, RunMoves, column_pile, source_pile
from game.engine.needs import move_needs
from game.engine.rules import is_safe, run_length
from game.i18n import phrases
from game.scenes.table.actions import KEEPS_MESSAGE, SETTLING, Action
from game.scenes.table.clock import GameClock, Wait
from game.scenes.table.hints import Hints
from game.scenes.table.indicator import Indicator
from game.scenes.table.messages import MessageLine
from game.scenes.table.values import Deny, Effect, Fly, HintGlow, Notice, Pace, Selection, ShowNow, Sound, pile_cards
from game.solving import link as solver_link
from game.solving.best_target import best_target

if TYPE_CHECKING:
    from game.content import Grade
    from game.engine import Game, Pile, Position, Step


class TableModel(Indicator, Hints):
    """One game of Vierzig Räuber as the player acts on it (no pygame, no pixels)."""

    def __init__(self, game: Game, auto_play: Callable[[], bool] = lambda: False) -> None:
        self.game = game
        self.auto_play = auto_play        # R12 as the player set it now (the replay: never)
        self.shown: Callable[[], Position] = lambda: self.game.position   # the view replaces it
        self.solver: solver_link.SolverLink | None = None   # without one, hints are heuristic only
        self.show_winnability = False     # B1 indicator in the HUD (the option)
        self.daily_date: datetime.date | None = None   # B9: the HUD names the daily deal's date
        self.grade: Grade | None = None   # B10: a catalogued deal's grade
        self.selection: Selection | None = None
        self.hint: HintGlow | None = None
        self.hint_move: Move | None = None
        self.hint_wait: Wait | None = None
        self.messages = MessageLine()     # hint reasons and notices, until the next action
        self.clock = GameClock()
        self.undecided_for = 0.0          # seconds the position has been on the table (the indicator's patience)
        self.won = False
        self.won_reported = False
        self.stuck_pending = False        # R17 proved while cards fly: told once they have landed
        self.stuck = False                # R17 told for this position: the table offers the dialog again
        self.table_has_move = False       # engine answers the view shows all the time (`refresh_facts`)
        self.can_finish = False
        self.can_redeal = False
        self.actions: dict[Action, Callable[..., list[Effect]]] = {
            Action.UNDO: self.undo, Action.REDO: self.redo, Action.HINT: self.show_hint,
            Action.TURN_TALON: self.turn_talon, Action.REDEAL: self.redeal, Action.FINISH: self.finish,
            Action.BACK_TO_WINNABLE: self.back_to_winnable, Action.STUCK: self.open_stuck,
            Action.PLAY: self.play, Action.LIFT: self.lift, Action.LIFT_CARD: self.lift_card,
            Action.LIFT_WASTE: self.lift_waste, Action.CHOOSE_COLUMN: self.choose_column,
            Action.SEND_SELECTION: self.send_selection, Action.PUT_DOWN: self.put_down,
            Action.RUN_MORE: lambda: self.adjust(1), Action.RUN_FEWER: lambda: self.adjust(-1),
        }
        self.start(game)

    # --- lifecycle, facts, clock -------------------------------------------------------------

    def start(self, game: Game) -> list[Effect]:
        """``game`` afresh: nothing lifted or hinted, the clock at zero and waiting for the player."""
        self.game = game
        self.selection = None
        self.hint = self.hint_move = self.hint_wait = None
        self.messages.clear(force=True)
        self.clock.reset()
        self.undecided_for = 0.0
        self.won = self.won_reported = False
        self.stuck_pending = self.stuck = False
        effects = self.refresh_facts()
        if self.solver is not None:
            self.solver.new_deal(game)
        return effects

    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.solver = link
        link.new_deal(self.game)

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
                and not self.hint_on_talon())

    def wake_clock(self) -> None:
        """The player's first input starts the clock; a won game's clock stays where it stopped."""
        if not self.won and not self.game.is_won():
            self.clock.running = True

    def after_change(self) -> list[Effect]:
        """After a move, undo or redo: the clock runs (or stops, on the winning move), facts and
        the solver catch up, the scene hears."""
        self.clock.running = not self.game.is_won()
        self.stuck_pending = self.stuck = False   # the solver says again if the new position is stuck too
        self.hint_wait = None
        self.undecided_for = 0.0
        effects = self.refresh_facts()
        if self.solver is not None:
            self.solver.changed(self.game)
        return [*effects, Notice.CHANGED]

    def declare_won(self) -> list[Effect]:
        """The last card has landed: the game is won (the win sounds once)."""
        effects: list[Effect] = [] if self.won else [Sound.WIN]
        self.won = True
        self.clock.running = False
        self.selection = None
        return effects

    def report_won(self) -> bool:
        """The win is told now; False when it was told already."""
        if self.won_reported:
            return False
        self.won_reported = True
        return True

    def settles(self, action: Action) -> bool:
        """Does ``action`` work on the table at rest (the cards in the air land first)?"""
        if action == Action.BACK_TO_WINNABLE:
            return self.back_winnable_moves() is not None
        return action in SETTLING

    def perform(self, action: Action, *args: int) -> list[Effect]:
        """Do ``action``; a hint and the message line stay until this next action (moving the
        keyboard ring or opening the menu is not one), so the player reads them at their pace."""
        if action not in KEEPS_MESSAGE:
            self.clear_hint()
        return self.actions[action](*args)

    def clear_hint(self) -> None:
        """The hint's glow and the message line go (the next action has come)."""
        self.hint = None
        self.messages.clear()

    # --- lifting (R9, R10) ------------------------------------------------------------------

    def lift(self, src: int, count: int) -> list[Effect]:
        """Lift ``count`` cards from ``src``; a lone card flies at once to its only target, unless
        it just came from there (R9), and a safe one (R12) straight up, whatever else could take it.
        A run that can go nowhere, not even in part, is refused (`refuse`); a run too long for
        its targets stays lifted, so ▼ can make it shorter (R10)."""
        targets = self.game.legal_targets(src, count)
        if count == 1 and len(targets) == 1 and not self.came_from(src, targets[0]):
            return self.play(src, targets[0], 1)
        if count == 1 and FOUNDATION in targets and self.safe_on_top(src):
            return self.play(src, FOUNDATION, 1)
        pile = source_pile(src)
        if not targets and not any(self.game.legal_targets(src, fewer) for fewer in range(1, count)):
            return self.refuse(pile, len(pile_cards(self.shown(), pile)) - count)
        self.selection = Selection(src, count, targets, self.best_target(src, count, targets),
                                   self.game.run_limit(target_empty=False))
        return []

    def safe_on_top(self, src: int) -> bool:
        """Is the top card of ``src`` one that auto-play would send up (R12)?"""
        cards = pile_cards(self.game.position, source_pile(src))
        return bool(cards) and is_safe(self.game.position, cards[-1])

    def came_from(self, src: int, target: int) -> bool:
        """Did the last move bring the top card of ``src`` from ``target``? Then a tap lifts it
        rather than flying it straight back (a habitual second tap would cost two moves)."""
        history = self.game.history
        move = history[-1].move if history else None
        return move is not None and move.kind == MoveKind.PLAY and move.dst == src and move.src == target

    def lift_card(self, column: int, card: int) -> list[Effect]:
        """A tap on a column's card: lift the same-suit run lying on it, or refuse when it is covered."""
        count = self.game.lifted_run(column, card)
        if count is None:
            return self.refuse(column_pile(column), card)
        return self.lift(column, count)

    def refuse(self, pile: Pile, start: int) -> list[Effect]:
        """Cards that cannot go rise and shake "no", and the message line says what the base card
        would need ("4♠ braucht 5♠ oder eine freie Spalte") until the next action."""
        src = WASTE if pile.kind == PileKind.WASTE else pile.index
        need = move_needs(self.game.position, src, start)
        self.clear_hint()
        if need is not None:
            self.messages.show(phrases.refusal_text(need))
        return [Deny(pile, max(0, start), rise=True), Sound.INVALID]

    def lift_waste(self) -> list[Effect]:
        """Key W and the focus ring: lift the waste's top card (a lone one with one target flies)."""
        self.selection = None
        return self.lift(WASTE, 1) if self.shown().waste else []

    def choose_column(self, column: int) -> list[Effect]:
        """Keys 1–9, 0: with a selection, move onto that column (or, on its own column, to the best
        target); without one, lift the column's whole same-suit run."""
        sel = self.selection
        cards = self.shown().columns[column]
        if sel is not None and sel.src == column:
            return self.send_selection()
        if sel is not None and column in sel.targets:
            return self.play(sel.src, column, sel.count)
        self.selection = None
        return self.lift_card(column, len(cards) - run_length(cards)) if cards else []

    def send_selection(self) -> list[Effect]:
        """The lifted run to its best target; with none it is put down with a shake (R9)."""
        sel = self.selection
        if sel is None:
            return []
        if sel.best is not None:
            return self.play(sel.src, sel.best, sel.count)
        self.selection = None
        return self.deny(sel.pile, len(pile_cards(self.shown(), sel.pile)) - sel.count)

    def put_down(self) -> list[Effect]:
        """The lifted run goes back where it lies (nothing moves)."""
        self.selection = None
        return []

    def adjust(self, delta: int) -> list[Effect]:
        """▲ / ▼ in the selection bar: one card more or fewer, within the same-suit run."""
        sel = self.selection
        if sel is None or sel.src == WASTE:
            return []
        count = min(self.most(), max(1, sel.count + delta))
        if count != sel.count:
            targets = self.game.legal_targets(sel.src, count)
            self.selection = Selection(sel.src, count, targets, self.best_target(sel.src, count, targets),
                                       self.game.run_limit(target_empty=False))
        return []

    def most(self) -> int:
        """The most cards the lifted run can grow to (▲ is off there): its column's same-suit run."""
        sel = self.selection
        return run_length(self.game.position.columns[sel.src]) if sel is not None and sel.src != WASTE else 1

    # --- moves --------------------------------------------------------------------------------

    def play(self, src: int, dst: int, count: int = 1) -> list[Effect]:
        """Play a column/waste move (the selection ends)."""
        self.selection = None
        try:
            move = Move.play(src, dst, count)
        except MoveError:
            return []
        return self.push(move)

    def turn_talon(self) -> list[Effect]:
        """Turn the talon's top card onto the waste; on an empty talon, redeal (Relaxed, once)."""
        self.selection = None
        if self.game.position.talon:
            return self.push(Move.turn())
        return self.push(Move.redeal(), Pace.REDEAL) if self.can_redeal else []

    def redeal(self) -> list[Effect]:
        """The waste goes back onto the talon, when the variant still allows it."""
        self.selection = None
        if self.can_redeal and not self.game.position.talon:
            return self.push(Move.redeal(), Pace.REDEAL)
        return []

    def finish(self) -> list[Effect]:
        """"Alles ablegen" (R13): every remaining card goes up, lowest first, one after another."""
        self.selection = None
        return self.push(Move.finish(), Pace.FINISH) if self.can_finish else []

    def undo(self) -> list[Effect]:
        self.selection = None
        if not self.game.can_undo():
            return []
        move = self.game.move_list[-1]
        steps = self.game.pop()
        return [*self.fly(steps, Pace.MOVE, self.unit(move, steps, undo=True)), *self.after_change()]

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
        return [*self.fly(steps, Pace.MOVE, self.unit(move, steps, undo=False)), *self.after_change()]

    def back_to_winnable(self) -> list[Effect]:
        """B1+: from a position proved lost, undo to the newest position known winnable, as one
        unit that one redo brings back (shown at once, not card by card)."""
        back = self.back_winnable_moves()
        if back is None:
            return []
        self.selection = None
        self.game.pop(back)
        return [ShowNow(), *self.after_change()]

    def push(self, move: Move, pace: Pace = Pace.MOVE) -> list[Effect]:
        """Ask the engine to play ``move`` and fly its steps; an illegal one shakes its source.
        Cards that safe auto-play (R12) sent up with it are named in the message line, with why."""
        try:
            steps = self.game.push(move, auto_play=self.auto_play())
        except MoveError:
            pile = move.source_pile()
            return self.deny(pile, len(pile_cards(self.shown(), pile)) - move.count) if pile is not None else []
        effects = [*self.fly(steps, pace, self.unit(move, steps, undo=False)), *self.after_change()]
        auto = [step.card for step in steps if step.auto]
        if auto and move.kind != MoveKind.FINISH:
            self.messages.show(phrases.auto_play_reason(auto))
        return effects

    def unit(self, move: Move, steps: list[Step], undo: bool) -> tuple[int, int] | None:
        """A Relaxed run moves as a unit (R6): its steps fly together (first index, count)."""
        if move.kind != MoveKind.PLAY or move.count < 2 or self.game.position.variant.runs is not RunMoves.AS_UNIT:
            return None
        return (len(steps) - move.count, move.count) if undo else (0, move.count)

    def fly(self, steps: list[Step], pace: Pace, unit: tuple[int, int] | None) -> list[Effect]:
        """The cards go: the hint has done its work."""
        self.clear_hint()
        return [Fly(tuple(steps), pace, unit)]

    def deny(self, pile: Pile, start: int) -> list[Effect]:
        return [Deny(pile, max(0, start)), Sound.INVALID]

    # --- the arrow (R9, B1) ----------------------------------------------------------------------

    def best_target(self, src: int, count: int, targets: list[int]) -> int | None:
        """The arrow: the winning line's target when one is known for this lift, else the heuristic."""
        move = self.solver.next_move(self.game.position) if self.solver is not None else None
        if (move is not None and move.kind == MoveKind.PLAY and move.src == src and move.dst in targets
                and move.count == count):
            return move.dst
        return best_target(self.game.position, src, count, targets)

    # --- the solver's answers (R17, B1) -----------------------------------------------------

    def poll_solver(self, dt: float) -> tuple[bool, list[Effect]]:
        """Answers of the background solver: (anything new to show, effects) — a waiting hint
        shown, a proved dead end noted (told once no card is in the air, `tell_stuck`), and
        `Notice.LEARNT` when what is known about the position changed (the autosave keeps it)."""
        solver = self.solver
        if solver is None:
            return False, []
        facts, live = solver.facts, self.live
        decided = (solver.winnability(self.game.position), solver.quick_done)
        events = solver.poll()
        self.undecided_for += dt
        news = bool(events) or solver.facts != facts or self.live != live   # "checking …" ends after a while
        effects: list[Effect] = []
        if self.hint_wait is not None:
            self.hint_wait.update(dt)
            line_move = solver.next_move(self.game.position)
            if line_move is not None or solver_link.SEARCHED in events or self.hint_wait.done:
                effects = self.show_hint_move(line_move)
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
