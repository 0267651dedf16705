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
import time
from pathlib import Path
from typing import Protocol, TextIO


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
    written as it is said (line-buffered: another program may follow the file)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: TextIO | None = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 (kept open: a line per sentence)

    def say(self, sentences: list[str], interrupt: bool) -> None:
        if self._file is None:
            return
        stamp = datetime.datetime.now().strftime("%H:%M:%S.%f")[:-3]
        try:
            for sentence in sentences:
                self._file.write(f"{stamp}\t{sentence}\n")
        except OSError:
            self.close()   # a full disk costs the transcript, never the game

    def close(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
