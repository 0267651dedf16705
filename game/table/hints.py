"""`Hints`: which move a hint shows, what glows for it and what it says (R14, B1) — a part the
table model holds, kept apart from the model's other actions so each can be read and tested alone.

A hint never contradicts the table: in a position the solver proved lost it says so (and how
many moves "Zurück zu gewinnbar" takes back) instead of offering a move as if it helped; a
hint to turn a talon card while the table has a move says that the move can wait (the
talon's reminder steps aside meanwhile).
"""

from __future__ import annotations

from collections.abc import Callable

from game import i18n
from game.advisor import link as solver_link
from game.advisor.best_target import best_move
from game.engine import FOUNDATION, TALON_PILE, WASTE, Game, Move, MoveKind, column_pile, foundation_pile
from game.engine.exhaustive import assert_never
from game.i18n import phrases
from game.table.clock import Wait
from game.table.events import Effect, LineWanted
from game.table.messages import MessageLine, Tone
from game.table.values import GlowsChanged, HintGlow


def putting_back(game: Game) -> list[Move]:
    """The plays that would move the cards just moved back where they came from: a hint never
    suggests them (after 8♠ went from ♠9 to the other ♠9, "8♠ back" would only undo it)."""
    history = game.history
    last = history[-1].move if history else None
    if last is None or last.kind != MoveKind.PLAY or last.src == WASTE or last.dst == FOUNDATION:
        return []
    return [Move.play(last.dst, last.src, count) for count in range(1, last.count + 1)]


def hint_move(game: Game, line_move: Move | None) -> Move | None:
    """The move to hint: the winning line's ``line_move`` when it is legal and does not put the
    last move back, else the heuristic's best move (None: no move found)."""
    back = putting_back(game)
    if line_move is None or not game.is_legal(line_move) or line_move in back:
        return best_move(game.position, avoid=back)
    return line_move


def hint_glow(move: Move) -> HintGlow:
    """What glows for ``move``: the talon, "Alles ablegen", or its source and target."""
    match move.kind:
        case MoveKind.TURN | MoveKind.REDEAL:
            return HintGlow(move, TALON_PILE, None)
        case MoveKind.FINISH:
            return HintGlow(move, None, None, finish=True)
        case MoveKind.PLAY:
            target = foundation_pile(-1) if move.dst == FOUNDATION else column_pile(move.dst)
            return HintGlow(move, move.source_pile(), target)
        case _:
            assert_never(move.kind)


class Hints:
    """The hint of the table model (a part it holds): which move glows (``glow``, ``move``) and
    whether the hint waits for the solver (``wait``); its words go to the model's message line."""

    def __init__(self, messages: MessageLine, told_lost: Callable[[Game], None] = lambda game: None) -> None:
        self.messages = messages
        self.told_lost = told_lost    # the hint said the position is lost (`Indicator.tell_lost`)
        self.glow: HintGlow | None = None
        self.move: Move | None = None
        self.wait: Wait | None = None
        self.guessed = False          # the hint showing is a rule of thumb's (no winning line was known)

    def reset(self) -> None:
        """A new deal: no hint, none waited for."""
        self.glow = self.move = self.wait = None
        self.guessed = False   # the hint showing is a rule of thumb's (no winning line was known)

    def clear(self) -> None:
        """The next action has come: the glow goes (the hinted move is remembered)."""
        self.glow = None

    def stop_waiting(self) -> None:
        """The position changed: a hint waiting for the solver's line waits no more."""
        self.wait = None

    def ask(self, game: Game, solver: solver_link.SolverLink | None, table_has_move: bool) -> list[Effect]:
        """Glow a source and a target, with a few words why (R14, B1).

        The move comes from a winning line when the solver knows one; while it is still
        searching the hint waits (a "…" on the button) up to HINT_PATIENCE seconds for it,
        then falls back to the heuristic move (`poll`) — frames never wait. Asking again
        for the same position shows the hint again but counts once (`Game.note_hint`)."""
        if self.wait is not None:
            return []   # already waiting for the solver
        game.note_hint()
        move = solver.next_move(game.position) if solver is not None else None
        if (move is None and solver is not None and solver.enabled and not solver.quick_done
                and solver.winnability(game.position) != solver_link.LOST):
            solver.ask()        # a fresh deal is searched only from the first move or hint on
            self.wait = Wait(solver_link.HINT_PATIENCE)
            return []
        return self.show_move(game, solver, move, table_has_move)

    def poll(self, dt: float, game: Game, solver: solver_link.SolverLink, events: list[solver_link.LinkEvent],
             table_has_move: bool) -> list[Effect]:
        """A waiting hint after ``dt`` more seconds: shown once the solver's line (or its search's
        end, or the patience's end) has come."""
        if self.wait is None:
            if self.guessed and self.glow is not None and solver.winnability(game.position) == solver_link.LOST:
                return self.show_lost(game, solver.last_winnable(game), table_has_move)   # news: the guess was lost
            return []
        self.wait.update(dt)
        line_move = solver.next_move(game.position)
        if line_move is not None or solver_link.SEARCHED in events or self.wait.done:
            return self.show_move(game, solver, line_move, table_has_move)
        return []

    def show_move(self, game: Game, solver: solver_link.SolverLink | None, move: Move | None,
                  table_has_move: bool) -> list[Effect]:
        """Glow ``move`` (None, illegal or putting back: the heuristic's best move) and say why;
        in a position proved lost, say that instead (`show_lost`)."""
        self.wait = None
        if solver is not None and solver.winnability(game.position) == solver_link.LOST:
            return self.show_lost(game, solver.last_winnable(game), table_has_move)
        line_move = move
        move = hint_move(game, move)
        if move is None:
            self.messages.show(i18n.tr("no_hint"))
            return [GlowsChanged()]
        source = i18n.tr("hint.from_line") if move == line_move else i18n.tr("hint.guess")   # where it comes from
        self.messages.show(" ".join((phrases.hint_reason(game.position, move, table_has_move), source)), Tone.HINT)
        self.move = move
        self.glow = hint_glow(move)
        self.guessed = move != line_move
        return [GlowsChanged()]

    def show_lost(self, game: Game, back: int | None, table_has_move: bool) -> list[Effect]:
        """No move wins from here (proved): the hint says so. With a winnable position ``back``
        moves back, "Zurück zu gewinnbar" glows and says how many moves it takes back; with none
        known (a lost deal), the heuristic's move is offered for playing on, and called that."""
        self.move = None
        self.guessed = False
        self.told_lost(game)
        if back is not None:
            self.messages.show(i18n.trn("hint.lost_back", back), Tone.HINT)
            self.glow = HintGlow(None, None, None, back=True)
            return [GlowsChanged()]
        move = hint_move(game, None)
        if move is None:
            self.messages.show(i18n.tr("hint.lost"), Tone.HINT)
            return [GlowsChanged()]
        reason = phrases.hint_reason(game.position, move, table_has_move)
        self.messages.show(i18n.tr("hint.lost_play_on", reason=reason), Tone.HINT)
        self.move = move
        self.glow = hint_glow(move)
        return [GlowsChanged()]

    def show_line(self, game: Game, solver: solver_link.SolverLink | None) -> list[Effect]:
        """"Lösung ab hier zeigen": the known winning line from ``game``'s position, for the owner to
        replay (`LineWanted`), counted as help like a hint (`Game.note_hint`); none known: nothing."""
        line = solver.line_for(game.position) if solver is not None else None
        if not line:
            return []
        game.note_hint()
        return [LineWanted(game.position.copy(), tuple(line))]

    def due(self) -> float | None:
        """Seconds until a hint that waits for the solver gives up waiting (None: none waits)."""
        wait = self.wait
        return max(0.0, wait.duration - wait.elapsed) if wait is not None else None

    def on_talon(self) -> bool:
        """Does the shown hint point at the talon (turn a card, redeal)? The talon's reminder
        steps aside: the hint's own words say the table's move can wait."""
        return on_talon(self.glow)


def on_talon(glow: HintGlow | None) -> bool:
    """Does ``glow`` hint at the talon (turn a card, redeal)? The talon's reminder steps aside
    while it glows (`Hints.on_talon`, `news.news_between`)."""
    return glow is not None and glow.move is not None and glow.move.kind in (MoveKind.TURN, MoveKind.REDEAL)
