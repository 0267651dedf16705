"""A short game by touch alone through SDL's real path: the game in a real window under Xvfb with
``SDL_MOUSE_TOUCH_EVENTS=1``, xdotool's taps and drags arriving as SDL's finger events beside the
mouse events, each step held against a headless twin that gets the same taps once
(`tests.harness.touch_window`): the same words said, the same game saved, the same options kept,
and no tap counted twice. Slow; skipped without Xvfb and xdotool."""

from __future__ import annotations

import re
import time

import pytest

from game.engine import column_pile
from game.scenes.dialogs import ConfirmDialog, GameNumberDialog
from game.scenes.history_screen import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.options import OptionsScene
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.replay import ReplayControl, ReplayScene
from game.scenes.tabletop.scene import TableScene
from game.storage.settings import OPTIONS, Settings
from tests.harness.touch_window import HAVE_TOUCH_X, TouchRun, touch_run

SIZE = (1280, 720)
CLOCK = re.compile(r"\b\d+:\d\d\b")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not HAVE_TOUCH_X, reason="needs Xvfb and xdotool")]


def _same(step: str, said: tuple[list[str], list[str]]) -> list[str]:
    """What the window said for a step is what the twin said (clock readings aside: the two clocks
    started apart)."""
    window, twin = ([CLOCK.sub("m:ss", sentence) for sentence in each] for each in said)
    assert window == twin, f"{step}: the window said {window}, the twin {twin}"
    return window


def _spot(run: TouchRun, spot: TableSpot) -> tuple[int, int]:
    rect = run.table.spot(spot)
    assert rect is not None, spot
    return rect.center


def _button(run: TouchRun, key: str) -> tuple[int, int]:
    button = run.twin.top.buttons[key]
    assert button.is_enabled, key
    return button.rect.center


def _on_board(run: TouchRun, step: str) -> None:
    assert run.same_board(), f"{step}: the window saved {run.window_board()!r}"


def _table_by_touch(run: TouchRun) -> None:
    """Lift a run, ▼ ▲, put it down, lift it and tap it again (it flies), undo, lift it and tap its
    target, undo, drag it, the talon, a lone card that flies, the hint."""
    table = run.table
    game = table.copy_game()
    run_move = next(m for m in game.legal_moves() if m.count >= 2)
    column = game.position.columns[run_move.src]
    first = table.card_point(column_pile(run_move.src), len(column) - run_move.count)
    said = _same("lift", run.tap(first))
    assert said and table.state().selection is not None and table.state().selection.count == run_move.count
    bar = table.where().selection_bar()
    assert bar is not None
    _same("▼", run.tap(bar.down.center))
    assert table.state().selection.count == run_move.count - 1
    _same("▲", run.tap(bar.up.center))
    assert table.state().selection.count == run_move.count
    _same("put down", run.tap((SIZE[0] // 2, SIZE[1] - 12)))
    assert table.state().selection is None
    _same("lift again", run.tap(first))
    _same("tap the lifted run", run.tap(first))       # it flies to its best target
    assert table.copy_game().move_list[-1] == run_move
    _on_board(run, "the run flown")
    run.shot("run-flown")
    _same("undo", run.tap(_spot(run, TableSpot.UNDO)))
    assert table.state().moves == game.moves
    _on_board(run, "undo")
    target = table.card_centre(column_pile(run_move.dst), len(game.position.columns[run_move.dst]) - 1)
    _same("lift for the target", run.tap(first))
    _same("tap the target", run.tap(table.target_point(run_move.dst)))
    assert table.copy_game().move_list[-1] == run_move
    _on_board(run, "the target tapped")
    _same("undo again", run.tap(_spot(run, TableSpot.UNDO)))
    _on_board(run, "undo again")
    _same("drag the run", run.drag(first, target))
    assert table.copy_game().move_list[-1] == run_move
    _on_board(run, "drag")
    _same("talon", run.tap(table.talon_point()))
    _on_board(run, "talon")
    game = table.copy_game()
    lone = next((m for m in game.legal_moves() if m.count == 1 and m.src >= 0 and m.dst >= 0), None)
    if lone is not None:
        size = len(game.position.columns[lone.src])
        _same("a lone card", run.tap(table.card_point(column_pile(lone.src), size - 1)))
        _on_board(run, "a lone card")
    window, twin = run.tap(_spot(run, TableSpot.HINT))   # its move and words depend on what each solver found by now
    assert [s for s in window if s.startswith("Tipp")] and len([s for s in window if s.startswith("Tipp")]) == 1, window
    assert len([s for s in twin if s.startswith("Tipp")]) == 1, twin
    run.shot("table")


def _options_by_touch(run: TouchRun) -> None:
    """Every kind of control of the options: a switch and a choice, each tapped once."""
    twin = run.twin
    for name in ("show_clock", "animation_speed"):
        option = OPTIONS.named(name)
        before = getattr(twin.settings, name)
        _same(name, run.tap(_button(run, name)))
        after = getattr(twin.settings, name)
        assert after == option.after(before), f"{name}: one tap, one step"
        assert run.saved("settings.json").get(name) == after, f"{name}: the window kept the same"
    run.shot("options")
    # Back to what the game was played with (the clock on, no animation).
    for name in ("show_clock", "animation_speed"):
        while getattr(twin.settings, name) != getattr(Settings(animation_speed="off"), name):
            _same(name, run.tap(_button(run, name)))


def _history_by_touch(run: TouchRun) -> None:
    """The game left for 123 (counted as lost) watched again from the history, by touch."""
    _same("☰", run.tap(_spot(run, TableSpot.MENU)))
    _same("statistics", run.tap(_button(run, "statistics")))
    _same("history", run.tap(_button(run, "history")))
    history = run.twin.top
    assert isinstance(history, HistoryScene) and history.chosen() is not None
    assert history.chosen().counted_number == "8" and history.chosen().line is not None
    run.shot("history")
    opened = run.tap(_button(run, "watch"))
    replay = run.twin.top
    assert isinstance(replay, ReplayScene)
    run.frames(60 * 6)          # the whole line plays (0.42 s a move), in the twin …
    time.sleep(6)               # … and in the window
    played = run.settle()
    said = _same("the replay", (opened[0] + played[0], opened[1] + played[1]))
    assert any("Pik Drei" in sentence for sentence in said), said
    assert replay.finished and not replay.failed
    run.shot("replay")
    _same("replay back", run.tap(replay.control_rects()[ReplayControl.BACK].center))
    assert isinstance(run.twin.top, HistoryScene)


def test_a_short_game_by_touch_alone(tmp_path):
    settings = Settings(animation_speed="off", language="de")
    with touch_run(tmp_path, SIZE, ("--game", "8", "--variant", "relaxed"), settings) as run:
        run.shot("start")
        _table_by_touch(run)
        said = _same("☰", run.tap(_spot(run, TableSpot.MENU)))
        assert isinstance(run.twin.top, MenuScene) and said
        run.shot("menu")
        _same("options", run.tap(_button(run, "options")))
        assert isinstance(run.twin.top, OptionsScene)
        _options_by_touch(run)
        _same("back", run.tap(_button(run, "back")))
        assert isinstance(run.twin.top, MenuScene)
        _same("new game", run.tap(_button(run, "new_game")))    # a dialog: the game on the table would count as lost
        assert isinstance(run.twin.top, ConfirmDialog)
        run.shot("dialog")
        _same("cancel", run.tap(_button(run, "cancel")))
        assert isinstance(run.twin.top, MenuScene) and str(run.table.state().number) == "8"
        _same("game number", run.tap(_button(run, "game_number")))
        dialog = run.twin.top
        assert isinstance(dialog, GameNumberDialog)
        _same("the number's field", run.tap(dialog.entries["number"].rect.center))
        run.type_text("123")
        run.shot("game-number")
        _same("play", run.tap(_button(run, "play")))
        assert isinstance(run.twin.top, TableScene)
        assert str(run.table.state().number) == "123"
        _on_board(run, "game 123")
        assert run.saved("autosave.json").get("number") == "123"
        _history_by_touch(run)
