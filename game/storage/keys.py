"""How the player's files name a variant: by its name (``"classic"``, ``"relaxed"``), so every
file written before the engine had a `Variant` value reads the same (statistics, records,
history, daily results, dealt numbers, autosaves, the finishing journal).

Only the readers and writers of files turn names into variants and back: everything else in
the program holds `Variant` values. A file writes ``variant.name``; a reader asks `stored_variant`.
"""

from __future__ import annotations

from typing import Any

from game.engine import VARIANTS, Variant

_BY_NAME = {variant.name: variant for variant in VARIANTS}


def stored_variant(name: Any) -> Variant | None:
    """The variant a file names, exactly as it is written there; None for anything else (an
    unknown name, a name in other letters, not a text): the caller treats it as damage."""
    return _BY_NAME.get(name) if isinstance(name, str) else None
