"""Text a player pastes or types that draws nothing must never crash the game-number field."""

from __future__ import annotations

import pygame
import pytest

from game.engine import MoveKind
from game.scenes.dialogs import GameNumberDialog
from game.scenes.ports import Screen
from game.storage.settings import OPTIONS
from game.table.actions import TurnTalon
from game.view import gui
from tests.harness.app import click, open_from_menu, press, pump, type_text

# As pasted from a web page or a chat: zero-width space and joiner, byte-order mark,
# right-to-left override, word joiner, soft hyphen.
INVISIBLE = ["\u200b", "\u200d", "\ufeff", "\u202e", "\u2060", "\u00ad"]


def _open_dialog(app) -> GameNumberDialog:
    return open_from_menu(app, "game_number", GameNumberDialog)


@pytest.mark.parametrize("char", INVISIBLE)
def test_an_invisible_character_typed_first_is_dropped(launch, char):
    app = launch(game_number="5")
    dialog = _open_dialog(app)
    type_text(app, char)
    type_text(app, char + "12")
    assert dialog.entries["number"].get_text() == "12"
    press(app, pygame.K_RETURN)
    assert str(app.router.table.state().number) == "12"


def test_a_paste_keeps_the_digits_and_drops_the_invisible_characters(launch, monkeypatch):
    app = launch(game_number="5")
    dialog = _open_dialog(app)
    monkeypatch.setattr(gui, "clipboard_text", lambda: "".join(INVISIBLE) + "4711\u200b")
    dialog.entries["number"].focus()
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert dialog.entries["number"].get_text() == "4711"
    monkeypatch.setattr(gui, "clipboard_text", lambda: "\u200b")     # nothing visible: nothing pasted
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    press(app, pygame.K_RETURN)
    assert str(app.router.table.state().number) == "4711"


def test_a_folder_that_refuses_every_save_is_told_once_a_session(launch, monkeypatch):
    from game.scenes.dialogs import NoticeDialog
    from game.storage import files

    app = launch(game_number="5")
    pump(app, 0.3)

    def refuse(path, payload):
        raise PermissionError(13, "read-only file system", str(path))

    monkeypatch.setattr(files, "write_atomically", refuse)
    table = app.router.table
    told = 0
    for name in ("sound", "four_colour", "sound", "four_colour"):     # settings.json, four times
        option = OPTIONS.named(name)
        app.router.options.set_option(option, option.after(app.settings.value(option)))
        for _ in range(3):                                             # autosaves after moves
            if any(m.kind == MoveKind.TURN for m in table.copy_game().legal_moves()):
                table.act(TurnTalon())                                 # the table tells the router: autosave
        app.session.writer.flush()
        pump(app, frames=3)
        if isinstance(app.top, NoticeDialog):
            told += 1
            click(app, "ok")
    assert told == 1, "one cause (the folder refuses writes), one notice"


@pytest.mark.parametrize("size", [(1, 1), (2000, 1), (1, 2000), (50, 50)])
def test_a_window_below_the_minimum_draws_every_screen_without_a_crash(launch, size):
    """Some window managers ignore the minimum size; every screen must still draw."""
    app = launch(game_number="5")
    pump(app, 0.2)
    router = app.router
    for open_screen in (lambda: None, router.open_menu, lambda: router.menu.open(Screen.HELP), router.options.open_options,
                        router.statistics.open_statistics):
        while len(app.scenes) > 1:
            app.pop()
        open_screen()
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app._resized()
        pump(app, frames=2)
        assert app.screen.get_size() == size
    app.resize((1280, 720))
    pump(app, frames=2)


def test_rebuilt_screens_let_go_of_their_widgets(launch):
    """A rebuild leaves no pygame-gui manager (fonts, pixel buffers) waiting for a rare full
    collection: one left per rebuild would grow the game by gigabytes at 4K as options are toggled."""
    import gc

    import pygame_gui

    app = launch(game_number="5")
    pump(app, 0.2)
    app.router.options.open_options()
    for _ in range(6):
        app.router.options.set_option(OPTIONS.named("four_colour"), not app.settings.four_colour)
        pump(app, frames=1)
    app.pop()
    pump(app, frames=1)
    managers = [o for o in gc.get_objects() if isinstance(o, pygame_gui.UIManager)]
    assert len(managers) <= 1, f"{len(managers)} pygame-gui managers still in memory"


def test_a_long_unbroken_path_is_wrapped_inside_the_panel():
    """A data folder's path has no spaces; a notice naming it must still fit its panel."""
    from game.scenes.form import wrap
    from game.view import fonts

    path = "/home/someone/" + "very_long_folder_name_" * 8 + "vierzig-raeuber"
    lines = wrap(f"Die Datei liegt jetzt im Ordner {path}.", 300, 19)
    assert all(fonts.font(19).size(line)[0] <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == f"Die Datei liegt jetzt im Ordner {path}.".replace(" ", "")
