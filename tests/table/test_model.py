"""The table's rules-level behaviour on the `TableModel` alone: no window, no pygame, no app.

What a tap does, which move a hint shows, why a card cannot go, how far ▲/▼ reach — answered
by the model as plain data (`values.Effect`), which the scene then animates.
"""

from __future__ import annotations

import random
import subprocess
import sys

from hypothesis import given, settings, strategies as st

from game.advisor.link import SolverLink
from game.advisor.worker import DEAD_END, Answer
from game.engine import FOUNDATION, WASTE, Card, Game, Move, MoveKind, column_pile, run_length
from game.engine.needs import move_needs
from game.i18n import phrases
from game.table import runs
from game.table.actions import (
    BackToWinnable,
    ChooseColumn,
    Hint,
    Lift,
    LiftCard,
    Play,
    PutDown,
    Redo,
    ReopenStuck,
    RunFewer,
    RunMore,
    SendSelection,
    TurnTalon,
    Undo,
)
from game.table.events import EndShown, GameChanged, GameEnded, GameStuck, PositionLearnt
from game.table.hints import putting_back
from game.table.table_model import TableModel
from game.table.values import Deny, Fly, GlowsChanged, Pace, Sound
from solver import Verdict
from tests.harness.solver import ScriptedWorker
from tests.positions import NO_MOVE, build
from tools.positions import targets_position

BASE = {3: "JH", 4: "9D", 5: "8C", 6: "7H", 7: "KC", 8: "QS", 9: "TD", 10: "6C"}


def _random_play(seed: int, variant: str, moves: int) -> TableModel:
    """A dealt game after up to ``moves`` random legal moves (no auto-play)."""
    rng = random.Random(seed)
    model = TableModel(Game.new(seed % 10_000 + 1, variant))
    for _ in range(moves):
        legal = [m for m in model.game.legal_moves() if m.kind != MoveKind.FINISH]
        if not legal:
            break
        model.push(rng.choice(legal), model.game.position)
    return model


# --- taps and their answers ----------------------------------------------------------------------


def _words(model: TableModel) -> str:
    """What the message line says (the model's facts)."""
    message = model.state().message
    return message.text if message is not None else ""

def test_a_lone_card_with_one_target_flies_at_once_as_engine_steps():
    model = TableModel(Game(build({1: "KD 9S 8S", 2: "5D", **BASE}, waste="4D", foundations=[1] * 8)))
    assert model.game.legal_targets(WASTE, 1) == [1]
    effects = model.perform(Lift(WASTE, 1))
    fly = effects[0]
    assert isinstance(fly, Fly) and fly.pace == Pace.MOVE
    assert [(s.card, s.src, s.dst) for s in fly.steps] == [(s.card, s.src, s.dst) for s in model.game.history[-1].steps]
    assert effects[-1] == GameChanged() and model.game.moves == 1 and model.state().selection is None


def test_a_run_with_several_targets_is_lifted_with_its_targets_and_best_one():
    model = TableModel(Game(targets_position()))
    column = next(c for c in range(10) if len(model.game.legal_targets(c, 1)) > 1)
    cards = model.game.position.columns[column]
    assert model.perform(LiftCard(column, len(cards) - 1)) == []
    sel = model.state().selection
    assert sel is not None and (sel.src, sel.count) == (column, 1)
    assert list(sel.targets) == model.game.legal_targets(column, 1) and sel.best in sel.targets
    # The same column again (its number key) sends the run to the arrow's target.
    effects = model.perform(ChooseColumn(column))
    assert isinstance(effects[0], Fly) and model.game.move_list[-1].dst == sel.best


def test_a_card_that_cannot_go_is_refused_with_the_engines_reason():
    model = TableModel(Game(build(NO_MOVE, foundations=[1] * 8, waste="3H")))
    assert model.perform(LiftCard(0, 1)) == [Deny(column_pile(0), 1, rise=True), Sound.INVALID]
    assert _words(model) == "4♠ braucht 5♠ oder eine freie Spalte" and model.game.moves == 0
    assert model.perform(LiftCard(0, 0))[0] == Deny(column_pile(0), 2, rise=True)   # covered: ♦K under ♠4
    assert _words(model) == "K♦ ist zugedeckt: erst die Karten darauf ziehen"
    model.perform(Lift(WASTE, 1))
    assert _words(model) == phrases.refusal_text(move_needs(model.game.position, WASTE))
    model.perform(TurnTalon())
    assert _words(model) == ""   # the next action clears the reason


def test_an_illegal_move_shakes_its_source_and_changes_nothing():
    model = TableModel(Game(build(NO_MOVE, foundations=[1] * 8, waste="3H")))
    before = model.game.position.copy()
    assert model.perform(Play(0, 1, 1)) == [Deny(column_pile(0), 1), Sound.INVALID]
    assert model.game.position == before and model.game.moves == 0
    model.perform(Lift(WASTE, 1))
    assert model.state().selection is None   # ♥3 can go nowhere: refused, never lifted
    assert model.perform(SendSelection()) == []


def test_undo_and_redo_fly_back_and_forth_and_a_jump_back_shows_at_once():
    model = TableModel(Game.new(5))
    model.perform(TurnTalon())
    turned = model.game.position.copy()
    undo = model.perform(Undo())
    assert isinstance(undo[0], Fly) and undo[-1] == GameChanged() and model.game.moves == 0
    redo = model.perform(Redo())
    assert isinstance(redo[0], Fly) and model.game.position == turned
    assert model.perform(BackToWinnable()) == []   # no solver: nowhere known to jump back to


# --- hints ---------------------------------------------------------------------------------------------

def test_the_hint_shows_a_legal_move_and_says_why():
    model = TableModel(Game(build({1: "KD 9S 8S", 2: "5D", **BASE}, waste="4D", foundations=[1, 1, 4, 3, 1, 1, 1, 1])))
    assert model.perform(Hint()) == [GlowsChanged()]
    assert model.hints.glow is not None and model.game.is_legal(model.hints.glow.move)
    assert _words(model).startswith(phrases.hint_reason(model.game.position, model.hints.glow.move))   # then its source
    assert model.game.hints == 1


def test_a_hint_never_puts_back_the_card_just_moved():
    model = TableModel(Game(build({1: "KD 9S 8S", 2: "", **BASE}, foundations=[1] * 8)))
    model.perform(Play(0, 1, 1))                      # ♠8 into the empty column
    back = putting_back(model.game)
    assert back == [Move.play(1, 0, 1)]                     # ♠8 back onto its ♠9: the heuristic's favourite
    model.perform(Hint())
    assert model.hints.move is not None and model.hints.move not in back


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["classic", "relaxed"]), st.integers(0, 40))
def test_no_hint_ever_undoes_the_last_move(seed, variant, moves):
    model = _random_play(seed, variant, moves)
    model.perform(Hint())
    if model.hints.move is not None:
        assert model.game.is_legal(model.hints.move)
        assert model.hints.move not in putting_back(model.game)


# --- the selection bar (R10) ------------------------------------------------------------------------

def test_up_and_down_reach_from_one_card_to_the_whole_same_suit_run():
    model = TableModel(Game(build({1: "KD 9S 8S 7S", 2: "", **BASE}, foundations=[1] * 8)))
    model.perform(LiftCard(0, 1))                   # on ♠9: the whole run 9♠ 8♠ 7♠
    sel = model.state().selection
    assert (sel.src, sel.count, sel.limit) == (0, 3, model.game.run_limit(target_empty=False))
    assert model.perform(RunMore()) == [] and model.state().selection.count == 3    # ▲ stops at the run
    counts = []
    for _ in range(4):
        model.perform(RunFewer())
        counts.append(model.state().selection.count)
    assert counts == [2, 1, 1, 1]                                                  # ▼ stops at one card
    assert list(model.state().selection.targets) == model.game.legal_targets(0, 1)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["classic", "relaxed"]), st.integers(0, 30),
       st.lists(st.sampled_from([RunMore(), RunFewer()]), max_size=12))
def test_up_and_down_stay_within_the_same_suit_run(seed, variant, moves, presses):
    model = _random_play(seed, variant, moves)
    for column in range(10):
        cards = model.game.position.columns[column]
        most = run_length(cards)
        if most < 2 and len(model.game.legal_targets(column, 1)) < 2:
            continue   # a lone card flies to its one target (or is refused): nothing stays lifted
        model.perform(Lift(column, most))
        if model.state().selection is None:
            continue   # refused: no part of the run can go anywhere
        assert runs.most(model.game, model.state().selection) == most
        for action in presses:
            before = model.state().selection.count
            assert model.perform(action) == []
            count = model.state().selection.count
            assert 1 <= count <= most and abs(count - before) <= 1
            assert list(model.state().selection.targets) == model.game.legal_targets(column, count)
            if model.state().selection.best is not None:
                assert model.state().selection.best in model.state().selection.targets
        model.perform(PutDown())
        assert model.state().selection is None


def test_the_waste_card_has_no_bar():
    model = TableModel(Game(build({1: "5D", 2: "", **BASE}, waste="9H 4D", foundations=[1] * 8)))
    assert model.game.legal_targets(WASTE, 1) == [0, 1]
    model.perform(Lift(WASTE, 1))
    assert model.state().selection is not None and model.state().selection.src == WASTE
    assert model.perform(RunMore()) == [] and model.state().selection.count == 1


# --- the clock and the win -------------------------------------------------------------------------------

def test_the_clock_waits_for_the_player_and_stops_with_the_winning_move():
    model = TableModel(Game(build({1: "KS"}, foundations=[13, 13, 13, 13, 13, 13, 13, 12], talon_next_first="")))
    assert not model.tick(0.5) and model.state().seconds == 0.0   # no input yet
    model.wake_clock()
    assert model.state().clock_running and model.tick(1.0)
    effects = model.perform(Play(0, FOUNDATION, 1))
    assert isinstance(effects[0], Fly) and not model.state().clock_running
    assert effects[-1] == GameEnded(won=True) and model.state().won and model.state().over   # counted now
    assert model.perform(Undo()) == [] and model.state().moves == 1   # a won game is over: nothing more is played
    assert model.win_lands() == [Sound.WIN]                          # the last card landed
    assert model.win_shown() == [EndShown()] and model.win_shown() == []   # its end is shown once
    model.wake_clock()
    assert not model.state().clock_running


def test_a_proved_dead_end_is_told_once_the_cards_have_landed():
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    model = TableModel(Game.new(7))
    model.attach_solver(link)
    worker.ready = [Answer(DEAD_END, link.token, Verdict.DEAD_END)]   # the solver proves it …
    assert model.poll_solver(0.02) == (True, [PositionLearnt()]) and model.stuck_pending and not model.stuck   # … not yet told
    assert model.tell_stuck(heard=True) == [GameStuck()] and model.stuck and not model.stuck_pending
    assert model.perform(ReopenStuck()) == [GameStuck()]   # the table's pill opens it again
    model.perform(TurnTalon())
    assert not model.stuck                                  # a new position: the solver says again
    assert model.tell_stuck(heard=False) == []             # nobody shows the dialog: nothing offered


def test_the_model_runs_without_pygame():
    code = "import sys, game.table.table_model; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0, "the model imported pygame"


# --- one tap, the obvious place ----------------------------------------------

def test_a_card_whose_only_target_is_where_it_came_from_lifts_instead_of_flying_back():
    model = TableModel(Game(build({1: "KH QH", 2: "KH", **BASE})))
    model.perform(LiftCard(0, 1))                           # ♥Q's only target: column 2
    assert model.game.moves == 1 and model.game.position.columns[1][-1].rank == 12
    assert model.perform(LiftCard(1, 1)) == []             # a habitual second tap: lifted
    sel = model.state().selection
    assert sel is not None and sel.targets == (0,) and model.game.moves == 1
    model.perform(SendSelection())                            # sent back only when asked again
    assert model.game.moves == 2


def test_a_waste_card_whose_only_target_is_the_column_a_card_just_left_for_a_foundation_flies():
    """♦K from column 1 up, then the waste's ♠5, whose only target is that empty
    column, flies at once — the waste (-1) is not the foundation (-1) the ♦K went to."""
    model = TableModel(Game(build({1: "KD", 2: "9H", **BASE}, waste="5S", foundations=[0, 0, 12, 0, 0, 0, 0, 0])))
    model.perform(Play(0, FOUNDATION, 1))
    assert model.game.position.columns[0] == [] and model.game.legal_targets(WASTE, 1) == [0]
    model.perform(Lift(WASTE, 1))
    assert model.state().selection is None and model.game.moves == 2
    assert [str(c) for c in model.game.position.columns[0]] == [str(Card.parse("5S"))]


def test_a_column_card_that_came_from_the_waste_flies_to_its_only_target_a_foundation():
    """The mirror case: the waste's ♥5 (not safe: one ♥4 is still down) into empty column 2, then
    its only target is a foundation: a tap sends it up — it came from the waste, not from there."""
    model = TableModel(Game(build({1: "9H", **BASE}, waste="5H", foundations=[0, 0, 0, 0, 4, 0, 0, 0])))
    model.perform(Play(WASTE, 1, 1))
    assert model.game.legal_targets(1, 1) == [FOUNDATION]
    model.perform(Lift(1, 1))
    assert model.state().selection is None and model.game.moves == 2 and model.game.position.columns[1] == []


def test_two_taps_on_a_card_with_several_targets_send_it_to_its_best_target():
    model = TableModel(Game(targets_position()))
    column = next(c for c in range(10) if len(model.game.legal_targets(c, 1)) > 1)
    cards = model.game.position.columns[column]
    model.perform(LiftCard(column, len(cards) - 1))
    best = model.state().selection.best
    model.perform(SendSelection())
    assert model.game.history[-1].move.dst == best and model.game.moves == 1
