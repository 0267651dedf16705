"""Does the system say a screen reader runs? (B18: speech turns itself on where it can be known.)

- Linux (GNOME and others using its settings): ``org.gnome.desktop.a11y.applications
  screen-reader-enabled`` (what GNOME's "Screen Reader" switch sets), asked with ``gsettings``;
  else an ``orca`` process (Orca started by hand or by another desktop).
- Windows: ``SystemParametersInfo(SPI_GETSCREENREADER)``, which NVDA, JAWS and Narrator set.
- macOS: VoiceOver's switch, ``defaults read com.apple.universalaccess voiceOverOnOffKey``.

Each answer is True, False, or None (cannot be known here). Every probe is bounded in time and
any failure means "cannot be known": a start never waits long on it, nor breaks because of it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

PROBE_SECONDS = 1.0
SPI_GETSCREENREADER = 0x0046


def _run(command: list[str]) -> str | None:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=PROBE_SECONDS, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def gnome_screen_reader() -> bool | None:
    if shutil.which("gsettings") is None:
        return None
    answer = _run(["gsettings", "get", "org.gnome.desktop.a11y.applications", "screen-reader-enabled"])
    return None if answer is None else answer == "true"


def orca_running(proc: Path = Path("/proc")) -> bool | None:
    """An ``orca`` process of any user (its command name in /proc/PID/comm)."""
    if not proc.is_dir():
        return None
    for entry in proc.iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if (entry / "comm").read_text(encoding="utf-8", errors="replace").strip() == "orca":
                    return True
    return False


def windows_screen_reader() -> bool | None:
    try:
        import ctypes
        flag = ctypes.c_int(0)
        ok = ctypes.windll.user32.SystemParametersInfoW(SPI_GETSCREENREADER, 0, ctypes.byref(flag), 0)  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    return bool(flag.value) if ok else None


def voiceover_running() -> bool | None:
    answer = _run(["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"])
    return None if answer is None else answer == "1"


class EarlyAnswer:
    """`screen_reader_running` asked on a thread from the start of a launch, so the probes (a
    ``gsettings`` process, a look through /proc) run beside the start's imports instead of
    after them; calling it gives their answer (waiting for it, bounded as the probes are)."""

    def __init__(self, ask: Callable[[], bool | None] | None = None) -> None:
        self._answer: list[bool | None] = []
        self._ask = ask if ask is not None else screen_reader_running
        self._thread = threading.Thread(target=self._run, name="screen-reader-probe", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self._answer.append(self._ask())

    def __call__(self) -> bool | None:
        self._thread.join(timeout=3 * PROBE_SECONDS)
        return self._answer[0] if self._answer else None


def screen_reader_running(platform: str | None = None) -> bool | None:
    """True where the system says a screen reader runs, False where it says none does, None
    where it cannot be known. ``VIERZIG_RAEUBER_SCREEN_READER=0/1`` overrides (tests, odd desktops)."""
    forced = os.environ.get("VIERZIG_RAEUBER_SCREEN_READER")
    if forced in ("0", "1"):
        return forced == "1"
    platform = platform or sys.platform
    if platform == "win32":
        return windows_screen_reader()
    if platform == "darwin":
        return voiceover_running()
    answers = [gnome_screen_reader(), orca_running()]
    if any(answers):
        return True
    return False if False in answers else None
