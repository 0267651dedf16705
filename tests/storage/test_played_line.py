"""A finished game's own moves in the history: kept bounded, read back exactly, replayed through the
engine to the positions the game went through; old files and damaged moves still read."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.engine import CLASSIC, RELAXED, Game, Move, format_board
from game.storage.ended import ended_game
from game.storage.files import DataDir
from game.storage.history import HISTORY_FILE, HISTORY_VERSION, KEEP_LINES, History, ended_to_json
from game.storage.played_line import MAX_LINE_CHARS, MAX_LINE_MOVES, line_text, parse_line, replay_line


def played(number: str = "12", variant=CLASSIC, moves: int = 60, seed: int = 3, auto: bool = True) -> Game:
    """A game of ``moves`` legal moves chosen at random (auto-play on), its deal move first."""
    game = Game.new(number, variant)
    rng = random.Random(seed)
    first = game.deal_move() if auto else None
    if first is not None:
        game.push(first, auto_play=True, free=True)
    while len(game.history) < moves and game.legal_moves():
        game.push(rng.choice(game.legal_moves()), auto_play=auto and rng.random() < 0.8)
    return game


def test_a_game_kept_in_the_history_comes_back_and_replays_to_every_position_it_went_through(tmp_path: Path) -> None:
    game = played()
    assert any(entry.auto_played for entry in game.history), "the game has moves auto-play followed"
    line = line_text(game.history)
    assert line is not None and len(line.split(" ")) == len(game.history)
    history = History.load(DataDir(tmp_path))
    history.add(ended_game(CLASSIC, "12", False, game.moves, 95.0, line=line))
    (kept,) = History.load(DataDir(tmp_path)).recent()
    assert kept.line == line
    parsed = parse_line(kept.line)
    assert parsed is not None
    replayed = replay_line(kept.variant, kept.counted_number, parsed)
    assert replayed.broken is None
    assert [format_board(p) for p in replayed.positions] == [format_board(e.after) for e in game.history]
    assert sum(replayed.counted) == game.moves, "the replay counts the player's moves as the game did"
    # The spelt-out line plays the same with auto-play off (the replay table's way).
    plain = Game(replayed.start)
    for text in replayed.moves:
        plain.push(Move.parse(text))
    assert format_board(plain.position) == format_board(game.position)


def test_a_file_without_moves_still_reads_and_its_games_offer_no_replay(tmp_path: Path) -> None:
    old = {"version": 2, "games": [{"when": "2025-05-01T10:00:00", "number": "7", "variant": "classic", "won": True,
                                    "moves": 150, "seconds": 300.0, "aids": []}]}
    (tmp_path / HISTORY_FILE).write_text(json.dumps(old), encoding="utf-8")
    data_dir = DataDir(tmp_path)
    (game,) = History.load(data_dir).recent()
    assert (game.number, game.won, game.moves, game.line) == ("7", True, 150, None)
    assert not data_dir.take_notices(), "an old file is not damaged"


def test_damaged_moves_cost_the_replay_only(tmp_path: Path) -> None:
    good = played(moves=10)
    damaged = [123, "", "t  t", " t", "t!", "3>f 4>f!", "t t!", "3>f 9>99", "w>f*2", "t é", "zz", ["t"], {"t": 1},
               "t " * (MAX_LINE_CHARS // 2 + 1), " ".join(["t"] * (MAX_LINE_MOVES + 1))]
    base = ended_to_json(ended_game(RELAXED, "8", True, 120, 99.0))
    games = [dict(base, line=value) for value in damaged] + [dict(base, line=line_text(good.history))]
    (tmp_path / HISTORY_FILE).write_text(json.dumps({"version": HISTORY_VERSION, "games": games}), encoding="utf-8")
    loaded = History.load(DataDir(tmp_path)).recent(len(games))
    assert len(loaded) == len(games), "every entry still reads"
    assert [game.line for game in loaded[1:]] == [None] * len(damaged)
    assert all((g.number, g.variant, g.moves) == ("8", RELAXED, 120) for g in loaded)
    assert loaded[0].line == line_text(good.history)


def test_a_move_the_rules_refuse_ends_the_replay_there() -> None:
    game = played(moves=8, auto=False)
    texts = [str(entry.move) for entry in game.history]
    illegal = next(f"{c}>{d}" for c in range(1, 11) for d in range(1, 11)
                   if c != d and not game.is_legal(Move.parse(f"{c}>{d}")))
    parsed = parse_line(" ".join([*texts, illegal, "t"]))
    assert parsed is not None
    replayed = replay_line(CLASSIC, "12", parsed)
    assert replayed.broken == (len(texts) + 1, illegal)
    assert len(replayed.positions) == len(texts)
    assert format_board(replayed.positions[-1]) == format_board(game.position)


def test_the_moves_are_bounded_per_game_and_kept_for_the_newest_games_only(tmp_path: Path) -> None:
    entries = played(moves=40, seed=5).history
    long = (entries * (MAX_LINE_MOVES // len(entries) + 1))[:MAX_LINE_MOVES + 1]
    assert line_text(long) is None, "too long: not kept"
    assert line_text(long[:MAX_LINE_MOVES]) is not None
    assert line_text(long[:5], played_before=3) is None, "a game without its early moves keeps none"
    history = History(DataDir(tmp_path))
    line = line_text(played(moves=200, seed=9).history)
    for i in range(KEEP_LINES + 15):
        history.add(ended_game(CLASSIC, str(100 + i), False, 200, 60.0, line=line))
    loaded = History.load(DataDir(tmp_path))
    assert [g.line is not None for g in loaded.games] == [False] * 15 + [True] * KEEP_LINES
    size = (tmp_path / HISTORY_FILE).stat().st_size
    assert size < 1_000 * 200 + KEEP_LINES * MAX_LINE_CHARS, size
