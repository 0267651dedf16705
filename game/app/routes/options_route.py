"""The router's part for the options (R16, B10, R12, B4, B5, B8): read an option as the player
sees it, change one — remembered in settings.json and applied to the running game at once.

`OptionsRoute` answers `game.scenes.ports.OptionActions`. A change goes to the `Preferences`
(the file), to the app (`App.change_settings`: every scene re-renders what depends on it), to the
sound effects, and — the winnability indicator switched on — to the game in hand as help the
game had (`GameRoute.winnability_switched`); the table reads every option as it is set now.
Fullscreen is the window's own switch (F11 too): the app toggles it and remembers it.
"""

from __future__ import annotations

from game.app.loop import App
from game.app.routes.game_route import GameRoute
from game.app.session import Session
from game.scenes.options import OptionsScene
from game.speech.detection import screen_reader_running
from game.speech.speaker import speech_wanted


class OptionsRoute:
    """The options screen and what it asks for (see the module docstring)."""

    def __init__(self, app: App, session: Session, game: GameRoute) -> None:
        self._app = app
        self._session = session
        self._game = game

    def open_options(self) -> None:
        self._app.push(OptionsScene(self._app, self))

    def option(self, name: str) -> object:
        """An option as the player sees it now (fullscreen as the window is, the language shown)."""
        return getattr(self._app.settings, name)

    def set_option(self, name: str, value: object) -> None:
        """Change one option: remember it in settings.json and apply it to the running game."""
        app = self._app
        self._session.preferences.remember(name, value)
        if name == "fullscreen":
            if app.settings.fullscreen != value:
                app.toggle_fullscreen()
            return
        changed = app.settings.with_changes(**{name: value})
        if name == "sound":
            self._session.sounds.switch(bool(value))
        if name == "show_winnability":
            self._game.winnability_switched(bool(value))
        app.change_settings(changed)
        if name == "speech":
            app.speech.switch(speech_wanted(str(value), None, screen_reader_running))

    def speech_toggled(self, on: bool) -> None:
        """F2: speech on or off, remembered as the option's "on" or "off" (B18)."""
        value = "on" if on else "off"
        self._session.preferences.remember("speech", value)
        self._app.change_settings(self._app.settings.with_changes(speech=value))   # an open options screen shows it

    def fullscreen_toggled(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        self._session.preferences.remember("fullscreen", self._app.settings.fullscreen)
