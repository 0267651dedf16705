"""One copy of the game per data folder: an exclusive lock held while the game runs.

Two copies writing one folder would each count their games into their own copy of the
statistics and overwrite the other's file, and each would take the other's game in
progress for its own. So the first copy holds an OS lock on ``.lock`` in the folder for
as long as it runs; a second copy cannot get it, says so, and plays without saving (its
`DataDir` is read-only). The OS drops the lock when the holder exits, however it exits —
a crashed or killed game never leaves the folder locked.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

LOCK_FILE = ".lock"

if os.name == "nt":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
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

    def acquire(self) -> bool:
        """True when this process now holds the folder (or cannot lock it at all — a folder we
        cannot even create a file in will refuse every save anyway, and says so then)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True
        if not _try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
