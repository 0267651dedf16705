"""Hand-made and constructed positions for the solver tests.

`winnable_by_construction` builds a position by un-playing legal moves from the won table,
so the position is winnable whatever the solver thinks, and the forward line is known.
"""

from __future__ import annotations

import random

from game.engine import Card, Position, parse_board
from tests.positions import build

# No legal move at all (no runs, no top one below another top), and the two 6s a foundation waits for are buried: a dead end.
FROZEN = """
variant: classic
redeals: 0
foundations: KC KC KD KD 5H 5H 5S 5S
talon:
waste: 9H 9H
1: 6S 7S KS
2: 6S 7S KS
3: 8S QH JS
4: TS QH JS
5: QS 8S 9S
6: 6H 7H 9S
7: 6H 7H KH
8: 8H 8H KH
9: TH TS JH
10: QS TH JH
"""

# The same, but one move (QH onto a KH) exposes a 6S that fits: not a dead end.
ONE_MOVE_FROM_UP = """
variant: classic
redeals: 0
foundations: KC KC KD KD 5H 5H 5S 5S
talon:
waste: 9H 9H
1: 7S 6S QH
2: 6S 7S KS
3: 8S KS JS
4: TS QH JS
5: QS 8S 9S
6: 6H 7H 9S
7: 6H 7H KH
8: 8H 8H KH
9: TH TS JH
10: QS TH JH
"""

# A few cards left, in talon, waste and columns; the order makes the solver think.
FEW_LEFT = """
variant: classic
redeals: 0
foundations: KC KC KD KD KH KH 9S 7S
talon: QS KS 8S
waste: JS TS
1: KS QS
2: JS
3: 9S
4: TS
5:
6:
7:
8:
9:
10:
"""


def eight_kings(kings: str) -> Position:
    """Waste, bottom to top: the eight Aces, the eight Queens, then ``kings``; columns 1–8 hold
    a Jack each, 9 and 10 are empty, every other card is in the talon. Until the Queens come
    free each King can only wait alone in an empty column, and a Jack can neither go up (its
    Ace is in the waste) nor onto a Queen: only two columns can be empty for the Kings."""
    jacks = {c + 1: j for c, j in enumerate(["JS", "JS", "JH", "JH", "JD", "JD", "JC", "JC"])}
    return build(jacks, waste=f"AS AS AH AH AD AD AC AC QS QS QH QH QD QD QC QC {kings}")


def board(text: str, variant: str | None = None, redeals: int = 0) -> Position:
    if variant is not None:
        text = text.replace("variant: classic", f"variant: {variant}")
    return parse_board(text.replace("redeals: 0", f"redeals: {redeals}"))


def winnable_by_construction(seed: int, variant: str, steps: int = 400) -> tuple[Position, list[str]]:
    """Un-play random moves from the won table; return the position and its winning line.

    Reverse steps: a foundation card back onto a column or the waste; a column top back to
    another column (forward it moved onto its one-higher twin or into an empty column); a
    waste top back onto the talon (forward: a turn); a column top back onto the waste.
    """
    rng = random.Random(seed)
    found = [13] * 8
    cols: list[list[Card]] = [[] for _ in range(10)]
    waste: list[Card] = []
    talon: list[Card] = []
    forward: list[str] = []
    for _ in range(steps):
        kind = rng.random()
        if kind < 0.45 and any(found):
            f = rng.choice([i for i in range(8) if found[i]])
            if f % 2 == 0 and found[f + 1] == found[f]:
                f += 1  # the engine fills the first foundation of a pair first: take from the second
            card = Card(found[f], f // 2)
            found[f] -= 1
            if rng.random() < 0.3:
                waste.append(card)
                forward.append("w>f")
            else:
                c = rng.randrange(10)
                cols[c].append(card)
                forward.append(f"{c + 1}>f")
        elif kind < 0.75:
            movable = [c for c in range(10) if cols[c] and (len(cols[c]) == 1 or cols[c][-1].builds_on(cols[c][-2]))]
            if not movable:
                continue
            src = rng.choice(movable)
            dst = rng.choice([c for c in range(10) if c != src])
            cols[dst].append(cols[src].pop())
            forward.append(f"{dst + 1}>{src + 1}")
        elif kind < 0.9 and waste:
            talon.append(waste.pop())
            forward.append("t")
        else:
            movable = [c for c in range(10) if cols[c] and (len(cols[c]) == 1 or cols[c][-1].builds_on(cols[c][-2]))]
            if not movable:
                continue
            src = rng.choice(movable)
            waste.append(cols[src].pop())
            forward.append(f"w>{src + 1}")
    position = Position(variant, cols, found, talon, waste)
    position.check()
    return position, forward[::-1]
