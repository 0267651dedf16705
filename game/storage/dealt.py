"""``dealt.json``: which catalogue numbers were dealt, and in which order, and the seed of this
player's own order of the catalogue (R16: "Nur lösbare Spiele" deals the next number of that
order not dealt yet; see `game.app.services.catalogue_deals`). A file from before the seed was
kept has none: the player gets one with the next deal, and keeps every deal already dealt.

A convenience, not a record: a bad file means nothing dealt yet, and no notice beyond the one
`DataDir` gives for a damaged file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.engine import Variant
from game.storage.files import DataDir
from game.storage.keys import stored_variant
from game.storage.writer import JsonSaver

DEALT_FILE = "dealt.json"
DEALT_VERSION = 1


SEED_BITS = 64


def new_seed() -> int:
    """A seed for a player's own order of the catalogue, from the system's randomness (as
    `secrets.randbits`, without importing `secrets` and its hashing modules at the start)."""
    return random.SystemRandom().getrandbits(SEED_BITS)


@dataclass
class DealtNumbers:
    """What ``dealt.json`` holds: variant → catalogue number → the order it was dealt in, and the
    seed of the player's order (a file without one: a new seed, saved with the next deal)."""

    numbers: dict[Variant, dict[str, int]] = field(default_factory=dict)
    seed: int = field(default_factory=new_seed)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def load_dealt(data_dir: DataDir) -> DealtNumbers:
    """What was dealt, and the player's seed (a bad file: nothing dealt, a new seed)."""
    data = data_dir.load_json(DEALT_FILE, DEALT_VERSION)
    dealt = DealtNumbers()
    table = data.get("dealt") if isinstance(data, dict) else None
    if isinstance(table, dict):
        for name, numbers in table.items():
            variant = stored_variant(name)
            if variant is not None and isinstance(numbers, dict):
                dealt.numbers[variant] = {str(n): o for n, o in numbers.items() if _whole(o)}
    seed = data.get("seed") if isinstance(data, dict) else None
    if isinstance(seed, int) and _whole(seed) and seed >= 0:
        dealt.seed = seed
    return dealt


def save_dealt(saver: JsonSaver, dealt: DealtNumbers) -> None:
    saver.save_json(DEALT_FILE, {"version": DEALT_VERSION, "seed": dealt.seed,
                                 "dealt": {variant.name: numbers for variant, numbers in dealt.numbers.items()}})
