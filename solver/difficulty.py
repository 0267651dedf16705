"""How hard a deal is, from solver evidence: the measure behind the catalogue's grades.

The question a grade answers is "how much does this deal forgive?" — not "can it be won"
(every catalogued deal can). The solver's stage beams (`beam.py`) give a natural yardstick:
a beam of width 1 keeps a single position per talon card, a wider one keeps more
alternatives alive. A deal that a narrow beam wins leaves many ways to win; one that needs
a wide beam, or that no narrow beam wins at all, hides its few winning lines. So the
evidence is how many positions a fixed schedule of ever wider beams makes before it wins
(docs/difficulty.md has the numbers behind each choice):

- the *ladder* of one weighting: beams of width 1, 2, 4, … 64 (3 expansions per kept
  position per talon card), run in turn until one wins;
- three weightings of the score (three of the portfolio's), each with its own ladder;
- first under the rules with **one pass** through the talon (Relaxed: its redeal withheld),
  then — only if no ladder won that way — under the variant's full rules.

The result, `Evidence(stage, effort)`, orders deals from easy to hard: stage 0 (won in one
pass) before stage 1 (won only with the redeal, Relaxed) before stage 2 (no ladder won),
and within a stage by the positions made (``effort``). Node budgets, never the clock, bound
every beam, so the evidence of a deal is the same on every machine and every run.
"""

from __future__ import annotations

from typing import NamedTuple

from game.content import Grade
from game.engine import Variant, deal

from .beam import beam
from .budget import Budget
from .compact import State, from_position
from .core import Searcher, Weights
from .verdict import Verdict

WEIGHTINGS = (
    Weights(waste_block=5),
    Weights(waste_block=5, col_block=5),
    Weights(waste_block=5, waste=3, col_block=5),
)
WIDTHS = (1, 2, 4, 8, 16, 32, 64)
SPREAD = 3                 # expansions per talon card, per kept position
PASS_NODES = 150_000       # positions one beam may make (a guard: the widest pass stays below it)

ONE_PASS, WITH_REDEAL, NOT_WON = 0, 1, 2   # the stages of `Evidence`


class Evidence(NamedTuple):
    """What the ladders found: ``stage`` (ONE_PASS, WITH_REDEAL, NOT_WON) and ``effort``
    (positions made by the ladders of that stage). Compares as difficulty: smaller is easier."""

    stage: int
    effort: int


def ladders(searcher: Searcher, start: State) -> tuple[bool, int]:
    """Run every weighting's ladder: (did any win, positions made by all of them)."""
    won = False
    effort = 0
    for weights in WEIGHTINGS:
        for width in WIDTHS:
            outcome = beam(searcher, start, weights, width, SPREAD, Budget(seconds=None, nodes=PASS_NODES), float("inf"), 0)
            effort += outcome.nodes
            if outcome.verdict is Verdict.SOLVABLE:
                won = True
                break
    return won, effort


def measure(number: int, variant: Variant | str) -> Evidence:
    """The difficulty evidence of game ``number`` (see the module docstring)."""
    variant = Variant.named(variant)
    start = from_position(deal(number, variant))
    one_pass = Searcher(variant)
    full_rules = one_pass.redeals_allowed > 0
    one_pass.redeals_allowed = 0          # the same rules with the redeal withheld
    won, effort = ladders(one_pass, start)
    if won:
        return Evidence(ONE_PASS, effort)
    if full_rules:
        won, effort = ladders(Searcher(variant), start)
        if won:
            return Evidence(WITH_REDEAL, effort)
    return Evidence(NOT_WON, effort)


class Ungraded(ValueError):
    """The variant has no grade cut-offs (`Variant.grade_cutoffs` is None)."""


def cutoffs(variant: Variant | str) -> tuple[Evidence, Evidence]:
    """The variant's pinned cut-offs between the grades: a deal whose evidence is at most the
    first is easy, at most the second medium, else hard. Pinned from the thirds of the
    catalogue when it was graded (python -m solver grade prints the thirds of the current
    scores), so that a number graded later is judged by the same yardstick."""
    rules = Variant.named(variant)
    if rules.grade_cutoffs is None:
        raise Ungraded(f"the {rules.name} variant has no grade cut-offs")
    easy, medium = rules.grade_cutoffs
    return Evidence(*easy), Evidence(*medium)


def grade_of(evidence: Evidence, variant: Variant | str) -> Grade:
    """The grade the variant's pinned cut-offs give this evidence."""
    easy, medium = cutoffs(variant)
    if evidence <= easy:
        return Grade.EASY
    if evidence <= medium:
        return Grade.MEDIUM
    return Grade.HARD


def thirds(evidence: list[Evidence]) -> tuple[Evidence, Evidence]:
    """Cut-offs that put about a third of these deals in each grade (the largest evidence of
    the easiest third, and of the two easier thirds)."""
    if not evidence:
        raise ValueError("no evidence to cut")
    ranked = sorted(evidence)
    n = len(ranked)
    return ranked[max(round(n / 3) - 1, 0)], ranked[max(round(2 * n / 3) - 1, 0)]
