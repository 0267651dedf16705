"""Dead ends (R17): with the talon used up, can any card still reach a foundation?

Two steps: the reachability fixpoint (`fixpoint.table_is_dead`) decides most stuck positions
without a search; when it cannot, an exhaustive search over table moves (foundations frozen)
looks for a position where some card fits a foundation. See docs/solver.md for why both are
sound.
"""

from __future__ import annotations

from game.engine import Position, RunMoves, Variant

from .budget import POLL_EVERY, Budget
from .compact import State, fits, from_position, run_length
from .fixpoint import table_is_dead
from .verdict import DeadEndVerdict, Verdict


def dead_end(position: Position, budget: Budget | float | None = 1.0) -> DeadEndVerdict:
    """R17: with the talon used up (Relaxed: its redeal too), can any card still go up?

    Returns NOT_DEAD_END, DEAD_END or UNKNOWN. Sound: never DEAD_END while a card can still go
    up. A position with talon cards (or a redeal) left is not asked about: UNKNOWN, unless a
    card fits a foundation right now (NOT_DEAD_END). A won position is a DEAD_END too (no card
    is left to go up): the caller asks about positions in play.
    """
    if not isinstance(budget, Budget):
        budget = Budget(seconds=budget)
    state = from_position(position)
    variant = position.variant
    if position.is_won():
        return Verdict.DEAD_END
    if (state.waste and fits(state.found, state.waste[-1]) >= 0) or any(
        c and fits(state.found, c[-1]) >= 0 for c in state.cols
    ):
        return Verdict.NOT_DEAD_END
    if not position.talon_spent():
        return Verdict.UNKNOWN
    if table_is_dead(state, variant):
        return Verdict.DEAD_END
    return table_search(state, variant, budget)


def _table_moves(state: State, unit_runs: bool) -> list[State]:
    """Every table move that may matter, foundations frozen (none fits, or we would be done).

    Runs that move card by card: single cards only (runs are made of them). Only the first empty column is a
    target, and never for a whole column.
    """
    cols, found, waste, talon, redeals = state
    empty = next((c for c, col in enumerate(cols) if not col), -1)
    tops: dict[int, list[int]] = {}
    for c, col in enumerate(cols):
        if col:
            tops.setdefault(col[-1], []).append(c)
    out: list[State] = []
    if waste:
        w = waste[-1]
        targets = list(tops.get(w + 1, ()))
        if empty >= 0:
            targets.append(empty)
        for d in targets:
            new = list(cols)
            new[d] = cols[d] + waste[-1:]
            out.append(State(tuple(new), found, waste[:-1], talon, redeals))
    for s, col in enumerate(cols):
        if not col:
            continue
        run = run_length(col) if unit_runs else 1
        for count in range(1, run + 1):
            base = col[-count]
            targets = [d for d in tops.get(base + 1, ()) if d != s]
            if empty >= 0 and count < len(col):
                targets.append(empty)
            for d in targets:
                new = list(cols)
                new[s] = col[:-count]
                new[d] = cols[d] + col[-count:]
                out.append(State(tuple(new), found, waste, talon, redeals))
    return out


def table_search(start: State, variant: Variant, budget: Budget) -> DeadEndVerdict:
    """Depth-first search over table moves for a position where a card fits a foundation."""
    unit_runs = variant.runs is RunMoves.AS_UNIT
    found = start.found

    def key(s: State) -> bytes:
        return s.waste + b"\0" + b"\0".join(sorted(s.cols))

    seen = {key(start)}
    stack = [start]
    nodes = 0
    while stack:
        state = stack.pop()
        nodes += 1
        if nodes % POLL_EVERY == 0 and budget.spent(nodes):
            return Verdict.UNKNOWN
        for child in _table_moves(state, unit_runs):
            k = key(child)
            if k in seen:
                continue
            seen.add(k)
            if (child.waste and fits(found, child.waste[-1]) >= 0) or any(
                c and fits(found, c[-1]) >= 0 for c in child.cols
            ):
                return Verdict.NOT_DEAD_END
            stack.append(child)
    return Verdict.DEAD_END
