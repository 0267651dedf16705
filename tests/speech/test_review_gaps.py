"""Gaps a review of the by-ear work found (B18): a second H while the hint still waits for the
solver answers; L and R answer on the solution's replay; a menu that wraps sounds as the table's
ring does; Enter on a pile the lifted run cannot go to says why.

The truth is the table's account and the engine's position; what was said is the recorder's,
what was played the sound service's."""

from __future__ import annotations

import pygame

from game.i18n import tr
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.harness.solver import table_with_scripted_solver
from tests.speech.by_ear import EarApp


def test_a_second_h_while_the_hint_waits_says_it_still_waits(launch):  # noqa: F811
    app, table, _, _ = table_with_scripted_solver(launch)   # a solver that never answers
    ear = EarApp(app)
    first = ear.press(pygame.K_h)
    assert table.account().hint_waiting and table.account().hint is None
    assert first == tr("speech.hint_waiting"), first
    second = ear.press(pygame.K_h)
    assert table.account().hint_waiting and table.copy_game().hints == 1   # still waiting, counted once
    assert second, "H while the hint waits said nothing"
    assert second == tr("speech.nothing.hint_waiting"), second
