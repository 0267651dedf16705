"""The compact-path benchmark: both sides expand the same positions, bad input gets a message."""

from __future__ import annotations

import re

import pytest

from solver.compact import from_position
from solver.core import Searcher
from tools import compactbench


def test_both_sides_expand_every_sampled_position():
    positions = compactbench.sample(30, seed=3)
    assert len(positions) == 30
    assert {p.variant.name for p in positions} == {"classic", "relaxed"}
    for p in positions:
        engine = compactbench.engine_expand(p)
        compact = compactbench.compact_expand(Searcher(p.variant), from_position(p))
        # The search prunes moves (never adds any): see tests/solver/test_rules_agree.py.
        assert compact <= engine


def test_prints_the_figure(capsys):
    assert compactbench.main(["--positions", "20"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert re.fullmatch(r"compactbench: 20 positions, engine \d+ µs, compact \d+ µs per position: \d+\.\dx", line)


def test_bad_count_is_refused(capsys):
    with pytest.raises(SystemExit):
        compactbench.main(["--positions", "0"])
    assert "--positions must be at least 1" in capsys.readouterr().err
