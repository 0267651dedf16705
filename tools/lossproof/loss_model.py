"""The loss model: a relaxation of a Classic position as a CP-SAT scheduling problem.

Why: every bound of the solver is a least fixpoint of "can happen by talon index t", and such
a fixpoint cannot say "not both at once" (docs/solver.md, "Where it fails"). A constraint
solver can: its search with clause learning decides disjunctions such as "this 4♦ lies on
that 5♦ before the other 4♦ does, or after". If a model that every real win satisfies has no
solution, the position is lost.

The model, per card instance x (numbering of `histories.instances`), with event times that
stand for the index of a single-card step:

- ``m[x][0..K]``: the times of its first K + 1 moves (``m[x][0]`` leaves its starting place),
  ``up[x]`` the time it goes up; a card with fewer moves has the rest at ``up[x]``;
- ``dest[x][j]``: where move j takes it – DEAD (it went up before), UP, an empty column, or a
  copy h of the card one higher ("host"); moves 0..K-1 start a *stay* that lasts until the next
  move, move K (the exit) only an instant: what the card does after it is forgotten.

Every constraint is a fact of every real win (histories.follow maps a won line onto the
variables; tests check the whole catalogue), each switchable for measuring (`Part`):

- STREAM: talon cards arrive in turn order and leave after they arrive;
- LIFO: the waste is a stack – a card that arrives while an earlier one waits leaves first;
- COLUMN: a column card leaves after the card on it (Classic moves single cards);
- FOUNDATION: the k-th copy of a rank goes up after the k-th copy of the rank below (the two
  foundations of a suit);
- HOSTS: a card put on h finds h exposed (the card on it at the start gone, h out of the
  waste), not up, and h does not go up while it lies there;
- EXCLUSIVE (with HOSTS): no other copy lies on h at the same time, and h does not move while
  a card lies on it (one interval per stay in a no-overlap constraint per host);
- EMPTY: the columns held – by their starting cards until the bottom one leaves, by a card
  that moved into an empty column until it leaves – never number more than ten;
- NO_REPEAT: a card never moves onto the host it lies on, nor from an empty column into
  another one (a pointless move that any win can drop).

Event times only matter through their order, so a horizon of one slot per event suffices.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ortools.sat.python import cp_model

from game.engine import Position

from .histories import EMPTY as EMPTY_DEST, UP as UP_DEST, Instance, LineHistory, Origin, instances

DEAD, UP, EMPTY = "dead", "up", "empty"  # the kinds of a destination besides the hosts (ints)


class Part(enum.Enum):
    """The switchable constraint groups (see the module docstring)."""

    STREAM = "stream"
    LIFO = "lifo"
    COLUMN = "column"
    FOUNDATION = "foundation"
    HOSTS = "hosts"
    EXCLUSIVE = "exclusive"
    EMPTY = "empty"
    NO_REPEAT = "no_repeat"


ALL_PARTS = frozenset(Part)
COLUMNS = 10


@dataclass
class LossModel:
    """The CP-SAT model of one position and its variables (kept to fix them to a line's values)."""

    model: cp_model.CpModel
    cards: list[Instance]
    stays: int
    horizon: int
    moves: list[list[cp_model.IntVar]] = field(default_factory=list)
    up: list[cp_model.IntVar] = field(default_factory=list)
    turns: list[cp_model.IntVar] = field(default_factory=list)
    dest: list[list[dict[str | int, cp_model.IntVar]]] = field(default_factory=list)


def build(position: Position, stays: int = 2, parts: frozenset[Part] = ALL_PARTS) -> LossModel:
    """The model of a Classic position with ``stays`` modelled stays per card (K above)."""
    cards = instances(position)
    horizon = len(position.talon) + len(cards) * (stays + 2) + 2
    lm = LossModel(cp_model.CpModel(), cards, stays, horizon)
    m = lm.model
    by_code: dict[int, list[int]] = {}
    for i, c in enumerate(cards):
        by_code.setdefault(c.code, []).append(i)
    lm.turns = [m.new_int_var(1, horizon, f"turn{a}") for a in range(1, len(position.talon) + 1)]
    for x, card in enumerate(cards):
        _variables(lm, x, by_code.get(card.code + 1, []) if card.code & 15 < 13 else [])
        _chain(m, lm, x)
    if Part.STREAM in parts:
        _stream(m, lm)
    if Part.LIFO in parts:
        _lifo(m, lm)
    if Part.COLUMN in parts:
        for x, card in enumerate(cards):
            if card.above >= 0:
                m.add(lm.moves[card.above][0] < lm.moves[x][0])
    if Part.FOUNDATION in parts:
        _foundations(m, lm, position, by_code)
    if Part.HOSTS in parts:
        _hosts(m, lm, by_code, Part.EXCLUSIVE in parts)
    if Part.EMPTY in parts:
        _empty_columns(m, lm)
    if Part.NO_REPEAT in parts:
        _no_repeat(lm)
    return lm


def _no_repeat(lm: LossModel) -> None:
    """Never onto the host it lies on, nor from an empty column into an empty column."""
    for x in range(len(lm.cards)):
        for j in range(lm.stays):
            here, after = lm.dest[x][j], lm.dest[x][j + 1]
            for key in here:
                if key not in (DEAD, UP):
                    lm.model.add_implication(here[key], after[key].Not())


def _variables(lm: LossModel, x: int, hosts: list[int]) -> None:
    """Card x's move times, its up time, and each move's destination (exactly one option)."""
    m = lm.model
    lm.moves.append([m.new_int_var(1, lm.horizon, f"m{x}_{j}") for j in range(lm.stays + 1)])
    lm.up.append(m.new_int_var(1, lm.horizon, f"up{x}"))
    row = []
    for j in range(lm.stays + 1):
        options: dict[str | int, cp_model.IntVar] = {k: m.new_bool_var(f"{k}{x}_{j}") for k in (DEAD, UP, EMPTY)}
        options.update({h: m.new_bool_var(f"h{x}_{j}_{h}") for h in hosts})
        m.add_exactly_one(options.values())
        row.append(options)
    lm.dest.append(row)


def _live(options: dict[str | int, cp_model.IntVar]) -> list[cp_model.LinearExprT]:
    """Literals that together say "this move takes the card to a column"."""
    return [options[DEAD].Not(), options[UP].Not()]


def _chain(m: cp_model.CpModel, lm: LossModel, x: int) -> None:
    """One card's moves: in time order, UP once, then DEAD; every move after UP is at up[x]."""
    moves, dest, up = lm.moves[x], lm.dest[x], lm.up[x]
    m.add(dest[0][DEAD] == 0)
    for j, options in enumerate(dest):
        m.add(moves[j] == up).only_enforce_if(options[UP])
        nxt = moves[j + 1] if j + 1 < len(moves) else up
        m.add(moves[j] <= nxt)
        m.add(moves[j] < nxt).only_enforce_if(_live(options))
        if j + 1 < len(dest):
            after = dest[j + 1][DEAD]
            m.add_bool_or([options[DEAD], options[UP], after.Not()])  # DEAD follows only DEAD or UP
            m.add_implication(options[DEAD], after)
            m.add_implication(options[UP], after)
            m.add(moves[j + 1] == moves[j]).only_enforce_if(after)


def _stream(m: cp_model.CpModel, lm: LossModel) -> None:
    for a in range(1, len(lm.turns)):
        m.add(lm.turns[a - 1] < lm.turns[a])
    for x, card in enumerate(lm.cards):
        if card.origin is Origin.STREAM and card.arrival:
            m.add(lm.turns[card.arrival - 1] < lm.moves[x][0])


def _arrival(lm: LossModel, card: Instance) -> cp_model.IntVar | int:
    return lm.turns[card.arrival - 1] if card.arrival else 0


def _lifo(m: cp_model.CpModel, lm: LossModel) -> None:
    """Stream cards i before j (j arrives later): i leaves before j arrives, or j leaves before i."""
    stream = [x for x, c in enumerate(lm.cards) if c.origin is Origin.STREAM]
    for a, i in enumerate(stream):
        for j in stream[a + 1:]:
            arrive_j = _arrival(lm, lm.cards[j])
            if isinstance(arrive_j, int):
                m.add(lm.moves[j][0] < lm.moves[i][0])
                continue
            first = m.new_bool_var(f"lifo{i}_{j}")
            m.add(lm.moves[i][0] < arrive_j).only_enforce_if(first)
            m.add(lm.moves[j][0] < lm.moves[i][0]).only_enforce_if(first.Not())


def _foundations(m: cp_model.CpModel, lm: LossModel, position: Position, by_code: dict[int, list[int]]) -> None:
    """Per suit and rank: the k-th copy up comes after the (k − d)-th copy of the rank below,
    d being how many more copies of the rank below than of this rank are up already."""
    for suit in range(4):
        tops = position.foundations[2 * suit: 2 * suit + 2]
        for rank in range(2, 14):
            mine = [lm.up[x] for x in by_code.get(suit * 16 + rank, [])]
            below = [lm.up[x] for x in by_code.get(suit * 16 + rank - 1, [])]
            lead = sum(t >= rank - 1 for t in tops) - sum(t >= rank for t in tops)
            a, b = _sorted(m, mine, lm.horizon), _sorted(m, below, lm.horizon)
            for k, t in enumerate(a):
                if k - lead >= 0:
                    m.add(t > b[k - lead])


def _sorted(m: cp_model.CpModel, times: list[cp_model.IntVar], horizon: int) -> list[cp_model.IntVar]:
    """The times in increasing order (one or two copies of a card are not up yet)."""
    if len(times) < 2:
        return times
    lo, hi = m.new_int_var(0, horizon, ""), m.new_int_var(0, horizon, "")
    m.add_min_equality(lo, times)
    m.add_max_equality(hi, times)
    return [lo, hi]


def _stay(m: cp_model.CpModel, lm: LossModel, x: int, j: int, lit: cp_model.IntVar,
          sizes: dict[tuple[int, int], cp_model.IntVar]) -> cp_model.IntervalVar:
    """The optional interval of move j's stay (j < K) or of the exit's first instant (j = K)."""
    start = lm.moves[x][j]
    if j == lm.stays:
        return m.new_optional_fixed_size_interval_var(start, 1, lit, "")
    if (x, j) not in sizes:
        sizes[x, j] = m.new_int_var(0, lm.horizon, f"size{x}_{j}")
    return m.new_optional_interval_var(start, sizes[x, j], lm.moves[x][j + 1], lit, "")


def _end(lm: LossModel, x: int, j: int) -> cp_model.IntVar:
    """When the stay begun by move j ends (for the exit: its own instant)."""
    return lm.moves[x][j + 1] if j < lm.stays else lm.moves[x][j]


def _hosts(m: cp_model.CpModel, lm: LossModel, by_code: dict[int, list[int]], exclusive: bool) -> None:
    sizes: dict[tuple[int, int], cp_model.IntVar] = {}
    for h, host in enumerate(lm.cards):
        intervals = []
        if host.origin is Origin.COLUMN and host.above >= 0:
            cover = lm.moves[host.above][0]
            intervals.append(m.new_interval_var(0, cover, cover, ""))
        for j, options in enumerate(lm.dest[h]):
            present = m.new_bool_var("") if j else 1
            if j:
                m.add(present == options[DEAD].Not())
            intervals.append(m.new_optional_fixed_size_interval_var(lm.moves[h][j], 1, present, ""))
        for x in by_code.get(host.code - 1, []):
            for j, options in enumerate(lm.dest[x]):
                lit = options[h]
                intervals.append(_stay(m, lm, x, j, lit, sizes))
                m.add(lm.up[h] > _end(lm, x, j)).only_enforce_if(lit)
                if host.origin is Origin.STREAM:
                    m.add(lm.moves[h][0] < lm.moves[x][j]).only_enforce_if(lit)
                elif host.above >= 0:
                    m.add(lm.moves[host.above][0] < lm.moves[x][j]).only_enforce_if(lit)
        if exclusive:
            m.add_no_overlap(intervals)


def _empty_columns(m: cp_model.CpModel, lm: LossModel) -> None:
    sizes: dict[tuple[int, int], cp_model.IntVar] = {}
    intervals = []
    for card in lm.cards:
        if card.origin is Origin.COLUMN and card.below < 0:
            leave = lm.moves[lm.cards.index(card)][0]
            intervals.append(m.new_interval_var(0, leave, leave, ""))
    for x in range(len(lm.cards)):
        for j, options in enumerate(lm.dest[x]):
            intervals.append(_stay(m, lm, x, j, options[EMPTY], sizes))
    m.add_cumulative(intervals, [1] * len(intervals), COLUMNS)


def fix_to_line(lm: LossModel, line: LineHistory) -> None:
    """Constrain every variable to the value the won ``line`` gives it (the soundness check)."""
    events = {0}
    plan: list[tuple[list[int], list[str | int], int]] = []
    for history in line.histories:
        up = history.up
        moves = [t for t, _ in history.moves[: lm.stays + 1]]
        kinds: list[str | int] = [UP if d == UP_DEST else EMPTY if d == EMPTY_DEST else d
                                  for _, d in history.moves[: lm.stays + 1]]
        while len(moves) < lm.stays + 1:
            moves.append(up)
            kinds.append(DEAD)
        plan.append((moves, kinds, up))
        events.update(moves)
        events.add(up)
    events.update(line.turns)
    rank = {t: i for i, t in enumerate(sorted(events))}
    m = lm.model
    for var, t in zip(lm.turns, line.turns, strict=True):
        m.add(var == rank[t])
    for x, (moves, kinds, up) in enumerate(plan):
        m.add(lm.up[x] == rank[up])
        for j, (t, kind) in enumerate(zip(moves, kinds, strict=True)):
            m.add(lm.moves[x][j] == rank[t])
            m.add(lm.dest[x][j][kind] == 1)

