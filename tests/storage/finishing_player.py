"""A player for the kill loop (tests/storage/test_finish_kill_loop.py): the real game, headless,
finishing game after game until it is killed.

Run as ``python -m tests.storage.finishing_player FOLDER GAMES``: the real app (`build_app`) on
the data folder — resuming its autosave as a launch does — plays each game on the table through
the table scene (`TableScene.push`, as a tap plays a move) along the deal's shipped solution,
and ends it one of four ways: the winning move, "Aufgeben", a new deal over it, or — a daily
deal — its winning move. Every change to the disk is slowed by STEP_SECONDS, so a kill timed on
the finish lands inside it. It prints one line per event, flushed, for the test to time its kill:

    game ID VARIANT NUMBER MOVES     a game is on the table (MOVES > 0: resumed from the autosave)
    finishing ID PATH                the finishing action starts now
    finished ID                      … and has returned (the game is counted)
"""

from __future__ import annotations

import datetime
import os
import sys
import time
import zlib
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.engine import Move, MoveError, MoveKind
from game.storage import atomic
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from game.table.actions import move_action

STEP_SECONDS = 0.003     # each change to the disk: a slow disk's fsync, so kills land inside a finish
LEFT_AFTER = 12          # moves of a game that is given up or left for a new deal


def say(line: str) -> None:
    print(line, flush=True)


def path_of(app, game) -> str:
    """How this game ends, fixed by the game itself (so a resumed game ends the way it was going to)."""
    if app.session.daily.of(game) is not None:
        return "daily"
    key = zlib.crc32(f"{game.variant.name} {game.number}".encode())
    return ("win", "give_up", "new_game")[key % 3]


def play_along(table, line: tuple[str, ...], upto: int) -> bool:
    """Play the line's moves from where the game stands up to move ``upto``; False when the game is
    not on the line (then it is simply ended as it is)."""
    done = [str(move) for move in table.copy_game().move_list]
    if done != list(line[:len(done)]):
        return False
    for text in line[len(done):upto]:
        try:
            table.act(move_action(Move.parse(text)))
        except MoveError:
            return False
    return True


def main(folder: Path, games: int) -> None:
    if not (folder / "settings.json").exists():   # auto-play off: any deal's shipped line plays move by move
        save_settings(DataDir(folder), Settings(auto_play=False, language="de"))
    app = build_app(AppConfig(data_dir=folder, language="de"), headless=True)
    atomic.disk_hook = lambda _step: time.sleep(STEP_SECONDS)
    router, session = app.router, app.session
    book = session.solver.knowledge.book
    for played in range(games):
        table = router.table
        while app.top is not table:
            app.pop()
        game = table.copy_game()
        game_id = session.in_hand.game_id
        say(f"game {game_id} {game.variant.name} {game.number} {game.moves}")
        path = path_of(app, game)
        line = book.line(game.variant, str(game.number)) or ()
        if path in ("win", "daily") and line:
            play_along(table, line, len(line) - 1)
            session.writer.flush()      # a player's pace leaves the saver time for each move
            say(f"finishing {game_id} {path}")
            table.act(move_action(Move.parse(line[-1])))        # the last card up counts the win
            assert table.state().won and table.state().over
        else:
            if not play_along(table, line, LEFT_AFTER) or table.state().moves == 0:
                turn = next((m for m in table.copy_game().legal_moves() if m.kind == MoveKind.TURN), None)
                if turn is not None:
                    table.act(move_action(turn))
            session.writer.flush()
            say(f"finishing {game_id} {path}")
            if path == "new_game":
                router.game.new_game()
            else:
                router.game.give_up()
        say(f"finished {game_id}")
        if played == 0 and games > 1:     # the second game of a launch is a past day's daily deal
            day = datetime.date.today() - datetime.timedelta(days=1 + zlib.crc32(game_id.encode()) % 300)
            router.daily.play_daily(day, game.variant)
        elif path != "new_game":
            router.game.new_game()
    router.close()
    say("closed")


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
