"""The study command: Wilson intervals, the reproducible draw, the resumable file, the refusals,
and a Dask cluster that gives the same answers as local processes."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from solver import Verdict
from solver.__main__ import JOBS_PER_CPU, main
from solver.study import RANDOM_GAME_RANGE, StudyRow, draw_numbers, header, summary_line, wilson

SUMMARY = re.compile(
    r"study: (classic|relaxed) (\d+) deals: "
    r"solvable (\d+) \(95 % CI (\d+\.\d)–(\d+\.\d) %\), "
    r"unsolvable (\d+) \(95 % CI (\d+\.\d)–(\d+\.\d) %\), "
    r"unknown (\d+) \(95 % CI (\d+\.\d)–(\d+\.\d) %\)"
)


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I,
    # method 3 (the Wilson score interval without continuity correction).
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718), (29, 29, 0.8830, 1.0)],
)
def test_wilson_interval_matches_published_figures(k, n, low, high):
    got = wilson(k, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_summary_line_has_the_exact_form():
    rows = [StudyRow(1, Verdict.SOLVABLE, 0.5, 10, 170), StudyRow(2, Verdict.UNKNOWN, 1.0, 99, None),
            StudyRow(3, Verdict.UNSOLVABLE, 0.1, 1, None), StudyRow(4, Verdict.SOLVABLE, 0.2, 5, 180)]
    assert summary_line("classic", rows) == (
        "study: classic 4 deals: solvable 2 (95 % CI 15.0–85.0 %), "
        "unsolvable 1 (95 % CI 4.6–69.9 %), unknown 1 (95 % CI 4.6–69.9 %)"
    )


def test_the_random_draw_is_the_games_range_and_reproducible():
    numbers = draw_numbers(50, seed=2026)
    assert numbers == draw_numbers(50, seed=2026)
    assert numbers[:20] == draw_numbers(20, seed=2026)  # a longer draw extends a shorter one
    assert len(set(numbers)) == 50
    assert all(RANDOM_GAME_RANGE[0] <= n <= RANDOM_GAME_RANGE[1] for n in numbers)
    assert draw_numbers(3, seed=1) == [14099154938208861744, 57525448340910453820, 63641878807954026308]
    assert draw_numbers(3, seed=2) != draw_numbers(3, seed=1)


def test_the_range_is_the_one_the_game_deals_from():
    from game.engine import random_game_number

    assert RANDOM_GAME_RANGE[0] <= random_game_number().seed <= RANDOM_GAME_RANGE[1]
    assert RANDOM_GAME_RANGE == (10**16, 10**20 - 1), "a new range would change every study's sample"


def _rows(path: Path) -> list[StudyRow]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [StudyRow.parse(line) for line in lines[1:]]


def test_local_study_writes_one_line_per_deal_and_resumes(tmp_path, capsys):
    out = tmp_path / "study.txt"
    assert main(["study", "--variant", "relaxed", "--games", "1-3", "--budget", "10", "--out", str(out)]) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    assert printed[-1] == "study: relaxed 3 deals: solvable 3 (95 % CI 43.9–100.0 %), unsolvable 0 (95 % CI 0.0–56.1 %), unknown 0 (95 % CI 0.0–56.1 %)"
    assert out.read_text(encoding="utf-8").splitlines()[0] == header("relaxed", 10)
    rows = _rows(out)
    assert [r.game for r in rows] == [1, 2, 3]
    assert all(r.verdict is Verdict.SOLVABLE and r.par is not None and r.par > 64 and r.nodes > 0 for r in rows)
    # A rerun over a wider range solves only the new deal and reports all four.
    assert main(["study", "--variant", "relaxed", "--games", "1-4", "--budget", "10", "--out", str(out)]) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    assert "1 deals to solve, 3 already in" in printed[0]
    assert SUMMARY.fullmatch(printed[-1]) and printed[-1].startswith("study: relaxed 4 deals: solvable 4 ")
    assert _rows(out)[:3] == rows and [r.game for r in _rows(out)] == [1, 2, 3, 4]
    # The summary counts exactly the deals asked for, whatever else the file holds.
    assert main(["study", "--variant", "relaxed", "--games", "2-3", "--budget", "10", "--out", str(out)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("study: relaxed 2 deals: solvable 2 ")


def test_a_line_cut_short_by_a_kill_is_run_again(tmp_path, capsys):
    out = tmp_path / "study.txt"
    out.write_text(header("relaxed", 10) + "\n1 solvable 0.05 120 190\n2 solv", encoding="utf-8")
    assert main(["study", "--variant", "relaxed", "--games", "1-2", "--budget", "10", "--out", str(out)]) == 0
    assert "1 deals to solve, 1 already in" in capsys.readouterr().out
    rows = _rows(out)
    assert rows[0] == StudyRow(1, Verdict.SOLVABLE, 0.05, 120, 190)  # kept as it was
    assert rows[1].game == 2 and rows[1].verdict is Verdict.SOLVABLE


def test_random_draw_study(tmp_path, capsys):
    out = tmp_path / "study.txt"
    assert main(["study", "--variant", "relaxed", "--random", "2", "--seed", "7", "--budget", "10", "--out", str(out)]) == 0
    assert SUMMARY.fullmatch(capsys.readouterr().out.strip().splitlines()[-1])
    assert [r.game for r in _rows(out)] == sorted(draw_numbers(2, seed=7))


STUDY = ["study", "--variant", "classic", "--games", "1-2", "--budget", "1"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["study", "--variant", "classic", "--games", "5-2", "--budget", "1"], "--games must be a range"),
        (["study", "--variant", "classic", "--games", "0-2", "--budget", "1"], "--games must be a range"),
        (["study", "--variant", "classic", "--games", "1-2000000", "--budget", "1"], "at most 1,000,000 deals"),
        (["study", "--variant", "classic", "--random", "5", "--budget", "1"], "--random needs --seed"),
        ([*STUDY, "--seed", "3"], "--seed goes with --random"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "inf"], "must be at most 3600 seconds"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "1e400"], "must be at most 3600 seconds"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "nan"], "must be more than 0"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "-1"], "must be more than 0"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "0"], "must be more than 0"),
        (["study", "--variant", "classic", "--games", "1-2", "--budget", "7200"], "must be at most 3600 seconds"),
        ([*STUDY, "--jobs", str(JOBS_PER_CPU * (os.cpu_count() or 1) + 1)], "per CPU"),
        ([*STUDY, "--jobs", "0"], "whole number"),
        ([*STUDY, "--scheduler", "localhost:8786"], "--scheduler must be tcp://HOST:PORT"),
        ([*STUDY, "--scheduler", "tcp://localhost"], "--scheduler must be tcp://HOST:PORT"),
        ([*STUDY, "--scheduler", "tcp://localhost:99999"], "--scheduler must be tcp://HOST:PORT"),
        ([*STUDY, "--scheduler", "tcp://127.0.0.1:8786", "--jobs", "2"], "not allowed with argument"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args, message, tmp_path, capsys):
    out = tmp_path / "study.txt"
    with pytest.raises(SystemExit) as exit_info:
        raise SystemExit(main([*args, "--out", str(out)]))
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert not out.exists()


def test_an_unreachable_scheduler_is_one_line_and_exit_2(tmp_path, capsys):
    pytest.importorskip("dask.distributed")
    out = tmp_path / "study.txt"
    assert main([*STUDY, "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "cannot reach the scheduler at tcp://127.0.0.1:9" in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("# My notes\n\nkeep me\n", "is not a study file: line 1"),
        (header("classic", 1) + "\n1 solvable 0.1 5\n2 unknown 1.00 9 -\n", "is not a study file: line 2"),
        (header("relaxed", 1) + "\n", "is another study (variant relaxed, budget 1 s)"),
        (header("classic", 5) + "\n", "is another study (variant classic, budget 5 s)"),
    ],
)
def test_a_file_that_is_not_this_study_is_left_alone(content, message, tmp_path, capsys):
    out = tmp_path / "notes.txt"
    out.write_text(content, encoding="utf-8")
    assert main([*STUDY, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert out.read_text(encoding="utf-8") == content


def test_a_dask_cluster_gives_the_local_answers(tmp_path, capsys):
    """A LocalCluster on 127.0.0.1 in this process (one worker thread, so each deal has the
    core to itself, as with --jobs 1); deals whose answers do not depend on the moment."""
    distributed = pytest.importorskip("dask.distributed")
    local, remote = tmp_path / "local.txt", tmp_path / "cluster.txt"
    # Classic 1: open at 1 s; 2: solved by best-first at once; 135: proved by the timed bound.
    deals = ["--variant", "classic", "--games", "1-2", "--budget", "1"]
    assert main(["study", *deals, "--out", str(local)]) == 0
    assert main(["study", "--variant", "classic", "--games", "135-135", "--budget", "1", "--out", str(tmp_path / "l135.txt")]) == 0
    local_lines = capsys.readouterr().out.strip().splitlines()
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tcp://127.0.0.1:")
        assert main(["study", *deals, "--scheduler", address, "--out", str(remote)]) == 0
        assert main(["study", "--variant", "classic", "--games", "135-135", "--budget", "1", "--scheduler", address,
                     "--out", str(tmp_path / "c135.txt")]) == 0
    cluster_lines = capsys.readouterr().out.strip().splitlines()

    def answers(path: Path) -> list[tuple[int, Verdict, int | None]]:
        return [(r.game, r.verdict, r.par) for r in _rows(path)]

    assert answers(remote) == answers(local) == [(1, Verdict.UNKNOWN, None), (2, Verdict.SOLVABLE, answers(local)[1][2])]
    assert answers(tmp_path / "c135.txt") == answers(tmp_path / "l135.txt") == [(135, Verdict.UNSOLVABLE, None)]
    assert _rows(remote)[1].nodes == _rows(local)[1].nodes  # the same search, node for node
    summaries = [line for line in local_lines if SUMMARY.fullmatch(line)]
    assert summaries == [line for line in cluster_lines if SUMMARY.fullmatch(line)] and len(summaries) == 2
