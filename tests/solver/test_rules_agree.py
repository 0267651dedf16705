"""Every copy of a rule in the solver against the engine, on positions from real play.

The solver keeps its own move generators and appliers for speed (`compact.full_moves` and
`apply`, `core.Searcher.moves`, `core.autoplay` and `step`, `dead_end._table_moves`). Each
"nicht mehr gewinnbar" a player reads rests on them, so each is compared here with the engine
(`legal_moves`, `apply_move`, `auto_play`). Where the solver leaves out an engine move, the
test names the dominance (docs/solver.md, "Soundness of every pruning rule") and checks it.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from game.engine import FOUNDATION, MoveKind, Position, RunMoves, auto_play, legal_moves
from game.engine.rules import apply_move
from solver.compact import FOUND, WASTE, apply, from_position, parse_move
from solver.core import Searcher, autoplay, canonical_key, step
from solver.dead_ends import _table_moves
from tests.solver.played import positions

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _after(position: Position, move) -> Position:
    child = position.copy()
    apply_move(child, move)
    return child


def _key(position: Position) -> tuple:
    return canonical_key(from_position(position))


@SETTINGS
@given(position=positions)
def test_searcher_loses_no_engine_move_but_by_a_named_dominance(position: Position):
    """`Searcher.moves` ⊆ the legal moves, and every legal move it leaves out is one of:

    - a move onto an empty column that is not the first (rule 2): its child has the same
      canonical key as the same move onto the first empty column, which is generated;
    - a whole column into an empty one (rule 4): the child is the position itself up to
      column order;
    - "Alles ablegen" (R13): the search reaches the same won table by the single moves up,
      each of which it generates (checked here move by move).
    """
    state = from_position(position)
    searcher = Searcher(position.variant)
    mine = searcher.moves(state)
    engine = legal_moves(position)
    engine_compact = {parse_move(m): m for m in engine}
    assert len(set(mine)) == len(mine)
    assert set(mine) <= set(engine_compact), "the search generates an illegal move"
    generated_keys = {canonical_key(apply(state, m)) for m in mine}
    for compact, move in engine_compact.items():
        if compact in mine:
            continue
        if move.kind is MoveKind.FINISH:
            trial = state
            while trial.found != bytes((13,)) * 8:
                ups = [m for m in Searcher(position.variant).moves(trial) if m[1] == FOUND]
                assert ups, "the finish's cards cannot go up one by one"
                trial = apply(trial, ups[0])
            continue
        assert move.kind is MoveKind.PLAY and move.dst != FOUNDATION, move
        assert not position.columns[move.dst], f"{move} onto a card is left out"
        child_key = _key(_after(position, move))
        if move.src != WASTE and move.count == len(position.columns[move.src]):
            assert child_key == canonical_key(state), move  # rule 4
        else:
            assert child_key in generated_keys, move  # rule 2


@SETTINGS
@given(position=positions)
def test_autoplay_is_the_engines_auto_play(position: Position):
    """`core.autoplay` sends up the same cards from the same piles, in the same order, and ends
    on the same table as the engine's `auto_play` (R12)."""
    state = from_position(position)
    mine, moves = autoplay(state)
    engine = position.copy()
    steps = auto_play(engine)
    assert mine == from_position(engine)
    theirs = tuple((WASTE if s.src.kind.value == "waste" else s.src.index, FOUND, 1) for s in steps)
    assert moves == theirs


@SETTINGS
@given(position=positions)
def test_step_is_the_engines_move_then_auto_play(position: Position):
    """`core.step` on an auto-played state ≡ the engine's move with auto-play on, for every
    move the search makes."""
    auto_play(position)
    state = from_position(position)
    engine = {parse_move(m): m for m in legal_moves(position)}
    for m in Searcher(position.variant).moves(state):
        child, _ = step(state, m)
        after = position.copy()
        apply_move(after, engine[m], auto=True)
        assert child == from_position(after), m


def _table_children(position: Position) -> set[tuple]:
    """Keys of what the engine's table moves lead to (foundations frozen), without the position
    itself (the moves that change nothing up to column order)."""
    keys = set()
    for move in legal_moves(position):
        if move.kind is MoveKind.PLAY and move.dst != FOUNDATION and (position.variant.runs is RunMoves.AS_UNIT or move.count == 1):
            keys.add(_key(_after(position, move)))
    keys.discard(_key(position))
    return keys


@SETTINGS
@given(position=positions)
def test_dead_end_moves_are_the_engines_table_moves(position: Position):
    """`dead_end._table_moves` reaches, up to column order, exactly the positions of the engine's
    table moves (Relaxed: runs as units; Classic: single cards, of which every run is made —
    checked below on the engine's own decomposition)."""
    state = from_position(position)
    mine = {canonical_key(child) for child in _table_moves(state, position.variant.runs is RunMoves.AS_UNIT)}
    mine.discard(canonical_key(state))
    assert mine == _table_children(position)


@SETTINGS
@given(position=positions)
def test_a_classic_run_is_single_dead_end_moves(position: Position):
    """Classic run moves are left out of the dead-end search: each hop of the engine's own
    decomposition of a run through empty columns is a move the dead-end search makes."""
    if position.variant.runs is RunMoves.AS_UNIT:
        return
    for move in legal_moves(position):
        if move.kind is not MoveKind.PLAY or move.count < 2:
            continue
        here = position.copy()
        for step_ in apply_move(position.copy(), move):
            before = from_position(here)
            card = here.columns[step_.src.index].pop()
            here.columns[step_.dst.index].append(card)
            reachable = {canonical_key(c) for c in _table_moves(before, False)} | {canonical_key(before)}
            assert canonical_key(from_position(here)) in reachable, (move, step_)
