"""B7 in the game: copy the position as text, paste a position (menu entries, the clipboard)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import CLASSIC, Move, Position
from game.scenes.dialogs import ConfirmDialog, NoticeDialog
from game.scenes.menu import MenuScene
from game.table.actions import Play, move_action
from game.view import clipboard
from tests.harness.app import click, label_text, press, pump
from tests.positions import near_won_position

NEAR_WON = near_won_position()


def _menu(app) -> MenuScene:
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    return app.top


def _played(app, moves: int = 2):
    """The table after ``moves`` talon turns (a game in progress)."""
    table = app.router.table
    for _ in range(moves):
        table.act(move_action(Move.turn()))
    pump(app, frames=2)
    return table


def test_copy_puts_the_position_on_the_clipboard_and_says_so(launch):
    app = launch(game_number="5", animation_speed="off")
    table = _played(app)
    _menu(app)
    click(app, "copy_board")
    assert app.top is table                               # the menu closes: the table says it
    assert clipboard.get_text() == table.state().position.text()
    assert table.state().message_text == "Stellung als Text kopiert"


def test_the_copy_notice_stays_readable_when_the_player_plays_on_at_once(launch, monkeypatch):
    """Issue: "Position kopiert" vanished with the next tap; it stays at least 1.5 s."""
    app = launch(game_number="5", animation_speed="off")
    table = _played(app)
    clock = [100.0]
    monkeypatch.setattr("game.table.messages.message_time", lambda: clock[0])
    _menu(app)
    click(app, "copy_board")
    clock[0] += 0.3
    table.act(move_action(Move.turn()))                               # a talon tap right away
    pump(app, frames=2)
    assert table.state().message_text == "Stellung als Text kopiert"
    clock[0] += 1.5                                       # 1.8 s after the copy
    table.act(move_action(Move.turn()))
    assert table.state().message_text == "Stellung als Text kopiert"
    clock[0] += 0.3
    table.act(move_action(Move.turn()))                               # the first action after two seconds clears it
    pump(app, frames=2)
    assert table.state().message_text == ""


def test_a_copied_position_pastes_as_a_new_game(launch):
    app = launch(game_number="5", animation_speed="off")
    table = _played(app, 3)
    position = table.state().position.copy()
    clipboard.put_text(position.text())
    app.router.game.new_game("7")                            # deal 7, no moves yet
    _menu(app)
    click(app, "paste_board")                            # nothing in progress: no question asked
    table = app.router.table
    assert app.top is table
    assert table.state().position == position and table.state().number is None
    assert not table.copy_game().can_undo()                     # a new game: it starts at the pasted position
    table.act(move_action(Move.turn()))
    app.router.game.restart()                                # "Neustart" goes back to the pasted position
    assert app.router.table.state().position == position


def test_a_malformed_paste_names_the_line_and_changes_nothing(launch):
    app = launch(game_number="5", animation_speed="off")
    table = _played(app)
    before = (table, table.state().position.copy(), table.state().moves)
    lines = table.state().position.text().splitlines()
    lines[6] = "1: KD 7X"                                # line 7: column 1 holds a card that is none
    clipboard.put_text("\n".join(lines))
    _menu(app)
    click(app, "paste_board")
    dialog = app.top
    assert isinstance(dialog, NoticeDialog)
    assert label_text(dialog, "title") == "Stellung nicht eingefügt"
    text = label_text(dialog, "text")
    assert "Zeile 7 (Spalte 1): keine Karte: '7X'" in text and "Dein Spiel bleibt" in text
    i18n.set_language("en")
    dialog.rebuild()
    assert "Line 7 (column 1): not a card: '7X'" in label_text(dialog, "text")
    click(app, "ok")
    assert isinstance(app.top, MenuScene)                # back in the menu, the game untouched
    assert (app.router.table, app.router.table.state().position, app.router.table.state().moves) == before


@pytest.mark.parametrize("confirm", [False, True])
def test_pasting_over_a_game_in_progress_asks_first_and_the_pasted_game_never_counts(launch, confirm):
    app = launch(game_number="5", animation_speed="off", auto_play=False)
    table = _played(app)
    clipboard.put_text(NEAR_WON.text())
    _menu(app)
    click(app, "paste_board")
    assert isinstance(app.top, ConfirmDialog)
    stats = app.session.record.stats
    if not confirm:
        click(app, "cancel")
        assert app.router.table is table and table.state().moves == 2
        assert stats.variant_stats(CLASSIC).played == 0
        return
    click(app, "confirm")
    table = app.router.table
    assert table.state().position == Position.from_text(NEAR_WON.text())
    assert stats.variant_stats(CLASSIC).played == 1          # deal 5, left with moves: lost
    table.act(Play(0, -1))                                          # ♥Q up …
    for column in (1, 2, 3):
        table.act(Play(column, -1))                                 # … and the kings: won
    pump(app, 1.0)
    assert table.state().won
    assert stats.variant_stats(CLASSIC).played == 1          # the pasted game is not counted
    assert stats.variant_stats(CLASSIC).won == 0


def test_without_a_system_clipboard_the_copy_stays_inside_the_game(launch, monkeypatch):
    def no_clipboard(*_args):
        raise pygame.error("no clipboard")

    app = launch(game_number="5", animation_speed="off")
    table = _played(app)
    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    monkeypatch.setattr(pygame.scrap, "get_text", no_clipboard)
    _menu(app)
    click(app, "copy_board")
    assert table.state().message_text == "Nur im Spiel kopiert"
    assert clipboard.get_text() == table.state().position.text()   # a paste in the game still finds it
