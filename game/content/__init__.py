"""Content over the rules: the deal catalogues, their grades and pars, and the daily deal.

The engine (`game.engine`) says how Vierzig Räuber is played; this package says which deals
the game offers and what it tells about them: the solver-confirmed catalogues of solvable
game numbers (R16), each with its par (B3) and difficulty grade (B10), and the pinned rule
that picks one of them per calendar date (B9). What differs between variants (the daily
deal's range, the grades' cut-offs) is a field of the `Variant` value, so a new variant
needs no edit here. No pygame, no clock; the shipped files are read through `game.assets`.

Import from here: ``from game.content import Grade, shipped_catalogue, daily_number``.
"""

from .daily_rule import NoDailyDeal, daily_key, daily_number, daily_pool
from .deal_catalogue import (
    CatalogueEntry,
    CatalogueUnreadable,
    catalogue_file,
    format_entry,
    parse_catalogue,
    read_shipped_catalogue,
    shipped_catalogue,
)
from .grades import GRADES, Grade
from .par import counted_moves, player_moves

__all__ = [
    "GRADES",
    "CatalogueEntry",
    "CatalogueUnreadable",
    "Grade",
    "NoDailyDeal",
    "catalogue_file",
    "counted_moves",
    "daily_key",
    "daily_number",
    "daily_pool",
    "format_entry",
    "parse_catalogue",
    "player_moves",
    "read_shipped_catalogue",
    "shipped_catalogue",
]
