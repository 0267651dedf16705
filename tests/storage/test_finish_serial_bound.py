"""The finish serial stays within the bound its own reader checks: stores at ``finished`` 10⁹ (or
any serial a reader takes) take the next finish, and the next start reads both files without a
"damaged" notice and with the game counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import CLASSIC
from game.storage.daily import DailyRecord
from game.storage.ended import ended_game
from game.storage.files import DataDir
from game.storage.history import HISTORY_FILE, History
from game.storage.ledger import FinishEntry, Ledger
from game.storage.stats import STATISTICS_FILE, Statistics


def _ledger(folder: Path) -> tuple[Ledger, DataDir]:
    data_dir = DataDir(folder)
    stats, history, dailies = Statistics.load(data_dir), History.load(data_dir), DailyRecord.load(data_dir)
    return Ledger(data_dir, stats, history, dailies), data_dir


def _set_finished(folder: Path, serial: int) -> None:
    for name in (STATISTICS_FILE, HISTORY_FILE):
        data = json.loads((folder / name).read_text(encoding="utf-8"))
        data["finished"] = serial
        (folder / name).write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("serial", [10**9 - 1, 10**9, 10**12])
def test_the_next_finish_after_a_high_serial_is_counted_and_read_back(tmp_path: Path, serial: int) -> None:
    ledger, _ = _ledger(tmp_path)
    ledger.count(FinishEntry("0123456789abcdef", ended_game(CLASSIC, "5", False, 12, 30.0, ())))
    ledger.flush()
    _set_finished(tmp_path, serial)
    ledger, data_dir = _ledger(tmp_path)
    assert data_dir.take_notices() == []
    ledger.count(FinishEntry("fedcba9876543210", ended_game(CLASSIC, "6", True, 150, 300.0, ())))
    ledger.flush()
    again = DataDir(tmp_path)
    stats, history = Statistics.load(again), History.load(again)
    assert again.take_notices() == [], "a store refused at the next start"
    assert stats.variant_stats(CLASSIC).played == 2 and len(history.games) == 2
    assert stats.finished == history.finished == serial + 1


def test_the_serial_bound_holds_what_every_json_reader_reads_exactly() -> None:
    from game.storage.counted_once import MAX_SERIAL
    assert MAX_SERIAL == 2**53 - 1 and float(MAX_SERIAL) == MAX_SERIAL
