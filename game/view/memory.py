"""Giving freed pixel memory back to the system (glibc's heap keeps it otherwise).

Needs no widgets: the loop and the covered scenes' backdrop (`game.app.backdrop`) use it from
the start, before any menu is built, so it lives apart from `game.view.gui` (pygame-gui).
"""

from __future__ import annotations

import ctypes
import sys
from functools import lru_cache
from typing import Any


def return_freed_memory() -> None:
    """Hand memory freed by a rebuild back to the system where the C library allows it.

    glibc keeps freed blocks in its heap for reuse; after pixel buffers of a 4K screen were
    released the game would keep their size for good. ``malloc_trim`` gives them back. Other
    systems' allocators return large blocks by themselves: nothing to do there.
    """
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


M_MMAP_THRESHOLD = -3               # glibc's mallopt parameter number
LARGE_BUFFER = 2**20                # bytes: blocks this big get pages of their own


def keep_large_buffers_out_of_the_heap() -> None:
    """Give every block of LARGE_BUFFER or more its own pages, returned at once when freed.

    glibc does so from 128 kB, but raises that bound to the size of each large block freed,
    up to 32 MB: once the first 4K surface (33 MB) went, every later pixel buffer below it —
    card faces, menu widgets, whole 4K layers — came from the heap and stayed there after it
    was freed. The monkey at 4K kept 300 MB of such free memory. A fixed bound ends that;
    at 1 MB it costs nothing measurable per frame (smaller, per-frame buffers stay in the heap).
    """
    libc = _glibc()
    if libc is not None:
        libc.mallopt(M_MMAP_THRESHOLD, LARGE_BUFFER)


@lru_cache(maxsize=1)
def _glibc() -> Any:
    """The C library where it is glibc (Linux); None elsewhere (other allocators give large
    blocks back by themselves)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None   # musl has neither
