"""Start Vierzig Räuber from a source checkout: ``python run.py [--help]``.

This is also the entry script of the PyInstaller build: ``freeze_support`` must run first
there, so that the solver's worker processes (spawned by multiprocessing) start as workers
instead of opening a second game window.
"""

import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on the player's console

from game.app.main import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
