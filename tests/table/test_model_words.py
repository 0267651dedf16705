"""What the table model says is true in every state (B16), on the
`TableModel` alone: a hint never contradicts the reminder or the indicator, a hint counts once
per position, and cards that go up by themselves are explained."""

from __future__ import annotations

from dataclasses import replace

from game.advisor.link import SolverLink
from game.engine import Card, Game, Move
from game.i18n import phrases, tr, trn
from game.table.actions import BackToWinnable, Hint, TurnTalon, Undo
from game.table.table_model import NO_PLAYER, TableModel
from tests.harness.solver import ScriptedWorker
from tests.positions import build

# ♣3 on column 1, ♣2 on column 2, one ♣2 up already: ♣2 up makes ♣3 safe (R12).
CLUBS = {1: "3C", 2: "2C", 3: "KH", 4: "QH", 5: "JH", 6: "TH", 7: "9H", 8: "8H", 9: "7H", 10: "6H"}


def _with_link(game: Game, show: bool = True) -> tuple[TableModel, SolverLink]:
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    model = TableModel(game, lambda: replace(NO_PLAYER, show_winnability=show))
    model.attach_solver(link)
    return model, link


def test_a_hint_to_turn_a_card_says_the_tables_move_can_wait():
    """The line says "turn a card" while the table has a move: the hint says the move can wait
    and the talon's reminder steps aside (they read as a contradiction side by side)."""
    model, link = _with_link(Game.new(2))
    assert model.answers.table_has_move
    link.knowledge.assume_line(model.game.position, ("t",))
    model.perform(Hint())
    assert model.hints.move == Move.turn() and model.hints.on_talon()
    assert model.messages.text.startswith(tr("reason.turn_first")) and tr("reason.turn_first") != tr("reason.turn")
    model.perform(TurnTalon())
    assert not model.hints.on_talon()


def test_a_hint_in_a_lost_position_says_so_and_points_at_the_way_back():
    game = Game.new(2)
    model, link = _with_link(game, show=False)         # the indicator off: the hint still tells the truth
    link.knowledge.assume_line(game.position, ("2>1",))
    for _ in range(4):
        model.push(game.legal_moves()[0], model.game.position)
    link.knowledge.note_lost(game.position)
    assert not model.state().back_winnable_shown              # the player chose not to see the live state …
    model.perform(Hint())
    assert model.hints.glow is not None and model.hints.glow.back and model.hints.move is None
    assert model.messages.text == trn("hint.lost_back", 4)
    assert model.state().back_winnable_shown and model.back_winnable_moves() == 4   # … until they asked
    model.perform(BackToWinnable())
    assert game.moves == 0 and not model.state().back_winnable_shown


def test_a_hint_in_a_lost_deal_offers_a_move_only_to_play_on():
    model, link = _with_link(Game.new(2))
    link.knowledge.note_lost(model.game.position)           # lost from the deal: nothing to go back to
    model.perform(Hint())
    assert model.hints.move is not None and model.back_winnable_moves() is None
    reason = phrases.hint_reason(model.game.position, model.hints.move, model.answers.table_has_move)
    assert model.messages.text == tr("hint.lost_play_on", reason=reason)


def test_asking_again_for_the_same_position_counts_one_hint():
    model = TableModel(Game.new(2))
    for _ in range(5):
        model.perform(Hint())
    assert model.game.hints == 1
    model.perform(TurnTalon())
    model.perform(Hint())
    model.perform(Hint())
    assert model.game.hints == 2


def test_a_card_that_auto_play_sends_up_is_named_with_its_reason():
    model = TableModel(Game(build(CLUBS, foundations=[2, 1, 0, 0, 0, 0, 0, 0])), lambda: replace(NO_PLAYER, auto_play=True))
    model.push(Move.parse("2>f"), model.game.position)                        # ♣2 up; ♣3 follows by itself
    assert model.messages.text == "3♣ ging von selbst hoch: beide 2♣ liegen oben, auf 3♣ kommt nichts mehr"
    model.perform(Undo())
    assert model.messages.text == ""
    off = TableModel(Game(build(CLUBS, foundations=[2, 1, 0, 0, 0, 0, 0, 0])), lambda: NO_PLAYER)
    off.push(Move.parse("2>f"), off.game.position)
    assert off.messages.text == ""                       # nothing went up by itself: nothing to say


def test_auto_play_reasons_for_an_ace_and_for_several_cards():
    assert phrases.auto_play_reason([Card(1, 3)]) == "A♠ ging von selbst hoch: auf ein Ass wird nie gebaut"
    assert phrases.auto_play_reason([Card(2, 1), Card(3, 1)]).startswith("2♦ 3♦ gingen von selbst hoch")
    many = [Card(2, 1), Card(3, 1), Card(4, 1), Card(1, 3), Card(2, 3)]   # more than three: counted, each suit's highest
    assert phrases.auto_play_reason(many) == "5 Karten gingen von selbst hoch, bis 4♦ 2♠"


def test_a_hint_says_where_it_comes_from():
    """From a known winning line, or a rule of thumb with no line known: the hint says which."""
    model, link = _with_link(Game.new(2))
    link.knowledge.assume_line(model.game.position, ("t",))
    model.perform(Hint())
    assert model.messages.text.endswith(tr("hint.from_line"))
    bare = TableModel(Game.new(2))                                  # no solver: only the rule of thumb
    bare.perform(Hint())
    assert bare.hints.move is not None and bare.messages.text.endswith(tr("hint.guess"))


def test_a_guess_proved_lost_afterwards_says_so_at_once():
    """A hint given as a guess (no line known yet) on a position the solver then proves lost is
    news: the hint turns at once into "no longer winnable" and the way back, without a new press."""
    game = Game.new(2)
    model, link = _with_link(game, show=False)
    link.knowledge.assume_line(game.position, ("2>1",))
    for _ in range(3):
        model.push(game.legal_moves()[0], model.game.position)
    model.perform(Hint())
    model.poll_solver(60.0)                                         # the patience runs out: a guess
    assert model.hints.move is not None and model.messages.text.endswith(tr("hint.guess"))
    link.knowledge.note_lost(game.position)
    model.poll_solver(0.1)
    assert model.hints.glow is not None and model.hints.glow.back
    assert model.messages.text == trn("hint.lost_back", 3)
