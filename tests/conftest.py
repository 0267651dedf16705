"""Settings for the whole suite.

Hypothesis fails an example that runs longer than its deadline (200 ms by default): a
wall-clock limit, which a loaded 2-core CI machine trips for nothing. Speed is measured by
the benchmarks in tools/, never asserted in tests, so the suite runs without a deadline.

The default run is spread over the machine's cores (pytest-xdist, ``-n auto --dist loadfile``
in pyproject.toml): each worker process runs whole test files, one after another, in an order
no file can count on. So nothing a test changes in its process may reach the next test:

- the language (`game.i18n`, one per process) is set back after every test;
- the events a test leaves in pygame's queue are taken out after it, with `pygame.event.get`
  (pygame-ce 2.5.8's ``clear`` keeps the attributes of the events it drops referenced for
  good; pygame-gui's name their widget and so its manager, which tests that count managers
  would then find);
- a fork (the crash tests' children, the pools of tools.greedy and the solver's jobs) starts
  from a process with pygame's audio device closed, see `_close_the_audio_device`.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import settings

from game import i18n

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


@pytest.fixture(autouse=True)
def _keep_the_language():
    """A test that sets a language (a launch in English, the options screen …) leaves the
    process's language as it found it, for the next test of the same worker."""
    before = i18n.language()
    yield
    if i18n.language() != before:
        i18n.set_language(before)


@pytest.fixture(autouse=True)
def _no_events_left_behind():
    yield
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.display.get_init():
        pygame.event.get()


def _close_the_audio_device() -> None:
    """Before any fork of a test process: close pygame's mixer if an earlier test left it open.

    A forked child keeps only the forking thread. SDL's audio thread holds the device's lock
    while it mixes, and waits for the GIL inside that lock whenever a sound ends; a child forked
    then inherits the lock held by a thread it does not have, and its first ``Mix_FreeChunk``
    (a `SoundBoard` of the child's session going away) waits for ever. Closing the mixer joins
    the audio thread; the child, and the next test, open a device of their own when they play.
    """
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.mixer.get_init():
        pygame.mixer.quit()


os.register_at_fork(before=_close_the_audio_device)

# Speech (B18) turns itself on where the system says a screen reader runs: on a developer's machine
# with Orca every launched test app would speak aloud. The suite says none runs (tests/speech set
# what they need themselves).
os.environ.setdefault("VIERZIG_RAEUBER_SCREEN_READER", "0")
