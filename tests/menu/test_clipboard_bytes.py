"""Anything on the clipboard gets a clear message: bytes that are not UTF-8, put there through
SDL's own clipboard call (as another program's copy arrives), neither crash "Paste position" in
the menu nor Ctrl+V in "Play a game number…"; the game in progress stays as it was."""

from __future__ import annotations

import ctypes
from pathlib import Path

import pygame
import pytest

from game.scenes.dialogs import GameNumberDialog, NoticeDialog
from game.scenes.menu import MenuScene
from tests.harness.app import click, label_text, launch, press, pump  # noqa: F401 (a fixture)

NOT_UTF8 = [
    b"12\xff\xfe",                 # bytes no UTF-8 text has
    b"\x80",                       # a continuation byte alone
    b"\xc0\xaf",                   # an overlong "/"
    b"\xed\xa0\x80",               # a UTF-16 surrogate, encoded
    b"Spiel 4\xe2\x82",            # a character cut short
    b"\xe4\xf6\xfc 42",            # Latin-1 "äöü"
]


def put_bytes(raw: bytes) -> None:
    """``raw`` on the clipboard as SDL holds it (pygame's own call would encode a str first)."""
    maps = Path("/proc/self/maps").read_text()
    libraries = sorted({line.split()[-1] for line in maps.splitlines() if "libSDL2-2" in line})
    if not libraries:
        pytest.skip("SDL's library is not found in this process's maps")
    sdl = ctypes.CDLL(libraries[0])
    sdl.SDL_SetClipboardText.argtypes = [ctypes.c_char_p]
    assert sdl.SDL_SetClipboardText(raw) == 0
    with pytest.raises(UnicodeDecodeError):
        pygame.scrap.get_text()   # the fault is real: pygame-ce raises on these bytes


@pytest.mark.parametrize("raw", NOT_UTF8)
def test_paste_position_with_bytes_that_are_no_text_explains_and_keeps_the_game(launch, raw):  # noqa: F811
    app = launch(game_number="5", animation_speed="off", auto_play=False)
    pump(app, 0.2)
    table = app.router.table
    before = (table.state().position, table.state().moves)
    put_bytes(raw)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    click(app, "paste_board")
    dialog = app.top
    assert isinstance(dialog, NoticeDialog)
    assert "keinen Text" in label_text(dialog, "text")
    click(app, "ok")
    assert isinstance(app.top, MenuScene)
    assert app.router.table is table and (table.state().position, table.state().moves) == before


@pytest.mark.parametrize("raw", NOT_UTF8)
def test_ctrl_v_in_the_number_field_with_bytes_that_are_no_text_says_so(launch, raw):  # noqa: F811
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    assert isinstance(app.top, GameNumberDialog)
    put_bytes(raw)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    pump(app, frames=2)
    dialog = app.top
    assert isinstance(dialog, GameNumberDialog)
    assert "keinen Text" in label_text(dialog, "error")
    assert dialog.entries["number"].get_text() == ""


def test_ctrl_v_of_a_text_too_long_for_the_field_says_so(launch):  # noqa: F811
    from game.view import clipboard
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    clipboard.put_text("7" * 100_000)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    pump(app, frames=2)
    dialog = app.top
    assert isinstance(dialog, GameNumberDialog)
    assert "zu lang" in label_text(dialog, "error")
    assert dialog.entries["number"].get_text() == ""
