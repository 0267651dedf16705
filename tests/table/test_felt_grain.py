"""The felt's grain is drawn in bulk at start-up: it must be the very grain the table always had,
the values ``random.Random(40).randint`` gives one call at a time."""

from __future__ import annotations

import random

import pygame
import pytest

from game.view import table_painter, theme
from game.view.felt import grain_pixels, grain_values


@pytest.mark.parametrize(("seed", "noise"), [(40, theme.FELT_NOISE), (1, 1), (7, 3), (40, 20), (3, 100)])
def test_the_grain_values_are_those_of_randint_one_call_at_a_time(seed, noise):
    one_by_one = random.Random(seed)
    assert grain_values(random.Random(seed), noise, 5000) == [one_by_one.randint(-noise, noise) for _ in range(5000)]


def test_the_felt_tile_is_the_grain_it_always_was():
    rng = random.Random(40)
    noise = theme.FELT_NOISE
    expected = b"".join(bytes((255, 255, 255, v) if v > 0 else (0, 0, 0, -v))
                        for v in (rng.randint(-noise, noise) for _ in range(128 * 128)))
    assert pygame.image.tobytes(table_painter._grain(), "RGBA") == expected


@pytest.mark.parametrize(("seed", "noise"), [(40, theme.FELT_NOISE), (1, 0), (7, 3), (40, 20), (3, 127), (5, 128), (9, 200)])
def test_the_grain_pixels_are_those_of_randint_one_call_at_a_time(seed, noise):
    """Made with bytes operations (a draw's top byte decides its value up to noise 127; beyond,
    value by value): the same pixels as the values randint gives, one call at a time."""
    one_by_one = random.Random(seed)
    expected = b"".join(bytes((255, 255, 255, v) if v > 0 else (0, 0, 0, -v))
                        for v in (one_by_one.randint(-noise, noise) for _ in range(5000)))
    assert grain_pixels(random.Random(seed), noise, 5000) == expected
