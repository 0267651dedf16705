"""Ended games for the stores: what the finishing journal hands the statistics, built in one line."""

from __future__ import annotations

from game.content import Grade
from game.engine import Variant
from game.storage.aids import Aid
from game.storage.ended import ended_game
from game.storage.stats import RecordOutcome, Statistics


def count_game(stats: Statistics, variant: Variant, number: str | int, won: bool, moves: int, seconds: float,
               clean: bool = False, grade: Grade | None = None, game_id: str | None = None) -> RecordOutcome:
    """Count one ended game in ``stats`` and save both files, as the ledger does (without its
    journal): ``clean`` a game without help, else one with an undo (a loss is never clean)."""
    game = ended_game(variant, str(number), won, moves, seconds, () if clean else (Aid.UNDO,))
    outcome = stats.count(game, grade, game_id)
    stats.save()
    return outcome
