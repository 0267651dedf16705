"""The game in progress, saved after every move and resumed exactly at the next launch (B6).

A save holds what is needed to *replay* the game through the engine — the deal (game number
and variant), the moves in engine notation, the redo list, the counters and the clock —
not a snapshot of the table. Replaying means a save can never put an impossible position on
the table: every move is checked by the rules again, and a save whose moves do not replay
(hand-edited, from another rules version, damaged) is kept aside instead of trusted.
The position's board text is stored too, as a check that the replay arrived where the
player was.

Each save carries the game's identity (``"game"``, version 2; `game.storage.counted_once.new_game_id`),
fixed when the game was dealt. A save whose game has been counted already is a finished game
left behind by a kill, and is not resumed (`game.storage.ledger`). A version 1 save has none:
it gets a fresh identity when resumed.

Auto-play (R12) may be switched during a game, and a move played with it on carries safe
cards up that the same move without it does not. So each move remembers whether
auto-play sent cards up with it, and the replay switches auto-play accordingly.

Two optional fields keep what the moves alone do not say: ``redo_units``, when a redo replays
several moves at once (a jump back "Zurück zu gewinnbar" is redone in one step), and
``known``, what the solver knew about the position (`game.storage.known`). A malformed one of
them is dropped; the game is resumed all the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from game.engine import (
    BoardFormatError,
    Game,
    GameNumberError,
    HistoryEntry,
    Move,
    MoveError,
    Position,
    Variant,
    format_board,
    parse_board,
    parse_game_number,
)
from game.engine.exhaustive import assert_never
from game.storage.bounds import MAX_COUNT, clock_seconds as clock_seconds_stored, is_seconds
from game.storage.counted_once import is_game_id
from game.storage.files import DataDir, DataError, peek_json
from game.storage.keys import stored_variant
from game.storage.known import Known, known_from_json, known_to_json
from game.storage.writer import BackgroundWriter

AUTOSAVE_FILE = "autosave.json"
AUTOSAVE_VERSION = 2   # 2: "game", the game's identity

# The most moves (played + redo) a save replays: 10,000 replay in about half a second; a human
# game has a few hundred. A longer line (a card shuffled back and forth for hours) is saved as
# its position with the count of moves before it ("base", "played_before"): the game and its
# clock survive, the undo history of that far back does not. Both sides use the same cap, so
# the game never writes a save it would refuse to read.
MAX_SAVED_MOVES = 10_000
MAX_COUNTER = MAX_COUNT


@dataclass
class SavedGame:
    """A resumed game, its clock (seconds played so far) and what the solver knew (None: nothing kept)."""

    game: Game
    clock_seconds: float
    game_id: str | None = None     # None: a version 1 save, which had none
    known: Known | None = None     # what the solver knew about the position (B16)


def _entries_with_auto(entries: Iterable[HistoryEntry]) -> list[tuple[Move, bool]]:
    """(move, did auto-play send cards up with it): a move replays the same only with the same setting."""
    return [(entry.move, entry.auto_played) for entry in entries]


def game_to_json(game: Game, clock_seconds: float, game_id: str | None = None,
                 known: Known | None = None) -> dict[str, Any]:
    """The save of ``game`` as a JSON object (see the module docstring)."""
    played = _entries_with_auto(game.history)
    undone = _entries_with_auto(game.undone)  # next redo first, like Game.redo_list
    base, played_before = game.base, game.played_before
    if len(played) > MAX_SAVED_MOVES:
        base, played_before, played, undone = game.position, game.moves, [], []
        at_table = known is not None and known.line_at == len(game.history)
        known = None if known is None else Known(0 if at_table else None, known.line if at_table else (),
                                                 known.lost, known.searched)
    undone = undone[: MAX_SAVED_MOVES - len(played)]
    data: dict[str, Any] = {
        "version": AUTOSAVE_VERSION,
        "number": str(game.number) if game.number is not None else None,
        "variant": game.variant.name,
        "moves": [str(move) for move, _ in played],
        "auto_moves": [i for i, (_, auto) in enumerate(played) if auto],
        "free_moves": [i for i, entry in enumerate(game.history[:len(played)]) if entry.free],
        "redo": [str(move) for move, _ in undone],
        "auto_redo": [i for i, (_, auto) in enumerate(undone) if auto],
        "undos": min(game.undos, MAX_COUNTER),
        "hints": min(game.hints, MAX_COUNTER),
        # Down to a tenth, never up: a resumed clock shows the second it showed at quitting.
        "clock_seconds": clock_seconds_stored(clock_seconds),
        "position": format_board(game.position),
    }
    if game_id is not None:
        data["game"] = game_id
    if game.number is None:  # a game started from a board text (B7) has no number to deal from
        data["start"] = format_board(game.start)
    if played_before:
        data["base"] = format_board(base)
        data["played_before"] = min(played_before, MAX_COUNTER)
    units = _redo_units(game.redo_units, len(undone))
    if any(unit > 1 for unit in units):
        data["redo_units"] = list(units)
    if known is not None and (stored := known_to_json(known)):
        data["known"] = stored
    return data


def _redo_units(units: Sequence[int], kept: int) -> list[int]:
    """The redo units (next first) that the ``kept`` saved redo moves hold, the last one cut short."""
    result: list[int] = []
    for unit in units:
        if kept <= 0:
            break
        result.append(min(unit, kept))
        kept -= unit
    return result


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(message)


def _is_count(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNTER


def _position(text: Any, what: str, variant: Variant) -> Position:
    _require(isinstance(text, str), f"{what} must be a board text")
    try:
        position = parse_board(text)
        position.check()
    except (BoardFormatError, ValueError) as error:
        raise DataError(f"bad {what}: {error}") from None
    _require(position.variant == variant, f"{what} and variant disagree")
    return position


def _moves(data: dict[str, Any], key: str, auto_key: str) -> list[tuple[Move, bool]]:
    texts = data.get(key, [])
    autos = data.get(auto_key, [])
    _require(isinstance(texts, list) and len(texts) <= MAX_SAVED_MOVES, f"{key} must be a list of at most {MAX_SAVED_MOVES} moves")
    _require(all(isinstance(t, str) for t in texts), f"{key} must be a list of moves")
    _require(isinstance(autos, list) and all(_is_count(i) and i < len(texts) for i in autos), f"{auto_key} is invalid")
    try:
        moves = [Move.parse(text) for text in texts]
    except MoveError as error:
        raise DataError(str(error)) from None
    auto_set = set(autos)
    return [(move, i in auto_set) for i, move in enumerate(moves)]


def _push_all(game: Game, moves: Sequence[tuple[Move, bool]], what: str, free: frozenset[int] | set[int] = frozenset()) -> None:
    for index, (move, auto) in enumerate(moves):
        try:
            game.push(move, auto_play=auto, free=index in free)
        except MoveError:
            raise DataError(f"{what} {index + 1} ({move}) is not legal on replay") from None


def game_from_json(data: dict[str, Any]) -> SavedGame:
    """Rebuild the saved game by replaying it; raise DataError if the save does not replay."""
    name = data.get("variant")
    variant = stored_variant(name)
    if variant is None:
        raise DataError(f"unknown variant {name!r}")
    number_text = data.get("number")
    if number_text is not None:
        _require(isinstance(number_text, str), "number must be text")
        try:
            game = Game.new(parse_game_number(number_text), variant)
        except GameNumberError as error:
            raise DataError(f"bad game number: {error}") from None
    else:
        _require("start" in data, "a save without a number needs a start position")
        game = Game(_position(data["start"], "start position", variant))
    if "base" in data:      # a line too long to replay: its position, and how many moves led there
        played_before = data.get("played_before")
        if not (_is_count(played_before) and played_before > 0):
            raise DataError("played_before must be a count")
        game = Game.resumed(game.start, _position(data["base"], "base position", variant), played_before, game.number)
    # Saves before the option moved out of the game carry "auto_play"; the settings own it now.
    _require(isinstance(data.get("auto_play", False), bool), "auto_play must be true or false")
    for counter in ("undos", "hints"):
        _require(_is_count(data.get(counter, 0)), f"{counter} must be a count")
    clock = data.get("clock_seconds", 0.0)
    # The bound the save is written with (`clock_seconds_stored`): a clock past it is not ours.
    _require(is_seconds(clock), "clock_seconds must be a number of seconds the game would write")
    game_id = data.get("game")
    _require(game_id is None or is_game_id(game_id), "game must be a game's identity")
    played = _moves(data, "moves", "auto_moves")
    undone = _moves(data, "redo", "auto_redo")
    _require(len(played) + len(undone) <= MAX_SAVED_MOVES, f"more than {MAX_SAVED_MOVES} moves to replay")

    frees = data.get("free_moves", [])
    _require(isinstance(frees, list) and all(_is_count(i) and i < len(played) for i in frees), "free_moves is invalid")
    _push_all(game, played, "move", set(frees))
    # The redo list: play the undone moves, then take them back, so redo replays them exactly,
    # each unit as one redo.
    _push_all(game, undone, "redo move")
    for unit in reversed(_units(data.get("redo_units"), len(undone))):
        game.pop(unit)
    game.undos = data.get("undos", 0)
    game.hints = data.get("hints", 0)
    expected = data.get("position")
    if expected is not None:
        _require(isinstance(expected, str) and expected == format_board(game.position), "replay ends elsewhere")
    return SavedGame(game, float(clock), game_id, known_from_json(data.get("known"), len(played)))


def _units(stored: Any, count: int) -> list[int]:
    """The saved redo units (next first), or one move each when they are missing or do not add up."""
    if (isinstance(stored, list) and all(_is_count(unit) and unit > 0 for unit in stored)
            and sum(stored) == count):
        return stored
    return [1] * count


def save_game(data_dir: DataDir | BackgroundWriter, game: Game, clock_seconds: float, game_id: str | None = None,
              known: Known | None = None) -> bool:
    """Save the running game (call after every move, undo, redo, hint and on pause/quit), with
    its identity (``game_id``) and what the solver knows about it (``known``).

    With a `BackgroundWriter` the snapshot is taken now and written off the frame loop
    (returns True once queued); with a DataDir it is written before returning.
    """
    data = game_to_json(game, clock_seconds, game_id, known)
    match data_dir:
        case BackgroundWriter():
            data_dir.save_json(AUTOSAVE_FILE, data)
            return True
        case DataDir():
            return data_dir.save_json(AUTOSAVE_FILE, data)
        case _:
            assert_never(data_dir)


def load_game(data_dir: DataDir) -> SavedGame | None:
    """The game to resume, or None (no save; or a bad one — kept aside, notice queued)."""
    return data_dir.load(AUTOSAVE_FILE, AUTOSAVE_VERSION, game_from_json)


def saved_identity(data_dir: DataDir) -> str | None:
    """The identity of the game the autosave holds, read without touching the file: None when
    there is no save, none that reads, or a save without one (version 1). The journal asks this
    before it removes the autosave of the game it finishes (`game.storage.ledger`)."""
    data = peek_json(data_dir.file(AUTOSAVE_FILE))
    game_id = data.get("game") if data is not None else None
    return game_id if is_game_id(game_id) else None


def delete_game(data_dir: DataDir | BackgroundWriter) -> bool:
    """Forget the save once its game has ended (won, given up, or replaced by a new deal).

    Through a `BackgroundWriter` this also cancels a queued save of the finished game.
    """
    match data_dir:
        case BackgroundWriter():
            data_dir.delete(AUTOSAVE_FILE)
            return True
        case DataDir():
            return data_dir.delete(AUTOSAVE_FILE)
        case _:
            assert_never(data_dir)
