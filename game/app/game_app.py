"""`GameApp`: the app with its router, and `build_app`, the start that builds both.

`build_app` loads the player's options, statistics and autosave from the data folder, opens
the window and puts the table on the stack — the autosaved game if there is one, resumed
exactly (undo history and clock included) — through the router (`game.app.routes.router`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game import i18n
from game.app.config import AppConfig
from game.app.locales import preferred_locales
from game.app.loop import App, ScriptStep, wake_loop
from game.app.routes.router import Router
from game.app.session import Session, open_session
from game.i18n import tr
from game.speech.detection import screen_reader_running
from game.speech.screen_reader import trouble_text
from game.speech.service import Trouble
from game.speech.speaker import open_speaker
from game.storage.files import DataDir
from game.storage.lock import Claim, FolderLock, take_folder
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings


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


def live_settings(saved: Settings, config: AppConfig) -> Settings:
    """The options for this run: the saved ones, with the command line's overrides on top."""
    live = saved
    if config.language is not None:
        live = live.with_changes(language=config.language)
    if config.fullscreen is not None:
        live = live.with_changes(fullscreen=config.fullscreen)
    return live


def build_app(config: AppConfig, headless: bool = False,
              screen_reader: Callable[[], bool | None] = screen_reader_running) -> GameApp:
    """The app with the router's table on its stack (options, statistics and autosave loaded).
    ``screen_reader``: does one run (for the option "auto"): asked now, or asked early on a thread
    (`detection.EarlyAnswer`, as `game.app.launch` does)."""
    data_dir = DataDir(Path(config.data_dir) if config.data_dir is not None else None)
    lock = FolderLock(data_dir.path)
    claim = take_folder(data_dir, lock)
    second_copy = claim is Claim.TAKEN
    try:
        first_launch = not data_dir.file(SETTINGS_FILE).exists()
    except OSError:
        first_launch = False
    saved = load_settings(data_dir, preferred_locales())
    if first_launch:
        # Write the defaults once, so the player's folder shows every option (and the language
        # detected from the system) from the first start on.
        save_settings(data_dir, saved)
    settings = live_settings(saved, config)
    i18n.set_language(settings.language)
    app = GameApp(config, headless=headless, settings=settings)
    app.speech = open_speaker(settings.speech, config.speech, config.speech_log, screen_reader,
                               wake=wake_loop, verbosity=lambda: app.settings.verbosity)
    session = open_session(data_dir, saved, live=lambda: app.settings, lock=lock if claim is Claim.HELD else None,
                           wake=wake_loop)    # a solver answer wakes the sleeping loop,
    data_dir.call_on_notice(wake_loop)        # and so does a storage notice (a failed save)
    app.router = Router(app, session, second_copy)
    app.router.game.start(config)
    if first_launch:
        app.router.game.welcome()
    if second_copy:
        from game.scenes.dialogs import SecondCopyDialog  # the dialogs (pygame-gui): only when needed

        app.push(SecondCopyDialog(app, app.quit))
    return app
