"""Entry point (``vierzig-raeuber`` / ``python run.py``): parse flags, open the table, run.

``--smoke-test`` runs the program headless through a scripted game instead (`game.app.smoke`).
Ctrl+C, SIGTERM, SIGHUP and a lost display end it as closing the window does (`game.app.stopping`).
"""

from __future__ import annotations

import os
import sys

# No pygame banner on the player's console, in this process and the solver processes it
# spawns (they inherit the environment); it must be set before pygame is first imported.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.app import cli, desktop_entry, start_failure
from game.app.config import DesktopEntry
from game.app.screens import build_app
from game.app.smoke import run_smoke_test
from game.app.stopping import Stopper, watch_display


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit status: 0, or 130 after Ctrl+C, 1 when the display went away
    (each after the final save: `game.app.stopping`), 1 when it could not start (told in a
    window: `game.app.start_failure`)."""
    config = cli.parse_args(argv)
    if config.desktop_entry is not None:
        return desktop_entry.run(config.desktop_entry is DesktopEntry.REMOVE)
    if config.smoke_test:
        return run_smoke_test(config)
    stopper = Stopper()
    stopper.install()
    try:
        with start_failure.until_first_frame():   # told in a window: a double-clicked program has no console
            app = build_app(config)
        stopper.attach(app.quit)
        watch_display(app.screens.save_at_once)
        try:
            if stopper.signal is None:
                with start_failure.until_first_frame(app):
                    app.run()
            else:
                app.screens.close()      # stopped while starting: saved, never shown
        finally:
            pygame.quit()
    finally:
        stopper.restore()
    return stopper.exit_status


if __name__ == "__main__":
    sys.exit(main())
