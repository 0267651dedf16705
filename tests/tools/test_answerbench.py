"""`python -m tools.answerbench`: the first answer after the solver's worker had ended, against a
warm worker. Its flags are checked, and one round runs end to end (every question is answered
by a process started for it); the figures themselves are the benchmark's, never asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("flags", [["--rounds", "x"], ["--rounds", "0"], ["--prepared", "0"], ["--warm"]])
def test_bad_flags_are_refused_in_one_line(flags):
    result = subprocess.run([sys.executable, "-m", "tools.answerbench", *flags], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("python -m tools.answerbench: error:")


def test_one_round_answers_every_question_cold_prepared_and_warm():
    done = subprocess.run([sys.executable, "-m", "tools.answerbench", "--rounds", "1"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    words = done.stdout.strip().splitlines()[-1].split()
    assert words[0] == "answerbench:"
    assert {"dead-end", "solve"} <= set(words)
    figures = [int(words[i + 1]) for i, word in enumerate(words) if word.endswith("-ms")]
    assert len(figures) == 6 and all(ms >= 0 for ms in figures)
    assert words.count("cold-ms") == 2 and words.count("prepared-ms") == 2 and words.count("warm-ms") == 2
