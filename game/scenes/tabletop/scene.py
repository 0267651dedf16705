"""`TableScene`: one played table on the app's stack, and the table's one front door.

Its one job is to be the table for everyone outside the package: it holds a `TableParts` (the
parts of one table kept in step) and a `TableInput`, carries out what the input answers
(`respond`), and offers the rest of the program a small, typed front:

- ``act(action)``: any player action as a typed value (`actions`), as a key, a button, a tap
  or the focus ring would do it; ``tap_at(point)``: a tap at a screen point.
- ``state()``: the table as one frozen `TableState`; ``on_screen()``: what only the screen knows; ``listen``: its
  news (below); ``copy_game()``:
  a copy of the game with its whole history (the autosave, a summary's search) — never the
  live game.
- what the app tells the table: the deal to show (``deal``; the app makes the `Game`), the
  deal's labels (``label``), the clock of a resumed game (``set_clock``), that the game is given
  up (``give_up``) or left for another (``abandon``), a confirmation on the message line
  (``confirm``), the solver to ask (``attach_solver``). The options it reads as they are set now
  (`App.settings`), never told.
- where things are, for tools that click: ``card_point``, ``target_point``, ``talon_point``,
  ``spot``, ``focus_rect``; ``settle`` lands the cards in the air at once, as a press would.

What the table tells goes out as one stream of typed news (`game.table.news.TableNews`), in the
order it happened, to its `TableOwner` (`game.scenes.ports`, ``table_event``) and to every
listener (``listen``: the speech): each action and what it changed, a deal, the lifted run, a
hint, the message line, the indicator's verdict, the talon's reminder, every move, the game's end
and when it may be shown (`lifecycle`), a proved dead end (R17), the solver's news, the menu, the
sounds. Without an owner (the tools' bare tables) there is no ☰ button and the won banner offers
a new deal itself.

Data flow of a tap: pointer gesture → `TableInput` (hit-test on the `TableGeometry` of a
`TableSnapshot`) → an `Act` in its answer → `respond` → `act` → `TableParts.perform` → the
model asks the engine and answers with effects → ``Game.push`` returns single-card steps → the
motion's `StepPlayer` flies exactly those cards → `TablePicture` paints the next snapshot. The
scene never decides a rule.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Game, Pile
from game.engine.exhaustive import assert_never
from game.engine.gamenumber import random_game_number
from game.scenes.base import Scene
from game.scenes.tabletop.geometry import TableGeometry, TableSpot
from game.scenes.tabletop.input import TableInput, readies_solver, wakes_clock
from game.scenes.tabletop.parts import TableParts
from game.scenes.tabletop.presence import skips_deal, window_away
from game.scenes.tabletop.responses import Act, Redraw, Response, Settle, WonTap
from game.scenes.tabletop.snapshot import OnScreen, TableSnapshot
from game.scenes.tabletop.transients import Hold, Snap
from game.table.actions import (
    Ask,
    BackToWinnable,
    ChooseColumn,
    Finish,
    FocusActivate,
    FocusNext,
    FocusPrevious,
    Hint,
    Lift,
    LiftCard,
    LiftWaste,
    OpenMenu,
    Play,
    PlayMove,
    PutDown,
    Redeal,
    Redo,
    ReopenStuck,
    RunFewer,
    RunMore,
    SendSelection,
    ShowLine,
    TableAction,
    TurnTalon,
    Undo,
)
from game.table.events import Effect, MenuWanted, TableEvent
from game.table.focus import Stop
from game.table.news import Acted, Dealt, NothingDone, TableNews, heard_of, moves_changed, news_between
from game.table.state import TableState
from game.table.values import Sound

if TYPE_CHECKING:
    from game.advisor.link import SolverLink
    from game.content import Grade
    from game.scenes.ports import Stack, TableOwner


class TableScene(Scene):
    """One game of Vierzig Räuber on the table."""

    def __init__(self, app: Stack, game: Game, owner: TableOwner | None = None, deal_animation: bool = True) -> None:
        super().__init__(app)
        self.owner = owner
        self._input = TableInput()
        self._parts = TableParts(game, lambda: self.app.settings, self, with_menu=owner is not None,
                                summary_follows=owner is not None, input_facts=self._input.facts,
                                deal_animation=deal_animation)
        self._listeners: list[Callable[[TableNews], None]] = []   # who follows the news besides the owner
        self._heard = heard_of(self._parts.state())   # what the news last compared with (`news_between`)
        self._questions = self._parts.run_questions()   # what the input may ask of the rules

    # --- what the app reads --------------------------------------------------------------------

    def state(self) -> TableState:
        """The table now, as one frozen value (`TableState`)."""
        return self._parts.state()

    def ring(self) -> Stop | None:
        """Where the keyboard ring stands, while it shows (`OnScreen.ring`, without the HUD's words)."""
        return self._parts.ring()

    def on_screen(self) -> OnScreen:
        """What only the screen knows of the table now (`OnScreen`: cards in the air, the ring, the HUD's words)."""
        return self._parts.on_screen()

    def copy_game(self) -> Game:
        """A copy of the game on the table with its whole history (the autosave writes it, a
        summary searches its deal): changing it changes nothing on the table."""
        return self._parts.copy_game()

    def seconds(self) -> float:
        """The game clock in seconds (`clock.GameClock`): the one source for the HUD, the summary
        and the statistics."""
        return self._parts.seconds()

    def over(self) -> bool:
        """The game has ended (won, given up or left for another): nothing more of it counts (`lifecycle`)."""
        return self._parts.state().over

    def listen(self, listener: Callable[[TableNews], None]) -> None:
        """``listener`` hears the table's news from now on, as the owner does (`game.table.news`)."""
        if listener not in self._listeners:
            self._listeners.append(listener)

    def tell(self, news: TableNews) -> None:
        """One piece of news, to the owner and every listener, in the order it happened."""
        if self.owner is not None:
            self.owner.table_event(news)
        for listener in self._listeners:
            listener(news)

    def tell_changes(self, acted: bool = False, hinted: bool = False) -> None:
        """What the player can read anew on the table since the news last looked (`news_between`)."""
        was_lifted = self._heard.selection is not None
        news, self._heard = news_between(self._heard, heard_of(self._parts.state()), acted, hinted)
        if self._heard.selection is not None and not was_lifted:
            self.hear(Sound.LIFTED)      # the earcon before the words: it is heard at once
        for item in news:
            self.tell(item)

    # --- what the app tells the table ----------------------------------------------------------

    def deal(self, game: Game, deal_animation: bool = True) -> None:
        """Show ``game`` afresh (a new deal, the same deal again, a daily deal): nothing lifted,
        glowing or flying, the clock from zero; the cards dealt from the talon if it has no move yet."""
        self._input.reset()
        self._parts.start(game, deal_animation)
        self._heard = heard_of(self._parts.state())
        self.tell(Dealt())

    def set_clock(self, seconds: float) -> None:
        """The game clock as storage kept it (a resumed game)."""
        self._parts.set_clock(seconds)

    def label(self, grade: Grade | None, daily_date: datetime.date | None) -> None:
        """What the HUD says about the deal beyond its number: its grade (B10), the daily deal's date (B9)."""
        self._parts.label(grade, daily_date)

    def give_up(self) -> None:
        """"Aufgeben": the game ends, lost, and its end is shown (`lifecycle`; the owner hears
        `GameEnded` and `EndShown`); from then on the table does not offer the dead-end dialog."""
        self._parts.give_up()

    def abandon(self) -> None:
        """The player leaves this game for another (a new deal, a restart, a pasted position): it
        ends, counted as lost if it had a move (the owner hears `GameEnded`)."""
        self._parts.leave()

    def confirm(self, text: str, least: float = 0.0) -> None:
        """Say ``text`` on the message line (something done away from the table), for at least
        ``least`` seconds even if the player acts at once (`messages.MessageLine.show`)."""
        self._parts.confirm(text, least)
        self.tell_changes()

    def attach_solver(self, link: SolverLink) -> None:
        """Use ``link`` for hints, the arrow, stuck checks and the winnability indicator."""
        self._parts.attach_solver(link)

    # --- actions -------------------------------------------------------------------------------

    def act(self, action: TableAction) -> None:
        """Do ``action`` as a key, a button or a tap would: the hint and the message line go first
        (not for the ring's moves or the menu), what glows afterwards pulses for a moment. Each
        action is told (`tell`: `Acted`, then what it changed); Enter on the ring is told as the
        action it does."""
        before, moves = self._parts.state().position, self._parts.move_list()
        effects: list[Effect] = []
        quiet = True   # the ring's moves, a query and the menu leave what the table shows as it was
        match action:
            case OpenMenu():
                self.hear(MenuWanted())
            case FocusActivate():
                # What Enter does where the ring stands is read before the hint goes: the hint's
                # glow may be what shows the button the ring is on ("Zurück zu gewinnbar").
                responses = self._input.focus(action, self.snapshot())
                self._parts.clear_hint()
                self.respond(responses)
                self._parts.draw_attention()
                return
            case FocusNext() | FocusPrevious():
                self.respond(self._input.focus(action, self.snapshot()))
            case Ask():
                pass
            case (Undo() | Redo() | Hint() | ShowLine() | TurnTalon() | Redeal() | Finish() | BackToWinnable() | ReopenStuck()
                  | Play() | PlayMove() | Lift() | LiftCard() | LiftWaste() | ChooseColumn() | SendSelection()
                  | PutDown() | RunMore() | RunFewer()):
                effects = self._parts.perform(action)
                quiet = False
            case _:
                assert_never(action)
        self._parts.draw_attention()
        if self._parts.state().position.talon_spent() and not before.talon_spent():
            self.hear(Sound.TALON_OUT)   # the engine says no card will come from the talon again
        made, undone = moves_changed(moves, self._parts.move_list())
        self.tell(Acted(action, tuple(effects), before, made, undone))
        self.tell_changes(acted=not quiet, hinted=action == Hint())   # a value: Hint has no fields

    def settle(self) -> None:
        """Land every card still in the air now, as the player's next press would (tools that
        take a picture of the table at rest)."""
        self._parts.settle()

    def tap_at(self, point: tuple[int, int]) -> None:
        """A tap at ``point``: whatever lies there, as the pointer's tap would (no double tap)."""
        self.respond(self._input.tap_at(point, self.snapshot()))

    def respond(self, responses: list[Response]) -> None:
        """Carry out what the input answered, in its order."""
        for response in responses:
            match response:
                case Act(action):
                    self.act(action)
                case Hold() | Snap():
                    self._parts.show_look(response)
                case Redraw():
                    self.invalidate()
                case Settle():
                    self._parts.settle()
                case WonTap(pos):
                    self.won_tap(pos)
                case Sound():
                    self.hear(response)
                case NothingDone():
                    self.tell(response)
                    self.hear(Sound.NOTHING)
                case _:
                    assert_never(response)

    def won_tap(self, pos: tuple[int, int]) -> None:
        """A tap on the won table: ends the cascade (the summary comes), or "new game" on the banner."""
        parts = self._parts
        if not parts.model.lifecycle.win_told:
            parts.end_cascade()   # the summary stands on the clean table
            if self.owner is not None:
                return
        if parts.picture.offers_new_game and self.where().new_game_button().collidepoint(pos):
            self.deal(Game.new(random_game_number(), parts.model.game.variant))

    # --- where things are, for tools that click ------------------------------------------------

    def snapshot(self, held_as_drawn: bool = False) -> TableSnapshot:
        """The table now (`TableParts.snapshot`), laid out for the window first if it never was."""
        if not self._parts.laid_out:
            self.resize(self.app.size)
        return self._parts.snapshot(held_as_drawn)

    def where(self) -> TableGeometry:
        """Where everything is now, and what lies under a point (a snapshot's `TableGeometry`)."""
        return TableGeometry(self.snapshot())

    def card_point(self, pile: Pile, index: int) -> tuple[int, int]:
        """A point on the visible part of card ``index`` of ``pile`` (its top strip when covered):
        where a finger taps it."""
        return self.where().card_point(pile, index)

    def card_centre(self, pile: Pile, index: int) -> tuple[int, int]:
        """The middle of the resting place of card ``index`` of ``pile`` (where a dragged card lands on it)."""
        center: tuple[int, int] = self.where().rest_rect(pile, index).center
        return center

    def target_point(self, target: int) -> tuple[int, int]:
        """The middle of what glows for a lifted run's ``target`` (FOUNDATION or a column)."""
        center: tuple[int, int] = self.where().target_rect(target).center
        return center

    def talon_point(self) -> tuple[int, int]:
        """The middle of the talon."""
        rect = self.spot(TableSpot.TALON)
        assert rect is not None   # the talon always shows
        center: tuple[int, int] = rect.center
        return center

    def spot(self, spot: TableSpot) -> pygame.Rect | None:
        """Where a button or another place of the table is drawn now (None: it does not show)."""
        return self.where().spot(spot)

    def focus_rect(self) -> pygame.Rect | None:
        """What the keyboard ring surrounds now (None: it is hidden)."""
        return self.where().focus_rect()

    # --- what `TableParts` tells ----------------------------------------------------------------------

    def hear(self, event: TableEvent) -> None:
        """An event of the table's parts: news for the owner and the listeners."""
        self.tell(event)

    def hears_stuck(self) -> bool:
        return self.owner is not None

    # --- scene API -------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self._parts.resize(size)
        self._input.resize(size)

    def enter(self) -> None:
        self._input.enter()

    def leave(self) -> None:
        self.respond(self._input.leave(self.snapshot()))

    def handle_event(self, event: pygame.event.Event) -> None:
        self._parts.player_input(wakes_clock(event), window_away(event), readies_solver(event))
        if skips_deal(event) and self._parts.skip_deal():
            self.invalidate()
            if event.type != pygame.KEYDOWN:
                return        # a press only lands the deal (its card was still flying); a key goes on
        self.respond(self._input.handle_event(event, self.app.size, self.snapshot(held_as_drawn=True), self._questions))

    def animating(self) -> bool:
        return self._parts.animating()

    def next_change(self) -> float | None:
        waste = self._input.next_change(self.snapshot()) if self._input.may_open_waste() else None
        due = [t for t in (self._parts.next_change(), waste) if t is not None]
        return min(due, default=None)

    def update(self, dt: float) -> None:
        self._parts.update(dt)
        self.tell_changes()   # the solver's answers: a hint that waited, a verdict, a reminder
        if self._input.may_open_waste():
            self.respond(self._input.update(dt, self.snapshot()))   # a long press on the waste opens it (B17)

    def draw(self, surface: pygame.Surface) -> None:
        self._parts.draw(surface, on_top=self.app.top is self)

    def draw_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if not self._parts.draw_clock(surface, area):   # the clock's second draws its words alone
            super().draw_area(surface, area)

    @property
    def cheap_to_draw(self) -> bool:
        """Under an overlay the table draws afresh (its painter stays for when the overlay closes),
        unless the win cascade holds its canvases: then the app keeps a picture and the table
        lets them go."""
        return not self._parts.cascade_showing

    def let_go(self) -> None:
        self._parts.let_go()

    def discard(self) -> None:
        self._parts.discard()
