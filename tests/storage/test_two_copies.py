"""Two copies of the game on one data folder: the second plays without saving, nothing is lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.scenes.dialogs import SecondCopyDialog
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.stats import STATISTICS_FILE
from game.table.actions import TurnTalon

ROOT = Path(__file__).resolve().parents[2]

# The first copy: holds the folder, then counts five games (a move each, then a new deal,
# which counts the one left as lost) once told to go on, and quits.
FIRST = textwrap.dedent("""
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    from pathlib import Path
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.table.actions import TurnTalon
    app = build_app(AppConfig(data_dir=Path(sys.argv[1]), game_number="5", language="de"), headless=True)
    print("holding", flush=True)
    sys.stdin.readline()
    for _ in range(5):
        table = app.router.table
        table.act(TurnTalon())
        app.router.game.new_game()
    app.router.close()
    print("done", flush=True)
""")


def _play_games(app, count: int) -> None:
    for _ in range(count):
        table = app.router.table
        table.act(TurnTalon())
        app.router.game.new_game()


def _played(folder: Path) -> int:
    data = json.loads((folder / STATISTICS_FILE).read_text())
    return sum(variant["played"] for variant in data["variants"].values())


def test_a_second_copy_plays_without_saving_and_every_counted_game_stays(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    first = subprocess.Popen([sys.executable, "-c", FIRST, str(tmp_path)], cwd=ROOT, env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == "holding"
        second = build_app(AppConfig(data_dir=tmp_path, game_number="7", language="de"), headless=True)
        assert isinstance(second.top, SecondCopyDialog), "the second copy must say that it does not save"
        second.pop()
        _play_games(second, 3)                        # played, but not counted: the player was told
        first.stdin.write("go\n")
        first.stdin.flush()
        assert first.stdout.readline().strip() == "done"
        second.router.close()
        assert first.wait(timeout=60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    assert _played(tmp_path) == 5, "every game the first copy counted is in the file"

    third = build_app(AppConfig(data_dir=tmp_path, game_number="9", language="de"), headless=True)
    assert not isinstance(third.top, SecondCopyDialog), "the first copy has quit: the folder is free"
    _play_games(third, 1)
    third.router.close()
    assert _played(tmp_path) == 6


# The first copy with a game in progress: one move on game 5, saved, then it waits.
PLAYING = textwrap.dedent("""
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    from pathlib import Path
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.table.actions import TurnTalon
    app = build_app(AppConfig(data_dir=Path(sys.argv[1]), game_number="5", language="de"), headless=True)
    table = app.router.table
    table.act(TurnTalon())
    table.set_clock(12.0)
    app.router.session.in_hand.autosave()
    app.router.session.writer.flush()
    print("holding", flush=True)
    sys.stdin.readline()
    app.router.close()
    print("done", flush=True)
""")


def test_a_second_copy_neither_counts_nor_overwrites_the_first_copys_game_in_progress(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    first = subprocess.Popen([sys.executable, "-c", PLAYING, str(tmp_path)], cwd=ROOT, env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == "holding"
        saved = (tmp_path / AUTOSAVE_FILE).read_bytes()
        second = build_app(AppConfig(data_dir=tmp_path, language="de"), headless=True)   # no --game
        assert isinstance(second.top, SecondCopyDialog)
        second.pop()
        assert second.router.table.state().moves == 0, "the second copy must not take the first copy's game"
        _play_games(second, 2)
        second.router.close()
        assert (tmp_path / AUTOSAVE_FILE).read_bytes() == saved, "the first copy's game was overwritten"
        assert not (tmp_path / STATISTICS_FILE).exists() or _played(tmp_path) == 0, \
            "the first copy's game in progress was counted by the second"
        first.stdin.write("go\n")
        first.stdin.flush()
        assert first.stdout.readline().strip() == "done"
        assert first.wait(timeout=60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    resumed = build_app(AppConfig(data_dir=tmp_path, language="de"), headless=True)
    assert resumed.router.table.state().moves == 1, "the first copy's game resumes at the next launch"
    resumed.router.close()
