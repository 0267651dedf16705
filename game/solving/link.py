"""The table's side of the background solver: which job to ask when, and what the answers mean.

Why a separate module: the worker (`game.solving.worker`) only runs jobs; the table only draws. This
module decides, for the position on the table,

- after every move (and undo, redo, new deal): a dead-end check once the talon is used up
  (R17), then a short search for a winning line (hints, the best-target arrow, the
  winnability indicator — B1), then, while the position stays and the player thinks,
  searches twice as long each until one answers or the cap is reached (the next move
  cancels the running one at once);
- what is known: winning lines are cached *along the whole line* (every position the line
  passes through maps to the rest of the line), so a player who follows a hint keeps a
  known-winnable position without asking again, and undoing back onto the line is known too;
- which deals are verified solvable (the catalogue's, or a line found from the deal).

No pygame here: the table polls `poll()` when it updates and gets plain events back; ``wake``
(set by the app) is called from the worker's thread when an answer arrives, so a sleeping
loop wakes for it. The worker is made lazily on the first job, so start-up never waits for it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from game.engine import Game, Move, MoveError, Position
from game.engine.rules import apply_move
from game.engine.text_enum import TextEnum
from game.solving.solutions import SolutionBook
from game.solving.worker import DEAD_END, SOLVE, SolverWorker
from game.storage.known import Known
from solver import SolveResult, Verdict

# Budgets in seconds (see docs/solver-in-game.md for why these).
DEAD_END_SECONDS = 1.0      # R17: "should answer within a second"
QUICK_SOLVE_SECONDS = 0.5   # R14: the hint waits for this search …
HINT_PATIENCE = 0.6         # … at most this long, then shows the heuristic move
# After a quick "unknown", while the position stays: each search twice as long as the one
# before, up to the cap (then the indicator stays "unbekannt" and the process rests). It starts
# at 8 s, not 1 s: the solver splits a budget among its portfolio's attempts, so a short
# search cuts off the very attempts that find a line, and a longer one finds it *sooner*
# (python -m tools.indicator_bench, 32 off-line first moves: 1,2,4,… answered 29 within 10 s,
# nine of them after 4.3–9.3 s; 8,16,… answered 30, all within 2.5 s but one). A found line
# ends a search at once, so a long budget costs nothing when the position is easy.
IDLE_SOLVE_SECONDS = (8.0, 16.0, 32.0, 64.0)
DEAL_SOLVE_SECONDS = 20.0   # "Lösung zeigen" / par: a whole deal from the start
LOOK_SECONDS = 1.0          # a sleeping loop looks at a searching worker this often (its answers wake it too)

class Winnability(TextEnum):
    """What the indicator and the arrow may say about the position on the table (B1)."""

    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"



class LinkEvent(TextEnum):
    """What `poll` hands to the table."""

    STUCK = "stuck"              # the current position is a dead end (R17, proved)
    LINE = "line"                # a winning line for the current position is now known
    SEARCHED = "searched"        # the quick search ended without a line (a waiting hint gives up)
    DEAL_LINE = "deal_line"      # the solution of the deal (asked by `solve_deal`) arrived
    DEAL_FAILED = "deal_failed"  # … or the solver could not find one in its budget
    DEAL_LOST = "deal_lost"      # … or the solver proved that the deal cannot be won



WINNABLE, LOST, UNKNOWN = Winnability
STUCK, LINE, SEARCHED, DEAL_LINE, DEAL_FAILED, DEAL_LOST = LinkEvent

class SolverLink:
    """What the background solver knows about the game on the table (see the module docstring)."""

    def __init__(self, worker_factory: Callable[[], SolverWorker] = SolverWorker,
                 auto_play: Callable[[], bool] = lambda: False,
                 idle_budgets: tuple[float, ...] = IDLE_SOLVE_SECONDS) -> None:
        self._worker_factory = worker_factory
        self.wake: Callable[[], None] | None = None   # the app's: an answer is ready (any thread)
        self.idle_budgets = idle_budgets   # the searches after the quick one (see IDLE_SOLVE_SECONDS)
        self.idle_step = 0                 # how many of them were asked for the current position
        self.auto_play = auto_play     # asks the player's R12 option (its one home is the settings)
        self._worker: SolverWorker | None = None
        self.token = 0
        self.position: Position | None = None
        self.game: Game | None = None
        self.lines: dict[Position, tuple[str, ...]] = {}   # position → rest of a winning line
        self.lost: set[Position] = set()                   # proved: no win from here
        self.dead: set[Position] = set()                    # proved: no card can go up (R17)
        self.verified: set[tuple[str, str]] = set()         # (variant, number) known solvable
        self.catalogued: set[tuple[str, str]] = set()       # … of those, the catalogue's (known before play)
        self.book: SolutionBook | None = None                # the catalogue's shipped solutions
        self.quick_done = False     # the quick search for the current position has answered
        self.deal_line: tuple[str, ...] | None = None
        self._deal_token: int | None = None
        self._deal_key: tuple[str, str] | None = None
        self._events: list[LinkEvent] = []     # known at once, handed out by the next `poll`
        self._solve_asked = False          # the quick search for the current token is queued
        self.enabled = True
        self.facts = 0              # grows with every fact learnt: the key of the caches below
        self._cache: dict[tuple, object] = {}

    # --- the worker ---------------------------------------------------------------------------

    @property
    def worker(self) -> SolverWorker:
        if self._worker is None:
            self._worker = self._worker_factory()
            # Weakly: the worker lives until exit (atexit closes it); the link and its game need not.
            answered = weakref.WeakMethod(self._answered)
            self._worker.on_answer = lambda: (method := answered()) is not None and method()
        return self._worker

    def _answered(self) -> None:
        if self.wake is not None:
            self.wake()

    @property
    def started(self) -> bool:
        return self._worker is not None

    @property
    def busy(self) -> bool:
        return self._worker is not None and self._worker.busy

    @property
    def expecting(self) -> bool:
        """`poll` has or will have something to hand out: events known at once, or a job running."""
        return bool(self._events) or self.busy

    def prepare(self) -> None:
        """The player touches the table (pointer, key): a move and its questions may follow at
        once. The worker gets ready for them: its process starts now if a quiet spell ended it
        (`worker.QUIET_SECONDS`), so the first answer after a pause comes as fast as any."""
        if self.enabled:
            self.worker.prepare()

    def close(self) -> None:
        """Stop the worker: no process is left behind."""
        if self._worker is not None:
            self._worker.close()

    # --- the table tells -----------------------------------------------------------------------

    def new_deal(self, game: Game, verified: bool = False) -> None:
        """A deal (or the same again) is on the table; ``verified``: the catalogue says solvable.

        A catalogued deal comes with its shipped solution (`game.solving.solutions`): learnt here, it
        makes the deal winnable from the first move, and hints and "Lösung zeigen" need no search.
        """
        if len(self.lines) > 5000:
            self.lines.clear()
        if verified and game.number is not None:
            self.verified.add((game.variant, str(game.number)))
        self.deal_line = None
        self.game = game
        if self.book is not None and game.number is not None and game.start not in self.lines:
            shipped = self.book.line(game.variant, str(game.number))
            if shipped is not None:
                self._learn(game.start, shipped)   # replayed first: a damaged line is ignored
        self.changed(game)

    def changed(self, game: Game) -> None:
        """The position on the table changed (a move, undo, redo, new deal): ask what is needed.

        The worker's process is started by its manager thread with the first job, so even the
        first deal never makes a frame wait for it.
        """
        self.game = game
        position = game.position.copy()
        self.position = position
        self.token += 1
        self._solve_asked = False
        self.idle_step = 0
        self.quick_done = position in self.lines or position in self.lost
        self._events = [e for e in self._events if e != STUCK]
        if position in self.dead and not game.is_won():
            self._events.append(STUCK)      # back on a proved dead end (undo): say it again
        if not self.enabled or game.is_won():
            if self._worker is not None:
                self._worker.forget(self.token)
            return
        asked = False
        if position.talon_spent() and position not in self.dead and position not in self.lines:
            self.worker.submit(DEAD_END, position, self.token, DEAD_END_SECONDS)
            asked = True
        if not self.quick_done:
            self.ask()
            asked = True
        if not asked and self._worker is not None:
            self._worker.forget(self.token)

    def ask(self) -> None:
        """Make sure the quick search for the current position runs (a hint on a fresh deal)."""
        if self.position is None or self.quick_done or self._solve_asked or not self.enabled or self.position.is_won():
            return
        self._solve_asked = True
        self.worker.submit(SOLVE, self.position, self.token, QUICK_SOLVE_SECONDS)

    def solve_deal(self, game: Game, known: tuple[str, ...] | None = None) -> None:
        """Find a winning line from the deal's start ("Lösung zeigen", par): a DEAL_LINE,
        DEAL_FAILED or DEAL_LOST event follows. ``known``: a line already at hand (no search)."""
        start = game.start
        key = (game.variant, str(game.number))
        line = known or self.lines.get(start)
        if line is not None:
            self.deal_line = tuple(line)
            self._deal_token = None
            self._events.append(DEAL_LINE)
            return
        if start in self.lost:
            self._deal_token = None
            self._events.append(DEAL_LOST)  # proved already (the indicator's search at move 0)
            return
        self.token += 1
        self._deal_token = self.token
        self._deal_key = key
        self.position = None
        self.worker.submit(SOLVE, start, self.token, DEAL_SOLVE_SECONDS)

    # --- what is known ---------------------------------------------------------------------------

    def line_for(self, position: Position) -> tuple[str, ...] | None:
        return self.lines.get(position)

    def next_move(self, position: Position) -> Move | None:
        """The next move of a known winning line from ``position``, or None."""
        line = self.lines.get(position)
        if not line:
            return None
        try:
            return Move.parse(line[0])
        except MoveError:
            return None

    def winnability(self, position: Position) -> Winnability:
        """B1: WINNABLE (a line is known), LOST (proved) or UNKNOWN (asked every frame: cached)."""
        if position is self.position or position == self.position:
            key = ("state", self.token, self.facts)
            if key not in self._cache:
                self._cache = {key: self._winnability(position)}
            return self._cache[key]
        return self._winnability(position)

    def _winnability(self, position: Position) -> Winnability:
        if position.is_won() or position in self.lines:
            return WINNABLE
        if position in self.lost or position in self.dead:
            return LOST
        return UNKNOWN

    def is_verified(self, game: Game) -> bool:
        """The deal is known solvable: in the catalogue, or a line was found from its start."""
        return game.number is not None and (game.variant, str(game.number)) in self.verified

    def is_catalogued(self, game: Game) -> bool:
        """The catalogue says the deal is solvable: a fact of the deal, known before any search."""
        return game.number is not None and (game.variant, str(game.number)) in self.catalogued

    def last_winnable(self, game: Game) -> int | None:
        """How many undos lead back to the newest position known winnable (B1+), or None."""
        key = ("back", self.token, self.facts, game.moves)
        if key in self._cache:
            return self._cache[key]
        self._cache[key] = self._last_winnable(game)
        return self._cache[key]

    def _last_winnable(self, game: Game) -> int | None:
        history = game.history
        for back in range(1, len(history) + 1):
            if self.winnability(history[-back].before) == WINNABLE:
                return back
        return None

    # --- a resumed game (B16) ---------------------------------------------------------------

    def seed(self, game: Game, known: Known) -> None:
        """A resumed game: learn again what was known when it was saved (``known``), so the
        indicator says from its first frame what it said at the close; then ask what is still
        needed. A line that does not replay to a win teaches nothing. Call after `new_deal`."""
        history = game.history
        if known.line_at is not None and known.line_at <= len(history):
            at = game.position if known.line_at == len(history) else history[known.line_at].before
            self._learn(at.copy(), known.line)
        if known.lost and game.position not in self.lines:
            self.lost.add(game.position.copy())
        self.facts += 1
        self.changed(game)
        if known.searched and game.position not in self.lines and game.position not in self.lost:
            self.quick_done = True   # what it knew stands at once; the longer searches still come

    # --- answers -------------------------------------------------------------------------------

    def poll(self) -> list[LinkEvent]:
        """Take the worker's answers for the current position; events for the table."""
        events, self._events = self._events, []
        if self._worker is None:
            return events
        answers = self._worker.poll()
        if answers:
            self.facts += 1
        for answer in answers:
            if self._deal_token is not None and answer.token == self._deal_token:
                events.append(self._deal_answer(answer.result))
                continue
            position = self.position
            if position is None or answer.token != self.token:
                continue
            if answer.kind == DEAD_END:
                if answer.result is Verdict.DEAD_END and not position.is_won():
                    self.dead.add(position)
                    self.lost.add(position)
                    events.append(STUCK)
                continue
            result = answer.result
            verdict = result.verdict if isinstance(result, SolveResult) else Verdict.UNKNOWN
            if verdict is Verdict.SOLVABLE:
                self._learn(position, tuple(result.moves))
                events.append(LINE)
            elif verdict is Verdict.UNSOLVABLE:
                self.lost.add(position)
                events.append(SEARCHED)
            else:
                if not self.quick_done:
                    events.append(SEARCHED)
                self._search_longer(position)
            self.quick_done = True
        return events

    def _search_longer(self, position: Position) -> None:
        """The last search for ``position`` (still on the table) found nothing: ask the next,
        longer one of `idle_budgets`, if any is left. A move bumps the token, which cancels it."""
        if self.idle_step < len(self.idle_budgets):
            seconds = self.idle_budgets[self.idle_step]
            self.idle_step += 1
            self.worker.submit(SOLVE, position, self.token, seconds)

    def _deal_answer(self, result: Verdict | SolveResult) -> LinkEvent:
        self._deal_token = None
        verdict = result.verdict if isinstance(result, SolveResult) else Verdict.UNKNOWN
        if verdict is Verdict.SOLVABLE and self.game is not None:
            self.deal_line = tuple(result.moves)
            self._learn(self.game.start, self.deal_line)
            return DEAL_LINE
        if verdict is Verdict.UNSOLVABLE and self.game is not None:
            self.lost.add(self.game.start)
            return DEAL_LOST
        return DEAL_FAILED

    def _learn(self, position: Position, moves: tuple[str, ...]) -> None:
        """Cache ``moves`` as a winning line from ``position`` and from every position along it.

        With safe auto-play on, the player's positions differ from the solver's (cards go up by
        themselves), so the line is also replayed with auto-play, skipping the foundation moves
        auto-play already made: following a hint then stays on a known line either way. A line
        that does not replay to a win (a damaged shipped line) teaches nothing.
        """
        if not self._store(position, moves, auto=False):
            return
        if self.game is not None and self.game.number is not None:
            # Any position of this game won from means the deal itself is solvable (R16 mark).
            self.verified.add((self.game.variant, str(self.game.number)))
        if self.auto_play():
            self._store(position, moves, auto=True)

    def _store(self, position: Position, moves: tuple[str, ...], auto: bool) -> bool:
        # The engine's own rules replay the line (one copy per move: this runs with every
        # catalogued deal dealt, so it must stay well within a frame).
        replay = position.copy()
        positions = [position.copy()]
        kept: list[str] = []
        for text in moves:
            try:
                apply_move(replay, Move.parse(text), auto=auto)
            except MoveError:
                if auto and Move.parse(text).to_foundation:
                    continue   # auto-play sent this card up already
                return False
            kept.append(text)
            positions.append(replay.copy())
        if not replay.is_won():
            return False
        for i, at in enumerate(positions):
            self.lines.setdefault(at, tuple(kept[i:]))
        return True
