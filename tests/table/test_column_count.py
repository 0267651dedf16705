"""The table lays out as many columns as the variant deals (`Variant.columns`), not a fixed ten:
a variant with more columns (Lucas has 13) shows every one of them, side by side, in the window."""

from __future__ import annotations

import pygame
import pytest

from game.view.layout import compute_layout

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (720, 1280), (480, 800)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [10, 13])
@pytest.mark.parametrize("large", [False, True])
def test_every_column_of_the_variant_has_its_own_place_in_the_window(size, count, large):
    lay = compute_layout(size, large=large, lengths=(3,) * count)
    window = pygame.Rect((0, 0), size)
    assert len(lay.columns) == count
    for i, area in enumerate(lay.columns):
        assert window.contains(area), (i, area)
        assert all(not area.colliderect(other) for other in lay.columns[i + 1:]), i
