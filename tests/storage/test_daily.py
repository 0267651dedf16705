"""The daily deals' results (daily.json): best result per day, the streak, which deal is daily."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from hypothesis import given, strategies as st

from game.engine import CLASSIC, RELAXED, Variant
from game.storage.daily import DAILY_FILE, DailyRecord, DayResult
from game.storage.files import CORRUPT, DataDir

D = datetime.date(2026, 3, 19)          # "today" in these tests
DAY = datetime.timedelta(days=1)


def play(record: DailyRecord, day: datetime.date, won: bool, on: datetime.date | None = None,
         variant: Variant = CLASSIC, number: str = "7403") -> DayResult | None:
    """Deal ``day``'s daily deal on date ``on`` (default: its own day) and end it."""
    record.start(day, variant, number, on or day)
    record.began(variant, number)
    return record.finished(variant, number, won)


def test_a_day_keeps_its_best_result() -> None:
    record = DailyRecord()
    assert play(record, D, won=False) is DayResult.LOST
    assert play(record, D, won=True) is DayResult.WON
    assert play(record, D, won=False) is DayResult.WON, "a won day stays won"
    assert record.result(CLASSIC, D) is DayResult.WON
    assert record.result(RELAXED, D) is None, "each variant has its own calendar"


def test_a_past_day_played_later_is_won_for_the_calendar_but_not_the_streak() -> None:
    record = DailyRecord()
    play(record, D - DAY, won=True, on=D)
    assert record.result(CLASSIC, D - DAY) is DayResult.WON_LATER
    assert record.streaks(CLASSIC, D) == (0, 0)
    play(record, D - DAY, won=True)          # (a clock set back: the same day again, on time)
    assert record.streaks(CLASSIC, D) == (1, 1)


def test_the_streak_counts_consecutive_days_won_on_their_day() -> None:
    record = DailyRecord()
    for back in (1, 2, 3, 5, 6):
        play(record, D - back * DAY, won=True)
    play(record, D - 4 * DAY, won=False)
    assert record.streaks(CLASSIC, D) == (3, 3), "today still open: the streak runs to yesterday"
    play(record, D, won=True)
    assert record.streaks(CLASSIC, D) == (4, 4)
    assert record.streaks(CLASSIC, D + 2 * DAY) == (0, 4), "a day missed ends the current streak"


def test_a_game_begun_before_midnight_and_won_after_counts_for_its_day() -> None:
    record = DailyRecord()
    record.start(D, CLASSIC, "7403", D)
    record.began(CLASSIC, "7403")
    # midnight passes while the player thinks; the autosave resumes the same game the next day
    record.began(CLASSIC, "7403")
    assert record.finished(CLASSIC, "7403", won=True) is DayResult.WON


def test_another_deal_on_the_table_is_not_daily_even_with_the_same_number() -> None:
    record = DailyRecord()
    record.start(D, CLASSIC, "7403", D)
    record.began(CLASSIC, "7403")
    assert record.is_daily(CLASSIC, "7403") is not None
    assert record.is_daily(RELAXED, "7403") is None
    record.began(CLASSIC, "12")                # "new game"
    assert record.active is None
    record.began(CLASSIC, "7403")              # later dealt again by "new game"
    assert record.finished(CLASSIC, "7403", won=True) is None
    assert record.result(CLASSIC, D) is None


@given(st.dictionaries(st.integers(0, 60), st.sampled_from(list(DayResult)), max_size=40))
def test_streaks_match_their_definition(results: dict[int, DayResult]) -> None:
    """Current: days won on time running back from today (or yesterday); best: the longest run."""
    record = DailyRecord()
    for back, result in results.items():
        record.days[CLASSIC][D - back * DAY] = result
    on_time = {back for back, result in results.items() if result is DayResult.WON}
    start = 0 if 0 in on_time else 1
    current = 0
    while start + current in on_time:
        current += 1
    best = max((n for first in on_time for n in range(1, 62) if all(first + k in on_time for k in range(n))),
               default=0)
    assert record.streaks(CLASSIC, D) == (current, best)


def test_results_and_the_daily_on_the_table_survive_a_restart(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    record = DailyRecord.load(data_dir)
    play(record, D - DAY, won=True)
    play(record, D - 2 * DAY, won=False, variant=RELAXED, number="2544")
    record.start(D, CLASSIC, "5726", D)
    again = DailyRecord.load(DataDir(tmp_path))
    assert again.days == record.days
    assert again.is_daily(CLASSIC, "5726") is not None and again.active.day == D
    assert json.loads((tmp_path / DAILY_FILE).read_text())["days"]["classic"] == {"2026-03-18": "won"}


def test_invalid_entries_are_dropped_the_rest_kept_and_the_file_kept_aside(tmp_path: Path) -> None:
    (tmp_path / DAILY_FILE).write_text(json.dumps({"version": 1, "days": {
        "classic": {"2026-03-18": "won", "2026-02-30": "won", "2026-3-1": "lost", "2026-03-17": "perfect",
                    "2026-03-16": 1},
        "relaxed": {"2026-03-18": "lost"}, "spider": {"2026-03-18": "won"}},
        "active": {"date": "2026-03-19", "variant": "classic", "number": "-5", "begun": "2026-03-19"}}))
    data_dir = DataDir(tmp_path)
    record = DailyRecord.load(data_dir)
    assert [(n.problem, n.file) for n in data_dir.take_notices()] == [(CORRUPT, DAILY_FILE)]
    assert record.days[CLASSIC] == {D - DAY: DayResult.WON}
    assert record.days[RELAXED] == {D - DAY: DayResult.LOST}
    assert record.active is None
    assert any(p.name.startswith(DAILY_FILE + ".corrupt-") for p in tmp_path.iterdir())
    assert DailyRecord.load(DataDir(tmp_path)).days == record.days, "the valid part was written back"
