"""Speech beside the game: a backend that may fail, hang or die never reaches the frame loop.

`BackgroundOutput` is how the speaker holds the player's screen reader (`screen_reader`). Its
`say` only queues the utterance — bounded (the oldest waiting one goes when it is full), and a
player's interrupt drops what still waits, stale — and returns. A thread of its own, the
supervisor, opens the backend and hands it each utterance, each in a short-lived call thread it
waits for at most ``call_seconds``: a call that raises or does not return counts as a failure.
The backend is then closed (its stuck thread left behind, it holds nothing of the game's) and
opened anew for the same utterance, at most ``attempts`` times in a row, a little later each
time; a success resets the count. When the attempts are spent the output gives up: what waits
is dropped, nothing more is tried, and `take_trouble` says so once (the app tells the player
on screen, and the speaker reads that notice into the transcript). Turning speech off and on
(F2) opens a new output, with its attempts afresh.

`close` is bounded too: the supervisor is told to stop, the backend is closed (the ``spd-say``
backend kills its process), and the game waits at most ``close_seconds`` for that.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections import deque
from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

QUEUE_LIMIT = 16          # utterances waiting at most (the oldest waiting goes first)
CALL_SECONDS = 5.0        # the longest a backend may take to open or to take one utterance
CLOSE_SECONDS = 1.0       # the longest the game's end waits for a backend to close
ATTEMPTS = 3              # failures in a row before the output gives up
RETRY_PAUSE = 0.25        # seconds before the next attempt, times the failures so far
SLICE = 0.05              # the supervisor looks whether it is closing this often while it waits


class Trouble(Enum):
    """What the player is told once about speech (`game.i18n` ``speech.trouble.*``)."""

    NO_BACKEND = "no_backend"           # nothing on this system can speak: what to install
    SILENT = "silent"                   # the backend failed again and again: speech has stopped
    TRANSCRIPT_STOPPED = "transcript"   # the transcript file cannot take more: it stops there


class Backend(Protocol):
    """One way to speak; its calls may block, raise, or never return."""

    def set_language(self, language: str) -> None: ...

    def say(self, sentences: list[str], interrupt: bool) -> None: ...

    def close(self) -> None: ...


class BackendGone(Exception):
    """A backend that cannot be opened or refused an utterance (the reason, for the console)."""


class _Call:
    """One backend call in a thread of its own: `wait` says whether it ended and how."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.work = work
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        threading.Thread(target=self._run, name="speech call", daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as err:   # any failure of a backend is the backend's
            self.error = err
        self.done.set()


class BackgroundOutput:
    """A `SpeechOutput` whose backend runs beside the game (see the module docstring)."""

    def __init__(self, open_backend: Callable[[], Backend], language: str, *, attempts: int = ATTEMPTS,
                 call_seconds: float = CALL_SECONDS, close_seconds: float = CLOSE_SECONDS,
                 queue_limit: int = QUEUE_LIMIT, wake: Callable[[], None] | None = None) -> None:
        self.open_backend = open_backend
        self.attempts = attempts
        self.call_seconds = call_seconds
        self.close_seconds = close_seconds
        self.queue_limit = queue_limit
        self.wake = wake
        self.failures = 0                 # in a row, now
        self.dropped = 0                  # utterances dropped because too many waited
        self.last_error = ""              # the last failure, in words (the console's line)
        self._language = language
        self._queue: deque[tuple[list[str], bool]] = deque()
        self._state = threading.Condition()
        self._closing = False
        self._gave_up = False
        self._trouble_told = False
        self._backend: Backend | None = None
        self._supervisor = threading.Thread(target=self._supervise, name="speech", daemon=True)
        try:
            self._supervisor.start()
        except RuntimeError as err:   # no thread to be had (a process limit): speech gives up at once
            self.last_error = f"no thread for speech: {err}"
            self.failures = self.attempts
            self._give_up()

    # --- the frame loop's side: never waits on the backend --------------------------------------

    def set_language(self, language: str) -> None:
        with self._state:
            self._language = language

    def say(self, sentences: list[str], interrupt: bool) -> None:
        with self._state:
            if self._closing or self._gave_up:
                return
            if interrupt:
                self._queue.clear()        # the player acted: what still waits is stale
            if len(self._queue) >= self.queue_limit:
                self._queue.popleft()
                self.dropped += 1
            self._queue.append((list(sentences), interrupt))
            self._state.notify_all()

    @property
    def gave_up(self) -> bool:
        return self._gave_up

    @property
    def backend(self) -> Backend | None:
        """The backend speaking now (None before it opened, or after a failure)."""
        return self._backend

    def take_trouble(self) -> list[Trouble]:
        """[Trouble.SILENT] once, after the output gave up; else []."""
        with self._state:
            if not self._gave_up or self._trouble_told:
                return []
            self._trouble_told = True
        return [Trouble.SILENT]

    def close(self) -> None:
        """Stop: the backend is closed (an ``spd-say`` still running ends), waited for at most
        ``close_seconds``."""
        with self._state:
            self._closing = True
            self._queue.clear()
            self._state.notify_all()
        if self._supervisor.is_alive():
            self._supervisor.join(self.close_seconds)
        backend, self._backend = self._backend, None
        if backend is not None:   # the supervisor is stuck in its own wait: close from here, bounded
            self._close_backend(backend)

    # --- the supervisor's thread --------------------------------------------------------------

    def _bounded(self, work: Callable[[], Any], seconds: float, stoppable: bool = True) -> _Call | None:
        """``work`` in a call thread: the finished call, or None when it did not end in ``seconds``
        or (``stoppable``) the output began closing meanwhile."""
        try:
            call = _Call(work)
        except RuntimeError:   # no thread to be had (a process limit): a failure like any other
            return None
        waited = 0.0
        while not call.done.wait(min(SLICE, seconds - waited)):
            waited += SLICE
            if waited >= seconds or (stoppable and self._closing):
                return None
        return call

    def _close_backend(self, backend: Backend) -> None:
        self._bounded(backend.close, self.close_seconds, stoppable=False)

    def _next(self) -> tuple[list[str], bool, str] | None:
        with self._state:
            while not self._queue and not self._closing:
                self._state.wait()
            if self._closing:
                return None
            sentences, interrupt = self._queue.popleft()
            return sentences, interrupt, self._language

    def _supervise(self) -> None:
        try:
            self._serve()
        except Exception as err:   # whatever goes wrong here costs speech, never the game, and is told
            self.last_error = f"{type(err).__name__}: {err}"
            self._give_up()

    def _serve(self) -> None:
        while (item := self._next()) is not None:
            sentences, interrupt, language = item
            while not self._closing and not self._speak(sentences, interrupt, language):
                if self._failed():
                    return
        backend, self._backend = self._backend, None
        if backend is not None:
            self._close_backend(backend)

    def _speak(self, sentences: list[str], interrupt: bool, language: str) -> bool:
        """One attempt at one utterance (the backend opened first when there is none): True when it went."""
        if self._backend is None:
            opened = self._bounded(self.open_backend, self.call_seconds)
            if opened is None or opened.error is not None:
                if self._closing:
                    return True
                self._note(opened, "opening")
                return False
            self._backend = opened.result
        backend = self._backend
        assert backend is not None

        def work() -> None:
            backend.set_language(language)
            backend.say(sentences, interrupt)

        call = self._bounded(work, self.call_seconds)
        if call is None or call.error is not None:
            self._backend = None
            self._close_backend(backend)   # an spd-say that hangs is killed here
            if self._closing:
                return True
            self._note(call, "speaking")
            return False
        self.failures = 0
        return True

    def _note(self, call: _Call | None, doing: str) -> None:
        self.failures += 1
        if call is None:
            self.last_error = f"no answer within {self.call_seconds:g} s while {doing}"
        else:
            self.last_error = f"{type(call.error).__name__}: {call.error}" if call.error is not None else "?"

    def _failed(self) -> bool:
        """After a failure: True when the attempts are spent (the output has given up), else a pause."""
        if self.failures < self.attempts:
            with self._state:
                self._state.wait_for(lambda: self._closing, RETRY_PAUSE * self.failures)
            return False
        self._give_up()
        return True

    def _give_up(self) -> None:
        with self._state:
            self._gave_up = True
            self._queue.clear()
        with contextlib.suppress(OSError, ValueError):   # a console that is gone costs the line only
            print(f"vierzig-raeuber: speech stopped after {self.failures} failures: {self.last_error}",
                  file=sys.stderr)
        if self.wake is not None:
            with contextlib.suppress(Exception):
                self.wake()
