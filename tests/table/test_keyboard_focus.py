"""B4: the whole game with ←/→ (or Tab) and Enter, the focus ring showing where the keyboard is."""

from __future__ import annotations

import pygame

from game.app import synthetic
from game.engine import Card
from game.scenes.tabletop.place_actions import focus_stops
from game.table.focus import FINISH, TALON, WASTE_STOP, column_stop
from tests.harness.table import click, run, settle
from tools.screenshots import finish_position, seed_example_position


def _key(scene, key, mod=0):
    scene.handle_event(synthetic.key(key, mod)[0])


def _go_to(scene, stop, key=pygame.K_RIGHT):
    for _ in range(20):
        if scene.on_screen().ring == stop:
            return
        _key(scene, key)
    raise AssertionError(f"the ring never reached {stop}: {focus_stops(scene.snapshot().table)}")


def test_the_ring_appears_with_the_first_arrow_and_visits_talon_waste_and_columns(table):
    scene = table(seed_example_position())
    assert scene.focus_rect() is None                      # hidden until the keyboard is used
    _key(scene, pygame.K_RIGHT)
    assert scene.on_screen().ring == TALON and scene.focus_rect() == scene.snapshot().layout.talon
    visited = [scene.on_screen().ring]
    for _ in range(11):
        _key(scene, pygame.K_RIGHT)
        visited.append(scene.on_screen().ring)
    assert visited == [TALON, WASTE_STOP] + [column_stop(c) for c in range(10)]
    _key(scene, pygame.K_RIGHT)                             # wraps round
    assert scene.on_screen().ring == TALON
    _key(scene, pygame.K_LEFT)
    assert scene.on_screen().ring == column_stop(9)
    _key(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.on_screen().ring == column_stop(8)
    run(scene, 0.02)                                        # the ring is drawn


def test_enter_lifts_then_the_ring_visits_only_the_places_the_run_may_go(table):
    scene = table(seed_example_position())
    queen = scene.state().position.columns[8][-1]
    assert queen == Card.parse("QD")
    _key(scene, pygame.K_RIGHT)
    _go_to(scene, column_stop(8))
    _key(scene, pygame.K_RETURN)                            # lift ♦Q: two places, the ♦K and the empty column
    sel = scene.state().selection
    assert sel is not None and sel.src == 8
    assert scene.on_screen().ring == column_stop(sel.best)              # the ring starts on the arrow's place
    assert set(focus_stops(scene.snapshot().table)) == {column_stop(8)} | {column_stop(t) for t in sel.targets}
    _go_to(scene, column_stop(9))                            # the empty column, not the arrow's choice
    _key(scene, pygame.K_RETURN)
    settle(scene)
    assert scene.state().position.columns[8] == [] or scene.state().position.columns[8][-1] != queen
    assert scene.state().position.columns[9][-1] == queen


def test_enter_twice_plays_the_arrows_move_and_enter_on_the_run_puts_it_down(table):
    scene = table(seed_example_position())
    _key(scene, pygame.K_RIGHT)
    _go_to(scene, column_stop(8))
    _key(scene, pygame.K_RETURN)
    best = scene.state().selection.best
    _key(scene, pygame.K_LEFT)                              # back onto the run's own pile …
    while scene.on_screen().ring != column_stop(8):
        _key(scene, pygame.K_LEFT)
    _key(scene, pygame.K_RETURN)                            # … puts it down: nothing moves
    assert scene.state().selection is None and scene.state().moves == 0
    _key(scene, pygame.K_RETURN)                            # lift again, and Enter on the arrow's place
    _key(scene, pygame.K_RETURN)
    settle(scene)
    assert scene.state().moves == 1
    assert scene.state().position.columns[best][-1] == Card.parse("QD")


def test_enter_on_the_talon_turns_a_card_and_a_click_hides_the_ring(table):
    scene = table(seed_example_position())
    _key(scene, pygame.K_TAB)
    assert scene.on_screen().ring == TALON
    _key(scene, pygame.K_RETURN)
    settle(scene)
    assert len(scene.state().position.waste) == 1
    click(scene, (5, scene.app.size[1] // 2))               # the mouse: the ring goes
    assert scene.focus_rect() is None
    _key(scene, pygame.K_RETURN)                            # Enter without the ring: no surprise
    assert len(scene.state().position.waste) == 1
    _key(scene, pygame.K_RIGHT)                             # and it comes back where it was
    assert scene.on_screen().ring == TALON


def test_alles_ablegen_is_the_first_stop_while_it_shows_and_a_is_its_key(table):
    scene = table(finish_position())
    assert scene.state().can_finish
    _key(scene, pygame.K_RIGHT)
    assert scene.on_screen().ring == FINISH and scene.focus_rect() == scene.snapshot().layout.finish_button
    _key(scene, pygame.K_RETURN)
    assert scene.state().won
    scene = table(finish_position())
    _key(scene, pygame.K_a)
    assert scene.state().won
