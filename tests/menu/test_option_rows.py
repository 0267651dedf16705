"""The options screen is the table of options: its rows, their order, their labels
and words come from `game.storage.settings.OPTIONS`, and a click on any option of the table
changes it for the running game and in settings.json — whatever applies it."""

from __future__ import annotations

from game.i18n import tr
from game.scenes.options import OptionsScene, value_text
from game.speech.outputs import RecordingOutput
from game.storage.files import DataDir
from game.storage.option_fields import Option
from game.storage.settings import OPTIONS, load_settings
from tests.harness.app import click, open_from_menu


def test_the_screens_rows_are_the_table_in_its_order(launch):
    app = launch(game_number="5")
    options = open_from_menu(app, "options", OptionsScene)
    assert [key for key in options.buttons if key != "back"] == list(OPTIONS.names)
    for option in OPTIONS:
        assert options.labels[f"{option.name}.label"].text == tr(option.label)
        assert options.buttons[option.name].text == value_text(option, app.settings.value(option))


def test_a_click_on_any_option_applies_it_and_remembers_it(launch, tmp_path):
    app = launch(game_number="5")
    app.speech.open_reader = lambda language: RecordingOutput()     # speech switched on: never aloud
    open_from_menu(app, "options", OptionsScene)
    remembered = [load_settings(DataDir(tmp_path))]

    def flip(option: Option) -> None:
        before = app.settings.value(option)
        click(app, option.name)
        after = option.after(before)
        assert app.settings.value(option) == after, option
        assert app.top.buttons[option.name].text == value_text(option, after), option
        remembered.append(remembered[-1].with_value(option, after))
        assert load_settings(DataDir(tmp_path)) == remembered[-1], option

    for option in OPTIONS:
        if option.needs is not None and app.settings.value(option.needs) is not True:
            assert not app.top.buttons[option.name].is_enabled, f"{option} waits for {option.needs}"
            flip(option.needs)
        flip(option)
    assert app.session.sounds.board.enabled is False                     # sound: off
    assert app.speech.on                                                   # speech: auto → on
    assert app.router.table.state().options.auto_play is False
