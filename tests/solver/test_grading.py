"""The grades of the catalogue (docs/difficulty.md): measured, cut into thirds, written, resumed."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import Grade, parse_catalogue
from solver.__main__ import main
from solver.difficulty import NOT_WON, ONE_PASS, WITH_REDEAL, Evidence, cutoffs, grade_of, measure, thirds
from solver.grading import read_scores, write_catalogue

DEALS = Path(__file__).resolve().parents[2] / "assets" / "deals"


def _shipped(variant):
    return parse_catalogue((DEALS / f"{variant}.txt").read_text(encoding="utf-8"))


# --- the measure -------------------------------------------------------------------------------


@pytest.mark.parametrize(("number", "variant"), [(2, "classic"), (14, "classic"), (7, "relaxed"), (4, "relaxed")])
def test_the_measure_reproduces_the_shipped_evidence(number, variant):
    """Node budgets, no clock: the same evidence on every machine. If this fails, the solver's
    beams changed and the shipped grades no longer follow from the measure (regrade them)."""
    assert measure(number, variant) == read_scores(str(DEALS / f"{variant}.txt.scores"))[number]


def test_evidence_orders_by_stage_then_effort():
    assert Evidence(ONE_PASS, 10**9) < Evidence(WITH_REDEAL, 1) < Evidence(NOT_WON, 0)
    easy, medium = cutoffs("relaxed")
    assert grade_of(Evidence(ONE_PASS, 0), "relaxed") is Grade.EASY
    assert grade_of(easy, "relaxed") is Grade.EASY
    assert grade_of(medium, "relaxed") is Grade.MEDIUM
    assert grade_of(Evidence(NOT_WON, 0), "relaxed") is Grade.HARD


def test_thirds_cut_a_third_each():
    evidence = [Evidence(0, n) for n in range(30)]
    assert thirds(evidence) == (Evidence(0, 9), Evidence(0, 19))
    with pytest.raises(ValueError):
        thirds([])


# --- the shipped catalogues --------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_every_shipped_deal_has_a_grade_and_each_grade_about_a_third(variant):
    entries = _shipped(variant)
    assert all(e.grade is not None for e in entries)
    for grade in Grade:
        share = sum(e.grade is grade for e in entries) / len(entries)
        assert 0.30 <= share <= 0.37, (grade, share)


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_shipped_grades_follow_from_the_scores_and_the_pinned_cutoffs(variant):
    scores = read_scores(str(DEALS / f"{variant}.txt.scores"))
    entries = _shipped(variant)
    assert {e.number for e in entries} <= set(scores)
    assert all(e.grade is grade_of(scores[e.number], variant) for e in entries)


# --- the command -------------------------------------------------------------------------------


def test_grade_measures_in_chunks_and_resumes(tmp_path, capsys):
    out = tmp_path / "relaxed.txt"
    out.write_text("4 222\n7 167\n2 176\n")
    assert main(["grade", "--variant", "relaxed", "--out", str(out), "--limit", "2"]) == 1  # one left
    assert len(read_scores(str(out) + ".scores")) == 2
    assert main(["grade", "--variant", "relaxed", "--out", str(out)]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("grade: relaxed 3 graded: easy ") and last.endswith("; 0 left")
    rows = [row.split() for row in out.read_text().splitlines()]
    assert [row[:2] for row in rows] == [["2", "176"], ["4", "222"], ["7", "167"]]   # sorted, pars kept
    scores = read_scores(str(out) + ".scores")
    assert [Grade(row[2]) for row in rows] == [grade_of(scores[int(row[0])], "relaxed") for row in rows]
    assert main(["grade", "--variant", "relaxed", "--out", str(out)]) == 0
    assert "0 of 0 unmeasured numbers now, 3 measured before" in capsys.readouterr().out


def test_a_line_cut_short_by_a_killed_run_is_measured_again(tmp_path):
    out = tmp_path / "relaxed.txt"
    out.write_text("7 167\n")
    (tmp_path / "relaxed.txt.scores").write_text("7 0")   # killed mid-write: no effort
    assert main(["grade", "--variant", "relaxed", "--out", str(out)]) == 0
    assert read_scores(str(out) + ".scores")[7] == measure(7, "relaxed")


@pytest.mark.parametrize("text", ["# README\nsome words\n", "7 167 grim\n", "7\n"])
def test_grade_leaves_a_file_that_is_not_a_catalogue_alone(tmp_path, capsys, text):
    out = tmp_path / "x.txt"
    out.write_text(text)
    assert main(["grade", "--variant", "relaxed", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "is not a catalogue: line 1" in err
    assert out.read_text() == text and not (tmp_path / "x.txt.scores").exists()


def test_grade_without_a_catalogue_is_one_line(tmp_path, capsys):
    assert main(["grade", "--variant", "classic", "--out", str(tmp_path / "none.txt")]) == 2
    assert capsys.readouterr().err.startswith("error: no catalogue")


def test_rewriting_pars_keeps_the_grades(tmp_path):
    out = tmp_path / "c.txt"
    out.write_text("2 153 easy\n7 161 hard\n")
    write_catalogue(str(out), {2: 150, 7: 161, 10: 200})
    assert out.read_text() == "2 150 easy\n7 161 hard\n10 200\n"
