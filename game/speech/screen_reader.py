"""The player's own screen reader (B18), through the library each system's players already have.

- Linux: speech-dispatcher, which Orca speaks through too, with its own Python client
  ``speechd`` (Debian/Ubuntu ``python3-speechd``, Fedora ``speech-dispatcher-python``; it is
  not on PyPI). Where that module cannot be imported (a virtual environment without the
  system's packages) its command ``spd-say``, which every speech-dispatcher install has.
- Windows and macOS: ``accessible_output2`` (the ``speech`` extra), which speaks through NVDA,
  JAWS, System Access, Dolphin or SAPI 5 on Windows and VoiceOver on macOS, whichever runs.

Each library is imported only here, and only when speech is turned on. docs/speech.md says
why these and not the others.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

from game.engine.exhaustive import assert_never
from game.i18n import tr
from game.speech.outputs import SpeechOutput
from game.speech.service import Backend, BackendGone, BackgroundOutput, Trouble

CLIENT_NAME = "vierzig-raeuber"


class SpeechDispatcherOutput:
    """speech-dispatcher through its Python client: a new utterance cancels this program's old one."""

    def __init__(self, client: Any, language: str) -> None:
        self.client = client
        self.language = ""
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language != self.language:
            with contextlib.suppress(Exception):   # a module without that voice keeps its own
                self.client.set_language(language)
            self.language = language

    def say(self, sentences: list[str], interrupt: bool) -> None:
        if interrupt:
            self.client.cancel()
        self.client.speak(" ".join(sentences))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.client.close()


class SpdSayOutput:
    """speech-dispatcher through its ``spd-say`` command (one short process per utterance).

    It cannot cut its own stale speech short: each ``spd-say`` is a client of its own, and the
    command's stop and cancel reach every client's messages, the screen reader's too. So new
    sentences queue behind old ones here; the ``speechd`` client (`SpeechDispatcherOutput`)
    cancels only this program's. One ``spd-say`` at a time: ``say`` waits for it (off the frame
    loop, `game.speech.service`) and `close` kills the one still running; one that fails
    (its exit status, the reason it wrote) raises `BackendGone`."""

    def __init__(self, command: str, language: str) -> None:
        self.command = command
        self.language = language
        self._running: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._closed = False

    def set_language(self, language: str) -> None:
        self.language = language

    def say(self, sentences: list[str], interrupt: bool) -> None:
        with self._lock:
            if self._closed:
                return
            # "--": a sentence is never read as an option
            self._running = process = subprocess.Popen(
                [self.command, "-N", CLIENT_NAME, "-l", self.language, "--", " ".join(sentences)],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            _, errors = process.communicate()
        finally:
            with self._lock:
                self._running = None
        if process.returncode != 0:
            reason = errors.decode("utf-8", "replace").strip().replace("\n", " ")[:200]
            raise BackendGone(f"spd-say exit status {process.returncode}: {reason}")

    def close(self) -> None:
        with self._lock:
            self._closed = True
            process = self._running
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()
            with contextlib.suppress(subprocess.SubprocessError):
                process.wait(1.0)


class AccessibleOutput:
    """accessible_output2's first active output (NVDA, JAWS, SAPI 5, VoiceOver …)."""

    def __init__(self, auto: Any) -> None:
        self.auto = auto

    def set_language(self, language: str) -> None:
        pass   # the screen reader speaks in the voice its player chose

    def say(self, sentences: list[str], interrupt: bool) -> None:
        self.auto.output(" ".join(sentences), interrupt=interrupt)   # speech and braille

    def close(self) -> None:
        pass


def open_linux_backend(language: str) -> Backend:
    """speech-dispatcher's Python client, else its ``spd-say`` command (in the output's own thread:
    the client's connection waits as long as a stopped daemon does)."""
    why = "no speechd module"
    with contextlib.suppress(ImportError):
        speechd = importlib.import_module("speechd")
        try:
            return SpeechDispatcherOutput(speechd.SSIPClient(CLIENT_NAME), language)
        except Exception as err:   # no speech-dispatcher to talk to: the command may still start one
            why = f"speechd: {type(err).__name__}: {err}"
    command = shutil.which("spd-say")
    if command is None:
        raise BackendGone(f"{why}; no spd-say command")
    return SpdSayOutput(command, language)


def open_accessible_backend(language: str) -> Backend:
    auto = importlib.import_module("accessible_output2.outputs.auto")
    return AccessibleOutput(auto.Auto())


def can_speak(platform: str | None = None) -> bool:
    """Is there anything here to speak through (a library or a command; whether it works shows later)?"""
    platform = platform or sys.platform
    if platform.startswith("linux") or platform.startswith("freebsd"):
        return _module_exists("speechd") or shutil.which("spd-say") is not None
    return _module_exists("accessible_output2")


def _module_exists(name: str) -> bool:
    if name in sys.modules:   # imported already (or known missing)
        return sys.modules[name] is not None
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def open_screen_reader(language: str, platform: str | None = None,
                       wake: Callable[[], None] | None = None) -> SpeechOutput | None:
    """The screen reader's output on this system, run beside the game (`BackgroundOutput`: opening
    it and every utterance happen off the frame loop); None when nothing here can speak
    (what to install: `unavailable_reason`)."""
    platform = platform or sys.platform
    if not can_speak(platform):
        return None
    linux = platform.startswith("linux") or platform.startswith("freebsd")
    opener = open_linux_backend if linux else open_accessible_backend
    return BackgroundOutput(lambda: opener(language), language, wake=wake)


def unavailable_reason(platform: str | None = None) -> str:
    """What to install when `open_screen_reader` found nothing (printed once on the console)."""
    platform = platform or sys.platform
    if platform.startswith("linux") or platform.startswith("freebsd"):
        return ("speech: no speech-dispatcher found: install it with its Python client "
                "(Debian/Ubuntu: apt install speech-dispatcher python3-speechd)")
    return "speech: no screen reader library: pip install 'vierzig-raeuber[speech]'"


def trouble_text(trouble: Trouble, transcript: str = "", platform: str | None = None) -> str:
    """What the player is told once when speech cannot go on (`Trouble`), in the game's language."""
    platform = platform or sys.platform
    linux = platform.startswith("linux") or platform.startswith("freebsd")
    match trouble:
        case Trouble.NO_BACKEND:
            return tr("speech.trouble.no_backend_linux") if linux else tr("speech.trouble.no_backend_other")
        case Trouble.SILENT:
            return tr("speech.trouble.silent_linux") if linux else tr("speech.trouble.silent_other")
        case Trouble.TRANSCRIPT_STOPPED:
            return tr("speech.trouble.transcript", file=transcript)
        case _:
            assert_never(trouble)
