"""The strings table: every entry speaks every language, with the same fields to fill in."""

from __future__ import annotations

import re
import string
from pathlib import Path

from game.i18n import LANGUAGES, STRINGS

GAME = Path(__file__).resolve().parents[2] / "game"


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_entry_has_every_language_and_the_same_fields() -> None:
    for key, texts in STRINGS.items():
        assert set(texts) == set(LANGUAGES), f"{key} has {sorted(texts)}"
        fields = {language: _fields(text) for language, text in texts.items()}
        assert len({frozenset(f) for f in fields.values()}) == 1, f"{key}: {fields}"


def test_every_literal_key_the_code_asks_for_exists() -> None:
    """A key typed in a ``tr("…")`` call that the table lacks would raise in front of a player."""
    asked: set[str] = set()
    for path in GAME.rglob("*.py"):
        asked |= set(re.findall(r"\btr\(\s*\"([a-z_.]*[a-z_])\"", path.read_text(encoding="utf-8")))
    assert asked, "the scan found no tr() call: the pattern is wrong"
    missing = sorted(key for key in asked if key not in STRINGS)
    assert not missing, missing


def test_no_key_is_in_both_parts_of_the_table() -> None:
    """The statistics' strings live in a file of their own; a key in both would silently win once."""
    from game.i18n.strings import CORE_KEYS
    from game.i18n.strings_stats import STATISTICS_STRINGS

    assert not CORE_KEYS & STATISTICS_STRINGS.keys()
