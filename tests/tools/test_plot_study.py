"""tools.plot_study draws a study file as a PNG and refuses what is not one."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from tools import plot_study


def test_a_study_is_drawn_and_a_non_study_refused(tmp_path):
    study = tmp_path / "s.txt"
    study.write_text("# vierzig-raeuber study: variant relaxed, budget 10 s\n"
                     "7 solvable 0.20 500 120\n8 unknown 10.00 9000 -\n9 solvable 2.50 4000 140\n")
    out = tmp_path / "plot.png"
    assert plot_study.main(["--out", str(out), f"R={study}"]) == 0
    assert out.stat().st_size > 1000
    assert plot_study.solved_times(study)[2:] == ([0.2, 2.5], 3)
    with pytest.raises(SystemExit):
        plot_study.main(["--out", str(out), f"R={tmp_path / 'missing.txt'}"])
