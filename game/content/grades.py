"""`Grade`: a catalogued deal's difficulty as the solver measured it (B10, docs/difficulty.md).

Content over the rules: the engine plays any deal the same whatever its grade. The cut-offs
that turn the solver's evidence into a grade belong to each variant (`Variant.grade_cutoffs`),
so a new variant brings its own yardstick with its value.
"""

from __future__ import annotations

from game.engine.text_enum import TextEnum


class Grade(TextEnum):
    """The value is the catalogue file's token (English, lower case, like the variant names;
    the player reads Leicht / Mittel / Schwer from the translation catalogues, game.i18n)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


GRADES = (Grade.EASY, Grade.MEDIUM, Grade.HARD)   # from easiest to hardest
