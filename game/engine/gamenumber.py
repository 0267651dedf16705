"""Game numbers → shuffled double deck, exactly as PySolFC deals Forty Thieves.

The algorithm is written down in docs/deals.md and pinned by
the reference vectors in the tests; any change here changes every shared game number,
so nothing in this module may ever change behaviour.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import DECKS, Card
from .digits import is_digits

LCG_LIMIT = 32000          # plain numbers below this use the LCG
MS_MAX = 2**33 - 1         # largest seed accepted with the ``ms`` prefix
MAX_INPUT_LENGTH = 40      # typed text longer than this is refused before parsing
RANDOM_GAME_RANGE = (10**16, 10**20 - 1)   # "new game" without a number: PySolFC-style large numbers


# Why a game number was refused: the UI turns these into the player's language.
NOT_DIGITS = "digits"
NOT_POSITIVE = "zero"
TOO_LONG = "too_long"
MS_RANGE = "ms"


class GameNumberError(ValueError):
    """Text that is not a valid game number; the message is fit to show a player (English),
    ``reason`` (NOT_DIGITS, NOT_POSITIVE, TOO_LONG, MS_RANGE) lets a UI say it in its language."""

    def __init__(self, message: str, reason: str = NOT_DIGITS) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class GameNumber:
    """A parsed game number: ``seed`` and whether the ``ms`` (MS-FreeCell LCG) prefix forced the LCG."""

    seed: int
    ms: bool = False

    @property
    def uses_lcg(self) -> bool:
        return self.ms or self.seed < LCG_LIMIT

    def __str__(self) -> str:
        # ``msN`` with N < 32000 is the same deal as plain N, so show the plain form.
        if self.ms and self.seed >= LCG_LIMIT:
            return f"ms{self.seed}"
        return str(self.seed)


def random_game_number(rng: random.Random | None = None) -> GameNumber:
    """A number from RANDOM_GAME_RANGE, for a fully random deal (the solver's studies draw
    from the same range with a seeded ``rng``)."""
    return GameNumber((rng or random.SystemRandom()).randint(*RANDOM_GAME_RANGE))


def parse_game_number(text: str | int, *, minus_refused: bool = False) -> GameNumber:
    """Read a game number as PySolFC does (docs/deals.md: which numbers exist and which generator they use); raise GameNumberError otherwise.
    ``minus_refused``: a leading "-" reads as a minus sign (NOT_POSITIVE), not as the separator
    PySolFC drops — for text typed where nothing would say which number it made."""
    if isinstance(text, bool):
        raise GameNumberError("Invalid game number")
    if isinstance(text, int):
        if text <= 0:
            raise GameNumberError("Invalid game number: it must be 1 or more", NOT_POSITIVE)
        return GameNumber(text)
    if not isinstance(text, str):
        raise GameNumberError("Invalid game number")
    if len(text) > MAX_INPUT_LENGTH:
        raise GameNumberError(f"Invalid game number: too long (at most {MAX_INPUT_LENGTH} characters)", TOO_LONG)
    body = text[:-1] if text.endswith("\n") else text
    if body.startswith("ms") and is_digits(body[2:]):
        seed = int(body[2:])
        if not 1 <= seed <= MS_MAX:
            raise GameNumberError(f"Invalid game number: ms numbers run from ms1 to ms{MS_MAX}", MS_RANGE)
        return GameNumber(seed, ms=True)
    if minus_refused and body.lstrip().startswith("-"):
        raise GameNumberError("Invalid game number: it must be 1 or more", NOT_POSITIVE)
    cleaned = text[:-1] if text.endswith("L") else text
    cleaned = "".join(ch for ch in cleaned.lower() if not ch.isspace() and ch not in "#-_.,")
    if not is_digits(cleaned):
        raise GameNumberError("Invalid game number: use digits only, e.g. 12345", NOT_DIGITS)
    seed = int(cleaned)
    if seed == 0:
        raise GameNumberError("Invalid game number: it must be 1 or more", NOT_POSITIVE)
    return GameNumber(seed)


class _Lcg:
    """The Microsoft-FreeCell-style generator (docs/deals.md: the LCG)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.x = seed if seed < 2**32 else seed - 2**32

    def randint(self, upper: int) -> int:
        """A value in 0 … upper, stepping the generator once."""
        self.x = (self.x * 214013 + 2531011) % 2**33
        if self.seed < 2**31:
            v = (self.x >> 16) & 0x7FFF
        elif self.seed < 2**32:
            v = ((self.x >> 16) & 0x7FFF) | 0x8000
        else:
            v = ((self.x >> 16) & 0xFFFF) + 1
        return v % (upper + 1)


class _Mersenne:
    """MT19937 as seeded by CPython, with Python 2's randint (docs/deals.md: the Mersenne Twister)."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed).random

    def randint(self, upper: int) -> int:
        return int(self.random() * (upper + 1))


def unshuffled_deck() -> list[Card]:
    """PySolFC's creation order: deck by deck, suits C S H D, ranks A … K."""
    pysol_suit_order = [Card.parse("A" + s).suit for s in "CSHD"]
    return [Card(rank, suit) for _ in range(DECKS) for suit in pysol_suit_order for rank in range(1, 14)]


def shuffled_deck(number: GameNumber) -> list[Card]:
    """The 104-card list s[0] … s[103] after the Fisher–Yates shuffle."""
    rng: _Lcg | _Mersenne = _Lcg(number.seed) if number.uses_lcg else _Mersenne(number.seed)
    cards = unshuffled_deck()
    for i in range(len(cards) - 1, 0, -1):
        j = rng.randint(i)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
