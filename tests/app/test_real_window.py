"""Fullscreen in a real X window: F11 twice brings the window back at its
size, on the screen, with and without a window manager; a game quit in fullscreen opens in a
window when ``--size`` asks for one. Skipped without Xvfb and xdotool (and without openbox for
the window-manager case)."""

from __future__ import annotations

import shutil

import pytest

from tests.harness.xwindow import HAVE_X, game, geometry, key, until, x_server

SCREEN = (1920, 1080)


@pytest.mark.skipif(not HAVE_X, reason="needs Xvfb and xdotool")
@pytest.mark.parametrize("manager", [None, "openbox"])
def test_f11_twice_gives_the_window_back_and_a_size_asks_for_a_window(tmp_path, manager):
    if manager is not None and shutil.which(manager) is None:
        pytest.skip(f"needs {manager}")
    with x_server(SCREEN, manager) as env:
        with game(env, "--size", "1280x720", "--data-dir", str(tmp_path)) as window:
            assert until(lambda: geometry(env, window)[2:] == (1280, 720), 10)
            key(env, window, "F11")
            assert until(lambda: geometry(env, window)[2:] == SCREEN, 10)
            key(env, window, "F11")
            assert until(lambda: geometry(env, window)[2:] == (1280, 720), 10), geometry(env, window)
            x, y, width, height = geometry(env, window)
            assert 0 <= x <= SCREEN[0] - width and 0 <= y <= SCREEN[1] - height   # on the screen
            key(env, window, "F11")               # quit in fullscreen: the option is remembered …
            assert until(lambda: geometry(env, window)[2:] == SCREEN, 10)
        with game(env, "--size", "800x600", "--data-dir", str(tmp_path)) as window:   # … but a size asks for a window
            assert until(lambda: geometry(env, window)[2:] == (800, 600), 10), geometry(env, window)
