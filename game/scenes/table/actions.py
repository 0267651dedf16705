"""The table's one action table: every thing a player can do has one `Action` name and one method.

Keys, header buttons, taps, the keyboard focus ring, the smoke test and the monkey all name
these actions (``table.perform(Action.UNDO)``, ``table.perform(Action.PLAY, 2, 5, 1)``);
input code only maps an event to an action and its arguments (`controls`). The methods ask
the engine and animate what it answers; none of them decides a rule.

A mixin of `TableScene`: the actions work on the scene's game, display, flights and selection.
"""

from __future__ import annotations

from collections.abc import Callable

from game import i18n
from game.engine import (
    FOUNDATION,
    TALON_PILE,
    WASTE,
    Move,
    MoveError,
    MoveKind,
    Pile,
    PileKind,
    RunMoves,
    Step,
    column_pile,
    foundation_pile,
    run_length,
    source_pile,
)
from game.engine.needs import move_needs
from game.engine.text_enum import TextEnum
from game.i18n import phrases
from game.scenes.table.focus import Stop, ring_stops
from game.scenes.table.messages import Tone
from game.scenes.table.state import HintGlow, Refusal, Selection, Shake
from game.solving import link as solver_link
from game.solving.best_target import best_move, best_target
from game.view import theme
from game.view.flights import pile_size
from game.view.tween import Timer


class Action(TextEnum):
    """What a player can do on the table. Arguments, where an action takes some, in brackets."""

    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    TURN_TALON = "turn_talon"              # a tap on the talon: turn a card, or redeal once it is empty
    REDEAL = "redeal"
    FINISH = "finish"                      # "Alles ablegen" (R13)
    BACK_TO_WINNABLE = "back_to_winnable"  # B1+
    STUCK = "stuck"                        # the "Festgefahren" button: the dead-end dialog again (R17)
    MENU = "menu"
    PLAY = "play"                          # (src, dst, count)
    LIFT = "lift"                          # (src, count): lift a run; a lone card with one target flies
    LIFT_CARD = "lift_card"                # (column, card index): the run lying on that card, or a shake
    LIFT_WASTE = "lift_waste"
    CHOOSE_COLUMN = "choose_column"        # (column): its number key — lift its run, or move the lifted one there
    SEND_SELECTION = "send_selection"      # the lifted run to its best target (tap it again, Enter)
    PUT_DOWN = "put_down"                  # the lifted run goes back
    RUN_MORE = "run_more"                  # ▲: one card more (R10)
    RUN_FEWER = "run_fewer"                # ▼: one card fewer
    FOCUS_NEXT = "focus_next"              # the keyboard ring (B4)
    FOCUS_PREVIOUS = "focus_previous"
    FOCUS_ACTIVATE = "focus_activate"


KEEPS_MESSAGE = frozenset({Action.FOCUS_NEXT, Action.FOCUS_PREVIOUS, Action.MENU})


class TableActions:
    """The action methods of `TableScene` and the table that names them (mixed into the scene)."""

    def action_table(self) -> dict[Action, Callable[..., None]]:
        """Action → the method that does it (built once by the scene as ``self.actions``)."""
        return {
            Action.UNDO: self.undo, Action.REDO: self.redo, Action.HINT: self.show_hint,
            Action.TURN_TALON: self.turn_talon, Action.REDEAL: self.redeal, Action.FINISH: self.finish,
            Action.BACK_TO_WINNABLE: self.back_to_winnable, Action.STUCK: self.open_stuck,
            Action.MENU: self.open_menu,
            Action.PLAY: self.play, Action.LIFT: self.lift, Action.LIFT_CARD: self.lift_card,
            Action.LIFT_WASTE: self.lift_waste, Action.CHOOSE_COLUMN: self.choose_column,
            Action.SEND_SELECTION: self.send_selection, Action.PUT_DOWN: self.put_down,
            Action.RUN_MORE: self.run_more, Action.RUN_FEWER: self.run_fewer,
            Action.FOCUS_NEXT: self.focus_next, Action.FOCUS_PREVIOUS: self.focus_previous,
            Action.FOCUS_ACTIVATE: self.activate_focus,
        }

    def perform(self, action: Action, *args: int) -> None:
        """Do ``action`` with its arguments, as a key, a button or a tap would.

        A hint and the message line stay until this next action (moving the keyboard ring or
        opening the menu is not one), so the player reads them at their own pace."""
        if action not in KEEPS_MESSAGE:
            self.clear_hint()
        self.actions[action](*args)
        self.draw_attention()

    def clear_hint(self) -> None:
        """The hint's glow and the message line go (the next action has come)."""
        self.hint = None
        self.messages.clear()

    # --- lifting (R9, R10) --------------------------------------------------------------

    def lift(self, src: int, count: int) -> None:
        """Lift ``count`` cards from ``src``; a lone card with exactly one target flies at once (R9).

        A run that can go nowhere, not even in part, is refused: it rises and shakes for a moment
        and the engine's reason shows (`refuse`). A run too long for its targets stays lifted,
        so ▼ can make it shorter (R10).
        """
        targets = self.game.legal_targets(src, count)
        if count == 1 and len(targets) == 1:
            self.play(src, targets[0], 1)
            return
        pile = source_pile(src)
        if not targets and not any(self.game.legal_targets(src, fewer) for fewer in range(1, count)):
            self.refuse(pile, pile_size(self.display, pile) - count)
            return
        self.selection = Selection(src, count, targets, self._best_target(src, count, targets),
                                   self.game.run_limit(target_empty=False))

    def lift_card(self, column: int, card: int) -> None:
        """A tap on a column's card: lift the same-suit run lying on it, or refuse when it is covered."""
        count = self.game.lifted_run(column, card)
        if count is None:
            self.refuse(column_pile(column), card)
        else:
            self.lift(column, count)

    def refuse(self, pile: Pile, start: int) -> None:
        """A tap on cards that cannot go: they rise and shake "no", and the engine says what the
        base card would need ("4♠ braucht 5♠ oder eine freie Spalte") in the message line, where
        the hint's reason shows, until the next action."""
        src = WASTE if pile.kind == PileKind.WASTE else pile.index
        need = move_needs(self.game.position, src, start)
        self.clear_hint()
        if need is not None:
            self.messages.show(phrases.refusal_text(need))
        self.refusal = Refusal(pile, max(0, start))
        self._sound("invalid")

    def lift_waste(self) -> None:
        """Key W and the focus ring: lift the waste's top card (a lone one with one target flies)."""
        self._settle()
        self.selection = None
        if self.display.waste:
            self.lift(WASTE, 1)

    def choose_column(self, column: int) -> None:
        """Keys 1–9, 0: with a selection, move onto that column (or, on its own column, to the best
        target); without one, lift the column's whole same-suit run."""
        self._settle()
        sel = self.selection
        cards = self.display.columns[column]
        if sel is not None and sel.src == column:
            self.send_selection()
        elif sel is not None and column in sel.targets:
            self.play(sel.src, column, sel.count)
        elif cards:
            self.selection = None
            self.lift_card(column, len(cards) - run_length(cards))
        else:
            self.selection = None

    def send_selection(self) -> None:
        """The lifted run to its best target; with none it is put down with a shake (R9)."""
        sel = self.selection
        if sel is None:
            return
        if sel.best is not None:
            self.play(sel.src, sel.best, sel.count)
        else:
            self.put_down()
            self._shake(sel.pile, pile_size(self.display, sel.pile) - sel.count)

    def put_down(self) -> None:
        """The lifted run goes back where it lies (nothing moves)."""
        self.selection = None

    def run_more(self) -> None:
        self._adjust(1)

    def run_fewer(self) -> None:
        self._adjust(-1)

    def _adjust(self, delta: int) -> None:
        """▲ / ▼ in the selection bar: one card more or fewer (within the same-suit run)."""
        sel = self.selection
        if sel is None or sel.src == WASTE:
            return
        most = run_length(self.game.position.columns[sel.src])
        count = min(most, max(1, sel.count + delta))
        if count != sel.count:
            targets = self.game.legal_targets(sel.src, count)
            self.selection = Selection(sel.src, count, targets, self._best_target(sel.src, count, targets),
                                       self.game.run_limit(target_empty=False))

    # --- moves --------------------------------------------------------------------------

    def play(self, src: int, dst: int, count: int = 1) -> None:
        """Play a column/waste move (the selection and any drag end)."""
        self.selection = None
        try:
            move = Move.play(src, dst, count)
        except MoveError:
            return
        self._push(move, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER)

    def turn_talon(self) -> None:
        """Turn the talon's top card onto the waste; on an empty talon, redeal (Relaxed, once)."""
        self._settle()
        self.selection = None
        if self.game.position.talon:
            self._push(Move.turn(), theme.FLIGHT_TIME, theme.FLIGHT_STAGGER)
        elif self.can_redeal:
            self._push(Move.redeal(), theme.FLIGHT_TIME * 0.6, theme.DEAL_STAGGER)

    _tap_talon = turn_talon   # the old name, still used by tests/solver_ui (switch to turn_talon)

    def redeal(self) -> None:
        """The waste goes back onto the talon, when the variant still allows it."""
        self._settle()
        self.selection = None
        if self.can_redeal and not self.game.position.talon:
            self._push(Move.redeal(), theme.FLIGHT_TIME * 0.6, theme.DEAL_STAGGER)

    def finish(self) -> None:
        """"Alles ablegen" (R13): every remaining card goes up, lowest first, one after another."""
        self._settle()
        self.selection = None
        if self.can_finish:
            self._push(Move.finish(), theme.FLIGHT_TIME, theme.FINISH_STAGGER)

    def undo(self) -> None:
        self._settle()
        self.selection = None
        if self.game.can_undo():
            move = self.game.move_list[-1]
            steps = self.game.pop()
            self._animate(steps, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER, self._unit(move, steps, undo=True))
            self._after_change()

    def redo(self) -> None:
        self._settle()
        self.selection = None
        if self.game.can_redo():
            move = self.game.redo_list[0]
            steps = self.game.redo()
            self._animate(steps, theme.FLIGHT_TIME, theme.FLIGHT_STAGGER, self._unit(move, steps, undo=False))
            self._after_change()

    def back_to_winnable(self) -> None:
        """B1+: undo to the newest position known winnable (shown at once, not card by card)."""
        back = self.solver.last_winnable(self.game) if self.solver is not None else None
        if back is None:
            return
        self._settle()
        self.selection = None
        for _ in range(back):
            self.game.pop()
        self.player.show(self.game.position)
        self._after_change()

    def open_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def _push(self, move: Move, duration: float, stagger: float) -> None:
        """Ask the engine to play ``move`` and fly its steps; an illegal one shakes its source."""
        try:
            steps = self.game.push(move, auto_play=self.auto_play)
        except MoveError:
            pile = move.source_pile()
            if pile is not None:
                self._shake(pile, pile_size(self.display, pile) - move.count)
            return
        self._animate(steps, duration, stagger, self._unit(move, steps, undo=False))
        self._after_change()

    def _unit(self, move: Move, steps: list[Step], undo: bool) -> tuple[int, int] | None:
        """A Relaxed run moves as a unit (R6): its steps fly together (first index, count)."""
        if move.kind != MoveKind.PLAY or move.count < 2 or self.game.position.variant.runs is not RunMoves.AS_UNIT:
            return None
        return (len(steps) - move.count, move.count) if undo else (0, move.count)

    def _animate(self, steps: list[Step], duration: float, stagger: float,
                 unit: tuple[int, int] | None = None) -> None:
        factor = self.app.settings.animation_factor
        self.clear_hint()
        if steps:  # long sequences (undoing "Alles ablegen") start faster, so none drags on
            stagger = min(stagger, theme.LONGEST_SEQUENCE / len(steps))
        self.player.add(steps, duration * factor, stagger * factor, unit)
        if factor <= 0:
            self.player.update(0.0)
            self.player.finish_all()

    def _shake(self, pile: Pile, start: int) -> None:
        self.shake = Shake(pile, max(0, start))
        self._sound("invalid")

    # --- hints (R14, B1) ----------------------------------------------------------------

    def show_hint(self) -> None:
        """Glow a source and a target, with a few words why (R14, B1).

        The move comes from a winning line when the solver knows one; when it is still
        searching, the hint waits (a "…" on the button) up to HINT_PATIENCE seconds for it,
        then falls back to the heuristic move — frames never wait.
        """
        self._settle()
        self.selection = None
        if self.hint_wait is not None:
            return   # already waiting for the solver
        self.game.note_hint()
        solver = self.solver
        move = solver.next_move(self.game.position) if solver is not None else None
        if move is None and solver is not None and solver.enabled and not solver.quick_done:
            solver.ask()        # a fresh deal is searched only from the first move or hint on
            self.hint_wait = Timer(solver_link.HINT_PATIENCE)
            return
        self._show_hint_move(move)

    def putting_back(self) -> list[Move]:
        """The plays that would move the cards just moved back where they came from: a hint never
        suggests them (after 8♠ went from ♠9 to the other ♠9, "8♠ back" would only undo it)."""
        history = self.game.history
        last = history[-1].move if history else None
        if last is None or last.kind != MoveKind.PLAY or last.src == WASTE or last.dst == FOUNDATION:
            return []
        return [Move.play(last.dst, last.src, count) for count in range(1, last.count + 1)]

    def _show_hint_move(self, move: Move | None) -> None:
        """Glow ``move`` (None: the heuristic's best move) and say why."""
        self.hint_wait = None
        self.draw_attention()
        back = self.putting_back()
        if move is None or not self.game.is_legal(move) or move in back:
            move = best_move(self.game.position, avoid=back)
        if move is None:
            self.messages.show(i18n.tr("no_hint"))
            return
        self.messages.show(phrases.hint_reason(self.game.position, move), Tone.HINT)
        self._hint_move = move
        if move.kind in (MoveKind.TURN, MoveKind.REDEAL):
            self.hint = HintGlow(move, TALON_PILE, None)
        elif move.kind == MoveKind.FINISH:
            self.hint = HintGlow(move, None, None, finish=True)
        else:
            target = foundation_pile(-1) if move.dst == FOUNDATION else column_pile(move.dst)
            self.hint = HintGlow(move, move.source_pile(), target)

    # --- the solver's part (R17, B1) ------------------------------------------------------

    def _best_target(self, src: int, count: int, targets: list[int]) -> int | None:
        """The arrow: the winning line's target when one is known for this lift, else the heuristic."""
        move = self.solver.next_move(self.game.position) if self.solver is not None else None
        if (move is not None and move.kind == MoveKind.PLAY and move.src == src and move.dst in targets
                and move.count == count):
            return move.dst
        return best_target(self.game.position, src, count, targets)

    def _tell_stuck(self) -> None:
        """R17, over the true position: the last flight has landed (the talon's last card lies
        on the waste) before the dialog comes."""
        self.stuck_pending = False
        self.stuck = self.on_stuck is not None
        self.open_stuck()

    def open_stuck(self) -> None:
        """The dead-end dialog (again: the table's "Festgefahren" pill after "Tisch ansehen")."""
        if self.stuck and not self.won and self.on_stuck is not None:
            self.on_stuck(self)


    # --- the keyboard ring (B4) ---------------------------------------------------------

    def focus_stops(self) -> list[Stop]:
        """Where the ring may go now, in the order ←/→ visit them."""
        return ring_stops(self.selection, len(self.display.columns), self.can_finish, self.back_winnable_shown(),
                          self.stuck)

    def focus_next(self) -> None:
        self.ring.move(1, self.focus_stops(), self.selection)

    def focus_previous(self) -> None:
        self.ring.move(-1, self.focus_stops(), self.selection)
