"""`BackgroundWriter`: the player's files saved off the frame loop (see `game.storage.files`);
`JsonSaver`: what a store saves through, the `DataDir` itself or the session's `BackgroundWriter`."""

from __future__ import annotations

import errno
import threading
from typing import Any, Protocol

from game.storage.files import DataDir, is_int


class JsonSaver(Protocol):
    """Where a store's file goes: the `DataDir` itself (written at once) or the session's
    `BackgroundWriter` (written off the frame loop)."""

    def save_json(self, name: str, data: dict[str, Any]) -> object: ...


class BackgroundWriter:
    """Saves off the frame loop: the autosave after every move must not stall a frame.

    An fsync takes ~10 ms on a desktop disk and far more on a busy or networked one, so
    the table scene hands each save here instead of writing it itself. The caller builds
    the JSON snapshot in its own thread (cheap, and safe against the game changing under
    it); one worker thread writes it with `DataDir.save_json`. Per file only the newest
    pending snapshot is written — a save that is overtaken before it starts is skipped,
    which is all a player can lose if the process dies right then (the file on disk is
    still the previous, complete save). Call `flush` before quitting, `close` at exit.
    Notices from failed writes reach the DataDir's queue as usual.
    """

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self._pending: dict[str, dict[str, Any] | None] = {}   # None: delete the file
        self._busy = False
        self._closed = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="vierzig-raeuber-saver", daemon=True)
        self._thread.start()

    def save_json(self, name: str, data: dict[str, Any]) -> None:
        """Queue ``data`` for ``name`` (replacing an older queued one); writes now if closed."""
        if not is_int(data.get("version")):
            raise ValueError(f"{name}: every data file needs an integer 'version'")
        self._queue(name, data)

    def delete(self, name: str) -> None:
        """Queue removing ``name``; it also cancels a save of it that has not started."""
        self._queue(name, None)

    def _queue(self, name: str, data: dict[str, Any] | None) -> None:
        with self._condition:
            if not self._closed:
                self._pending[name] = data
                self._condition.notify_all()
                return
        self._write(name, data)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything queued is on disk; False if ``timeout`` ran out first."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        """Write what is queued and stop the thread; later saves are written at once."""
        done = self.flush(timeout)
        with self._condition:
            self._closed = True
            self._condition.notify_all()
        self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                name = next(iter(self._pending))
                data = self._pending.pop(name)
                self._busy = True
            try:
                self._write(name, data)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _write(self, name: str, data: dict[str, Any] | None) -> None:
        try:
            if data is None:
                self.data_dir.delete(name)
            else:
                self.data_dir.save_json(name, data)
        except Exception as error:   # never into the writer thread's death: a failed save, told once
            self.data_dir.write_failed(name, OSError(errno.EIO, f"{type(error).__name__}: {error}"))
