"""The game's start after the entry point (`game.app.main`) holds the stop signals: parse the
flags, show the first frame, import and build the app, run it, end it cleanly.

Kept apart from `game.app.main` because it imports the whole game (pygame, the scenes, the
solver link): the entry point holds the signals first (`game.app.early_signals`), so a Ctrl+C
during these imports is noted, not raised as a traceback. The heavy part — the scenes, the
loop, the router — is imported only after the window shows its felt and the opening game's cards
(`game.app.first_frame`, `game.app.opening`),
and only for a start that opens the window (not for ``--help``, ``--version``, the desktop
entry's flags or the smoke test).
"""

from __future__ import annotations

import contextlib
import sys

import pygame

from game import i18n
from game.app import cli, first_frame, start_failure, window
from game.app.config import DesktopEntry
from game.app.early_signals import EarlySignals, exit_status
from game.speech import detection


def run(argv: list[str] | None, early: EarlySignals) -> int:
    """Run the game; the exit status: 0, or 130/131 after Ctrl+C/Ctrl+\\, 1 when the display went
    away (each after the final save: `game.app.stopping`), 1 when it could not start (told in a
    window: `game.app.start_failure`)."""
    config = cli.parse_args(argv)
    if early.received is not None:
        return exit_status(early.received)     # stopped before anything was loaded: nothing to save
    broken = i18n.broken_install()
    if broken is not None:                     # one of the game's own catalogues missing or damaged
        return start_failure.tell(broken)
    if config.desktop_entry is not None:
        from game.app import desktop_entry

        return desktop_entry.install_or_remove(config.desktop_entry is DesktopEntry.REMOVE)
    if config.smoke_test:
        from game.app.smoke import run_smoke_test

        return run_smoke_test(config)
    if window.no_display():       # a game nobody could see would hold the folder and save unseen
        with contextlib.suppress(ValueError):
            i18n.set_language(config.language or first_frame.peek_settings(config).language)
        print(i18n.tr("start.no_display"), file=sys.stderr)
        pygame.quit()
        return start_failure.NO_DISPLAY
    # Is a screen reader running (asked for speech "auto")? Asked on a thread now: its probes run
    # beside the first frame and the imports, not after them.
    auto = config.speech is None and first_frame.peek_settings(config).speech == "auto"
    screen_reader = detection.EarlyAnswer() if auto else None
    first_frame.show(config)      # the window and its felt, before the rest of the game is imported
    from game.app.stopping import Stopper, watch_display

    stopper = Stopper()
    stopper.install(early)
    try:
        with start_failure.until_first_frame():   # told in a window: a double-clicked program has no console
            from game.app.opening import begin

            begun = begin(config)         # the folder, the options, the session, the opening game
            first_frame.show_cards(begun.settings, begun.opening.game.position)   # its cards, at once
            from game.app.game_app import build_app

            app = build_app(config, begun=begun) if screen_reader is None else \
                build_app(config, screen_reader=screen_reader, begun=begun)
        stopper.attach(lambda: app.quit(for_good=True))    # a signal before `run` begins stops it too
        watch_display(app.router.save_at_once)
        try:
            if stopper.signal is None:
                with start_failure.until_first_frame(app):
                    app.run()
            else:
                app.router.close()      # stopped while starting: saved, never shown
                app.speech.close()
        finally:
            pygame.quit()
    finally:
        stopper.restore()
    return stopper.exit_status
