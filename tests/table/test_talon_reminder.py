"""R11's reminder stands on the talon it is about (issue 33 item 7: it floated in the top-left
corner, far from the talon, already at move 0), not before the first move, and not while a hint
to turn a card says the table's move can wait. Checked on the drawn table, every language."""

from __future__ import annotations

import pytest

import game.scenes.tabletop.picture as picture
from game import i18n
from game.advisor.link import SolverLink
from game.engine import Game, Move
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Hint
from tests.harness.solver import ScriptedWorker
from tests.harness.table import run
from tools.positions import played_game

SIZES = [(1280, 720), (1920, 1080), (720, 1280), (1024, 768), (3840, 2160)]


def notes_drawn(scene: TableScene, monkeypatch) -> list[tuple[object, str]]:
    drawn: list[tuple[object, str]] = []
    real = picture.draw_note

    def record(surface, place, text, size, **kwargs):
        drawn.append((place.copy(), text))
        return real(surface, place, text, size, **kwargs)

    monkeypatch.setattr(picture, "draw_note", record)
    scene.draw(scene.app.screen)
    return drawn


def show(app, size, game: Game) -> TableScene:
    app.scenes.clear()
    app.resize(size)
    scene = TableScene(app, game, deal_animation=False)
    app.push(scene)
    run(scene, 0.05)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_reminder_stands_on_the_talon_once_the_game_has_begun(app, size, language, monkeypatch):
    fresh = show(app, size, Game.new(12345))
    assert fresh.copy_game().table_has_move() and not fresh.account().reminds      # the deal: nothing to remind of yet
    assert i18n.tr("table_has_move") not in [text for _, text in notes_drawn(fresh, monkeypatch)]
    scene = show(app, size, played_game(12345, 24))
    assert scene.account().reminds
    places = [place for place, text in notes_drawn(scene, monkeypatch) if text == i18n.tr("table_has_move")]
    talon = scene.snapshot().layout.talon
    assert len(places) == 1 and talon.contains(places[0])
    badge_top = talon.bottom - round(talon.w * 0.25)
    assert places[0].bottom <= badge_top                                  # the count badge stays in view
    assert places[0].h <= talon.h * 0.4, (places[0], talon)               # issue 45.6: the talon itself too


def test_a_hint_to_turn_a_card_takes_the_reminder_s_place(app, monkeypatch):
    scene = show(app, (1280, 720), played_game(12345, 24))
    link = SolverLink(worker_factory=ScriptedWorker)
    scene.attach_solver(link)
    link.knowledge.assume_line(scene.account().position, ("t",))
    scene.act(Hint())
    assert scene.account().hint == Move.turn()
    texts = [text for _, text in notes_drawn(scene, monkeypatch)]
    assert i18n.tr("table_has_move") not in texts and i18n.tr("reason.turn_first") in texts


def test_a_talon_too_small_for_the_words_leaves_them_to_the_words_place(app, monkeypatch):
    scene = show(app, (480, 480), played_game(12345, 24))
    places = [place for place, text in notes_drawn(scene, monkeypatch) if text == i18n.tr("table_has_move")]
    assert places == [scene.snapshot().layout.reminder]
