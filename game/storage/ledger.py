"""Every finished game counted exactly once, whatever ends the process (docs/reliability.md).

Finishing a game (won, given up, left for another deal) changes ``statistics.json``,
``records.json``, ``history.json`` and, for a daily deal, ``daily.json``, and ends the autosave.
Each file is written atomically, but a kill between two of them would leave the game counted
in one and not in another, or counted and still resumed from its autosave — and counted again
when won again. So a finish is one unit:

1. **Commit.** The whole result — the game's identity, its history entry (which holds what the
   statistics count), its grade and its daily result — is written to one small journal,
   ``finishing.json``, atomically. From this moment the game is finished, whatever happens.
2. **Apply.** The result goes into each store, and each store is written. Applying is
   idempotent: the statistics and the history remember the identities of the games they took
   in and refuse one a second time; a record is the fewest moves and a day keeps its best
   result, so taking the same game twice changes neither.
3. **Clean up.** The autosave is removed, then the journal, last.

At the next start, a journal left by a kill is applied again before anything else reads the
stores (`recover`), and an autosave whose game is counted already is not resumed
(`Ledger.counted`). Nothing is deleted before what replaces it is on disk: the autosave goes
only once the result is in every store, the journal only after the autosave.

A journal is applied only to the game it names, and only once, whatever else the folder holds:

- Its **serial** (one more than the last finish the stores took in) is refused by a store that
  took that finish or a later one (`game.storage.counted_once.takes`), so a journal that comes back
  after any number of games — a folder restored from a backup, a synced copy — counts nothing
  again, where the identities alone remember only the last 64 games. Serials, not times: a clock
  set back must not make an old journal look new.
- The **autosave** is removed only when it holds the journal's game (`saved_identity`): beside a
  stale journal it may hold another game in progress, which is resumed as it is.

A step that fails (a full disk) leaves the result waiting in memory: the player is told once
(`RESULT_WAITING`, naming the file, in place of the notice of a failed save), and it is tried
again (`settle`) before every autosave, every few seconds while the game runs and at quit;
`RESULT_SAVED` says when it is written. While a result waits, no autosave is written, so the
one on disk — the finished game a move before its end — is not replaced: if the game is quit
before the disk has room, that game is resumed at the next start and nothing is counted twice.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.content import Grade
from game.storage.autosave import AUTOSAVE_FILE, saved_identity
from game.storage.counted_once import is_game_id, is_serial, next_serial
from game.storage.daily import DAILY_FILE, DailyRecord, DayResult, parse_day
from game.storage.ended import EndedGame
from game.storage.files import RESULT_SAVED, RESULT_WAITING, DataDir, DataError, Notice
from game.storage.history import HISTORY_FILE, History, ended_from_json, ended_to_json
from game.storage.stats import RecordOutcome, Statistics
from game.storage.stats_json import stored_grade

JOURNAL_FILE = "finishing.json"
JOURNAL_VERSION = 2    # 2: "serial"


@dataclass(frozen=True)
class FinishEntry:
    """One finished game as the journal holds it: the ended game (the history keeps it, the statistics
    count it) with what only the journal and the stores need — its identity, grade, day and serial.
    The journal names the game ``"played"`` and holds it as the history file does."""

    game_id: str
    played: EndedGame                  # a numbered game
    grade: Grade | None = None         # the deal's difficulty grade, for the statistics per grade
    day: tuple[datetime.date, DayResult] | None = None   # the daily deal's day and result
    serial: int | None = None          # its place among the finishes (None: a version 1 journal's)

    def numbered(self, serial: int) -> FinishEntry:
        """This finish with its serial (the ledger gives it when it commits)."""
        return FinishEntry(self.game_id, self.played, self.grade, self.day, serial)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": JOURNAL_VERSION, "game": self.game_id, "played": ended_to_json(self.played),
                                "grade": self.grade.value if self.grade is not None else None}
        if self.serial is not None:
            data["serial"] = self.serial
        if self.day is not None:
            data["day"] = {"date": self.day[0].isoformat(), "result": self.day[1].value}
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FinishEntry:
        """The journal's finish; DataError when anything in it is wrong (it is then kept aside)."""
        if set(data) - {"version", "game", "played", "grade", "day", "serial"}:
            raise DataError("not a finished game")
        game_id, played, grade = data.get("game"), ended_from_json(data.get("played")), data.get("grade")
        if not is_game_id(game_id) or played is None or not (grade is None or stored_grade(grade) is not None):
            raise DataError("not a finished game")
        serial = data.get("serial")
        if not (serial is None or (is_serial(serial) and serial > 0)):
            raise DataError("not a finish's serial")
        day: tuple[datetime.date, DayResult] | None = None
        if "day" in data:
            entry = data["day"]
            date = parse_day(entry.get("date")) if isinstance(entry, dict) else None
            name = entry.get("result") if isinstance(entry, dict) else None
            result = {result.value: result for result in DayResult}.get(name) if isinstance(name, str) else None
            if date is None or result is None:
                raise DataError("not a daily result")
            day = (date, result)
        return cls(game_id, played, stored_grade(grade), day, serial)


class Ledger:
    """Counts each finished game once into the stores it is given (see the module docstring).

    ``flush`` waits for the saves queued off the frame loop (`BackgroundWriter.flush`): one of
    them still queued (an autosave of the finished game, an older history) must not land after
    the finish.
    """

    def __init__(self, data_dir: DataDir, stats: Statistics, history: History, dailies: DailyRecord,
                 flush: Callable[[], object] = lambda: None) -> None:
        self.data_dir = data_dir
        self.stats = stats
        self.history = history
        self.dailies = dailies
        self.flush = flush
        self.waiting: list[FinishEntry] = []      # results whose journal is not on disk yet, oldest first
        self.unsettled: FinishEntry | None = None  # journal on disk and applied here, a store or the clean-up not yet
        self._told = False                   # the player knows a result waits

    @property
    def pending(self) -> bool:
        """A finished game is not wholly on disk yet (no autosave may replace the one there)."""
        return bool(self.waiting) or self.unsettled is not None

    def counted(self, game_id: str | None) -> bool:
        """Has the game with this identity been counted (its autosave is a finished game's)?"""
        return game_id is not None and (game_id in self.stats.counted or game_id in self.history.counted
                                        or any(f.game_id == game_id for f in self.waiting))

    def recover(self) -> None:
        """At start, before the stores are used: finish the game whose journal a kill left behind."""
        if self.data_dir.read_only:
            return      # another copy holds the folder: its journal is its own business
        finish = self.data_dir.load(JOURNAL_FILE, JOURNAL_VERSION, FinishEntry.from_json)
        if finish is not None:
            self._apply(finish)
            self.unsettled = finish
            self.settle()

    def count(self, finish: FinishEntry) -> RecordOutcome:
        """A game has ended: commit it (or keep it waiting for the disk); what the summary says
        about records."""
        outcome = self.stats.outcome(finish.played)
        finish = finish.numbered(self._next_serial())
        if self.data_dir.read_only:
            self._apply(finish)    # playing without saving: counted for this session only
            return outcome
        self.waiting.append(finish)
        self.settle()
        return outcome

    def _next_serial(self) -> int:
        """One more than the last finish the stores took in or that waits to be written."""
        serials = [self.stats.finished, self.history.finished]
        serials += [f.serial for f in (*self.waiting, self.unsettled) if f is not None and f.serial is not None]
        return next_serial(max(serials))

    def settle(self, wait: bool = True) -> bool:
        """Write what waits, in order; True when every finished game is on disk. ``wait`` False:
        do not wait for the background writer first (the display is gone, and it may be stuck)."""
        if not self.pending:
            return True
        if wait:
            self.flush()
        failed = self._settle()
        if failed is not None and not self._told:
            self._told = True
            self.data_dir.notify(Notice(RESULT_WAITING, failed, None, "a finished game waits for the disk"))
        elif failed is None and self._told:
            self._told = False
            self.data_dir.notify(Notice(RESULT_SAVED, JOURNAL_FILE))
        return failed is None

    def _settle(self) -> str | None:
        """Commit, apply and clean up each waiting result; the name of a file that failed, else None."""
        while True:
            if self.unsettled is not None:
                failed = self._write_stores(self.unsettled)
                if failed is not None:
                    return failed
                if saved_identity(self.data_dir) == self.unsettled.game_id:
                    self.data_dir.delete(AUTOSAVE_FILE)   # its game is in every store now
                self.data_dir.delete(JOURNAL_FILE)    # last: until here a kill is finished at the next start
                self.unsettled = None
            if not self.waiting:
                return None
            finish = self.waiting[0]
            if not self.data_dir.save_json(JOURNAL_FILE, finish.to_json(), tell=False):
                return JOURNAL_FILE
            self.waiting.pop(0)
            self._apply(finish)
            self.unsettled = finish

    def _apply(self, finish: FinishEntry) -> None:
        """Take the finished game into every store, in memory (each refuses it a second time)."""
        played = finish.played
        self.stats.count(played, finish.grade, finish.game_id, finish.serial)
        self.history.count(played, finish.game_id, finish.serial)
        if finish.day is not None:
            self.dailies.note(played.variant, *finish.day)

    def _write_stores(self, finish: FinishEntry) -> str | None:
        """Write each store that takes the game; the first that failed, else None. A file the game
        may not read is left as it is (`DataDir.protected`), and counts as done."""
        files = dict(self.stats.files())
        files[HISTORY_FILE] = self.history.to_json()
        if finish.day is not None:
            files[DAILY_FILE] = self.dailies.to_json()
        for name, data in files.items():
            if not self.data_dir.save_json(name, data, tell=False) and not self.data_dir.protected(name):
                return name
        return None

