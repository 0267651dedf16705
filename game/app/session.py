"""The session: the life of the running game around the table, and nothing on screen.

It decides what is dealt next (R16: catalogue numbers not played yet), when a game *counts*
in the statistics (won, given up, or abandoned for another deal after at least one move —
each game exactly once, whatever ends the process: `game.storage.ledger`), keeps the autosave
of the game in progress (written off the frame loop through a `BackgroundWriter`), remembers
the player's options on disk, and plays the sounds.

It knows no scene: the router (`game.app.screens`) tells it what happened on the table and
shows what it answers (a `FinishedGame` for the summary, storage notices as dialogs).
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable

from game.app.sound import SoundBoard
from game.content import CatalogueEntry, Grade, NoDailyDeal, daily_number, shipped_catalogue
from game.engine import VARIANTS, Game, GameNumber, Variant, Variant as _Variant, random_game_number
from game.solving.link import SolverLink
from game.solving.live import known
from game.solving.solutions import SolutionBook
from game.storage.autosave import AUTOSAVE_FILE, SavedGame, delete_game, load_game, save_game
from game.storage.bounds import new_game_id
from game.storage.clean import Aid, aids_of
from game.storage.daily import DailyGame, DailyRecord
from game.storage.dealt import load_dealt, save_dealt
from game.storage.files import DataDir, Notice
from game.storage.history import History
from game.storage.ledger import Finish, Ledger
from game.storage.lock import FolderLock
from game.storage.result import GameResult
from game.storage.settings import ALL_GRADES, Settings, save_settings
from game.storage.stats import FinishedGame, Statistics
from game.storage.writer import BackgroundWriter

# The autosave follows the running clock at least this often (seconds of play), besides every
# move: what a crash or a killed process can cost of the time played.
CLOCK_SAVE_SECONDS = 10.0
# A finished game whose result could not be written (a full disk) is tried again this often
# (seconds) while the game runs, besides before every autosave and at quit.
RETRY_SECONDS = 5.0

# The table's sound events → the effects of `game.app.sound` (the option switches them off there).
TABLE_SOUNDS = {"card_placed": "place", "card_turned": "turn", "foundation": "foundation",
                "invalid": "invalid", "win": "win"}


def load_pars(variant: str) -> dict[str, int | None]:
    """The shipped catalogue as number → par (B3: the shipped solution's player moves)."""
    return {str(entry.number): entry.par for entry in shipped_catalogue(Variant.named(variant))}


class Session:
    """What is saved, counted and heard around the table (see the module docstring)."""

    def __init__(self, data_dir: DataDir, saved: Settings, live: Callable[[], Settings],
                 statistics: Statistics | None = None, lock: FolderLock | None = None,
                 wake: Callable[[], None] | None = None) -> None:
        self.data_dir = data_dir
        self.lock = lock                      # held while this copy owns the folder (None: not ours)
        self.writer = BackgroundWriter(data_dir)
        self.saved = saved                    # the options as settings.json holds them
        self.stats = statistics if statistics is not None else Statistics.load(data_dir)
        self.sounds = SoundBoard(enabled=saved.sound)
        self.history = History.load(data_dir)
        self.history.sink = self.writer       # written off the frame loop, like the autosave
        self.counted = False                  # this game is in the statistics (it has ended)
        self.result: FinishedGame | None = None
        self.aids: set[Aid] = set()           # help beyond the undo and hint counters (game.storage.clean)
        self.daily: str | None = None         # the date whose daily deal is on the table (daily.json says which)
        self._live = live
        self._entries: dict[str, list[CatalogueEntry]] = {}
        self._catalogues: dict[str, dict[str, int | None]] = {}
        self._grades: dict[Variant, dict[str, Grade]] = {}     # variant → number → grade, read when first asked
        self.today: Callable[[], datetime.date] = datetime.date.today   # the local date (tests set it)
        self.dailies = DailyRecord.load(data_dir, self.writer)   # B9: the daily deals' results
        # Counts each finished game once; first of all it finishes a game a kill left half-counted.
        self.ledger = Ledger(data_dir, self.stats, self.history, self.dailies, flush=self.writer.flush)
        self.ledger.recover()
        self.game_id = new_game_id()          # the identity of the game on the table (kept in the autosave)
        self._saved_id: str | None = None     # … of the autosaved game, until it is resumed
        self._retry_at = 0.0
        self.dealt = load_dealt(data_dir)      # R16: catalogue numbers dealt, variant → number → order
        # The worker process starts with the first job; the link asks the live R12 option.
        self.solver = SolverLink(auto_play=lambda: live().auto_play, book=SolutionBook(), wake=wake)
        for variant in VARIANTS:
            self.solver.knowledge.catalogue(variant, self.catalogue(variant))
        self.saved_clock = 0.0                # the game clock as the last autosave holds it
        self.closed = False

    # --- deals ------------------------------------------------------------------------------

    def load_saved(self) -> SavedGame | None:
        """The autosaved game in progress, if there is a good one (a second copy of the game
        leaves the first copy's game alone). The save of a game counted already — a finished game
        whose autosave a kill left behind — is removed, not resumed."""
        saved = None if self.data_dir.read_only else load_game(self.data_dir)
        if saved is not None and self.ledger.counted(saved.game_id):
            self.data_dir.delete(AUTOSAVE_FILE)
            return None
        self._saved_id = saved.game_id if saved is not None else None
        return saved

    def catalogue_entries(self, variant: Variant | str) -> list[CatalogueEntry]:
        """The shipped catalogue of ``variant`` in file order, read once."""
        variant = _Variant.named(variant)
        if variant not in self._entries:
            self._entries[variant] = shipped_catalogue(Variant.named(variant))
        return self._entries[variant]

    def catalogue(self, variant: Variant | str) -> dict[str, int | None]:
        """The shipped catalogue of ``variant`` (number → par)."""
        variant = _Variant.named(variant)
        if variant not in self._catalogues:
            self._catalogues[variant] = {str(e.number): e.par for e in self.catalogue_entries(variant)}
        return self._catalogues[variant]

    def par(self, variant: Variant | str, number: str) -> int | None:
        """B3: the catalogue's solution length for this deal, if it is catalogued."""
        variant = _Variant.named(variant)
        return self.catalogue(variant).get(number)

    def next_number(self, variant: Variant | str, current: str | None = None) -> GameNumber | str:
        """The next deal (R16): with "Nur lösbare Spiele" the lowest catalogue number not dealt
        yet (nor won), wrapping to the least recently dealt one when all have been; else random.
        ``current`` (the number on the table) is never dealt again at once."""
        variant = _Variant.named(variant)
        if self.saved.only_solvable:
            catalogue = list(self.catalogue(variant))
            difficulty = self.saved.difficulty    # B10: one grade only (all, if none has it yet)
            if difficulty != ALL_GRADES:
                catalogue = [n for n in catalogue if self.grade(variant, n) == difficulty] or catalogue
            won = self.stats.won_numbers(variant)
            dealt = self.dealt.get(variant, {})
            fresh = [n for n in catalogue if n not in won and n not in dealt and n != current]
            if fresh:
                return fresh[0]
            pool = [n for n in catalogue if n not in won and n != current] or [n for n in catalogue if n != current]
            if pool:
                return min(pool, key=lambda n: dealt.get(n, -1))
        return random_game_number()

    def begin(self, game: Game, seconds: float, resumed: bool = False) -> None:
        """A new deal (or the same one again) is on the table: nothing counted, saved at once.

        ``resumed``: the autosaved game of the last run, which keeps the help it had then.
        Whether it is a daily deal, and of which day, ``daily.json`` says (`start_daily` just
        before a daily deal is dealt; a restart or the resumed autosave stays daily).
        """
        self.counted = False
        self.result = None
        self.game_id = (self._saved_id if resumed else None) or new_game_id()
        self._saved_id = None
        if resumed:
            self.adopt(game)
        else:
            self.aids = set()
        self.dailies.began(game.variant, str(game.number) if game.number is not None else None)
        daily = self.daily_game(game)
        self.daily = daily.day.isoformat() if daily is not None else None
        if self._live().show_winnability:
            self.aids.add(Aid.WINNABILITY)
        self._remember_open(game)
        self._note_dealt(game)
        self.saved_clock = seconds
        self.autosave(game, seconds)

    def adopt(self, game: Game) -> None:
        """The autosaved game of the last run is this run's game: take back the help it had and
        its daily date, as the history kept them."""
        open_game = self.history.open_game
        number = str(game.number) if game.number is not None else None
        if open_game is not None and (open_game.variant, open_game.number) == (_Variant.named(game.variant), number):
            self.aids, self.daily = set(open_game.aids), open_game.daily
        else:
            self.aids, self.daily = set(), None

    def note_aid(self, game: Game, aid: Aid) -> None:
        """Help the counters do not show (the winnability indicator switched on) for the game on
        the table; kept in the history so a resumed game still has it."""
        if not self.game_over(game) and aid not in self.aids:
            self.aids.add(aid)
            self._remember_open(game)

    def note_solution_shown(self, game: Game) -> None:
        """"Lösung zeigen": every later win of this deal is assisted (game.storage.clean)."""
        if game.number is not None:
            self.stats.note_solution_shown(game.variant, game.number)

    def _remember_open(self, game: Game) -> None:
        if game.number is not None and not self.data_dir.read_only:
            self.history.begin(game.variant, str(game.number), tuple(a for a in Aid if a in self.aids), self.daily)

    def _note_dealt(self, game: Game) -> None:
        """Remember that a catalogue number was dealt, so "next unplayed" means what it says."""
        number = str(game.number) if game.number is not None else None
        if number is None or number not in self.catalogue(game.variant):
            return
        order = 1 + max((n for numbers in self.dealt.values() for n in numbers.values()), default=0)
        self.dealt.setdefault(_Variant.named(game.variant), {})[number] = order
        save_dealt(self.writer, self.dealt)

    # --- the daily deal (B9) -----------------------------------------------------------------

    def daily_number(self, day: datetime.date, variant: Variant | str) -> int | None:
        """``day``'s daily deal of ``variant`` (docs/daily.md); None without a catalogue."""
        variant = _Variant.named(variant)
        try:
            return daily_number(day, variant, self.catalogue_entries(variant))
        except NoDailyDeal:
            return None

    def start_daily(self, day: datetime.date, variant: Variant | str, number: int) -> None:
        """The next deal on the table is ``day``'s daily deal (call just before dealing it)."""
        variant = _Variant.named(variant)
        self.dailies.start(day, variant, str(number), self.today())

    def daily_game(self, game: Game) -> DailyGame | None:
        """Which day's daily deal ``game`` is, if it is one."""
        return self.dailies.is_daily(game.variant, str(game.number)) if game.number is not None else None

    # --- counting ---------------------------------------------------------------------------

    def game_over(self, game: Game) -> bool:
        return self.counted or game.is_won()

    def in_progress(self, game: Game) -> bool:
        """A game with moves that has not ended: leaving it counts as a loss, so ask first."""
        return not self.game_over(game) and game.moves > 0

    def abandon(self, game: Game, seconds: float) -> None:
        """The player leaves ``game`` for another deal: counted as lost if it was in progress."""
        if self.in_progress(game):
            self.record(game, seconds, won=False)
            self.counted = True

    def give_up(self, game: Game, seconds: float) -> FinishedGame | None:
        """"Aufgeben": count the game as lost; the summary to show (None if it was counted)."""
        if self.counted:
            return None
        self.result = self.record(game, seconds, won=False)
        self.counted = True
        return self.result

    def after_move(self, game: Game, seconds: float) -> None:
        """Every move: the last card up counts the win at once; otherwise the autosave."""
        if self.counted:
            return   # a given-up game may be looked at, but it is over
        if game.is_won():
            self.result = self.record(game, seconds, won=True)
            self.counted = True
            return
        self.autosave(game, seconds)

    def finish(self, game: Game, seconds: float) -> FinishedGame:
        """The win's cascade is over: the summary (the win was counted when the last card went up)."""
        if not self.counted:
            self.result = self.record(game, seconds, won=True)
            self.counted = True
        elif self.result is None or not self.result.won:
            # Played on after giving up: a win to show, but the game was already counted as lost.
            self.result = self.record(game, seconds, won=True, count=False)
        return self.result

    def record(self, game: Game, seconds: float, won: bool, count: bool = True) -> FinishedGame:
        """Count ``game`` in the statistics, the history and the daily results as one unit, and end
        its autosave (`game.storage.ledger`); a game without a number — an imported board — is not
        counted, only its autosave ends. ``count=False`` only describes it for the summary."""
        result = self.result_of(game, seconds, won)
        if result.number is None:
            if count:
                delete_game(self.writer)
            return result.summary(None, None)
        outcome = None
        if count:
            day = self.dailies.day_result(result.variant, result.number, result.won)
            outcome = self.ledger.count(Finish(self.game_id, result.played(), result.grade, day))
        best = self.stats.best_moves(result.variant, result.number, clean=result.clean if won else None)
        if count and won and (best is None or result.moves < best):
            best = result.moves      # its result may still wait for the disk
        return result.summary(outcome, best)

    def result_of(self, game: Game, seconds: float, won: bool) -> GameResult:
        """``game`` as it ends now, with the help it had (a watched solution counts too)."""
        others = set(self.aids)
        if game.number is not None and self.stats.solution_shown(game.variant, game.number):
            others.add(Aid.SOLUTION)
        number = str(game.number) if game.number is not None else None
        return GameResult(game.variant, number, won, game.moves, seconds, game.undos, game.hints,
                          aids_of(game.undos, game.hints, others), self.daily,
                          self.grade(game.variant, number) if number is not None else None,
                          self.par(game.variant, number) if number is not None else None)

    def grade(self, variant: Variant | str, number: str) -> Grade | None:
        """The difficulty grade of a catalogued deal (``"easy"``, ``"medium"``, ``"hard"``), if graded."""
        variant = _Variant.named(variant)
        if variant not in self._grades:
            self._grades[variant] = {str(entry.number): entry.grade for entry in self.catalogue_entries(variant)
                                     if entry.grade is not None}
        return self._grades[variant].get(number)

    # --- options, sounds, saving ------------------------------------------------------------

    def save_option(self, name: str, value: object) -> None:
        """Remember one option in settings.json (the router applies it to the running game)."""
        self.saved = self.saved.with_changes(**{name: value})
        save_settings(self.data_dir, self.saved)
        if name == "sound":
            self.sounds.enabled = bool(value)

    def play_sound(self, event: str) -> None:
        """The table's sound event (a card landed, an invalid move, the win) as one of our effects."""
        name = TABLE_SOUNDS.get(event)
        if name is not None:
            self.sounds.play(name)

    def autosave(self, game: Game, seconds: float) -> None:
        """Save the game on the table with what the solver knows about it (B16: a resumed game's
        indicator says from its first frame what it said before) — not once it is over, nor
        while a finished game's result waits for the disk: the autosave there is that game's
        until its result is written."""
        if not self.counted and self.keep_finishing():
            save_game(self.writer, game, seconds, self.game_id, known(self.solver, game))
            self.saved_clock = seconds

    def keep_finishing(self) -> bool:
        """True when no finished game waits for the disk; tries to write one that does at most
        every RETRY_SECONDS (the app calls this every step)."""
        if not self.ledger.pending:
            return True
        now = time.monotonic()
        if now < self._retry_at:
            return False
        self._retry_at = now + RETRY_SECONDS
        return self.ledger.settle()

    def clock_ticked(self, game: Game, seconds: float) -> None:
        """The game clock reads ``seconds``: once it has run CLOCK_SAVE_SECONDS past the last
        save, save again, so a crash loses at most that much of the time played. Only a running
        clock moves away from its last save, so a stopped one (menu, won, idle) writes nothing."""
        if seconds - self.saved_clock >= CLOCK_SAVE_SECONDS:
            self.autosave(game, seconds)

    def take_notices(self) -> list[Notice]:
        """Storage notices (a damaged file kept aside, a full disk …) not told yet."""
        return self.data_dir.take_notices()

    def close(self, game: Game | None, seconds: float) -> None:
        """At quit: stop the worker, save the clock of the running game and wait for the disk."""
        if not self.closed:
            self.solver.close()
            self._last_save(game, seconds, self.writer)
            self.writer.close()
            self._release()

    def save_at_once(self, game: Game | None, seconds: float) -> None:
        """`close` for a lost display, from any thread: it joins no thread (the caller may be the
        solver's or the saver's) and writes the files itself, once the saver has ended its write."""
        if not self.closed:
            self.writer.flush(timeout=1.0)
            self._last_save(game, seconds, self.data_dir, wait=False)
            self._release()

    def _last_save(self, game: Game | None, seconds: float, sink: DataDir | BackgroundWriter, wait: bool = True) -> None:
        self.closed = True
        # A last try for a result that waits for the disk; the game on the table only after it.
        if self.ledger.settle(wait) and game is not None and not self.counted:
            save_game(sink, game, seconds, self.game_id, known(self.solver, game))

    def _release(self) -> None:
        if self.lock is not None:
            self.lock.release()
