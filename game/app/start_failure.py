"""A game that cannot start says so in a window, not only on a console nobody sees.

A one-file program is started by a double click: on Windows it has no console at all, and on
macOS and Linux nobody reads the terminal it would print to. When the start fails (one of the
game's own files missing or damaged: a font, the theme, a catalogue of deals …), `tell` shows
the reason in a message box (`pygame.display.message_box`, SDL's native one: Windows's, macOS's,
X11's or Wayland's) where there is a display, prints it on the console, and writes the whole
traceback to a new file of its own in the temporary folder that the box names, for a bug report
(made with ``mkstemp``: a fresh name, never a file or link someone else put there).

The words come from the catalogues in the player's language; the catalogues themselves may be
what is damaged, so where English has no text either the box falls back to `FALLBACK` (the one
sentence in code, for a game that cannot read its words).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

import pygame

from game import i18n
from game.i18n import N_

REPORT_PREFIX, REPORT_SUFFIX = "vierzig-raeuber-start-failure-", ".txt"
TITLE, TEXT, REPORT = N_("start_failure.title"), N_("start_failure.text"), N_("start_failure.report")
FALLBACK = {TITLE: "Forty Thieves cannot start",
            TEXT: "The game could not start: {reason}\n\nOne of its own files is missing or damaged. "
                  "Download the program again, or reinstall it.",
            REPORT: "The details are in {file}."}
HEADLESS_DRIVERS = ("dummy", "offscreen")
NO_DISPLAY = 1   # exit status of a start with no display to show the window on (nothing written)


def reason(error: BaseException) -> str:
    """One line a player can pass on: what failed and, for a file, which one."""
    if isinstance(error, OSError) and error.filename:
        return f"{error.strerror or type(error).__name__}: {error.filename}"
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0]}" if text else type(error).__name__


def failure_text(error: BaseException, report: Path | None) -> tuple[str, str]:
    """The message box's title and text."""
    text = _words(TEXT, reason=reason(error))
    if report is not None:
        text += "\n\n" + _words(REPORT, file=str(report))
    return _words(TITLE), text


def can_show_window() -> bool:
    """A display to show a box on: not SDL's headless drivers, and on X11 / Wayland systems a
    display named in the environment (Windows and macOS always have one)."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


class Drawing(Protocol):
    """What `until_first_frame` asks of the app: how many frames it has drawn."""

    frames: int


@contextlib.contextmanager
def until_first_frame(app: Drawing | None = None) -> Iterator[None]:
    """Within it, an error before the game's first frame (building the app, or the app's first
    frames with ``app`` given) is told (`tell`) and ends the program with exit status 1
    (`SystemExit`, through the caller's ``finally`` blocks); after the first frame an error is
    the program's own and goes on as it is."""
    try:
        yield
    except Exception as error:
        if app is not None and app.frames > 0:
            raise
        raise SystemExit(tell(error)) from error


def tell(error: BaseException) -> int:
    """Tell the player that the game could not start, and why; the exit status (1)."""
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    report = _write_report(details)
    title, text = failure_text(error, report)
    print(details, file=sys.stderr, end="")
    print(f"{title}\n{text}", file=sys.stderr)
    if can_show_window():
        pygame.display.quit()    # the window that could not draw goes; the box stands alone
        with contextlib.suppress(pygame.error, AttributeError):   # no display after all: the console has it
            pygame.display.message_box(title, text, message_type="error")
    pygame.quit()
    return 1


def _write_report(details: str) -> Path | None:
    try:
        handle, name = tempfile.mkstemp(prefix=REPORT_PREFIX, suffix=REPORT_SUFFIX, dir=tempfile.gettempdir())
        with os.fdopen(handle, "w", encoding="utf-8") as report:
            report.write(details)
    except OSError:
        return None
    return Path(name)


def _words(key: str, **values: object) -> str:
    try:
        text = i18n.tr(key, **values)
    except Exception:         # the words are the last thing that may fail the player here
        text = key
    return FALLBACK[key].format(**values) if text == key else text
