"""R12 at the deal: with safe auto-play on, the aces lying on top go up at once,
as the deal's first frame settles — not with the player's first move — by the engine's rule."""

from __future__ import annotations

from game.engine import Game, Move, safe_move
from game.scenes.tabletop.scene import TableScene
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.harness.table import run, settle
from tests.positions import build

DEALT = {1: "9D 4C 7H AH", 2: "KS 2S JD 3C", 3: "8C 5D QH AS", 4: "6S TH 2D 9C"}


def _table(app, auto_play: bool, deal_animation: bool) -> TableScene:
    app.settings = app.settings.with_changes(auto_play=auto_play)
    app.scenes.clear()
    position = build(DEALT)
    assert safe_move(position) is not None
    scene = TableScene(app, Game(position), deal_animation=deal_animation)
    app.push(scene)
    return scene


def test_the_aces_on_top_go_up_once_the_deal_has_landed(app):
    scene = _table(app, auto_play=True, deal_animation=True)
    run(scene, 0.05)
    assert [len(c) for c in scene.state().position.columns[:3]] == [4, 4, 4]   # still dealing: nothing up yet
    settle(scene)
    run(scene, 0.05)
    settle(scene)
    columns = scene.state().position.columns
    assert [len(c) for c in columns[:4]] == [3, 4, 3, 4]                   # ♥A and ♠A went up
    assert sorted(scene.state().position.foundations, reverse=True)[:3] == [1, 1, 0]
    state = scene.state()
    assert state.moves == 0 and not state.clock_running and state.seconds == 0   # the clock waits for the player
    assert not state.can_undo                                            # the deal's move: not the player's to undo


def test_without_auto_play_the_aces_wait_for_the_player(app):
    scene = _table(app, auto_play=False, deal_animation=False)
    run(scene, 0.2)
    assert scene.state().moves == 0 and [len(c) for c in scene.state().position.columns[:4]] == [4, 4, 4, 4]


def test_the_deal_s_own_move_is_saved_as_no_move():
    from game.storage.autosave import game_from_json, game_to_json

    game = Game(build(DEALT))
    move = game.deal_move()
    assert move == Move.play(0, -1) and len(game.push(move, auto_play=True, free=True)) == 2
    assert game.moves == 0 and not game.can_undo()
    game.push(game.legal_moves()[0])
    back = game_from_json(game_to_json(game, 3.0)).game
    assert back.moves == 1 and back.position == game.position
    assert game.deal_move() is None                      # once a move was made: nothing


def test_any_input_skips_the_deal_animation(app):
    """A key, a click or a touch lands the dealt cards at once; a click does
    nothing more (the card under it was still flying)."""
    import pygame

    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(600, 400)),
                  pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, finger_id=0, touch_id=0, pressure=1.0, dx=0, dy=0),
                  pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)):
        scene = _table(app, auto_play=False, deal_animation=True)
        run(scene, 0.1)
        assert scene.on_screen().busy                              # the deal flies …
        scene.handle_event(event)
        assert not scene.on_screen().busy and scene.on_screen().in_step, event   # … and lands at once
        assert scene.state().selection is None and scene.state().moves == 0


def test_taking_back_the_deal_s_own_move_is_no_undo_of_the_player_s():
    """The aces went up by the game's own move; undoing it must not cost the player a clean win."""
    game = Game(build(DEALT))
    game.push(game.deal_move(), auto_play=True, free=True)
    player = game.legal_moves()[0]
    game.push(player)
    game.pop(2)                                          # the player's move and the deal's, as one unit
    assert game.undos == 1
    game.redo()
    game.pop()                                           # the player's move alone
    game.pop()                                           # then the deal's own
    assert game.undos == 2 and game.position == build(DEALT)


def test_ctrl_z_at_no_move_in_relaxed_leaves_the_dealt_aces_up(launch):  # noqa: F811
    """Through the real key press: Relaxed deal 3, auto-play on (the default) — the deal sends
    ♠A up by itself; Ctrl+Z at 0 moves takes nothing back, and the Undo button is greyed."""
    import pygame

    from game.engine import RELAXED
    from tests.harness.app import press, pump, pump_until

    app = launch(game_number="3", variant=RELAXED)
    table = app.router.table
    assert pump_until(app, lambda: sum(table.state().position.foundations) >= 1 and not table.on_screen().busy, 10)
    state = table.state()
    assert state.moves == 0 and sum(state.position.foundations) >= 1     # the aces went up at the deal
    dealt = state.position
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    pump(app, 0.3)
    state = table.state()
    assert state.position == dealt and state.moves == 0
    assert not state.can_undo                                             # nothing of the player's to take back
