"""The player's files: one folder, JSON only, written atomically, never a crash.

Everything the player has — settings, statistics, records, the game in progress — lives
in small JSON files in one data directory (platformdirs' user data dir, or ``--data-dir``).
The rules here exist because a player must never lose a game or their statistics:

- **Atomic writes.** A save goes to a temp file in the same folder, is flushed and fsynced,
  then ``os.replace``-d over the old file (and the folder is fsynced where the OS allows).
  A crash or power cut at any moment leaves either the old or the new file, never half.
- **Bad files are kept, not overwritten.** A file that is empty, truncated, binary, of the
  wrong shape, from a newer version of the game or absurdly large is renamed to
  ``NAME.corrupt-<UTC time>`` before the game falls back to defaults, so whatever the player
  had can still be rescued by hand.
- **The player is told once.** Each such event queues one `Notice`; the UI polls
  `DataDir.take_notices()` and shows them in the player's language. Repeated write failures
  (a full disk, with an autosave after every move) queue one notice, not one per move.
- **Nothing raises.** Unreadable folders, full disks, read-only media: the read gives
  defaults, the write reports ``False``, the old file stays as it was.
- **A file we may not read is not ours to touch.** One that cannot be read for want of
  permission (or an I/O error) is never set aside, overwritten or removed while the game runs:
  it may be perfectly good, and the next start reads it again.
- **Only inside the folder.** A data file that is a link is replaced by a file of the game's
  own at its next save (the link's target is left as it was), and the player is told.

Never pickle: a data file must not be able to run code.
"""

from __future__ import annotations

import errno
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from platformdirs import user_data_dir

from game.engine.text_enum import TextEnum
from game.storage.atomic import DataError, disk_step, encode_json, open_regular, parse_json_object, write_atomically

APP_NAME = "vierzig-raeuber"

# A settings or statistics file is a few kB; records grow by ~20 bytes per game number.
# Anything past this is not ours (or is an attack on the JSON parser): keep it aside.
MAX_FILE_BYTES = 4 * 1024 * 1024

# The temp files of `write_atomically` (``.NAME.<random>.tmp``): any left in the folder when a
# copy of the game takes its lock are those of a killed save (`DataDir.remove_temp_files`).
TEMP_FILES = ".*.json.*.tmp"

# Read errors that say the name holds something that is not a data file at all (a folder, a FIFO,
# a device, a link loop): kept aside before the next save. Any other error (permission, I/O) means
# the file may be good: it is left alone for the whole run (`DataDir.protected`).
NOT_A_FILE = (errno.EINVAL, errno.EISDIR, errno.ENXIO, errno.ELOOP)

# --- what can go wrong: the UI words each problem in the player's language -----------------


class Problem(TextEnum):
    """What the player is told about their files (mostly what went wrong with one of them)."""

    CORRUPT = "corrupt"              # empty, truncated, not JSON, binary, wrong shape or types
    NEWER_VERSION = "newer_version"  # written by a newer version of the game
    TOO_LARGE = "too_large"          # bigger than MAX_FILE_BYTES
    UNREADABLE = "unreadable"        # the file or its folder cannot be read (permissions, I/O error)
    DISK_FULL = "disk_full"          # a save failed for lack of space
    WRITE_FAILED = "write_failed"    # a save failed for another reason (permissions, read-only disk)
    LINK_REPLACED = "link_replaced"  # a data file was a link: saved as a file of its own in the folder
    LOCK_LINK = "lock_link"          # the folder's .lock is a link: not followed, the game saves nothing
    LOCK_UNUSABLE = "lock_unusable"  # no lock can be taken on the folder (read-only …): the game saves nothing
    NOT_A_FOLDER = "not_a_folder"    # the data folder cannot exist: ``file`` (a part of its path) is a file
    RESULT_WAITING = "result_waiting"  # a finished game's result could not be saved yet: retried
    RESULT_SAVED = "result_saved"    # … and is saved now
    OPTIONS_RESET = "options_reset"  # some options could not be read: those (``names``) are back at their defaults


CORRUPT = Problem.CORRUPT
NEWER_VERSION = Problem.NEWER_VERSION
TOO_LARGE = Problem.TOO_LARGE
UNREADABLE = Problem.UNREADABLE
DISK_FULL = Problem.DISK_FULL
WRITE_FAILED = Problem.WRITE_FAILED
LINK_REPLACED = Problem.LINK_REPLACED
LOCK_LINK = Problem.LOCK_LINK
LOCK_UNUSABLE = Problem.LOCK_UNUSABLE
NOT_A_FOLDER = Problem.NOT_A_FOLDER
RESULT_WAITING = Problem.RESULT_WAITING
RESULT_SAVED = Problem.RESULT_SAVED
OPTIONS_RESET = Problem.OPTIONS_RESET
PROBLEMS = tuple(Problem)


@dataclass(frozen=True)
class Notice:
    """One thing the player should be told about their files, once.

    ``problem`` says what happened (the UI turns it into a sentence in the player's
    language), ``file`` the file's name (e.g. ``"settings.json"``), ``kept_as`` the name of
    the kept-aside copy when there is one, ``detail`` a technical English line for logs.
    """

    problem: Problem
    file: str
    kept_as: str | None = None
    detail: str = ""
    names: tuple[str, ...] = ()    # OPTIONS_RESET: the message ids of the options that fell back

    @property
    def not_kept(self) -> bool:
        """A damaged file that could not be moved aside (so it is left untouched)."""
        return self.problem in (CORRUPT, NEWER_VERSION, TOO_LARGE) and self.kept_as is None


def default_data_path() -> Path:
    """The per-user data folder the OS expects (e.g. ~/.local/share/vierzig-raeuber)."""
    return Path(user_data_dir(APP_NAME, appauthor=False))


def peek_json(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``, read without touching the file — no notice, nothing set
    aside, whatever is wrong: None when there is none that reads (missing, not a regular file,
    over MAX_FILE_BYTES, not one JSON object). For a look before the folder is the game's
    (the first frame's options) or at a file another part owns (the journal at the autosave)."""
    try:
        with open_regular(path) as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
        return parse_json_object(raw) if len(raw) <= MAX_FILE_BYTES else None
    except (OSError, DataError, ValueError):
        return None


def is_int(value: Any) -> TypeGuard[int]:
    """JSON ints only: ``True`` is an int to Python but not a count to us."""
    return isinstance(value, int) and not isinstance(value, bool)


class DataDir:
    """The folder holding the player's files, with atomic JSON reads and writes.

    ``DataDir()`` uses the platform's user data folder; ``DataDir(path)`` the folder given
    with ``--data-dir``. The folder is created on the first save, not on construction, so
    merely starting the game never fails on a read-only location.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_data_path()
        self._notices: list[Notice] = []
        self._notices_lock = threading.Lock()      # a BackgroundWriter queues notices too
        self._told: set[tuple[str, str]] = set()     # (problem, file) write failures already told
        self._unread: set[str] = set()               # names holding no data file (a folder, a FIFO …)
        self._protected: set[str] = set()            # files we may not read: never touched this run
        self._links_told: set[str] = set()           # links replaced by a file (told once each)
        self.read_only = False     # another copy of the game holds the folder: never write (lock.py)
        # Called after a notice is queued (from any thread): the app wakes its sleeping loop so
        # the notice shows at once, not at the next input.
        self.on_notice: Callable[[], None] | None = None

    def __repr__(self) -> str:
        return f"DataDir({str(self.path)!r})"

    def never_write(self) -> None:
        """The folder is not this copy's (`lock.take_folder`: another copy holds it, or no lock can be
        taken): from now on nothing is written."""
        self.read_only = True

    def file(self, name: str) -> Path:
        return self.path / name

    # --- notices ---------------------------------------------------------------------------

    def call_on_notice(self, on_notice: Callable[[], None]) -> None:
        """From now on, call ``on_notice`` after each notice is queued (from any thread)."""
        self.on_notice = on_notice

    def take_notices(self) -> list[Notice]:
        """Return the notices queued since the last call and forget them (poll once a frame)."""
        with self._notices_lock:
            notices, self._notices = self._notices, []
        return notices

    def notify(self, notice: Notice) -> None:
        """Queue one notice for the player (thread-safe) and wake the app."""
        with self._notices_lock:
            self._notices.append(notice)
        if self.on_notice is not None:
            self.on_notice()

    # --- reading ---------------------------------------------------------------------------

    def load_json(self, name: str, version: int,
                  parse: Callable[[bytes], dict[str, Any]] = parse_json_object) -> dict[str, Any] | None:
        """Read ``name`` as a JSON object whose ``"version"`` is 1 … ``version``.

        Returns None when there is no usable file: missing (silently), or bad — then the
        file has been kept aside and a notice queued. The caller validates the content
        further and calls `set_aside` when that fails.
        """
        path = self.file(name)
        try:
            with open_regular(path) as handle:
                size = os.fstat(handle.fileno()).st_size
                if size > MAX_FILE_BYTES:
                    self.set_aside(name, TOO_LARGE, f"{size} bytes, more than {MAX_FILE_BYTES}")
                    return None
                raw = handle.read(MAX_FILE_BYTES + 1)
        except (FileNotFoundError, NotADirectoryError):    # none there (no folder there, even)
            return None
        except OSError as error:
            # A folder, a FIFO or a device in the file's place is kept aside before the next
            # save. Permission denied or an I/O error: the file may be perfectly good, so our
            # hands stay off it for the whole run (`protected`).
            (self._unread if error.errno in NOT_A_FILE else self._protected).add(name)
            self.notify(Notice(UNREADABLE, name, None, f"{type(error).__name__}: {error}"))
            return None
        self._unread.discard(name)
        self._protected.discard(name)
        if len(raw) > MAX_FILE_BYTES:  # grew while we read it
            self.set_aside(name, TOO_LARGE, f"more than {MAX_FILE_BYTES} bytes")
            return None
        try:
            data = parse(raw)
        except DataError as error:
            self.set_aside(name, CORRUPT, str(error))
            return None
        found = data.get("version")
        if not is_int(found) or found < 1:
            self.set_aside(name, CORRUPT, f"version field is {found!r}")
            return None
        if found > version:
            self.set_aside(name, NEWER_VERSION, f"version {found}, this game reads up to {version}")
            return None
        return data

    def load(self, name: str, version: int, parse: Callable[[dict[str, Any]], Any]) -> Any | None:
        """`load_json`, then ``parse(data)``; any exception from ``parse`` keeps the file aside.

        Returns the parsed value, or None when the caller should use its defaults.
        """
        data = self.load_json(name, version)
        if data is None:
            return None
        try:
            return parse(data)
        except Exception as error:
            self.set_aside(name, CORRUPT, f"{type(error).__name__}: {error}")
            return None

    def set_aside(self, name: str, problem: Problem = CORRUPT, detail: str = "", notify: bool = True,
                  names: tuple[str, ...] = ()) -> str | None:
        """Rename ``name`` to ``name.corrupt-<UTC time>`` and (unless told not to) queue one notice.

        Returns the new name, or None when the file could not be moved (then the next save of
        ``name`` tries again to move it before writing, and fails if it cannot). A file the game
        may not read (`protected`) is never moved.
        """
        if self.read_only or name in self._protected:
            return None       # the copy that holds the folder deals with its files; ours we may not read
        source = self.file(name)
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        kept_as: str | None = None
        try:
            for attempt in range(1, 1000):
                candidate = f"{name}.corrupt-{stamp}" + (f"-{attempt}" if attempt > 1 else "")
                if not self.file(candidate).exists():  # never replace an earlier kept copy
                    disk_step("set aside", name)
                    os.replace(source, self.file(candidate))
                    kept_as = candidate
                    break
        except FileNotFoundError:
            pass
        except OSError as error:
            detail = f"{detail}; could not keep it aside: {error}"
            self._unread.add(name)
        if notify:
            self.notify(Notice(problem, name, kept_as, detail, names))
        return kept_as

    # --- writing ---------------------------------------------------------------------------

    def save_json(self, name: str, data: dict[str, Any], tell: bool = True) -> bool:
        """Write ``data`` (which must carry a ``"version"``) to ``name`` atomically.

        Returns True when the new content is safely on disk. On any failure the old file
        is untouched, the temp file removed and — once per kind of failure until a save of
        this file succeeds again, and unless the caller tells the player itself (``tell``
        False) — a notice queued.
        """
        if not is_int(data.get("version")):
            raise ValueError(f"{name}: every data file needs an integer 'version'")
        if self.read_only or name in self._protected:
            return False      # playing without saving, or a file we could not read: told already
        try:
            payload = encode_json(data)
        except (ValueError, TypeError, RecursionError) as error:
            # Content that cannot be written (a number past Python's int-to-text limit, a NaN)
            # must not raise into the frame loop: it is a failed save like a full disk.
            if tell:
                self.write_failed(name, OSError(errno.EINVAL, f"cannot encode: {type(error).__name__}: {error}"))
            return False
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            if name in self._unread and not self._move_unread_aside(name):
                raise PermissionError(errno.EACCES, "the old file could not be read nor kept aside", name)
            self._tell_of_link(name)
            write_atomically(self.file(name), payload)
        except OSError as error:
            if tell:
                self.write_failed(name, error)
            return False
        self._told = {told for told in self._told if told[1] != name}
        return True

    def delete(self, name: str) -> bool:
        """Remove ``name`` (e.g. the autosave of a finished game); a missing file is fine."""
        if self.read_only or name in self._protected:
            return False
        if not os.path.lexists(self.file(name)):
            self._unread.discard(name)
            return True
        try:
            disk_step("remove", name)
            os.remove(self.file(name))
        except FileNotFoundError:
            pass
        except OSError as error:
            self.write_failed(name, error)
            return False
        self._unread.discard(name)
        return True

    def protected(self, name: str) -> bool:
        """``name`` could not be read for want of permission (or an I/O error): the game leaves it
        as it is until the next start, so a save of it is refused (the player was told)."""
        return name in self._protected

    def _tell_of_link(self, name: str) -> None:
        """A data file that is a link is replaced by the save (the game writes only in its folder):
        the link's target is left as it was, and the player told once."""
        if name not in self._links_told and os.path.islink(self.file(name)):
            self._links_told.add(name)
            self.notify(Notice(LINK_REPLACED, name, None, f"was a link to {os.readlink(self.file(name))}"))

    def _move_unread_aside(self, name: str) -> bool:
        """Before overwriting a file we could not read, keep it aside; False if that fails.

        The player was already told the file could not be read; a second notice for the
        same file would be noise, and the copy is where every kept-aside file goes.
        """
        if not self.file(name).exists():
            self._unread.discard(name)
            return True
        kept = self.set_aside(name, UNREADABLE, "kept aside before saving over it", notify=False)
        if kept is None:
            return False
        self._unread.discard(name)
        return True

    def write_failed(self, name: str, error: OSError) -> None:
        """Queue the notice for a failed save of ``name``, once until a save of it succeeds."""
        problem = DISK_FULL if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)) else WRITE_FAILED
        if (problem, name) in self._told:
            return
        self._told.add((problem, name))
        self.notify(Notice(problem, name, None, f"{type(error).__name__}: {error}"))

    def remove_temp_files(self) -> int:
        """Remove the temp files of saves that were killed midway; how many went.

        Call only while holding the folder's lock (`game.storage.lock`): then no other copy of
        the game is saving, so every temp file in the folder is a killed save's, whatever its age.
        """
        if self.read_only:
            return 0
        try:
            candidates = list(self.path.glob(TEMP_FILES))
        except OSError:
            return 0
        removed = 0
        for candidate in candidates:
            try:
                if candidate.is_file() and not candidate.is_symlink():
                    candidate.unlink()
                    removed += 1
            except OSError:
                pass
        return removed

    def unusable_folder(self) -> Path | None:
        """The part of the folder's path that is a file, when the folder cannot exist (such as an
        ``XDG_DATA_HOME`` that names a file); None when it exists or could be made."""
        for part in (self.path, *self.path.parents):
            try:
                if part.exists():
                    return None if part.is_dir() else part
            except OSError:
                return None
        return None
