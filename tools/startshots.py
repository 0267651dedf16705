"""What a start looks like from outside, for `tools.freshstart`: the screen read back from the X
server while a game starts, and when its cards and its answer to a key show.

Both games are timed the same way, from the moment the parent started the process, by reading
the window's pixels back from the X server (`Screen`, XGetImage on the root window: what is on
the display, not what the program says it drew) every ``POLL`` seconds:

- **cards**: the first picture with card faces on the table — near-white pixels (every channel
  ≥ 200, grey within 40) covering at least ``CARDS_SHARE`` of the window, counted only in rows
  where the felt shows (a tenth of the row green-dominant), so a light menu bar, tool bar or
  status bar (Aisleriot's) never counts, nor a top bar's text (ours). A card face is about 1.5 %
  of a 1280×720 window; the words on our table come to 0.2 %; the empty felt to 0.
- **cards CPU**: the CPU seconds the game's process had used when the cards showed (from
  /proc: its own, not its children's), a figure the machine's load changes little.
- **dealt**: the first picture with at least ``DEALT_SHARE`` of the card faces the table shows
  once at rest (the last picture of the launch): Aisleriot draws its deal whole, ours flies it in.
- **input**: a second launch, where the game's menu key is pressed (XTEST, as a keyboard does,
  after focusing the window) as soon as the window is visible: the time its menu shows. Ours:
  Esc, its menu drawn in the window (its gold: ``MENU_SHARE`` of the window; the table alone
  has under 0.2 %); Aisleriot: F10, its "Game" menu, a second visible window of its class. A key
  that got no answer within ``RETRY`` seconds after the cards showed is pressed again (Esc is
  a toggle, so never twice in a row unanswered earlier than that).
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

POLL = 0.03          # seconds between two pictures
CARDS_SHARE = 0.03   # card faces on at least this share of the window: the cards are shown
DEALT_SHARE = 0.9    # of the faces at rest: the deal is down
MENU_SHARE = 0.01    # our menu's gold on at least this share of the window
RETRY = 1.5          # seconds after the cards showed without an answer to the key: press it again
STRIDE = 3           # every third pixel each way: the cards are 60+ pixels wide
AT_REST = 0.6        # seconds the card faces stay the same: the table is at rest


def card_share(pixels: np.ndarray) -> float:
    """The share of the picture (rows × columns × RGB) that is card faces on the felt: its
    near-white pixels in the rows where the felt shows, every ``STRIDE``-th pixel both ways."""
    rgb = pixels[::STRIDE, ::STRIDE].astype(np.int16)
    red, green, blue = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    low, high = rgb.min(axis=2), rgb.max(axis=2)
    white = (low >= 200) & (high - low <= 40)
    felt = (green >= red + 20) & (green >= blue + 10)
    felt_rows = felt.mean(axis=1) >= 0.1
    return float(white[felt_rows].sum()) / white.size


def menu_share(pixels: np.ndarray) -> float:
    """The share of the picture in our menu's gold (its frame, title and first button)."""
    rgb = pixels[::STRIDE, ::STRIDE].astype(np.int16)
    red, green, blue = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    gold = (red >= 180) & (green >= 120) & (green <= 215) & (blue <= 120) & (red - green >= 25)
    return float(gold.mean())


def first_at(samples: Sequence[tuple[float, float]], least: float) -> float | None:
    """The time of the first (time, value) sample whose value is at least ``least`` (None: none)."""
    return next((when for when, value in samples if value >= least), None)


def dealt_at(samples: Sequence[tuple[float, float]]) -> float | None:
    """When the card faces first reached DEALT_SHARE of what the last sample shows."""
    if not samples or samples[-1][1] < CARDS_SHARE:
        return None
    return first_at(samples, DEALT_SHARE * samples[-1][1])


class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class Screen:
    """The X display's pixels (a 24/32-bit TrueColor screen, as Xvfb's), read with XGetImage."""

    def __init__(self) -> None:
        x = ctypes.cdll.LoadLibrary("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.POINTER(_XImage)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        self._x = x
        self._display = x.XOpenDisplay(None)
        if not self._display:
            raise RuntimeError("no X display to read")
        self._root = x.XDefaultRootWindow(self._display)

    def grab(self, box: tuple[int, int, int, int]) -> np.ndarray:
        """The pixels of ``box`` (x, y, width, height) as rows × columns × RGB."""
        left, top, width, height = box
        found = self._x.XGetImage(self._display, self._root, left, top, width, height, 0xFFFFFFFF, 2)  # ZPixmap
        if not found:
            raise RuntimeError(f"cannot read {box} from the screen")
        image = found.contents
        try:
            if image.bits_per_pixel != 32:
                raise RuntimeError(f"a {image.bits_per_pixel}-bit screen; run Xvfb with -screen 0 WxHx24")
            raw = ctypes.string_at(image.data, image.bytes_per_line * image.height)
        finally:
            self._x.XFree(image.data)
            self._x.XFree(ctypes.addressof(image))
        rows = np.frombuffer(raw, np.uint8).reshape(height, image.bytes_per_line // 4, 4)
        return rows[:, :width, 2::-1]      # BGRX in memory on a little-endian server


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system) process ``pid`` has used so far (None: not on Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")   # utime, stime


def windows(wmclass: str) -> list[str]:
    """The visible windows of a class, as xdotool names them."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", wmclass],
                           capture_output=True, text=True, check=False)
    return found.stdout.split()


def geometry(window: str) -> tuple[int, int, int, int]:
    """A window's place and size on the screen."""
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window],
                           capture_output=True, text=True, check=True).stdout
    values = dict(line.split("=", 1) for line in shell.split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def press(window: str, key: str) -> None:
    """A key on the keyboard (XTEST) with ``window`` focused."""
    subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", key],
                   capture_output=True, check=False)


@dataclass
class Watched:
    """One launch seen from outside: seconds from the start, None where it never happened."""

    window: float | None = None
    cards: float | None = None
    dealt: float | None = None
    cards_cpu: float | None = None   # CPU seconds the process had used by the cards (load-proof)
    pressed: float | None = None     # when the key that was answered was pressed
    answered: float | None = None
    samples: list[tuple[float, float]] = field(default_factory=list)


def watch(command: list[str], env: dict[str, str], wmclass: str, *, key: str | None = None,
          answered: Callable[[np.ndarray, list[str]], bool] | None = None, limit: float = 30.0,
          **popen: Any) -> Watched:
    """Launch ``command`` and read the screen until its table is at rest (and, with ``key``,
    until ``answered`` says the key got its answer), then end it."""
    screen = Screen()
    seen = Watched()
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **popen)
    try:
        box: tuple[int, int, int, int] | None = None
        main: str | None = None
        last_press = 0.0
        while (now := time.perf_counter() - start) < limit and proc.poll() is None:
            shown = windows(wmclass) if main is None or key is not None else [main]
            if main is None:
                if shown:
                    try:
                        box = geometry(shown[0])
                    except subprocess.CalledProcessError:   # a window going away (the last launch's)
                        continue
                    main, seen.window = shown[0], time.perf_counter() - start
                    if key is not None:
                        press(main, key)
                        last_press = time.perf_counter() - start
                else:
                    time.sleep(0.005)
                    continue
            assert box is not None
            pixels = screen.grab(box)
            when = time.perf_counter() - start
            seen.samples.append((when, card_share(pixels)))
            if seen.cards is None and seen.samples[-1][1] >= CARDS_SHARE:
                seen.cards, seen.cards_cpu = when, cpu_seconds(proc.pid)
            if key is not None and answered is not None and seen.answered is None:
                if answered(pixels, shown):
                    seen.answered, seen.pressed = when, last_press
                elif seen.cards is not None and when - max(seen.cards, last_press) > RETRY:
                    press(main, key)
                    last_press = time.perf_counter() - start
            if _done(seen, key is not None, now):
                break
            time.sleep(POLL)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        gone = time.perf_counter() + 3.0
        while windows(wmclass) and time.perf_counter() < gone:   # the next launch must not find this window
            time.sleep(0.02)
    seen.dealt = dealt_at(seen.samples)
    return seen


def _done(seen: Watched, keyed: bool, now: float) -> bool:
    if keyed:
        return seen.answered is not None
    if seen.cards is None:
        return False
    rest = [value for when, value in seen.samples if when >= now - AT_REST]
    return now - seen.cards >= 2 * AT_REST and max(rest) - min(rest) <= 0.002
