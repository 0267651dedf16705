"""Sound effects through pygame.mixer (docs/rules.md B8): gentle, switchable, never an error.

The effects are our own, synthesised by ``tools/make_sounds.py`` into
``assets/sounds/``. A machine without an audio device (CI, the dummy driver, a server, a
broken driver) is a normal case, not a failure: the board stays silent and the game goes on.

The audio device is open only while sounds play: the first sound opens it (not the start, where
a real device's open costs tens of milliseconds before the cards show). An open device costs CPU even in silence:
SDL's audio thread wakes for every buffer, about 90 times a second (0.15 % of a core here,
measured with ``python -m tools.clockbench``, 2026-12-01). So the board closes it once no sound
has played for `QUIET_SECONDS` (`rest`, which the app calls from its loop at rest; `due` says
when to wake for it), and the next sound opens it again (about 2 ms with the dummy driver,
loading the effects from the bytes kept in memory).
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import pygame

from game.assets import asset_path

SOUND_NAMES = ("place", "turn", "invalid", "foundation", "win", "lift", "nothing", "edge", "talon_out")

# Card games are played for long stretches, often beside other audio: effects sit well
# under full scale (the WAVs themselves peak at half scale).
GENTLE_VOLUME = 0.45
CHANNELS = 16          # effects at once: quick keys overlap their earcons (pygame's default is 8)
QUIET_SECONDS = 10.0   # the device closes this long after the last sound began, unless one still plays


class SoundBoard:
    """The game's effects: ``play("place")`` when a card lands, and so on.

    ``enabled`` mirrors the "Sound" option; `switch` sets it at any time. ``available``
    says whether sound could be set up at all (for the options screen, say); when it is
    False, `play` does nothing.
    """

    def __init__(self, enabled: bool = True, volume: float = GENTLE_VOLUME, folder: Path | None = None,
                 quiet_seconds: float = QUIET_SECONDS) -> None:
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, volume))
        self.quiet_seconds = quiet_seconds
        self._sounds: dict[str, pygame.mixer.Sound] = {}   # while the device is open
        self._waves: dict[str, bytes] = {}                   # the effects' files, to load them again
        self._quiet_at = 0.0                                 # when the open device may close
        self.problem: str | None = None  # why there is no sound, for logs
        folder = folder if folder is not None else asset_path("sounds")
        for name in SOUND_NAMES:
            try:
                self._waves[name] = (folder / f"{name}.wav").read_bytes()
            except OSError as error:
                self.problem = f"{name}.wav: {error}"
        self._tried = False    # the device is first opened by the first sound, not at the start

    @property
    def available(self) -> bool:
        """The effects can play: their files were read and, once a sound was asked for, the
        device opened and they loaded."""
        return bool(self._waves)

    @property
    def open(self) -> bool:
        """The audio device is open now (it closes after a quiet spell)."""
        return bool(self._sounds)

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def switch(self, on: bool) -> None:
        """The "Sound" option changed: effects play (or not) from the next one on."""
        self.enabled = on

    def play(self, name: str) -> bool:
        """Play one effect if sound is on and working; True when it started.

        An unknown name is a programming error and raises ValueError, so a typo in a scene
        shows up in its tests instead of as a silent effect.
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"no such sound: {name!r} (have {', '.join(SOUND_NAMES)})")
        if self._sounds and not pygame.mixer.get_init():
            self._sounds = {}  # someone else closed the mixer (pygame.quit): its effects are gone
        if not self.enabled or name not in self._waves or (not self._sounds and not self._first_open()):
            return False
        sound = self._sounds.get(name)
        if sound is None:
            return False
        try:
            started = sound.play() is not None
        except pygame.error:
            return False
        self._quiet_at = max(self._quiet_at, time.monotonic() + self.quiet_seconds + sound.get_length())
        return started

    def due(self) -> float | None:
        """Seconds until `rest` may close the device (None: it is closed)."""
        return max(0.0, self._quiet_at - time.monotonic()) if self._sounds else None

    def rest(self) -> None:
        """Close the device if no sound has played for `quiet_seconds` (the loop calls this at
        rest: the close waits for SDL's audio thread, ~30 ms, which no moving picture must see)."""
        if not self._sounds or time.monotonic() < self._quiet_at:
            return
        try:
            busy = pygame.mixer.get_busy()
        except pygame.error:
            busy = False
        if busy:
            self._quiet_at = time.monotonic() + 1.0
            return
        self._close()

    def _first_open(self) -> bool:
        """Open the device; on the first try, the effects that do not load (or all, with no
        device) are let go: `available` says so from then on."""
        opened = self._open()
        if not self._tried:
            self._tried = True
            self._waves = {name: self._waves[name] for name in self._sounds}
            if not self._sounds:
                self._close()      # nothing to play: no device spinning for nothing
        return opened

    def _open(self) -> bool:
        """Open the device and load the effects; False (and `problem` says why) when it cannot."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
                pygame.mixer.set_num_channels(CHANNELS)
        except (pygame.error, OSError) as error:
            self.problem = f"no audio: {error}"
            return False
        for name, wave in self._waves.items():
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(wave))
            except (pygame.error, OSError) as error:
                self.problem = f"{name}.wav: {error}"
                continue
            sound.set_volume(self.volume)
            self._sounds[name] = sound
        self._quiet_at = time.monotonic() + self.quiet_seconds
        return bool(self._sounds)

    def _close(self) -> None:
        self._sounds = {}      # the effects go before the device they were made for
        try:
            if pygame.mixer.get_init():
                pygame.mixer.quit()
        except pygame.error:
            pass
