"""Sound effects through pygame.mixer (docs/rules.md B8): gentle, switchable, never an error.

The five effects are our own, synthesised by ``tools/make_sounds.py`` into
``assets/sounds/``. A machine without an audio device (CI, the dummy driver, a server, a
broken driver) is a normal case, not a failure: the board stays silent and the game goes on.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.assets import asset_path

SOUND_NAMES = ("place", "turn", "invalid", "foundation", "win")

# Card games are played for long stretches, often beside other audio: effects sit well
# under full scale (the WAVs themselves peak at half scale).
GENTLE_VOLUME = 0.45


class SoundBoard:
    """The game's effects: ``play("place")`` when a card lands, and so on.

    ``enabled`` mirrors the "Sound" option and may be switched at any time. ``available``
    says whether sound could be set up at all (for the options screen, say); when it is
    False, `play` does nothing.
    """

    def __init__(self, enabled: bool = True, volume: float = GENTLE_VOLUME, folder: Path | None = None) -> None:
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, volume))
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem: str | None = None  # why there is no sound, for logs
        folder = folder if folder is not None else asset_path("sounds")
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except (pygame.error, OSError) as error:
            self.problem = f"no audio: {error}"
            return
        for name in SOUND_NAMES:
            try:
                sound = pygame.mixer.Sound(str(folder / f"{name}.wav"))
            except (pygame.error, OSError) as error:
                self.problem = f"{name}.wav: {error}"
                continue
            sound.set_volume(self.volume)
            self._sounds[name] = sound

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> bool:
        """Play one effect if sound is on and working; True when it started.

        An unknown name is a programming error and raises ValueError, so a typo in a scene
        shows up in its tests instead of as a silent effect.
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"no such sound: {name!r} (have {', '.join(SOUND_NAMES)})")
        sound = self._sounds.get(name)
        if not self.enabled or sound is None:
            return False
        try:
            return sound.play() is not None
        except pygame.error:
            return False
