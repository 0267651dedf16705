"""`GameApp`: the app with its router, and `build_app`, the start that builds both.

`build_app` opens the window and puts the table on the stack, through the router
(`game.app.routes.router`), with the game `game.app.opening.begin` decided on the player's
options, statistics and autosave — the autosaved game if there is one, resumed exactly (undo
history and clock included).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.config import AppConfig
from game.app.loop import App, ScriptStep
from game.app.opening import Begun, begin
from game.app.routes.router import Router
from game.app.session import Session
from game.app.wake import wake_loop
from game.i18n import tr
from game.speech.detection import screen_reader_running
from game.speech.screen_reader import trouble_text
from game.speech.service import Trouble
from game.speech.speaker import open_speaker


class GameApp(App):
    """The App with its router: storage notices polled every step, all saved at the end."""

    router: Router

    @property
    def session(self) -> Session:
        return self.router.session

    def step(self, dt: float) -> None:
        super().step(dt)
        self.router.notices.poll()
        for trouble in self.speech.take_trouble():   # told once each, on screen (and so in the transcript)
            self.tell_speech_trouble(trouble)
        self.router.game.clock_ticked()
        self.session.sounds.rest(self.at_rest)   # the audio device closes after a quiet spell

    def handle_event(self, event: pygame.event.Event) -> None:
        """The loop's handling (`App.handle_event`), then the sounds the top screen asked for."""
        super().handle_event(event)
        top = self.top
        if top is not None:
            for sound in top.take_sounds():
                self.session.sounds.hear(sound.value)

    def tell_speech_trouble(self, trouble: Trouble) -> None:
        log = str(self.config.speech_log or "")
        self.speech.note(trouble_text(trouble, log))   # read with the notice while speech is on, else written
        self.router.dialogs.tell(lambda: trouble_text(trouble, log), title=lambda: tr("speech.trouble.title"))

    def next_change(self) -> float | None:
        """The top scene's next change, or the sounds' quiet spell's end (the device closes then)."""
        return min((due for due in (super().next_change(), self.session.sounds.due()) if due is not None), default=None)

    def toggle_fullscreen(self) -> None:
        """F11 as well as the option: either way the choice is remembered for the next launch."""
        super().toggle_fullscreen()
        self.router.options.fullscreen_toggled()

    def toggle_speech(self) -> None:
        """F2 as well as the option "Sprachausgabe": either way the choice is remembered (B18)."""
        was = self.speech.on
        if not was:   # the visible sign: on the table's message line, shown before speech starts (not read twice)
            self.router.game.show_on_table(tr("speech.on"))
        super().toggle_speech()
        if self.speech.on != was:   # nothing that can speak leaves it off, and the option as it was
            self.router.options.speech_toggled(self.speech.on)
            if was:
                self.router.game.show_on_table(tr("speech.off"))
        elif not was:
            self.router.game.show_on_table("")   # nothing can speak: the notice over the table says why

    def run(self, max_seconds: float | None = None, script: list[ScriptStep] | None = None,
            frame_time: Callable[[], float] | None = None) -> None:
        """The loop (`App.run`); whatever ends it, the session is saved and closed."""
        try:
            super().run(max_seconds, script, frame_time)
        finally:
            playing = self.router.game.in_progress
            self.router.close()
            # said (and written to the transcript) after the save: a player by ear hears it is kept
            self.speech.say([tr("speech.quit_saved") if playing else tr("speech.quit")], interrupt=True)
            self.speech.close()


def build_app(config: AppConfig, headless: bool = False,
              screen_reader: Callable[[], bool | None] = screen_reader_running, begun: Begun | None = None) -> GameApp:
    """The app with the router's table on its stack (options, statistics and autosave loaded).
    ``screen_reader``: does one run (for the option "auto"): asked now, or asked early on a thread
    (`detection.EarlyAnswer`, as `game.app.launch` does). ``begun``: the folder, options, session
    and opening game `game.app.opening.begin` decided (the window may show its cards already);
    None: decided here."""
    begun = begun if begun is not None else begin(config)
    app = GameApp(config, headless=headless, settings=begun.settings)
    begun.options.follow(lambda: app.settings)
    app.speech = open_speaker(begun.settings.speech, config.speech, config.speech_log, screen_reader,
                               wake=wake_loop, verbosity=lambda: app.settings.verbosity)
    app.router = Router(app, begun.session, begun.second_copy)
    app.router.game.start(begun.opening)
    if begun.first_launch:
        app.router.game.welcome()
    if begun.second_copy:
        from game.scenes.dialogs import SecondCopyDialog  # the dialogs (pygame-gui): only when needed

        app.push(SecondCopyDialog(app, app.quit))
    return app
