"""B1: the optional winnability indicator and "back to the last winnable position"; R16 dealing order."""

from __future__ import annotations

import time

import pygame

from game.advisor.link import LOST, UNKNOWN, WINNABLE, SolverLink
from game.advisor.worker import DEAD_END, SOLVE, Answer
from game.app import synthetic
from game.content import shipped_catalogue
from game.engine import CLASSIC, RELAXED, Game
from game.scenes.tabletop.geometry import TableSpot
from game.storage.settings import OPTIONS
from game.table.actions import Play
from game.table.events import GameStuck
from solver import SolveResult, Verdict, solve
from tests.harness.app import click, pump
from tests.harness.solver import ScriptedWorker
from tests.positions import near_won_position


def _mouse_click(app, pos) -> None:
    synthetic.post(synthetic.press(pos))
    pump(app, frames=1)
    synthetic.post(synthetic.release(pos))
    pump(app, frames=2)


def test_indicator_option_and_back_to_the_last_winnable_position(launch, monkeypatch):
    app = launch(game_number="5", animation_speed="off")
    router = app.router
    router.options.set_option(OPTIONS.named("animation_speed"), "off")
    router.options.set_option(OPTIONS.named("auto_play"), False)
    near_won = near_won_position()
    table = router.game.play_game(Game(near_won))
    assert not table.state().options.show_winnability                     # off by default
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    table.attach_solver(link)
    assert table.state().winnability == UNKNOWN
    line = solve(near_won, 5).moves
    worker.ready = [Answer(SOLVE, link.token, SolveResult(Verdict.SOLVABLE, tuple(line)))]
    pump(app, frames=2)
    assert table.state().winnability == WINNABLE
    table.act(Play(0, 1))                                      # ♥Q onto ♥K: off the line
    pump(app, frames=2)
    worker.ready = [Answer(DEAD_END, link.token, Verdict.DEAD_END)]   # (scripted: say this one is lost)
    told = app.router.game.table_event
    monkeypatch.setattr(app.router.game, "table_event",    # (no dead-end dialog over the table)
                        lambda event: None if isinstance(event, GameStuck) else told(event))
    pump(app, frames=2)
    assert table.state().winnability == LOST
    assert not table.state().back_winnable_shown                # the indicator is off: nothing shown
    router.options.set_option(OPTIONS.named("show_winnability"), True)
    pump(app, frames=1)
    assert "nicht mehr gewinnbar" in " ".join(t for t in table.on_screen().tags)
    assert table.state().back_winnable_shown
    for _ in range(2):                                    # "Alles ablegen" shows too: it comes first
        table.handle_event(synthetic.key(pygame.K_RIGHT)[0])
    assert table.on_screen().ring == ("back_winnable", 0)            # the keyboard ring visits it (B4)
    assert table.focus_rect() == table.spot(TableSpot.BACK_WINNABLE)
    _mouse_click(app, table.spot(TableSpot.BACK_WINNABLE).center)
    assert table.state().position == near_won
    assert table.state().winnability == WINNABLE


def test_the_option_is_in_the_options_screen(launch):
    app = launch(game_number="5")
    pump(app, 0.2)
    app.router.open_menu()
    pump(app, frames=2)
    click(app, "options")
    click(app, "show_winnability")
    assert app.session.preferences.saved.show_winnability is True
    assert app.router.table.state().options.show_winnability is True
    assert "Talon" in " ".join(label.text for key, label in app.top.labels.items() if key.startswith("winnability_note"))


def test_solvable_deals_come_in_the_player_s_order_and_are_remembered(launch):
    app = launch(language=None)
    catalogue = app.session.deals.player_order(CLASSIC)   # the catalogue, shuffled for this data folder
    assert sorted(catalogue, key=int) == sorted((str(entry.number) for entry in shipped_catalogue(CLASSIC)), key=int)
    assert str(app.router.table.state().number) == catalogue[0]
    assert app.router.table.state().deal_verified
    app.router.game.new_game()
    assert str(app.router.table.state().number) == catalogue[1]
    app.session.writer.flush()
    app = launch(language=None)           # a relaunch resumes the autosave …
    app.router.game.new_game()
    assert str(app.router.table.state().number) == catalogue[2]   # … and the next deal is the next unplayed


def test_a_deal_outside_the_catalogue_is_marked_solvable_once_the_worker_wins_it(launch, monkeypatch):
    import game.advisor.solutions
    import game.app.services.catalogue_deals
    from tests.harness.app import pump_until

    # An easy relaxed deal (the catalogue's shortest line), with the catalogue and its shipped
    # solutions hidden from the game, so that only the worker's own search can mark it solvable.
    pars = {str(entry.number): entry.par for entry in shipped_catalogue(RELAXED) if entry.par}
    number = min(pars, key=lambda n: pars[n])
    monkeypatch.setattr(game.app.services.catalogue_deals, "shipped_catalogue", lambda variant: [])
    monkeypatch.setattr(game.advisor.solutions, "load_solution_texts", lambda variant: {})
    app = launch(game_number=number, variant=RELAXED)
    table = app.router.table
    assert not table.state().deal_verified
    assert not any("lösbar" in text for text in table.on_screen().tags)
    assert pump_until(app, lambda: table.state().deal_verified, 60)
    # With the indicator off, a line the solver found during play is a hint of the live state:
    # only the catalogue's word shows. With it on, the deal's fact shows too.
    assert not any("lösbar" in text for text in table.on_screen().tags)
    app.router.options.set_option(OPTIONS.named("show_winnability"), True)
    assert any("lösbar ab Start" in text for text in table.on_screen().tags)


def test_a_deal_the_timed_bound_proves_lost_is_called_lost_from_the_start(launch):
    """Game 135 is lost before the first move (docs/solver.md, "the timed bound"): with the
    indicator on, the real solver says so within a few frames, without blaming a move."""
    app = launch(game_number="135", variant=CLASSIC, language="de")
    router = app.router
    router.options.set_option(OPTIONS.named("show_winnability"), True)
    table = router.table
    deadline = time.monotonic() + 30  # the solver runs in its own process: real seconds
    while table.state().winnability != LOST and time.monotonic() < deadline:
        pump(app, frames=1)
        time.sleep(0.01)
    assert table.state().winnability == LOST
    words = " ".join(t for t in table.on_screen().tags)
    assert "nicht gewinnbar" in words and "mehr" not in words
