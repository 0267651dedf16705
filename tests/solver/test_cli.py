"""The solver's command line: results, the bench summary line, a resumable catalogue, clean errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.content import player_moves
from game.engine import Game, deal
from solver.__main__ import main

from .boards import FEW_LEFT


def run(*args: str) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "solver", *args], capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_solve_json_last_line(capsys):
    assert main(["solve", "--game", "7", "--variant", "relaxed", "--budget", "10", "--json"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    answer = json.loads(last)
    assert answer["game"] == 7 and answer["variant"] == "relaxed" and answer["result"] == "solvable"
    assert answer["nodes"] > 0 and answer["seconds"] >= 0
    game = Game(deal(7, "relaxed"))
    for move in answer["moves"]:
        game.push(move)
    assert game.is_won()


def test_solve_board_file_has_null_game(tmp_path, capsys):
    path = tmp_path / "few.txt"
    path.write_text(FEW_LEFT, encoding="utf-8")
    assert main(["solve", "--board", str(path), "--variant", "classic", "--budget", "5", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert answer["game"] is None and answer["result"] == "solvable"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["solve", "--game", "0", "--variant", "classic", "--budget", "1"], "Invalid game number"),
        (["solve", "--game", "abc", "--variant", "classic", "--budget", "1"], "Invalid game number"),
        (["solve", "--board", "/nonexistent/board.txt", "--variant", "classic", "--budget", "1"], "cannot read board file"),
        (["bench", "--games", "5-2", "--variant", "classic", "--budget", "1"], "--games must be a range"),
        (["deal", "--game", "x1"], "Invalid game number"),
        (["catalogue", "--variant", "relaxed", "--from", "1", "--count", "1", "--budget", "1", "--out", "/nonexistent/dir/x.txt"], "cannot write the catalogue"),
        (["lines", "--variant", "relaxed", "--budget", "1", "--out", "/nonexistent/dir/x.txt"], "no catalogue"),
    ],
)
def test_bad_input_is_a_message_and_exit_2(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", [["catalogue", "--from", "1", "--count", "1"], ["lines"]])
def test_a_file_that_is_not_a_catalogue_is_left_alone(tmp_path, capsys, command):
    """A mistyped --out (here a README) is refused before the scan rewrites it."""
    readme = tmp_path / "README.md"
    readme.write_text("# My notes\n\nkeep me\n", encoding="utf-8")
    assert main([*command, "--variant", "relaxed", "--budget", "1", "--out", str(readme)]) == 2
    err = capsys.readouterr().err
    assert "is not a catalogue: line 1" in err and "Traceback" not in err
    assert readme.read_text(encoding="utf-8") == "# My notes\n\nkeep me\n"
    assert not (tmp_path / "README.md.lines").exists()


def test_malformed_board_file_prints_the_format_error(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("variant: classic\nredeals: 0\nfoundations: - - - -\n", encoding="utf-8")
    code, _out, err = run("solve", "--board", str(path), "--variant", "classic", "--budget", "1")
    assert code == 2
    assert "line 3: expected 8 foundation tops" in err
    assert "Traceback" not in err


def test_board_of_the_other_variant_is_refused(tmp_path, capsys):
    path = tmp_path / "few.txt"
    path.write_text(FEW_LEFT, encoding="utf-8")
    assert main(["solve", "--board", str(path), "--variant", "relaxed", "--budget", "1"]) == 2
    assert "classic board" in capsys.readouterr().err


def test_bad_budget_is_refused_by_argparse():
    code, _out, err = run("solve", "--game", "1", "--variant", "classic", "--budget", "-1")
    assert code == 2 and "must be more than 0" in err and "Traceback" not in err


def test_bench_table_and_summary_line(capsys):
    assert main(["bench", "--games", "1-3", "--variant", "relaxed", "--budget", "10"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5  # header, three deals, summary
    assert lines[-1].startswith("bench: relaxed 3 deals budget 10s: solvable 3, unsolvable 0, unknown 0, median ")
    assert lines[-1].endswith(" s")


def test_catalogue_writes_sorted_lines_and_resumes(tmp_path):
    out = tmp_path / "relaxed.txt"
    code, stdout, _ = run("catalogue", "--variant", "relaxed", "--from", "1", "--count", "4", "--budget", "10", "--jobs", "2", "--out", str(out))
    assert code == 0
    lines = out.read_text().splitlines()
    numbers = [int(line.split()[0]) for line in lines]
    assert numbers == sorted(numbers) and set(numbers) <= {1, 2, 3, 4} and len(numbers) >= 3
    assert all(int(line.split()[1]) > 60 for line in lines)  # at least the 64 talon turns
    assert all(line.split()[2] in ("easy", "medium", "hard") for line in lines)  # graded (docs/difficulty.md)
    scanned = (tmp_path / "relaxed.txt.scanned").read_text().splitlines()
    assert sorted(int(s.split()[0]) for s in scanned) == [1, 2, 3, 4]
    code, stdout, _ = run("catalogue", "--variant", "relaxed", "--from", "1", "--count", "5", "--budget", "10", "--out", str(out))
    assert code == 0
    assert "1 numbers to scan" in stdout
    assert len((tmp_path / "relaxed.txt.scanned").read_text().splitlines()) == 5
    _assert_lines_match(out, "relaxed")


def _assert_lines_match(out, variant):
    """Every catalogued number has its line in FILE.lines, which wins in exactly par moves."""
    pars = {int(row.split()[0]): int(row.split()[1]) for row in out.read_text().splitlines()}
    lines = {int(n): moves.split() for n, _, moves in
             (row.partition(" ") for row in (out.parent / (out.name + ".lines")).read_text().splitlines())}
    assert set(lines) == set(pars)
    for number, moves in lines.items():
        game = Game(deal(number, variant))
        for move in moves:
            game.push(move)
        assert game.is_won()
        assert player_moves(deal(number, variant), moves) == pars[number]


def test_lines_fills_in_the_catalogued_numbers_and_sets_their_par(tmp_path):
    out = tmp_path / "relaxed.txt"
    out.write_text("2 999 hard\n3 999\n")   # catalogued before lines existed (and a wrong par)
    code, stdout, _ = run("lines", "--variant", "relaxed", "--budget", "10", "--out", str(out))
    assert code == 0, stdout
    assert "2 solved (2 with a new par), 0 without a line" in stdout
    _assert_lines_match(out, "relaxed")
    assert [row.split()[2:] for row in out.read_text().splitlines()] == [["hard"], []]  # grades kept
    code, stdout, _ = run("lines", "--variant", "relaxed", "--budget", "10", "--out", str(out))
    assert code == 0 and "0 of 2 catalogue numbers to solve" in stdout   # resumes: nothing left


def test_deal_prints_the_board():
    code, out, _ = run("deal", "--game", "1", "--variant", "relaxed")
    assert code == 0 and "variant: relaxed" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["bench", "--games", "1-2", "--variant", "classic", "--budget", "inf"], "must be at most 3600 seconds"),
        (["solve", "--game", "1", "--variant", "classic", "--budget", "1e400"], "must be at most 3600 seconds"),
        (["bench", "--games", "1-2", "--variant", "classic", "--budget", "1", "--jobs", "100000"], "per CPU"),
        (["bench", "--games", "1-2", "--variant", "chess", "--budget", "1"], "invalid choice"),
    ],
)
def test_argument_errors_are_one_line_and_exit_2(args, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("kind", ["device", "fifo", "huge", "digits"])
def test_a_hostile_board_file_is_refused_in_one_line(tmp_path, kind):
    path = tmp_path / "board.txt"
    if kind == "device":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        path.symlink_to("/dev/zero")          # read without end until the memory runs out
    elif kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)                       # a read would wait for a writer forever
    elif kind == "huge":
        path.write_text("# " + "x" * 200_000 + "\n")
    else:
        path.write_text("variant: classic\nredeals: " + "9" * 5000 + "\n")
    code, _out, err = run("solve", "--board", str(path), "--variant", "classic", "--budget", "1")
    assert code == 2 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and len(err) < 300, err[:300]
