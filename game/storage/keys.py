"""The key a variant is stored under: its name, so that every file written before the engine
had a `Variant` value reads the same (statistics, history, daily results, autosaves)."""

from __future__ import annotations

from game.engine import Variant


def variant_key(variant: Variant | str) -> str:
    """The stored name of ``variant`` (a Variant, or a name read from a file); UnknownVariant
    (a ValueError naming the known ones) for a name the engine does not know."""
    return Variant.named(variant).name
