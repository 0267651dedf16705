"""The lowest floor of the player's files: reading only regular files, parsing and encoding JSON,
and atomic writes (temp file, fsync, replace, folder fsync). `DataDir` builds on these.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

# A test's hand on the disk: called just before every step that changes the player's folder (a
# temp file made, written, fsynced, renamed; the folder fsynced; a file removed or renamed aside),
# with the step and the file's name ("replace statistics.json"). The crash test
# (tests/storage/test_finish_crash.py) ends the process at the k-th step, for every k. None in the game.
disk_hook: Callable[[str], None] | None = None


def disk_step(what: str, name: str) -> None:
    """A step that changes the folder is about to happen (see `disk_hook`)."""
    hook = disk_hook
    if hook is not None:
        hook(f"{what} {name}")


class DataError(ValueError):
    """The content of a data file is not what we expect; the message says what is wrong."""


def _reject_constant(name: str) -> Any:
    raise DataError(f"{name} is not a number we accept")


def open_regular(path: Path) -> BinaryIO:
    """Open ``path`` for reading only if it is a regular file.

    Opened without blocking, so a FIFO or a device in a data file's place is refused at once
    (as a folder is) instead of hanging the start or reading without end. Raises OSError.
    """
    handle = open(path, "rb", opener=_open_without_blocking)  # noqa: SIM115 (returned to the caller's with)
    if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
        handle.close()
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return handle


def _open_without_blocking(path: str, flags: int) -> int:
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def parse_json_object(raw: bytes) -> dict[str, Any]:
    """Decode bytes as one JSON object, raising DataError with a reason for anything else."""
    if not raw.strip():
        raise DataError("the file is empty")
    try:
        text = raw.decode("utf-8-sig")   # a byte-order mark (as Notepad writes) is fine
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text (binary data?): {error}") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except DataError:
        raise
    except ValueError as error:  # JSONDecodeError, or an integer with thousands of digits
        raise DataError(f"not valid JSON (truncated?): {error}") from None
    except RecursionError:
        raise DataError("JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise DataError(f"expected a JSON object, found {type(data).__name__}")
    return data


class Unreadable:
    """A value `parse_json_leniently` could not take (``NaN``, a number of thousands of digits, text
    with bytes that are not UTF-8): no option accepts it, so only its own option falls back."""

    def __repr__(self) -> str:
        return "<unreadable>"


UNREADABLE_VALUE = Unreadable()
LONGEST_NUMBER = 100   # digits: more is no value any option takes


def _number(text: str) -> Any:
    return UNREADABLE_VALUE if len(text) > LONGEST_NUMBER else int(text)


def _decimal(text: str) -> Any:
    return UNREADABLE_VALUE if len(text) > LONGEST_NUMBER else float(text)


def parse_json_leniently(raw: bytes) -> dict[str, Any]:
    """`parse_json_object` for a file of independent values (the options): a byte that is not
    UTF-8 spoils only the text it is in (it reads as U+FFFD there), ``NaN``/``Infinity`` and numbers of
    more than `LONGEST_NUMBER` digits read as `UNREADABLE_VALUE`; what is no JSON object at all
    still raises DataError."""
    if not raw.strip():
        raise DataError("the file is empty")
    text = raw.decode("utf-8-sig", errors="replace")
    try:
        data = json.loads(text, parse_constant=lambda _: UNREADABLE_VALUE, parse_int=_number, parse_float=_decimal)
    except ValueError as error:
        raise DataError(f"not valid JSON (truncated?): {error}") from None
    except RecursionError:
        raise DataError("JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise DataError(f"expected a JSON object, found {type(data).__name__}")
    return data


def encode_json(data: dict[str, Any]) -> bytes:
    """The bytes a data file holds: compact JSON, one form for every file (the reader takes any)."""
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True, allow_nan=False) + "\n").encode()


def write_atomically(path: Path, payload: bytes) -> None:
    """Replace ``path`` with ``payload`` so that a reader sees the old or the new bytes, never a mix.

    Temp file in the same folder (``os.replace`` is only atomic within one file system),
    write, flush, fsync, replace, then fsync the folder so the rename itself survives a
    power cut (POSIX; Windows cannot open folders and does not need it). Raises OSError;
    the temp file is removed on failure.
    """
    disk_step("create temp", path.name)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            disk_step("write", path.name)
            handle.write(payload)
            handle.flush()
            disk_step("fsync", path.name)
            os.fsync(handle.fileno())
        disk_step("replace", path.name)
        _replace_with_retries(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    disk_step("fsync folder", path.name)
    fsync_folder(path.parent)


# On Windows a virus scanner or indexer that has the target open makes os.replace fail
# with PermissionError for a moment; a few short retries ride that out.
REPLACE_ATTEMPTS = 5
REPLACE_RETRY_SECONDS = 0.02


def _replace_with_retries(source: str, target: Path) -> None:
    for attempt in range(REPLACE_ATTEMPTS):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == REPLACE_ATTEMPTS - 1:
                raise
            time.sleep(REPLACE_RETRY_SECONDS)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable, where the OS lets us open a folder."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
