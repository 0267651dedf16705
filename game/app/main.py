"""Entry point (``vierzig-raeuber`` / ``python run.py``): parse flags, open the table, run.

``--smoke-test`` runs the program headless through a scripted game instead (`game.app.smoke`).
"""

from __future__ import annotations

import os
import sys

# No pygame banner on the player's console, in this process and the solver processes it
# spawns (they inherit the environment); it must be set before pygame is first imported.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.app import cli
from game.app.screens import build_app
from game.app.smoke import run_smoke_test


def main(argv: list[str] | None = None) -> int:
    config = cli.parse_args(argv)
    if config.smoke_test:
        return run_smoke_test(config)
    app = build_app(config)
    try:
        app.run()
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
