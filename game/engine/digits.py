"""What counts as a number typed by a player or written in a file: ASCII digits 0–9, nothing else.

Python's ``str.isdigit`` is true for full-width digits (U+FF15 FULLWIDTH DIGIT FIVE), superscripts and other scripts'
digits, and ``int`` reads most of them; a game number, a column, a redeal count and a window size
must all refuse them alike, so every reader asks this one rule.
"""

from __future__ import annotations


def is_digits(text: str) -> bool:
    """``text`` is one or more of the ASCII digits 0–9."""
    return text.isascii() and text.isdigit()
