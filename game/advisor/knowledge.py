"""`SolverKnowledge`: what the game knows about positions and deals, whoever found it out.

Why apart from the jobs (`game.advisor.jobs`): a fact stays true whatever the worker does next
— a winning line, a proof of a lost position or of a dead end (R17), a deal known solvable —
and it is learnt from three sources: the worker's answers, the catalogue's shipped solutions
(`game.advisor.solutions`) and the autosave of a resumed game (`game.storage.known`). This
module keeps them and answers from them; it asks no question and knows no clock.

Winning lines are cached *along the whole line* (every position the line passes through maps
to the rest of the line), so a player who follows a hint keeps a known-winnable position
without asking again, and undoing back onto the line is known too. A line is replayed by the
engine's own rules before it is believed: one that does not end in a win teaches nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.advisor.solutions import SolutionBook
from game.engine import Game, Move, MoveError, Position, Variant
from game.engine.rules import apply_move, auto_play
from game.engine.text_enum import TextEnum

# Lines are forgotten (all at once) past this many positions, when the next deal is dealt.
MOST_LINES = 5000


class Winnability(TextEnum):
    """What the indicator and the arrow may say about the position on the table (B1)."""

    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


WINNABLE, LOST, UNKNOWN = Winnability

# A deal as the knowledge names it: its variant and its game number's text.
DealKey = tuple[Variant, str]


def deal_key(game: Game) -> DealKey | None:
    """The deal ``game`` was dealt from; None for an imported board (it has no number)."""
    return (game.variant, str(game.number)) if game.number is not None else None


class SolverKnowledge:
    """Winning lines, lost positions, dead ends and solvable deals (see the module docstring).

    ``facts`` grows with every fact learnt, so a reader may cache an answer until it changes.
    ``auto_play`` asks the player's R12 option: with it on, a line is also stored as the player's
    positions run (cards go up by themselves), so a followed hint stays on a known line.
    """

    def __init__(self, book: SolutionBook | None = None, auto_play: Callable[[], bool] = lambda: False) -> None:
        self.book = book                                    # the catalogue's shipped solutions
        self.auto_play = auto_play
        self.facts = 0
        self._lines: dict[Position, tuple[str, ...]] = {}   # position → rest of a winning line
        self._lost: set[Position] = set()                   # proved: no win from here
        self._dead: set[Position] = set()                   # proved: no card can go up (R17)
        self._verified: set[DealKey] = set()                # deals known solvable
        self._catalogued: set[DealKey] = set()              # … of those, the catalogue's (known before play)
        self._unread: dict[Variant, Callable[[], Iterable[str]]] = {}   # catalogues read when first asked

    # --- asking --------------------------------------------------------------------------------

    def line_for(self, position: Position) -> tuple[str, ...] | None:
        """The rest of a winning line from ``position``, if one is known."""
        return self._lines.get(position)

    def next_move(self, position: Position) -> Move | None:
        """The next move of a known winning line from ``position``, or None."""
        line = self._lines.get(position)
        if not line:
            return None
        try:
            return Move.parse(line[0])
        except MoveError:
            return None

    def winnability(self, position: Position) -> Winnability:
        """B1: WINNABLE (won, or a line is known), LOST (proved) or UNKNOWN."""
        if position.is_won() or position in self._lines:
            return WINNABLE
        if position in self._lost or position in self._dead:
            return LOST
        return UNKNOWN

    def last_winnable(self, game: Game) -> int | None:
        """How many undos lead back to the newest position of ``game`` known winnable, or None."""
        history = game.history
        for back in range(1, len(history) + 1):
            if history[-back].free:
                break   # the deal's own move is not the player's to take back (`Game.can_undo`)
            if self.winnability(history[-back].before) == WINNABLE:
                return back
        return None

    def is_lost(self, position: Position) -> bool:
        return position in self._lost

    def is_dead_end(self, position: Position) -> bool:
        return position in self._dead

    def is_verified(self, game: Game) -> bool:
        """The deal is known solvable: in the catalogue, or a line was found from its start."""
        self._read(game.variant)
        return deal_key(game) in self._verified

    def is_catalogued(self, game: Game) -> bool:
        """The catalogue says the deal is solvable: a fact of the deal, known before any search."""
        self._read(game.variant)
        return deal_key(game) in self._catalogued

    # --- learning ------------------------------------------------------------------------------

    def catalogue(self, variant: Variant, numbers: Iterable[str]) -> None:
        """The catalogue's solvable deals of ``variant`` (known before any search)."""
        self._know_catalogued(variant, numbers)
        self.facts += 1

    def catalogue_when_asked(self, variant: Variant, numbers: Callable[[], Iterable[str]]) -> None:
        """As `catalogue`, with the numbers read from ``numbers`` when a deal of ``variant`` is
        first asked about: a start reads the catalogue of the deal it shows, not every variant's.
        Known before any search all the same, so reading it is no new fact (``facts`` stays)."""
        self._unread[variant] = numbers

    def _read(self, variant: Variant) -> None:
        """``variant``'s catalogue, if it waits to be read (`catalogue_when_asked`)."""
        numbers = self._unread.pop(variant, None)
        if numbers is not None:
            self._know_catalogued(variant, numbers())

    def _know_catalogued(self, variant: Variant, numbers: Iterable[str]) -> None:
        deals = {(variant, number) for number in numbers}
        self._catalogued |= deals
        self._verified |= deals

    def dealt(self, game: Game, verified: bool = False) -> None:
        """A deal is on the table (``verified``: the caller knows it solvable): its shipped
        solution, if the catalogue has one, is learnt now (replayed first)."""
        if len(self._lines) > MOST_LINES:
            self._lines.clear()
        key = deal_key(game)
        if key is None:
            return
        if verified:
            self._verified.add(key)
        if self.book is not None and game.start not in self._lines:
            shipped = self.book.line(game.variant, key[1])
            if shipped is not None:
                self.learn(game, game.start, shipped)

    def learn(self, game: Game | None, position: Position, moves: tuple[str, ...]) -> bool:
        """``moves`` win from ``position`` (a position of ``game``): cache the line along its whole
        length; the deal of ``game`` is then known solvable. False (nothing learnt) when the
        line does not replay to a win."""
        if not self._store(position, moves, auto=False):
            return False
        key = deal_key(game) if game is not None else None
        if key is not None:
            self._verified.add(key)   # any position of a deal won from means the deal is solvable
        if self.auto_play():
            self._store(position, moves, auto=True)
        self.facts += 1
        return True

    def note_lost(self, position: Position) -> None:
        """The solver proved that no win is left from ``position``."""
        self._lost.add(position.copy())
        self.facts += 1

    def note_dead_end(self, position: Position) -> None:
        """The solver proved that no card can reach a foundation from ``position`` (R17)."""
        self._dead.add(position.copy())
        self._lost.add(position.copy())
        self.facts += 1

    def assume_line(self, position: Position, moves: tuple[str, ...]) -> None:
        """Take ``moves`` as a known winning line from ``position`` *without* replaying it: for
        pictures and tests that only need the game to believe a line is known."""
        self._lines[position.copy()] = tuple(moves)
        self.facts += 1

    def _store(self, position: Position, moves: tuple[str, ...], auto: bool) -> bool:
        # The engine's own rules replay the line (one copy per move: this runs with every
        # catalogued deal dealt, so it must stay well within a frame).
        replay = position.copy()
        positions = [position.copy()]
        # With auto-play the safe cards on top may go up before any move (`Game.deal_move`):
        # the line holds from there too.
        settled = replay.copy() if auto and auto_play(replay) else None
        kept: list[str] = []
        for text in moves:
            try:
                apply_move(replay, Move.parse(text), auto=auto)
            except MoveError:
                if auto and Move.parse(text).to_foundation:
                    continue   # auto-play sent this card up already
                return False
            kept.append(text)
            positions.append(replay.copy())
        if not replay.is_won():
            return False
        for i, at in enumerate(positions):
            self._lines.setdefault(at, tuple(kept[i:]))
        if settled is not None:
            self._lines.setdefault(settled, tuple(kept))
        return True
