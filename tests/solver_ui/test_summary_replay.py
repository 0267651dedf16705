"""B3 par in the summary; B2 "Lösung zeigen" replays the solver's line from the deal to a win."""

from __future__ import annotations

from game.advisor.link import WINNABLE
from game.advisor.solutions import SolutionBook
from game.content import player_moves, shipped_catalogue
from game.engine import CLASSIC, RELAXED, Variant
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.replay import ReplayScene
from game.storage.settings import OPTIONS
from game.table.actions import Play, TurnTalon
from tests.harness.app import click, label_text, pump, pump_until

RELAXED_DEAL = "573"



def _pars(variant: Variant) -> dict[str, int | None]:
    """The shipped catalogue of ``variant``: number → par."""
    return {str(entry.number): entry.par for entry in shipped_catalogue(variant)}

def test_par_shows_beside_the_moves_and_the_solution_replays_to_a_win(launch):
    app = launch(game_number=RELAXED_DEAL, variant=RELAXED)
    router = app.router
    router.options.set_option(OPTIONS.named("animation_speed"), "off")
    table = router.table
    table.act(TurnTalon())
    pump(app, frames=2)
    router.game.give_up()
    summary = app.top
    assert isinstance(summary, SummaryScene)
    par = _pars(RELAXED)[RELAXED_DEAL]
    assert label_text(summary, "par") == str(par)
    click(app, "show_solution")
    assert pump_until(app, lambda: isinstance(app.top, ReplayScene), 30), "no replay"
    replay = app.top
    replay.control("speed")
    replay.control("speed")                                  # 4 moves a second
    pump(app, seconds=1.5)
    played = replay.index
    assert played >= 3                                       # it plays by itself …
    replay.control("pause")
    pump(app, seconds=1.0)
    assert replay.index == played                            # … pauses …
    while not replay.state().won and not replay.failed and replay.index < len(replay.line):
        replay.control("step")                               # … and steps (the rest, quickly)
        pump(app, frames=1)
    assert not replay.failed
    assert replay.state().won
    assert replay.before[-1] == par                          # "Zug n von N" counts like the par
    pump(app, frames=3)
    replay.control("back")
    assert app.top is summary


def test_par_of_a_deal_outside_the_catalogue_is_found_now(launch):
    """Counted like the catalogue's par: in player moves, so the cards that auto-play sends up
    (listed in the solver's line) do not count."""
    catalogue = _pars(RELAXED)
    number = next(str(n) for n in range(1, 400) if str(n) not in catalogue)
    app = launch(game_number=number, variant=RELAXED)
    router = app.router
    start = router.table.copy_game().start
    router.game.give_up()
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert pump_until(app, lambda: label_text(app.top, "par").isdigit(), 40)
    line = router.session.solver.line_for(start)
    assert line is not None
    par = int(label_text(app.top, "par"))
    assert par == player_moves(start, list(line))
    assert par < len(line)   # the line lists the safe cards' moves too


def test_a_catalogued_deal_comes_with_its_solution(launch):
    """The shipped line: winnable from the first move, and "Lösung zeigen" starts at once,
    with no search (the solver's process is not even started), the par its length."""
    number = next(iter(_pars(CLASSIC)))
    app = launch(game_number=number, variant=CLASSIC)
    router = app.router
    game = router.table.copy_game()
    line = router.session.solver.line_for(game.start)
    assert line == SolutionBook().line(CLASSIC, number)
    assert router.session.solver.winnability(game.position) == WINNABLE
    router.game.give_up()
    summary = app.top
    assert label_text(summary, "par") == str(player_moves(game.start, list(line)))
    assert label_text(summary, "par") == str(_pars(CLASSIC)[number])
    click(app, "show_solution")
    pump(app, frames=2)
    assert isinstance(app.top, ReplayScene)
    assert app.top.line == line
    assert not router.session.solver.started


def test_a_deal_proved_unwinnable_says_so_instead_of_offering_a_solution(launch):
    """Game 135 cannot be won (the timed bound proves it at the start): the summary names no
    par, says why, and does not offer a solution that cannot exist."""
    app = launch(game_number="135", variant=CLASSIC)
    router = app.router
    router.game.give_up()
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert pump_until(app, lambda: label_text(app.top, "par") == "keins – nicht lösbar", 30)
    assert "nicht zu gewinnen" in label_text(app.top, "solution_note")
    assert not app.top.buttons["show_solution"].is_enabled


def test_a_pasted_position_won_in_one_move_names_itself_offers_no_number_and_has_par_one(launch):
    """A pasted position has no game number ("Spiel –" read as a bug, and "Nummer
    kopieren" copied a dash), and its one-move win is not a par of 0 (auto-play needs a move)."""
    from game.engine import FOUNDATION, Game, format_board, parse_board
    from tests.harness.app import wait_for
    from tests.positions import build

    one_left = parse_board(format_board(build({1: "KS"}, foundations=[13] * 7 + [12], talon_next_first="")))
    app = launch(game_number="5", animation_speed="off")
    table = app.router.game.play_game(Game(one_left))
    assert player_moves(one_left, ["1>f"]) == 1
    table.act(Play(0, FOUNDATION))
    wait_for(app, SummaryScene)
    summary = app.top
    assert "copy" not in summary.buttons
    assert label_text(summary, "game") == "Eingefügte Stellung · Klassisch"
    assert pump_until(app, lambda: label_text(app.top, "par").isdigit(), 40)
    assert label_text(app.top, "par") == "1"
