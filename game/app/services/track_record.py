"""`TrackRecord`: what the player's games add up to — statistics and records (R15, B6), the history
of finished games (docs/menus.md), and the help the game in progress has had beyond its counters.

The stores are `game.storage.stats.Statistics` (``statistics.json``, ``records.json``) and
`game.storage.history.History` (``history.json``, written off the frame loop). A finished game
goes into them through the finishing journal (`game.storage.ledger`, held by `GameInHand`), never
one store at a time; this service reads them for the screens, resets them, exports them as CSV,
and keeps what does not wait for a game's end (a watched solution, the open game's help).
"""

from __future__ import annotations

from collections.abc import Callable

from game.content import Grade
from game.engine import Game, Variant
from game.storage.aids import Aid
from game.storage.csv_export import ExportResult, export_csv
from game.storage.files import DataDir
from game.storage.history import History
from game.storage.stats import Statistics


class TrackRecord:
    """Statistics, records and history of one player (see the module docstring). ``flush`` waits for
    the saves queued off the frame loop (`BackgroundWriter.flush`)."""

    def __init__(self, folder: DataDir, stats: Statistics, history: History,
                 flush: Callable[[], object] = lambda: None) -> None:
        self._folder = folder
        self._stats = stats
        self._history = history
        self._flush = flush

    @property
    def stats(self) -> Statistics:
        return self._stats

    @property
    def history(self) -> History:
        return self._history

    # --- what the screens and the next deal ask ---------------------------------------------------

    def won_numbers(self, variant: Variant) -> set[str]:
        """The deals of ``variant`` won at least once (R16: not dealt again first)."""
        return self._stats.won_numbers(variant)

    def best_moves(self, variant: Variant, number: str, clean: bool | None = None) -> int | None:
        return self._stats.best_moves(variant, number, clean)

    def solution_shown(self, game: Game) -> bool:
        """Was the solver's solution of ``game``'s deal shown (its wins are then assisted)?"""
        return game.number is not None and self._stats.solution_shown(game.variant, game.number)

    def open_help(self, game: Game) -> tuple[tuple[Aid, ...], str | None] | None:
        """The help noted for the game in progress and its daily date, if it is ``game``'s deal
        (a resumed game keeps what it had)."""
        open_game = self._history.open_game
        number = str(game.number) if game.number is not None else None
        if open_game is None or (open_game.variant, open_game.number) != (game.variant, number):
            return None
        return open_game.aids, open_game.daily

    # --- changing --------------------------------------------------------------------------------

    def note_solution_shown(self, game: Game) -> None:
        """"Lösung zeigen": every later win of this deal is assisted (game.storage.aids)."""
        if game.number is not None:
            self._stats.note_solution_shown(game.variant, game.number)

    def note_open(self, game: Game, aids: tuple[Aid, ...], daily: str | None) -> None:
        """The game in progress has had ``aids`` beyond its counters, and is ``daily``'s daily deal:
        kept in the history, so a resumed game still has them (nothing for an imported board)."""
        if game.number is not None and not self._folder.read_only:
            self._history.begin(game.variant, str(game.number), aids, daily)

    def reset(self) -> None:
        """Statistics and the game history start again (records per deal and daily games stay)."""
        self._stats.reset()
        self._history.clear()

    def export_csv(self, grade_of: Callable[[Variant, str], Grade | None]) -> ExportResult:
        """Write statistics.csv and history.csv into the data folder (after the queued saves, so the
        history on disk and in the CSV are the same games)."""
        self._flush()
        return export_csv(self._folder, self._stats, self._history, grade_of)
