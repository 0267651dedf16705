"""No text is clipped: every screen, every language, phone to 4K, with the longest game numbers.

pygame-gui warns ("Label Rect is too small for text") whenever a label cannot show its text;
building every scene under ``warnings.catch_warnings`` turns each clipped label into a failure.
Every screen built in every language also asks for no id that the catalogues lack.
"""

from __future__ import annotations

import warnings

import pytest

from game import i18n
from game.content import Grade
from game.engine import CLASSIC, RELAXED, Game, parse_game_number
from game.scenes.daily_calendar import DailyCalendarScene
from game.scenes.dialogs import ConfirmDialog, GameNumberDialog, NoticeDialog, SecondCopyDialog, launch_dialog
from game.scenes.help import HelpScene
from game.scenes.history_screen import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.options import OptionsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.summary import SummaryScene
from game.storage.aids import Aid
from game.storage.ended import EndedGame, ended_game
from game.storage.stats import GameSummary, GradeStats, RecordOutcome, VariantStats
from tests.harness.app import pump
from tests.harness.layout import LONG_NUMBER, SIZES, text_fits


def scenes(app):
    router = app.router
    help_ = (Aid.UNDO, Aid.HINT)
    i18n_long = GameSummary(EndedGame(RELAXED, LONG_NUMBER, False, 1234, 3 * 3600 + 5.0, help_, undos=99, hints=99),
                            RecordOutcome(False, 1000), 1000)
    record = GameSummary(EndedGame(CLASSIC, "ms8589934591", True, 97, 352.0, help_, undos=3, hints=1),
                         RecordOutcome(True, 104), 97)
    first = GameSummary(EndedGame(CLASSIC, LONG_NUMBER, True, 97, 352.0, help_, undos=3, hints=1),
                        RecordOutcome(False, None, True), 97)
    clean = GameSummary(EndedGame(RELAXED, LONG_NUMBER, True, 97, 352.0, daily="2026-11-30", undos=0, hints=0),
                        RecordOutcome(True, 104, clean=True), 97)
    helped = GameSummary(EndedGame(CLASSIC, "ms8589934591", True, 97, 352.0, (*help_, Aid.WINNABILITY, Aid.SOLUTION),
                                   undos=3, hints=1), RecordOutcome(False, None, True), 97)
    yield MenuScene(app, router.menu)
    yield OptionsScene(app, router.options)
    yield StatisticsScene(app, router.statistics, router.dialogs)
    yield DailyCalendarScene(app, router.daily, CLASSIC)
    yield HelpScene(app)
    yield SummaryScene(app, router.game, router.session.deals, router.game.solution, i18n_long)
    impossible = SummaryScene(app, router.game, router.session.deals, router.game.solution, i18n_long)
    impossible.par_state = "impossible"     # the solver proved the deal cannot be won: the longest par text
    yield impossible
    yield SummaryScene(app, router.game, router.session.deals, router.game.solution, record)
    yield SummaryScene(app, router.game, router.session.deals, router.game.solution, first)
    yield SummaryScene(app, router.game, router.session.deals, router.game.solution, clean)
    yield SummaryScene(app, router.game, router.session.deals, router.game.solution, helped)
    yield HistoryScene(app, router.statistics)
    yield ConfirmDialog(app, lambda: "x " * 80, lambda: "OK", lambda: None)
    yield launch_dialog(app, LONG_NUMBER, 99999, LONG_NUMBER, RELAXED, lambda: None)
    number = GameNumberDialog(app, lambda n: None)
    yield number
    yield NoticeDialog(app, lambda: "settings.json " * 20)
    yield SecondCopyDialog(app, lambda: None)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_label_is_too_small_for_its_text(launch, language):
    # Ids other tests asked for on purpose (the made-up variants' names) are theirs, not these screens'.
    asked_before = set(i18n.missing_ids())
    app = launch(game_number="5", language=language)
    app.router.game.play_game(Game.new(parse_game_number(LONG_NUMBER)), clock_seconds=36000.0)
    app.router.statistics.stats.by_variant[CLASSIC] = VariantStats(123456, 99999, 4321, 9876, 36000.0 * 9, 1234,
                                                           88888, 36000.0 * 7, 999)
    app.router.statistics.stats.by_grade[RELAXED][Grade.HARD] = GradeStats(123456, 99999)
    for i in range(3):
        app.router.statistics.history.add(ended_game(RELAXED, LONG_NUMBER, i == 0, 99999, 36000.0 * 9, (), daily="2025-01-01"))
    for size in SIZES:
        app.resize(size)
        for scene in scenes(app):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                app.push(scene)
                if isinstance(scene, GameNumberDialog):
                    scene.entries["number"].set_text("9" * 41)
                    scene.submit()
                pump(app, frames=1)
            clipped = [str(w.message) for w in caught if "too small" in str(w.message)]
            clipped += [button.text for button in scene.buttons.values() if not text_fits(button, scene.scale)]
            assert not clipped, f"{type(scene).__name__} at {size} ({language}): {clipped}"
            app.pop()
    assert not set(i18n.missing_ids()) - asked_before
