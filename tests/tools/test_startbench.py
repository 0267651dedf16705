"""`python -m tools.startbench` times the launch with the largest autosave the game accepts:
its saves must really be that — the longest the game reads, in both forms, and read back whole."""

from __future__ import annotations

from game.storage.autosave import MAX_SAVED_MOVES, game_from_json
from tools.startbench import REDO, largest_saves


def test_the_benchmark_saves_are_the_longest_the_game_accepts_and_resume_whole():
    saves = largest_saves()
    assert set(saves) == {"plain", "base"}
    for name, data in saves.items():
        assert len(data["moves"]) + len(data["redo"]) == MAX_SAVED_MOVES
        assert ("base" in data) == (name == "base")
        resumed = game_from_json(data).game
        assert len(resumed.redo_list) == REDO
        assert resumed.moves == len(data["moves"]) + data.get("played_before", 0)
