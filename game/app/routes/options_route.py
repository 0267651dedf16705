"""The router's part for the options (R16, B10, R12, B4, B5, B8, B18): read an option as the player
sees it, change one — remembered in settings.json and applied to the running game at once.

`OptionsRoute` answers `game.scenes.ports.OptionActions` with the options of the table
(`game.storage.settings.OPTIONS`). A change goes to the `Preferences` (the file), then to what
the option's descriptor says applies it (`AppliedBy`): the app alone (`App.change_settings`:
every scene re-renders what depends on it; the table reads every option as it is set now), or
besides it the sound effects, the game in hand (the winnability indicator switched on is help
the game had: `GameRoute.winnability_switched`), the speech; or the window, which toggles
fullscreen itself (F11 too) and remembers it.
"""

from __future__ import annotations

from game.app.loop import App
from game.app.routes.game_route import GameRoute
from game.app.session import Session
from game.engine.exhaustive import assert_never
from game.speech.detection import screen_reader_running
from game.speech.speaker import speech_wanted
from game.storage.option_fields import AppliedBy, Option, OptionValue
from game.storage.settings import OPTIONS


class OptionsRoute:
    """The options screen and what it asks for (see the module docstring)."""

    def __init__(self, app: App, session: Session, game: GameRoute) -> None:
        self._app = app
        self._session = session
        self._game = game

    def open_options(self) -> None:
        from game.scenes.options import OptionsScene  # loaded when first shown

        self._app.push(OptionsScene(self._app, self))

    def option(self, option: Option) -> OptionValue:
        """An option as the player sees it now (fullscreen as the window is, the language shown)."""
        return self._app.settings.value(option)

    def set_option(self, option: Option, value: OptionValue) -> None:
        """Change one option: remember it in settings.json and apply it to the running game."""
        app = self._app
        self._session.preferences.remember(option, value)
        changed = app.settings.with_value(option, value)
        match option.applied_by:
            case AppliedBy.WINDOW:
                if app.settings.value(option) != value:
                    app.toggle_fullscreen()
            case AppliedBy.LIVE:
                app.change_settings(changed)
            case AppliedBy.SOUND:
                self._session.sounds.switch(bool(value))
                app.change_settings(changed)
            case AppliedBy.AID:
                self._game.winnability_switched(bool(value))
                app.change_settings(changed)
            case AppliedBy.SPEECH:
                app.change_settings(changed)
                app.speech.switch(speech_wanted(str(value), None, screen_reader_running))
            case _:
                assert_never(option.applied_by)

    def speech_toggled(self, on: bool) -> None:
        """F2: speech on or off, remembered as the speech option's "on" or "off" (B18)."""
        option, value = OPTIONS.applied_by(AppliedBy.SPEECH), "on" if on else "off"
        self._session.preferences.remember(option, value)
        self._app.change_settings(self._app.settings.with_value(option, value))   # an open options screen shows it

    def fullscreen_toggled(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        option = OPTIONS.applied_by(AppliedBy.WINDOW)
        self._session.preferences.remember(option, self._app.settings.value(option))

