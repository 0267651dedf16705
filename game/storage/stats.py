"""Statistics per variant and move records per game number (docs/rules.md R15, B6).

Two files, so that damage to one never costs the other: ``statistics.json`` (per variant:
played, won, streaks, best time, fewest moves) and ``records.json`` (fewest moves for each
game number and variant — the "Neuer Rekord!" of the summary).

When a game counts as played
----------------------------
A game is counted exactly once, when it **ends**: won, given up ("Aufgeben"), or abandoned
for another deal (new game, another game number, "Neustart" of this deal) after the player
made at least one move. The UI calls `Statistics.record_result` at that moment and starts
the next game afresh. A deal that is looked at and left without a move is not counted and
does not break a streak — players skim deals for a nice start, and punishing that would
make the win rate lie. A game resumed from the autosave is the same game, not a new one.
A lost or abandoned game ends the current streak.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from game.engine import VARIANTS, GameNumber, GameNumberError, parse_game_number
from game.storage.files import CORRUPT, DataDir

STATISTICS_FILE = "statistics.json"
RECORDS_FILE = "records.json"
STATISTICS_VERSION = 1
RECORDS_VERSION = 1


@dataclass(frozen=True)
class VariantStats:
    """The statistics screen's row for one variant. Times in seconds; None = no win yet."""

    played: int = 0
    won: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Won / played in 0.0 … 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class RecordOutcome:
    """What the summary says about records after a game.

    ``new_record``: the moves beat an earlier win of this game number and variant
    ("Neuer Rekord!", with ``previous_best`` shown). ``first_win``: the first win of this
    deal — its moves become the record to beat, but there was nothing to beat yet.
    """

    new_record: bool
    previous_best: int | None
    first_win: bool = False


def record_key(number: GameNumber | str | int) -> str:
    """The deal's canonical text (``"ms123"`` and ``"123"`` are one deal, so one record)."""
    if not isinstance(number, GameNumber):
        number = parse_game_number(number)
    return str(number)


# Bounds no real player reaches: a value past them is damage (or an attack) and is refused
# on load, so a 400-digit number can never reach float() or json.dumps at every start.
MAX_COUNT = 10**9             # games played, won, streaks
MAX_MOVES = 10**6             # moves of one game
MAX_SECONDS = 10.0**8         # about three years on one game's clock


def _count(value: Any, limit: int = MAX_COUNT) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limit


def _positive_int_or_none(value: Any) -> bool:
    return value is None or (_count(value, MAX_MOVES) and value > 0)


def _seconds_or_none(value: Any) -> bool:
    return value is None or (
        isinstance(value, (int, float)) and not isinstance(value, bool)
        and (isinstance(value, float) or abs(value) <= MAX_COUNT)   # float() of a huge int overflows
        and math.isfinite(value) and 0 <= value <= MAX_SECONDS
    )


def _variant_stats_from_json(data: Any) -> VariantStats | None:
    """A VariantStats from JSON, or None when anything in it is wrong or contradictory."""
    if not isinstance(data, dict):
        return None
    defaults = asdict(VariantStats())
    values = {name: data.get(name, default) for name, default in defaults.items()}
    counts_ok = all(_count(values[name]) for name in ("played", "won", "current_streak", "longest_streak"))
    if not (counts_ok and _seconds_or_none(values["best_seconds"]) and _positive_int_or_none(values["fewest_moves"])):
        return None
    if not values["won"] <= values["played"] or not values["current_streak"] <= values["longest_streak"] <= values["won"]:
        return None
    if values["best_seconds"] is not None:
        values["best_seconds"] = float(values["best_seconds"])
    return VariantStats(**values)


@dataclass
class Statistics:
    """Statistics and records of one player, saved after every change.

    Build with `Statistics.load(data_dir)`; every method that changes something saves both
    files at once (a failed write leaves the old files and queues a notice in the DataDir).
    """

    data_dir: DataDir
    by_variant: dict[str, VariantStats] = field(default_factory=lambda: {v: VariantStats() for v in VARIANTS})
    records: dict[str, dict[str, int]] = field(default_factory=lambda: {v: {} for v in VARIANTS})

    @classmethod
    def load(cls, data_dir: DataDir) -> Statistics:
        """Read both files; anything damaged is kept aside (with a notice) and starts from zero.

        What was valid in a damaged file is kept, and written back at once: the next launch
        must find it, not the defaults.
        """
        stats = cls(data_dir)
        repaired = False
        data = data_dir.load_json(STATISTICS_FILE, STATISTICS_VERSION)
        if data is not None:
            bad = stats._read_statistics(data)
            if bad:
                data_dir.set_aside(STATISTICS_FILE, CORRUPT, "invalid statistics for " + ", ".join(bad))
                repaired = True
        data = data_dir.load_json(RECORDS_FILE, RECORDS_VERSION)
        if data is not None:
            dropped = stats._read_records(data)
            if dropped:
                data_dir.set_aside(RECORDS_FILE, CORRUPT, f"{dropped} invalid record entries dropped")
                repaired = True
        if repaired:
            stats.save()
        return stats

    def _read_statistics(self, data: dict[str, Any]) -> list[str]:
        variants = data.get("variants")
        if not isinstance(variants, dict) or set(data) - {"version", "variants"}:
            return ["variants"]      # a file of another shape: nothing in it is ours to trust
        bad = [name for name in variants if name not in VARIANTS]
        for variant in VARIANTS:
            if variant not in variants:
                continue
            parsed = _variant_stats_from_json(variants[variant])
            if parsed is None:
                bad.append(variant)
            else:
                self.by_variant[variant] = parsed
        return bad

    def _read_records(self, data: dict[str, Any]) -> int:
        """Keep every valid entry; return how many were invalid."""
        table = data.get("records")
        if not isinstance(table, dict) or set(data) - {"version", "records"}:
            return 1
        dropped = 0
        for variant, entries in table.items():
            if variant not in VARIANTS or not isinstance(entries, dict):
                dropped += 1
                continue
            for number, moves in entries.items():
                try:
                    key = record_key(number)
                except GameNumberError:
                    dropped += 1
                    continue
                if not (_count(moves, MAX_MOVES) and moves > 0):
                    dropped += 1
                    continue
                known = self.records[variant].get(key)
                self.records[variant][key] = moves if known is None else min(known, moves)
        return dropped

    # --- reading ---------------------------------------------------------------------------

    def variant_stats(self, variant: str) -> VariantStats:
        return self.by_variant[variant]

    def best_moves(self, variant: str, number: GameNumber | str | int) -> int | None:
        """The record (fewest moves of a win) for this deal and variant, or None."""
        return self.records[variant].get(record_key(number))

    # --- changing --------------------------------------------------------------------------

    def record_result(
        self, variant: str, number: GameNumber | str | int, won: bool, moves: int, seconds: float
    ) -> RecordOutcome:
        """Count one finished game (see the module docstring for when) and save.

        ``moves`` is the engine's move counter, ``seconds`` the game clock. Raises
        ValueError for an unknown variant and GameNumberError for a bad number — both are
        programming errors, not player input.
        """
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        key = record_key(number)
        seconds = round(float(seconds), 1) if math.isfinite(seconds) and seconds > 0 else 0.0
        old = self.by_variant[variant]
        previous_best = self.records[variant].get(key)
        if won:
            streak = old.current_streak + 1
            self.by_variant[variant] = replace(
                old,
                played=old.played + 1,
                won=old.won + 1,
                current_streak=streak,
                longest_streak=max(old.longest_streak, streak),
                best_seconds=seconds if old.best_seconds is None else min(old.best_seconds, seconds),
                fewest_moves=moves if old.fewest_moves is None else min(old.fewest_moves, moves),
            )
            if previous_best is None or moves < previous_best:
                self.records[variant][key] = moves
            outcome = RecordOutcome(
                new_record=previous_best is not None and moves < previous_best,
                previous_best=previous_best,
                first_win=previous_best is None,
            )
        else:
            self.by_variant[variant] = replace(old, played=old.played + 1, current_streak=0)
            outcome = RecordOutcome(new_record=False, previous_best=previous_best)
        self.save()
        return outcome

    def reset(self, variant: str | None = None, records: bool = False) -> bool:
        """The statistics screen's reset (the UI has asked first): one variant or all.

        Records survive unless ``records`` is True: they belong to game numbers a player
        may have shared, and "reset statistics" should not silently wipe them.
        """
        for name in VARIANTS if variant is None else (variant,):
            self.by_variant[name] = VariantStats()
            if records:
                self.records[name] = {}
        return self.save()

    def save(self) -> bool:
        """Write both files; True when both are safely on disk."""
        stats_json = {
            "version": STATISTICS_VERSION,
            "variants": {variant: asdict(stats) for variant, stats in self.by_variant.items()},
        }
        records_json = {"version": RECORDS_VERSION, "records": self.records}
        saved_stats = self.data_dir.save_json(STATISTICS_FILE, stats_json)
        saved_records = self.data_dir.save_json(RECORDS_FILE, records_json)
        return saved_stats and saved_records


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the summary shows it."""

    won: bool
    number: str
    variant: str
    moves: int
    seconds: float
    undos: int
    hints: int
    outcome: RecordOutcome | None = None
    best: int | None = None          # the record of this deal after the game
