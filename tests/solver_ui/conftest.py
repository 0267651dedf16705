"""Solver-in-the-game tests: the real app headless (dummy drivers), real pygame events, and the
real worker process — or a scripted stand-in where the point is *which* answer counts."""

from __future__ import annotations

from tests.menu.conftest import launch  # noqa: F401  (the fixture: the real app on a temp folder)
