"""``dealt.json``: which catalogue numbers were dealt, and in which order (R16: "Nur lösbare
Spiele" deals the lowest number not dealt yet; see `game.app.services.catalogue_deals`).

A convenience, not a record: a bad file means nothing dealt yet, and no notice beyond the one
`DataDir` gives for a damaged file.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine import Variant
from game.storage.files import DataDir
from game.storage.keys import stored_variant

DEALT_FILE = "dealt.json"
DEALT_VERSION = 1


class Saver(Protocol):
    """The `DataDir`, or the session's `BackgroundWriter`."""

    def save_json(self, name: str, data: dict[str, Any]) -> object: ...


def load_dealt(data_dir: DataDir) -> dict[Variant, dict[str, int]]:
    """Variant → catalogue number → the order it was dealt in (a bad file: none)."""
    data = data_dir.load_json(DEALT_FILE, DEALT_VERSION)
    dealt: dict[Variant, dict[str, int]] = {}
    table = data.get("dealt") if isinstance(data, dict) else None
    if isinstance(table, dict):
        for name, numbers in table.items():
            variant = stored_variant(name)
            if variant is not None and isinstance(numbers, dict):
                dealt[variant] = {str(n): o for n, o in numbers.items() if isinstance(o, int) and not isinstance(o, bool)}
    return dealt


def save_dealt(saver: Saver, dealt: dict[Variant, dict[str, int]]) -> None:
    saver.save_json(DEALT_FILE, {"version": DEALT_VERSION,
                                 "dealt": {variant.name: numbers for variant, numbers in dealt.items()}})
