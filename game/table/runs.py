"""What the table asks the engine about runs (R6, R9, R10): whether a lone card flies at once,
which run is lifted and with which targets, where the arrow points, how far ▲ and ▼ reach, which
steps of a move fly together.

Pure functions over the game (and the solver's winning line, for the arrow): the model acts on
their answers (`TableModel.lift`); the input asks `RunQuestions` for a dragged run. No pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.advisor.best_target import best_target
from game.engine import FOUNDATION, WASTE, MoveKind, RunMoves, source_pile, target_pile
from game.engine.rules import is_safe, run_length
from game.table.actions import Play
from game.table.values import Selection, pile_cards

if TYPE_CHECKING:
    from game.advisor.link import SolverLink
    from game.engine import Game, Move, Step


def came_from(game: Game, src: int, target: int) -> bool:
    """Did the last move bring the top card of ``src`` from ``target``? Then a tap lifts it
    rather than flying it straight back (a habitual second tap would cost two moves). Compared as
    piles, not indices: the waste and the foundations share one (-1), and a card that went up
    from a column did not come from the waste, nor one from the waste from a foundation."""
    history = game.history
    move = history[-1].move if history else None
    return (move is not None and move.kind == MoveKind.PLAY and move.target_pile() == source_pile(src)
            and move.source_pile() == target_pile(target))


def safe_on_top(game: Game, src: int) -> bool:
    """Is the top card of ``src`` one that auto-play would send up (R12)?"""
    cards = pile_cards(game.position, source_pile(src))
    return bool(cards) and is_safe(game.position, cards[-1])


def arrow_target(game: Game, solver: SolverLink | None, src: int, count: int, targets: list[int]) -> int | None:
    """The arrow: the winning line's target when one is known for this lift, else the heuristic."""
    move = solver.next_move(game.position) if solver is not None else None
    if (move is not None and move.kind == MoveKind.PLAY and move.src == src and move.dst in targets
            and move.count == count):
        return move.dst
    return best_target(game.position, src, count, targets)


def lifted(game: Game, solver: SolverLink | None, src: int, count: int) -> Selection:
    """``count`` cards of ``src`` lifted: where they may go, the arrow, the run limit (R10)."""
    targets = game.legal_targets(src, count)
    return Selection(src, count, tuple(targets), arrow_target(game, solver, src, count, targets),
                     game.run_limit(target_empty=False))


def lift_answer(game: Game, solver: SolverLink | None, src: int, count: int) -> Play | Selection | None:
    """What lifting ``count`` cards from ``src`` does: a lone card flies at once to its only
    target, unless it just came from there (R9), and a safe one (R12) straight up, whatever else
    could take it (a `Play`); a run that can go nowhere, not even in part, is refused (None); a
    run too long for its targets stays lifted, so ▼ can make it shorter (R10)."""
    targets = game.legal_targets(src, count)
    if count == 1 and len(targets) == 1 and not came_from(game, src, targets[0]):
        return Play(src, targets[0], 1)
    if count == 1 and FOUNDATION in targets and safe_on_top(game, src):
        return Play(src, FOUNDATION, 1)
    if not targets and not any(game.legal_targets(src, fewer) for fewer in range(1, count)):
        return None
    return lifted(game, solver, src, count)


def most(game: Game, selection: Selection | None) -> int:
    """The most cards the lifted run can grow to (▲ is off there): its column's same-suit run."""
    if selection is None or selection.src == WASTE:
        return 1
    return run_length(game.position.columns[selection.src])


def adjusted(game: Game, solver: SolverLink | None, selection: Selection, delta: int) -> Selection:
    """▲ / ▼ in the selection bar: one card more or fewer, within the same-suit run."""
    count = min(most(game, selection), max(1, selection.count + delta))
    return selection if count == selection.count else lifted(game, solver, selection.src, count)


def flight_unit(game: Game, move: Move, steps: list[Step], undo: bool) -> tuple[int, int] | None:
    """A Relaxed run moves as a unit (R6): its steps fly together (first index, count)."""
    if move.kind != MoveKind.PLAY or move.count < 2 or game.position.variant.runs is not RunMoves.AS_UNIT:
        return None
    return (len(steps) - move.count, move.count) if undo else (0, move.count)


@dataclass(frozen=True)
class RunQuestions:
    """What the input may ask the rules about a run under the pointer, as two questions and nothing
    else: it is never handed a part of the table."""

    lifted_run: Callable[[int, int], int | None]   # (column, card): the cards a press there lifts (None: covered)
    drag_targets: Callable[[int, int], tuple[tuple[int, ...], int | None]]   # (src, count): where they may go, the arrow's


def run_questions(game: Callable[[], Game], solver: Callable[[], SolverLink | None]) -> RunQuestions:
    """The questions answered from the game on the table now and the solver's line."""

    def drag_targets(src: int, count: int) -> tuple[tuple[int, ...], int | None]:
        targets = game().legal_targets(src, count)
        return tuple(targets), arrow_target(game(), solver(), src, count, targets)

    return RunQuestions(lambda column, card: game().lifted_run(column, card), drag_targets)
