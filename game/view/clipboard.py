"""The clipboard: the system's, through pygame-ce, or one kept inside the game where there is none.

pygame-ce's ``pygame.scrap.put_text`` / ``get_text`` are SDL's clipboard functions
(``SDL_SetClipboardText`` / ``SDL_GetClipboardText``): the system clipboard on Windows,
macOS, X11 and Wayland. Under the dummy video driver SDL keeps the text inside the process,
so tests see the same calls succeed. Where SDL has no clipboard at all (video not set up,
an X server without selections), the calls raise: then the text is kept here, in this
process, so that "copy" then "paste" inside the game still works, and `put_text` answers
False so the caller can tell the player the text did not reach other programs.

One module for the whole game (game numbers in the summary and the number dialog, board
texts from the menu), so a copy in one place pastes in every other.
"""

from __future__ import annotations

import pygame

_kept: str | None = None   # the last text copied while the system clipboard failed


def put_text(text: str) -> bool:
    """Copy ``text``: True when it is on the system clipboard, False when kept inside the game only."""
    global _kept
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, OSError, RuntimeError):
        _kept = text
        return False
    _kept = None
    return True


def get_text() -> str:
    """The clipboard's text ("" when empty, or when it holds no text: `read`); never raises."""
    return read() or ""


def read() -> str | None:
    """The clipboard's text ("" when empty); None when it holds something that is not text (bytes
    that are not UTF-8: SDL hands them over as they are). Never raises."""
    try:
        text = pygame.scrap.get_text()
    except UnicodeDecodeError:   # another program put bytes there that are no UTF-8 text
        return None
    except (pygame.error, AttributeError, OSError, RuntimeError, ValueError, MemoryError):
        text = None
    if isinstance(text, str) and (text or _kept is None):
        return text
    return _kept or ""
