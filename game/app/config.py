"""`AppConfig`: how the program was launched (command line, tests, tools).

The player's options (auto-play, language, animation speed …) are not here: their one home
is `game.storage.settings.Settings`. A launch flag that overrides an option for this run
(``--lang``, ``--fullscreen`` / ``--windowed``) is kept here as ``None`` = "not given".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from game.engine import Variant
from game.view import theme


class DesktopEntry(Enum):
    """``--install-desktop-entry`` / ``--remove-desktop-entry`` (`game.app.desktop_entry`)."""

    INSTALL = "install"
    REMOVE = "remove"


@dataclass
class AppConfig:
    """Launch options; ``None`` means "not given on the command line"."""

    size: tuple[int, int] = theme.WINDOW_DEFAULT
    game_number: str | None = None       # None: the autosave, or the next deal
    variant: Variant | None = None           # None: the autosave's, else classic
    language: str | None = None          # overrides the saved language for this run
    fullscreen: bool | None = None       # overrides the saved window mode for this run
    data_dir: Path | None = None         # None: the platform's data folder
    smoke_test: bool = False
    speech: bool | None = None           # --speech / --no-speech: the screen reader on or off for this run
    speech_log: Path | None = None       # --speech-log: every spoken sentence, with its time, to this file
    max_fps: int = 60
    desktop_entry: DesktopEntry | None = None   # add the game to the desktop's menu, or take it out, and exit
