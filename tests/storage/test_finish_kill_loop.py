"""The kill loop: the real game, SIGKILLed again and again around the moment a game finishes.

Each round starts the real program headless on one data folder (`tests.storage.finishing_player`:
`build_app`, the table scene, the autosave resumed as a launch resumes it) and lets it finish
games — won, given up, left for a new deal, daily deals won — while every change to the disk is
slowed to a slow disk's pace. When it announces the start of a chosen finish, the test waits a
random 0–120 ms and kills it with SIGKILL: before the finish, inside it, or just after. The next
round is the player's next launch. A last round runs to its end. Then, from the files:

- every game is counted exactly once: the statistics and the history name the same games in the
  same order (their "counted" identities), each once; the games played equal the history's;
- every game whose finish returned before the kill is counted;
- a game whose finish was cut is counted, or came back (its own identity, its moves) and was
  counted when it ended later — never counted under a second identity;
- no journal and no temp file is left.

The default run has 8 rounds; the slow form 120.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage.files import DataDir
from game.storage.history import History
from game.storage.ledger import JOURNAL_FILE
from game.storage.settings import Settings, save_settings
from game.storage.stats import Statistics

ROOT = Path(__file__).resolve().parents[2]
GAMES_A_ROUND = 3

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def _round(folder: Path, rng: random.Random | None, log: list[tuple[int, str]], number: int) -> dict[str, object]:
    """One launch; killed around a random finish unless ``rng`` is None. What happened."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    player = subprocess.Popen([sys.executable, "-m", "tests.storage.finishing_player", str(folder), str(GAMES_A_ROUND)],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    target = rng.randint(1, GAMES_A_ROUND) if rng is not None else None
    finishing = 0
    killed_in: str | None = None
    try:
        assert player.stdout is not None
        for raw in player.stdout:
            line = raw.strip()
            log.append((number, line))
            if line.startswith("finishing "):
                finishing += 1
                if finishing == target and rng is not None:
                    time.sleep(rng.uniform(0.0, 0.12))
                    player.kill()
                    killed_in = line.split()[1]
                    break
        rest = player.stdout.read()           # with what the line reader had read ahead
        err = player.stderr.read() if player.stderr is not None else ""
        player.wait(timeout=120)
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()
    log.extend((number, line.strip()) for line in rest.split("\n") if line.strip())
    if killed_in is None:
        assert player.returncode == 0 and log[-1][1] == "closed", err
    return {"killed_in": killed_in}


def _kill_loop(tmp_path: Path, rounds: int, seed: int) -> dict[str, int]:
    folder = tmp_path / "data"
    save_settings(DataDir(folder), Settings(auto_play=False, animation_speed="off", sound=False, language="de"))
    rng = random.Random(seed)
    log: list[tuple[int, str]] = []
    cut: list[tuple[int, str]] = []          # (round, game id) whose finish the kill cut or followed
    for number in range(rounds):
        killed_in = _round(folder, rng, log, number)["killed_in"]
        if killed_in is not None:
            cut.append((number, str(killed_in)))
    _round(folder, None, log, rounds)          # the last launch runs to its end

    events = [(n, line.split()) for n, line in log]
    stats, history = Statistics.load(DataDir(folder)), History.load(DataDir(folder))
    counted = list(history.counted)
    assert len(counted) < 64, "more games than the files remember: make the run shorter"
    assert stats.counted == counted, "the statistics and the history counted different games"
    assert len(set(counted)) == len(counted), "a game is counted twice"
    played = sum(row.played for row in stats.by_variant.values())
    assert played == len(counted) == len(history.games), (played, len(counted), len(history.games))

    finished = {words[1] for _, words in events if words[0] == "finished"}
    assert finished <= set(counted), "a game whose finish returned is not counted"
    seen: set[str] = set()
    ended: set[str] = set()
    for _, words in events:
        if words[0] == "game":
            game_id, moves = words[1], int(words[4])
            if moves > 0:
                assert game_id in seen, f"a resumed game has an identity never dealt: {words}"
                assert game_id not in ended, f"a finished game came back to be played again: {words}"
            else:
                assert game_id not in seen, f"a new deal reuses an identity: {words}"
            seen.add(game_id)
        elif words[0] == "finished":
            ended.add(words[1])
    assert set(counted) <= seen
    inside = 0
    for number, game_id in cut:
        inside += game_id not in {words[1] for n, words in events if n == number and words[0] == "finished"}
        assert game_id in counted, f"round {number}: the cut game {game_id} was lost"
    assert not (folder / JOURNAL_FILE).exists()
    assert not list(folder.glob(".*.tmp"))
    daily = json.loads((folder / "daily.json").read_text()) if (folder / "daily.json").exists() else {}
    for game in history.daily_games():
        assert game.daily in daily["days"][game.variant.name], f"a daily game's day is not in daily.json: {game}"
    return {"rounds": rounds, "kills": len(cut), "inside a finish": inside, "games counted": len(counted),
            "counted once": len(set(counted)), "daily days": sum(len(d) for d in daily.get("days", {}).values())}


def test_killing_the_real_game_around_its_finishes_counts_every_game_once(tmp_path: Path) -> None:
    figures = _kill_loop(tmp_path, rounds=8, seed=20261201)
    print(f"\nkill loop: {figures}")
    assert figures["inside a finish"] > 0, "no kill landed inside a finish: the loop proved nothing"


@pytest.mark.slow
def test_the_long_kill_loop(tmp_path: Path) -> None:
    figures: dict[str, int] = {}
    for part in range(6):           # each part a fresh folder: the files remember the last 64 games
        found = _kill_loop(tmp_path / str(part), rounds=20, seed=1000 + part)
        figures = {key: figures.get(key, 0) + value for key, value in found.items()}
    print(f"\nlong kill loop: {figures}")
    assert figures["inside a finish"] >= 30
