r"""Ending the program from outside: Ctrl+C, SIGTERM, SIGHUP, and the display going away.

Each ends the game as closing its window does — the loop stops, the game in progress is saved
with its clock, the finished game's result is written, the data folder is released — never
with a traceback:

- **Signals** (`Stopper`). SIGINT (Ctrl+C), SIGTERM, SIGHUP (the terminal closed), SIGQUIT,
  SIGUSR1, SIGUSR2 and SIGALRM (`game.app.early_signals`, which holds them from the program's
  first line until the Stopper takes over) get a handler that asks the loop to quit. The loop may be asleep inside SDL's own wait
  (`game.app.waiting`), where Python runs no handler until the wait ends, so the signal is also
  written to a pipe (``signal.set_wakeup_fd``) that a small thread reads to post the loop's
  wake-up event. The program then exits with 130 after Ctrl+C and 131 after Ctrl+\ (the shell's
  convention for an interrupt) and 0 after any other (it was asked to end, and ended cleanly). A second
  signal of the same kind while the game is saving ends it at once: every write is atomic, so
  that costs at most the last save.
- **A lost display** (`watch_display`). When the X server dies or the connection breaks, Xlib
  calls its I/O error handler and then ends the process; the default handler prints one line and
  exits, so nothing was saved. The game sets its own handler (through ctypes, on the libX11 SDL
  uses): it saves, says so in one line, and exits with 1. Any thread that meets the dead display
  calls it (the loop in SDL's wait, the solver's or the saver's thread waking the loop), at once:
  the first one saves — in its own thread, joining no other, writing the files itself — and the
  others wait for the end, for Xlib must not get control back.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
from collections.abc import Callable

import pygame

from game.app.early_signals import INTERRUPTED, EarlySignals, exit_status, held_signals
from game.app.wake import display_gone, wake_loop

__all__ = ["DISPLAY_LOST", "INTERRUPTED", "Stopper", "watch_display"]

DISPLAY_LOST = 1        # exit status when the display went away (the game was saved)


class Stopper:
    """Turns the stop signals into a clean quit of the app (see the module docstring).

    `install` before the app is built (a signal during the start is kept and acted on once the
    app is there, `attach`; one the entry point's `EarlySignals` noted before counts as received
    here); `restore` at the end. ``signal`` is the first one received."""

    def __init__(self) -> None:
        self.signal: int | None = None
        self._quit: Callable[[], None] | None = None
        self._previous: dict[int, object] = {}
        self._wakeup: tuple[int, int] | None = None
        self._previous_wakeup = -1
        self._watcher: threading.Thread | None = None

    def install(self, early: EarlySignals | None = None) -> None:
        if early is not None and early.received is not None:
            self.signal = early.received
        for number in held_signals():
            self._previous[number] = signal.signal(number, self._received)
        if os.name == "posix":
            read_fd, write_fd = os.pipe()
            os.set_blocking(write_fd, False)
            self._previous_wakeup = signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
            self._wakeup = (read_fd, write_fd)
            self._watcher = threading.Thread(target=self._wake_on_signal, args=(read_fd,),
                                             name="vierzig-raeuber-signals", daemon=True)
            self._watcher.start()

    def attach(self, quit_app: Callable[[], None]) -> None:
        """The app exists: a signal quits it (one received while it was being built, at once)."""
        self._quit = quit_app
        if self.signal is not None:
            quit_app()

    def _received(self, number: int, _frame: object) -> None:
        if self.signal is None:
            self.signal = number
        with contextlib.suppress(OSError, ValueError):
            signal.signal(number, signal.SIG_DFL)   # the same signal again ends the program at once
        if self._quit is not None:
            self._quit()

    @staticmethod
    def _wake_on_signal(read_fd: int) -> None:
        """The thread: each signal's byte on the pipe wakes the loop, wherever it sleeps."""
        while True:
            try:
                if not os.read(read_fd, 64):
                    return
            except OSError:
                return
            wake_loop()

    def restore(self) -> None:
        for number, handler in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, handler)   # type: ignore[arg-type]
        if self._wakeup is not None:
            with contextlib.suppress(ValueError):
                signal.set_wakeup_fd(self._previous_wakeup)
            read_fd, write_fd = self._wakeup
            with contextlib.suppress(OSError):
                os.close(write_fd)          # the watcher reads the end of the pipe and returns
            if self._watcher is not None:
                self._watcher.join(timeout=1.0)
            if self._watcher is None or not self._watcher.is_alive():
                with contextlib.suppress(OSError):
                    os.close(read_fd)
            self._wakeup = None

    @property
    def exit_status(self) -> int:
        return exit_status(self.signal)


_IO_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)
_kept: list[object] = []      # the handler must outlive this module's call
_saving = threading.Lock()    # held by the thread that saves once the display is lost


def watch_display(save: Callable[[], None]) -> bool:
    """On X11: when the display is lost, call ``save`` (from whichever thread met the loss: it must
    touch no display and join no thread) and exit with DISPLAY_LOST, instead of Xlib's exit
    without saving. False where there is nothing to watch (another video driver, no libX11)."""
    if pygame.display.get_driver() != "x11":
        return False
    try:
        xlib = ctypes.CDLL("libX11.so.6")     # the library SDL loaded: one process, one Xlib
        set_handler = xlib.XSetIOErrorHandler
    except (OSError, AttributeError):
        return False

    def display_lost(_display: object) -> int:
        display_gone()                 # no thread posts to the display any more
        _saving.acquire()              # the first thread here saves; any other waits for the end
        try:
            save()
            said = "the game is saved"
        except Exception as error:     # told in one line, never a traceback on the way out
            said = f"saving failed: {type(error).__name__}: {error}"
        finally:
            with contextlib.suppress(Exception):
                print(f"vierzig-raeuber: the display went away; {said}.", file=sys.stderr, flush=True)
            os._exit(DISPLAY_LOST)   # Xlib must not get control back: it would end the process itself

    handler = _IO_ERROR_HANDLER(display_lost)
    _kept.append(handler)
    set_handler.argtypes = [_IO_ERROR_HANDLER]
    set_handler.restype = ctypes.c_void_p
    set_handler(handler)
    return True
