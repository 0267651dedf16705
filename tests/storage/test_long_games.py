"""A game line too long to replay quickly is saved as its position: it survives, and the game
never writes an autosave it would refuse to read."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.engine import Game, MoveKind, deal
from game.storage import autosave
from game.storage.autosave import AUTOSAVE_FILE, load_game, save_game
from game.storage.files import CORRUPT, DataDir


def _long_game(moves: int, seed: int = 1) -> Game:
    """Column moves picked at random (a card shuffled back and forth) until the line is long."""
    game = Game.new(5, "relaxed")
    rng = random.Random(seed)
    while game.moves < moves:
        legal = [m for m in game.legal_moves() if m.kind == MoveKind.PLAY] or game.legal_moves()
        game.push(rng.choice(legal))
    return game


def test_a_line_past_the_cap_resumes_at_its_position_with_its_count(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(autosave, "MAX_SAVED_MOVES", 300)
    game = _long_game(420)
    assert save_game(DataDir(tmp_path), game, 3600.0)
    saved = load_game(DataDir(tmp_path))
    assert saved is not None, "the game we wrote must be one we read"
    assert saved.game.position == game.position and saved.game.moves == game.moves == 420
    assert saved.clock_seconds == 3600.0
    # It plays on, saves again from the same base, and restart still goes back to the deal.
    resumed = saved.game
    move = resumed.legal_moves()[0]
    resumed.push(move)
    assert save_game(DataDir(tmp_path), resumed, 3601.0)
    again = load_game(DataDir(tmp_path)).game
    assert again.position == resumed.position and again.moves == 421 and again.can_undo()
    again.pop()
    assert again.position == game.position and not again.can_undo()
    again.restart()
    assert again.position == deal(5, "relaxed") and again.moves == 0


def test_the_redo_list_is_cut_to_the_cap(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(autosave, "MAX_SAVED_MOVES", 40)
    game = _long_game(45)
    for _ in range(20):
        game.pop()                                    # 25 played, 20 to redo: 45 > 40
    assert save_game(DataDir(tmp_path), game, 1.0)
    restored = load_game(DataDir(tmp_path)).game
    assert restored.position == game.position and restored.moves == 25
    assert restored.redo_list == game.redo_list[:15] and len(game.redo_list) == 20


def test_an_autosave_with_more_moves_than_the_cap_is_refused_before_any_replay(tmp_path: Path, monkeypatch) -> None:
    """A hand-made save past the cap (4 MiB hold 700,000 moves: 33 s and 3 GB to replay)."""
    game = _long_game(130)
    data = autosave.game_to_json(game, 1.0)
    assert len(data["moves"]) == 130
    monkeypatch.setattr(autosave, "MAX_SAVED_MOVES", 100)
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(data, separators=(",", ":")))
    data_dir = DataDir(tmp_path)
    assert load_game(data_dir) is None                # refused before any replay (it took 33 s and 3 GB)
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT]
