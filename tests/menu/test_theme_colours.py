"""The menus' pygame-gui theme takes every colour from `game.view.theme`: one palette for the
table and the menus, so a colour changed in the theme changes everywhere it is used."""

from __future__ import annotations

import json

import pytest

from game.assets import asset_path
from game.view import gui, theme


def _shipped() -> dict:
    return json.loads(asset_path(gui.THEME_FILE).read_text(encoding="utf-8"))


def test_every_colour_of_the_shipped_theme_names_a_theme_constant():
    references = [value for block in _shipped().values() for value in block.get("colours", {}).values()]
    assert len(references) > 40
    assert all(value.startswith(gui.COLOUR_REFERENCE) for value in references)
    resolved = gui.resolve_colours(_shipped())
    for block_name, block in _shipped().items():
        for key, reference in block.get("colours", {}).items():
            value = getattr(theme, reference.removeprefix(gui.COLOUR_REFERENCE))
            assert resolved[block_name]["colours"][key] == gui.colour_hex(value)


def test_the_menus_wear_the_table_s_cream_and_gold():
    resolved = gui.resolve_colours(_shipped())
    assert resolved["defaults"]["colours"]["normal_text"] == gui.colour_hex(theme.HUD_TEXT) == "#ECE8D6"
    assert resolved["@title"]["colours"]["normal_text"] == gui.colour_hex(theme.BANNER_GOLD) == "#F0C85A"
    assert resolved["label"]["colours"]["dark_bg"] == "#00000000"   # RGBA keeps its alpha


@pytest.mark.parametrize("bad", ["#F0C85A", "theme:NO_SUCH_COLOUR", "theme:FLIGHT_TIME", "theme:__class__"])
def test_a_colour_that_is_not_a_theme_name_is_refused_with_its_place(bad):
    with pytest.raises(ValueError, match=r"panel\.normal_border"):
        gui.resolve_colours({"panel": {"colours": {"normal_border": bad}}})
