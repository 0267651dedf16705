"""Entry point (``vierzig-raeuber`` / ``python run.py``): parse flags, open the table, run.

``--smoke-test`` runs the program headless through a scripted game instead (`game.app.smoke`).
Every stop signal — Ctrl+C, SIGTERM, SIGHUP and the rest of `game.app.early_signals` — and a lost
display end it as closing the window does (`game.app.stopping`), from the first instant: the
signals are held before the game's code is imported (`game.app.launch` imports it).
"""

from __future__ import annotations

import os  # these two and `early_signals` (which imports only ``_signal``) are loaded with the
import sys  # interpreter already: nothing runs between the entry's first line and the hold

from game.app import early_signals

# No pygame banner on the player's console, in this process and the solver processes it
# spawns (they inherit the environment); it must be set before pygame is first imported.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit status: 0, or 130 after Ctrl+C (131 after Ctrl+\\), 1 when the
    display went away (each after the final save: `game.app.stopping`), 1 when it could not start
    (told in a window: `game.app.start_failure`)."""
    early = early_signals.hold()
    try:
        from game.app.launch import run
    except Exception as error:   # one of the game's own files broke the import: told as a failed start
        from game.app import start_failure

        return start_failure.tell(error)
    return run(argv, early)


if __name__ == "__main__":
    sys.exit(main())
