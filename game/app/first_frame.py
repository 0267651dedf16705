"""The start's first frame, before the game is imported: the window and its felt.

Importing the game (the scenes, the widgets, the solver link) and building the table take most
of a start; a window that appears only after them makes the game feel slow beside a native one.
So `show` opens the window — the size and window mode the app will ask for, its title in the
player's language, its icon and class — and paints the felt's gradient in the player's felt,
before `game.app.launch` imports the rest. The app then takes that window over
(`window.open_window`, from `App._open_window`) and draws the table over the felt.

The player's saved options are only read here (no file is set aside or written, no notice
queued: `build_app` loads them properly after, with their notices); anything unreadable gives
the defaults. It needs pygame, the window's helpers and the settings' parsing only.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from game import i18n
from game.app.config import AppConfig
from game.app.locales import preferred_locales
from game.app.window import fit_window, name_the_window, open_window, prefer_native_framebuffer, window_icon
from game.storage.files import default_data_path, peek_json
from game.storage.settings import SETTINGS_FILE, SETTINGS_VERSION, Settings, settings_from_json
from game.view.felt import felt_gradient


def show(config: AppConfig) -> None:
    """Open the window and show the felt. A window that cannot open now is left to the app,
    which meets the same problem and tells it (`game.app.start_failure`)."""
    try:
        _show(config)
    except pygame.error:
        pygame.display.quit()


def _show(config: AppConfig) -> None:
    saved = peek_settings(config)
    fullscreen = saved.fullscreen if config.fullscreen is None else config.fullscreen
    with contextlib.suppress(ValueError):
        i18n.set_language(config.language or saved.language)
    name_the_window()
    pygame.display.init()
    prefer_native_framebuffer()
    pygame.display.set_caption(i18n.tr("title"))
    pygame.display.set_icon(window_icon())
    screen = open_window(fit_window(config.size), fullscreen, first=True)
    screen.blit(felt_gradient(screen.get_size(), saved.felt, keep=True), (0, 0))   # the table's felt takes it on
    pygame.display.flip()


def peek_settings(config: AppConfig) -> Settings:
    """The player's saved options as far as they can be read, else the defaults (the system's
    language); nothing is written or set aside."""
    defaults = Settings.defaults(preferred_locales())
    folder = Path(config.data_dir) if config.data_dir is not None else default_data_path()
    data = peek_json(folder / SETTINGS_FILE)
    if data is None:
        return defaults
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= SETTINGS_VERSION:
        return defaults
    settings, _ = settings_from_json(data, defaults)
    return settings
