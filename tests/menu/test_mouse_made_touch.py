"""The mouse as SDL delivers it with ``SDL_MOUSE_TOUCH_EVENTS=1`` (as under Xvfb with xdotool, and
on desktops that turn the mouse into a touch device): every press, slide and release comes twice,
a finger event of the mouse's own touch device first, then the mouse event. Through the real
loop: each tap still counts once on the table, in the menus (pygame-gui reads the mouse) and on
the options' switches. The same path in a real window: tests/app/test_touch_xvfb.py (slow)."""

from __future__ import annotations

from game.app import synthetic
from game.engine import RELAXED, column_pile
from game.scenes.menu import MenuScene
from game.scenes.options import OptionsScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, Settings, save_settings
from tests.harness.app import pump


def _tap(app, pos) -> None:
    synthetic.post(synthetic.move(pos, held=False))
    for down in (True, False):
        synthetic.post(synthetic.mouse_touch(down, pos, app.size))
        pump(app, frames=2)
    pump(app, frames=3)


def _drag(app, start, end) -> None:
    synthetic.post(synthetic.mouse_touch(True, start, app.size))
    pump(app, frames=1)
    for point in synthetic.path(start, end, 6):
        synthetic.post(synthetic.mouse_touch_motion(point, app.size))
        pump(app, frames=1)
    synthetic.post(synthetic.mouse_touch(False, end, app.size))
    pump(app, frames=3)


def test_a_tap_lifts_plays_and_turns_once_and_a_drag_moves_a_run_once(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(game_number="8", variant=RELAXED)
    pump(app, 0.5)
    table = app.router.table
    game = table.copy_game()
    run_move = next(m for m in game.legal_moves() if m.count >= 2)
    column = game.position.columns[run_move.src]
    first = table.card_point(column_pile(run_move.src), len(column) - run_move.count)
    _tap(app, first)
    assert table.state().selection is not None and table.state().selection.count == run_move.count, "lifted, not dropped"
    _tap(app, first)                         # the lifted run again: it flies, once
    assert table.copy_game().move_list == [*game.move_list, run_move]
    _tap(app, table.spot(TableSpot.UNDO).center)
    assert table.copy_game().move_list == game.move_list and table.copy_game().undos == 1
    target = table.card_centre(column_pile(run_move.dst), len(game.position.columns[run_move.dst]) - 1)
    _drag(app, first, target)
    assert table.copy_game().move_list == [*game.move_list, run_move]
    talon = len(table.state().position.talon)
    _tap(app, table.talon_point())
    assert len(table.state().position.talon) == talon - 1, "one card turned, not two"


def test_a_tap_opens_one_screen_and_flips_a_switch_once(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(game_number="8")
    pump(app, 0.5)
    _tap(app, app.router.table.spot(TableSpot.MENU).center)
    assert isinstance(app.top, MenuScene)
    _tap(app, app.top.buttons["options"].rect.center)
    assert isinstance(app.top, OptionsScene)
    assert [type(scene) for scene in app.scenes].count(OptionsScene) == 1
    before = app.settings.show_clock
    _tap(app, app.top.buttons["show_clock"].rect.center)
    assert app.settings.show_clock is (not before), "one tap, one flip"
    _tap(app, app.top.buttons["animation_speed"].rect.center)
    assert app.settings.animation_speed == OPTIONS.named("animation_speed").after("off"), "one tap, one step"


def test_a_touch_screens_tap_on_a_switch_flips_it_once_too(launch, tmp_path):
    """The mirror path (a real touch screen: the finger first, then the mouse event SDL makes of it,
    marked touch): pygame-gui acts on that mouse event, once."""
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(game_number="8")
    pump(app, 0.5)
    for target in (lambda: app.router.table.spot(TableSpot.MENU).center, lambda: app.top.buttons["options"].rect.center):
        pos = target()
        for down in (True, False):
            synthetic.post(synthetic.finger(down, pos, app.size, 0))
            pump(app, frames=2)
        pump(app, frames=3)
    assert isinstance(app.top, OptionsScene) and [type(s) for s in app.scenes].count(MenuScene) == 1
    before = app.settings.show_clock
    pos = app.top.buttons["show_clock"].rect.center
    for down in (True, False):
        synthetic.post(synthetic.finger(down, pos, app.size, 0))
        pump(app, frames=2)
    pump(app, frames=3)
    assert app.settings.show_clock is (not before)
