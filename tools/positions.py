"""The positions the screenshots show (`tools.screenshots` and its helpers): R10's worked example,
a card with several targets, a finish ("Alles ablegen"), a dead end, long columns, the whole
waste, and a deal after some sensible moves. The table tests play on them too, so that what a
test checks is what a picture shows; the tests' own positions are in `tests/positions.py`.
"""

from __future__ import annotations

from game.engine import Card, Game, Position


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _with_talon(variant: str, columns: list[str], foundations: list[int] | None = None) -> Position:
    """A legal position: the given columns and foundations, every other card in the talon."""
    cols = [_cards(c) for c in columns]
    foundations = foundations or [0] * 8
    counts: dict[Card, int] = {}
    for col in cols:
        for card in col:
            counts[card] = counts.get(card, 0) + 1
    for f, top in enumerate(foundations):
        for rank in range(1, top + 1):
            card = Card(rank, f // 2)
            counts[card] = counts.get(card, 0) + 1
    talon = [card for suit in range(4) for rank in range(13, 0, -1) for card in [Card(rank, suit)] * (2 - counts.get(Card(rank, suit), 0))]
    position = Position(variant, cols, foundations, talon[::7] + [c for i, c in enumerate(talon) if i % 7], [], 0)
    position.check()
    return position


def seed_example_position() -> Position:
    """R10's worked example: column 3 ends ♦K ♠9 ♠8 ♠7, column 6 ends with ♠10, one empty column (7).

    Column 9 holds ♦Q alone and column 10 ends with ♦K, so ♦Q → 10 empties a second column.
    """
    return _with_talon("classic", [
        "5H 4H", "QC JD", "2D KD 9S 8S 7S", "8C", "3C 2C JH", "4D TS", "", "6H 9D", "QD", "7C KD",
    ])


def targets_position() -> Position:
    """♠3 on column 1 can go onto ♠4 (column 5: the arrow), up onto the ♠2 of a spades foundation
    (not safe: the other ♠2 is still down) or into the empty column 7. A tap lifts it and shows all three."""
    return _with_talon("classic", [
        "5H 4H 3S", "QC JD", "2D KD 9S 8S 7S", "8C", "3C JH 4S", "4D TS", "", "6H 9D", "QD", "7C KD",
    ], [0, 0, 0, 0, 0, 0, 2, 0])


def finish_position() -> Position:
    """Talon and waste empty, every remaining card can go straight up: "Alles ablegen" shows (R13)."""
    return _with_talon("classic", ["KS QS JS", "KS QS JS", "KH QH", "", "", "", "", "", "", ""],
                       [13, 13, 13, 13, 13, 11, 10, 10])


def played_game(number: int, moves: int) -> Game:
    """A deal after a few sensible moves (the hint's choice), so the pictures look like play."""
    from game.advisor.best_target import best_move

    game = Game.new(number)
    for _ in range(moves):
        move = best_move(game.position)
        if move is None:
            break
        game.push(move)
    return game


def long_columns_position(lengths: list[int], seed: int = 0, runs_from: int = 13) -> Position:
    """Columns of the given lengths, each ending in a long same-suit run (down from ``runs_from``
    where the suit's cards are still free), the cards under it shuffled; the rest in the talon.

    For the R2 readability checks and screenshots: 16 cards is the longest column a game can
    build; longer ones (up to 20) only come from a typed-in position, and must read as well.
    """
    import random

    rng = random.Random(seed)
    pool = [Card(rank, suit) for suit in range(4) for rank in range(1, 14) for _ in range(2)]
    columns: list[list[Card]] = []
    for length in lengths:
        run = _longest_free_run(pool, min(runs_from, max(1, length - 3)), rng)
        for card in run:
            pool.remove(card)
        rng.shuffle(pool)
        base = [pool.pop() for _ in range(length - len(run))]
        columns.append(base + run)
    position = Position("classic", columns, [0] * 8, pool, [], 0)
    position.check()
    return position


def _longest_free_run(pool: list[Card], most: int, rng) -> list[Card]:
    """The longest same-suit run down from some rank (at most ``most`` cards) whose cards are all in ``pool``."""
    best: list[Card] = []
    suits = list(range(4))
    rng.shuffle(suits)
    for suit in suits:
        for top in range(13, 0, -1):
            run = [Card(rank, suit) for rank in range(top, max(0, top - most), -1)]
            if len(run) > len(best) and all(card in pool for card in run):
                best = run
    return best


def stuck_after_last_turn() -> Position:
    """One card left in the talon (♠K); once it is turned the table is a dead end (R17): no move
    is left and no card can go up."""
    columns = ["9C JD TC", "9C JD TC", "JC KD QC", "JC KD QC", "KC JH QD", "KC JH QD", "JS KH QH", "JS KH QH",
               "QS", "KS QS"]
    return Position("classic", [_cards(c) for c in columns], [8, 8, 10, 10, 10, 10, 10, 10], _cards("KS"), [], 0)


def waste_fan_position() -> Position:
    """R10's table with twelve talon cards turned, the top three ♦10, ♠Q, ♥10: the widest and the
    deepest corner indices, for the waste fan (every rank and suit of the top three readable)."""
    position = seed_example_position()
    top = _cards("TD QS TH")
    talon = list(position.talon)
    for card in top:
        talon.remove(card)
    position.waste = talon[-9:][::-1] + top
    position.talon = talon[:-9]
    position.check()
    return position
