"""`Lifting`: what the player holds lifted (R9, R10) and what the run's actions make of it — a part
the table model holds.

Each action on the lifted run (`actions.RunAction`: lift, lift a tapped card, lift the waste's
top card, a column's key, send, put down, ▲, ▼) is answered in one ``match`` (`answer`) with a
plain `RunAnswer`: a `Play` to carry out, a `Refuse` (the cards say "no"), or nothing. The
model carries the answer out (`TableModel.on_run`); the rules come from the engine through
`runs`. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine import WASTE, Pile, PileKind, column_pile, source_pile
from game.engine.exhaustive import assert_never
from game.engine.needs import Need, move_needs
from game.engine.rules import run_length
from game.table import actions
from game.table.actions import Play, RunAction
from game.table.runs import adjusted, lift_answer
from game.table.values import Selection, pile_cards

if TYPE_CHECKING:
    from game.advisor.link import SolverLink
    from game.engine import Game


@dataclass(frozen=True)
class Refuse:
    """The top ``count`` cards of ``pile`` cannot go: they shake "no"; ``tapped``: a tapped card
    that cannot go, which also rises, and ``need`` what its base card would need (the message line
    says it: "4♠ braucht 5♠ oder eine freie Spalte")."""

    pile: Pile
    count: int
    tapped: bool = False
    need: Need | None = None


RunAnswer = Play | Refuse | None


class Lifting:
    """The lifted run (``selection``, None: nothing lifted) and the answers to the run's actions."""

    def __init__(self) -> None:
        self.selection: Selection | None = None

    def put_down(self) -> None:
        """Nothing is lifted any more (a move was made, a new deal, a hint, the win)."""
        self.selection = None

    def answer(self, action: RunAction, game: Game, solver: SolverLink | None) -> RunAnswer:
        """What ``action`` makes of the lifted run (the selection changes here; a move is answered)."""
        match action:
            case actions.Lift(source, count):
                return self.lift(game, solver, source, count)
            case actions.LiftCard(column, card):
                return self.lift_card(game, solver, column, card)
            case actions.LiftWaste():
                if self.selection is not None and self.selection.src == WASTE:
                    return self.send()   # W on the lifted waste card: as a tap on it, to its best target
                self.selection = None
                return self.lift(game, solver, WASTE, 1) if game.position.waste else None
            case actions.ChooseColumn(column):
                return self.choose_column(game, solver, column)
            case actions.SendSelection():
                return self.send()
            case actions.PutDown():
                self.selection = None   # the lifted run goes back where it lies (nothing moves)
                return None
            case actions.RunMore():
                return self.adjust(game, solver, 1)
            case actions.RunFewer():
                return self.adjust(game, solver, -1)
            case _:
                assert_never(action)

    def lift(self, game: Game, solver: SolverLink | None, src: int, count: int) -> RunAnswer:
        """Lift ``count`` cards from ``src`` (`runs.lift_answer`): a lone card may fly at once,
        a run that can go nowhere is refused, any other stays lifted."""
        answer = lift_answer(game, solver, src, count)
        match answer:
            case Play():
                self.selection = None
                return answer
            case None:
                self.selection = None   # a run lifted before goes down: the player asked for another
                return refusal(game, source_pile(src), count)
            case Selection():
                self.selection = answer
                return None
            case _:
                assert_never(answer)

    def lift_card(self, game: Game, solver: SolverLink | None, column: int, card: int) -> RunAnswer:
        """A tap on a column's card: lift the same-suit run lying on it, or refuse when it is covered."""
        count = game.lifted_run(column, card)
        if count is None:
            self.selection = None
            return refusal(game, column_pile(column), len(game.position.columns[column]) - card)
        return self.lift(game, solver, column, count)

    def choose_column(self, game: Game, solver: SolverLink | None, column: int) -> RunAnswer:
        """Keys 1–9, 0: with a selection, move onto that column (or, on its own column, to the best
        target); without one, lift what may move of the column's same-suit run: its top cards up
        to the run limit (R10; a tap on a card still lifts the whole run lying on it)."""
        sel = self.selection
        cards = game.position.columns[column]
        if sel is not None and sel.src == column:
            return self.send()
        if sel is not None and column in sel.targets:
            self.selection = None
            return Play(sel.src, column, sel.count)
        self.selection = None
        if not cards:
            return None
        return self.lift(game, solver, column, min(run_length(cards), game.run_limit(target_empty=False)))

    def send(self) -> RunAnswer:
        """The lifted run to its best target; with none it is put down with a shake (R9)."""
        sel, self.selection = self.selection, None
        if sel is None:
            return None
        return Play(sel.src, sel.best, sel.count) if sel.best is not None else Refuse(sel.pile, sel.count)

    def adjust(self, game: Game, solver: SolverLink | None, delta: int) -> RunAnswer:
        """▲ / ▼ in the selection bar: one card more or fewer, within the same-suit run."""
        sel = self.selection
        if sel is not None and sel.src != WASTE:
            self.selection = adjusted(game, solver, sel, delta)
        return None


def refusal(game: Game, pile: Pile, count: int) -> Refuse:
    """A tapped run of ``count`` cards on top of ``pile`` that cannot go, with what its base card needs."""
    src = WASTE if pile.kind == PileKind.WASTE else pile.index
    start = max(0, len(pile_cards(game.position, pile)) - count)
    return Refuse(pile, count, tapped=True, need=move_needs(game.position, src, start))
