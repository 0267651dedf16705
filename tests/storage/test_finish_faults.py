"""A finish that meets a full disk or a file the game may not read (issue items 6 and 7).

- A full disk at the win: the summary shows the win, the player is told, nothing is deleted
  (the autosave keeps the game a move before its end), no later autosave replaces it, and the
  result is written once there is room — counted once. Quit before there is room: the game comes
  back at the next start, and its next win counts once.
- A statistics file that cannot be read for want of permission: at the next win it is neither set
  aside nor overwritten; the game still goes into the history and the finish completes.
"""

from __future__ import annotations

import builtins
import errno
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.advisor.solutions import SolutionBook
from game.app.services import game_in_hand as in_hand_module
from game.app.services.game_in_hand import RETRY_SECONDS
from game.app.session import Session, open_session
from game.content import shipped_catalogue
from game.engine import CLASSIC, Game, Move
from game.storage import files as storage
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.files import RESULT_SAVED, RESULT_WAITING, UNREADABLE, DataDir
from game.storage.history import HISTORY_FILE, History
from game.storage.ledger import JOURNAL_FILE
from game.storage.lock import FolderLock, take_folder
from game.storage.settings import Settings
from game.storage.stats import STATISTICS_FILE, Statistics
from tests.harness.games import count_game
from tests.harness.held import HeldGame

SETTINGS = Settings(auto_play=False, animation_speed="off", sound=False, language="de")


def _start(folder: Path) -> tuple[Session, Any]:
    data_dir, lock = DataDir(folder), FolderLock(folder)
    take_folder(data_dir, lock)
    session = open_session(data_dir, SETTINGS, live=lambda: SETTINGS, lock=lock)
    return session, session.in_hand.load_saved()


def _deal_with_line() -> tuple[str, tuple[str, ...]]:
    book = SolutionBook()
    return next((str(e.number), line) for e in shipped_catalogue(CLASSIC) if (line := book.line(CLASSIC, str(e.number))))


def _to_the_last_move(session: Session, number: str, line: tuple[str, ...]) -> HeldGame:
    held = HeldGame(session.in_hand, Game.new(number, "classic"))
    held.begin()
    for text in line[:-1]:
        held.play(Move.parse(text), 60.0)
    session.writer.flush()
    return held


def _win(held: HeldGame, line: tuple[str, ...]):
    held.play(Move.parse(line[-1]), 61.0)
    summary = held.win_shown(61.0)
    assert summary is not None
    return summary.game


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(storage, "write_atomically", full)


def _later(monkeypatch: pytest.MonkeyPatch) -> None:
    """RETRY_SECONDS pass (the app tries again every step once they have)."""
    now = in_hand_module.time.monotonic()
    monkeypatch.setattr(in_hand_module.time, "monotonic", lambda: now + RETRY_SECONDS + 1)


def _counts(folder: Path, number: str) -> tuple[int, int, int]:
    stats = Statistics.load(DataDir(folder))
    row = stats.variant_stats(CLASSIC)
    return row.played, row.won, sum(1 for g in History.load(DataDir(folder)).games if g.number == number)


def test_a_full_disk_at_the_win_is_told_keeps_the_game_and_counts_it_once_there_is_room(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    number, line = _deal_with_line()
    session, _ = _start(tmp_path)
    held = _to_the_last_move(session, number, line)
    autosave = (tmp_path / AUTOSAVE_FILE).read_bytes()
    session.take_notices()
    with monkeypatch.context() as disk:
        _disk_full(disk)
        summary = _win(held, line)
        assert summary.won and summary.moves == len(line), "the summary shows the win"
        assert RESULT_WAITING in [n.problem for n in session.take_notices()], "the player is told"
        assert (tmp_path / AUTOSAVE_FILE).read_bytes() == autosave, "the autosave went before the result was on disk"
        # The player deals the next game and plays on while the disk is still full.
        following = Game.new(session.deals.next_number(CLASSIC, number), CLASSIC)
        next_held = HeldGame(session.in_hand, following)
        next_held.begin()
        next_held.play(following.legal_moves()[0], 2.0)
        session.writer.flush()
        assert (tmp_path / AUTOSAVE_FILE).read_bytes() == autosave, "a new game's save replaced the finished one's"
        assert _counts(tmp_path, number) == (0, 0, 0)
    # There is room again: within RETRY_SECONDS the result is written, counted once.
    _later(monkeypatch)
    session.in_hand.keep_finishing()              # what the app asks every step
    assert RESULT_SAVED in [n.problem for n in session.take_notices()]
    assert _counts(tmp_path, number) == (1, 1, 1)
    assert not (tmp_path / JOURNAL_FILE).exists()
    next_held.clock = 12.0
    session.close()
    again, saved = _start(tmp_path)
    assert saved is not None and saved.game.number == following.number, "the game on the table is what resumes"
    assert _counts(tmp_path, number) == (1, 1, 1)
    again.close()


def test_quitting_while_the_disk_is_full_brings_the_game_back_and_it_counts_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    number, line = _deal_with_line()
    session, _ = _start(tmp_path)
    held = _to_the_last_move(session, number, line)
    with monkeypatch.context() as disk:
        _disk_full(disk)
        _win(held, line)
        session.close()
    again, saved = _start(tmp_path)
    assert saved is not None and str(saved.game.number) == number and saved.game.moves == len(line) - 1
    assert _counts(tmp_path, number) == (0, 0, 0)
    held = HeldGame(again.in_hand, saved.game, saved.clock_seconds)
    held.begin(resumed=True)
    _win(held, line)
    again.close()
    assert _counts(tmp_path, number) == (1, 1, 1)
    third, resumed = _start(tmp_path)
    assert resumed is None, "a counted game came back"
    third.close()


def test_a_statistics_file_the_game_may_not_read_is_left_alone_at_a_win(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    count_game(Statistics.load(DataDir(tmp_path)), CLASSIC, "9", won=False, moves=30, seconds=90.0)
    original = (tmp_path / STATISTICS_FILE).read_bytes()
    number, line = _deal_with_line()
    real_open = builtins.open

    def refusing_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, (str, os.PathLike)) and Path(file) == tmp_path / STATISTICS_FILE:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(builtins, "open", refusing_open)
        session, _ = _start(tmp_path)
        assert [(n.problem, n.file) for n in session.take_notices()] == [(UNREADABLE, STATISTICS_FILE)]
        held = _to_the_last_move(session, number, line)
        summary = _win(held, line)
        assert summary.won
        assert not session.in_hand.pending, "the finish waits for a file the game leaves alone"
        assert RESULT_WAITING not in [n.problem for n in session.take_notices()]
        session.close()
    assert (tmp_path / STATISTICS_FILE).read_bytes() == original, "the file was written over"
    assert not list(tmp_path.glob(STATISTICS_FILE + ".corrupt-*")), "the file was set aside"
    assert [g.number for g in History.load(DataDir(tmp_path)).games] == [number], "the game is in the history"
    assert not (tmp_path / JOURNAL_FILE).exists() and not (tmp_path / AUTOSAVE_FILE).exists()
    assert Statistics.load(DataDir(tmp_path)).variant_stats(CLASSIC).played == 1, "the next start reads it again"
    assert (tmp_path / HISTORY_FILE).exists()
