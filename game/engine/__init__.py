"""The rules of Vierzig Räuber: pure, no pygame, no I/O, no clocks.

Import from here: ``from game.engine import Game, Move, Position, deal, parse_board``.
"""

from .cards import CARD_COUNT, RANKS, SUITS, Card, CardError
from .deal import deal, deal_order
from .game import Game, HistoryEntry
from .gamenumber import RANDOM_GAME_RANGE, GameNumber, GameNumberError, parse_game_number, random_game_number
from .moves import (
    COLUMNS,
    FOUNDATION,
    FOUNDATIONS,
    TALON_PILE,
    WASTE,
    WASTE_PILE,
    Move,
    MoveError,
    MoveKind,
    Pile,
    PileKind,
    Step,
    column_pile,
    foundation_pile,
    source_pile,
)
from .position import (
    CLASSIC,
    RELAXED,
    VARIANTS,
    BoardFormatError,
    Position,
    format_board,
    foundation_suit,
    parse_board,
    redeal_allowance,
)
from .rules import (
    UNLIMITED,
    auto_play,
    finish_steps,
    is_legal,
    is_safe,
    legal_moves,
    legal_targets,
    lifted_cards,
    lifted_run,
    run_length,
    run_limit,
    table_has_move,
)

__all__ = [
    "BoardFormatError", "CARD_COUNT", "CLASSIC", "COLUMNS", "Card", "CardError", "FOUNDATION",
    "FOUNDATIONS", "Game", "HistoryEntry", "GameNumber", "GameNumberError", "Move", "MoveError", "MoveKind", "Pile",
    "PileKind", "Position",
    "RANKS", "RELAXED", "SUITS", "Step", "TALON_PILE", "UNLIMITED", "VARIANTS", "WASTE", "WASTE_PILE",
    "auto_play", "column_pile", "deal", "deal_order", "finish_steps", "format_board", "foundation_pile",
    "foundation_suit", "is_legal", "is_safe", "legal_moves", "legal_targets", "lifted_cards", "lifted_run",
    "RANDOM_GAME_RANGE", "parse_board", "parse_game_number", "random_game_number", "redeal_allowance", "source_pile", "run_length", "run_limit", "table_has_move",
]
