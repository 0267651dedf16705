"""Solver-in-the-game tests: the real app headless (dummy drivers), real pygame events, and the
real worker process — or a scripted stand-in where the point is *which* answer counts."""

from __future__ import annotations

import pytest

from game import i18n
from tests.harness.app import launch  # noqa: F401  (the fixture: the real app on a temp folder)


@pytest.fixture(autouse=True)
def _keep_the_language():
    """A test that lets the saved settings pick the language must not leave it for the next test."""
    before = i18n.language()
    yield
    i18n.set_language(before)
