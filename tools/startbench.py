"""Start-up benchmark with the largest autosave the game accepts: ``python -m tools.startbench``.

The autosave is replayed through the engine at launch, so its length bounds how long the
player waits for the table. This writes the longest save the game reads
(`game.storage.autosave.MAX_SAVED_MOVES` moves to replay: played moves and a redo list) in
both forms — from the deal, and from a "base" position after a line too long to keep — into a
throw-away data folder each, launches the game in a fresh process on it (headless), and times
the launch to its first frame. The child also reports its peak resident memory and the moves
of the game it resumed, so a save that was refused (which would start fast) cannot pass.
The last line is the figure:

    startbench: first frame plain 0.93 s, base 0.95 s (goal ≤ 2 s); peak RSS 142 MB; 10000 moves replayed

Goal: ≤ 2 s for any autosave the game accepts (docs/reliability.md). Run it under the CPU lock.
``--fresh``: a newcomer's first start in a real window instead, beside Aisleriot, with where its
time goes (`tools.freshstart`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.membench import peak_rss_mb

GOAL_SECONDS = 2.0
REDO = 1_000          # of the moves in a save, this many are in its redo list
FIRST_FRAME = "first frame"


def long_game(moves: int, seed: int, game=None):
    """A legal line of ``moves`` more moves: column moves at random (cards shuffled back and
    forth, as a player stuck on a deal does), the talon when nothing else is left."""
    from game.engine import Game, MoveKind

    game = game if game is not None else Game.new(5, "relaxed")
    rng = random.Random(seed)
    target = game.moves + moves
    while game.moves < target:
        legal = game.legal_moves()
        plays = [m for m in legal if m.kind == MoveKind.PLAY]
        game.push(rng.choice(plays or legal))
    return game


def largest_saves() -> dict[str, dict]:
    """The two longest autosaves the game accepts, as JSON objects: "plain" (moves from the
    deal) and "base" (moves from a saved position after ``played_before`` earlier moves)."""
    from game.engine import Game
    from game.storage.autosave import MAX_SAVED_MOVES, game_to_json

    plain = long_game(MAX_SAVED_MOVES, seed=1)
    for _ in range(REDO):
        plain.pop()
    before = long_game(1_500, seed=2)
    base = Game.resumed(before.start, before.position, before.moves, before.number)
    long_game(MAX_SAVED_MOVES, seed=3, game=base)
    for _ in range(REDO):
        base.pop()
    saves = {"plain": game_to_json(plain, 3600.0), "base": game_to_json(base, 7200.0)}
    for name, data in saves.items():
        replayed = len(data["moves"]) + len(data["redo"])
        if replayed != MAX_SAVED_MOVES or ("base" in data) != (name == "base"):
            raise RuntimeError(f"the {name} save has {replayed} moves to replay, not {MAX_SAVED_MOVES}")
    return saves


def child(folder: Path) -> int:
    """The launched game: the real start-up (`build_app`: settings, statistics, autosave,
    window, table) and one frame, then a line with the facts and exit."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app.config import AppConfig
    from game.app.game_app import build_app

    app = build_app(AppConfig(data_dir=folder), headless=True)
    app.frame(1 / 60)
    game = app.router.game.copy_game()
    if game is None:
        raise RuntimeError("the game starts on the table")
    notices = len(app.router.session.take_notices())
    print(f"{FIRST_FRAME} moves {game.moves} redo {len(game.redo_list)} notices {notices} "
          f"peak {peak_rss_mb()}", flush=True)
    app.router.close()
    return 0


def launch(folder: Path) -> tuple[float, dict[str, int]]:
    """Start the game on ``folder``; seconds from launch to its first frame, and its report."""
    command = [sys.executable, "-m", "tools.startbench", "--child", str(folder)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env,
                            cwd=Path(__file__).resolve().parent.parent)
    assert proc.stdout is not None
    seconds, facts = float("nan"), {}
    for line in proc.stdout:
        if line.startswith(FIRST_FRAME):
            seconds = time.perf_counter() - start
            words = line.split()[2:]
            facts = {key: int(value) for key, value in zip(words[::2], words[1::2], strict=True)}
    if proc.wait(timeout=600) != 0 or not facts:
        raise RuntimeError(f"the game did not start on {folder} (exit {proc.returncode})")
    return seconds, facts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.startbench", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="launches per save; the slowest counts (default 3)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--fresh", action="store_true", help="a first start in a real window, beside Aisleriot")
    parser.add_argument("--fresh-child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        return child(args.child)
    if args.fresh_child is not None or args.fresh:
        from tools import freshstart

        return freshstart.child(args.fresh_child) if args.fresh_child is not None else freshstart.main(args.repeat)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    from game.storage.autosave import AUTOSAVE_FILE, MAX_SAVED_MOVES

    saves = largest_saves()
    times: dict[str, float] = {}
    peak = 0
    for name, data in saves.items():
        expected = len(data["moves"]) + data.get("played_before", 0)
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-startbench-") as folder:
                Path(folder, AUTOSAVE_FILE).write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
                seconds, facts = launch(Path(folder))
            if facts["moves"] != expected or facts["redo"] != REDO or facts["notices"]:
                print(f"startbench: the {name} save was not resumed as written: {facts}", file=sys.stderr)
                return 1
            times[name] = max(times.get(name, 0.0), seconds)
            peak = max(peak, facts["peak"])
    worst = max(times.values())
    print(f"startbench: first frame plain {times['plain']:.2f} s, base {times['base']:.2f} s "
          f"(goal ≤ {GOAL_SECONDS:.0f} s{'' if worst <= GOAL_SECONDS else ', MISSED'}); peak RSS {peak} MB; "
          f"{MAX_SAVED_MOVES} moves replayed")
    return 0 if worst <= GOAL_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
