"""The new dialogs fit their text at every size and in every language (like tests/menu/test_layout)."""

from __future__ import annotations

import warnings

import pytest

from game import i18n
from game.engine import CLASSIC
from game.scenes.stuck import StuckDialog
from game.scenes.summary import SummaryScene
from game.storage.aids import Aid
from game.storage.ended import EndedGame
from game.storage.stats import GameSummary
from tests.harness.app import pump
from tests.harness.layout import SIZES, text_fits


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_stuck_dialog_and_summary_with_par_fit(launch, language):
    app = launch(game_number="5", language=language)
    router = app.router
    lost = GameSummary(EndedGame(CLASSIC, "5", False, 97, 352.0, (Aid.UNDO, Aid.HINT), undos=3, hints=1))
    for size in SIZES:
        app.resize(size)
        failed = SummaryScene(app, router.game, router.session.deals, router.game.solution, lost)
        failed.solution_failed = True
        for scene in (StuckDialog(app, router.game, router.dialogs), SummaryScene(app, router.game, router.session.deals, router.game.solution, lost), failed):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                app.push(scene)
                scene.rebuild()
                pump(app, frames=1)
            clipped = [str(w.message) for w in caught if "too small" in str(w.message)]
            clipped += [b.text for b in scene.buttons.values() if not text_fits(b, scene.scale)]
            assert not clipped, f"{type(scene).__name__} at {size} ({language}): {clipped}"
            app.pop()
