"""A long safe auto-play (R12) is told shortly: the notice of 24 cards that went up by themselves
stays at the message line's own letter size, in at most three lines (it shrank to unreadable
text), and says how many went up. Checked on the drawn table, every language, two window sizes."""

from __future__ import annotations

import pytest

import game.scenes.tabletop.picture as picture
from game import i18n
from game.engine import Game
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Play
from game.view.notes import layout_note
from tests.harness.table import run, settle
from tests.positions import build

# Spades held under ♠K ♠K; one move (♣J to the empty column 2) frees ♣10 ♣10, and with them every
# club, diamond and heart: 24 cards go up by themselves.
COLUMNS = {1: "KH KH QH QH JH JH TH TH KD KD QD QD JD JD TD TD KC KC QC QC JC TC TC JC",
           3: "TS TS JS JS QS QS KS KS"}


def _messages(scene: TableScene, monkeypatch) -> list[tuple[object, str, int]]:
    drawn: list[tuple[object, str, int]] = []
    real = picture.draw_note

    def record(surface, place, text, size, **kwargs):
        drawn.append((place.copy(), text, size))
        return real(surface, place, text, size, **kwargs)

    monkeypatch.setattr(picture, "draw_note", record)
    scene.draw(scene.app.screen)
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)])
def test_twenty_four_cards_sent_up_are_told_in_few_words_at_the_message_s_own_size(app, size, language, monkeypatch):
    app.settings = app.settings.with_changes(auto_play=True, animation_speed="off")
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, Game(build(COLUMNS, foundations=[9] * 8, talon_next_first="")), deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    scene.act(Play(0, 1, 1))
    settle(scene)
    assert sum(scene.state().position.foundations) == 9 * 8 + 24        # the engine: 24 cards went up
    words = scene.state().message_text
    layout = scene.snapshot().layout
    drawn = [(place, size_) for place, text, size_ in _messages(scene, monkeypatch) if text == words]
    assert len(drawn) == 1
    place, asked = drawn[0]
    _pill, text_size, lines = layout_note(place, words, asked)
    assert text_size == layout.message_text_size and len(lines) <= 3, (i18n.language(), text_size, lines)
    assert "24" in words                                                     # how many, in figures
