"""Positions from real deals played some random moves: the material of the property tests.

A helper module (not a test module): the tests that compare the solver's rules with the
engine's draw their positions from here, so each of them sees the same kind of table.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

from hypothesis import strategies as st

from game.engine import CLASSIC, FOUNDATION, RELAXED, WASTE, Move, MoveKind, Position, deal, legal_moves
from game.engine.rules import apply_move

VARIANTS = (CLASSIC, RELAXED)


def played(number: int, variant: str, moves: int, seed: int, emptier: float = 0.0) -> Position:
    """Game ``number`` after ``moves`` random legal moves (biased to table moves, so that runs,
    empty columns and a long waste occur), stopping early when no move is left. ``emptier``:
    the chance to take a move that empties a column whenever there is one (several empty
    columns, and the run limits that count them, are rare in plain random play)."""
    rng = random.Random(seed)
    position = deal(number, variant)
    for _ in range(moves):
        options = legal_moves(position)
        if not options:
            break
        table = [m for m in options if m.kind is MoveKind.PLAY]
        up = [m for m in table if m.dst == FOUNDATION]
        emptying = [m for m in table if m.src != WASTE and m.count == len(position.columns[m.src])
                    and (m.dst == FOUNDATION or position.columns[m.dst])]
        if emptying and rng.random() < emptier:
            move = rng.choice(emptying)
        elif up and rng.random() < 0.7:
            move = rng.choice(up)
        elif table and rng.random() < 0.75:
            move = rng.choice(table)
        else:
            move = rng.choice(options)
        apply_move(position, move, auto=rng.random() < 0.5)
    return position


LINES = Path(__file__).resolve().parents[2] / "assets" / "deals"


@cache
def shipped_lines(variant: str) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The first 300 shipped winning lines of a variant: (game number, moves)."""
    rows = (LINES / f"{variant}.txt.lines").read_text(encoding="utf-8").splitlines()[:300]
    return tuple((int(number), tuple(moves.split())) for number, _, moves in (r.partition(" ") for r in rows))


def along_a_line(variant: str, pick: int, share: float, moves: int, seed: int) -> Position:
    """A shipped winning line played to ``share`` of its length, then ``moves`` random moves:
    late positions with several empty columns and long runs, which random play alone rarely
    reaches."""
    lines = shipped_lines(variant)
    number, line = lines[pick % len(lines)]
    position = deal(number, variant)
    for text in line[: int(len(line) * share)]:
        apply_move(position, Move.parse(text))
    rng = random.Random(seed)
    for _ in range(moves):
        options = legal_moves(position)
        if not options:
            break
        apply_move(position, rng.choice(options), auto=rng.random() < 0.5)
    return position


random_play = st.builds(
    played,
    number=st.integers(1, 32000),
    variant=st.sampled_from(VARIANTS),
    moves=st.integers(0, 400),
    seed=st.integers(0, 2**32 - 1),
    emptier=st.sampled_from((0.0, 0.9)),
)

lines_then_random = st.builds(
    along_a_line,
    variant=st.sampled_from(VARIANTS),
    pick=st.integers(0, 299),
    share=st.floats(0.3, 1.0),
    moves=st.integers(0, 30),
    seed=st.integers(0, 2**32 - 1),
)

positions = st.one_of(random_play, lines_then_random)
