"""Tap and drag play at pointer level: auto-fly, flying back, undo/redo, talon, finish, resize."""

from __future__ import annotations

import pygame

from game import i18n
from game.app import synthetic
from game.engine import FOUNDATION, Card, Game, column_pile
from game.scenes.tabletop.hits import HitKind
from game.table.actions import Undo
from game.table.events import GameEnded
from game.table.values import Sound
from tests.harness.table import OwnerSpy, click, drag, glowing_targets, run, settle
from tests.positions import safe_ace_position
from tools.positions import finish_position, seed_example_position, targets_position


def bare_felt(scene) -> tuple[int, int]:
    """A point on the bare table (no card, pile or control under it), searched from the bottom
    right, where the columns are shortest at the deal."""
    width, height = scene.snapshot().layout.size
    for y in range(height - 5, height // 3, -9):
        for x in range(width - 5, width // 3, -9):
            if scene.where().hit((x, y)).kind == HitKind.FELT:
                return (x, y)
    raise AssertionError("no bare felt on the table")


def test_single_card_with_one_target_flies_at_once(table):
    scene = table(seed_example_position())
    click(scene, scene.card_point(column_pile(2), 4))             # ♠7: its only target is the empty column 7
    assert scene.state().selection is None
    assert scene.state().moves == 1
    assert scene.on_screen().busy                                      # it is in the air, not teleported
    settle(scene)
    assert scene.snapshot().motion.display.columns[6] == [Card.parse("7S")]


def test_buried_card_that_cannot_move_is_refused(table):
    scene = table(seed_example_position())
    click(scene, scene.card_point(column_pile(1), 0))             # ♣Q under ♦J: not a same-suit run
    assert scene.state().selection is None and scene.state().moves == 0
    assert scene.snapshot().motion.refusal is not None and "Q♣" in scene.state().message_text
    run(scene, 3.0)
    assert scene.snapshot().motion.refusal is None


def test_targets_best_arrow_and_tap_selection_again(table):
    scene = table(targets_position())
    click(scene, scene.card_point(column_pile(0), 2))             # ♠3
    assert scene.state().selection is not None
    assert set(glowing_targets(scene)) == {FOUNDATION, 4, 6}
    assert scene.state().selection.best == 4                              # building beats an unsafe foundation
    click(scene, scene.card_point(column_pile(0), 2))             # tap the selection again → best target
    settle(scene)
    assert scene.state().position.columns[4][-1] == Card.parse("3S")


def test_a_safe_card_goes_up_on_one_tap_though_a_column_could_take_it(table):
    scene = table(safe_ace_position())
    assert len(scene.copy_game().legal_targets(0, 1)) == 3                      # foundation, onto ♠2, the empty column
    click(scene, scene.card_point(column_pile(0), 2))             # ♠A
    assert scene.state().selection is None and scene.state().moves == 1
    settle(scene)
    assert sum(scene.state().position.foundations) == 1 and scene.snapshot().motion.display.columns[0][-1] == Card.parse("4H")


def test_an_unsafe_card_with_a_foundation_target_is_lifted_not_sent_up(table):
    scene = table(targets_position())                                    # ♠3: the other ♠2 is still down
    click(scene, scene.card_point(column_pile(0), 2))
    assert scene.state().selection is not None and scene.state().moves == 0


def test_tap_elsewhere_cancels(table):
    scene = table(targets_position())
    click(scene, scene.card_point(column_pile(0), 2))
    assert scene.state().selection is not None
    click(scene, bare_felt(scene))
    assert scene.state().selection is None and scene.state().moves == 0


def test_illegal_drop_flies_back(table):
    scene = table(seed_example_position())
    rest = scene.where().rest_rect(column_pile(0), 1)
    drag(scene, scene.card_point(column_pile(0), 1), scene.where().rest_rect(column_pile(3), 0).center)   # ♥4 onto ♣8
    assert scene.state().moves == 0
    assert scene.snapshot().motion.snap is not None                                 # flying back, not jumping
    mid = scene.where().card_rect(column_pile(0), 1)
    assert mid.topleft != rest.topleft
    run(scene, 0.5)
    assert scene.snapshot().motion.snap is None and scene.where().card_rect(column_pile(0), 1) == rest


def test_legal_drop_moves_the_run(table):
    scene = table(targets_position())
    drag(scene, scene.card_point(column_pile(0), 2), scene.where().rest_rect(column_pile(4), 2).center)  # ♠3 onto ♠4
    assert scene.state().moves == 1
    settle(scene)
    assert scene.snapshot().motion.display.columns[4][-1] == Card.parse("3S")


def test_undo_redo_keys_and_talon(table):
    scene = table(seed_example_position())
    click(scene, scene.snapshot().layout.talon.center)
    assert len(scene.state().position.waste) == 1 and scene.state().moves == 1
    settle(scene)
    scene.handle_event(synthetic.key(pygame.K_z, pygame.KMOD_CTRL)[0])
    assert scene.state().moves == 0
    settle(scene)
    assert scene.snapshot().motion.display.waste == []
    scene.handle_event(synthetic.key(pygame.K_y, pygame.KMOD_CTRL)[0])
    settle(scene)
    assert len(scene.snapshot().motion.display.waste) == 1


def test_finish_button_plays_everything_up_and_wins(table):
    scene = table(finish_position())
    assert scene.state().can_finish
    click(scene, scene.snapshot().layout.finish_button.center)
    assert scene.state().won
    assert scene.on_screen().busy
    settle(scene)
    run(scene, 0.3)
    assert scene.state().won and scene.on_screen().cascade is not None


def test_resize_to_portrait_keeps_the_selection(table, app):
    scene = table(seed_example_position())
    click(scene, scene.card_point(column_pile(2), 2))
    assert scene.state().selection.count == 3
    app.resize((720, 1280))
    assert scene.snapshot().layout.portrait
    assert scene.state().selection is not None and scene.state().selection.count == 3
    screen = pygame.Rect(0, 0, 720, 1280)
    for i in range(5):
        assert screen.contains(scene.where().card_rect(column_pile(2), i))
    run(scene, 0.1)


def test_relaxed_run_flies_as_one_unit_and_back_on_undo(table):
    position = seed_example_position()
    position.variant = "relaxed"
    scene = table(position)
    click(scene, scene.card_point(column_pile(2), 2))             # ♠9 ♠8 ♠7, no limit in Relaxed
    assert scene.where().bar_text() == "3 Karten" and 5 in glowing_targets(scene)
    click(scene, scene.where().target_rect(5).center)
    run(scene, 0.02)
    assert len(scene.snapshot().motion.flights) == 3                         # together, not one by one
    assert [str(f.card) for f in scene.snapshot().motion.flights] == ["9S", "8S", "7S"]
    assert [str(c) for c in scene.snapshot().motion.display.columns[2]] == ["2D", "KD"]
    settle(scene)
    assert [str(c) for c in scene.snapshot().motion.display.columns[5]] == ["4D", "TS", "9S", "8S", "7S"]
    scene.act(Undo())
    run(scene, 0.02)
    assert [str(f.card) for f in scene.snapshot().motion.flights] == ["9S", "8S", "7S"]
    settle(scene)
    assert scene.snapshot().motion.display == scene.state().position
    assert [str(c) for c in scene.snapshot().motion.display.columns[2]] == ["2D", "KD", "9S", "8S", "7S"]


def test_dragged_card_glows_its_own_suits_foundation(table):
    scene = table(targets_position())
    drag(scene, scene.card_point(column_pile(0), 2), (scene.snapshot().layout.size[0] // 2, scene.snapshot().layout.size[1] // 2), release=False)
    assert scene.snapshot().input.drag is not None and FOUNDATION in glowing_targets(scene)
    assert scene.where().target_rect(FOUNDATION) in scene.snapshot().layout.foundations[6:8]   # spades niches, not clubs


def test_the_owner_hears_of_the_win(table):
    owner = OwnerSpy()
    scene = table(finish_position(), owner=owner)
    click(scene, scene.snapshot().layout.finish_button.center)
    settle(scene)
    run(scene, 0.2)
    assert owner.told.count("ended") == 1 and "shown" not in owner.told   # counted at once; the cascade plays first …
    assert owner.events[owner.told.index("ended")] == GameEnded(won=True)
    click(scene, (10, scene.snapshot().layout.size[1] // 2))                 # … a tap ends it early: its end shows
    assert owner.told.count("shown") == 1 and owner.told.count("ended") == 1
    game = scene.copy_game()
    assert game.is_won() and game.moves == 1 and [str(m) for m in game.move_list] == ["a"]


def test_menu_button_only_with_an_owner_and_esc_asks_it(table):
    scene = table(seed_example_position())
    assert "menu" not in scene.snapshot().layout.buttons                     # no button that does nothing
    owner = OwnerSpy()
    scene = table(seed_example_position(), owner=owner)
    assert "menu" in scene.snapshot().layout.buttons
    click(scene, scene.snapshot().layout.buttons["menu"].center)
    scene.handle_event(synthetic.key(pygame.K_ESCAPE)[0])
    assert owner.told == ["menu", "menu"]


def test_english_strings(table):
    i18n.set_language("en")
    try:
        scene = table(seed_example_position())
        click(scene, scene.card_point(column_pile(2), 2))
        assert scene.where().bar_text() == "Max. 2 at once"
        run(scene, 0.05)
    finally:
        i18n.set_language("de")


def test_relaxed_empty_talon_offers_the_one_redeal(table):
    position = seed_example_position()
    position.variant = "relaxed"
    position.waste, position.talon = position.talon[::-1], []
    scene = table(position)
    assert scene.snapshot().table.can_redeal
    waste = list(scene.state().position.waste)
    click(scene, scene.where().redeal_rect().center)                      # the "Neu durchgehen" pill
    assert scene.state().position.redeals == 1 and scene.state().position.talon == waste[::-1]
    settle(scene)
    assert scene.snapshot().motion.display == scene.state().position and not scene.snapshot().table.can_redeal


def test_the_owner_hears_each_kind_of_sound(table):
    owner = OwnerSpy()
    scene = table(safe_ace_position(), owner=owner)
    heard = owner.sounds
    click(scene, scene.snapshot().layout.talon.center)
    settle(scene)
    click(scene, scene.card_point(column_pile(1), 0))             # buried ♣Q: shakes
    click(scene, scene.card_point(column_pile(0), 2))             # ♠A: up to its foundation
    settle(scene)
    assert heard == [Sound.CARD_TURNED, Sound.INVALID, Sound.FOUNDATION]


def _key(scene, key):
    scene.handle_event(synthetic.key(key)[0])


def test_keyboard_play_selects_a_column_and_moves_it(table):
    scene = table(seed_example_position())
    _key(scene, pygame.K_9)                                       # ♦Q: two targets (♦K and the empty column)
    assert scene.state().selection is not None and scene.state().selection.src == 8
    _key(scene, pygame.K_0)                                       # onto column 10
    settle(scene)
    assert scene.state().position.columns[8] == []
    _key(scene, pygame.K_3)                                       # the whole ♠9 ♠8 ♠7 run
    assert scene.state().selection.count == 3 and 5 in scene.state().selection.targets
    _key(scene, pygame.K_DOWN)
    assert scene.state().selection.count == 2
    _key(scene, pygame.K_UP)
    _key(scene, pygame.K_6)
    settle(scene)
    assert [str(c) for c in scene.snapshot().motion.display.columns[5][-3:]] == ["9S", "8S", "7S"]


def test_tap_on_another_card_does_what_a_tap_on_it_alone_does(table):
    """No tap is spent on putting the lifted card down: ♠7, tapped while ♦Q is lifted, goes to its
    single target at once, as it would with nothing lifted (R9); ♦Q stays where it lies."""
    scene = table(seed_example_position())
    click(scene, scene.card_point(column_pile(8), 0))             # ♦Q: lifted (two targets)
    assert scene.state().selection is not None
    click(scene, scene.card_point(column_pile(2), 4))             # ♠7: its single target is the empty column 7
    settle(scene)
    state = scene.state()
    assert state.selection is None and state.moves == 1
    assert [str(c) for c in state.position.columns[6]] == ["7S"] and str(state.position.columns[8][-1]) == "QD"


def test_animations_off_nothing_flies_and_the_win_reports_at_once(table, app):
    app.settings = app.settings.with_changes(animation_speed="off")
    try:
        owner = OwnerSpy()
        scene = table(finish_position(), owner=owner)
        click(scene, scene.snapshot().layout.finish_button.center)
        assert not scene.on_screen().busy and scene.snapshot().motion.display == scene.state().position
        run(scene, 0.05)
        assert owner.told.count("ended") == 1 and owner.told.count("shown") == 1
        scene.deal(Game.new(12345))
        run(scene, 0.02)
        assert not scene.on_screen().busy and scene.snapshot().motion.display == scene.state().position and not scene.state().won
    finally:
        app.settings = app.settings.with_changes(animation_speed="normal")


def test_new_game_and_restart_deal_with_animation(table):
    scene = table(seed_example_position())
    scene.deal(Game.new(617, "relaxed"))
    assert scene.state().variant.name == "relaxed" and str(scene.state().number) == "617"
    assert scene.on_screen().busy and all(c == [] for c in scene.snapshot().motion.display.columns)     # the deal starts
    settle(scene)
    assert scene.snapshot().motion.display == scene.state().position
    click(scene, scene.snapshot().layout.talon.center)
    settle(scene)
    scene.deal(Game(scene.copy_game().start, number=scene.state().number))   # the same deal again
    assert scene.state().moves == 0 and scene.seconds() == 0
    settle(scene)
    assert scene.snapshot().motion.display == scene.state().position and scene.snapshot().motion.repairs == 0
