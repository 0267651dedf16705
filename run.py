"""Start Vierzig Räuber from a source checkout: ``python run.py [--help]``.

This is also the entry script of the PyInstaller build, where the game's own executable is the
solver's worker process too: started with ``--solver-worker`` (`game.advisor.worker_flag`)
it serves solver jobs instead of opening a window, and imports nothing of the game's display.
The stop signals are held from the first line on (`game.app.early_signals`).
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on the player's console

if __name__ == "__main__":
    from game.app import early_signals

    early = early_signals.hold()     # a stop signal from here on is noted, never a traceback
    from game.advisor.worker_flag import WORKER_FLAG

    if sys.argv[1:2] == [WORKER_FLAG]:
        from game.advisor.serve import main as serve

        early.release()
        serve()
    else:
        from game.app.main import main

        sys.exit(main())
