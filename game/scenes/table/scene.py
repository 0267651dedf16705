"""The table scene: the game a player sees and touches (docs/rules.md R2, R9–R11, R13, R14).

Data flow: pointer gesture → hit-test on the layout (`places`) → an `Action` (`input`) → the
model asks the engine (lifted run, legal targets, run limit) and answers with effects →
``Game.push`` returns single-card steps → the view's `StepPlayer` flies exactly those cards.
The scene never decides a rule.

The scene holds its parts (`stage`: model, view, places, picture; `input`) and the hooks of
the scenes around it (all optional, set by whoever builds the app):

- ``on_menu()``: the ☰ button and Esc; the button is drawn only when this is set.
- ``on_won(scene)``: the game is won and the cascade has played (or was tapped away) and its
  trails have faded: whatever shows the win next stands on a clean table.
- ``on_move(scene)``: after every move, undo and redo (autosave, stuck check).
- ``on_sound(name)``: "card_placed", "card_turned", "foundation", "invalid" or "win".
- ``on_stuck(scene)``: the background solver proved that no card can reach a foundation (R17);
  called once the cards in the air have landed, so the dialog shows the true position, and again
  when the player taps the table's "Festgefahren" pill (left after "Tisch ansehen").
- ``on_learnt(scene)``: the solver decided about the position (winnable, lost, undecided): what
  the indicator says now is worth an autosave (B16).

``perform(action, *args)`` does any player action by its `Action` name; ``elapsed`` is the
game clock (`clock.GameClock`), the one source for the HUD, the summary and the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Game, Move
from game.engine.gamenumber import GameNumber, random_game_number
from game.scenes.base import Scene
from game.scenes.table.actions import KEEPS_MESSAGE, Action
from game.scenes.table.input import TableInput
from game.scenes.table.looks import Hit
from game.scenes.table.stage import TableStage
from game.scenes.table.values import Effect, Notice, Sound
from game.solving import link as solver_link

if TYPE_CHECKING:
    from game.scenes.ports import Stack


class TableScene(Scene):
    """One game of Vierzig Räuber on the table."""

    def __init__(self, app: Stack, game: Game, deal_animation: bool = True) -> None:
        super().__init__(app)
        self._on_menu: Callable[[], None] | None = None
        self.on_won: Callable[[TableScene], None] | None = None
        self.on_move: Callable[[TableScene], None] | None = None
        self.on_sound: Callable[[str], None] | None = None   # `Sound` names, for the sound effects
        self.on_stuck: Callable[[TableScene], None] | None = None   # R17 dead end proved
        self.on_learnt: Callable[[TableScene], None] | None = None  # the solver decided about the position
        self.stage = TableStage(game, lambda: self.app.settings, self)
        self.model = self.stage.model
        self.view = self.stage.view
        self.places = self.stage.places
        self.picture = self.stage.picture
        self.input = TableInput(self.model, self.view, self.places, self.stage.input_state, self)
        self.picture.on_top = lambda: self.app.top is self
        self.picture.summary_follows = lambda: self.on_won is not None
        self.picture.offers_new_game = lambda: self.on_won is None
        self.scene_actions: dict[Action, Callable[[], None]] = {
            Action.MENU: self.open_menu, Action.FOCUS_NEXT: self.input.focus_next,
            Action.FOCUS_PREVIOUS: self.input.focus_previous, Action.FOCUS_ACTIVATE: self.input.activate_focus}
        if deal_animation and game.moves == 0:
            self.view.animate_deal(game.position)

    @property
    def game(self) -> Game:
        return self.model.game

    @property
    def elapsed(self) -> float:
        """The game clock in seconds (storage may restore it)."""
        return self.model.clock.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.model.clock.elapsed = seconds

    @property
    def on_menu(self) -> Callable[[], None] | None:
        """Called by the ☰ button and Esc. Setting it shows the button (the layout makes room)."""
        return self._on_menu

    @on_menu.setter
    def on_menu(self, callback: Callable[[], None] | None) -> None:
        self._on_menu = callback
        self.view.with_menu = callback is not None
        if self.view.layout is not None:
            self.resize(self.view.layout.size)

    # --- the game ------------------------------------------------------------------------------

    def new_game(self, number: GameNumber | str | int | None = None, variant: str | None = None) -> None:
        """Deal a new game (random number when None) in ``variant`` (default: the current one)."""
        number = random_game_number() if number is None else number
        self.stage.start(Game.new(number, variant or self.game.variant), True)

    def restart(self) -> None:
        """The same deal from the start."""
        self.game.restart()
        self.stage.start(self.game, True)

    def attach_solver(self, link: solver_link.SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.model.attach_solver(link)

    def perform(self, action: Action, *args: int) -> None:
        """Do ``action`` with its arguments, as a key, a button or a tap would; what glows
        afterwards pulses for a moment."""
        scene_action = self.scene_actions.get(action)
        if scene_action is None:
            if self.model.settles(action):
                self.stage.settle()
            self.stage.apply(self.model.perform(action, *args))
        else:
            if action not in KEEPS_MESSAGE:
                self.model.clear_hint()
            scene_action()
        self.draw_attention()

    def act(self, action: Action, *args: int) -> None:
        """Do ``action`` as a program does (tools, tests): no message cleared, no pulse."""
        if self.model.settles(action):
            self.stage.settle()
        self.stage.apply(self.model.actions[action](*args))

    def play(self, src: int, dst: int, count: int = 1) -> None:
        self.act(Action.PLAY, src, dst, count)

    def push(self, move: Move) -> None:
        """Play ``move`` as it is (a turn, a redeal, a play …): the engine checks it, its cards fly."""
        self.stage.apply(self.model.push(move))

    def tap(self, hit: Hit) -> None:
        """Act on a tap at ``hit`` (the smoke test and the screenshots drive it directly)."""
        self.input.tap(hit)

    def open_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    # --- what the parts ask of the scene ---------------------------------------------------------

    def apply(self, effects: list[Effect]) -> None:
        self.stage.apply(effects)

    def settle(self) -> None:
        self.stage.settle()

    def draw_attention(self) -> None:
        self.stage.draw_attention()

    def hear(self, notice: Notice | Sound) -> None:
        if isinstance(notice, Sound):
            if self.on_sound is not None:
                self.on_sound(notice.value)
        elif notice == Notice.CHANGED:
            if self.on_move is not None:
                self.on_move(self)
        elif notice == Notice.STUCK and self.on_stuck is not None:
            self.on_stuck(self)
        elif notice == Notice.LEARNT and self.on_learnt is not None:
            self.on_learnt(self)

    def hears_stuck(self) -> bool:
        return self.on_stuck is not None

    def won_reported(self) -> None:
        if self.on_won is not None:
            self.on_won(self)

    def won_tap(self, pos: tuple[int, int]) -> None:
        """A tap on the won table: ends the cascade (the summary comes), or "new game" on the banner."""
        if not self.model.won_reported:
            if self.view.cascade is not None:
                self.view.cascade.clear(at_once=True)   # the summary stands on the clean table
            self.stage.report_won()
            if self.on_won is not None:
                return
        if self.picture.offers_new_game() and self.places.new_game_button().collidepoint(pos):
            self.new_game()

    # --- scene API -------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.stage.resize(size)

    def enter(self) -> None:
        self.stage.input_state.tracker.reset()

    def leave(self) -> None:
        self.input.leave()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.input.handle_event(event)

    def animating(self) -> bool:
        return self.stage.animating()

    def next_change(self) -> float | None:
        due = [t for t in (self.stage.next_change(), self.input.waste.next_change()) if t is not None]
        return min(due, default=None)

    def update(self, dt: float) -> None:
        self.stage.update(dt)
        self.input.waste.update(dt)   # a long press on the waste opens it (B17)

    def draw(self, surface: pygame.Surface) -> None:
        self.stage.draw(surface)

    def draw_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if not self.stage.draw_clock(surface, area):   # the clock's second draws its words alone
            super().draw_area(surface, area)

    @property
    def cheap_to_draw(self) -> bool:
        """Under an overlay the table draws afresh (its painter stays for when the overlay closes),
        unless the win cascade holds its canvases: then the app keeps a picture and the table
        lets them go."""
        return self.view.cascade is None

    def let_go(self) -> None:
        self.view.let_go()

    def discard(self) -> None:
        self.view.discard()
