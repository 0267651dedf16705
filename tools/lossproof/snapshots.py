"""The snapshot model: a Classic position as a sequence of legal tables, one per stream event.

Why snapshots: the waste decides Classic deals – each card, when it leaves the waste, must find
a place on a table where every other card also has one. The stream events (a talon card turned,
a card leaving the waste) are ordered by the stack discipline alone; between two of them the
model lets the table change freely, but right after each one it asks for a *legal table*:

- each card is at its starting place, up, or in a column: as the bottom card of a column, or on
  a copy of the card one higher ("host") that is itself in a column and not covered by a card
  that has not left its starting place, one card per host;
- the columns holding cards – those whose starting bottom card is still there, and one per
  moved bottom card – are at most ten;
- the foundations hold, for every rank, no more copies than of the rank below.

Across snapshots: a card that has left its starting place never returns, a card up stays up, a
column card leaves after the card on it, talon cards arrive in turn order and the waste is a
stack. Every real win passes through these snapshots (`histories.follow` records them; tests map
the catalogue's lines onto the model), so a model without a solution is a proof of loss.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ortools.sat.python import cp_model

from game.engine import Position

from .histories import BOTTOM, START, UP_PLACE, Instance, LineHistory, Origin, instances

COLUMNS = 10


class Part(enum.Enum):
    """The switchable constraint groups (docs/experiments.md measures what each buys)."""

    LIFO = "lifo"              # the waste is a stack
    COLUMN = "column"          # a column card leaves after the card on it
    FOUNDATION = "foundation"  # per snapshot: no more copies of a rank up than of the rank below
    PLACES = "places"          # per snapshot: every moved card on a free host or a column bottom
    COLUMNS = "columns"        # per snapshot: at most ten columns hold cards


ALL_PARTS = frozenset(Part)


@dataclass
class SnapshotModel:
    """The CP-SAT model and its variables: ``gone[x][s]`` (x has left its starting place at
    snapshot s), ``up[x][s]``, ``bottom[x][s]``, ``on[x][h][s]``, and the event index of each turn
    (``turn[k]``) and of each stream card's leaving (``leave[x]``)."""

    model: cp_model.CpModel
    cards: list[Instance]
    events: int
    turns: bool
    gone: list[list[cp_model.IntVar]] = field(default_factory=list)
    up: list[list[cp_model.IntVar]] = field(default_factory=list)
    bottom: list[list[cp_model.IntVar]] = field(default_factory=list)
    on: list[dict[int, list[cp_model.IntVar]]] = field(default_factory=list)
    turn: list[cp_model.IntVar] = field(default_factory=list)
    leave: dict[int, cp_model.IntVar] = field(default_factory=dict)


def build(position: Position, parts: frozenset[Part] = ALL_PARTS, turns: bool = False) -> SnapshotModel:
    """The snapshot model of a Classic position (snapshot 0 is the position itself).

    With ``turns`` there is a snapshot after every stream event; without (the default, half the
    size), only after each card leaves the stream, and ``turn[k]`` counts the cards that left
    before turn k."""
    cards = instances(position)
    stream = [x for x, c in enumerate(cards) if c.origin is Origin.STREAM]
    sm = SnapshotModel(cp_model.CpModel(), cards, len(stream) + (len(position.talon) if turns else 0), turns)
    by_code: dict[int, list[int]] = {}
    for i, c in enumerate(cards):
        by_code.setdefault(c.code, []).append(i)
    _stream(sm, stream, len(position.talon))
    _states(sm)
    if Part.LIFO in parts:
        _lifo(sm, stream)
    if Part.COLUMN in parts:
        for x, card in enumerate(cards):
            if card.above >= 0:
                for s in range(sm.events + 1):
                    sm.model.add_implication(sm.gone[x][s], sm.gone[card.above][s])
    if Part.FOUNDATION in parts:
        _foundations(sm, position, by_code)
    _places(sm, by_code, parts)
    return sm


def _stream(sm: SnapshotModel, stream: list[int], talon: int) -> None:
    """Event indices: the turns in order, each stream card leaving once, after it arrived."""
    m, events = sm.model, sm.events
    sm.turn = [m.new_int_var(int(sm.turns), events, f"turn{k}") for k in range(talon)]
    for x in stream:
        sm.leave[x] = m.new_int_var(1, events, f"leave{x}")
        if sm.cards[x].arrival:
            m.add(sm.turn[sm.cards[x].arrival - 1] < sm.leave[x])
    m.add_all_different([*sm.turn, *sm.leave.values()] if sm.turns else sm.leave.values())
    for k in range(1, talon):
        m.add(sm.turn[k - 1] < sm.turn[k] if sm.turns else sm.turn[k - 1] <= sm.turn[k])


def _states(sm: SnapshotModel) -> None:
    """``gone`` and ``up`` per snapshot: both only ever switch on, up implies gone, and a stream
    card is gone exactly from its leaving event on."""
    m = sm.model
    snaps = range(sm.events + 1)
    for x in range(len(sm.cards)):
        gone = [m.new_bool_var(f"g{x}_{s}") for s in snaps]
        up = [m.new_bool_var(f"u{x}_{s}") for s in snaps]
        m.add(gone[0] == 0)
        m.add(up[0] == 0)
        for s in snaps:
            m.add_implication(up[s], gone[s])
            if s:
                m.add_implication(gone[s - 1], gone[s])
                m.add_implication(up[s - 1], up[s])
        if x in sm.leave:
            for s in snaps:
                m.add(sm.leave[x] <= s).only_enforce_if(gone[s])
                m.add(sm.leave[x] > s).only_enforce_if(gone[s].Not())
        sm.gone.append(gone)
        sm.up.append(up)


def _lifo(sm: SnapshotModel, stream: list[int]) -> None:
    """Stream cards i below j: i leaves before j arrives, or j leaves before i."""
    m = sm.model
    for a, i in enumerate(stream):
        for j in stream[a + 1:]:
            if not sm.cards[j].arrival:
                m.add(sm.leave[j] < sm.leave[i])
                continue
            first = m.new_bool_var("")
            arrives = sm.turn[sm.cards[j].arrival - 1]
            m.add(sm.leave[i] < arrives if sm.turns else sm.leave[i] <= arrives).only_enforce_if(first)
            m.add(sm.leave[j] < sm.leave[i]).only_enforce_if(first.Not())


def _foundations(sm: SnapshotModel, position: Position, by_code: dict[int, list[int]]) -> None:
    m = sm.model
    for suit in range(4):
        tops = position.foundations[2 * suit: 2 * suit + 2]
        for rank in range(2, 14):
            mine = by_code.get(suit * 16 + rank, [])
            below = by_code.get(suit * 16 + rank - 1, [])
            lead = sum(t >= rank - 1 for t in tops) - sum(t >= rank for t in tops)
            for s in range(sm.events + 1):
                m.add(sum(sm.up[x][s] for x in mine) <= lead + sum(sm.up[y][s] for y in below))


def _places(sm: SnapshotModel, by_code: dict[int, list[int]], parts: frozenset[Part]) -> None:
    """Every moved card that is not up lies on a free host or is a column's bottom card."""
    m = sm.model
    cards = sm.cards
    snaps = range(sm.events + 1)
    for x, card in enumerate(cards):
        hosts = by_code.get(card.code + 1, []) if card.code & 15 < 13 else []
        sm.bottom.append([m.new_bool_var(f"b{x}_{s}") for s in snaps])
        sm.on.append({h: [m.new_bool_var(f"o{x}_{h}_{s}") for s in snaps] for h in hosts})
        for s in snaps:
            choices = [sm.bottom[x][s], *(sm.on[x][h][s] for h in hosts)]
            if Part.PLACES in parts:
                m.add(sum(choices) == sm.gone[x][s] - sm.up[x][s])
            else:
                m.add(sum(choices) <= sm.gone[x][s] - sm.up[x][s])
    if Part.PLACES in parts:
        for h, host in enumerate(cards):
            lower = [x for x in by_code.get(host.code - 1, [])]
            for s in snaps:
                lying = [sm.on[x][h][s] for x in lower]
                if not lying:
                    continue
                m.add_at_most_one(lying)
                for lit in lying:
                    m.add_implication(lit, sm.up[h][s].Not())
                    if host.origin is Origin.STREAM:
                        m.add_implication(lit, sm.gone[h][s])
                    elif host.above >= 0:
                        m.add_implication(lit, sm.gone[host.above][s])
    if Part.COLUMNS in parts:
        bottoms = [x for x, c in enumerate(cards) if c.origin is Origin.COLUMN and c.below < 0]
        for s in snaps:
            m.add(sum(1 - sm.gone[b][s] for b in bottoms) + sum(sm.bottom[x][s] for x in range(len(cards))) <= COLUMNS)


def fix_to_line(sm: SnapshotModel, line: LineHistory) -> None:
    """Constrain every variable to the snapshots of the won ``line`` (the soundness check)."""
    if sm.turns:
        fix_to_snapshots(sm, line.snapshots, line.turn_events, line.leave_events)
        return
    kept = [0, *sorted(line.leave_events.values())]  # snapshot 0 and one after each departure
    index = {s: d for d, s in enumerate(kept)}
    turns = [sum(s < t for s in kept[1:]) for t in line.turn_events]
    fix_to_snapshots(sm, [line.snapshots[s] for s in kept], turns, {x: index[s] for x, s in line.leave_events.items()})


def fix_to_snapshots(sm: SnapshotModel, places: list[list[int]], turns: list[int], leaves: dict[int, int]) -> None:
    """Constrain every variable to given snapshots: ``places[s][x]`` is START, UP_PLACE, BOTTOM
    or the host instance; ``turns``/``leaves`` the event indices of the turns and departures."""
    m = sm.model
    for var, k in zip(sm.turn, turns, strict=True):
        m.add(var == k)
    for x, s in leaves.items():
        m.add(sm.leave[x] == s)
    for s, row in enumerate(places):
        for x, place in enumerate(row):
            m.add(sm.gone[x][s] == int(place != START))
            m.add(sm.up[x][s] == int(place == UP_PLACE))
            m.add(sm.bottom[x][s] == int(place == BOTTOM))
            for h, lits in sm.on[x].items():
                m.add(lits[s] == int(place == h))

