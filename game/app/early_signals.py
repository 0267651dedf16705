"""The stop signals from the program's first line: held until the game can act on them.

A start imports pygame, the fonts' and catalogues' code and the scenes before the app exists
(about a second on a slow disk). A signal in that time must neither print a traceback (Python's
KeyboardInterrupt, raised in whichever import was running) nor be lost. So the entry point
(`run.py`, `game.app.main`) calls `hold` before any heavy import: each stop signal is only noted.
Once the app is being built `game.app.stopping.Stopper` takes the handlers over and acts on a
signal noted here (`received`) as on its own: the start ends, saving what there is to save.

This module imports nothing but ``_signal``, the C module the interpreter loads at its own
start, and ``contextlib``, which the interpreter's ``site`` has loaded already, so that holding imports nothing and can come first: the entry point (`game.app.main`)
holds at its first line, before it imports anything else. What a signal can still meet is the
interpreter's own start before any of the game's code runs (``site``, the ``.pth`` files of the
installed packages): docs/reliability.md, "Signals". A signal the game was started with ignored (``nohup`` ignores
SIGHUP, a shell's background job SIGINT) stays ignored, here and in the Stopper.

Which signals stop the game: Ctrl+C (SIGINT), SIGTERM, SIGHUP (the terminal closed), SIGQUIT
(Ctrl+\\, which would otherwise end in pygame's "parachute" as a segmentation fault), and SIGUSR1,
SIGUSR2 and SIGALRM, whose default is to end the process without a word and without a save.
"""

from __future__ import annotations

import contextlib  # loaded by the interpreter's start (site) already, as typing is
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import signal
else:
    import _signal as signal  # loaded with the interpreter: holding imports nothing (`signal` would import enum …)

STOP_SIGNAL_NAMES = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM")
STOP_SIGNALS: tuple[int, ...] = tuple(getattr(signal, name) for name in STOP_SIGNAL_NAMES if hasattr(signal, name))
INTERRUPTED = 130       # exit status after Ctrl+C (128 + SIGINT), as shells report it
QUIT = 131              # … after Ctrl+\ (128 + SIGQUIT)


def held_signals() -> tuple[int, ...]:
    """The stop signals the game takes over: those it was not started with ignored (the ones
    already held here count as not ignored)."""
    return tuple(number for number in STOP_SIGNALS
                 if _EARLY.holds(number) or signal.getsignal(number) != signal.SIG_IGN)


def exit_status(number: int | None) -> int:
    """The program's exit status after the stop signal ``number`` (None: none came): a key pressed
    in the terminal is an interruption (130, 131), any other signal asked the game to end, and it
    ended cleanly (0)."""
    if number is not None and number == getattr(signal, "SIGINT", None):
        return INTERRUPTED
    if number is not None and number == getattr(signal, "SIGQUIT", None):
        return QUIT
    return 0


class EarlySignals:
    """Notes the first stop signal until `release` (see the module docstring)."""

    def __init__(self) -> None:
        self.received: int | None = None
        self._previous: dict[int, object] = {}

    def hold(self) -> None:
        for number in held_signals():
            if number not in self._previous:
                with contextlib.suppress(OSError, ValueError):   # not the main thread: nothing to hold
                    self._previous[number] = signal.signal(number, self._note)

    def holds(self, number: int) -> bool:
        return number in self._previous

    def _note(self, number: int, _frame: object) -> None:
        if self.received is None:
            self.received = number

    def release(self) -> None:
        """Give the signals back to what had them before `hold` (the solver's worker sets its own)."""
        for number, handler in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, handler)  # type: ignore[arg-type]
        self._previous.clear()


_EARLY = EarlySignals()


def hold() -> EarlySignals:
    """Note the stop signals from now on (idempotent): the process's one `EarlySignals`."""
    _EARLY.hold()
    return _EARLY
