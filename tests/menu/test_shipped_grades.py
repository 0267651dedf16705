"""Difficulty with the grades the game ships (docs/difficulty.md), not staged ones."""

from __future__ import annotations

import pytest

from game.assets import asset_path
from game.content import GRADES, Grade, parse_catalogue


def _shipped(variant: str) -> dict[str, Grade | None]:
    text = asset_path("deals", f"{variant}.txt").read_text(encoding="utf-8")
    return {str(e.number): e.grade for e in parse_catalogue(text)}


@pytest.mark.parametrize("grade", GRADES)
def test_a_new_deal_of_the_chosen_grade_is_one_the_catalogue_grades_so(launch, grade: Grade):
    app = launch(game_number="5", difficulty=grade.value)
    grades = _shipped("classic")
    dealt = []
    for _ in range(4):
        app.router.game.new_game()
        dealt.append(str(app.router.table.state().number))
    assert [grades.get(n) for n in dealt] == [grade] * 4, dealt
    assert len(set(dealt)) == 4
