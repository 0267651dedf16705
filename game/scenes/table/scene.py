"""The table scene: the game a player sees and touches (docs/rules.md R2, R9–R11, R13, R14).

Data flow: pointer gesture → hit-test on the layout → ask the engine (lifted run, legal
targets, run limit) → the player chooses → ``Game.push`` returns single-card steps →
`StepPlayer` flies exactly those cards. The scene never decides a rule.

This module holds the state, the game's lifecycle, the game ↔ display link and ``update``
(the package docstring lists the other parts).

Hooks for the scenes around it (all optional, set by whoever builds the app):

- ``on_menu()``: the ☰ button and Esc; the button is drawn only when this is set.
- ``on_won(scene)``: the game is won and the cascade has played (or was tapped away) and its
  trails have faded: whatever shows the win next stands on a clean table.
- ``on_move(scene)``: after every move, undo and redo (autosave, stuck check).
- ``on_sound(name)``: "card_placed", "card_turned", "foundation", "invalid" or "win".
- ``on_stuck(scene)``: the background solver proved that no card can reach a foundation (R17);
  called once the cards in the air have landed, so the dialog shows the true position, and again
  when the player taps the table's "Festgefahren" pill (left after "Tisch ansehen").
- ``solver``: a `SolverLink` (set with `attach_solver`); without one, hints are heuristic only.
- ``new_game(number, variant)``, ``restart()``: deal again (with the deal animation).
- ``perform(action, *args)`` / ``actions``: any player action by its `Action` name.
- ``elapsed``: the game clock in seconds, the one source for the HUD, the banner, the summary and
  the statistics. It waits for the player's first input (a new deal, a restart, a resumed game),
  stops while another scene is on top and stops for good with the move that wins.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Game, Grade, Move, PileKind, Position, Step
from game.engine.gamenumber import GameNumber, random_game_number
from game.i18n import clock_text
from game.scenes.base import Scene
from game.scenes.pointer import PointerTracker
from game.scenes.table.actions import Action, TableActions
from game.scenes.table.attention import Attention
from game.scenes.table.controls import TableControls
from game.scenes.table.drawing import TableDrawing
from game.scenes.table.focus import FocusRing, Stop
from game.scenes.table.geometry import TableGeometry
from game.scenes.table.messages import MessageLine
from game.scenes.table.state import Drag, HintGlow, Hit, Hold, Refusal, Selection, Shake, Snap, aged
from game.solving import link as solver_link
from game.view import theme
from game.view.cascade import Cascade, cascade_starts
from game.view.flights import StepPlayer, dealing
from game.view.layout import TableLayout, compute_layout
from game.view.table_painter import TablePainter
from game.view.tween import Timer

if TYPE_CHECKING:
    from game.scenes.ports import Stack

CLOCK_MARGIN = 0.002   # seconds past the clock's next whole second: wake when it shows the new one
WON_CASCADE_LONGEST = 12.0   # seconds: a cascade still going then is cut short (its trails fade, the win is reported)


class TableScene(TableControls, TableActions, TableGeometry, TableDrawing, Scene):
    """One game of Vierzig Räuber on the table."""

    def __init__(self, app: Stack, game: Game, deal_animation: bool = True) -> None:
        super().__init__(app)
        # Hooks and services (set by whoever builds the app).
        self._on_menu: Callable[[], None] | None = None
        self.on_won: Callable[[TableScene], None] | None = None
        self.on_move: Callable[[TableScene], None] | None = None
        self.on_sound: Callable[[str], None] | None = None   # SOUNDS names, for the sound effects
        self.on_stuck: Callable[[TableScene], None] | None = None   # R17 dead end proved
        self.solver: solver_link.SolverLink | None = None
        self.show_winnability = False     # B1 indicator in the HUD (the option)
        self.daily_date: datetime.date | None = None   # B9: the HUD names the daily deal's date
        self.grade: Grade | None = None                # B10: the HUD shows a catalogued deal's grade
        # Window and picture.
        self.tracker = PointerTracker()
        self.hover: tuple[int, int] | None = None      # mouse position, for button highlights
        self.layout: TableLayout | None = None
        self.painter: TablePainter | None = None
        self._runs_cache: dict[tuple, tuple[bool, ...]] = {}
        # The game and what the table shows of it.
        self.game = game
        self.player = StepPlayer(game.position.copy(), self, self._landed)
        self.actions: dict[Action, Callable[..., None]] = self.action_table()
        # What the player holds and sees for a moment (all reset by each deal).
        self.selection: Selection | None = None
        self.ring = FocusRing()            # the keyboard ring: hidden until an arrow key
        self.press: Hit | None = None      # what the pointer went down on (a drag may start there)
        self.drag: Drag | None = None
        self.hold: Hold | None = None
        self.snap: Snap | None = None
        self.shake: Shake | None = None
        self.refusal: Refusal | None = None   # a tapped card that cannot go, rising (why: `messages`)
        self.hint: HintGlow | None = None
        self._hint_move: Move | None = None
        self.hint_wait: Timer | None = None   # how long a hint has waited for the solver ("…")
        self.messages = MessageLine()      # hint reasons and notices, until the next action (`messages`)
        # Clock and the end of the game.
        self.elapsed = 0.0                 # the game clock (seconds); storage may restore it
        self.clock_running = False
        self.time = 0.0                    # scene time, for pulses and bobbing
        self.attention = Attention()       # the glows' pulse and the arrow's bob, for a moment only
        self.won = False
        self.won_reported = False
        self.cascade: Cascade | None = None
        self.stuck_pending = False         # R17 proved while cards fly: told once they have landed
        self.stuck = False                 # R17 told for this position: the table offers the dialog again
        self.resyncs = 0                   # display repairs; never expected (the tests assert 0)
        # Engine answers the view shows all the time (`_refresh_facts`).
        self.table_has_move = False
        self.can_finish = False
        self.can_redeal = False
        self._start_game(game, deal_animation)

    @property
    def auto_play(self) -> bool:
        """R12, as the player set it now (the menu may switch it at any time)."""
        return self.app.settings.auto_play

    @property
    def display(self) -> Position:
        """What the table shows: the engine's position, lagging behind while cards fly."""
        return self.player.display

    @property
    def clock_label(self) -> str:
        """The game clock as the HUD and the banner show it, in the same form as the summary,
        the menu and the statistics (`clock_text`), read from the same ``elapsed``."""
        return clock_text(self.elapsed)

    @property
    def focus(self) -> Stop | None:
        """Where the keyboard ring stands (B4)."""
        return self.ring.stop

    @property
    def on_menu(self) -> Callable[[], None] | None:
        """Called by the ☰ button and Esc. Setting it shows the button (the layout makes room)."""
        return self._on_menu

    @on_menu.setter
    def on_menu(self, callback: Callable[[], None] | None) -> None:
        self._on_menu = callback
        if self.layout is not None:
            self.resize(self.layout.size)

    # --- game lifecycle ----------------------------------------------------------------

    def _start_game(self, game: Game, deal_animation: bool) -> None:
        """Show ``game`` afresh: nothing lifted, glowing or flying; the clock from zero."""
        self.game = game
        self.player.show(game.position)
        self.selection = None
        self.ring.reset()
        self.press = self.drag = self.hold = self.snap = self.shake = self.refusal = None
        self.hint = self._hint_move = self.hint_wait = None
        self.messages.clear()
        self.elapsed = 0.0
        self.clock_running = False         # until the first input (`wake_clock`)
        self.won = self.won_reported = False
        self.cascade = None
        self.stuck_pending = self.stuck = False
        self.time = 0.0
        self.attention = Attention()
        self.resyncs = 0
        self._refresh_facts()
        if self.solver is not None:
            self.solver.new_deal(game)
        if deal_animation and game.moves == 0:
            self._animate_deal()

    def new_game(self, number: GameNumber | str | int | None = None, variant: str | None = None) -> None:
        """Deal a new game (random number when None) in ``variant`` (default: the current one)."""
        number = random_game_number() if number is None else number
        self._start_game(Game.new(number, variant or self.game.variant), True)

    def restart(self) -> None:
        """The same deal from the start."""
        self.game.restart()
        self._start_game(self.game, True)

    def _animate_deal(self) -> None:
        """The 40 table cards fly from the talon, row by row (display starts with them on the talon)."""
        start, steps = dealing(self.game.position)
        self.player.show(start)
        factor = self.app.settings.animation_factor
        self.player.add(steps, theme.DEAL_FLIGHT_TIME * factor, theme.DEAL_STAGGER * factor)

    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.solver = link
        link.new_deal(self.game)

    @property
    def winnability(self) -> str:
        """B1: "winnable", "lost" or "unknown" for the position on the table."""
        if self.solver is None:
            return solver_link.UNKNOWN
        return self.solver.winnability(self.game.position)

    @property
    def verified_solvable(self) -> bool:
        """R16: the deal is known solvable (catalogue, or a line found from its start)."""
        return self.solver is not None and self.solver.is_verified(self.game)

    def back_winnable_shown(self) -> bool:
        """B1+: the indicator is on and says "no longer winnable", and a winnable position lies back."""
        return (self.show_winnability and not self.won and self.selection is None
                and self.winnability == solver_link.LOST and self.solver.last_winnable(self.game) is not None)

    def _refresh_facts(self) -> None:
        """Engine answers the view shows all the time, asked once per change, not per frame."""
        could_finish = self.can_finish
        self.table_has_move = self.game.table_has_move()
        self.can_finish = bool(self.game.finish_steps())
        self.can_redeal = self.game.is_legal(Move.redeal())
        if self.can_finish and not could_finish:
            self.draw_attention()   # "Alles ablegen" appears: its glow pulses for a moment

    def draw_attention(self) -> None:
        """What glows changed (a lift, a hint, "Alles ablegen"): it pulses for a moment (`attention`)."""
        self.attention.restart(self.time)
        self.invalidate()

    def animating(self) -> bool:
        """Cards fly, a run snaps back or shakes, the cascade plays, a glow pulses, or the engine
        has news the next update turns into a picture (a win, a proved dead end)."""
        return (self.player.busy or self.snap is not None or self.shake is not None or self.refusal is not None
                or self.hold is not None or self.stuck_pending
                or (not self.won and self.game.is_won())
                or (self.cascade is not None and not (self.cascade.cleared and self.won_reported))
                or (self.attention.moving(self.time) and (self.selection is not None or self.drag is not None
                                                         or self.hint is not None or self.can_finish)))

    def next_change(self) -> float | None:
        """The clock's next second; the end of a hint's wait for the solver; while the solver
        searches, the next look at its answers (they also wake the loop when they come)."""
        due: list[float] = []
        if self.clock_running and not self.won:
            due.append(1.0 - self.elapsed % 1.0 + CLOCK_MARGIN)
        if self.hint_wait is not None:
            due.append(max(0.0, self.hint_wait.duration - self.hint_wait.elapsed))
        if self.solver is not None and self.solver.expecting:
            due.append(solver_link.LOOK_SECONDS)
        return min(due, default=None)

    def wake_clock(self) -> None:
        """The player's first input starts the clock (a resumed game does not count the time the
        player took to come back); a won game's clock stays where the winning move stopped it."""
        if not self.won and not self.game.is_won():
            self.clock_running = True

    def _after_change(self) -> None:
        """After a move, undo or redo: the clock runs (or stops, on the winning move, so every
        place that shows the time shows the same), facts and the solver catch up, hooks hear."""
        self.clock_running = not self.game.is_won()
        self.stuck_pending = self.stuck = False   # the solver says again if the new position is stuck too
        self.hint_wait = None
        self._refresh_facts()
        if self.solver is not None:
            self.solver.changed(self.game)
        if self.on_move is not None:
            self.on_move(self)

    # --- scene API ---------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        old, large = self.layout, self.app.settings.large_cards
        same = old is not None and old.size == tuple(size) and old.large == large   # a re-lay, not a new window
        self.layout = compute_layout(size, with_menu=self.on_menu is not None, large=large,
                                     lengths=self.column_lengths(), prefer=old.arrangement if same else None)
        self.painter = TablePainter.for_layout(self.layout, self.app.settings.four_colour, self.painter)
        self.tracker.slop = max(4, round(min(size) * theme.DRAG_SLOP))
        if self.cascade is not None:  # the trails belong to the old size: start them afresh
            self._start_cascade()

    def enter(self) -> None:
        self.tracker.reset()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Any key but Esc, or a press on the table, is the player's input: the clock runs."""
        if ((event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
                or event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)):
            self.wake_clock()
        super().handle_event(event)

    def leave(self) -> None:
        """Another scene (the menu) comes on top: a half-done drag must not hang in the air."""
        self.tracker.reset()
        self._cancel_drag()
        self.hover = None

    # --- game ↔ display ----------------------------------------------------------------

    def _settle(self) -> None:
        """A new input lands every card still in the air, so the engine and the picture agree."""
        if self.player.busy:
            self.player.finish_all()
        self.hold = None
        self.snap = None
        self.shake = None
        self.refusal = None
        self._sync_display()

    def _sync_display(self) -> None:
        """When nothing is in flight the picture must equal the engine's position."""
        if not self.player.busy and self.display != self.game.position:
            self.resyncs += 1  # never expected: the tests assert it stays 0
            self.player.show(self.game.position)

    def _landed(self, step: Step) -> None:
        """A card arrived: tell the sound hook which kind of arrival it was."""
        if step.dst.kind == PileKind.FOUNDATION:
            self._sound("foundation")
        elif PileKind.TALON in (step.src.kind, step.dst.kind):
            self._sound("card_turned")
        else:
            self._sound("card_placed")

    def _sound(self, name: str) -> None:
        if self.on_sound is not None:
            self.on_sound(name)

    # --- update ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.animating():
            self.invalidate()    # what moved is drawn, and the frame after the last step too
        self.time += dt
        self._poll_solver(dt)
        if self.clock_running and not self.won:
            second = int(self.elapsed)
            self.elapsed += dt
            if int(self.elapsed) != second and self.layout is not None:
                self.invalidate(self.layout.hud)   # only the HUD's clock changed
        if self.layout is None:
            return
        self.player.update(dt)
        if not self.player.busy:
            self.hold = None
            self._sync_display()
            if not self.won and self.game.is_won():
                self._start_cascade()
            elif self.stuck_pending:
                self._tell_stuck()
        self.snap = aged(self.snap, dt)
        self.shake = aged(self.shake, dt)
        self.refusal = aged(self.refusal, dt)
        if self.cascade is not None:
            self.cascade.update(dt, self.painter, self.layout.size[1])
            if self.cascade.time > WON_CASCADE_LONGEST:
                self.cascade.clear()
            if self.cascade.cleared:
                self._report_won()

    def _poll_solver(self, dt: float) -> None:
        """Answers of the background solver: a waiting hint, a proved dead end (R17)."""
        solver = self.solver
        if solver is None:
            return
        facts = solver.facts
        events = solver.poll()
        if events or solver.facts != facts:
            self.invalidate()   # the indicator, the arrow or the HUD may say something new
        if self.hint_wait is not None:
            self.hint_wait.update(dt)
            line_move = solver.next_move(self.game.position)
            if line_move is not None or solver_link.SEARCHED in events or self.hint_wait.done:
                self._show_hint_move(line_move)
        if solver_link.STUCK in events and not self.won:
            self.stuck_pending = True   # told in `update` once no card is in the air

    def _start_cascade(self) -> None:
        if not self.won:
            self._sound("win")
        self.won = True
        self.clock_running = False
        self.selection = None
        canvas = pygame.Surface(self.layout.size)
        self._draw_table(canvas)
        starts = cascade_starts(self.layout.foundations) if self.app.settings.animation_factor > 0 else []
        self.cascade = Cascade(canvas, starts, self.layout.size[1], random.Random(self.game.moves))
        if self.won_reported or not starts:   # after the summary came (a new window size), or
            self.cascade.clear(at_once=True)    # animations off: only the clean table

    def _report_won(self) -> None:
        if not self.won_reported:
            self.won_reported = True
            if self.on_won is not None:
                self.on_won(self)
