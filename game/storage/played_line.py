"""A finished game's own moves, kept in the history so it can be watched again (docs/menus.md).

The form is one short text: the game's moves in the engine's notation (`game.engine.moves`),
oldest first, one space between two moves. A move may carry marks after its notation:

- ``+``: safe auto-play (R12) sent cards up after it — the move replays the same only with it;
- ``!``: the deal's own free move (the aces sent up at the deal with auto-play on), not the
  player's and not counted (`Game.deal_move`).

``"t 3>f+ 4>7*2 w>2"`` is four moves. What is kept is the line as the game ended: moves the
player took back (undo) are not in it, as they are not on the table. The text is bounded:
at most `MAX_LINE_MOVES` moves and `MAX_LINE_CHARS` characters (ASCII, so as many bytes); a
longer game keeps no moves (it offers no replay) rather than a part of them, and so does a
game resumed from a save too long to replay, whose early moves are gone.

The text is read without trusting it (`parse_line`: None when anything in it is wrong), and
replayed through the engine from the deal before it is shown (`replay_line`): a move the rules
refuse there ends the replay at that move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import (
    FOUNDATION,
    WASTE,
    Game,
    HistoryEntry,
    Move,
    MoveError,
    PileKind,
    Position,
    Variant,
    deal,
    parse_game_number,
)

MAX_LINE_MOVES = 1_000     # moves of one game kept (a Classic game takes 100–300)
MAX_LINE_CHARS = 8_000     # characters (bytes) of one game's text: 1,000 moves of up to 8
AUTO_MARK = "+"
FREE_MARK = "!"


@dataclass(frozen=True)
class PlayedMove:
    """One move of a kept line: the move, whether auto-play followed it, whether it was free."""

    move: Move
    auto: bool = False
    free: bool = False

    def __str__(self) -> str:
        return str(self.move) + (FREE_MARK if self.free else "") + (AUTO_MARK if self.auto else "")


def line_text(history: Sequence[HistoryEntry], played_before: int = 0) -> str | None:
    """The kept text of a game whose line is ``history`` (`Game.history`); None when it is not
    kept: a game that began from a save without its early moves, or one past the bounds."""
    if played_before or not history or len(history) > MAX_LINE_MOVES:
        return None
    text = " ".join(str(PlayedMove(entry.move, entry.auto_played, entry.free)) for entry in history)
    return text if len(text) <= MAX_LINE_CHARS else None


def kept_line(game: Game) -> str | None:
    """The text the history keeps of ``game`` as it ends (`line_text`), or None: also when the game
    did not begin at its number's deal (a position set up with a number), which a replay from the
    deal could not follow."""
    if game.number is None or game.start != deal(game.number, game.variant):
        return None
    return line_text(game.history, game.played_before)


def _played_move(token: str, first: bool) -> PlayedMove:
    auto = token.endswith(AUTO_MARK)
    token = token.removesuffix(AUTO_MARK)
    free = token.endswith(FREE_MARK)
    token = token.removesuffix(FREE_MARK)
    move = Move.parse(token)
    if free and not (first and move.to_foundation):
        raise MoveError("only the first move may be the deal's own, a card sent up")
    return PlayedMove(move, auto, free)


def parse_line(value: Any) -> tuple[PlayedMove, ...] | None:
    """The moves of a stored text, or None when it is not one the game writes."""
    if not isinstance(value, str) or not value or len(value) > MAX_LINE_CHARS or not value.isascii():
        return None
    tokens = value.split(" ")
    if len(tokens) > MAX_LINE_MOVES or any(not token or token != token.strip() for token in tokens):
        return None
    try:
        return tuple(_played_move(token, i == 0) for i, token in enumerate(tokens))
    except MoveError:
        return None


def is_line(value: Any) -> bool:
    return parse_line(value) is not None


@dataclass(frozen=True)
class ReplayedLine:
    """A kept line played again from the deal.

    ``moves``: the line spelt out for the replay table, which plays with auto-play off — each
    card auto-play sent up is a move of its own (``"3>f"``); ``counted``: for each of them,
    whether it is one of the player's moves (the free move and auto-play's cards are not);
    ``positions``: the position after each of the game's moves (the engine's, for checking);
    ``broken``: None, or the number (1-based) and text of the first move the rules refuse —
    the line stops before it."""

    start: Position
    moves: tuple[str, ...]
    counted: tuple[bool, ...]
    positions: tuple[Position, ...]
    broken: tuple[int, str] | None = None


def replay_line(variant: Variant, number: str, played: Sequence[PlayedMove]) -> ReplayedLine:
    """Play ``played`` from the deal of ``number`` in ``variant`` through the engine (GameNumberError
    for a number that is not one)."""
    game = Game.new(parse_game_number(number), variant)
    start = game.start.copy()
    moves: list[str] = []
    counted: list[bool] = []
    positions: list[Position] = []
    for index, each in enumerate(played):
        try:
            steps = game.push(each.move, auto_play=each.auto, free=each.free)
        except MoveError:
            return ReplayedLine(start, tuple(moves), tuple(counted), tuple(positions), (index + 1, str(each)))
        moves.append(str(each.move))
        counted.append(not each.free)
        for step in steps:
            if step.auto:
                src = Move.play(WASTE if step.src.kind == PileKind.WASTE else step.src.index, FOUNDATION)
                moves.append(str(src))
                counted.append(False)
        positions.append(game.position.copy())
    return ReplayedLine(start, tuple(moves), tuple(counted), tuple(positions))
