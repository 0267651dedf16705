"""What happened to each card instance along a played line: the facts the loss model is about.

Why a module of its own: the soundness test of the loss model (`loss_model.py`) maps every shipped
winning line onto the model's variables and asks CP-SAT whether that assignment is a solution.
The mapping needs the two copies of a card told apart, which neither the engine (it moves
`Card` values) nor the compact encoding does; here every card of a position gets an instance
number and the line's single-card steps (`Game.push`, run moves already broken into hops) are
followed instance by instance.

Instances are numbered as in the timed bound (`solver/timeline.py`): the columns from the
bottom up, column by column, then the *stream* – the waste from the bottom up, then the talon
in turn order. Time is the index of a single-card step along the line (turns included), from 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from game.engine import Card, Game, PileKind, Position, RunMoves

UP = -1     # a destination: the foundations
EMPTY = -2  # a destination: an empty column (the card becomes its bottom card)
UP_PLACE, BOTTOM, START = UP, EMPTY, -3  # where a card is in a snapshot (else: the card it lies on)


class Origin(Enum):
    """Where an instance lies in the position the line starts from."""

    COLUMN = "column"
    STREAM = "stream"


@dataclass(frozen=True)
class Instance:
    """One physical card of the position: its code (``suit * 16 + rank``) and its starting place.

    ``below``/``above`` name the instances under and on it in its starting column (-1: none);
    ``arrival`` is the turn that brings a stream card to the waste (0: in the waste already).
    """

    code: int
    origin: Origin
    column: int = -1
    below: int = -1
    above: int = -1
    arrival: int = 0


@dataclass
class History:
    """The moves of one instance: ``moves[i] = (time, destination)``, the destination UP, EMPTY or
    the instance it was put on. An empty-column move of a card that is alone in its column into
    another empty column is left out: it changes nothing but the column's index (the solver never
    makes it; docs/solver.md, pruning rule 4)."""

    moves: list[tuple[int, int]] = field(default_factory=list)

    @property
    def up(self) -> int:
        """The time the card went up (every card of a won line does, as its last move)."""
        time, dest = self.moves[-1]
        if dest != UP:
            raise ValueError("the card never went up")
        return time


def code_of(card: Card) -> int:
    return card.suit * 16 + card.rank


def instances(position: Position) -> list[Instance]:
    """The position's card instances in the numbering described above."""
    out: list[Instance] = []
    for c, col in enumerate(position.columns):
        start = len(out)
        for i, card in enumerate(col):
            out.append(Instance(code_of(card), Origin.COLUMN, c, start + i - 1 if i else -1,
                                start + i + 1 if i + 1 < len(col) else -1))
    out.extend(Instance(code_of(card), Origin.STREAM) for card in position.waste)
    out.extend(Instance(code_of(card), Origin.STREAM, arrival=k + 1) for k, card in enumerate(reversed(position.talon)))
    return out


@dataclass
class LineHistory:
    """A line followed instance by instance: the turn times (``turns[k - 1]`` brings arrival k)
    and one History per instance, in the order of `instances`."""

    cards: list[Instance]
    turns: list[int]
    histories: list[History]
    steps: int  # single-card steps in the line
    # One snapshot before the first stream event (a turn, or a card leaving the waste) and one
    # right after each: every instance's place, START, UP_PLACE, BOTTOM or the instance it is on.
    snapshots: list[list[int]] = field(default_factory=list)
    turn_events: list[int] = field(default_factory=list)        # the event index of each turn
    leave_events: dict[int, int] = field(default_factory=dict)  # a stream instance → its leaving event


def single_cards_once(position: Position) -> bool:
    """The models' rules: runs move card by card and the talon is dealt once (Classic)."""
    return position.variant.runs is RunMoves.SINGLE_CARDS and position.variant.redeals == 0


def follow(position: Position, moves: Sequence[str]) -> LineHistory:
    """Replay ``moves`` on the engine (auto-play off) and record every instance's moves.

    Raises ValueError if a move is illegal or the line does not win (a history of a loss is not
    what the soundness test wants). Classic only: a relaxed redeal sends cards back to the talon.
    """
    if not single_cards_once(position):
        raise ValueError("histories are defined for Classic lines only")
    cards = instances(position)
    n_col = sum(len(col) for col in position.columns)
    # Piles of instance numbers, mirroring the engine's piles.
    columns: list[list[int]] = []
    k = 0
    for col in position.columns:
        columns.append(list(range(k, k + len(col))))
        k += len(col)
    waste = list(range(n_col, n_col + len(position.waste)))
    talon = list(range(len(cards) - 1, n_col + len(position.waste) - 1, -1))  # the next card last
    histories = [History() for _ in cards]
    turns: list[int] = []
    game = Game(position)
    time = 0
    line = LineHistory(cards, turns, histories, 0)
    line.snapshots.append(_snapshot(columns, histories))
    for text in moves:
        for step in game.push(text):
            time += 1
            if step.src.kind is PileKind.TALON:
                waste.append(talon.pop())
                turns.append(time)
                line.turn_events.append(len(line.snapshots))
                line.snapshots.append(_snapshot(columns, histories))
                continue
            if step.src.kind is PileKind.WASTE:
                line.leave_events[waste[-1]] = len(line.snapshots)
            pile = waste if step.src.kind is PileKind.WASTE else columns[step.src.index]
            alone = step.src.kind is PileKind.COLUMN and len(pile) == 1
            inst = pile.pop()
            if cards[inst].code != code_of(step.card):
                raise ValueError(f"step {time}: instance bookkeeping lost track of {step.card}")
            if step.dst.kind is PileKind.FOUNDATION:
                histories[inst].moves.append((time, UP))
                if step.src.kind is PileKind.WASTE:
                    line.snapshots.append(_snapshot(columns, histories))
                continue
            target = columns[step.dst.index]
            dest = target[-1] if target else EMPTY
            target.append(inst)
            moved = histories[inst].moves
            if dest == EMPTY and alone:
                continue  # a lone card from one column into an empty one: only the index changes
            moved.append((time, dest))
            if step.src.kind is PileKind.WASTE:
                line.snapshots.append(_snapshot(columns, histories))
    if not game.is_won():
        raise ValueError("the line does not win")
    line.steps = time
    return line


def _snapshot(columns: list[list[int]], histories: list[History]) -> list[int]:
    """Every instance's place now: START until its first move, UP_PLACE once up, else the
    instance under it in its column or BOTTOM."""
    places = [START if not h.moves else UP_PLACE for h in histories]
    for pile in columns:
        for i, inst in enumerate(pile):
            if histories[inst].moves:
                places[inst] = pile[i - 1] if i else BOTTOM
    return places
