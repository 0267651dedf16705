"""B1 after a mistake, on the table model and its indicator: the indicator never rests on a bare
"unknown"; an undecided position names the move that left the last winning line; "Zurück zu
gewinnbar" is offered only where the position is proved lost, says how many moves it takes back,
and one redo brings them all back (B16); with the indicator off the HUD shows neither the live
state nor a hint of it. (The same read apart in every language on the real app:
tests/solver_ui/test_live_state.py.)"""

from __future__ import annotations

from dataclasses import replace

from game import i18n
from game.advisor.link import LOST as LOST_STATE, SolverLink
from game.advisor.live import UNDECIDED_SECONDS, Live
from game.advisor.solutions import SolutionBook
from game.advisor.worker import SOLVE, Answer
from game.engine import CLASSIC, Game, Move
from game.table.actions import BackToWinnable, Play, Redo, TurnTalon
from game.table.table_model import NO_PLAYER, TableModel
from game.table.values import ShowNow
from solver import SolveResult, Verdict, solve
from tests.harness.solver import ScriptedWorker
from tests.positions import near_won_position

NEAR_WON = near_won_position()
NOTHING = SolveResult(Verdict.UNKNOWN)


def _model(position=NEAR_WON) -> tuple[TableModel, SolverLink, ScriptedWorker]:
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    model = TableModel(Game(position), lambda: replace(NO_PLAYER, show_winnability=True))
    model.attach_solver(link)
    return model, link, worker


def _answer(model: TableModel, worker: ScriptedWorker, link: SolverLink, result=NOTHING, dt: float = 0.02) -> bool:
    worker.ready = [Answer(SOLVE, link.token, result)]
    news, _ = model.poll_solver(dt)
    return news


def test_a_move_off_the_known_line_says_where_the_line_was_left_and_offers_no_jump_while_undecided():
    model, link, worker = _model()
    _answer(model, worker, link, SolveResult(Verdict.SOLVABLE, tuple(solve(NEAR_WON, 5).moves)))
    assert model.indicator.live(model.game).kind == Live.WINNABLE
    model.perform(Play(0, 1, 1))                  # ♥Q onto ♥K: off the line
    assert model.indicator.live(model.game).kind == Live.CHECKING             # the quick search has not answered yet
    assert not model.state().back_winnable_shown
    assert _answer(model, worker, link)                  # it answers "unknown": the HUD has news
    live = model.indicator.live(model.game)
    assert (live.kind, live.left_at) == (Live.LEFT_LINE, 1)
    # Undecided is not lost: a jump back from here could throw away a game that is still won.
    assert not model.state().back_winnable_shown and model.perform(BackToWinnable()) == []
    assert model.game.moves == 1


def test_back_to_winnable_only_when_proved_lost_says_how_far_and_one_redo_undoes_it():
    """Deal 2 on its shipped line for two moves, then three moves off it; the solver proves the
    position lost: the button offers the three moves back, and one redo brings all three back."""
    game = Game.new(2)
    line = SolutionBook().line(CLASSIC, "2")
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    model = TableModel(game, lambda: replace(NO_PLAYER, show_winnability=True))
    model.attach_solver(link)
    link.knowledge.assume_line(game.start, line)          # (known: the picture only asks whether it is)
    for text in line[:2]:
        model.push(Move.parse(text), model.game.position)
    link.knowledge.assume_line(game.position, line[2:])
    winnable = game.position.copy()
    for _ in range(3):
        model.push(next(m for m in game.legal_moves() if str(m) != (link.line_for(game.position) or ("",))[0]),
                   model.game.position)
    lost = game.position.copy()
    assert _answer(model, worker, link)                                  # undecided first …
    assert model.indicator.live(model.game).kind == Live.LEFT_LINE and model.back_winnable_moves() is None
    assert _answer(model, worker, link, SolveResult(Verdict.UNSOLVABLE))   # … then proved lost
    assert model.indicator.live(model.game).kind == Live.LOST
    assert model.state().back_winnable_shown and model.back_winnable_moves() == 3
    assert model.perform(BackToWinnable())[0] == ShowNow()
    assert model.game.position == winnable and model.indicator.live(model.game).kind == Live.WINNABLE and model.game.moves == 2
    effects = model.perform(Redo())                                 # one redo: the whole jump
    assert effects[0] == ShowNow() and model.game.position == lost and model.game.moves == 5
    assert not model.game.can_redo() and model.indicator.live(model.game).kind == Live.LOST


def test_with_no_line_known_checking_turns_into_undecided_within_the_patience():
    model, _link, _worker = _model(Game.new(617).position)
    model.perform(TurnTalon())
    assert model.indicator.live(model.game).kind == Live.CHECKING
    news = False
    waited = 0.0
    while waited < UNDECIDED_SECONDS + 1:                # the searches go on, none answers
        news |= model.poll_solver(0.5)[0] and model.indicator.live(model.game).kind == Live.OPEN
        waited += 0.5
    assert model.indicator.live(model.game).kind == Live.OPEN and news         # the table is told, so the HUD is drawn anew
    assert not model.state().back_winnable_shown               # nothing known to go back to


def test_a_lost_position_with_the_indicator_off_reads_nothing_like_you_can_win():
    """B16: with the indicator off (the default) a position proved lost kept a
    green "✓ lösbar ab Start". The deal's fact stays, as a fact of the deal: dim, no tick."""
    from game.scenes.tabletop.hud import hud_tags
    from game.view import theme

    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    game = Game.new(2)
    model = TableModel(game)
    model.attach_solver(link)
    link.knowledge.catalogue(game.variant, ["2"])
    for _ in range(4):
        model.push(game.legal_moves()[0], model.game.position)
    link.knowledge.note_lost(game.position)
    assert model.indicator.winnability(model.game) == LOST_STATE and not model.indicator.on
    tags = hud_tags(model.state())
    assert [tag.text for tag in tags if tag.fact] == ["· " + i18n.tr("hud.deal_fact")]
    assert all("✓" not in tag.text and tag.colour != theme.HUD_SOLVABLE for tag in tags)
    assert not model.state().back_winnable_shown               # nothing offers the live state either


def _lost_deal_2(model_game: Game | None = None) -> tuple[TableModel, SolverLink, ScriptedWorker]:
    """Deal 2 (catalogued solvable), four moves in, the indicator off (the default); the solver
    has proved the position lost, but nothing has told the player yet."""
    worker = ScriptedWorker()
    link = SolverLink(worker_factory=lambda: worker)
    game = model_game or Game.new(2)
    model = TableModel(game)
    model.attach_solver(link)
    link.knowledge.catalogue(game.variant, ["2"])
    for _ in range(4):
        model.push(game.legal_moves()[0], model.game.position)
    link.knowledge.note_lost(game.position)
    return model, link, worker


def _bar(model: TableModel) -> list[str]:
    from game.scenes.tabletop.hud import hud_tags

    return [tag.text for tag in hud_tags(model.state())]


def test_once_a_hint_has_said_no_longer_winnable_the_bar_says_so_too_and_never_this_deal_can_be_won():
    """Indicator off, the hint says "No longer winnable": the top bar says it
    too (and keeps saying it after more moves, which cannot win either), not "this deal can be won"."""
    from game.table.actions import Hint

    model, _link, _worker = _lost_deal_2()
    assert "· " + i18n.tr("hud.deal_fact") in _bar(model)         # not told yet: the deal's fact stands
    model.perform(Hint())
    reason = i18n.tr("reason.turn")
    assert model.state().hint_words == i18n.tr("hint.lost_play_on", reason=reason)   # the hint: not winnable
    lost = i18n.tr("hud.live.lost")
    assert lost in _bar(model) and "· " + i18n.tr("hud.deal_fact") not in _bar(model)
    model.perform(TurnTalon())                                   # a move on from a lost position: still lost
    assert model.indicator.winnability(model.game) != LOST_STATE  # (the solver has not looked at it yet)
    assert lost in _bar(model) and "· " + i18n.tr("hud.deal_fact") not in _bar(model)


def test_once_the_stuck_dialog_was_shown_the_bar_says_lost_until_an_undo_goes_back_before_it():
    from game.table.actions import Undo

    model, link, _worker = _lost_deal_2()
    link.knowledge.note_dead_end(model.game.position)
    model.tell_stuck(heard=True)                                 # the dialog stands, then "Tisch ansehen"
    lost = i18n.tr("hud.live.lost")
    assert lost in _bar(model) and "· " + i18n.tr("hud.deal_fact") not in _bar(model)
    model.perform(Undo())                                        # back before the told position: not known lost
    assert lost not in _bar(model) and "· " + i18n.tr("hud.deal_fact") in _bar(model)
