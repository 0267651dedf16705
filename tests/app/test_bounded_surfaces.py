"""`BoundedSurfaces`: a picture cache never passes its byte budget and keeps the recently used."""

from __future__ import annotations

import pygame
from hypothesis import given, strategies as st

from game.view.bounded import BoundedSurfaces, surface_bytes


@given(st.lists(st.tuples(st.integers(0, 30), st.integers(1, 60), st.integers(1, 60)), max_size=60))
def test_the_cache_stays_within_its_budget_and_counts_its_bytes(puts):
    cache = BoundedSurfaces(budget=20_000)
    for key, w, h in puts:
        cache.put(key, pygame.Surface((w, h), pygame.SRCALPHA))
        assert cache.bytes <= cache.budget
        kept = [cache.get(k) for k in range(31)]
        assert cache.bytes == sum(surface_bytes(s) for s in kept if s is not None)


def test_the_least_recently_used_picture_goes_first():
    cache = BoundedSurfaces(budget=3 * 40 * 40 * 4)
    for key in "abc":
        cache.put(key, pygame.Surface((40, 40), pygame.SRCALPHA))
    assert cache.get("a") is not None          # 'a' used: 'b' is now the oldest
    cache.put("d", pygame.Surface((40, 40), pygame.SRCALPHA))
    assert cache.get("b") is None and all(cache.get(k) is not None for k in "acd")


def test_a_picture_larger_than_the_budget_is_not_kept():
    cache = BoundedSurfaces(budget=100)
    cache.put("big", pygame.Surface((20, 20), pygame.SRCALPHA))
    assert cache.get("big") is None and cache.bytes == 0
