"""Options remembered across launches, the autosave resumed exactly, notices told once, CLI precedence."""

from __future__ import annotations

import json

import pygame

from game.content import shipped_catalogue
from game.engine import CLASSIC, Game, format_board
from game.scenes.dialogs import NoticeDialog
from game.scenes.options import OptionsScene
from game.scenes.tabletop.scene import TableScene
from game.storage.files import DataDir
from game.storage.settings import OPTIONS, SETTINGS_FILE, Settings, save_settings
from game.table.values import Sound
from tests.harness.app import click, open_from_menu, press, pump


def open_options(app) -> OptionsScene:
    return open_from_menu(app, "options", OptionsScene)


def test_every_option_toggles_applies_and_persists_into_a_new_app(launch, tmp_path):
    app = launch(game_number="5")
    options = open_options(app)
    assert options.buttons["auto_play"].text == "An" and app.router.table.state().options.auto_play
    for name in ("only_solvable", "auto_play", "sound", "four_colour", "large_cards"):
        click(app, name)
    click(app, "animation_speed")          # normal → fast
    click(app, "animation_speed")          # fast → off
    assert app.top.buttons["auto_play"].text == "Aus"
    assert app.top.buttons["animation_speed"].text == "Aus"
    config = app.settings
    assert (config.auto_play, config.four_colour, config.large_cards, config.animation_speed) == (False, True, True, "off")
    assert app.router.table.state().options.auto_play is False
    assert app.session.sounds.board.enabled is False
    saved = json.loads(DataDir(tmp_path).file(SETTINGS_FILE).read_text())
    assert saved["only_solvable"] is False and saved["sound"] is False and saved["animation_speed"] == "off"

    app = launch(game_number="6")
    options = open_options(app)
    assert [options.buttons[n].text for n in ("only_solvable", "auto_play", "sound", "four_colour", "large_cards")] == ["Aus", "Aus", "Aus", "An", "An"]
    assert options.buttons["animation_speed"].text == "Aus"
    assert app.settings.four_colour and app.settings.large_cards and not app.settings.auto_play
    assert app.session.sounds.board.enabled is False


def test_the_saved_language_is_used_unless_lang_is_given(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(language="en"))
    app = launch(language=None)
    assert app.settings.language == "en"
    app = launch(language="de")
    assert app.settings.language == "de"


def test_a_relaunch_resumes_position_undo_history_redo_and_clock(launch):
    app = launch(game_number="12345")
    table = app.top
    pump(app, 1.5)
    for _ in range(3):
        press(app, pygame.K_SPACE)
        pump(app, 0.4)
    press(app, pygame.K_z, pygame.KMOD_CTRL)      # one undone: a redo list to keep
    pump(app, 3.0)
    before = (format_board(table.state().position), [str(m) for m in table.copy_game().move_list],
              [str(m) for m in table.copy_game().redo_list], table.copy_game().undos)
    clock = table.seconds()
    assert before[1] and before[2] and clock > 3
    app.router.close()                            # quitting saves the clock as it is now

    app = launch()                                 # no --game: the autosave comes back
    table = app.top
    assert isinstance(table, TableScene)
    after = (format_board(table.state().position), [str(m) for m in table.copy_game().move_list],
             [str(m) for m in table.copy_game().redo_list], table.copy_game().undos)
    assert after == before
    assert abs(table.seconds() - clock) < 0.11
    moves = table.state().moves
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.state().moves == moves - 1, "the undo history came back too"


def test_a_damaged_file_is_told_once_in_a_dialog(launch, tmp_path):
    DataDir(tmp_path).file(SETTINGS_FILE).write_text("{ not json")
    app = launch()
    pump(app, frames=2)
    assert isinstance(app.top, NoticeDialog)
    assert "settings.json" in " ".join(label.text for label in app.top.labels.values())
    click(app, "ok")
    assert isinstance(app.top, TableScene)
    pump(app, 0.5)
    assert isinstance(app.top, TableScene)
    app = launch()                                 # the file was kept aside: nothing more to tell
    pump(app, frames=3)
    assert isinstance(app.top, TableScene)


def test_table_events_make_sounds_and_the_option_silences_them(launch):
    app = launch(game_number="5")
    sounds = app.session.sounds.board
    heard: list[tuple[str, bool]] = []
    original = sounds.play
    sounds.play = lambda name: heard.append((name, original(name))) or heard[-1][1]
    pump(app, 2.0)                                # the deal, and its ace going up (R12)
    heard.clear()
    if pygame.mixer.get_init():
        pygame.mixer.stop()                       # the deal's sounds hold every channel of the dummy driver
    press(app, pygame.K_SPACE)                    # a talon card turns and lands
    pump(app, 0.6)
    assert heard[0] == ("turn", sounds.available)
    options = open_options(app)
    assert isinstance(options, OptionsScene)
    click(app, "sound")
    heard.clear()
    if pygame.mixer.get_init():
        pygame.mixer.stop()
    app.session.sounds.hear(Sound.CARD_PLACED)
    assert heard == [("place", False)]


def test_f11_is_remembered_like_the_option(launch, tmp_path):
    app = launch(game_number="5")
    pump(app, 0.2)
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    assert json.loads(DataDir(tmp_path).file(SETTINGS_FILE).read_text())["fullscreen"] is True
    options = open_options(app)
    assert options.buttons["fullscreen"].text == "An"
    click(app, "fullscreen")
    assert app.settings.fullscreen is False
    assert json.loads(DataDir(tmp_path).file(SETTINGS_FILE).read_text())["fullscreen"] is False


def test_only_solvable_deals_come_from_the_catalogue_and_skip_won_ones(launch, tmp_path):
    catalogue = [str(entry.number) for entry in shipped_catalogue(CLASSIC)]
    if not catalogue:
        return  # no catalogue shipped: every deal is random, nothing to check
    app = launch(language=None)
    router = app.router
    assert str(router.table.state().number) in catalogue
    for number in catalogue[1:]:                   # every deal but the first is won already
        router.statistics.stats.records[CLASSIC][number] = 100
    router.game.play_game(Game.new(catalogue[1]))      # (and the one on the table is another)
    router.game.new_game()
    assert str(router.table.state().number) == catalogue[0]
    router.options.set_option(OPTIONS.named("only_solvable"), False)
    router.game.new_game()
    assert str(router.table.state().number) not in catalogue
