"""How many moves a player makes for a line: the par of a winning line, and which moves count.

Par is content over the rules: the catalogue's MOVES column and the summary's "Par" are counted
with it. Whether one move counts asks a rule (R12: a card that safe auto-play would send up
costs the player nothing, `game.engine.is_safe`); the summary and the replay ask it without any
search, and the solver asks it for the pars it writes into the catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Game, Move, Position, is_safe, lifted_cards


def player_moves(position: Position, moves: Sequence[str]) -> int:
    """Moves a player makes for this line: each move counts one, except cards auto-play (R12) would send up."""
    return sum(counted_moves(position, moves))


def counted_moves(position: Position, moves: Sequence[str]) -> list[bool]:
    """For each move of the line: does a player make it (False: auto-play would send the card up)?

    Auto-play follows a player's move, so a line of safe cards only (a pasted position one card
    from the win) still costs its first move: it is never played for nothing."""
    game = Game(position)
    counted = []
    for text in moves:
        move = Move.parse(text)
        if move.to_foundation:
            card = lifted_cards(game.position, move.src)[0]
            counted.append(not is_safe(game.position, card))
        else:
            counted.append(True)
        game.push(move)
    if counted and not any(counted):
        counted[0] = True
    return counted
