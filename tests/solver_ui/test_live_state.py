"""B1 after a mistake, on the real app: the deal's catalogue fact and the live state are told
apart in every language, and with the indicator off the HUD shows no live state. (The rest of
B1 and B16 on the table model itself: tests/table/test_indicator_model.py.)"""

from __future__ import annotations

from game import i18n
from game.advisor.link import SolverLink
from game.advisor.worker import SOLVE, Answer
from game.engine import Game
from game.storage.settings import OPTIONS
from game.table.actions import Play
from solver import SolveResult, Verdict, solve
from tests.harness.app import pump
from tests.harness.solver import ScriptedWorker
from tests.positions import near_won_position

NEAR_WON = near_won_position()
NOTHING = SolveResult(Verdict.UNKNOWN)


def test_the_deal_fact_and_the_live_state_read_apart_in_every_language(launch):
    app = launch(game_number="5", animation_speed="off", auto_play=False)
    router = app.router
    table = router.game.play_game(Game(NEAR_WON))
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    table.attach_solver(link)
    worker.ready = [Answer(SOLVE, link.token, SolveResult(Verdict.SOLVABLE, tuple(solve(NEAR_WON, 5).moves)))]
    pump(app, frames=2)
    table.act(Play(0, 1))
    worker.ready = [Answer(SOLVE, link.token, NOTHING)]
    pump(app, frames=2)
    assert table.on_screen().live_words == ""             # the indicator is off: no live state …
    router.options.set_option(OPTIONS.named("show_winnability"), True)
    pump(app, frames=1)
    expected = {"de": "Stellung: offen – Gewinnweg bei Zug 1 verlassen",
                "en": "Position: undecided – winning line left at move 1",
                "fr": "Position\u00a0: incertaine – chemin gagnant quitté au coup 1"}
    for language, words in expected.items():
        i18n.set_language(language)
        shown = table.on_screen()
        assert shown.live_words == words and words in shown.tags
        assert "unbekannt" not in words and "unknown" not in words
    i18n.set_language("de")
    assert not table.state().back_winnable_shown         # undecided: no jump offered
