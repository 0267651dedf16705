"""A finishing journal that comes back after its game was counted — a data folder restored from a
backup, a copy synced from another machine — is applied only to the game it names and only once,
through the real start (`build_app`):

- beside the autosave of another game in progress, that game is resumed as it was, not removed;
- after more games than the stores remember by identity (64), it counts nothing again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.engine import Move
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.counted_once import COUNTED_KEPT
from game.storage.files import DataDir
from game.storage.ledger import JOURNAL_FILE
from game.storage.settings import Settings, save_settings
from game.table.actions import move_action
from tests.storage.finishing_player import play_along


def _start(folder: Path):
    """The real start on ``folder``; auto-play off, so any deal's shipped line plays move by move
    (the first deal is the folder's own, drawn from its catalogue order)."""
    if not (folder / "settings.json").exists():
        save_settings(DataDir(folder), Settings(auto_play=False, language="de"))
    return build_app(AppConfig(data_dir=folder, language="de"), headless=True)


def _win_keeping_the_journal(app, monkeypatch: pytest.MonkeyPatch) -> bytes:
    """Win the game on the table along its shipped line; the journal's bytes as the finish wrote them."""
    kept: list[bytes] = []
    delete = DataDir.delete

    def keep_the_journal(data_dir: DataDir, name: str) -> bool:
        if name == JOURNAL_FILE and data_dir.file(name).exists():
            kept.append(data_dir.file(name).read_bytes())
        return delete(data_dir, name)

    table, session = app.router.table, app.session
    line = session.solver.knowledge.book.line(table.state().variant, str(table.state().number))
    assert line, "the first deal is a catalogued one with a shipped line"
    with monkeypatch.context() as patch:
        patch.setattr(DataDir, "delete", keep_the_journal)
        assert play_along(table, line, len(line) - 1)
        if not table.state().won:          # auto-play may have taken the last cards up already
            table.act(move_action(Move.parse(line[-1])))
    assert table.state().won and table.state().over and len(kept) == 1
    return kept[0]


def _counts(folder: Path) -> tuple[int, int, int]:
    stats = json.loads((folder / "statistics.json").read_text())
    played = sum(v["played"] for v in stats["variants"].values())
    won = sum(v["won"] for v in stats["variants"].values())
    return played, won, len(json.loads((folder / "history.json").read_text())["games"])


def _leave_after_a_move(app) -> None:
    """A move on the table, then a new deal over it: one more game counted (a loss)."""
    table = app.router.table
    table.act(move_action(table.copy_game().legal_moves()[0]))
    app.router.game.new_game()


def test_a_stale_journal_beside_another_game_in_progress_leaves_that_game_to_be_resumed(tmp_path, monkeypatch):
    app = _start(tmp_path)
    journal = _win_keeping_the_journal(app, monkeypatch)
    app.router.game.new_game()
    table = app.router.table
    for _ in range(6):
        table.act(move_action(table.copy_game().legal_moves()[0]))
    number, moves = str(table.state().number), [str(m) for m in table.copy_game().move_list]
    app.router.close()
    assert _counts(tmp_path) == (1, 1, 1)
    (tmp_path / JOURNAL_FILE).write_bytes(journal)            # the won game's journal comes back

    again = _start(tmp_path)
    resumed = again.router.table.copy_game()
    assert (str(resumed.number), [str(m) for m in resumed.move_list]) == (number, moves), \
        "the game in progress is resumed where it was, not removed for another game's journal"
    assert _counts(tmp_path) == (1, 1, 1), "the won game is not counted again"
    assert not (tmp_path / JOURNAL_FILE).exists()
    again.router.close()
    assert (tmp_path / AUTOSAVE_FILE).exists()


def test_a_journal_that_comes_back_after_more_games_than_the_stores_remember_counts_nothing(tmp_path, monkeypatch):
    app = _start(tmp_path)
    journal = _win_keeping_the_journal(app, monkeypatch)
    app.router.game.new_game()
    for _ in range(COUNTED_KEPT + 1):
        _leave_after_a_move(app)
    app.router.close()
    before = _counts(tmp_path)
    assert before == (COUNTED_KEPT + 2, 1, COUNTED_KEPT + 2)
    (tmp_path / JOURNAL_FILE).write_bytes(journal)            # a backup from before those games

    again = _start(tmp_path)
    again.router.close()
    assert _counts(tmp_path) == before, "the old win is counted once, however many games came between"
    assert not (tmp_path / JOURNAL_FILE).exists()
