"""Content tests that look at a screen run it headless on the real app (dummy video and audio)."""

from __future__ import annotations

from tests.harness.app import launch  # noqa: F401  (the fixture: the real app on a temp folder)
