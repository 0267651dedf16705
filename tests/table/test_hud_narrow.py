"""Narrow windows abbreviate the HUD, never drop the variant or the live state (issue: at 1024 px
a long game number left only "Game 12 345 …", at 480 px only "Spiel 10", and the daily deal's
HUD lost the variant even at 1280). Checked for every language, with the longest live state."""

from __future__ import annotations

import datetime

import pytest

from game import i18n
from game.content import Grade
from game.engine import Game
from game.i18n import formats
from game.scenes.tabletop.hud import SMALLEST_SHARE, HudLine, TableHud, hud_tags, hud_width, room, status_place
from tools.positions import played_game
from tools.screenshots import show_line_left, with_number

SIZES = [(480, 854), (640, 480), (800, 600), (1024, 768), (1280, 720), (1920, 1080)]
DAY = datetime.date(2026, 2, 28)


def _fit(scene) -> HudLine:
    """The HUD's words as the table's snapshot fits them into the band (`TableHud.fit`)."""
    shot = scene.snapshot()
    return TableHud.fit(room(shot.layout), shot.table, shot.layout.text_size)


@pytest.mark.parametrize("daily", [False, True])
@pytest.mark.parametrize("number", [10, 12345678901234567890])
@pytest.mark.parametrize("size", SIZES)
def test_the_hud_keeps_variant_and_live_state_and_fits(table, size, number, daily, language):
    game: Game = with_number(played_game(12345, 24), number)
    scene = table(game.position, size)
    scene.deal(game, deal_animation=False)
    show_line_left(scene)
    if daily:
        scene.label(Grade.MEDIUM, DAY)   # the grade as `show_line_left` set it, and the day
    shot = scene.snapshot()
    line = _fit(scene)
    assert hud_width(line) <= room(shot.layout), (size, line)
    texts = [line.words(tag) for tag in line.tags]
    variant = i18n.tr("variant." + game.variant.name)
    assert any(variant in text for text in texts), texts                       # the variant stays
    assert any(tag.live for tag in line.tags)                                   # and so does the live state
    assert line.size >= round(shot.layout.text_size * SMALLEST_SHARE)
    assert all(text.strip() != "✓" for text in texts), texts                   # never a bare tick (reads as code)
    if size[0] >= 1280 and number == 10:   # a desktop window: the daily deal's date and the grade show too
        if daily:
            assert any(formats.date_text(DAY) in text for text in texts), texts
        assert [tag for tag in line.tags if not tag.fact] == [tag for tag in hud_tags(shot.table) if not tag.fact]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_desktop_window_keeps_the_deals_fact_in_words(table, size, language):
    """Where the full line does not fit, the live state goes short first: "✓ lösbar ab Start"
    stays in words (a lone ✓ tells a newcomer little) in German and English; in French, whose
    words are longer, the deal's fact goes whole rather than as a bare ✓."""
    scene = table(played_game(12345, 24).position, size)
    scene.deal(with_number(played_game(12345, 24), 12345), deal_animation=False)
    show_line_left(scene)
    line = _fit(scene)
    facts = [tag for tag in line.tags if tag.fact]
    live = next(tag for tag in line.tags if tag.live)
    assert line.words(live) == live.short
    assert all(line.words(fact) == fact.text and "✓ " in fact.text for fact in facts)
    assert facts or language == "fr"


@pytest.mark.parametrize("size", SIZES)
def test_moves_and_clock_stay_put_when_the_live_state_changes(table, size, language):
    """The moves and clock block stands at the right end: a live state of another length (checking,
    winnable, the winning line left) never moves it sideways (it moved with the words' end)."""
    scene = table(played_game(12345, 24).position, size)
    scene.deal(with_number(played_game(12345, 24), 12345), deal_animation=False)
    link = show_line_left(scene)
    places = set()
    for waited in (0.0, 12.0):     # "checking …", then the line left at move 24
        scene.update(waited)                            # the position has waited this much longer
        link.quick_done = waited > 0
        places.add(status_place(_fit(scene), scene.snapshot().layout).right)
    link.knowledge.assume_line(scene.state().position, ("t",))   # winnable: the shortest words
    line = _fit(scene)
    assert line.words(next(tag for tag in line.tags if tag.live)).endswith(i18n.tr("hud.live_short.winnable"))
    places.add(status_place(line, scene.snapshot().layout).right)
    assert len(places) == 1, places
