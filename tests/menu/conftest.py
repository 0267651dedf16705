"""Menu tests run headless on the real app: dummy video and audio, a temp data folder, and
real pygame events (mouse clicks on pygame-gui buttons, keys, text input) from
`game.app.synthetic`, delivered by `App.frame` exactly as in the real loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from tests.harness.app import launch  # noqa: F401  (the fixture: the real app on a temp folder)
