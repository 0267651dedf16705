"""`SolverLink`: the table's one door to the background solver — which question to ask when,
and what the answers mean for the position on the table.

It joins two parts and adds the table's point of view:

- `game.advisor.knowledge.SolverKnowledge` — what is known (winning lines, lost positions, dead
  ends, solvable deals), from the worker, the shipped solutions and the autosave;
- `game.advisor.jobs.SolverJobs` — the questions put to the worker, with the tokens that tell
  a current answer from a stale one, and the wake-up (`AnswerBell`) its answers ring.

What it decides, for the position on the table: after every move (and undo, redo, new deal)
a dead-end check once the talon is used up (R17), then a short search for a winning line
(hints, the best-target arrow, the winnability indicator — B1), then, while the position stays
and the player thinks, searches twice as long each until one answers or the cap is reached
(the next move cancels the running one at once).

No pygame here: the table polls `poll()` when it updates and gets `LinkEvent`s back.
"""

from __future__ import annotations

from collections.abc import Callable

from game.advisor.jobs import (
    DEAD_END_SECONDS,
    DEAL_SOLVE_SECONDS,
    IDLE_SOLVE_SECONDS,
    QUICK_SOLVE_SECONDS,
    AnswerBell,
    SolverJobs,
    Worker,
)
from game.advisor.knowledge import LOST, UNKNOWN, WINNABLE, SolverKnowledge, Winnability
from game.advisor.solutions import SolutionBook
from game.advisor.worker import DEAD_END, Answer, SolverWorker
from game.engine import Game, Move, Position
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum
from game.storage.known import Known
from solver import SolveResult, Verdict

__all__ = ["DEAD_END_SECONDS", "DEAL_SOLVE_SECONDS", "HINT_PATIENCE", "IDLE_SOLVE_SECONDS", "LOOK_SECONDS",
           "LOST", "QUICK_SOLVE_SECONDS", "UNKNOWN", "WINNABLE", "LinkEvent", "SolverLink", "Winnability"]

HINT_PATIENCE = 0.6         # R14: the hint waits for the quick search at most this long, then shows the heuristic move
LOOK_SECONDS = 1.0          # a sleeping loop looks at a searching worker this often (its answers wake it too)


class LinkEvent(TextEnum):
    """What `poll` hands to the table."""

    STUCK = "stuck"              # the current position is a dead end (R17, proved)
    LINE = "line"                # a winning line for the current position is now known
    SEARCHED = "searched"        # the quick search ended without a line (a waiting hint gives up)
    DEAL_LINE = "deal_line"      # the solution of the deal (asked by `solve_deal`) arrived
    DEAL_FAILED = "deal_failed"  # … or the solver could not find one in its budget
    DEAL_LOST = "deal_lost"      # … or the solver proved that the deal cannot be won


STUCK, LINE, SEARCHED, DEAL_LINE, DEAL_FAILED, DEAL_LOST = LinkEvent


class SolverLink:
    """The background solver as the table sees it (see the module docstring).

    ``knowledge`` and ``jobs`` are its parts (read them; tests and tools teach the knowledge
    through its methods). ``enabled`` False: nothing is asked (hints are heuristic only).
    """

    def __init__(self, worker_factory: Callable[[], Worker] = SolverWorker,
                 auto_play: Callable[[], bool] = lambda: False,
                 idle_budgets: tuple[float, ...] = IDLE_SOLVE_SECONDS,
                 book: SolutionBook | None = None, wake: Callable[[], None] | None = None) -> None:
        self.knowledge = SolverKnowledge(book, auto_play)
        self.jobs = SolverJobs(worker_factory, AnswerBell(wake), idle_budgets)
        self.enabled = True
        self.position: Position | None = None   # the position on the table (None while the deal is searched)
        self.game: Game | None = None
        self.quick_done = False     # the quick search for the current position has answered
        self.deal_line: tuple[str, ...] | None = None
        self._events: list[LinkEvent] = []     # known at once, handed out by the next `poll`
        # The last answer of each question asked every frame, with what it was asked about.
        self._verdict: tuple[tuple[object, ...], Winnability] | None = None
        self._back: tuple[tuple[object, ...], int | None] | None = None

    # --- the parts, as the table and the tools read them -------------------------------------------

    @property
    def facts(self) -> int:
        """Grows with every fact learnt: a reader may cache what it shows until it changes."""
        return self.knowledge.facts

    @property
    def token(self) -> int:
        return self.jobs.token

    @property
    def idle_step(self) -> int:
        return self.jobs.idle_step

    @property
    def worker(self) -> Worker:
        return self.jobs.worker

    @property
    def started(self) -> bool:
        return self.jobs.started

    @property
    def busy(self) -> bool:
        return self.jobs.busy

    @property
    def expecting(self) -> bool:
        """`poll` has or will have something to hand out: events known at once, or a job running."""
        return bool(self._events) or self.jobs.busy

    def prepare(self) -> None:
        """The player touches the table (pointer, key): a move and its questions may follow at
        once. The worker gets ready for them: its process starts now if a quiet spell ended it
        (`worker.QUIET_SECONDS`), so the first answer after a pause comes as fast as any."""
        if self.enabled:
            self.jobs.prepare()

    def close(self) -> None:
        """Stop the worker: no process is left behind."""
        self.jobs.close()

    # --- the table tells -----------------------------------------------------------------------

    def new_deal(self, game: Game, verified: bool = False) -> None:
        """A deal (or the same again) is on the table; ``verified``: the catalogue says solvable.

        A catalogued deal comes with its shipped solution (`game.advisor.solutions`): learnt here, it
        makes the deal winnable from the first move, and hints and "Lösung zeigen" need no search.
        """
        self.deal_line = None
        self.game = game
        self.knowledge.dealt(game, verified)
        self.changed(game)

    def changed(self, game: Game) -> None:
        """The position on the table changed (a move, undo, redo, new deal): ask what is needed.

        The worker's process is started by its manager thread with the first job, so even the
        first deal never makes a frame wait for it.
        """
        knowledge = self.knowledge
        self.game = game
        position = game.position.copy()
        self.position = position
        self.jobs.new_position()
        self.quick_done = knowledge.line_for(position) is not None or knowledge.is_lost(position)
        self._events = [e for e in self._events if e != STUCK]
        if knowledge.is_dead_end(position) and not game.is_won():
            self._events.append(STUCK)      # back on a proved dead end (undo): say it again
        if not self.enabled or game.is_won():
            self.jobs.forget_position()
            return
        asked = False
        if position.talon_spent() and not knowledge.is_dead_end(position) and knowledge.line_for(position) is None:
            self.jobs.ask_dead_end(position)
            asked = True
        if not self.quick_done:
            self.ask()
            asked = True
        if not asked:
            self.jobs.forget_position()

    def ask(self) -> None:
        """Make sure the quick search for the current position runs (a hint on a fresh deal)."""
        if self.position is None or self.quick_done or not self.enabled or self.position.is_won():
            return
        self.jobs.ask_quick(self.position)

    def solve_deal(self, game: Game, known: tuple[str, ...] | None = None) -> None:
        """Find a winning line from the deal's start ("Lösung zeigen", par): a DEAL_LINE,
        DEAL_FAILED or DEAL_LOST event follows. ``known``: a line already at hand (no search)."""
        start = game.start
        line = known or self.knowledge.line_for(start)
        if line is not None:
            self.deal_line = tuple(line)
            self.jobs.drop_deal()
            self._events.append(DEAL_LINE)
            return
        if self.knowledge.is_lost(start):
            self.jobs.drop_deal()
            self._events.append(DEAL_LOST)  # proved already (the indicator's search at move 0)
            return
        self.position = None
        self.jobs.ask_deal(start)

    # --- what is known ---------------------------------------------------------------------------

    def line_for(self, position: Position) -> tuple[str, ...] | None:
        return self.knowledge.line_for(position)

    def known_deal_line(self, game: Game) -> tuple[str, ...] | None:
        """A winning line from ``game``'s deal known without a search: one learnt this session, or
        the catalogue's shipped solution (learnt now, once it replays to a win)."""
        knowledge = self.knowledge
        line = knowledge.line_for(game.start)
        if line is None and knowledge.book is not None and game.number is not None:
            shipped = knowledge.book.line(game.variant, str(game.number))
            if shipped is not None and knowledge.learn(game, game.start, shipped):
                line = knowledge.line_for(game.start)
        return line

    def next_move(self, position: Position) -> Move | None:
        """The next move of a known winning line from ``position``, or None."""
        return self.knowledge.next_move(position)

    def winnability(self, position: Position) -> Winnability:
        """B1: WINNABLE (a line is known), LOST (proved) or UNKNOWN (asked every frame: cached)."""
        if position is self.position or position == self.position:
            key: tuple[object, ...] = (self.jobs.token, self.knowledge.facts)
            if self._verdict is None or self._verdict[0] != key:
                self._verdict = (key, self.knowledge.winnability(position))
            return self._verdict[1]
        return self.knowledge.winnability(position)

    def is_verified(self, game: Game) -> bool:
        """The deal is known solvable: in the catalogue, or a line was found from its start."""
        return self.knowledge.is_verified(game)

    def is_catalogued(self, game: Game) -> bool:
        """The catalogue says the deal is solvable: a fact of the deal, known before any search."""
        return self.knowledge.is_catalogued(game)

    def last_winnable(self, game: Game) -> int | None:
        """How many undos lead back to the newest position known winnable (B1+), or None (cached)."""
        key: tuple[object, ...] = (self.jobs.token, self.knowledge.facts, game.moves)
        if self._back is None or self._back[0] != key:
            self._back = (key, self.knowledge.last_winnable(game))
        return self._back[1]

    # --- a resumed game (B16) ---------------------------------------------------------------

    def seed(self, game: Game, known: Known) -> None:
        """A resumed game: learn again what was known when it was saved (``known``), so the
        indicator says from its first frame what it said at the close; then ask what is still
        needed. A line that does not replay to a win teaches nothing. Call after `new_deal`."""
        knowledge = self.knowledge
        history = game.history
        if known.line_at is not None and known.line_at <= len(history):
            at = game.position if known.line_at == len(history) else history[known.line_at].before
            knowledge.learn(self.game, at.copy(), known.line)
        if known.lost and knowledge.line_for(game.position) is None:
            knowledge.note_lost(game.position)
        self.changed(game)
        if known.searched and knowledge.winnability(game.position) == UNKNOWN:
            self.quick_done = True   # what it knew stands at once; the longer searches still come

    # --- answers -------------------------------------------------------------------------------

    def poll(self) -> list[LinkEvent]:
        """Take the worker's answers for the current position and the deal; events for the table."""
        events, self._events = self._events, []
        current, deal = self.jobs.answers()
        events.extend(self._deal_answer(answer) for answer in deal)
        position = self.position
        if position is None:
            return events
        for answer in current:
            event = self._answer(position, answer)
            if event is not None:
                events.append(event)
        return events

    def _answer(self, position: Position, answer: Answer) -> LinkEvent | None:
        """What one answer about the position on the table teaches, and the event it makes."""
        knowledge = self.knowledge
        if answer.kind == DEAD_END:
            if answer.result is Verdict.DEAD_END and not position.is_won():
                knowledge.note_dead_end(position)
                return STUCK
            return None
        result = answer.result
        event: LinkEvent | None = None
        match result:
            case SolveResult(verdict=Verdict.SOLVABLE):
                knowledge.learn(self.game, position, tuple(result.moves))
                event = LINE
            case SolveResult(verdict=Verdict.UNSOLVABLE):
                knowledge.note_lost(position)
                event = SEARCHED
            case SolveResult() | Verdict():   # no answer in time: a longer search
                if not self.quick_done:
                    event = SEARCHED
                self.jobs.ask_longer(position)
            case _:
                assert_never(result)
        self.quick_done = True
        return event

    def _deal_answer(self, answer: Answer) -> LinkEvent:
        result, game = answer.result, self.game
        if game is None:
            return DEAL_FAILED
        match result:
            case SolveResult(verdict=Verdict.SOLVABLE):
                self.deal_line = tuple(result.moves)
                self.knowledge.learn(game, game.start, self.deal_line)
                return DEAL_LINE
            case SolveResult(verdict=Verdict.UNSOLVABLE):
                self.knowledge.note_lost(game.start)
                return DEAL_LOST
            case SolveResult() | Verdict():
                return DEAL_FAILED
            case _:
                assert_never(result)
