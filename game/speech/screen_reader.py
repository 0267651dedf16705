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
import shutil
import subprocess
import sys
from typing import Any

from game.speech.outputs import SpeechOutput

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
    cancels only this program's."""

    def __init__(self, command: str, language: str) -> None:
        self.command = command
        self.language = language

    def set_language(self, language: str) -> None:
        self.language = language

    def say(self, sentences: list[str], interrupt: bool) -> None:
        subprocess.Popen([self.command, "-N", CLIENT_NAME, "-l", self.language, " ".join(sentences)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def close(self) -> None:
        pass


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


def open_screen_reader(language: str, platform: str | None = None) -> SpeechOutput | None:
    """The screen reader's output on this system, or None (with why, `unavailable_reason`)."""
    platform = platform or sys.platform
    if platform.startswith("linux") or platform.startswith("freebsd"):
        try:
            speechd = importlib.import_module("speechd")
            return SpeechDispatcherOutput(speechd.SSIPClient(CLIENT_NAME), language)
        except Exception:   # not installed, or no speech-dispatcher to talk to
            command = shutil.which("spd-say")
            return SpdSayOutput(command, language) if command is not None else None
    try:
        auto = importlib.import_module("accessible_output2.outputs.auto")
        return AccessibleOutput(auto.Auto())
    except Exception:   # the extra is not installed, or no output works here
        return None


def unavailable_reason(platform: str | None = None) -> str:
    """What to install when `open_screen_reader` found nothing (printed once on the console)."""
    platform = platform or sys.platform
    if platform.startswith("linux") or platform.startswith("freebsd"):
        return ("speech: no speech-dispatcher found: install it with its Python client "
                "(Debian/Ubuntu: apt install speech-dispatcher python3-speechd)")
    return "speech: no screen reader library: pip install 'vierzig-raeuber[speech]'"
