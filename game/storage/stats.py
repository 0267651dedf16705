"""Statistics per variant and move records per game number (docs/rules.md R15, B6).

Two files, so that damage to one never costs the other: ``statistics.json`` (per variant:
played, won, streaks, best time, fewest moves — clean and assisted apart — and played / won
per difficulty grade) and ``records.json`` (fewest moves for each game number and variant,
clean and assisted apart — the "Neuer Rekord!" of the summary — and the deals whose solution
was shown). The last games one by one are in ``history.json`` (`game.storage.history`).

When a game counts as played
----------------------------
A game is counted exactly once, when it **ends**: won, given up ("Aufgeben"), or abandoned
for another deal (new game, another game number, "Neustart" of this deal) after the player
made at least one move. At that moment the game in hand (`game.app.services.GameInHand`)
hands the ended game (`game.storage.ended.EndedGame`) to the finishing journal
(`game.storage.ledger`), which counts it here (`Statistics.count`) and in the history, and the
next game starts afresh. A deal that is looked at and left without a move is not counted and
does not break a streak — players skim deals for a nice start, and punishing that would
make the win rate lie. A game resumed from the autosave is the same game, not a new one.
A lost or abandoned game ends the current streak.

Each game is counted under its identity (`game.storage.counted_once.new_game_id`); ``statistics.json``
remembers the last identities it counted (``"counted"``, version 3) and refuses a second result
for one of them, so a finished game replayed from the journal after a kill is not counted twice
(`game.storage.ledger`). The records need no such list: a record is the fewest moves, and the
same win taken twice leaves the same fewest moves.

Clean and assisted wins
-----------------------
A win without any help (`game.storage.aids`) is *clean*; best time, fewest moves and the
records per deal are kept apart for clean and assisted wins, so help never sets a record
that a clean win has to beat. Version 1 files did not record help: their wins, best time,
fewest moves and records load as **assisted** (a clean win must be proved, and was not).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from game.content import GRADES, Grade
from game.engine import VARIANTS, GameNumber, Variant, parse_game_number
from game.storage.bounds import clock_seconds, count_up
from game.storage.counted_once import counted_from_json, remember, serial_from_json, takes
from game.storage.ended import EndedGame
from game.storage.files import CORRUPT, DataDir
from game.storage.stats_json import (
    GRADE_NAMES,
    GradeStats,
    VariantStats,
    read_grades,
    read_records,
    read_shown,
    read_variants,
)

__all__ = ["GRADE_NAMES", "GameSummary", "GradeStats", "RecordOutcome", "Statistics", "VariantStats", "record_key"]

STATISTICS_FILE = "statistics.json"
RECORDS_FILE = "records.json"
STATISTICS_VERSION = 4      # 2: clean wins apart, played / won per grade (1 loads as assisted); 3: "counted"; 4: "finished"
RECORDS_VERSION = 2         # 2: clean records apart, deals whose solution was shown


@dataclass(frozen=True)
class RecordOutcome:
    """What the summary says about records after a game.

    ``new_record``: the moves beat an earlier win of this game number and variant in the
    same kind (clean with clean, assisted with assisted) — "Neuer Rekord!", with
    ``previous_best`` shown. ``first_win``: the first win of this deal of that kind — its
    moves become the record to beat, but there was nothing to beat yet. ``clean``: which
    kind of record this is about.
    """

    new_record: bool
    previous_best: int | None
    first_win: bool = False
    clean: bool = False


def record_key(number: GameNumber | str | int) -> str:
    """The deal's canonical text (``"ms123"`` and ``"123"`` are one deal, so one record)."""
    if not isinstance(number, GameNumber):
        number = parse_game_number(number)
    return str(number)


def _better(old: float | None, new: float) -> float:
    return new if old is None else min(old, new)


@dataclass
class Statistics:
    """Statistics and records of one player, saved after every change.

    Build with `Statistics.load(data_dir)`; every method that changes something saves both
    files at once (a failed write leaves the old files and queues a notice in the DataDir).
    ``records`` holds assisted wins (and every win of a version 1 file), ``clean_records``
    clean ones: game number → fewest moves, per variant.
    """

    data_dir: DataDir
    by_variant: dict[Variant, VariantStats] = field(default_factory=lambda: {v: VariantStats() for v in VARIANTS})
    by_grade: dict[Variant, dict[Grade, GradeStats]] = field(
        default_factory=lambda: {v: {g: GradeStats() for g in GRADES} for v in VARIANTS})
    records: dict[Variant, dict[str, int]] = field(default_factory=lambda: {v: {} for v in VARIANTS})
    clean_records: dict[Variant, dict[str, int]] = field(default_factory=lambda: {v: {} for v in VARIANTS})
    solutions_shown: dict[Variant, set[str]] = field(default_factory=lambda: {v: set() for v in VARIANTS})
    counted: list[str] = field(default_factory=list)    # identities of the last games counted, oldest first
    finished: int = 0          # the serial of the last finish counted (`game.storage.counted_once.takes`)

    @classmethod
    def load(cls, data_dir: DataDir) -> Statistics:
        """Read both files; anything damaged is kept aside (with a notice) and starts from zero.

        What was valid in a damaged file is kept, and written back at once: the next launch
        must find it, not the defaults. A version 1 file is read as it is and written back
        as version 2 at the next save.
        """
        stats = cls(data_dir)
        repaired = False
        data = data_dir.load_json(STATISTICS_FILE, STATISTICS_VERSION)
        if data is not None:
            if set(data) - {"version", "variants", "grades", "counted", "finished"}:
                bad = ["the file's shape"]      # a file of another shape: nothing in it is ours to trust
            else:
                bad = read_variants(data.get("variants"), stats.by_variant)
                bad += read_grades(data.get("grades", {}), stats.by_grade)
                counted = counted_from_json(data.get("counted", []))
                if counted is None:
                    bad.append("counted")
                stats.counted = counted or []
                finished = serial_from_json(data.get("finished", 0))
                if finished is None:
                    bad.append("finished")
                stats.finished = finished or 0
            if bad:
                data_dir.set_aside(STATISTICS_FILE, CORRUPT, "invalid statistics for " + ", ".join(bad))
                repaired = True
        data = data_dir.load_json(RECORDS_FILE, RECORDS_VERSION)
        if data is not None:
            if set(data) - {"version", "records", "clean", "solutions_shown"}:
                dropped = 1
            else:
                dropped = read_records(data.get("records"), stats.records, record_key)
                dropped += read_records(data.get("clean", {}), stats.clean_records, record_key)
                dropped += read_shown(data.get("solutions_shown", {}), stats.solutions_shown, record_key)
            if dropped:
                data_dir.set_aside(RECORDS_FILE, CORRUPT, f"{dropped} invalid record entries dropped")
                repaired = True
        if repaired:
            stats.save()
        return stats

    # --- reading ---------------------------------------------------------------------------

    def variant_stats(self, variant: Variant) -> VariantStats:
        return self.by_variant[variant]

    def grade_stats(self, variant: Variant, grade: Grade) -> GradeStats:
        """Played and won of deals of one grade."""
        return self.by_grade[variant][grade]

    def best_moves(self, variant: Variant, number: GameNumber | str | int, clean: bool | None = None) -> int | None:
        """The record (fewest moves of a win) for this deal and variant, or None: of clean wins,
        of assisted ones, or (``clean=None``) of any win."""
        key = record_key(number)
        found = [table[variant].get(key) for table, kind in ((self.clean_records, True), (self.records, False))
                 if clean is None or clean == kind]
        moves = [m for m in found if m is not None]
        return min(moves) if moves else None

    def won_numbers(self, variant: Variant) -> set[str]:
        """The deals of ``variant`` won at least once, clean or not (R16: not dealt again first)."""
        return set(self.records[variant]) | set(self.clean_records[variant])

    def solution_shown(self, variant: Variant, number: GameNumber | str | int) -> bool:
        """Was the solver's solution of this deal shown (a later win of it is assisted)?"""
        return record_key(number) in self.solutions_shown[variant]

    # --- changing --------------------------------------------------------------------------

    def outcome(self, game: EndedGame) -> RecordOutcome:
        """What counting this game would say about records (nothing is changed)."""
        key = record_key(game.counted_number)
        if not game.won:
            return RecordOutcome(new_record=False, previous_best=self.best_moves(game.variant, key))
        previous_best = (self.clean_records if game.clean else self.records)[game.variant].get(key)
        return RecordOutcome(new_record=previous_best is not None and game.moves < previous_best,
                             previous_best=previous_best, first_win=previous_best is None, clean=game.clean)

    def count(self, game: EndedGame, grade: Grade | None = None, game_id: str | None = None,
              serial: int | None = None) -> RecordOutcome:
        """Count one ended game (see the module docstring for when), without saving: the ledger
        saves each file as one step of its commit (`save` writes them). ``grade``: the deal's
        difficulty when it is a graded catalogue deal; ``game_id``: its identity. Only a numbered
        game is counted (ValueError).

        A game whose ``game_id`` is counted already, or whose finish ``serial`` is not past the
        last one counted, changes no count; its record is taken again, which changes nothing
        either (the fewest moves stay the fewest)."""
        key = record_key(game.counted_number)
        outcome = self.outcome(game)
        if game.won:
            table = self.clean_records if game.clean else self.records
            if outcome.previous_best is None or game.moves < outcome.previous_best:
                table[game.variant][key] = game.moves
        if not takes(self.counted, self.finished, game_id, serial):
            return outcome
        if game_id is not None:
            remember(self.counted, game_id)
        if serial is not None:
            self.finished = serial
        self._count_game(game.variant, game.won, game.moves, clock_seconds(game.seconds), game.clean, grade)
        return outcome

    def _count_game(self, variant: Variant, won: bool, moves: int, seconds: float, clean: bool,
                    grade: Grade | None) -> None:
        """The counts of one more game; each stops at its limit (`count_up`)."""
        old = self.by_variant[variant]
        if won:
            streak = count_up(old.current_streak)
            new = replace(old, played=count_up(old.played), won=count_up(old.won), current_streak=streak,
                          longest_streak=max(old.longest_streak, streak))
            if clean:
                new = replace(new, clean_won=count_up(old.clean_won),
                              clean_best_seconds=_better(old.clean_best_seconds, seconds),
                              clean_fewest_moves=int(_better(old.clean_fewest_moves, moves)))
            else:
                new = replace(new, best_seconds=_better(old.best_seconds, seconds),
                              fewest_moves=int(_better(old.fewest_moves, moves)))
            self.by_variant[variant] = new
        else:
            self.by_variant[variant] = replace(old, played=count_up(old.played), current_streak=0)
        if grade is not None:
            counts = self.by_grade[variant][grade]
            self.by_grade[variant][grade] = GradeStats(count_up(counts.played), min(counts.won + int(won), count_up(counts.played)))

    def note_solution_shown(self, variant: Variant, number: GameNumber | str | int) -> None:
        """"Lösung zeigen" showed this deal's solution: every later win of it is assisted."""
        key = record_key(number)
        if key not in self.solutions_shown[variant]:
            self.solutions_shown[variant].add(key)
            self.save()

    def reset(self, variant: Variant | None = None, records: bool = False) -> bool:
        """The statistics screen's reset (the UI has asked first): one variant or all.

        Records survive unless ``records`` is True: they belong to game numbers a player
        may have shared, and "reset statistics" should not silently wipe them. Which
        solutions were shown always survives: a reset is no licence to call a win with a
        watched solution clean.
        """
        for each in VARIANTS if variant is None else (variant,):
            self.by_variant[each] = VariantStats()
            self.by_grade[each] = {g: GradeStats() for g in GRADES}
            if records:
                self.records[each] = {}
                self.clean_records[each] = {}
        return self.save()

    def files(self) -> dict[str, dict[str, Any]]:
        """The two files' contents, by name: what `save` writes (variants and grades by name)."""
        stats_json = {
            "version": STATISTICS_VERSION,
            "variants": {variant.name: asdict(stats) for variant, stats in self.by_variant.items()},
            "grades": {variant.name: {g.value: asdict(c) for g, c in grades.items() if c.played}
                       for variant, grades in self.by_grade.items()},
            "counted": list(self.counted),
            "finished": self.finished,
        }
        records_json = {
            "version": RECORDS_VERSION,
            "records": {variant.name: numbers for variant, numbers in self.records.items()},
            "clean": {variant.name: numbers for variant, numbers in self.clean_records.items()},
            "solutions_shown": {variant.name: sorted(numbers) for variant, numbers in self.solutions_shown.items()},
        }
        return {STATISTICS_FILE: stats_json, RECORDS_FILE: records_json}

    def save(self) -> bool:
        """Write both files; True when both are safely on disk."""
        saved = [self.data_dir.save_json(name, data) for name, data in self.files().items()]
        return all(saved)


@dataclass(frozen=True)
class GameSummary:
    """What the summary shows: the ended game, what counting it said about records (None: it was
    not counted — an imported board, or a win played on after giving up) and ``best``, the record
    of this deal after the game (of its kind, for a win)."""

    game: EndedGame
    outcome: RecordOutcome | None = None
    best: int | None = None

