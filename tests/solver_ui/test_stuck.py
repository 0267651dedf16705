"""R17: the dead-end dialog comes on a proved dead end, never while a card can still go up."""

from __future__ import annotations

import pygame

from game.advisor.worker import DEAD_END, Answer
from game.engine import Card, Game, MoveKind
from game.scenes.stuck import StuckDialog
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage.settings import OPTIONS
from game.table.actions import Play, TurnTalon
from game.table.events import GameStuck, TableEvent
from solver import Verdict
from tests.harness.app import click, click_at, press, pump, pump_until
from tests.harness.solver import STUCK, table_with_scripted_solver
from tests.positions import build, near_won_position
from tools.positions import stuck_after_last_turn

FOUNDATIONS = [8, 8, 10, 10, 10, 10, 10, 10]


def test_the_dialog_appears_on_a_dead_end_and_its_buttons_work(launch):
    app = launch(game_number="5", animation_speed="off")
    router = app.router
    stuck = dict(STUCK)
    stuck[9] = "QS KS"             # ♠Q may still move onto this ♠K — which frees nothing that can go up
    p = build(stuck, foundations=FOUNDATIONS, talon_next_first="")
    table = router.game.play_game(Game(p))
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20), "no dead-end dialog"
    press(app, pygame.K_ESCAPE)                       # look at the table …
    assert app.top is table
    move = next(m for m in table.copy_game().legal_moves() if m.kind == MoveKind.PLAY)
    table.act(Play(move.src, move.dst, move.count))        # … a move changes nothing: still stuck
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10)
    click(app, "undo")                                # "Zug zurück": one move back …
    assert table.state().moves == 0
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10)   # … still a dead end: said again
    click(app, "give_up")                             # "Aufgeben" → the summary
    assert isinstance(app.top, SummaryScene)


def test_no_dialog_while_one_card_can_still_go_up(launch):
    app = launch(game_number="5", animation_speed="off")
    near = dict(STUCK)
    near[3], near[7], near[10] = "KD QC", "QS KH QH", "KS JS JC"    # ♣J→♣Q frees ♠J to go up
    p = build(near, foundations=FOUNDATIONS, talon_next_first="")
    table = app.router.game.play_game(Game(p))
    link = app.router.session.solver
    # Wait until the worker has answered about this very position, then a little longer.
    assert pump_until(app, lambda: link.started and not link.busy and link.quick_done, 20)
    pump(app, frames=20)
    assert app.top is table
    assert not link.knowledge.is_dead_end(p)


def _spy_on_stuck(app, table, monkeypatch) -> list[tuple[bool, bool, list]]:
    """Record, each time the table calls for the dead-end dialog, whether cards were still in the
    air, whether the picture equalled the engine's position, and what the waste showed."""
    seen: list[tuple[bool, bool, list]] = []
    original = app.router.game.table_event

    def spy(event: TableEvent) -> None:
        if isinstance(event, GameStuck):
            state, shown = table.state(), table.on_screen()
            seen.append((shown.busy, shown.in_step, list(state.position.waste) if shown.in_step else None))
        original(event)

    monkeypatch.setattr(app.router.game, "table_event", spy)
    return seen


def test_the_dialog_comes_over_the_true_position_after_the_last_talon_card(launch, monkeypatch):
    """R17 after the talon's last card is turned: not while it flies (the old picture, talon still
    drawn), but once it lies on the waste — with the real worker and animations at normal speed."""
    app = launch(game_number="5")
    router = app.router
    table = router.game.play_game(Game(stuck_after_last_turn()))
    seen = _spy_on_stuck(app, table, monkeypatch)
    pump(app, frames=2)
    click_at(app, table.talon_point())                       # a real click turns the ♠K
    assert table.state().position.talon == [] and table.on_screen().busy   # the engine has it; the card flies
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20), "no dead-end dialog"
    assert seen == [(False, True, [Card.parse("KS")])]
    shown = table.on_screen()
    assert not shown.busy and shown.in_step and table.state().position.talon == []


def test_a_dead_end_proved_while_cards_fly_waits_for_them_to_land(launch, monkeypatch):
    app, table, worker, link = table_with_scripted_solver(launch)
    app.router.options.set_option(OPTIONS.named("animation_speed"), "normal")
    seen = _spy_on_stuck(app, table, monkeypatch)
    table.act(TurnTalon())                                              # a card in the air …
    assert table.on_screen().busy
    worker.ready = [Answer(DEAD_END, link.token, Verdict.DEAD_END)]  # … when the proof arrives
    pump(app, frames=1)
    assert not isinstance(app.top, StuckDialog) and table.on_screen().busy
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 5)
    assert seen == [(False, True, list(table.state().position.waste))]


def test_look_at_the_table_closes_the_dialog_and_a_button_on_the_table_reopens_it(launch):
    app = launch(game_number="5", animation_speed="off")
    table = app.router.game.play_game(Game(stuck_after_last_turn()))
    table.act(TurnTalon())
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20)
    assert app.top.buttons["look"].text == "Tisch ansehen"
    click(app, "look")                                              # "Tisch ansehen"
    assert app.top is table and table.state().stuck
    assert table.spot(TableSpot.STUCK) is not None                  # "Festgefahren – was nun?" on the table
    pump(app, frames=30)
    assert app.top is table                                         # it does not come back by itself
    click_at(app, table.spot(TableSpot.STUCK).center)
    assert isinstance(app.top, StuckDialog)
    press(app, pygame.K_ESCAPE)                                     # Esc looks at the table too
    assert app.top is table and table.state().stuck
    press(app, pygame.K_RIGHT)                                      # the keyboard ring reaches the button
    assert table.on_screen().ring == ("stuck", 0) and table.focus_rect() == table.spot(TableSpot.STUCK)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, StuckDialog)
    click(app, "give_up")                                           # given up: the button is gone
    assert isinstance(app.top, SummaryScene) and not table.state().stuck


def test_the_dialog_offers_the_way_back_to_the_last_winnable_position_saying_how_many_moves(launch):
    """From a proved dead end the dialog itself offers "Zurück zu gewinnbar" with its
    count (not only a hint does), and takes those moves back as one unit."""
    from game.advisor.link import WINNABLE, SolverLink
    from game.advisor.worker import SOLVE
    from solver import SolveResult, solve
    from tests.harness.solver import ScriptedWorker

    app = launch(game_number="5", animation_speed="off", language="en")
    router = app.router
    router.options.set_option(OPTIONS.named("auto_play"), False)
    near_won = near_won_position()
    table = router.game.play_game(Game(near_won))
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    table.attach_solver(link)
    worker.ready = [Answer(SOLVE, link.token, SolveResult(Verdict.SOLVABLE, tuple(solve(near_won, 5).moves)))]
    pump(app, frames=2)
    assert table.state().winnability == WINNABLE
    table.act(Play(0, 1))                                      # ♥Q onto ♥K: off the line …
    pump(app, frames=2)
    worker.ready = [Answer(DEAD_END, link.token, Verdict.DEAD_END)]   # … (scripted) a dead end
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10), "no dead-end dialog"
    dialog = app.top
    assert dialog.buttons["back_winnable"].text == "Back to winnable: 1 move"
    click(app, "back_winnable")
    assert app.top is table
    assert table.state().position == near_won and table.state().winnability == WINNABLE


def test_without_a_winnable_position_known_the_dialog_offers_no_way_back(launch):
    app = launch(game_number="5", animation_speed="off")
    table = app.router.game.play_game(Game(stuck_after_last_turn()))
    table.act(TurnTalon())
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20)
    assert "back_winnable" not in app.top.buttons and "undo" in app.top.buttons


def test_restart_in_the_dialog_warns_that_the_game_counts_as_lost_as_the_menu_s_restart_does(launch):
    """"Neustart" in the dead-end dialog asks first, with the menu's words;
    Cancel goes back to the dialog with nothing lost, the confirm restarts the deal."""
    from game.i18n import tr
    from game.scenes.dialogs import ConfirmDialog
    from tests.harness.app import label_text

    app = launch(game_number="5", animation_speed="off")
    stuck = dict(STUCK)
    stuck[9] = "QS KS"
    table = app.router.game.play_game(Game(build(stuck, foundations=FOUNDATIONS, talon_next_first="")))
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 20)
    press(app, pygame.K_ESCAPE)
    move = next(m for m in table.copy_game().legal_moves() if m.kind == MoveKind.PLAY)
    table.act(Play(move.src, move.dst, move.count))                # a move made: the game is in progress
    assert pump_until(app, lambda: isinstance(app.top, StuckDialog), 10)
    click(app, "restart")
    assert isinstance(app.top, ConfirmDialog) and label_text(app.top, "question") == tr("confirm.restart")
    assert table.state().moves == 1                              # nothing restarted yet
    click(app, "cancel")
    assert isinstance(app.top, StuckDialog) and table.state().moves == 1
    dialog = app.top
    click(app, "restart")
    click(app, "confirm")
    assert table.state().moves == 0 and not table.state().over   # the deal from its start …
    assert app.top is table or (isinstance(app.top, StuckDialog) and app.top is not dialog)   # (… a dead end too: said again)
