"""What the game finds where its data folder should be: a link in the lock's place, a file in the
folder's path (``XDG_DATA_HOME`` naming a file), temp files of killed saves."""

from __future__ import annotations

import os

import pytest

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.i18n import phrases
from game.storage.files import LOCK_LINK, NOT_A_FOLDER, DataDir
from game.storage.lock import LOCK_FILE, Claim, FolderLock
from game.table.actions import move_action

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="POSIX links")


def _notices(app) -> list:
    return app.session.folder.take_notices()


def test_a_link_in_the_locks_place_is_not_followed_and_the_game_saves_nothing(tmp_path):
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    (data / LOCK_FILE).symlink_to(outside / "planted")           # a link to a file that does not exist
    assert FolderLock(data).acquire() is Claim.LINK
    assert not (outside / "planted").exists(), "the lock followed the link and made a file outside the folder"
    (outside / "planted").write_text("someone's file")          # … or to one that does
    assert FolderLock(data).acquire() is Claim.LINK
    assert (outside / "planted").read_text() == "someone's file"

    app = build_app(AppConfig(data_dir=data, game_number="5", language="de"), headless=True)
    notices = _notices(app)
    assert [(n.problem, n.file) for n in notices] == [(LOCK_LINK, LOCK_FILE)]
    assert app.session.folder.read_only and not app.router.second_copy
    table = app.router.table
    table.act(move_action(table.copy_game().legal_moves()[0]))
    app.router.game.new_game()                                     # would count a game and save
    app.router.close()
    assert sorted(p.name for p in data.iterdir()) == [LOCK_FILE], "a folder without its lock was written"
    text = phrases.notice_text(LOCK_LINK.value, False, LOCK_FILE, None, str(data))
    assert LOCK_FILE in text and str(data) in text


def test_a_data_path_through_a_file_is_told_once_in_one_clear_sentence(tmp_path, monkeypatch):
    blocker = tmp_path / "share"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))           # platformdirs: ~/.local/share → a file
    app = build_app(AppConfig(game_number="5", language="en"), headless=True)
    data_dir: DataDir = app.session.folder
    assert data_dir.path.parent == blocker
    notices = _notices(app)
    assert [(n.problem, n.file) for n in notices] == [(NOT_A_FOLDER, str(blocker))], \
        "one notice, naming the file in the way (and no notice about a settings.json that is not there)"
    text = phrases.notice_text(NOT_A_FOLDER.value, False, notices[0].file, None, str(data_dir.path))
    assert f"{blocker} is a file, not a folder" in text and "XDG_DATA_HOME" in text
    app.router.close()
    assert blocker.read_text() == "not a folder"


def test_the_copy_that_takes_the_folder_removes_the_temp_files_of_killed_saves(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    for name in (".statistics.json.k1ll3d.tmp", ".autosave.json.abcdef.tmp"):
        (data / name).write_text("half a save")                  # seconds old: a kill just now
    app = build_app(AppConfig(data_dir=data, game_number="5", language="de"), headless=True)
    app.session.writer.flush()      # the new game's own save may be on its way through a temp file
    assert not list(data.glob(".*.tmp"))
    app.router.close()
