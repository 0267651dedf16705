"""`GameInHand`: the game on the table from its deal to its end — whether it is over, the help it
had, its autosave, and counting it exactly once when it ends.

When a game *counts* (R15, `game.storage.stats`): won, given up, or abandoned for another deal
after at least one move — each game exactly once, whatever ends the process. A finished game is
one unit in the finishing journal (`game.storage.ledger`): committed, then written into the
statistics, the records, the history and the daily results, then its autosave removed.

The autosave (B6, B16) follows every move and the running clock (`CLOCK_SAVE_SECONDS`), with
what the solver knows about the position; it is written off the frame loop (`BackgroundWriter`),
never once the game is over, nor while a finished game's result waits for the disk (the save on
disk is that game's until its result is written).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.engine import Game
from game.solving.link import SolverLink
from game.solving.live import known
from game.storage.autosave import AUTOSAVE_FILE, SavedGame, delete_game, load_game, save_game
from game.storage.bounds import new_game_id
from game.storage.clean import Aid, aids_of
from game.storage.daily import DailyGame
from game.storage.ended import EndedGame, ended_game
from game.storage.files import DataDir
from game.storage.ledger import Finish, Ledger
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
        self._counted = False                 # this game is in the statistics (it has ended)
        self._result: GameSummary | None = None
        self._aids: set[Aid] = set()          # help beyond the undo and hint counters (game.storage.clean)
        self._daily_date: str | None = None   # the date whose daily deal is on the table (daily.json says which)
        self._game_id = new_game_id()         # the identity of the game on the table (kept in the autosave)
        self._saved_id: str | None = None     # … of the autosaved game, until it is resumed
        self._retry_at = 0.0
        self._saved_clock = 0.0               # the game clock as the last autosave holds it
        self._closed = False

    # --- what the rest of the program reads --------------------------------------------------------

    @property
    def counted(self) -> bool:
        """The game on the table has ended and is counted."""
        return self._counted

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

    def game_over(self, game: Game) -> bool:
        return self._counted or game.is_won()

    def in_progress(self, game: Game) -> bool:
        """A game with moves that has not ended: leaving it counts as a loss, so ask first."""
        return not self.game_over(game) and game.moves > 0

    # --- a game begins ---------------------------------------------------------------------------

    def load_saved(self) -> SavedGame | None:
        """The autosaved game in progress, if there is a good one (a second copy of the game
        leaves the first copy's game alone). The save of a game counted already — a finished game
        whose autosave a kill left behind — is removed, not resumed."""
        saved = None if self._folder.read_only else load_game(self._folder)
        if saved is not None and self._ledger.counted(saved.game_id):
            self._folder.delete(AUTOSAVE_FILE)
            return None
        self._saved_id = saved.game_id if saved is not None else None
        return saved

    def begin(self, game: Game, seconds: float, resumed: bool = False) -> DailyGame | None:
        """A new deal (or the same one again) is on the table: nothing counted, saved at once; the
        daily deal it is, if it is one.

        ``resumed``: the autosaved game of the last run, which keeps the help it had then.
        Whether it is a daily deal, and of which day, ``daily.json`` says (`DailyDeals.start`
        just before a daily deal is dealt; a restart or the resumed autosave stays daily).
        """
        self._counted = False
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
        self.autosave(game, seconds)
        return daily

    def note_aid(self, game: Game, aid: Aid) -> None:
        """Help the counters do not show (the winnability indicator switched on) for the game on
        the table; kept in the history so a resumed game still has it."""
        if not self.game_over(game) and aid not in self._aids:
            self._aids.add(aid)
            self._record.note_open(game, tuple(a for a in Aid if a in self._aids), self._daily_date)

    # --- a game ends ---------------------------------------------------------------------------------

    def abandon(self, game: Game, seconds: float) -> None:
        """The player leaves ``game`` for another deal: counted as lost if it was in progress."""
        if self.in_progress(game):
            self._count(game, seconds, won=False)
            self._counted = True

    def give_up(self, game: Game, seconds: float) -> GameSummary | None:
        """"Aufgeben": count the game as lost; the summary to show (None if it was counted)."""
        if self._counted:
            return None
        self._result = self._count(game, seconds, won=False)
        self._counted = True
        return self._result

    def after_move(self, game: Game, seconds: float) -> None:
        """Every move: the last card up counts the win at once; otherwise the autosave."""
        if self._counted:
            return   # a given-up game may be looked at, but it is over
        if game.is_won():
            self._result = self._count(game, seconds, won=True)
            self._counted = True
            return
        self.autosave(game, seconds)

    def finish(self, game: Game, seconds: float) -> GameSummary:
        """The win's cascade is over: the summary (the win was counted when the last card went up)."""
        if not self._counted:
            self._result = self._count(game, seconds, won=True)
            self._counted = True
        elif self._result is None or not self._result.game.won:
            # Played on after giving up: a win to show, but the game was already counted as lost.
            self._result = self._count(game, seconds, won=True, count=False)
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
            outcome = self._ledger.count(Finish(self._game_id, ended, grade, day))
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
                          self._daily_date, par, undos=game.undos, hints=game.hints)

    # --- the autosave ------------------------------------------------------------------------------

    def autosave(self, game: Game, seconds: float) -> None:
        """Save the game on the table with what the solver knows about it (B16: a resumed game's
        indicator says from its first frame what it said before) — not once it is over, nor
        while a finished game's result waits for the disk."""
        if not self._counted and self.keep_finishing():
            save_game(self._writer, game, seconds, self._game_id, known(self._solver, game))
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

    def clock_ticked(self, game: Game, seconds: float) -> None:
        """The game clock reads ``seconds``: once it has run CLOCK_SAVE_SECONDS past the last
        save, save again, so a crash loses at most that much of the time played. Only a running
        clock moves away from its last save, so a stopped one (menu, won, idle) writes nothing."""
        if seconds - self._saved_clock >= CLOCK_SAVE_SECONDS:
            self.autosave(game, seconds)

    def last_save(self, game: Game | None, seconds: float, sink: DataDir | BackgroundWriter,
                  wait: bool = True) -> None:
        """At the end of the session: a last try for a result that waits for the disk, then the game
        on the table through ``sink`` (``wait`` False: not waiting for the background writer)."""
        if self._ledger.settle(wait) and game is not None and not self._counted:
            save_game(sink, game, seconds, self._game_id, known(self._solver, game))
