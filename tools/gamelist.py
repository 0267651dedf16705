"""Game lists on the developer tools' command lines: ``1,3,5-9``."""

from __future__ import annotations


def parse_games(text: str) -> list[int]:
    """``1,3,5-9`` → [1, 3, 5, 6, 7, 8, 9]; ValueError with a one-line reason otherwise."""
    numbers: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"not a game list: {text!r} (use e.g. 1,3,5-9)")
        a, b = int(low), int(high) if dash else int(low)
        if a < 1 or b < a:
            raise ValueError(f"bad range {part!r}")
        numbers.extend(range(a, b + 1))
    return numbers
