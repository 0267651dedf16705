"""A brute-force referee for every "lost" the solver says: exhaustive search on the plain engine.

The referee knows nothing of the solver: it walks every position reachable by the engine's
`legal_moves` and `apply_move` (no pruning, no bounds, no auto-play, no canonical order; a set
of `Position.key()` values so that no position is expanded twice) and answers two questions
exactly: can the game still be won, and can any card still go up at all. On thousands of small
generated positions (few cards off the foundations, a short talon, both variants, a redeal
left or not, with and without empty columns) every verdict of the solver must agree with it:

- `solve`: SOLVABLE comes with a line the engine replays to a win; UNSOLVABLE only where the
  referee finds no win;
- `dead_end`: DEAD_END only where no card can ever go up, NOT_DEAD_END only where one can;
- each bound (`capacity_lost`, `timed_lost`, `cannot_win`, `parking_bound`, `lost_at_start`,
  the column proof) says "lost" only where the referee finds no win, and `table_is_dead` only
  where no card can go up — asked on the position as dealt here and after safe auto-play.

The default run checks a fixed sample of 3,000 positions; ``-m slow`` checks 30,000.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import pytest

from game.engine import CLASSIC, FOUNDATION, RELAXED, MoveKind, Position, auto_play, legal_moves, parse_board
from game.engine.rules import apply_move
from solver import Budget, Verdict, dead_end, solve, verify_line
from solver.capacity import capacity_lost
from solver.compact import from_position
from solver.core import Searcher, autoplay
from solver.fixpoint import cannot_win, table_is_dead
from solver.parking import parking_bound
from solver.proof import column_proof
from solver.search import lost_at_start
from solver.timeline import timed_lost
from tests.positions import cards
from tests.solver.boards import FROZEN, ONE_MOVE_FROM_UP

NODE_CAP = 20_000  # positions the referee may visit; a bigger position is drawn again


class TooBig(Exception):
    """The referee's search passed its cap: the generator drew too big a position."""


def memo_key(position: Position) -> tuple:
    """The position's key with its columns in sorted order: no rule depends on where a column
    stands (checked by `test_the_rules_ignore_column_order` below), and without it the empty
    columns of a small position multiply its arrangements beyond any exhaustive search."""
    variant, redeals, foundations, talon, waste, columns = position.key()
    return variant, redeals, foundations, talon, waste, tuple(sorted(columns))


def reachable(position: Position, goal, moves_allowed) -> bool:
    """Is a position satisfying ``goal`` reachable by the engine's moves that ``moves_allowed``?"""
    seen = {memo_key(position)}
    stack = [position]
    while stack:
        here = stack.pop()
        if goal(here):
            return True
        for move in legal_moves(here):
            if not moves_allowed(here, move):
                continue
            child = here.copy()
            apply_move(child, move)
            key = memo_key(child)
            if key not in seen:
                if len(seen) >= NODE_CAP:
                    raise TooBig
                seen.add(key)
                stack.append(child)
    return False


def can_win(position: Position) -> bool:
    return reachable(position, Position.is_won, lambda _p, _m: True)


def card_can_go_up(position: Position) -> bool:
    """R17's question for the referee: with the foundations frozen, does any play reach a
    position where some card fits a foundation?"""

    def fits(here: Position) -> bool:
        return any(m.kind is MoveKind.PLAY and m.dst == FOUNDATION for m in legal_moves(here))

    return reachable(position, fits, lambda _p, m: not (m.kind is MoveKind.FINISH or m.to_foundation))


def small_position(rng: random.Random, most_cards: int) -> Position:
    """A legal table with few cards off the foundations (the highest ranks of some foundations),
    a talon of 0–4 cards and a waste of 0–3. Half of the tables are crowded: 10 to
    ``most_cards`` cards with every column filled and the lower cards of a suit tending to lie
    under the higher (where lost positions live); the others have 3–10 cards in a few columns,
    the rest empty."""
    variant = rng.choice((CLASSIC, RELAXED))
    crowded = rng.random() < 0.5
    talon_size, waste_size = rng.randint(0, 4), rng.randint(0, 3)
    left = rng.randint(14, most_cards) + talon_size + waste_size if crowded else rng.randint(3, 10)
    foundations = [13] * 8
    used = rng.sample(range(8), rng.randint(2, 8) if crowded else rng.randint(1, 4))
    for _ in range(left):
        f = rng.choice([f for f in used if foundations[f] > 0] or [f for f in range(8) if foundations[f] > 0])
        foundations[f] -= 1
    # The two foundations of a suit keep the higher one first, as play and the board text do.
    for f in range(0, 8, 2):
        foundations[f : f + 2] = sorted(foundations[f : f + 2], reverse=True)
    pool = [f"{'A23456789TJQK'[r - 1]}{'CDHS'[f // 2]}" for f, top in enumerate(foundations) for r in range(top + 1, 14)]
    loose = cards(" ".join(pool))
    rng.shuffle(loose)
    talon = [loose.pop() for _ in range(min(talon_size, len(loose) - 1))]
    waste = [loose.pop() for _ in range(min(waste_size, len(loose) - 1))]
    columns: list[list] = [[] for _ in range(10)]
    used_columns = list(range(10)) if crowded else rng.sample(range(10), rng.randint(1, min(4, len(loose))))
    for i, card in enumerate(loose):
        target = used_columns[i] if i < len(used_columns) else rng.choice(used_columns)
        columns[target].append(card)
    if crowded:
        for column in columns:
            if rng.random() < 0.8:
                column.sort(key=lambda card: card.rank)  # low under high: the card below is stuck
    redeals = rng.randint(0, 1) if variant == RELAXED else 0
    position = Position(variant, columns, foundations, talon, waste, redeals)
    position.check()
    return position


def near_a_lock(rng: random.Random) -> Position:
    """A table near the lost boards of the tests (`FROZEN`: every column topped by a card whose
    higher twins lie buried; `ONE_MOVE_FROM_UP`): a few of its cards swapped between piles,
    sometimes one card moved to another pile (a column may empty), either variant, a redeal
    left or not. Small tables drawn at random are almost never lost (every one of thousands
    drawn was won): losses need every column locked, and these are where they live."""
    template = parse_board(rng.choice((FROZEN, ONE_MOVE_FROM_UP)))
    variant = rng.choice((CLASSIC, RELAXED))
    redeals = rng.randint(0, 1) if variant == RELAXED else 0
    position = Position(variant, template.columns, template.foundations, template.talon, template.waste, redeals)
    piles = [position.waste, position.talon, *position.columns]
    for _ in range(rng.choice((0, 1, 1, 2, 3, 5))):
        a, b = rng.choice([p for p in piles if p]), rng.choice([p for p in piles if p])
        i, j = rng.randrange(len(a)), rng.randrange(len(b))
        a[i], b[j] = b[j], a[i]
    if rng.random() < 0.3:
        source = rng.choice([p for p in piles if p])
        rng.choice(piles).append(source.pop(rng.randrange(len(source))))
    position.check()
    return position


@dataclass
class Tally:
    """What the referee checked, for the report and to show the sample covers the cases."""

    counts: Counter

    def add(self, *names: str) -> None:
        self.counts.update(names)


class Referee:
    """The referee's two answers for one position, each searched for only when a verdict needs it."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self._win: bool | None = None
        self._up: bool | None = None

    @property
    def win(self) -> bool:
        if self._win is None:
            self._win = can_win(self.position)
        return self._win

    @property
    def up(self) -> bool:
        if self._up is None:
            self._up = card_can_go_up(self.position)
        return self._up


def check_one(position: Position, tally: Tally) -> None:
    """Every verdict of the solver on ``position`` against the referee (raises on disagreement)."""
    board = position.text()
    referee = Referee(position)
    tally.add(position.variant.name, "empty column" if position.empty_columns() else "no empty column")
    result = solve(position, Budget(seconds=5.0))
    tally.add(f"solve {result.verdict.value}")
    if result.verdict is Verdict.SOLVABLE:
        verify_line(position, result.moves)  # raises unless the engine replays it to a win: a real win
    else:
        tally.add(f"referee win={referee.win}")
        assert not (result.verdict is Verdict.UNSOLVABLE and referee.win), f"solve says unsolvable, the referee wins:\n{board}"
    verdict = dead_end(position, Budget(seconds=5.0))
    tally.add(f"dead_end {verdict.value}")
    if verdict is Verdict.DEAD_END:
        assert not referee.up, f"dead_end says no card can go up, the referee sends one up:\n{board}"
    if verdict is Verdict.NOT_DEAD_END:
        assert referee.up, f"dead_end says a card can go up, the referee finds none:\n{board}"
    if position.talon_spent():
        assert verdict is not Verdict.UNKNOWN, f"a small spent position is left unknown:\n{board}"
    variant = position.variant
    played = position.copy()
    auto_play(played)
    # The auto-played table gets a referee of its own: "can a card still go up" changes when the
    # safe ones went up; "can it be won" must not (auto-play is sound, rule 1), and is checked so.
    auto_referee = Referee(played)
    raw = from_position(position)
    assert autoplay(raw)[0] == from_position(played)
    for name, state, judge in (("", raw, referee), (" auto-played", from_position(played), auto_referee)):
        for bound in (capacity_lost, timed_lost, cannot_win, parking_bound, lost_at_start):
            if bound(state, variant):
                tally.add(f"{bound.__name__}{name} fired")
                assert not judge.win, f"{bound.__name__} says lost{name}, the referee wins:\n{board}"
        if table_is_dead(state, variant):
            tally.add(f"table_is_dead{name} fired")
            assert not judge.up, f"table_is_dead says no card can go up{name}, the referee sends one up:\n{board}"
        outcome = column_proof(Searcher(variant), state, Budget(seconds=5.0), float("inf"), 0)
        if outcome.verdict is Verdict.UNSOLVABLE:
            tally.add(f"column_proof{name} fired")
            assert not judge.win, f"the column proof says lost{name}, the referee wins:\n{board}"
    tally.add("positions")


def run_sample(small: int, locked: int, seed: int, most_cards: int) -> Counter:
    """``small`` random small tables and ``locked`` tables near a lock, all checked."""
    rng = random.Random(seed)
    tally = Tally(Counter())
    for count, draw in ((small, lambda: small_position(rng, most_cards)), (locked, lambda: near_a_lock(rng))):
        done = tally.counts["positions"] + count
        while tally.counts["positions"] < done:
            try:
                check_one(draw(), tally)
            except TooBig:
                tally.add("drawn again (over the referee's cap)")
    return tally.counts


def _assert_covers(counts: Counter, count: int) -> None:
    """The sample must hold wins and proved losses, empty columns and none, both variants."""
    assert counts["positions"] == count
    for case in ("classic", "relaxed", "empty column", "no empty column", "solve solvable",
                 "solve unsolvable", "referee win=False", "dead_end dead_end", "dead_end not_dead_end"):
        assert counts[case] >= count // 100, (case, counts)


def test_the_rules_ignore_column_order():
    """The referee's memo sorts the columns; that is sound only if permuting the columns
    permutes the legal moves' results and nothing else."""
    rng = random.Random(5)
    for _ in range(200):
        position = small_position(rng, 14) if rng.random() < 0.5 else near_a_lock(rng)
        order = list(range(10))
        rng.shuffle(order)
        shuffled = position.copy()
        shuffled.columns = [position.columns[i] for i in order]
        assert memo_key(shuffled) == memo_key(position)
        children = set()
        for move in legal_moves(position):
            child = position.copy()
            apply_move(child, move)
            children.add(memo_key(child))
        shuffled_children = set()
        for move in legal_moves(shuffled):
            child = shuffled.copy()
            apply_move(child, move)
            shuffled_children.add(memo_key(child))
        assert children == shuffled_children


def test_every_verdict_agrees_with_brute_force_on_a_sample():
    counts = run_sample(small=700, locked=300, seed=25, most_cards=14)
    print(dict(counts))
    _assert_covers(counts, 1000)


@pytest.mark.slow
def test_every_verdict_agrees_with_brute_force_on_many_more():
    counts = run_sample(small=20_000, locked=10_000, seed=2025, most_cards=18)
    print(dict(counts))
    _assert_covers(counts, 30_000)
