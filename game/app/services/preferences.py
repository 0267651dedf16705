"""`Preferences`: the player's options — settings.json as saved, and the options as they play now.

The two differ only by this run's command-line overrides (``--lang``, ``--fullscreen``), which
are never saved: `game.app.opening.live_settings` puts them on top. Which options exist and what
each may be is the table of `game.storage.settings` (`OPTIONS`); the app (`App.settings`) holds
the live ones, so every scene reads the same; this service writes a change into the file and
reads the live ones back.
"""

from __future__ import annotations

from collections.abc import Callable

from game.storage.files import DataDir
from game.storage.option_fields import Option, OptionValue
from game.storage.settings import Settings, save_settings


class Preferences:
    """The saved options and the live ones (see the module docstring)."""

    def __init__(self, folder: DataDir, saved: Settings, live: Callable[[], Settings]) -> None:
        self._folder = folder
        self._saved = saved
        self._live = live

    @property
    def saved(self) -> Settings:
        """The options as settings.json holds them."""
        return self._saved

    @property
    def live(self) -> Settings:
        """The options as the player plays now (the saved ones with this run's overrides)."""
        return self._live()

    def remember(self, option: Option, value: OptionValue) -> Settings:
        """Write one option of the table into settings.json (ValueError for a value it refuses);
        the saved options with it."""
        self._saved = self._saved.with_value(option, value)
        save_settings(self._folder, self._saved)
        return self._saved
