"""R11's reminder stands on the talon it is about (it floated in the top-left
corner, far from the talon, already at move 0), not before the first move, and not while a hint
to turn a card says the table's move can wait. Checked on the drawn table, every language."""

from __future__ import annotations

import pytest

import game.scenes.tabletop.picture as picture
from game import i18n
from game.advisor.link import SolverLink
from game.engine import Game, Move, TableMove
from game.i18n import phrases
from game.scenes.tabletop.scene import TableScene
from game.table.actions import Hint
from tests.harness.solver import ScriptedWorker
from tests.harness.table import run
from tools.positions import played_game


def REMINDERS() -> list[str]:
    """Every form of R11's reminder in the language now (each says where the move is)."""
    return [phrases.reminder_text(where) for where in TableMove]


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
    assert fresh.copy_game().table_has_move() and not fresh.state().reminds      # the deal: nothing to remind of yet
    assert not set(REMINDERS()) & {text for _, text in notes_drawn(fresh, monkeypatch)}
    scene = show(app, size, played_game(12345, 24))
    assert scene.state().reminds and scene.on_screen().reminder_words in REMINDERS()
    places = [place for place, text in notes_drawn(scene, monkeypatch) if text == scene.on_screen().reminder_words]
    talon = scene.snapshot().layout.talon
    assert len(places) == 1 and talon.contains(places[0])
    badge_top = talon.bottom - round(talon.w * 0.25)
    assert places[0].bottom <= badge_top                                  # the count badge stays in view
    assert places[0].h <= talon.h * 0.4, (places[0], talon)               # the talon itself too


def test_a_hint_to_turn_a_card_takes_the_reminder_s_place(app, monkeypatch):
    scene = show(app, (1280, 720), played_game(12345, 24))
    link = SolverLink(worker_factory=ScriptedWorker)
    scene.attach_solver(link)
    link.knowledge.assume_line(scene.state().position, ("t",))
    scene.act(Hint())
    assert scene.state().hint_move == Move.turn()
    texts = [text for _, text in notes_drawn(scene, monkeypatch)]
    assert not set(REMINDERS()) & set(texts) and any(text.startswith(i18n.tr("reason.turn_first")) for text in texts)


def test_a_talon_too_small_for_the_words_leaves_them_to_the_words_place(app, monkeypatch):
    scene = show(app, (480, 480), played_game(12345, 24))
    places = [place for place, text in notes_drawn(scene, monkeypatch) if text == scene.on_screen().reminder_words]
    assert places == [scene.snapshot().layout.reminder]


WHERE_WORDS = {"de": ("Abwurf", "Spalte"), "en": ("waste", "column"), "fr": ("défausse", "colonne")}


def test_the_reminder_says_where_the_move_is_when_it_is_from_the_waste_to_a_column(app, language, monkeypatch):
    """The only move is the waste's 8♥ onto column 2's 9♥; "Still a move on the
    table" sent the player looking at the columns for nothing. The words on the talon (and the
    account the speech reads) name the waste and a column."""
    from game.engine import MoveKind
    from game.engine.moves import WASTE
    from tests.positions import build

    tops = {1: "KS", 2: "9H", 3: "QD", 4: "JC", 5: "7S", 6: "5D", 7: "KH", 8: "3C", 9: "TD", 10: "6C"}
    position = build(tops, waste="8H")
    game = Game.resumed(position, position, played_before=3)
    plays = [move for move in game.legal_moves() if move.kind == MoveKind.PLAY]
    assert plays and all(move.src == WASTE and move.dst >= 0 for move in plays)    # the engine: waste → a column only
    scene = show(app, (1280, 720), game)
    assert scene.state().reminds
    talon = scene.snapshot().layout.talon
    words = [text for place, text in notes_drawn(scene, monkeypatch) if talon.colliderect(place)]
    waste_word, column_word = WHERE_WORDS[language]
    assert len(words) == 1 and waste_word in words[0] and column_word in words[0], words
    assert scene.on_screen().reminder_words == words[0]                          # what the speech says
