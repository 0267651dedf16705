"""The file-fault suite: every player file against every kind of damage.

For settings, statistics, records, the game history, the autosave and the daily results, each fault — empty, truncated, binary
garbage, wrong types, a newer version, a huge file, an unreadable folder, a full disk — must
end the same way for the player: the game starts (defaults for what was lost), the bad file
is kept aside byte for byte, the player is told once, the next save works, and nothing the
player had is overwritten without a copy.
"""

from __future__ import annotations

import builtins
import datetime
import errno
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine import CLASSIC, RELAXED, Game
from game.storage import files as storage
from game.storage.autosave import AUTOSAVE_FILE, load_game, save_game
from game.storage.daily import DAILY_FILE, DailyRecord, DayResult
from game.storage.ended import ended_game
from game.storage.files import CORRUPT, DISK_FULL, NEWER_VERSION, OPTIONS_RESET, TOO_LARGE, UNREADABLE, DataDir
from game.storage.history import HISTORY_FILE, History
from game.storage.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from game.storage.stats import RECORDS_FILE, STATISTICS_FILE, Statistics, VariantStats
from tests.harness.games import count_game


@dataclass
class PlayerFile:
    """One kind of player file: how to write what a player has, load it, and recognise it."""

    name: str
    write_player_data: Callable[[DataDir], bool]      # what the player has built up
    write_other_data: Callable[[DataDir], bool]       # what the player does next
    load: Callable[[DataDir], Any]
    holds_player_data: Callable[[Any], bool]
    holds_other_data: Callable[[Any], bool]
    is_fresh: Callable[[Any], bool]                   # the defaults a new player gets
    wrong_types: dict                                 # valid JSON, right version, wrong content

    @property
    def read_together(self) -> set[str]:
        """The files its load reads and its save writes: statistics and records go together."""
        pair = {STATISTICS_FILE, RECORDS_FILE}
        return pair if self.name in pair else {self.name}


PLAYER_SETTINGS = Settings(language="de", sound=False, animation_speed="fast", four_colour=True)
OTHER_SETTINGS = Settings(language="en", large_cards=True)


def _played_game() -> Game:
    game = Game.new(4242, "classic")
    for _ in range(6):
        game.push(game.legal_moves()[0])
    game.pop()
    game.note_hint()
    return game


def _stats_with_win(data_dir: DataDir) -> bool:
    stats = Statistics.load(data_dir)
    count_game(stats, CLASSIC, "4242", won=True, moves=180, seconds=600.0)
    return stats.save()


def _stats_with_loss(data_dir: DataDir) -> bool:
    stats = Statistics(data_dir)
    count_game(stats, RELAXED, "ms77777", won=False, moves=3, seconds=5.0)
    return stats.save()


def _no_stats(stats: Statistics) -> bool:
    return all(row == VariantStats() for row in stats.by_variant.values())


def _no_records(stats: Statistics) -> bool:
    return not any(stats.records.values())


def _history_with_win(data_dir: DataDir) -> bool:
    history = History.load(data_dir)
    history.add(ended_game(CLASSIC, "4242", True, 180, 600.0))
    return bool(history.save())


def _history_with_loss(data_dir: DataDir) -> bool:
    history = History(data_dir)
    history.add(ended_game(RELAXED, "ms77777", False, 3, 5.0))
    return bool(history.save())


def _history_numbers(history: History) -> list[str]:
    return [game.number for game in history.games]


def _is_played_game(saved: Any) -> bool:
    expected = _played_game()
    return (
        saved is not None
        and saved.game.position == expected.position
        and saved.game.move_list == expected.move_list
        and saved.game.redo_list == expected.redo_list
        and (saved.game.undos, saved.game.hints) == (1, 1)
        and saved.clock_seconds == 93.5
    )


def _is_other_game(saved: Any) -> bool:
    return saved is not None and saved.game.number is not None and str(saved.game.number) == "999" and not saved.game.move_list


DAY_WON, DAY_LOST = datetime.date(2025, 3, 14), datetime.date(2025, 3, 15)


def _daily_won(data_dir: DataDir) -> bool:
    record = DailyRecord.load(data_dir)
    record.start(DAY_WON, CLASSIC, "7403", DAY_WON)
    record.finished(CLASSIC, "7403", won=True)
    return record.save()


def _daily_lost(data_dir: DataDir) -> bool:
    record = DailyRecord(data_dir)
    record.start(DAY_LOST, RELAXED, "2544", DAY_LOST)
    record.finished(RELAXED, "2544", won=False)
    return record.save()


FILES = [
    PlayerFile(
        SETTINGS_FILE,
        lambda d: save_settings(d, PLAYER_SETTINGS),
        lambda d: save_settings(d, OTHER_SETTINGS),
        load_settings,
        lambda s: s == PLAYER_SETTINGS,
        lambda s: s == OTHER_SETTINGS,
        lambda s: s == Settings.defaults(),
        {"version": 1, "sound": "loud", "only_solvable": 1, "language": ["de"], "animation_speed": None,
         "fullscreen": "false", "four_colour": {}, "large_cards": 0.5, "show_winnability": "on", "auto_play": None},
    ),
    PlayerFile(
        STATISTICS_FILE,
        _stats_with_win,
        _stats_with_loss,
        Statistics.load,
        lambda s: s.variant_stats(CLASSIC).won == 1,
        lambda s: s.variant_stats(RELAXED).played == 1 and s.variant_stats(CLASSIC).played == 0,
        _no_stats,
        {"version": 1, "variants": {"classic": {"played": "many", "won": True}, "relaxed": [1, 2]}},
    ),
    PlayerFile(
        RECORDS_FILE,
        _stats_with_win,
        _stats_with_loss,
        Statistics.load,
        lambda s: s.best_moves(CLASSIC, 4242) == 180,
        lambda s: _no_records(s),
        _no_records,
        {"version": 1, "records": {"classic": {"4242": "fast", "0": 12, "x": 3}, "spider": {"1": 2}}},
    ),
    PlayerFile(
        HISTORY_FILE,
        _history_with_win,
        _history_with_loss,
        History.load,
        lambda h: _history_numbers(h) == ["4242"],
        lambda h: _history_numbers(h) == ["ms77777"],
        lambda h: h.games == [] and h.open_game is None,
        {"version": 1, "games": [{"when": 5, "number": [], "won": "no"}, {"variant": "classic"}], "open": {"aids": 1}},
    ),
    PlayerFile(
        AUTOSAVE_FILE,
        lambda d: save_game(d, _played_game(), 93.5),
        lambda d: save_game(d, Game.new(999), 1.0),
        load_game,
        _is_played_game,
        _is_other_game,
        lambda saved: saved is None,
        {"version": 1, "number": 4242, "variant": "classic", "auto_play": "yes", "moves": "t t t", "undos": -1},
    ),
    PlayerFile(
        DAILY_FILE,
        _daily_won,
        _daily_lost,
        DailyRecord.load,
        lambda r: r.result(CLASSIC, DAY_WON) is DayResult.WON,
        lambda r: r.result(RELAXED, DAY_LOST) is DayResult.LOST and r.result(CLASSIC, DAY_WON) is None,
        lambda r: not any(r.days.values()) and r.active is None,
        {"version": 1, "days": {"classic": {"2025-02-30": "won", "yesterday": "won", "2025-01-01": "great"},
                                "spider": {"2025-01-01": "won"}}, "active": {"date": 5}},
    ),
]

HUGE_BYTES = storage.MAX_FILE_BYTES + 1024


def _content(loaded: Any) -> Any:
    """What a loaded file holds, to compare two loads (statistics also carry their folder)."""
    if isinstance(loaded, Statistics):
        return loaded.by_variant, loaded.records, loaded.clean_records, loaded.by_grade
    if isinstance(loaded, History):
        return loaded.games, loaded.open_game
    if isinstance(loaded, DailyRecord):
        return loaded.days, loaded.active
    return loaded


def _damage(kind: str, player_file: PlayerFile, good: bytes) -> bytes:
    """The bytes of the damaged file for one fault."""
    import json

    if kind == "empty":
        return b""
    if kind == "truncated":
        return good[: len(good) // 2]
    if kind == "binary":
        return bytes(range(256)) * 8 + b"\x00\xff\xfe"
    if kind == "wrong_types":
        return json.dumps(player_file.wrong_types).encode()
    if kind == "newer_version":
        data = json.loads(good)
        data["version"] = 99
        return json.dumps(data).encode()
    if kind == "huge":
        return b'{"version": 1, "padding": "' + b"x" * HUGE_BYTES + b'"}'
    if kind == "not_an_object":
        return b"[1, 2, 3]"
    if kind == "nan":
        damaged = re.sub(rb'"version":\s*\d+\b', b'"version": NaN', good)
        assert damaged != good, "the good file must carry a version to damage"
        return damaged
    raise AssertionError(kind)


EXPECTED_PROBLEM = {
    "empty": CORRUPT, "truncated": CORRUPT, "binary": CORRUPT, "wrong_types": CORRUPT,
    "newer_version": NEWER_VERSION, "huge": TOO_LARGE, "not_an_object": CORRUPT, "nan": CORRUPT,
}


@pytest.fixture(params=FILES, ids=lambda f: f.name)
def player_file(request: pytest.FixtureRequest) -> PlayerFile:
    return request.param


@pytest.mark.parametrize("fault", list(EXPECTED_PROBLEM))
def test_damaged_file_is_kept_aside_and_the_game_goes_on(tmp_path: Path, player_file: PlayerFile, fault: str) -> None:
    data_dir = DataDir(tmp_path)
    assert player_file.write_player_data(data_dir)
    path = tmp_path / player_file.name
    damaged = _damage(fault, player_file, path.read_bytes())
    path.write_bytes(damaged)

    data_dir = DataDir(tmp_path)  # the next launch
    value = player_file.load(data_dir)
    if fault != "wrong_types" or player_file.name == AUTOSAVE_FILE:
        assert player_file.is_fresh(value), "a damaged file must give the defaults"
    notices = data_dir.take_notices()
    # wrong types in the settings cost those options only, and the notice names them
    expected = OPTIONS_RESET if (fault, player_file.name) == ("wrong_types", SETTINGS_FILE) else EXPECTED_PROBLEM[fault]
    assert [(n.problem, n.file) for n in notices] == [(expected, player_file.name)]
    kept = tmp_path / notices[0].kept_as
    assert kept.name.startswith(player_file.name + ".corrupt-")
    assert kept.read_bytes() == damaged, "the player's file must be kept byte for byte"
    if fault == "wrong_types" and player_file.name != AUTOSAVE_FILE:
        # What was valid is written back at once, so the next launch still has it.
        assert _content(player_file.load(DataDir(tmp_path))) == _content(value)
    else:
        assert not path.exists()

    # Told once: loading again (the bad file is gone) says nothing more.
    player_file.load(data_dir)
    assert data_dir.take_notices() == []
    # The next save works, and the kept copy survives it.
    assert player_file.write_other_data(data_dir)
    assert player_file.holds_other_data(player_file.load(DataDir(tmp_path)))
    assert kept.read_bytes() == damaged
    assert data_dir.take_notices() == []


def test_wrong_types_in_settings_cost_only_those_options(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": "loud", "language": "de", "four_colour": true}')
    data_dir = DataDir(tmp_path)
    settings = load_settings(data_dir)
    assert settings.sound is True and settings.language == "de" and settings.four_colour is True
    assert [(n.problem, n.names) for n in data_dir.take_notices()] == [(OPTIONS_RESET, ("option.sound",))]


def test_the_valid_part_of_a_damaged_file_survives_the_second_launch(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": "loud", "language": "de", "four_colour": true}')
    load_settings(DataDir(tmp_path))
    second = load_settings(DataDir(tmp_path))
    assert second.language == "de" and second.four_colour is True
    stats = Statistics(DataDir(tmp_path))
    count_game(stats, CLASSIC, 7, won=True, moves=150, seconds=300)
    text = (tmp_path / RECORDS_FILE).read_text()
    (tmp_path / RECORDS_FILE).write_text(text.replace('"records":{"classic":{', '"records":{"classic":{"not a number":5,', 1))
    Statistics.load(DataDir(tmp_path))
    again = Statistics.load(DataDir(tmp_path))
    assert again.best_moves(CLASSIC, 7) == 150 and again.variant_stats(CLASSIC).won == 1


def test_a_versioned_file_of_another_shape_is_kept_aside_with_a_notice(tmp_path: Path) -> None:
    (tmp_path / STATISTICS_FILE).write_text('{"version": 1, "variantz": {"classic": {"played": 3}}}')
    data_dir = DataDir(tmp_path)
    Statistics.load(data_dir)
    notices = data_dir.take_notices()
    assert [(n.problem, n.file) for n in notices] == [(CORRUPT, STATISTICS_FILE)]
    assert "variantz" in (tmp_path / notices[0].kept_as).read_text()


def test_wrong_statistics_of_one_variant_keep_the_other(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    stats = Statistics(data_dir)
    count_game(stats, CLASSIC, 1, won=True, moves=150, seconds=300)
    count_game(stats, RELAXED, 2, won=True, moves=120, seconds=200)
    text, damaged = re.subn(r'"played":\s*1\b', '"played": -5', (tmp_path / STATISTICS_FILE).read_text(), count=1)
    assert damaged == 1
    (tmp_path / STATISTICS_FILE).write_text(text)
    reloaded = Statistics.load(DataDir(tmp_path))
    kept = [v for v in (CLASSIC, RELAXED) if reloaded.variant_stats(v).won == 1]
    assert len(kept) == 1, "only the damaged variant starts from zero"


def test_wrong_records_keep_the_valid_ones(tmp_path: Path) -> None:
    (tmp_path / RECORDS_FILE).write_text('{"version": 1, "records": {"classic": {"12": 99, "13": "x", "ms5": 80}}}')
    data_dir = DataDir(tmp_path)
    stats = Statistics.load(data_dir)
    assert stats.best_moves(CLASSIC, 12) == 99 and stats.best_moves(CLASSIC, 5) == 80
    assert stats.best_moves(CLASSIC, 13) is None
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT]


# --- unreadable folder ----------------------------------------------------------------------


def _refuse_reads_in(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """chmod 000 as a non-root user: opening anything in the folder raises PermissionError.

    Tests run as root in CI, where chmod blocks nothing, so the refusal is simulated.
    """
    real_open = builtins.open

    def refusing_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, (str, os.PathLike)) and Path(file).parent == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", refusing_open)


def test_unreadable_folder_gives_defaults_once_and_loses_nothing(
    tmp_path: Path, player_file: PlayerFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert player_file.write_player_data(DataDir(tmp_path))
    original = (tmp_path / player_file.name).read_bytes()
    data_dir = DataDir(tmp_path)
    with monkeypatch.context() as patch:
        _refuse_reads_in(patch, tmp_path)
        value = player_file.load(data_dir)
    assert player_file.is_fresh(value)
    notices = data_dir.take_notices()
    assert sorted((n.problem, n.file) for n in notices) == sorted((UNREADABLE, f) for f in player_file.read_together)
    assert (tmp_path / player_file.name).read_bytes() == original, "an unreadable file is left alone"

    # The folder is readable again and the player saves: a file this run could not read may be
    # perfectly good, so it is neither set aside nor written over — the next start reads it.
    assert not player_file.write_other_data(data_dir), "a file the game could not read was saved over"
    assert (tmp_path / player_file.name).read_bytes() == original
    assert not list(tmp_path.glob(player_file.name + ".corrupt-*")), "a readable-again file was set aside"
    assert data_dir.take_notices() == [], "the player was told already"
    assert player_file.holds_player_data(player_file.load(DataDir(tmp_path))), "the next start has it all"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads through chmod 000")
def test_really_unreadable_folder(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    assert save_settings(DataDir(folder), PLAYER_SETTINGS)
    folder.chmod(0)
    try:
        data_dir = DataDir(folder)
        assert load_settings(data_dir) == Settings.defaults()
        assert save_settings(data_dir, OTHER_SETTINGS) is False
        assert {n.problem for n in data_dir.take_notices()} <= {UNREADABLE, "write_failed"}
    finally:
        folder.chmod(0o755)
    assert load_settings(DataDir(folder)) == PLAYER_SETTINGS


# --- full disk ------------------------------------------------------------------------------


class _FullDiskFile:
    """A file object whose writes fail the way a full disk makes them fail."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __enter__(self) -> _FullDiskFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


def test_full_disk_keeps_the_old_file_and_tells_once(
    tmp_path: Path, player_file: PlayerFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert player_file.write_player_data(DataDir(tmp_path))
    original = (tmp_path / player_file.name).read_bytes()
    data_dir = DataDir(tmp_path)
    real_fdopen = os.fdopen
    with monkeypatch.context() as patch:
        patch.setattr(storage.os, "fdopen", lambda *a, **k: _FullDiskFile(real_fdopen(*a, **k)))
        assert player_file.write_other_data(data_dir) is False
        assert player_file.write_other_data(data_dir) is False  # e.g. the autosave after the next move
    assert (tmp_path / player_file.name).read_bytes() == original
    assert not list(tmp_path.glob(".*.tmp")), "a failed save leaves no temp files behind"
    notices = data_dir.take_notices()
    assert sorted((n.problem, n.file) for n in notices) == sorted((DISK_FULL, f) for f in player_file.read_together)
    assert player_file.holds_player_data(player_file.load(DataDir(tmp_path)))
    # Space again: the next save works.
    assert player_file.write_other_data(data_dir)
    assert player_file.holds_other_data(player_file.load(DataDir(tmp_path)))


def test_full_disk_at_fsync_or_folder_creation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = DataDir(tmp_path / "new" / "folder")

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(Path, "mkdir", full)
        assert save_settings(data_dir, PLAYER_SETTINGS) is False
    assert [n.problem for n in data_dir.take_notices()] == [DISK_FULL]
    assert save_settings(data_dir, PLAYER_SETTINGS)
    with monkeypatch.context() as patch:
        patch.setattr(storage.os, "fsync", full)
        assert save_settings(data_dir, OTHER_SETTINGS) is False
    assert load_settings(data_dir) == PLAYER_SETTINGS
    assert not list(data_dir.path.glob(".*.tmp"))
