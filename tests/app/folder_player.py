"""A copy of the game for the lock tests (tests/app/test_lock_processes.py): the real app, headless,
on one data folder, in a process of its own.

Run as ``python -m tests.app.folder_player FOLDER``: it builds the app as a launch does (taking the
folder's lock), prints what it found, plays a move and deals a new game over it (which counts the
first game and saves, when this copy saves), then waits for a line on its standard input before it
closes — so a test can hold two copies open at once. Its lines, flushed:

    started SECOND_COPY READ_ONLY NOTICES    (NOTICES: the storage problems told, comma-separated, or -)
    played                                   a game was finished and a new one dealt
    closed
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.table.actions import move_action


def say(line: str) -> None:
    print(line, flush=True)


def main(folder: Path) -> None:
    app = build_app(AppConfig(data_dir=folder, game_number="5", language="en"), headless=True)
    notices = [notice.problem.value for notice in app.session.folder.take_notices()]
    say(f"started {int(app.router.second_copy)} {int(app.session.folder.read_only)} {','.join(notices) or '-'}")
    table = app.router.table
    table.act(move_action(table.copy_game().legal_moves()[0]))
    app.router.game.new_game()
    app.session.writer.flush()
    say("played")
    sys.stdin.readline()
    app.router.close()
    say("closed")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
