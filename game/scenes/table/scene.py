"""`TableScene`: one played table on the app's stack, and the table's one front door.

Its one job is to be the table for everyone outside the package: it holds a `TableStage` (the
parts of one table kept in step) and a `TableInput`, carries out what the input answers
(`respond`), and offers the rest of the program a small, typed front:

- ``act(action)``: any player action as a typed value (`actions`), as a key, a button, a tap
  or the focus ring would do it; ``tap_at(point)``: a tap at a screen point.
- ``account()``: a read-only `TableAccount` of what the table shows and knows.
- what the app tells the table: the deal to show (``deal``; the app makes the `Game`), the
  deal's labels (``label``), the clock of a resumed game (``set_clock``), that the game is given
  up (``give_up``), a confirmation on the message line (``confirm``), the solver to ask
  (``attach_solver``). The options it reads as they are set now (`App.settings`), never told.
- where things are, for tools that click: ``card_point``, ``target_point``, ``talon_point``,
  ``spot``, ``focus_rect``; ``settle`` lands the cards in the air at once, as a press would.

What the table tells the app goes to its `TableOwner` (`game.scenes.ports`), given when the
scene is built: the menu, every move, the win, the sounds, a proved dead end (R17), the
solver's news. Without an owner (the tools' bare tables) there is no ☰ button and the won
banner offers a new deal itself.

Data flow of a tap: pointer gesture → `TableInput` (hit-test on the `TableGeometry`) → an
action in its answer → `respond` → `act` → `TableStage.perform` (with the shown position) → the
model asks the engine and answers with effects → ``Game.push`` returns single-card steps → the
view's `StepPlayer` flies exactly those cards → `TablePicture` paints them. The scene never
decides a rule.
"""

from __future__ import annotations

import datetime
from collections import deque
from typing import TYPE_CHECKING

import pygame

from game.engine import Game, Pile
from game.engine.gamenumber import random_game_number
from game.scenes.base import Scene
from game.scenes.table.account import TableAccount
from game.scenes.table.actions import Ask, FocusActivate, FocusNext, FocusPrevious, OpenMenu, TableAction
from game.scenes.table.geometry import TableSpot
from game.scenes.table.input import TableInput, readies_solver, wakes_clock
from game.scenes.table.looks import Hold, Snap
from game.scenes.table.presence import skips_deal, window_away
from game.scenes.table.responses import Redraw, Response, Settle, WonTap
from game.scenes.table.stage import TableStage
from game.scenes.table.told import Acted, Dealt, Told, moves_changed
from game.scenes.table.values import Effect, Notice, Sound

if TYPE_CHECKING:
    from game.content import Grade
    from game.scenes.ports import Stack, TableOwner
    from game.scenes.table.geometry import TableGeometry
    from game.scenes.table.model import TableModel
    from game.scenes.table.picture import TablePicture
    from game.scenes.table.table_view import TableView
    from game.solving.link import SolverLink

TOLD_KEPT = 64   # actions told and not yet taken: a table nobody listens to keeps only the newest


class TableScene(Scene):
    """One game of Vierzig Räuber on the table."""

    def __init__(self, app: Stack, game: Game, owner: TableOwner | None = None, deal_animation: bool = True) -> None:
        super().__init__(app)
        self.owner = owner
        self.stage = TableStage(game, lambda: self.app.settings, self, with_menu=owner is not None,
                                summary_follows=owner is not None)
        self.input = TableInput(self.stage.model, self.stage.view, self.stage.geometry, self.stage.input_state)
        self._told: deque[Told] = deque(maxlen=TOLD_KEPT)   # what happened, until a listener (speech) takes it
        if deal_animation and game.moves == 0:
            self.stage.view.animate_deal(game.position)

    # --- the parts, for the table package and its own tests (everyone else: `account`) ---------

    @property
    def model(self) -> TableModel:
        return self.stage.model

    @property
    def view(self) -> TableView:
        return self.stage.view

    @property
    def geometry(self) -> TableGeometry:
        return self.stage.geometry

    @property
    def picture(self) -> TablePicture:
        return self.stage.picture

    # --- what the app reads --------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game on the table, for the app to save and count (it acts on it only through `act`)."""
        return self.stage.model.game

    @property
    def elapsed(self) -> float:
        """The game clock in seconds (`clock.GameClock`), the one source for the HUD, the summary
        and the statistics."""
        return self.stage.model.clock.elapsed

    def account(self) -> TableAccount:
        """What the table shows and knows now, read-only."""
        return self.stage.account()

    def take_told(self) -> list[Told]:
        """What the table did since the last call, oldest first (`told`), for speech (B18)."""
        told = list(self._told)
        self._told.clear()
        return told

    # --- what the app tells the table ----------------------------------------------------------

    def deal(self, game: Game, deal_animation: bool = True) -> None:
        """Show ``game`` afresh (a new deal, the same deal again, a daily deal): nothing lifted,
        glowing or flying, the clock from zero; the cards dealt from the talon if it has no move yet."""
        self.input.reset()
        self.stage.start(game, deal_animation)
        self._told.append(Dealt())

    def set_clock(self, seconds: float) -> None:
        """The game clock as storage kept it (a resumed game)."""
        self.stage.model.clock.reset(seconds)

    def label(self, grade: Grade | None, daily_date: datetime.date | None) -> None:
        """What the HUD says about the deal beyond its number: its grade (B10), the daily deal's date (B9)."""
        self.stage.model.label(grade, daily_date)

    def give_up(self) -> None:
        """The game is given up: the table no longer offers the dead-end dialog."""
        self.stage.model.give_up()

    def confirm(self, text: str, least: float = 0.0) -> None:
        """Say ``text`` on the message line (something done away from the table), for at least
        ``least`` seconds even if the player acts at once (`messages.MessageLine.show`)."""
        self.stage.model.messages.show(text, least=least)

    def attach_solver(self, link: SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self.stage.model.attach_solver(link)

    # --- actions -------------------------------------------------------------------------------

    def act(self, action: TableAction) -> None:
        """Do ``action`` as a key, a button or a tap would: the hint and the message line go first
        (not for the ring's moves or the menu), what glows afterwards pulses for a moment. Each
        action is told (`take_told`); Enter on the ring is told as the action it does."""
        before, moves = self.game.position.copy(), self.game.move_list
        effects: list[Effect] = []
        match action:
            case OpenMenu():
                if self.owner is not None:
                    self.owner.open_menu()
            case FocusActivate():
                self.stage.model.clear_hint()
                self.respond(self.input.focus(action))
                self.stage.draw_attention()
                return
            case FocusNext() | FocusPrevious():
                self.respond(self.input.focus(action))
            case Ask():
                pass
            case _:
                effects = self.stage.perform(action)
        self.stage.draw_attention()
        made, undone = moves_changed(moves, self.game.move_list)
        self._told.append(Acted(action, tuple(effects), before, made, undone))

    def settle(self) -> None:
        """Land every card still in the air now, as the player's next press would (tools that
        take a picture of the table at rest)."""
        self.stage.settle()

    def tap_at(self, point: tuple[int, int]) -> None:
        """A tap at ``point``: whatever lies there, as the pointer's tap would (no double tap)."""
        self.respond(self.input.tap_at(point))

    def respond(self, responses: list[Response]) -> None:
        """Carry out what the input answered, in its order, and tell it what came of it."""
        moves = self.game.moves
        for response in responses:
            if isinstance(response, Hold | Snap):
                self.stage.show_look(response)
            elif isinstance(response, Redraw):
                self.invalidate()
            elif isinstance(response, Settle):
                self.stage.settle()
            elif isinstance(response, WonTap):
                self.won_tap(response.pos)
            elif isinstance(response, Sound):
                self.stage.apply([response])
            else:
                self.act(response)
        self.input.done(self.game.moves != moves)

    def won_tap(self, pos: tuple[int, int]) -> None:
        """A tap on the won table: ends the cascade (the summary comes), or "new game" on the banner."""
        stage = self.stage
        if not stage.model.won_reported:
            stage.view.end_cascade()   # the summary stands on the clean table
            stage.report_won()
            if self.owner is not None:
                return
        if stage.picture.offers_new_game and stage.geometry.new_game_button().collidepoint(pos):
            self.deal(Game.new(random_game_number(), self.game.variant))

    # --- where things are, for tools that click ------------------------------------------------

    def card_point(self, pile: Pile, index: int) -> tuple[int, int]:
        """A point on the visible part of card ``index`` of ``pile`` (its top strip when covered):
        where a finger taps it."""
        self.stage.view.refit_layout()
        return self.stage.geometry.card_point(pile, index)

    def card_centre(self, pile: Pile, index: int) -> tuple[int, int]:
        """The middle of the resting place of card ``index`` of ``pile`` (where a dragged card lands on it)."""
        self.stage.view.refit_layout()
        center: tuple[int, int] = self.stage.view.rest_rect(pile, index).center
        return center

    def target_point(self, target: int) -> tuple[int, int]:
        """The middle of what glows for a lifted run's ``target`` (FOUNDATION or a column)."""
        self.stage.view.refit_layout()
        center: tuple[int, int] = self.stage.geometry.target_rect(target).center
        return center

    def talon_point(self) -> tuple[int, int]:
        """The middle of the talon."""
        rect = self.spot(TableSpot.TALON)
        assert rect is not None   # the talon always shows
        center: tuple[int, int] = rect.center
        return center

    def spot(self, spot: TableSpot) -> pygame.Rect | None:
        """Where a button or another place of the table is drawn now (None: it does not show)."""
        return self.stage.geometry.spot(spot)

    def focus_rect(self) -> pygame.Rect | None:
        """What the keyboard ring surrounds now (None: it is hidden)."""
        return self.stage.geometry.focus_rect()

    # --- what the stage asks of the scene --------------------------------------------------------

    def hear(self, notice: Notice | Sound) -> None:
        owner = self.owner
        if owner is None:
            return
        if isinstance(notice, Sound):
            owner.table_sound(notice)
        elif notice == Notice.CHANGED:
            owner.table_changed()
        elif notice == Notice.STUCK:
            owner.table_stuck()
        elif notice == Notice.LEARNT:
            owner.table_learnt()

    def hears_stuck(self) -> bool:
        return self.owner is not None

    def won_reported(self) -> None:
        if self.owner is not None:
            self.owner.table_won()

    # --- scene API -------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.stage.resize(size)
        self.input.resize(size)

    def enter(self) -> None:
        self.input.enter()

    def leave(self) -> None:
        self.respond(self.input.leave())

    def handle_event(self, event: pygame.event.Event) -> None:
        model = self.stage.model
        if wakes_clock(event):
            model.wake_clock()
        away = window_away(event)
        if away is not None:
            model.clock.leave(away)
        elif readies_solver(event):
            model.clock.heard()          # a motion too: the player is here
        if skips_deal(event) and self.stage.skip_deal():
            self.invalidate()
            if event.type != pygame.KEYDOWN:
                return        # a press only lands the deal (its card was still flying); a key goes on
        if readies_solver(event) and model.solver is not None and not model.won:
            model.solver.prepare()   # a move may follow: the solver's worker gets ready for it
        self.respond(self.input.handle_event(event, self.app.size))

    def animating(self) -> bool:
        return self.stage.animating()

    def next_change(self) -> float | None:
        due = [t for t in (self.stage.next_change(), self.input.next_change()) if t is not None]
        return min(due, default=None)

    def update(self, dt: float) -> None:
        self.stage.update(dt)
        self.respond(self.input.update(dt))   # a long press on the waste opens it (B17)

    def draw(self, surface: pygame.Surface) -> None:
        self.stage.draw(surface, on_top=self.app.top is self)

    def draw_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if not self.stage.draw_clock(surface, area):   # the clock's second draws its words alone
            super().draw_area(surface, area)

    @property
    def cheap_to_draw(self) -> bool:
        """Under an overlay the table draws afresh (its painter stays for when the overlay closes),
        unless the win cascade holds its canvases: then the app keeps a picture and the table
        lets them go."""
        return self.stage.view.cascade is None

    def let_go(self) -> None:
        self.stage.view.let_go()

    def discard(self) -> None:
        self.stage.view.discard()
