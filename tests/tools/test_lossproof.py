"""tools.lossproof: the loss models accept every real win, and what they call lost is lost.

A model that rejects a real win is wrong whatever it proves, so the main test maps won lines –
shipped catalogue lines and lines built backwards from the won table, which make moves the
solver never makes – onto both models and asks CP-SAT to check the assignment. The mutation
tests show that the check can fail, and which part of the model catches what; the referee
tests compare the model's "lost" with the solver's complete search. CP-SAT is bounded by its
deterministic time, never the wall clock, so the answers do not depend on the machine's load.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

pytest.importorskip("ortools", reason="the research extra 'proofs' (pip install -e '.[proofs]') is not installed")

from game.engine import deal, parse_board
from solver import Verdict, solve
from tests.solver.boards import FEW_LEFT, eight_kings, winnable_by_construction
from tools.lossproof import __main__ as cli, snapshots
from tools.lossproof.histories import START, UP_PLACE, follow
from tools.lossproof.prove import Kind, Outcome, Settings, fits, prove, run_model
from tools.lossproof.referee import Bout

LINES = Path(__file__).resolve().parents[2] / "assets" / "deals" / "classic.txt.lines"
SNAPSHOT = Settings(Kind.SNAPSHOT)
STEP = Settings(Kind.STEP, stays=2)
WORK = 20.0  # CP-SAT's deterministic time for the small proofs below (each takes well under 1)
REFEREE_SEED, REFEREE_COUNT = 1, 2


def _shipped(every: int) -> list[tuple[int, list[str]]]:
    rows = LINES.read_text(encoding="utf-8").splitlines()[::every]
    return [(int(number), moves.split()) for number, _, moves in (row.partition(" ") for row in rows)]


@pytest.mark.parametrize("settings", [SNAPSHOT, STEP], ids=["snapshot", "step"])
def test_sampled_shipped_lines_are_solutions_of_both_models(settings):
    sample = _shipped(every=500)
    assert len(sample) >= 5
    for number, moves in sample:
        assert fits(deal(number), moves, settings) is Outcome.FEASIBLE, number


@pytest.mark.slow
@pytest.mark.parametrize("settings", [SNAPSHOT, STEP], ids=["snapshot", "step"])
def test_every_shipped_classic_line_is_a_solution(settings):
    lines = _shipped(every=1)
    assert len(lines) == 2552
    rejected = [number for number, moves in lines if fits(deal(number), moves, settings) is not Outcome.FEASIBLE]
    assert rejected == []


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_lines_built_backwards_are_solutions(seed):
    """Lines the solver would never play (lone cards hopping between empty columns, a waste and
    foundations at the start), on positions that are not deal starts."""
    position, moves = winnable_by_construction(seed, "classic")
    for settings in (SNAPSHOT, STEP):
        assert fits(position, moves, settings) is Outcome.FEASIBLE, (seed, settings.kind)


def _sent_up_early(line) -> tuple[int, int, int]:
    """(a, b, x): between the kept snapshots a and b (b the next departure) card x went up right
    after a copy of the card below it, and nothing lay on x at a."""
    kept = [0, *sorted(line.leave_events.values())]
    for a, b in itertools.pairwise(kept):
        before, after = line.snapshots[a], line.snapshots[b]
        for x, card in enumerate(line.cards):
            if before[x] in (START, UP_PLACE) or after[x] != UP_PLACE or x in before or card.code & 15 == 1:
                continue
            same = sum(before[y] == UP_PLACE for y, c in enumerate(line.cards) if c.code == card.code)
            lower = sum(before[y] == UP_PLACE for y, c in enumerate(line.cards) if c.code == card.code - 1)
            if same + 1 > lower:
                return a, b, x
    raise AssertionError("no card went up right after the card below it")


def test_the_check_can_fail_and_the_foundation_part_catches_a_card_sent_up_early():
    """A shipped line's snapshots with one card up one snapshot too early – before the copy of
    the card below it – are rejected, and only because of the foundations."""
    number, moves = _shipped(every=500)[1]
    line = follow(deal(number), moves)
    a, b, x = _sent_up_early(line)
    for s in range(a, b):
        line.snapshots[s][x] = UP_PLACE
    for parts, expected in ((snapshots.ALL_PARTS, Outcome.INFEASIBLE),
                            (snapshots.ALL_PARTS - {snapshots.Part.FOUNDATION}, Outcome.FEASIBLE)):
        sm = snapshots.build(deal(number), parts)
        snapshots.fix_to_line(sm, line)
        assert run_model(sm.model, None, WORK).outcome is expected


# Random play of game 1162 to two talon cards (one of the eight endgames of docs/experiments.md):
# the solver's start bounds prove it lost (1 node), and the model's proof needs every one of its
# five parts (each alone switched off, it has a solution).
ENDGAME_1162 = Path(__file__).resolve().parents[2] / "tools" / "lossproof" / "endgames" / "1162-t2.txt"


def test_a_proof_that_needs_every_part(capsys):
    """The solver's verdict, the model's proof, and `ablate`: with any one part switched off
    the model has a solution, so every part is needed for this proof."""
    position = parse_board(ENDGAME_1162.read_text(encoding="utf-8"))
    assert solve(position, 30).verdict is Verdict.UNSOLVABLE
    assert cli.main(["ablate", "--board", str(ENDGAME_1162), "--seconds", "600"]) == 0
    header, row = capsys.readouterr().out.splitlines()
    names = sorted(p.value for p in snapshots.Part)
    assert header.split()[1:] == ["all", *(f"-{n}" for n in names)]
    assert row.split()[0] == "1162-t2.txt"
    assert row.split()[1::2] == ["infea", *["feasi"] * len(names)]


def test_the_referee_finds_no_disagreement(capsys):
    """Endgames of random play: whatever the model calls lost, the solver's finished search
    calls unsolvable – and the sample holds such proofs, so the comparison is not empty."""
    argv = ["referee", "--count", str(REFEREE_COUNT), "--seed", str(REFEREE_SEED), "--nodes", "20000"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == (f"lossproof referee: {REFEREE_COUNT} endgames (seed {REFEREE_SEED}, talon 2), "
                       "disagreements 0, model lost where the solver did not finish 0")
    assert any(line.split() == ["solver", "unsolvable", "model", "infeasible:", str(REFEREE_COUNT)] for line in out)


def test_a_lost_verdict_on_a_won_position_is_a_disagreement():
    """The referee's judgement can fail: "lost" against a won search is wrong, against an
    unfinished one unchecked, against a finished "unsolvable" an agreement."""
    position = parse_board(ENDGAME_1162.read_text(encoding="utf-8"))
    judged = {truth: Bout(position, truth, Outcome.INFEASIBLE) for truth in Verdict}
    assert [t for t, b in judged.items() if b.wrong] == [Verdict.SOLVABLE]
    assert [t for t, b in judged.items() if b.open] == [Verdict.UNKNOWN]
    assert not Bout(position, Verdict.SOLVABLE, Outcome.FEASIBLE).wrong


@pytest.mark.slow
def test_eight_kings_need_the_column_count():
    """Eight Kings in the waste and two columns to wait in (the parking bound's board): lost,
    and only the count of columns sees it."""
    position = eight_kings("KS KS KH KH KD KD KC KC")
    assert solve(position, 30).verdict is Verdict.UNSOLVABLE
    assert prove(position, SNAPSHOT, None, WORK).outcome is Outcome.INFEASIBLE
    without = Settings(Kind.SNAPSHOT, frozenset(p.value for p in snapshots.ALL_PARTS - {snapshots.Part.COLUMNS}))
    assert prove(position, without, None, WORK).outcome is Outcome.FEASIBLE


def test_a_winnable_position_is_never_called_lost():
    position = parse_board(FEW_LEFT)
    assert solve(position, 30).verdict is Verdict.SOLVABLE
    for settings in (SNAPSHOT, STEP):
        assert prove(position, settings, None, WORK).outcome is not Outcome.INFEASIBLE


def test_outcomes_mean_verdicts():
    assert Outcome.INFEASIBLE.verdict is Verdict.UNSOLVABLE
    assert Outcome.FEASIBLE.verdict is Verdict.UNKNOWN
    assert Outcome.UNKNOWN.verdict is Verdict.UNKNOWN


def test_game_lists():
    assert cli.parse_games("1,3,5-7") == [1, 3, 5, 6, 7]
    for bad in ("", "a", "3-1", "0", "1-"):
        with pytest.raises(ValueError):
            cli.parse_games(bad)


@pytest.mark.parametrize("argv", [["prove", "--games", "x"], ["prove", "--games", "1", "--without", "nope"],
                                  ["prove", "--games", "1", "--seconds", "0"], ["prove", "--board", "/nonexistent"],
                                  ["check", "--every", "0"], ["horizon", "--games", "1", "--talon", "4,x"],
                                  ["horizon", "--games", "1", "--talon", "99"], ["horizon", "--games", "1", "--talon", "4",
                                                                                "--seconds", "-1"],
                                  ["ablate", "--board", "/nonexistent"], ["ablate", "--board", "x", "--without", "nope"],
                                  ["referee", "--count", "0"], ["referee", "--nodes", "0"], ["referee", "--talon", "65"]])
def test_bad_input_is_one_line(argv, capsys):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_prove_a_board_from_the_command_line(capsys):
    assert cli.main(["prove", "--board", str(ENDGAME_1162), "--seconds", "600"]) == 0
    assert "1 positions, 600 s: lost 1, feasible 0, unknown 0" in capsys.readouterr().out.splitlines()[-1]


def test_check_shipped_lines_from_the_command_line(capsys):
    assert cli.main(["check", "--every", "1000", "--model", "step", "--stays", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "lossproof check: step model, 3 shipped lines, rejected 0"
