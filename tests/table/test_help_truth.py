"""What the help says about the table holds in every layout."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n.help_text import help_sections
from game.view.card_fit import Arrangement
from game.view.layout import compute_layout

SIZES = [(1280, 720), (1366, 768), (1920, 1080), (2560, 1080), (1024, 768), (800, 600), (480, 480),
         (720, 1280), (600, 900)]


def _deal_paragraph(language: str) -> str:
    section = next(s for s in help_sections(language) if s.key == "how_to_play")
    return section.paragraphs[0].text


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_waste_lies_where_the_help_says_in_every_layout(size, large):
    """"Above it when the talon stands left of the columns, to its right when it lies below them."""
    lay = compute_layout(size, large=large)
    talon, waste = lay.talon, lay.waste
    assert talon.left < min(c.left for c in lay.columns) + lay.card_w and talon.bottom > lay.size[1] // 2   # bottom left
    if talon.right <= min(c.left for c in lay.columns):                  # the talon stands left of the columns …
        assert waste.bottom <= talon.top and waste.left == talon.left     # … the waste right above it
    else:                                                                 # the talon lies below the columns …
        assert talon.top >= lay.columns[0].bottom
        assert waste.left > talon.right - lay.card_w // 2 and waste.top == talon.top   # … the waste to its right
    assert (lay.arrangement == Arrangement.SIDE) == (waste.bottom <= talon.top)


@pytest.mark.parametrize("language, above, right", [("en", "above it when the talon stands left", "to its right when"),
                                                     ("de", "darüber, wenn der Talon links", "rechts davon, wenn"),
                                                     ("fr", "au-dessus quand le talon", "à sa droite quand")])
def test_the_help_names_both_places_of_the_waste(language, above, right):
    assert language in i18n.LANGUAGES
    text = _deal_paragraph(language)
    assert above in text and right in text


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_with_the_talon_right_the_waste_lies_where_the_help_then_says(size, large):
    """"Talon rechts": "above it when the talon stands right of the columns, to its left when it lies
    below them" — and the talon at the bottom right."""
    lay = compute_layout(size, large=large, talon_right=True)
    talon, waste = lay.talon, lay.waste
    assert talon.right > max(c.right for c in lay.columns) - lay.card_w and talon.bottom > lay.size[1] // 2
    if talon.left >= max(c.right for c in lay.columns):                  # the talon stands right of the columns …
        assert waste.bottom <= talon.top and waste.left == talon.left     # … the waste right above it
    else:                                                                 # the talon lies below the columns …
        assert talon.top >= max(c.bottom for c in lay.columns if c.colliderect(talon.inflate(0, 10**4)))
        assert waste.right < talon.left + lay.card_w // 2 and waste.top == talon.top   # … the waste to its left
    assert (lay.arrangement == Arrangement.SIDE) == (waste.bottom <= talon.top)


@pytest.mark.parametrize("language, above, left", [("en", "above it when the talon stands right", "to its left when"),
                                                    ("de", "darüber, wenn der Talon rechts", "links davon, wenn"),
                                                    ("fr", "au-dessus quand le talon se tient à droite", "à sa gauche quand")])
def test_the_help_for_the_talon_on_the_right_names_both_places_of_the_waste(language, above, left):
    section = next(s for s in help_sections(language, talon_right=True) if s.key == "how_to_play")
    text = section.paragraphs[0].text
    assert above in text and left in text
