"""The first start shows a newcomer where the help is; later starts do not."""

from __future__ import annotations

from game import i18n
from tests.harness.app import pump


def test_the_first_start_says_where_the_help_is_and_a_later_one_does_not(launch):
    app = launch(game_number="5")
    table = app.router.table
    words = table.state().message_text
    assert "Hilfe" in words and "☰" in words, words
    pump(app, frames=2)
    again = launch(game_number="5")
    assert "Hilfe" not in again.router.table.state().message_text


def test_the_welcome_is_in_every_language():
    for language in i18n.LANGUAGES:
        text = i18n.tr_for(language, "table.welcome")
        assert "☰" in text and i18n.tr_for(language, "menu.help") in text, (language, text)
