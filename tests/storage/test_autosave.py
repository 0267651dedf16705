"""Autosave: a game in progress comes back exactly — position, history, redo, counters, clock."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.engine import Game, deal, format_board, parse_board
from game.storage.autosave import AUTOSAVE_FILE, delete_game, game_from_json, game_to_json, load_game, save_game
from game.storage.bounds import MAX_SECONDS
from game.storage.files import CORRUPT, DataDir, DataError

NUMBERS = st.one_of(
    st.integers(1, 31999).map(str),                         # LCG deals
    st.integers(32000, 2**40).map(str),                     # Mersenne deals
    st.integers(32000, 2**33 - 1).map(lambda n: f"ms{n}"),  # ms prefix forcing the LCG
)


def _play(game: Game, actions: list[tuple[str, int, bool]]) -> None:
    """Drive a game like a player: moves, undos, redos, hints and auto-play switched midway."""
    for action, pick, auto in actions:
        if action == "move":
            moves = game.legal_moves()
            if moves:
                game.push(moves[pick % len(moves)], auto_play=auto)
        elif action == "undo" and game.can_undo():
            game.pop()
        elif action == "redo" and game.can_redo():
            game.redo()
        elif action == "hint":
            game.note_hint()


def _random_actions(seed: int, length: int) -> list[tuple[str, int, bool]]:
    """A long, player-like session: mostly moves, bursts of undos, some redos and hints."""
    rng = random.Random(seed)
    actions: list[tuple[str, int, bool]] = []
    auto = rng.random() < 0.5
    while len(actions) < length:
        roll = rng.random()
        if roll < 0.05:
            auto = not auto  # the player switches the option mid-game
        if roll < 0.75:
            actions.append(("move", rng.randrange(10_000), auto))
        elif roll < 0.87:
            actions.extend([("undo", 0, auto)] * rng.randint(1, 4))
        elif roll < 0.97:
            actions.extend([("redo", 0, auto)] * rng.randint(1, 3))
        else:
            actions.append(("hint", 0, auto))
    return actions


# Hypothesis picks the deal and the session; short hand-shaped lists find edge cases,
# long seeded sessions reach deep histories with redo lists and auto-play switched midway.
ACTIONS = st.one_of(
    st.lists(st.tuples(st.sampled_from(["move", "undo", "redo", "hint"]), st.integers(0, 10_000), st.booleans()), max_size=30),
    st.builds(_random_actions, st.integers(0, 2**32), st.integers(20, 300)),
)


def _assert_same_game(restored: Game, original: Game) -> None:
    assert restored.position == original.position
    assert restored.move_list == original.move_list
    assert restored.redo_list == original.redo_list
    assert (restored.moves, restored.undos, restored.hints) == (original.moves, original.undos, original.hints)
    assert restored.variant == original.variant
    assert str(restored.number) == str(original.number)
    assert restored.start == original.start
    # The histories behave alike: every redo and every undo shows the same cards flying.
    while original.can_redo():
        assert restored.redo() == original.redo()
        assert restored.position == original.position
    assert not restored.can_redo()
    while original.can_undo():
        assert restored.pop() == original.pop()
        assert restored.position == original.position
    assert not restored.can_undo()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=NUMBERS, variant=st.sampled_from(["classic", "relaxed"]), actions=ACTIONS,
       clock=st.floats(0, 10**6, allow_nan=False))
def test_autosave_round_trip_restores_the_game_exactly(number: str, variant: str, actions: list, clock: float) -> None:
    original = Game.new(number, variant)
    _play(original, actions)
    text = json.dumps(game_to_json(original, clock))  # what goes to disk
    saved = game_from_json(json.loads(text))
    # Kept to a tenth, rounded down: the resumed clock never shows a second the player did not see.
    assert clock - 0.1 < saved.clock_seconds <= clock and int(saved.clock_seconds) == int(clock)
    _assert_same_game(saved.game, original)


@pytest.mark.parametrize("variant", ["classic", "relaxed"])
def test_long_sessions_round_trip(variant: str) -> None:
    """Deep games for sure (Hypothesis favours short ones): hundreds of moves, redeals, redo lists."""
    reached_redeal = reached_redo = 0
    for seed in range(12):
        original = Game.new(1000 + seed, variant)
        _play(original, _random_actions(seed, 700))
        reached_redeal += original.position.redeals
        reached_redo += bool(original.redo_list)
        saved = game_from_json(json.loads(json.dumps(game_to_json(original, seed))))
        _assert_same_game(saved.game, original)
    assert reached_redo >= 3
    if variant == "relaxed":
        assert reached_redeal >= 3, "the sessions should reach Locker's redeal"


def test_round_trip_through_the_data_dir(tmp_path: Path) -> None:
    original = Game.new("ms40000", "relaxed")
    _play(original, [("move", i * 7, i % 3 == 0) for i in range(60)] + [("undo", 0, False)] * 5 + [("hint", 0, False)])
    assert save_game(DataDir(tmp_path), original, 754.25)
    data_dir = DataDir(tmp_path)
    saved = load_game(data_dir)
    assert saved is not None and data_dir.take_notices() == []
    assert saved.clock_seconds == pytest.approx(754.2, abs=0.06)
    _assert_same_game(saved.game, original)


def test_a_game_from_a_board_text_resumes_too(tmp_path: Path) -> None:
    start = Game.new(777).position
    original = Game(parse_board(__import__("game.engine", fromlist=["format_board"]).format_board(start)))
    _play(original, [("move", i, False) for i in range(20)])
    assert original.number is None
    saved = game_from_json(json.loads(json.dumps(game_to_json(original, 1.0))))
    _assert_same_game(saved.game, original)


def test_no_save_means_no_game_silently(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    assert load_game(data_dir) is None and data_dir.take_notices() == []
    assert save_game(data_dir, Game.new(5), 0)
    assert delete_game(data_dir) and load_game(data_dir) is None
    assert delete_game(data_dir), "deleting twice is fine"


def _good_save() -> dict:
    game = Game.new(31337)
    _play(game, [("move", i, True) for i in range(12)] + [("undo", 0, False)] * 3)
    return game_to_json(game, 30.0)


def _with(**changes: object) -> dict:
    data = _good_save()
    data.update(changes)
    return data


BAD_SAVES = {
    "illegal move": lambda: _with(moves=["t", "t", "1>f", "1>f", "1>f", "1>f", "1>f"]),
    "not a move": lambda: _with(moves=["t", "jump"]),
    "illegal redo": lambda: _with(redo=["w>f"] * 3, auto_redo=[]),
    "unknown variant": lambda: _with(variant="spider"),
    "game number 0": lambda: _with(number="0"),
    "game number not text": lambda: _with(number=31337),
    "game number garbage": lambda: _with(number="abc"),
    "no number, no start": lambda: _with(number=None),
    "bad start board": lambda: _with(number=None, start="variant: classic\n1: XX"),
    "auto index out of range": lambda: _with(auto_moves=[500]),
    "negative undos": lambda: _with(undos=-1),
    "undos of 4,300 digits": lambda: _with(undos=int("7" * 4300)),   # loaded once, then never saved again
    "a base without its count": lambda: _with(base=format_board(deal(31337)), played_before=0),
    "clock not a number": lambda: _with(clock_seconds="soon"),
    "clock of 1e308": lambda: _with(clock_seconds=1e308),           # a 309-digit clock over the buttons
    "clock past what is written": lambda: _with(clock_seconds=MAX_SECONDS * 2),
    "identity not ours": lambda: _with(game="../../etc/passwd"),
    "auto_play not a bool": lambda: _with(auto_play=1),
    "replay ends elsewhere": lambda: _with(position="variant: classic\n"),
    "moves not a list": lambda: _with(moves="t t t"),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
def test_a_save_that_does_not_replay_is_kept_aside(tmp_path: Path, case: str) -> None:
    data = BAD_SAVES[case]()
    with pytest.raises(DataError):
        game_from_json(data)
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(data))
    data_dir = DataDir(tmp_path)
    assert load_game(data_dir) is None
    notices = data_dir.take_notices()
    assert [(n.problem, n.file) for n in notices] == [(CORRUPT, AUTOSAVE_FILE)]
    assert json.loads((tmp_path / notices[0].kept_as).read_text()) == data


def test_the_good_save_used_above_does_load() -> None:
    """Guards the table above: each bad case differs from a loadable save by one thing."""
    assert game_from_json(_good_save()).game.moves > 0


def test_the_clock_is_bounded_alike_on_write_and_on_read(tmp_path: Path) -> None:
    """A clock the game could run to (three years and more) is written at the bound and read back;
    anything past the bound is no clock the game wrote."""
    data_dir = DataDir(tmp_path)
    assert save_game(data_dir, Game.new(5), MAX_SECONDS * 40)
    assert load_game(data_dir).clock_seconds == MAX_SECONDS
    assert data_dir.take_notices() == []


def test_a_save_carries_its_games_identity_and_one_of_version_1_loads_without(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    assert save_game(data_dir, Game.new(5), 3.0, "0123456789abcdef")
    assert load_game(data_dir).game_id == "0123456789abcdef"
    older = _good_save()
    older["version"] = 1
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(older))
    resumed = load_game(data_dir)
    assert resumed is not None and resumed.game_id is None and resumed.game.moves == _play_count()
    assert data_dir.take_notices() == []


def _play_count() -> int:
    return game_from_json(_good_save()).game.moves
