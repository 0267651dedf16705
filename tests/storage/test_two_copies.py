"""Two copies of the game on one data folder: the second plays without saving, nothing is lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from game.app.config import AppConfig
from game.app.screens import build_app
from game.engine import MoveKind
from game.scenes.dialogs import SecondCopyDialog
from game.storage.stats import STATISTICS_FILE

ROOT = Path(__file__).resolve().parents[2]

# The first copy: holds the folder, then counts five games (a move each, then a new deal,
# which counts the one left as lost) once told to go on, and quits.
FIRST = textwrap.dedent("""
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    from pathlib import Path
    from game.app.config import AppConfig
    from game.app.screens import build_app
    from game.engine import MoveKind
    app = build_app(AppConfig(data_dir=Path(sys.argv[1]), game_number="5", language="de"), headless=True)
    print("holding", flush=True)
    sys.stdin.readline()
    for _ in range(5):
        table = app.screens.table
        table.game.push(next(m for m in table.game.legal_moves() if m.kind == MoveKind.TURN))
        app.screens.new_game()
    app.screens.close()
    print("done", flush=True)
""")


def _play_games(app, count: int) -> None:
    for _ in range(count):
        table = app.screens.table
        table.game.push(next(m for m in table.game.legal_moves() if m.kind == MoveKind.TURN))
        app.screens.new_game()


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
        second.screens.close()
        assert first.wait(timeout=60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    assert _played(tmp_path) == 5, "every game the first copy counted is in the file"

    third = build_app(AppConfig(data_dir=tmp_path, game_number="9", language="de"), headless=True)
    assert not isinstance(third.top, SecondCopyDialog), "the first copy has quit: the folder is free"
    _play_games(third, 1)
    third.screens.close()
    assert _played(tmp_path) == 6
