"""`GameInHand`: the game on the table from its deal to its end — the help it had, its autosave,
and counting it when it ends.

It reads the game and its clock through a read-only `GameSource` it is given (`hold`: the table,
which hands out copies, never its live game). When a game *counts* (R15, `game.storage.stats`)
the table's lifecycle decides (`game.table.lifecycle`: won, given up, or left for another
deal after at least one move — each game once) and tells it as an event; the router passes it
on (`ended`), and this service counts it: a finished game is one unit in the finishing journal
(`game.storage.ledger`): committed, then written into the statistics, the records, the history
and the daily results, then its autosave removed.

The autosave (B6, B16) follows every move and the running clock (`CLOCK_SAVE_SECONDS`), with
what the solver knows about the position; it is written off the frame loop (`BackgroundWriter`),
never once the game is over, nor while a finished game's result waits for the disk (the save on
disk is that game's until its result is written).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from game.advisor.link import SolverLink
from game.advisor.live import known_of
from game.engine import Game
from game.storage.aids import Aid, aids_of
from game.storage.autosave import AUTOSAVE_FILE, SavedGame, delete_game, load_game, save_game
from game.storage.counted_once import new_game_id
from game.storage.daily import DailyGame
from game.storage.ended import EndedGame, ended_game
from game.storage.files import DataDir
from game.storage.ledger import FinishEntry, Ledger
from game.storage.played_line import kept_line
from game.storage.settings import Settings
from game.storage.stats import GameSummary
from game.storage.writer import BackgroundWriter

from .catalogue_deals import CatalogueDeals
from .daily_deals import DailyDeals
from .track_record import TrackRecord

# The autosave follows the running clock at least this often (seconds of play), besides every
# move: what a crash or a killed process can cost of the time played.
CLOCK_SAVE_SECONDS = 10.0
# A finished game whose result could not be written (a full disk) is tried again this often
# (seconds) while the game runs, besides before every autosave and at quit.
RETRY_SECONDS = 5.0


class GameSource(Protocol):
    """The game on the table as the game in hand reads it: read-only (the table answers)."""

    def copy_game(self) -> Game:
        """A copy of the game with its whole history: changing it changes nothing on the table."""

    def seconds(self) -> float:
        """Seconds on the game's clock."""

    def over(self) -> bool:
        """The game has ended (won, given up or left): nothing more of it is saved."""


class NoGame:
    """The source before the first table: no game, nothing to save."""

    def copy_game(self) -> Game:
        raise RuntimeError("no game on the table yet")

    def seconds(self) -> float:
        return 0.0

    def over(self) -> bool:
        return True


class GameInHand:
    """The game on the table as a session keeps it (see the module docstring).

    ``ledger`` counts finished games (recovered already: a game a kill left half-counted is
    finished before this is built); ``live`` gives the options as they play now.
    """

    def __init__(self, folder: DataDir, writer: BackgroundWriter, ledger: Ledger, record: TrackRecord,
                 deals: CatalogueDeals, daily: DailyDeals, solver: SolverLink, live: Callable[[], Settings]) -> None:
        self._folder = folder
        self._writer = writer
        self._ledger = ledger
        self._record = record
        self._deals = deals
        self._daily = daily
        self._solver = solver
        self._live = live
        self._source: GameSource = NoGame()
        self._result: GameSummary | None = None   # how the game ended, for its summary
        self._aids: set[Aid] = set()          # help beyond the undo and hint counters (game.storage.aids)
        self._daily_date: str | None = None   # the date whose daily deal is on the table (daily.json says which)
        self._game_id = new_game_id()         # the identity of the game on the table (kept in the autosave)
        self._saved_id: str | None = None     # … of the autosaved game, until it is resumed
        self._retry_at = 0.0
        self._saved_clock = 0.0               # the game clock as the last autosave holds it

    # --- what the rest of the program reads --------------------------------------------------------

    @property
    def aids(self) -> frozenset[Aid]:
        """The help the game on the table had beyond its undo and hint counters."""
        return frozenset(self._aids)

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def pending(self) -> bool:
        """A finished game's result waits for the disk."""
        return self._ledger.pending

    # --- a game begins ---------------------------------------------------------------------------

    def load_saved(self) -> SavedGame | None:
        """The autosaved game in progress, if there is a good one (a second copy of the game
        leaves the first copy's game alone). The save of a game that has ended — counted already,
        a finished game whose autosave a kill left behind, or a won one — is removed, not resumed."""
        saved = None if self._folder.read_only else load_game(self._folder)
        if saved is not None and (self._ledger.counted(saved.game_id) or saved.game.is_won()):
            self._folder.delete(AUTOSAVE_FILE)
            return None
        self._saved_id = saved.game_id if saved is not None else None
        return saved

    def hold(self, source: GameSource) -> None:
        """Read the game on the table through ``source`` from now on (a new table was built)."""
        self._source = source

    def begin(self, resumed: bool = False) -> DailyGame | None:
        """A new deal (or the same one again) is on the table: nothing counted, saved at once; the
        daily deal it is, if it is one.

        ``resumed``: the autosaved game of the last run, which keeps the help it had then.
        Whether it is a daily deal, and of which day, ``daily.json`` says (`DailyDeals.start`
        just before a daily deal is dealt; a restart or the resumed autosave stays daily).
        """
        game, seconds = self._source.copy_game(), self._source.seconds()
        self._result = None
        self._game_id = (self._saved_id if resumed else None) or new_game_id()
        self._saved_id = None
        kept = self._record.open_help(game) if resumed else None
        self._aids = set(kept[0]) if kept is not None else set()
        daily = self._daily.began(game)
        self._daily_date = daily.day.isoformat() if daily is not None else None
        if self._live().show_winnability:
            self._aids.add(Aid.WINNABILITY)
        self._record.note_open(game, tuple(a for a in Aid if a in self._aids), self._daily_date)
        self._deals.note_dealt(game)
        self._saved_clock = seconds
        self.autosave()
        return daily

    def note_aid(self, aid: Aid) -> None:
        """Help the counters do not show (the winnability indicator switched on) for the game on
        the table; kept in the history so a resumed game still has it."""
        if not self._source.over() and aid not in self._aids:
            self._aids.add(aid)
            self._record.note_open(self._source.copy_game(), tuple(a for a in Aid if a in self._aids),
                                   self._daily_date)

    # --- a game ends ---------------------------------------------------------------------------------

    def ended(self, won: bool, counts: bool = True) -> None:
        """The game on the table has ended (the table's lifecycle said so, `events.GameEnded`):
        counted now as won or lost, with its autosave ended; ``counts`` False: a win played on
        after giving up, counted already, only described for its summary."""
        self._result = self._count(self._source.copy_game(), self._source.seconds(), won, count=counts)

    def summary(self) -> GameSummary | None:
        """How the game on the table ended, for the summary its end shows (None: the table never
        told that it ended)."""
        return self._result

    def _count(self, game: Game, seconds: float, won: bool, count: bool = True) -> GameSummary:
        """Count ``game`` in the statistics, the history and the daily results as one unit, and end
        its autosave (`game.storage.ledger`); a game without a number — an imported board — is not
        counted, only its autosave ends. ``count=False`` only describes it for the summary."""
        ended = self._ended(game, seconds, won)
        if ended.number is None:
            if count:
                delete_game(self._writer)
            return GameSummary(ended)
        outcome = None
        if count:
            day = self._daily.record.day_result(ended.variant, ended.number, ended.won)
            grade = self._deals.grade(ended.variant, ended.number)
            outcome = self._ledger.count(FinishEntry(self._game_id, ended, grade, day))
        best = self._record.best_moves(ended.variant, ended.number, clean=ended.clean if won else None)
        if count and won and (best is None or ended.moves < best):
            best = ended.moves      # its result may still wait for the disk
        return GameSummary(ended, outcome, best)

    def _ended(self, game: Game, seconds: float, won: bool) -> EndedGame:
        """``game`` as it ends now, with the help it had (a watched solution counts too)."""
        others = set(self._aids)
        if self._record.solution_shown(game):
            others.add(Aid.SOLUTION)
        number = str(game.number) if game.number is not None else None
        par = self._deals.par(game.variant, number) if number is not None else None
        return ended_game(game.variant, number, won, game.moves, seconds, aids_of(game.undos, game.hints, others),
                          self._daily_date, par, undos=game.undos, hints=game.hints,
                          line=kept_line(game))

    # --- the autosave ------------------------------------------------------------------------------

    def autosave(self) -> None:
        """Save the game on the table with what the solver knows about it (B16: a resumed game's
        indicator says from its first frame what it said before) — not once it is over, nor
        while a finished game's result waits for the disk."""
        source = self._source
        if not source.over() and self.keep_finishing():
            game, seconds = source.copy_game(), source.seconds()
            save_game(self._writer, game, seconds, self._game_id, known_of(self._solver, game))
            self._saved_clock = seconds

    def keep_finishing(self) -> bool:
        """True when no finished game waits for the disk; tries to write one that does at most
        every RETRY_SECONDS (the app calls this every step)."""
        if not self._ledger.pending:
            return True
        now = time.monotonic()
        if now < self._retry_at:
            return False
        self._retry_at = now + RETRY_SECONDS
        return self._ledger.settle()

    def clock_ticked(self) -> None:
        """The game clock has run on: once it has run CLOCK_SAVE_SECONDS past the last save, save
        again, so a crash loses at most that much of the time played. Only a running clock moves
        away from its last save, so a stopped one (menu, won, idle) writes nothing."""
        if self._source.seconds() - self._saved_clock >= CLOCK_SAVE_SECONDS:
            self.autosave()

    def last_save(self, sink: DataDir | BackgroundWriter, wait: bool = True) -> None:
        """At the end of the session: a last try for a result that waits for the disk, then the game
        on the table through ``sink`` (``wait`` False: not waiting for the background writer)."""
        source = self._source
        if self._ledger.settle(wait) and not source.over():
            game = source.copy_game()
            save_game(sink, game, source.seconds(), self._game_id, known_of(self._solver, game))
