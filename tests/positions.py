"""The tests' own positions: a full 104-card table from a few named piles (`build`), and the
tables several tests play on. (The positions the screenshots show too are `tools.positions`',
so that what a test checks is what a picture shows.)"""

from __future__ import annotations

from game.engine import CLASSIC, Card, Position


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def build(
    columns: dict[int, str],
    variant: str = CLASSIC,
    waste: str = "",
    talon_next_first: str | None = None,
    foundations: list[int] | None = None,
) -> Position:
    """A legal position: the given columns (1-based, bottom→top), waste and foundations.

    Every other card of the double deck goes, in a fixed order, into the talon; when
    ``talon_next_first`` is given it must be exactly those leftover cards, in turn order."""
    cols = [cards(columns.get(c + 1, "")) for c in range(10)]
    found = foundations or [0] * 8
    w = cards(waste)
    remaining: dict[Card, int] = {Card(r, s): 2 for s in range(4) for r in range(1, 14)}
    for f, top in enumerate(found):
        for r in range(1, top + 1):
            remaining[Card(r, f // 2)] -= 1
    for part in [*cols, w]:
        for c in part:
            remaining[c] -= 1
    if talon_next_first is not None:
        talon = cards(talon_next_first)[::-1]
        for c in talon:
            remaining[c] -= 1
    else:
        talon = []
    leftovers = [c for c, n in sorted(remaining.items()) for _ in range(n)]
    assert all(n >= 0 for n in remaining.values()), remaining
    if talon_next_first is None:
        talon = leftovers
    else:
        assert not leftovers, f"cards not placed: {leftovers}"
    p = Position(variant, cols, found, talon, w)
    p.check()
    return p


# No empty column, ♠4 alone on column 1 with no ♠5 anywhere on top: it cannot go.
NO_MOVE = {1: "KD 4S", 2: "QC", 3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"}


def safe_ace_position() -> Position:
    """♠A on column 1 can go to a foundation (safe), onto ♠2 (column 5) or the empty column 7."""
    return build({1: "5H 4H AS", 2: "QC JD", 3: "2D KD 9S 8S 7S", 4: "8C", 5: "3C JH 2S", 6: "4D TS", 8: "6H 9D",
                  9: "QD", 10: "7C KD"})


def near_won_position() -> Position:
    """Four cards left, the talon used up: ♥Q in column 1, ♥K in columns 2 and 4, ♠K in column 3,
    everything else on the foundations. ♥Q onto its foundation wins at once; ♥Q onto a ♥K leaves
    the line (the solver tests' position for a won line, a mistake and a dead end)."""
    return build({1: "QH", 2: "KH", 3: "KS", 4: "KH"}, foundations=[13, 13, 13, 13, 11, 12, 13, 12],
                 talon_next_first="")
