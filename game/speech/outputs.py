"""Where sentences go (B18): one interface, `SpeechOutput`, and the outputs behind it.

- the player's screen reader (`screen_reader.open_screen_reader`), opened only when speech is on;
- `TranscriptOutput`: ``--speech-log FILE``, each sentence on a line with its time — for tests,
  for a braille display's tools, for a player who wants to read back;
- `RecordingOutput`: keeps what was said, for tests and the latency benchmark.

``say(sentences, interrupt)`` hands one utterance over: ``interrupt`` means the player acted, so
what is still being spoken is stale and stops (a fast player is not read three old moves).
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import os
import stat
import sys
import time
from collections import deque
from pathlib import Path
from typing import Protocol

from game.speech.service import Trouble

TRANSCRIPT_BACKLOG = 256 * 1024   # bytes a pipe's reader may fall behind before the transcript stops


class SpeechOutput(Protocol):
    """Something that speaks, shows or keeps sentences."""

    def say(self, sentences: list[str], interrupt: bool) -> None: ...

    def close(self) -> None: ...


class RecordingOutput:
    """Keeps every utterance (``said``: the sentences, newest last) and when it came (``times``)."""

    def __init__(self) -> None:
        self.said: list[list[str]] = []
        self.times: list[float] = []     # time.perf_counter() at each say
        self.interrupts: list[bool] = []

    def say(self, sentences: list[str], interrupt: bool) -> None:
        self.times.append(time.perf_counter())
        self.said.append(list(sentences))
        self.interrupts.append(interrupt)

    def close(self) -> None:
        pass

    def sentences(self) -> list[str]:
        """Every sentence said so far, in order."""
        return [sentence for utterance in self.said for sentence in utterance]


class TranscriptOutput:
    """``--speech-log FILE``: a line per sentence, ``HH:MM:SS.mmm<TAB>sentence`` (the local time),
    written as it is said, so another program may follow the file.

    It never makes the game wait. The file is opened without waiting (``O_NONBLOCK``): a named
    pipe nobody reads yet is refused at once (`TranscriptRefused`), not waited on. Each utterance
    is written in one go; what a pipe cannot take now waits in memory (at most ``backlog`` bytes)
    and goes with the next utterance. A file that cannot take more — a full disk, a reader that
    stopped reading past the backlog — loses no half line (a regular file is cut back to its last
    whole line), is closed, and `take_trouble` says so once."""

    def __init__(self, path: Path, backlog: int = TRANSCRIPT_BACKLOG) -> None:
        self.path = path
        self.backlog = backlog
        self.stopped_because = ""      # why the transcript stopped (for the console's line)
        self._pending: deque[bytes] = deque()   # lines a pipe could not take yet
        self._told = False
        try:
            self._fd: int | None = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK
                                           | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as err:
            if err.errno == errno.ENXIO:
                raise TranscriptRefused("a pipe that no program reads (start its reader first)") from err
            raise TranscriptRefused(err.strerror or str(err)) from err
        self._regular = stat.S_ISREG(os.fstat(self._fd).st_mode)

    def say(self, sentences: list[str], interrupt: bool) -> None:
        if self._fd is None:
            return
        stamp = datetime.datetime.now().strftime("%H:%M:%S.%f")[:-3]
        lines = [f"{stamp}\t{sentence}\n".encode("utf-8", "replace") for sentence in sentences]
        if self._regular:
            self._write_file(b"".join(lines))
        else:
            self._write_pipe(lines)

    def _write_file(self, data: bytes) -> None:
        """The utterance in one write; a disk that takes part of it is cut back to the last whole line."""
        assert self._fd is not None
        start = os.lseek(self._fd, 0, os.SEEK_END)
        try:
            written = os.write(self._fd, data)
        except OSError as err:
            self._stop(err.strerror or str(err), start)
            return
        if written < len(data):
            self._stop(os.strerror(errno.ENOSPC), start)

    def _write_pipe(self, lines: list[bytes]) -> None:
        """Line by line (a line up to PIPE_BUF goes whole or not at all); what the pipe cannot take
        now waits, up to ``backlog`` bytes."""
        assert self._fd is not None
        self._pending.extend(lines)
        while self._pending:
            line = self._pending[0]
            try:
                written = os.write(self._fd, line)
            except BlockingIOError:
                break
            except OSError as err:   # the reader went away (EPIPE) …
                self._stop(err.strerror or str(err), 0)
                return
            if written < len(line):
                self._pending[0] = line[written:]
                break
            self._pending.popleft()
        if sum(map(len, self._pending)) > self.backlog:
            self._stop("the program reading it stopped reading", 0)

    def _stop(self, why: str, whole: int) -> None:
        if self._regular and self._fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, whole)
        self.stopped_because = why
        with contextlib.suppress(OSError, ValueError):   # a console that is gone costs the line only
            print(f"vierzig-raeuber: --speech-log {self.path}: {why}; the transcript stops here", file=sys.stderr)
        self.close()

    def take_trouble(self) -> list[Trouble]:
        """[Trouble.TRANSCRIPT_STOPPED] once, after the file could take no more; else []."""
        if not self.stopped_because or self._told:
            return []
        self._told = True
        return [Trouble.TRANSCRIPT_STOPPED]

    def close(self) -> None:
        if self._fd is not None and self._pending and not self.stopped_because:
            self._write_pipe([])   # what the reader can take now, without waiting
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._pending.clear()


class TranscriptRefused(Exception):
    """The transcript cannot be written there (the reason, in words, for the console)."""
