"""The speech's query keys on the table (B18): keys that ask to be told, and change nothing.

R reads the whole table, L says the last sentence again, M the legal moves, I the game's state
(move, clock, variant, game number); Shift with a column's number key reads that column in full,
Shift+W the whole waste, Shift+F the foundations alone with how many cards each holds; Shift+↓ /
Shift+↑ step card by card through the pile the keyboard ring frames (`input.TableInput`, which
knows the ring). None of these keys does anything else on the table (`input.key_action`
asks here first), and the help lists them.
"""

from __future__ import annotations

import pygame

from game.table.actions import Ask, Query

COLUMN_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)   # the columns' number keys: as many as the variant has columns, at most 10
QUERY_KEYS = {pygame.K_r: Query.TABLE, pygame.K_l: Query.REPEAT, pygame.K_m: Query.MOVES, pygame.K_i: Query.STATE}


def query_action(key: int, shift: bool, columns: int) -> Ask | None:
    """The speech's query a key asks for (``columns``: how many the variant has), or None."""
    if shift and key in COLUMN_KEYS and COLUMN_KEYS.index(key) < columns:
        return Ask(Query.COLUMN, COLUMN_KEYS.index(key))
    if shift and key == pygame.K_w:
        return Ask(Query.WASTE)
    if shift and key == pygame.K_f:
        return Ask(Query.FOUNDATIONS)
    query = QUERY_KEYS.get(key)
    return Ask(query) if query is not None and not shift else None


