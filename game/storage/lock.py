"""One copy of the game per data folder: an exclusive lock held while the game runs.

Two copies writing one folder would each count their games into their own copy of the
statistics and overwrite the other's file, and each would take the other's game in
progress for its own. So the first copy holds an OS lock on ``.lock`` in the folder for
as long as it runs; a second copy cannot get it, says so, and plays without saving (its
`DataDir` is read-only). The OS drops the lock when the holder exits, however it exits —
a crashed or killed game never leaves the folder locked.

The lock file is opened without following links: a ``.lock`` that is a link is refused
(`Claim.LINK`), so the game never creates or locks a file outside its folder.

A ``.lock`` the game may not open for writing (``chmod 444``, a file of another user) is opened
for reading instead: an OS lock needs no write access on POSIX, so the copies still exclude
each other. Where no lock can be taken at all (`Claim.UNLOCKABLE`: read-only media, a folder
the game may not write), the copy cannot know it is alone, so it writes nothing, and says so
once: two copies that both saved without a lock would overwrite each other's games.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from pathlib import Path

from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum
from game.storage.files import LOCK_LINK, LOCK_UNUSABLE, NOT_A_FOLDER, DataDir, Notice

LOCK_FILE = ".lock"

# Open the lock file itself, never what a link in its place points to: a link must not make the
# game create or lock a file outside its folder. (Windows has no O_NOFOLLOW: `acquire` looks first.)
_OPEN_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
# … and a lock file that is there but may not be written: flock needs no write access (POSIX only;
# Windows' byte-range locks do, so there a read-only lock file is `Claim.UNLOCKABLE`).
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


class Claim(TextEnum):
    """What `FolderLock.acquire` found."""

    HELD = "held"              # this copy holds the folder: it saves
    TAKEN = "taken"            # another copy of the game holds it: play without saving
    LINK = "link"              # ``.lock`` is a link (or not a file): refused, play without saving
    NO_FOLDER = "no_folder"    # the folder cannot exist (a part of its path is a file): nothing to save into
    UNLOCKABLE = "unlockable"  # no lock can be taken (read-only media …): play without saving, told once

if sys.platform == "win32":   # (os.name "nt"; the form mypy checks per platform)
    import msvcrt

    def try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


class FolderLock:
    """The lock on one data folder; `acquire` once at start, `release` at quit."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._fd: int | None = None

    def acquire(self) -> Claim:
        """Take the folder for this copy of the game (see `Claim` for what else may be found)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            return Claim.NO_FOLDER
        except OSError:
            return Claim.UNLOCKABLE
        if os.path.islink(self.path):
            return Claim.LINK
        try:
            fd = self._open()
        except OSError as error:
            return Claim.LINK if error.errno in (errno.ELOOP, errno.EISDIR) else Claim.UNLOCKABLE
        if not stat.S_ISREG(os.fstat(fd).st_mode):   # a FIFO or a device named .lock
            os.close(fd)
            return Claim.LINK
        if not try_lock(fd):
            os.close(fd)
            return Claim.TAKEN
        self._fd = fd
        return Claim.HELD

    def _open(self) -> int:
        """The lock file's descriptor: for writing (made if missing), else — there but not ours to
        write — for reading, which is enough for flock."""
        try:
            return os.open(self.path, _OPEN_FLAGS, 0o600)
        except PermissionError:
            if sys.platform == "win32" or not self.path.exists():
                raise
            return os.open(self.path, _READ_FLAGS)

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


def take_folder(data_dir: DataDir, lock: FolderLock) -> Claim:
    """Acquire ``lock`` for ``data_dir`` at start and set the folder up for what was found.

    Held: the temp files of saves a kill cut short are removed (no other copy can be saving).
    Anything else — taken by another copy, a link in the lock's place, a folder that cannot
    exist, a lock that cannot be taken — and the game plays without saving; each but the first
    is told once here (the second copy gets its own dialog).
    """
    claim = lock.acquire()
    match claim:
        case Claim.HELD:
            data_dir.remove_temp_files()
        case Claim.TAKEN:
            data_dir.never_write()
        case Claim.LINK:
            data_dir.never_write()
            data_dir.notify(Notice(LOCK_LINK, LOCK_FILE, None, "a link or no file in the lock's place: not followed"))
        case Claim.UNLOCKABLE:
            data_dir.never_write()
            data_dir.notify(Notice(LOCK_UNUSABLE, LOCK_FILE, None, "no lock can be taken on the folder: nothing is saved"))
        case Claim.NO_FOLDER:
            data_dir.never_write()
            blocker = data_dir.unusable_folder() or data_dir.path
            data_dir.notify(Notice(NOT_A_FOLDER, str(blocker), None, "a file where a folder of the data path should be"))
        case _:
            assert_never(claim)
    return claim
