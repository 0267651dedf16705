"""The start's first frames, before the table is imported: the window with its felt, then the
opening game's cards.

Importing the game (the scenes, the widgets, the speech, the solver link) and building the table
take most of a start; a table whose cards appear only after them makes the game feel slow beside
a native one. So `show` opens the window — the size and window mode the app will ask for, its
title in the player's language, its icon and class — and paints the felt's gradient in the
player's felt; `game.app.launch` then decides the opening game (`game.app.opening.begin`), and
`show_cards` paints the table's background and that game's cards at rest, as the table lays them
out and draws them (`compute_layout`, `TablePainter`), before the rest is imported. The app then
takes that window over (`window.open_window`, from `App._open_window`) and draws the whole table
— the same cards in the same places, with its bar, buttons and words — over it.

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
from game.engine import Position
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


def show_cards(settings: Settings, position: Position) -> None:
    """Paint the table's background and ``position``'s cards at rest in the open window, laid out
    as the table lays them (with its ☰: the router's table has one), in the player's looks."""
    from game.view import appearance
    from game.view.layout import compute_layout, same_suit_runs
    from game.view.table_painter import TablePainter

    screen = pygame.display.get_surface()
    if screen is None:
        return
    try:
        appearance.set_looks(settings.felt, settings.card_back)
        layout = compute_layout(screen.get_size(), with_menu=True, large=settings.large_cards,
                                lengths=tuple(len(column) for column in position.columns),
                                talon_right=settings.talon_right)
        painter = TablePainter(layout, settings.four_colour)
        screen.blit(painter.background, (0, 0))
        painter.draw_resting(screen, position, {}, {}, lambda column: same_suit_runs(position.columns[column]))
        pygame.display.flip()
    except pygame.error:
        pass       # the window went away: the app meets it and tells it (`game.app.start_failure`)


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
