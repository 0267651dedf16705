"""`Game`: a position with its history — push / pop / redo without limit, and the counters.

Modelled on python-chess's Board: moves are values, ``push`` applies one, ``pop``
takes it back exactly. Each history entry keeps the position from before the move,
so undo is exact whatever the move did (a decomposed run, auto-played cards, a redeal).
``pop(n)`` takes n moves back as one unit ("Zurück zu gewinnbar" jumps back many moves):
one ``redo`` brings the whole unit back, as the player took it back in one step.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import rules
from .deal import deal
from .gamenumber import GameNumber, parse_game_number
from .moves import Move, MoveError, Step
from .position import Position
from .variant import CLASSIC, Variant


@dataclass(frozen=True)
class HistoryEntry:
    """A played move with the steps it took and the positions around it."""

    move: Move
    steps: tuple[Step, ...]
    before: Position
    after: Position
    free: bool = False    # safe auto-play's own move at the deal (R12): not the player's, not counted

    @property
    def auto_played(self) -> bool:
        """Did safe auto-play (R12) send cards up with this move? A save must know to replay it."""
        return any(step.auto for step in self.steps)


class Game:
    """A game in progress.

    Safe auto-play (R12) is the player's option, not the game's: each ``push`` is told
    whether it is on, so the option has one home (the settings) and may change at any time.
    """

    def __init__(self, position: Position, number: GameNumber | None = None) -> None:
        self.start = position.copy()
        self.position = position.copy()
        self.number = number
        self._history: list[HistoryEntry] = []
        self._future: list[tuple[HistoryEntry, ...]] = []   # undone units, the next redo last; each oldest first
        self.undos = 0
        self.hints = 0
        self.played_before = 0    # moves made before the history begins (a game resumed without it)
        self._hinted: Position | None = None   # the position the last counted hint was for

    @classmethod
    def resumed(cls, start: Position, base: Position, played_before: int, number: GameNumber | None = None) -> Game:
        """A game that stands at ``base`` after ``played_before`` moves whose history is not kept
        (an autosave too long to replay keeps only the position); undo reaches back to ``base``,
        restart to ``start``."""
        game = cls(start, number=number)
        game.position = base.copy()
        game.played_before = played_before
        return game

    @property
    def base(self) -> Position:
        """Where the kept history begins: the start, or a resumed game's base position."""
        if self._history:
            return self._history[0].before
        return self.position if self.played_before else self.start

    def copy(self) -> Game:
        """An independent copy: the same deal, position, undo and redo history and counters.
        Playing, undoing or restarting either game leaves the other as it was (the history's
        entries they share are frozen, and their positions are only ever copied from)."""
        other = Game(self.start, number=self.number)
        other.position = self.position.copy()
        other._history = list(self._history)
        other._future = list(self._future)
        other.undos, other.hints, other.played_before = self.undos, self.hints, self.played_before
        other._hinted = self._hinted.copy() if self._hinted is not None else None
        return other

    @classmethod
    def new(cls, number: GameNumber | str | int, variant: Variant | str = CLASSIC) -> Game:
        """A fresh deal for a game number (raises GameNumberError on a bad number)."""
        if not isinstance(number, GameNumber):
            number = parse_game_number(number)
        return cls(deal(number, variant), number=number)

    @property
    def variant(self) -> Variant:
        return self.position.variant

    # --- counters ------------------------------------------------------------------------

    @property
    def moves(self) -> int:
        """Player moves in the current line: each pushed move counts one, auto-play none (nor
        its own move at the deal, `deal_move`)."""
        return self.played_before + sum(1 for entry in self._history if not entry.free)

    def note_hint(self) -> bool:
        """A hint was asked for: it counts once per position (asking again where the last hint
        was counted shows the same help, and pressing H ten times is not ten hints). True when
        it counted."""
        if self._hinted is not None and self._hinted == self.position:
            return False
        self._hinted = self.position.copy()
        self.hints += 1
        return True

    @property
    def move_list(self) -> list[Move]:
        return [entry.move for entry in self._history]

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        """The moves of the current line with their steps, oldest first."""
        return tuple(self._history)

    @property
    def undone(self) -> tuple[HistoryEntry, ...]:
        """The moves redo would replay, next first."""
        return tuple(entry for unit in reversed(self._future) for entry in unit)

    @property
    def redo_list(self) -> list[Move]:
        """Moves that redo would replay, next first."""
        return [entry.move for entry in self.undone]

    @property
    def redo_units(self) -> tuple[int, ...]:
        """How many moves each redo replays, next first (1 for each plain undo)."""
        return tuple(len(unit) for unit in reversed(self._future))

    # --- moves -----------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        return rules.legal_moves(self.position)

    def is_legal(self, move: Move) -> bool:
        return rules.is_legal(self.position, move)

    def push(self, move: Move | str, auto_play: bool = False, free: bool = False) -> list[Step]:
        """Play a move; return the single-card steps it took (for the view to animate).

        With ``auto_play`` the safe cards (R12) follow the move up. Raises MoveError when the
        move is not legal. A new move clears the redo list. ``free``: not counted (`deal_move`).
        """
        if isinstance(move, str):
            move = Move.parse(move)
        before = self.position.copy()
        steps = rules.apply_move(self.position, move, auto=auto_play)
        self._history.append(HistoryEntry(move, tuple(steps), before, self.position.copy(), free))
        self._future.clear()
        return steps

    def deal_move(self) -> Move | None:
        """R12 at the deal, with auto-play on: the move that sends the safe cards lying on top
        (the aces) up at once (`rules.safe_move`; pushed ``free``, with auto-play: counted as no
        move, and not the player's to undo: `can_undo`). None but on a deal as dealt (nothing up, no waste: not a position
        typed in) before any move."""
        fresh = not self._history and not self.played_before and not self.position.waste and not any(self.position.foundations)
        return rules.safe_move(self.position) if fresh else None

    def pop(self, count: int = 1) -> list[Step]:
        """Undo the last ``count`` moves exactly, as one unit that one `redo` plays again; return
        their steps reversed (each card flies back). Each of the player's moves taken back counts as
        an undo; the deal's own free move (`deal_move`) does not: it was never the player's."""
        if count < 1 or count > len(self._history):
            raise MoveError("nothing to undo" if not self._history else f"cannot undo {count} moves")
        unit = tuple(self._history[-count:])
        del self._history[-count:]
        self._future.append(unit)
        self.position = unit[0].before.copy()
        self.undos += sum(1 for entry in unit if not entry.free)
        return [step._replace(src=step.dst, dst=step.src) for entry in reversed(unit) for step in reversed(entry.steps)]

    def redo(self) -> list[Step]:
        """Play the last undone unit again (one move, or the moves one `pop` took back together),
        exactly as it went the first time."""
        if not self._future:
            raise MoveError("nothing to redo")
        unit = self._future.pop()
        self._history.extend(unit)
        self.position = unit[-1].after.copy()
        return [step for entry in unit for step in entry.steps]

    def can_undo(self) -> bool:
        """Is there a move of the player's to take back? The deal's own free move (`deal_move`,
        the aces sent up at the deal) is not one: at 0 moves there is nothing to undo."""
        return any(not entry.free for entry in self._history)

    def can_redo(self) -> bool:
        return bool(self._future)

    def restart(self) -> None:
        """Back to the deal; counters start again."""
        self.position = self.start.copy()
        self._history.clear()
        self._future.clear()
        self.undos = 0
        self.hints = 0
        self.played_before = 0
        self._hinted = None

    # --- predicates for the UI -------------------------------------------------------------

    def is_won(self) -> bool:
        return self.position.is_won()

    def table_has_move(self) -> bool:
        return rules.table_has_move(self.position)

    def finish_steps(self) -> list[Step]:
        return rules.finish_steps(self.position)

    def lifted_run(self, column: int, index: int) -> int | None:
        return rules.lifted_run(self.position, column, index)

    def legal_targets(self, src: int, count: int = 1) -> list[int]:
        return rules.legal_targets(self.position, src, count)

    def run_limit(self, target_empty: bool) -> int:
        return rules.run_limit(self.position, target_empty)
