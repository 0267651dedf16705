"""The rules of Vierzig Räuber (docs/rules.md R4–R8, R11–R13), in one place.

Everything that decides what is legal or what a move does is here; the UI and the
solver ask these functions and never re-implement them.
"""

from __future__ import annotations

from .cards import Card
from .exhaustive import assert_never
from .moves import (
    FOUNDATION,
    PLAY,
    TALON_PILE,
    WASTE,
    WASTE_PILE,
    Move,
    MoveError,
    MoveKind,
    Pile,
    Step,
    column_pile,
    foundation_pile,
)
from .position import Position
from .variant import RunMoves

UNLIMITED = 10**9


# --- runs and limits ------------------------------------------------------------------------


def run_length(column: list[Card]) -> int:
    """Length of the same-suit descending run on top of a column (0 for an empty column)."""
    if not column:
        return 0
    n = 1
    while n < len(column) and column[-n].builds_on(column[-n - 1]):
        n += 1
    return n


def lifted_run(position: Position, column: int, index: int) -> int | None:
    """How many cards a tap on ``columns[column][index]`` lifts: the card and the run on it.

    None when the cards above it do not form a same-suit run on it (a buried card that
    cannot move: the UI shakes it).
    """
    col = position.columns[column]
    if not 0 <= index < len(col):
        return None
    count = len(col) - index
    return count if run_length(col) >= count else None


def run_limit(position: Position, target_empty: bool) -> int:
    """Most cards that may move as one run (R5/R6).

    Classic: 2^e with e empty columns; when the target is itself empty it cannot serve
    as a stop, so it is not counted (the limit halves). Relaxed: unlimited.
    """
    if position.variant.runs is RunMoves.AS_UNIT:
        return UNLIMITED
    empty = len(position.empty_columns()) - (1 if target_empty else 0)
    return 1 << max(empty, 0)


def lifted_cards(position: Position, src: int, count: int = 1) -> list[Card]:
    """The cards a PLAY move from ``src`` (WASTE or a column) takes: the waste's top, or the
    column's last ``count`` cards, bottom of the run first."""
    if src == WASTE:
        return position.waste[-1:]
    return position.columns[src][-count:]


def legal_targets(position: Position, src: int, count: int = 1) -> list[int]:
    """Where the chosen run may go: FOUNDATION (single cards only) and/or column indices.

    ``src`` is WASTE or a column; ``count`` the number of cards lifted. Targets that would
    need more cards than the run limit allows are not listed.
    """
    if src == WASTE:
        if not position.waste or count != 1:
            return []
    elif count < 1 or count > run_length(position.columns[src]):
        return []
    base = lifted_cards(position, src, count)[0]
    targets: list[int] = []
    if count == 1 and position.foundation_for(base) is not None:
        targets.append(FOUNDATION)
    for dst, col in enumerate(position.columns):
        if dst == src:
            continue
        if col:
            if base.builds_on(col[-1]) and count <= run_limit(position, target_empty=False):
                targets.append(dst)
        elif count <= run_limit(position, target_empty=True):
            targets.append(dst)
    return targets


# --- legal moves ----------------------------------------------------------------------------


def can_turn(position: Position) -> bool:
    return bool(position.talon)


def can_redeal(position: Position) -> bool:
    """Relaxed only, once, when the talon is used up and the waste has cards to turn back."""
    return not position.talon and bool(position.waste) and position.redeals_left() > 0


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, in a stable order: waste, columns (foundation first), talon, redeal, finish."""
    moves: list[Move] = []
    if position.waste:
        moves.extend(Move.play(WASTE, dst) for dst in legal_targets(position, WASTE))
    for src, col in enumerate(position.columns):
        for count in range(1, run_length(col) + 1):
            moves.extend(Move.play(src, dst, count) for dst in legal_targets(position, src, count))
    if can_turn(position):
        moves.append(Move.turn())
    if can_redeal(position):
        moves.append(Move.redeal())
    if finish_steps(position):
        moves.append(Move.finish())
    return moves


def is_legal(position: Position, move: Move) -> bool:
    match move.kind:
        case MoveKind.TURN:
            return can_turn(position)
        case MoveKind.REDEAL:
            return can_redeal(position)
        case MoveKind.FINISH:
            return bool(finish_steps(position))
        case MoveKind.PLAY:
            if move.src != WASTE and move.count > run_length(position.columns[move.src]):
                return False
            return move.dst in legal_targets(position, move.src, move.count)
        case _:
            assert_never(move.kind)


def changes_something(position: Position, move: Move) -> bool:
    """Does ``move`` change the table a player sees? Turning, redealing, finishing and every move
    from the waste or to a foundation do. A move between columns changes nothing when the card
    it uncovers is the twin of the card it covers (8♠ from one 9♠ onto the other), or when both
    are missing (a whole column into an empty one): the same cards then lie open on top, only
    which column holds what deeper down changed.
    """
    if move.kind != PLAY or move.src == WASTE or move.dst == FOUNDATION:
        return True
    source, target = position.columns[move.src], position.columns[move.dst]
    uncovered = source[-move.count - 1] if len(source) > move.count else None
    covered = target[-1] if target else None
    return uncovered != covered


def table_has_move(position: Position) -> bool:
    """R11: is there still something to do without the talon? A legal move from the waste or a
    column that changes something (`changes_something`), so the reminder "Auf dem Tisch geht
    noch was" never points at a move that changes nothing.
    """
    return any(move.kind == PLAY and changes_something(position, move) for move in legal_moves(position))


# --- safe auto-play (R12) -----------------------------------------------------------------


def is_safe(position: Position, card: Card) -> bool:
    """R12: no card that could ever be built on ``card`` is still off the foundations.

    For rank r both copies of rank r−1 of its suit must be up; Aces are always safe.
    A safe card always fits a foundation of its suit.
    """
    return card.rank == 1 or position.copies_up(card.rank - 1, card.suit) == 2


def safe_move(position: Position) -> Move | None:
    """R12 as a move: the waste's or a column's top card that safe auto-play would send up now
    (the aces lying on top at the deal), or None. Pushed with auto-play, the rest follow it."""
    if position.waste and is_safe(position, position.waste[-1]):
        return Move.play(WASTE, FOUNDATION)
    for c, col in enumerate(position.columns):
        if col and is_safe(position, col[-1]):
            return Move.play(c, FOUNDATION)
    return None


def _send_up(position: Position, card: Card, src_pile: Pile, auto: bool) -> Step:
    f = position.foundation_for(card)
    if f is None:  # pragma: no cover - guarded by callers
        raise MoveError(f"{card} does not fit a foundation")
    position.foundations[f] = card.rank
    return Step(card, src_pile, foundation_pile(f), auto)


def auto_play(position: Position) -> list[Step]:
    """Move every safe card from the waste top and the column tops up, until none is left."""
    steps: list[Step] = []
    moved = True
    while moved:
        moved = False
        if position.waste and is_safe(position, position.waste[-1]):
            steps.append(_send_up(position, position.waste.pop(), WASTE_PILE, True))
            moved = True
        for c, col in enumerate(position.columns):
            while col and is_safe(position, col[-1]):
                steps.append(_send_up(position, col.pop(), column_pile(c), True))
                moved = True
    return steps


# --- "Alles ablegen" (R13) ------------------------------------------------------------------


def finish_steps(position: Position) -> list[Step]:
    """R13: when talon and waste are empty and every remaining card can go straight up,
    the steps that send them all (lowest first); otherwise an empty list."""
    if position.talon or position.waste or position.is_won():
        return []
    trial = position.copy()
    steps: list[Step] = []
    while True:
        best: tuple[int, int] | None = None
        for c, col in enumerate(trial.columns):
            if col and trial.foundation_for(col[-1]) is not None and (best is None or col[-1].rank < best[0]):
                best = (col[-1].rank, c)
        if best is None:
            break
        c = best[1]
        steps.append(_send_up(trial, trial.columns[c].pop(), column_pile(c), False))
    return steps if trial.is_won() else []


# --- applying a move ------------------------------------------------------------------------


def _decompose(src: int, dst: int, count: int, free: list[int]) -> list[tuple[int, int]]:
    """Single-card hops (from column, to column) that move ``count`` cards through empty columns.

    With k free columns it moves up to 2^k cards: half the run parks in the first free
    column (using the others), the rest goes to the target, the parked half follows.
    """
    if count == 1:
        return [(src, dst)]
    if not free:  # pragma: no cover - run_limit forbids it
        raise MoveError("run too long for the empty columns")
    park, rest = free[0], free[1:]
    half = count // 2
    return _decompose(src, park, half, rest) + _decompose(src, dst, count - half, rest) + _decompose(park, dst, half, rest)


def apply_move(position: Position, move: Move, auto: bool = False) -> list[Step]:
    """Carry out a legal move on ``position`` (in place) and return the single-card steps it took.

    A classic run move is decomposed into hops through the empty columns; with ``auto``
    the safe cards that go up afterwards (R12) follow as steps marked ``auto``.
    Raises MoveError when the move is not legal here.
    """
    if not is_legal(position, move):
        raise MoveError(f"illegal move here: {move}")
    steps: list[Step]
    match move.kind:
        case MoveKind.TURN:
            card = position.talon.pop()
            position.waste.append(card)
            steps = [Step(card, TALON_PILE, WASTE_PILE)]
        case MoveKind.REDEAL:
            # The waste goes back face down so that the second pass comes in the same order.
            steps = [Step(card, WASTE_PILE, TALON_PILE) for card in reversed(position.waste)]
            position.talon = position.waste[::-1]
            position.waste = []
            position.redeals += 1
        case MoveKind.FINISH:
            steps = finish_steps(position)
            for step in steps:
                position.columns[step.src.index].pop()
                position.foundations[step.dst.index] = step.card.rank
            return steps
        case MoveKind.PLAY:
            steps = _play(position, move)
        case _:
            assert_never(move.kind)
    if auto:
        steps.extend(auto_play(position))
    return steps


def _play(position: Position, move: Move) -> list[Step]:
    """A played card or run (a `MoveKind.PLAY`), carried out: its single-card steps."""
    steps: list[Step]
    if move.src == WASTE:
        card = position.waste.pop()
        if move.dst == FOUNDATION:
            steps = [_send_up(position, card, WASTE_PILE, False)]
        else:
            position.columns[move.dst].append(card)
            steps = [Step(card, WASTE_PILE, column_pile(move.dst))]
    elif move.dst == FOUNDATION:
        card = position.columns[move.src].pop()
        steps = [_send_up(position, card, column_pile(move.src), False)]
    elif position.variant.runs is RunMoves.AS_UNIT or move.count == 1:
        run = lifted_cards(position, move.src, move.count)
        del position.columns[move.src][-move.count:]
        position.columns[move.dst].extend(run)
        # A relaxed run moves as a unit: one step per card, bottom of the run first.
        steps = [Step(card, column_pile(move.src), column_pile(move.dst)) for card in run]
    else:
        free = [c for c in position.empty_columns() if c != move.dst]
        steps = []
        for a, b in _decompose(move.src, move.dst, move.count, free):
            card = position.columns[a].pop()
            position.columns[b].append(card)
            steps.append(Step(card, column_pile(a), column_pile(b)))
    return steps
