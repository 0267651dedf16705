"""The one action table: keys, header buttons, taps and the focus ring name the same actions,
and ``perform`` does exactly what the input would. Also the timers and the step player's
once-given card places."""

from __future__ import annotations

import pygame
import pytest

from game.app import synthetic
from game.engine import FOUNDATION, TALON_PILE, WASTE_PILE, Card, PileKind, Step, column_pile
from game.scenes.table.actions import Action
from game.scenes.table.focus import FINISH, TALON, Stop, StopKind, column_stop
from game.scenes.table.input import BUTTON_ACTIONS, focus_action
from game.scenes.table.looks import Hit, HitKind, Shake, aged
from game.scenes.table.values import Selection
from game.view.flights import StepPlayer
from game.view.tween import Timer
from tests.harness.table import settle
from tools.screenshots import finish_position, seed_example_position


def _key(key: int, mod: int = 0) -> pygame.event.Event:
    return synthetic.key(key, mod)[0]


def test_every_action_has_one_method_in_the_model_or_the_scene(table):
    scene = table(seed_example_position())
    model_actions, scene_actions = set(scene.model.actions), set(scene.scene_actions)
    assert model_actions | scene_actions == set(Action) and not model_actions & scene_actions
    assert all(callable(method) for method in [*scene.model.actions.values(), *scene.scene_actions.values()])


def test_keys_and_header_buttons_name_the_same_actions(table):
    scene = table(seed_example_position())
    scene.on_menu = lambda: None
    ctrl = pygame.KMOD_CTRL
    keys = {(pygame.K_z, ctrl): Action.UNDO, (pygame.K_z, ctrl | pygame.KMOD_SHIFT): Action.REDO,
            (pygame.K_y, ctrl): Action.REDO, (pygame.K_h, 0): Action.HINT, (pygame.K_SPACE, 0): Action.TURN_TALON,
            (pygame.K_t, 0): Action.TURN_TALON, (pygame.K_w, 0): Action.LIFT_WASTE, (pygame.K_ESCAPE, 0): Action.MENU,
            (pygame.K_RIGHT, 0): Action.FOCUS_NEXT, (pygame.K_LEFT, 0): Action.FOCUS_PREVIOUS}
    for (key, mod), action in keys.items():
        assert scene.input.key_action(_key(key, mod)) == (action, ())
    assert scene.input.key_action(_key(pygame.K_3)) == (Action.CHOOSE_COLUMN, (2,))
    assert scene.input.key_action(_key(pygame.K_a)) is None              # "Alles ablegen" is not on offer here
    for name in scene.view.layout.buttons:
        assert scene.input.tap_action(Hit(HitKind.BUTTON, name=name)) == (BUTTON_ACTIONS[name], ())
    assert scene.input.tap_action(Hit(HitKind.TALON)) == (Action.TURN_TALON, ())
    assert scene.input.tap_action(Hit(HitKind.COLUMN, 2, 2)) == (Action.LIFT_CARD, (2, 2))


def test_with_a_run_lifted_keys_taps_and_the_ring_play_it_the_same_way(table):
    scene = table(seed_example_position())
    scene.perform(Action.LIFT_CARD, 8, 0)                          # ♦Q: onto ♦K (column 10) or the empty column 7
    sel = scene.model.selection
    assert sel is not None and sel.targets
    play = (Action.PLAY, (8, sel.targets[0], 1))
    assert scene.input.tap_action(Hit(HitKind.COLUMN, sel.targets[0], 0)) == play
    assert focus_action(column_stop(sel.targets[0]), sel) == play
    assert focus_action(column_stop(8), sel) == (Action.PUT_DOWN, ())
    assert scene.input.key_action(_key(pygame.K_RETURN)) == (Action.SEND_SELECTION, ())
    assert scene.input.key_action(_key(pygame.K_ESCAPE)) == (Action.PUT_DOWN, ())
    assert scene.input.tap_action(Hit(HitKind.FELT)) == (Action.PUT_DOWN, ())
    scene.perform(Action.PLAY, *play[1])
    settle(scene)
    assert scene.game.moves == 1 and scene.view.display.columns[sel.targets[0]][-1] == Card.parse("QD")


def test_the_ring_without_a_run_maps_each_stop_to_what_a_tap_there_does():
    assert focus_action(TALON, None) == (Action.TURN_TALON, ())
    assert focus_action(FINISH, None) == (Action.FINISH, ())
    assert focus_action(Stop(StopKind.WASTE), None) == (Action.LIFT_WASTE, ())
    assert focus_action(column_stop(4), None) == (Action.CHOOSE_COLUMN, (4,))
    lifted = Selection(2, 1, [FOUNDATION], FOUNDATION, 2)
    assert focus_action(Stop(StopKind.FOUNDATION), lifted) == (Action.PLAY, (2, FOUNDATION, 1))


def test_perform_plays_turns_undoes_and_finishes(table):
    scene = table(seed_example_position())
    waste = len(scene.game.position.waste)
    scene.perform(Action.TURN_TALON)
    settle(scene)
    assert len(scene.view.display.waste) == waste + 1 and scene.game.moves == 1
    scene.perform(Action.UNDO)
    settle(scene)
    assert scene.game.moves == 0 and scene.view.display == scene.game.position
    scene.perform(Action.REDO)
    settle(scene)
    assert scene.game.moves == 1
    scene = table(finish_position())
    scene.perform(Action.FINISH)
    settle(scene)
    assert scene.game.is_won() and scene.view.resyncs == 0


def test_run_more_and_fewer_adjust_the_lifted_run_within_its_length(table):
    scene = table(seed_example_position())
    scene.perform(Action.CHOOSE_COLUMN, 2)                         # ♠9 ♠8 ♠7: the whole run
    assert scene.model.selection.count == 3
    scene.perform(Action.RUN_FEWER)
    assert scene.model.selection.count == 2
    scene.perform(Action.RUN_MORE)
    scene.perform(Action.RUN_MORE)                                 # no fourth card in the run
    assert scene.model.selection.count == 3
    scene.perform(Action.PUT_DOWN)
    assert scene.model.selection is None
    scene.perform(Action.RUN_MORE)                                 # nothing lifted: nothing happens
    assert scene.model.selection is None


def test_a_timer_ages_by_dt_and_an_effect_goes_when_its_timer_is_done():
    timer = Timer(0.5, delay=0.1)
    timer.update(0.1)
    assert timer.progress == 0.0 and not timer.done
    timer.update(0.25)
    assert timer.progress == pytest.approx(0.5)
    timer.update(0.25)
    assert timer.done and timer.progress == 1.0
    shake = Shake(column_pile(0), 0)
    assert aged(shake, 0.01) is shake
    assert aged(shake, 10.0) is None and aged(None, 1.0) is None


class _Places:
    """Card places for a step player without a table: every slot at the origin."""

    def __init__(self) -> None:
        self.asked: list[tuple[PileKind, int]] = []

    def rest_rect(self, pile, index):
        return pygame.Rect(0, 0, 10, 10)

    def card_rect(self, pile, index):
        self.asked.append((pile.kind, index))
        return pygame.Rect(0, 0, 10, 10)


def test_the_step_player_asks_its_places_and_reports_landings_through_its_callback():
    position = seed_example_position()
    card = position.talon[-1]
    places, landed = _Places(), []
    player = StepPlayer(position.copy(), places, landed.append)
    player.add([Step(card, TALON_PILE, WASTE_PILE)], 0.2, 0.05)
    player.update(0.0)
    assert places.asked == [(PileKind.TALON, len(position.talon) - 1)] and player.busy
    player.update(0.3)
    assert landed == [Step(card, TALON_PILE, WASTE_PILE)] and not player.busy
    assert player.display.waste[-1] == card
    version = player.version
    player.show(position)
    assert player.display == position and player.display is not position and player.version > version
