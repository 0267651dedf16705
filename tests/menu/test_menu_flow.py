"""The menu from the table: ☰ and Esc, the paused clock, game numbers, confirmations, language."""

from __future__ import annotations

import pygame

from game.engine import CLASSIC, parse_game_number
from game.scenes.dialogs import ConfirmDialog, GameNumberDialog
from game.scenes.menu import MenuScene
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.scene import TableScene
from game.storage.stats import Statistics
from tests.harness.app import click, click_at, label_text, press, pump, type_text


def start_playing(app) -> TableScene:
    """Let the deal land, then turn a talon card: a move, so the clock runs."""
    table = app.top
    pump(app, 1.5)
    press(app, pygame.K_SPACE)
    pump(app, 0.5)
    assert table.state().moves == 1
    return table


def test_esc_opens_and_closes_the_menu_and_the_clock_stands_still_behind_it(launch):
    app = launch(game_number="5")
    table = start_playing(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    frozen = table.seconds()
    pump(app, 2.0)
    assert table.seconds() == frozen, "the game clock ran behind the menu"
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    pump(app, 1.0)
    assert table.seconds() > frozen + 0.9


def test_the_menu_button_on_the_table_opens_the_menu_and_continue_closes_it(launch):
    app = launch(game_number="5")
    table = app.top
    pump(app, 1.5)
    click_at(app, table.spot(TableSpot.MENU).center)
    assert isinstance(app.top, MenuScene)
    click(app, "continue")
    assert app.top is table


def test_a_bad_game_number_is_explained_in_the_dialog_and_the_game_stays(launch):
    app = launch(game_number="5")
    table = start_playing(app)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    dialog = app.top
    assert isinstance(dialog, GameNumberDialog)
    for text, expected in [("0", "1 oder größer"), ("-5", "1 oder größer"), ("abc", "nur Ziffern"), ("9" * 41, "zu lang"), ("", "eingeben")]:
        dialog = app.top
        dialog.entries["number"].set_text("")
        type_text(app, text)
        press(app, pygame.K_RETURN)
        assert isinstance(app.top, GameNumberDialog), f"{text!r} closed the dialog"
        assert expected in label_text(app.top, "error"), label_text(app.top, "error")
    assert table.state().number == parse_game_number("5") and table.state().moves == 1


def test_after_an_error_the_player_corrects_the_number_in_place(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    type_text(app, "12a")
    press(app, pygame.K_RETURN)
    assert "nur Ziffern" in label_text(app.top, "error")
    press(app, pygame.K_BACKSPACE)
    type_text(app, "45")
    assert app.top.entries["number"].get_text() == "1245"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    assert str(app.top.state().number) == "1245"


def test_a_good_game_number_deals_it_and_the_abandoned_game_counts_as_lost(launch, tmp_path):
    app = launch(game_number="5")
    table = start_playing(app)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    type_text(app, "12345")
    click(app, "play")
    assert app.top is table
    assert str(table.state().number) == "12345" and table.state().moves == 0
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 1


def test_a_number_pasted_from_the_clipboard_lands_in_the_field(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "game_number")
    try:
        pygame.scrap.put_text("4711")
    except pygame.error:
        return  # no clipboard on this platform's dummy driver: nothing to paste
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert app.top.entries["number"].get_text() == "4711"
    press(app, pygame.K_RETURN)
    assert str(app.router.table.state().number) == "4711"


def test_new_game_while_playing_asks_first_and_cancel_keeps_the_game(launch):
    app = launch(game_number="5")
    table = start_playing(app)
    press(app, pygame.K_ESCAPE)
    click(app, "new_game")
    assert isinstance(app.top, ConfirmDialog)
    click(app, "cancel")
    assert isinstance(app.top, MenuScene)
    assert table.state().moves == 1
    click(app, "new_game")
    click(app, "confirm")
    assert app.top is table and table.state().moves == 0
    assert table.state().number != parse_game_number("5")
    assert Statistics.load(app.session.folder).variant_stats(CLASSIC).played == 1


def test_new_game_without_moves_needs_no_confirmation_and_counts_nothing(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "new_game")
    assert isinstance(app.top, TableScene)
    assert app.router.statistics.stats.variant_stats(CLASSIC).played == 0


def test_the_variant_buttons_deal_a_game_of_the_other_variant(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "variant.relaxed")
    assert app.router.table.state().variant.name == "relaxed"
    press(app, pygame.K_ESCAPE)
    assert app.top.buttons["variant.relaxed"].class_ids[-1] == "@chosen"
    assert app.top.buttons["variant.classic"].class_ids[-1] is None


def test_switching_the_language_re_renders_the_menu(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    assert app.top.buttons["continue"].text == "Weiterspielen"
    click(app, "options")
    assert app.top.labels["title"].text == "Optionen"
    click(app, "language")
    assert app.top.labels["title"].text == "Options"
    assert app.top.buttons["language"].text == "English"
    assert pygame.display.get_caption()[0] == "Forty Thieves"
    click(app, "back")
    assert isinstance(app.top, MenuScene)
    assert app.top.buttons["continue"].text == "Continue"
    assert app.top.buttons["quit"].text == "Quit"


def test_quit_in_the_menu_ends_the_loop(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    app.running = True
    click(app, "quit")
    assert app.running is False


def test_the_menu_works_from_the_keyboard(launch):
    app = launch(game_number="5")
    table = app.top
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_DOWN)                     # first: "Weiterspielen"
    assert app.top.focused == "continue"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)                     # "Neues Spiel", "Spielnummer eingeben …"
    assert app.top.focused == "game_number"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, GameNumberDialog)
    type_text(app, "777")                         # the field has the keys while it is focused
    press(app, pygame.K_RETURN)
    assert app.top is table and str(table.state().number) == "777"


def test_the_help_scrolls_with_the_keyboard(launch):
    from game.scenes.help import HelpScene

    app = launch(game_number="5", size=(720, 1280))
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    click(app, "help")
    assert isinstance(app.top, HelpScene)
    assert app.top.scroll_fraction == 0.0
    press(app, pygame.K_PAGEDOWN)
    pump(app, 0.5)
    middle = app.top.scroll_fraction
    assert 0.0 < middle < 0.5
    press(app, pygame.K_END)
    pump(app, 1.5)
    assert app.top.scroll_fraction > 0.99
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_a_resize_lays_every_open_overlay_out_again_and_keeps_the_typed_number(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    click(app, "game_number")
    type_text(app, "12")
    app.resize((720, 1280))
    pump(app, frames=2)
    window = pygame.Rect(0, 0, 720, 1280)
    assert app.top.entries["number"].get_text() == "12"
    for scene in (menu, app.top):
        assert window.contains(scene.panel_rect)
        for button in scene.buttons.values():
            assert scene.panel_rect.contains(button.rect), button.object_ids
    press(app, pygame.K_RETURN)
    assert str(app.router.table.state().number) == "12"
    assert pygame.display.get_caption()[0] == "Vierzig Räuber"
