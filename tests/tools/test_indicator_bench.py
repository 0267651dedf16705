"""tools.indicator_bench: one line per deal and a summary, through the real worker; bad flags refused."""

from __future__ import annotations

import pytest

from tools import indicator_bench


def test_a_hint_first_move_is_known_at_once_and_summarised(capsys) -> None:
    assert indicator_bench.main(["--count", "2", "--move", "hint"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    assert all("winnable" in line and "on the shipped line" in line for line in lines[:2])
    assert lines[-1].startswith('indicator: 2 deals, 2 left "unbekannt" within 10 s (100 %)')


@pytest.mark.parametrize("flags", [["--count", "0"], ["--idle-budgets", "1,x"], ["--idle-budgets", "-1"],
                                   ["--games", "12a"]])
def test_bad_flags_are_refused_in_one_line(flags, capsys) -> None:
    assert indicator_bench.main(flags) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("indicator_bench:") and "\n" not in err


def test_after_a_mistake_the_indicator_never_rests_on_a_bare_unknown(capsys) -> None:
    assert indicator_bench.main(["--after-mistake", "--count", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("classic") and "move " in lines[0]
    assert lines[0].split()[-1] != "bare-unknown"
    assert lines[-1].startswith("indicator: after-mistake classic 1 positions: settled ")
    assert lines[-1].endswith(", bare-unknown 0 %")
