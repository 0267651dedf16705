"""DataDir basics: where files live, atomic writes, notices, asset paths."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game import i18n
from game.assets import asset_path
from game.i18n import phrases
from game.storage import files as storage
from game.storage.files import CORRUPT, DataDir
from game.storage.lock import Claim, FolderLock, take_folder


def test_default_folder_is_the_platform_user_data_dir() -> None:
    from platformdirs import user_data_dir

    assert DataDir().path == Path(user_data_dir("vierzig-raeuber", appauthor=False))


def test_data_dir_override_is_created_on_first_save_only(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    data_dir = DataDir(str(folder))
    assert data_dir.load_json("x.json", 1) is None
    assert not folder.exists(), "starting the game must not create folders"
    assert data_dir.take_notices() == [], "a missing file is not news"
    assert data_dir.save_json("x.json", {"version": 1, "ä": "ü"})
    assert data_dir.load_json("x.json", 1) == {"version": 1, "ä": "ü"}


def test_every_file_carries_a_version(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        DataDir(tmp_path).save_json("x.json", {"a": 1})
    assert not (tmp_path / "x.json").exists()


def test_save_is_flushed_to_disk_with_file_and_folder_fsync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}") if Path("/proc/self/fd").exists() else str(fd))
        real_fsync(fd)

    monkeypatch.setattr(storage.os, "fsync", recording_fsync)
    assert DataDir(tmp_path).save_json("x.json", {"version": 1})
    assert len(synced) == 2
    if Path("/proc/self/fd").exists():
        assert synced[0].startswith(str(tmp_path / ".x.json.")) and synced[1] == str(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_older_or_missing_version_field(tmp_path: Path) -> None:
    data_dir = DataDir(tmp_path)
    (tmp_path / "x.json").write_text('{"version": 1, "a": 2}')
    assert data_dir.load_json("x.json", 2) == {"version": 1, "a": 2}, "an older version is read (and migrated)"
    (tmp_path / "x.json").write_text('{"a": 2}')
    assert data_dir.load_json("x.json", 2) is None
    (tmp_path / "x.json").write_text('{"version": true}')
    assert data_dir.load_json("x.json", 2) is None
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT, CORRUPT]
    assert len(list(tmp_path.glob("x.json.corrupt-*"))) == 2, "a second bad file never replaces the first copy"


def test_a_crashing_parser_keeps_the_file_instead_of_crashing(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_text('{"version": 1}')
    data_dir = DataDir(tmp_path)

    def buggy(data: dict) -> None:
        raise KeyError("oops")

    assert data_dir.load("x.json", 1, buggy) is None
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT]
    assert list(tmp_path.glob("x.json.corrupt-*"))


def test_huge_integer_is_corrupt_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_text('{"version": ' + "9" * 50000 + "}")
    data_dir = DataDir(tmp_path)
    assert data_dir.load_json("x.json", 1) is None
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT]


def test_deep_nesting_is_corrupt_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_text("[" * 200000 + "]" * 200000)
    data_dir = DataDir(tmp_path)
    assert data_dir.load_json("x.json", 1) is None
    assert [n.problem for n in data_dir.take_notices()] == [CORRUPT]


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "x.json").mkdir()
    data_dir = DataDir(tmp_path)
    assert data_dir.load_json("x.json", 1) is None
    assert data_dir.take_notices()[0].problem == storage.UNREADABLE


def test_temp_files_of_killed_saves_are_removed_by_the_copy_that_takes_the_folder(tmp_path: Path) -> None:
    old = tmp_path / ".x.json.abc.tmp"
    fresh = tmp_path / ".statistics.json.def.tmp"      # a second ago: still a killed save's
    old.write_text("half")
    fresh.write_text("half")
    os.utime(old, (1, 1))
    (tmp_path / "notes.tmp").write_text("the player's")
    second = DataDir(tmp_path)
    first, other = FolderLock(tmp_path), FolderLock(tmp_path)
    assert take_folder(DataDir(tmp_path), first) is Claim.HELD
    assert not old.exists() and not fresh.exists(), "no other copy saves while this one holds the lock"
    assert (tmp_path / "notes.tmp").exists(), "only the game's own temp files go"
    fresh.write_text("half")                           # the first copy is saving right now
    assert take_folder(second, other) is Claim.TAKEN
    assert fresh.exists(), "a second copy never removes the first copy's temp files"
    first.release()


def test_saved_json_is_plain_and_readable(tmp_path: Path) -> None:
    DataDir(tmp_path).save_json("x.json", {"version": 1, "name": "Räuber"})
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["name"] == "Räuber"


def test_asset_path_from_source_and_from_a_pyinstaller_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert asset_path("sounds", "win.wav").is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("sounds", "win.wav") == tmp_path / "assets" / "sounds" / "win.wav"


def test_every_notice_has_a_sentence_in_both_languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    data_dir = DataDir(tmp_path)
    for bad in (b"", b'{"version": 7}', b"x" * (storage.MAX_FILE_BYTES + 1)):
        (tmp_path / "x.json").write_bytes(bad)
        data_dir.load_json("x.json", 1)
    (tmp_path / "d.json").mkdir()
    data_dir.load_json("d.json", 1)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "full")

    def refused(*args: object) -> None:
        raise PermissionError(errno.EACCES, "denied")

    for failure in (full, refused):
        with monkeypatch.context() as patch:
            patch.setattr(storage, "write_atomically", failure)
            data_dir.save_json("y.json", {"version": 1})
    (tmp_path / "z.json").symlink_to(tmp_path / "elsewhere.json")
    data_dir.save_json("z.json", {"version": 1})
    # What the folder lock and the ledger tell (tested where they happen): worded here.
    for problem, file in ((storage.LOCK_LINK, ".lock"), (storage.LOCK_UNUSABLE, ".lock"), (storage.NOT_A_FOLDER, str(tmp_path / "file")),
                          (storage.RESULT_WAITING, "statistics.json"), (storage.RESULT_SAVED, "finishing.json")):
        data_dir.notify(storage.Notice(problem, file))
    # What the settings tell when some options fell back (tests/storage/test_option_faults.py).
    data_dir.notify(storage.Notice(storage.OPTIONS_RESET, "settings.json", "settings.json.corrupt-1", "",
                                   ("option.sound", "option.felt")))
    notices = data_dir.take_notices()
    assert {n.problem for n in notices} == set(storage.PROBLEMS)
    for notice in notices:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            shown = phrases.notice_text(notice.problem.value, notice.not_kept, notice.file, notice.kept_as or "",
                                        str(tmp_path), notice.names)
            assert all(i18n.tr(name) in shown for name in notice.names), "the options that fell back are named"
            if notice.problem is not storage.RESULT_SAVED:    # "saved now" names no file
                assert notice.file in shown
            if notice.kept_as:
                assert notice.kept_as in shown, "the player learns where the old file is"
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_a_briefly_locked_target_is_retried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows: a scanner holding the old file open makes the replace fail for a moment."""
    import errno

    data_dir = DataDir(tmp_path)
    assert data_dir.save_json("x.json", {"version": 1, "n": 1})
    real_replace = os.replace
    failures = iter([True, True])

    def locked_twice(source: object, target: object) -> None:
        if next(failures, False):
            raise PermissionError(errno.EACCES, "in use")
        real_replace(source, target)

    monkeypatch.setattr(storage.os, "replace", locked_twice)
    assert data_dir.save_json("x.json", {"version": 1, "n": 2})
    assert data_dir.load_json("x.json", 1)["n"] == 2
    monkeypatch.setattr(storage.os, "replace", lambda s, t: (_ for _ in ()).throw(PermissionError(errno.EACCES, "in use")))
    assert data_dir.save_json("x.json", {"version": 1, "n": 3}) is False
    monkeypatch.undo()
    assert data_dir.load_json("x.json", 1)["n"] == 2
    assert not list(tmp_path.glob(".*.tmp"))
    assert [n.problem for n in data_dir.take_notices()] == [storage.WRITE_FAILED]


def test_a_file_that_can_be_neither_read_nor_moved_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "x.json").write_text('{"version": 1, "precious": true}')
    data_dir = DataDir(tmp_path)
    real_open, real_replace = open, os.replace

    def refusing_open(file: object, *args: object, **kwargs: object) -> object:
        if str(file) == str(tmp_path / "x.json"):
            raise PermissionError(13, "denied")
        return real_open(file, *args, **kwargs)

    def refusing_replace(source: object, target: object) -> None:
        if str(source) == str(tmp_path / "x.json"):
            raise PermissionError(13, "denied")
        real_replace(source, target)

    import builtins

    monkeypatch.setattr(builtins, "open", refusing_open)
    monkeypatch.setattr(storage.os, "replace", refusing_replace)
    assert data_dir.load_json("x.json", 1) is None
    assert data_dir.save_json("x.json", {"version": 1, "precious": False}) is False
    assert data_dir.save_json("x.json", {"version": 1, "precious": False}) is False
    assert data_dir.delete("x.json") is False
    monkeypatch.undo()
    assert data_dir.save_json("x.json", {"version": 1, "precious": False}) is False, "readable again, still not ours"
    assert data_dir.load_json("x.json", 1) == {"version": 1, "precious": True}
    assert [n.problem for n in data_dir.take_notices()] == [storage.UNREADABLE], "told once, when it was not read"
    assert not list(tmp_path.glob("x.json.corrupt-*")), "a file we may not read is never set aside"
