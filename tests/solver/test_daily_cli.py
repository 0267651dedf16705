"""``python -m solver daily``: the last line names the date's two deals, the game's own rule."""

from __future__ import annotations

import datetime
import subprocess
import sys

import pytest

from game.content import daily_number, shipped_catalogue
from game.engine import CLASSIC, RELAXED
from solver.__main__ import main
from solver.daily_lookup import daily_line


def test_daily_last_line_for_a_date(capsys):
    assert main(["daily", "--date", "2026-02-28"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "daily: 2026-02-28 classic 5726 relaxed 2225"


def test_the_command_names_the_deal_the_game_deals():
    """The solver finds the catalogues on its own; the game reads them through the session."""
    day = datetime.date(2027, 3, 14)
    classic = daily_number(day, CLASSIC, shipped_catalogue(CLASSIC))
    relaxed = daily_number(day, RELAXED, shipped_catalogue(RELAXED))
    assert daily_line(day) == f"daily: 2027-03-14 classic {classic} relaxed {relaxed}"


def test_without_date_it_is_today():
    before = datetime.date.today()
    proc = subprocess.run([sys.executable, "-m", "solver", "daily"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0
    last = proc.stdout.splitlines()[-1].split()
    after = datetime.date.today()  # the run may cross midnight
    assert last[0] == "daily:" and last[1] in {before.isoformat(), after.isoformat()}
    assert last[2] == "classic" and last[3].isdigit() and last[4] == "relaxed" and last[5].isdigit()


@pytest.mark.parametrize("text", ["2026-02-30", "tomorrow", "2026-2-28", "20260228", "2026-02-28T10:00", "", "٢٠٢٦-٠٢-٢٨"])
def test_a_date_that_is_not_a_date_is_one_line_and_exit_2(text, capsys):
    assert main(["daily", "--date", text]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("error: --date")
