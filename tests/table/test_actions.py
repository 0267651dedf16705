"""The one action door: keys, header buttons, taps and the focus ring name the same typed actions,
every action is answered by the model's ``match`` or the scene, and ``act`` does exactly what the
input would. Also the timers and the step player's once-given card places."""

from __future__ import annotations

import dataclasses
from typing import get_args

import pygame
import pytest

from game.app import synthetic
from game.engine import FOUNDATION, TALON_PILE, WASTE_PILE, Card, Game, Move, PileKind, Step, Variant, column_pile
from game.scenes.tabletop.hits import Hit, HitKind
from game.scenes.tabletop.input import TableInput
from game.scenes.tabletop.place_actions import BUTTON_ACTIONS, focus_action, tap_action
from game.scenes.tabletop.transients import Shake, aged
from game.table.actions import (
    ChooseColumn,
    Finish,
    FocusNext,
    FocusPrevious,
    GameAction,
    Hint,
    LiftCard,
    LiftWaste,
    OpenMenu,
    Play,
    PutDown,
    Redo,
    RunFewer,
    RunMore,
    SceneAction,
    SendSelection,
    TableAction,
    TurnTalon,
    Undo,
)
from game.table.focus import FINISH, TALON, Stop, StopKind, column_stop
from game.table.values import Selection
from game.view.flights import StepPlayer
from game.view.tween import Timer
from tests.harness.table import OwnerSpy, settle
from tools.screenshots import finish_position, seed_example_position


def _key(key: int, mod: int = 0) -> pygame.event.Event:
    return synthetic.key(key, mod)[0]


def _key_action(scene, event: pygame.event.Event):
    """What the table's input answers ``event`` with on ``scene`` as it stands (the input's own test)."""
    return TableInput().key_action(event, scene.snapshot())


def test_every_action_is_answered_by_the_model_or_the_scene(table):
    game_actions, scene_actions = set(get_args(GameAction)), set(get_args(SceneAction))
    assert game_actions | scene_actions == set(get_args(TableAction)) and not game_actions & scene_actions
    owner = OwnerSpy()
    scene = table(seed_example_position(), owner=owner)
    for kind in sorted(game_actions | scene_actions, key=lambda kind: kind.__name__):
        action = kind(*(Move.turn() if field.name == "move" else 1   # column 1, card 1, one card …
                        for field in dataclasses.fields(kind)))
        scene.act(action)                                       # none is "an action nobody answers"
        settle(scene)
        assert scene.snapshot().motion.repairs == 0
    assert "menu" in owner.told


def test_keys_and_header_buttons_name_the_same_actions(table):
    scene = table(seed_example_position(), owner=OwnerSpy())
    ctrl = pygame.KMOD_CTRL
    keys = {(pygame.K_z, ctrl): Undo(), (pygame.K_z, ctrl | pygame.KMOD_SHIFT): Redo(),
            (pygame.K_y, ctrl): Redo(), (pygame.K_h, 0): Hint(), (pygame.K_SPACE, 0): TurnTalon(),
            (pygame.K_t, 0): TurnTalon(), (pygame.K_w, 0): LiftWaste(), (pygame.K_ESCAPE, 0): OpenMenu(),
            (pygame.K_RIGHT, 0): FocusNext(), (pygame.K_LEFT, 0): FocusPrevious()}
    for (key, mod), action in keys.items():
        assert _key_action(scene, _key(key, mod)) == action
    assert _key_action(scene, _key(pygame.K_3)) == ChooseColumn(2)
    assert _key_action(scene, _key(pygame.K_a)) is None              # "Alles ablegen" is not on offer here
    for name in scene.snapshot().layout.buttons:
        assert tap_action(Hit(HitKind.BUTTON, name=name), scene.snapshot()) == BUTTON_ACTIONS[name]
    assert tap_action(Hit(HitKind.TALON), scene.snapshot()) == TurnTalon()
    assert tap_action(Hit(HitKind.COLUMN, 2, 2), scene.snapshot()) == LiftCard(2, 2)


def test_with_a_run_lifted_keys_taps_and_the_ring_play_it_the_same_way(table):
    scene = table(seed_example_position())
    scene.act(LiftCard(8, 0))                          # ♦Q: onto ♦K (column 10) or the empty column 7
    sel = scene.snapshot().table.selection
    assert sel is not None and sel.targets
    play = Play(8, sel.targets[0], 1)
    assert tap_action(Hit(HitKind.COLUMN, sel.targets[0], 0), scene.snapshot()) == play
    assert focus_action(column_stop(sel.targets[0]), sel) == play
    assert focus_action(column_stop(8), sel) == PutDown()
    assert _key_action(scene, _key(pygame.K_RETURN)) == SendSelection()
    assert _key_action(scene, _key(pygame.K_ESCAPE)) == PutDown()
    assert tap_action(Hit(HitKind.FELT), scene.snapshot()) == PutDown()
    scene.act(play)
    settle(scene)
    assert scene.state().moves == 1 and scene.snapshot().motion.display.columns[sel.targets[0]][-1] == Card.parse("QD")


def test_the_ring_without_a_run_maps_each_stop_to_what_a_tap_there_does():
    assert focus_action(TALON, None) == TurnTalon()
    assert focus_action(FINISH, None) == Finish()
    assert focus_action(Stop(StopKind.WASTE), None) == LiftWaste()
    assert focus_action(column_stop(4), None) == ChooseColumn(4)
    lifted = Selection(2, 1, (FOUNDATION,), FOUNDATION, 2)
    assert focus_action(Stop(StopKind.FOUNDATION), lifted) == Play(2, FOUNDATION, 1)


def test_perform_plays_turns_undoes_and_finishes(table):
    scene = table(seed_example_position())
    waste = len(scene.state().position.waste)
    scene.act(TurnTalon())
    settle(scene)
    assert len(scene.snapshot().motion.display.waste) == waste + 1 and scene.state().moves == 1
    scene.act(Undo())
    settle(scene)
    assert scene.state().moves == 0 and scene.snapshot().motion.display == scene.state().position
    scene.act(Redo())
    settle(scene)
    assert scene.state().moves == 1
    scene = table(finish_position())
    scene.act(Finish())
    settle(scene)
    assert scene.state().won and scene.snapshot().motion.repairs == 0


def test_run_more_and_fewer_adjust_the_lifted_run_within_its_length(table):
    scene = table(seed_example_position())
    scene.act(ChooseColumn(2))                         # ♠9 ♠8 ♠7: what may move, the limit's 2
    assert scene.state().selection.count == 2 == scene.state().selection.limit
    scene.act(RunFewer())
    assert scene.state().selection.count == 1
    scene.act(RunMore())
    scene.act(RunMore())                                 # the whole run, to look at
    scene.act(RunMore())                                 # no fourth card in the run
    assert scene.state().selection.count == 3
    scene.act(PutDown())
    assert scene.state().selection is None
    scene.act(RunMore())                                 # nothing lifted: nothing happens
    assert scene.state().selection is None


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


def test_the_digit_keys_reach_as_many_columns_as_the_variant_deals(table):
    seven = Game.new(1, Variant("seven", columns=7, rows=3))
    scene = table(seven.position)
    keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
            pygame.K_9, pygame.K_0]
    assert [_key_action(scene, _key(key)) for key in keys] == [ChooseColumn(c) for c in range(7)] + [None] * 3
    for key in keys[6:]:                              # 7 lifts column 7's run; 8, 9 and 0 do nothing
        synthetic.post(_key(key))
        scene.app.frame(0.0, draw=False)
    assert scene.state().selection is None or scene.state().selection.src == 6
    ten = table(seed_example_position())
    assert _key_action(ten, _key(pygame.K_0)) == ChooseColumn(9)
