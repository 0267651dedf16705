"""A simple greedy player, to check the solver's difficulty grades against (docs/difficulty.md).

``python -m tools.greedy --variant V [--count K] [--jobs J]`` plays K catalogued deals of the
variant (every n-th number, so the sample spreads over the whole catalogue) and prints its win
rate per grade; the last line is ``greedy: VARIANT N deals, easy W/N (P %), medium …, hard …``.

Why a greedy player: the grades come from the solver, which knows the talon's order. A grade
means something to a player only if deals graded "easy" are easier for someone who does not
know it. This player is deliberately simple and unlike the solver: it sees only what a player
sees (column cards, the waste's top card, the foundations, how many talon cards are left —
never their order), looks one move ahead, never searches, never undoes, and never calls the
solver. Each turn it plays, in this order:

1. a card to a foundation (the waste's top first, then the columns from left to right);
2. the waste's top onto a column card;
3. a column's whole movable run onto a card of another column, which uncovers a card or empties
   the column (the column that becomes shortest first: it works towards empty columns);
4. into an empty column: the run above the lowest card still buried in a column (the card
   the foundations want soonest); failing that, the waste's top card;
5. else it turns a talon card, else (Relaxed) redeals once, else the game is over.

It never plays a move that leads to a table it has had before, so it cannot loop.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from game.content import GRADES, read_shipped_catalogue
from game.engine import FOUNDATION, VARIANT_NAMES, WASTE, Move, MoveKind, Position, Variant, deal, legal_moves
from game.engine.rules import apply_move, run_length

MAX_MOVES = 3000   # far above any real game: a guard, never reached in practice


class Played(NamedTuple):
    number: int
    won: bool
    cards_up: int   # cards on the foundations when the game ended (104: won)
    moves: int


def _seen_key(p: Position) -> tuple:
    """The table as the player sees it (column order ignored: columns are alike)."""
    cols = tuple(sorted(tuple((c.rank, c.suit) for c in col) for col in p.columns))
    return cols, tuple(p.foundations), len(p.talon), len(p.waste), p.redeals


def _buried_need(p: Position, col: list) -> int:
    """How far the lowest buried card of a column (below its top run) is from fitting a
    foundation: small means the foundations want it soon. 99 for no buried card."""
    run = run_length(col)
    best = 99
    for card in col[:-run]:
        low = min(p.foundations[2 * card.suit], p.foundations[2 * card.suit + 1])
        best = min(best, card.rank - low - 1)
    return best


def _choose(p: Position, seen: set) -> Move | None:
    """The greedy player's move (the order in the module docstring); None: no move left."""
    moves = legal_moves(p)

    def fresh(move: Move) -> bool:
        trial = p.copy()
        apply_move(trial, move)
        return _seen_key(trial) not in seen

    plays = [m for m in moves if m.kind == MoveKind.PLAY and fresh(m)]
    for step in (_to_foundation, _waste_onto_card, _run_onto_card, _into_empty_column):
        move = step(p, plays)
        if move is not None:
            return move
    for kind in (MoveKind.TURN, MoveKind.REDEAL, MoveKind.FINISH):
        for m in moves:
            if m.kind == kind:
                return m
    return None


def _to_foundation(p: Position, plays: list[Move]) -> Move | None:
    """Step 1: a card to a foundation, the waste's top first."""
    up = [m for m in plays if m.dst == FOUNDATION]
    return min(up, key=lambda m: m.src != WASTE, default=None)


def _waste_onto_card(p: Position, plays: list[Move]) -> Move | None:
    """Step 2: the waste's top onto a column card."""
    return next((m for m in plays if m.src == WASTE and m.dst != FOUNDATION and p.columns[m.dst]), None)


def _run_onto_card(p: Position, plays: list[Move]) -> Move | None:
    """Step 3: a whole run onto another column's card; the column left shortest first."""
    runs = [m for m in plays if m.src != WASTE and m.dst != FOUNDATION and p.columns[m.dst]
            and m.count == run_length(p.columns[m.src])]
    return min(runs, key=lambda m: (len(p.columns[m.src]) - m.count, m.src), default=None)


def _into_empty_column(p: Position, plays: list[Move]) -> Move | None:
    """Step 4: the run above the most wanted buried card into an empty column, else the waste top."""
    runs = [m for m in plays if m.src != WASTE and m.dst != FOUNDATION and not p.columns[m.dst]
            and m.count == run_length(p.columns[m.src]) < len(p.columns[m.src])]
    if runs:
        return min(runs, key=lambda m: (_buried_need(p, p.columns[m.src]), m.src))
    return next((m for m in plays if m.src == WASTE and m.dst != FOUNDATION), None)


def positions(number: int, variant: Variant, one_pass: bool = False) -> Iterator[Position]:
    """Every position of the greedy game of a deal, from the deal to its end (``one_pass``: never
    redeal). Yields the live position, which the next move changes: copy it to keep it.

    Why public: besides `play`, the loss-model experiment (tools/lossproof) takes the positions a
    plain player reaches on a deal as test positions of every talon length."""
    p = deal(number, variant)
    seen = {_seen_key(p)}
    for _ in range(MAX_MOVES):
        yield p
        if p.is_won():
            return
        move = _choose(p, seen)
        if move is None or (one_pass and move.kind == MoveKind.REDEAL):
            return
        apply_move(p, move)
        seen.add(_seen_key(p))
    yield p


def play(number: int, variant: Variant, one_pass: bool = False) -> Played:
    """Play one deal greedily to its end (``one_pass``: never redeal)."""
    count = -1
    last = deal(number, variant)
    for p in positions(number, variant, one_pass):
        last, count = p, count + 1
    return Played(number, last.is_won(), last.foundation_cards(), count)


def _play_task(task: tuple[int, Variant, bool]) -> Played:
    return play(*task)


def play_many(numbers: Iterable[int], variant: Variant, jobs: int = 1, one_pass: bool = False) -> list[Played]:
    tasks = [(n, variant, one_pass) for n in numbers]
    if jobs <= 1:
        return [_play_task(t) for t in tasks]
    with multiprocessing.Pool(jobs) as pool:
        return list(pool.imap(_play_task, tasks, chunksize=4))


def sample(numbers: list[int], count: int) -> list[int]:
    """``count`` numbers spread evenly over the sorted list (all of them if it is shorter)."""
    numbers = sorted(numbers)
    if count >= len(numbers):
        return numbers
    return [numbers[i * len(numbers) // count] for i in range(count)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.greedy", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    parser.add_argument("--count", type=int, default=0, help="deals to play, spread over the catalogue (default: all)")
    parser.add_argument("--one-pass", action="store_true", help="never redeal (Relaxed: one pass through the talon)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.count < 0 or args.jobs < 1:
        print("greedy: --count must be 0 (all) or more, --jobs 1 or more", file=sys.stderr)
        return 2
    variant = Variant.named(args.variant)
    entries = read_shipped_catalogue(variant)
    grade_of = {e.number: e.grade for e in entries}
    numbers = sample(list(grade_of), args.count or len(grade_of))
    results = play_many(numbers, variant, args.jobs, args.one_pass)
    parts = []
    for grade in (*GRADES, None):
        mine = [r for r in results if grade_of[r.number] == grade]
        if grade is None and not mine:
            continue
        won = sum(r.won for r in mine)
        share = 100 * won / len(mine) if mine else 0.0
        up = sum(r.cards_up for r in mine) / len(mine) if mine else 0.0
        print(f"{grade or 'ungraded'}: {won}/{len(mine)} won ({share:.1f} %), {up:.1f} cards up on average")
        parts.append(f"{grade or 'ungraded'} {won}/{len(mine)} ({share:.1f} %)")
    total = sum(r.won for r in results)
    player = "greedy one-pass" if args.one_pass else "greedy"
    print(f"{player}: {args.variant} {len(results)} deals, won {total}, " + ", ".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
