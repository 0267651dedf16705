"""Sleeping until the next event without spending CPU: what lets a still table cost nothing.

Why not ``pygame.event.wait(timeout)``: pygame-ce implements it as a loop that pumps the
queue and sleeps 1 ms, about 1,000 wake-ups a second — 2.5 % of a core on a window where
nothing happens (measured 2026-12-01 under Xvfb). SDL's own ``SDL_WaitEventTimeout`` blocks in
the video driver (X11: a ``select`` on the display connection; Windows: ``MsgWaitForMultiple-
Objects``; Cocoa: a run-loop wait) and wakes for input, for an event posted from another
thread (the solver's answers) or at the timeout. Called with a NULL event it leaves the event
in the queue, so ``pygame.event.get`` takes it as usual.

`EventWaiter` finds the SDL library pygame has loaded and calls that function through
ctypes (which releases the GIL for the call). It checks that the library it found is the one
pygame initialised (``SDL_WasInit``): a second copy of SDL would know of no window. Where it
finds none it falls back to short sleeps between looks at the queue (`SLICE`), which cost a
little CPU and up to one slice of delay.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import time
from pathlib import Path

import pygame

SDL_INIT_VIDEO = 0x20
SLICE = 0.008          # seconds between looks at the queue when SDL cannot be asked to wait
LONGEST_WAIT_MS = 2**31 - 1


def _is_sdl2(name: str) -> bool:
    """SDL 2 itself, not one of its companions (SDL2_mixer, SDL2_ttf, SDL2_image)."""
    return name.startswith(("libSDL2-2", "libSDL2.")) or name == "SDL2.dll"


def _loaded_sdl_paths() -> list[str]:
    """Where the process's SDL 2 library may be: the mapped file on Linux, pygame's bundled
    copy elsewhere, and the plain names a loader resolves to an already loaded library."""
    paths: list[str] = []
    with contextlib.suppress(OSError), open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
        for line in maps:
            path = line.split()[-1]
            if _is_sdl2(path.rsplit("/", 1)[-1]) and path not in paths:
                paths.append(path)
    package = Path(pygame.__file__).resolve().parent
    for folder in (package, package / ".dylibs", package.parent / "pygame_ce.libs"):
        with contextlib.suppress(OSError):
            paths += sorted(str(p) for p in folder.iterdir() if _is_sdl2(p.name))
    paths += ["SDL2.dll"] if sys.platform == "win32" else ["libSDL2-2.0.so.0", "libSDL2-2.0.0.dylib"]
    return list(dict.fromkeys(paths))


def _sdl_wait_function():
    """``SDL_WaitEventTimeout`` of the SDL that pygame initialised, or None."""
    for path in _loaded_sdl_paths():
        try:
            library = ctypes.CDLL(path)
            was_init = library.SDL_WasInit
            wait = library.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if not was_init(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:
            continue   # another copy of SDL than pygame's: it has no window to wait on
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        return wait
    return None


class EventWaiter:
    """Blocks until an event is queued or a timeout passes (see the module docstring)."""

    def __init__(self) -> None:
        self._wait = None if os.environ.get("SDL_VIDEODRIVER") == "dummy" else _sdl_wait_function()

    def wait(self, seconds: float | None) -> None:
        """Return when an event is in the queue, or after ``seconds`` (None: only for an event).
        The event stays queued."""
        if self._wait is not None:
            milliseconds = LONGEST_WAIT_MS if seconds is None else max(0, min(LONGEST_WAIT_MS, round(seconds * 1000)))
            self._wait(None, milliseconds)
            return
        end = None if seconds is None else time.monotonic() + seconds
        while not pygame.event.peek():
            left = SLICE if end is None else min(SLICE, end - time.monotonic())
            if left <= 0:
                return
            time.sleep(left)
