"""One rule for digits (`game.engine.is_digits`): a game number, a window size, a column and a
board's redeal count refuse full-width and other scripts' digits alike; a daily day in a file is one
a clock can have shown."""

from __future__ import annotations

import datetime
import json

import pytest

from game.app.cli import parse_args
from game.engine import GameNumberError, is_digits, parse_game_number
from game.storage.daily import DAILY_FILE, DailyRecord, parse_day
from game.storage.files import DataDir, DataError
from game.storage.ledger import FinishEntry

# full-width, Arabic-Indic, Persian, Devanagari, superscript and circled fives
OTHER_DIGITS = ["\uff15", "\u0665", "\u06f5", "\u096b", "\u00b2", "\u2464"]


@pytest.mark.parametrize("digit", OTHER_DIGITS)
def test_digits_of_other_scripts_are_refused_everywhere_a_number_is_read(capsys, digit):
    assert not is_digits(digit) and is_digits("5")
    with pytest.raises(GameNumberError):
        parse_game_number(digit)
    for flags in (["--game", digit], ["--size", f"{digit}00x{digit}00"], ["--size", f"500x{digit}00"]):
        with pytest.raises(SystemExit) as stop:
            parse_args(flags)
        assert stop.value.code == 2, flags
        assert "Traceback" not in capsys.readouterr().err
    assert parse_args(["--size", "500x500"]).size == (500, 500)


@pytest.mark.parametrize("text", ["9999-12-31", "2999-12-31", "1969-12-31", "1970-01-01", "2026-12-02"])
def test_a_daily_day_is_one_a_players_clock_can_have_shown(text):
    day = datetime.date.fromisoformat(text)
    plausible = datetime.date(1970, 1, 1) <= day <= datetime.date(2999, 12, 31)
    assert (parse_day(text) == day) is plausible


def test_a_journal_or_a_daily_file_with_the_last_day_a_date_can_hold_is_refused(tmp_path):
    journal = {"version": 2, "game": "0123456789abcdef", "grade": None, "serial": 3,
               "played": {"when": "2026-12-02T10:00:00", "number": "5", "variant": "classic", "won": True,
                          "moves": 120, "seconds": 600.0, "aids": [], "daily": None, "par": None},
               "day": {"date": "9999-12-31", "result": "won"}}
    assert FinishEntry.from_json(dict(journal, day={"date": "2026-12-01", "result": "won"})).serial == 3
    with pytest.raises(DataError, match="daily"):
        FinishEntry.from_json(journal)
    (tmp_path / DAILY_FILE).write_text(json.dumps({"version": 1, "days": {"classic": {"9999-12-31": "won",
                                                                                      "2026-12-01": "won"}}}))
    data_dir = DataDir(tmp_path)
    record = DailyRecord.load(data_dir)
    assert [n.file for n in data_dir.take_notices()] == [DAILY_FILE], "the damaged day is told once"
    assert list(tmp_path.glob(DAILY_FILE + ".corrupt-*")), "… and the file kept aside"
    assert json.loads((tmp_path / DAILY_FILE).read_text())["days"]["classic"] == {"2026-12-01": "won"}
    assert record is not None
