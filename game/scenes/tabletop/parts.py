"""`TableParts`: one table's parts, built and kept in step — everything of a table but its input.

Its one job is coordination. It builds the parts — the `TableModel` (the table without a
window), the `TableMotion` (layout, flights, short-lived looks) and the `TablePicture` (painter,
cascade, HUD) — and is the one place that carries what one part answers to another: an action to
the model (`perform`), the model's `Effect`s to the motion or on to the owner (`apply`), the
input's looks to the motion (`show_look`), the fixed-step update. It is the scenes' one door to
the table: they call its methods and read its `TableState`, `OnScreen` and `TableSnapshot` (one
per frame: the table's state, the motion's facts, the input's), never a part. No part holds
another part or shares one's state. The played table (`scene.TableScene`) and the replay
(`replay.ReplayScene`) each hold one; the scene brings the input (``input_facts``).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import Game, Move, Step
from game.engine.exhaustive import assert_never
from game.i18n import phrases
from game.scenes.tabletop.geometry import TableGeometry
from game.scenes.tabletop.hud import Hud, ReplayHud, TableHud, live_text, tag_texts
from game.scenes.tabletop.motion import TableMotion, Timing
from game.scenes.tabletop.picture import TablePicture
from game.scenes.tabletop.place_actions import ring_stop
from game.scenes.tabletop.snapshot import NO_INPUT, InputFacts, OnScreen, TableSnapshot
from game.scenes.tabletop.transients import Hold, Snap
from game.storage.settings import Settings
from game.table.actions import GameAction
from game.table.events import (
    Effect,
    EndShown,
    GameChanged,
    GameEnded,
    GameStuck,
    LineWanted,
    MenuWanted,
    PositionLearnt,
    TableEvent,
)
from game.table.focus import Stop
from game.table.runs import RunQuestions, run_questions
from game.table.state import TableState
from game.table.table_model import TableModel
from game.table.values import Deny, Fly, GlowsChanged, ShowNow, Sound, arrival_sound
from game.view.flights import Floating
from game.view.layout import TableLayout

if TYPE_CHECKING:
    from game.advisor.link import SolverLink
    from game.content import Grade

WON_CASCADE_SHORT = 2.4     # seconds: then the cascade is cut short (its trails fade, the win is reported:
                            # the summary stands within ~3 s of the last move) …
WON_CASCADE_LONGEST = 12.0  # … unless the player holds the pointer down to keep watching, up to this


class PartsOwner(Protocol):
    """The scene holding the parts: it draws the frames and passes the table's events on."""

    def invalidate(self, rect: pygame.Rect | None = None) -> None: ...

    def hear(self, event: TableEvent) -> None:
        """An event of the table (`events`), for the table's owner."""

    def hears_stuck(self) -> bool:
        """Someone shows the dead-end dialog (R17)."""


class TableParts:
    """The parts of one table and the update that keeps them in step.

    ``played`` False makes a replay's parts: no safe auto-play (the line plays those cards
    itself), a clock that never runs, the replay's HUD, none of the table's own words and
    buttons, no "new game" on the won banner; ``timing``: its own pace of flights. ``with_menu``:
    the ☰ button shows; ``summary_follows``: someone else shows the win once it is told (no
    banner then); ``input_facts``: what the input holds now (the replay: nothing);
    ``deal_animation``: a game without a move comes dealt from the talon."""

    def __init__(self, game: Game, settings: Callable[[], Settings], owner: PartsOwner, played: bool = True,
                 with_menu: bool = False, summary_follows: bool = False, timing: Timing | None = None,
                 input_facts: Callable[[], InputFacts] = lambda: NO_INPUT, deal_animation: bool = False) -> None:
        self.owner = owner
        self.settings = settings
        self.played = played
        self.input_facts = input_facts
        self.model = TableModel(game, settings if played else (lambda: replace(settings(), auto_play=False,
                                                                               show_winnability=False)), timed=played)
        self.motion = TableMotion(game.position, settings, self.landed, with_menu=with_menu, timing=timing)
        self.opening = self.model.start(game)   # what the game told as it came (won: `GameEnded`), told at the first update
        self.deal_pending = game.moves == 0     # R12 at the deal: the safe cards on top go up once it has landed
        hud: Hud = TableHud() if played else ReplayHud()
        self.picture = TablePicture(hud, controls=played, summary_follows=summary_follows,
                                    offers_new_game=played and not summary_follows)
        self.clock_area: pygame.Rect | None = None   # what the clock's last second changed
        self.shot: TableSnapshot | None = None   # the last snapshot made (`snapshot`), whether the motion moved
        self.moved, self.snapshots_made = True, 0   # since, and how many were made (the tests count them per frame)
        if deal_animation and game.moves == 0:
            self.motion.animate_deal(game.position)

    # --- what the table shows -------------------------------------------------------------------

    def snapshot(self, held_as_drawn: bool = False) -> TableSnapshot:
        """The table now, as one frozen value: the one made last while nothing changed since (the
        table's state, the input's facts, the options and the motion: every method here that moves
        the motion marks it, `moved`), so a frame makes one, whoever asks. ``held_as_drawn``: the
        input's own facts may be as last drawn (the input asks: it holds its own)."""
        state, held = self.model.state(), self.input_facts()
        shot = self.shot
        if shot is None or self.moved or shot.table is not state or (shot.input != held and not held_as_drawn):
            shot = self.shot = self.fresh_snapshot(state, held)
            self.moved = False
            self.snapshots_made += 1
        return shot

    def fresh_snapshot(self, state: TableState, held: InputFacts) -> TableSnapshot:
        """The table now, made anew (laid out again first when a column outgrew its layout)."""
        self.motion.refit_layout()
        return TableSnapshot(state, self.motion.facts(), held, self.motion.with_menu)

    @property
    def laid_out(self) -> bool:
        return self.motion.layout is not None

    def state(self) -> TableState:
        """The table now (`TableState`, made once per change); it needs no layout."""
        return self.model.state()

    def on_screen(self) -> OnScreen:
        """What only the screen knows of the table now (`OnScreen`); it needs no layout."""
        state = self.model.state()
        return OnScreen(
            busy=self.motion.busy, in_step=self.motion.display == state.position, cascade=self.picture.cascade is not None,
            ring=self.ring(), tags=tag_texts(state) if self.played else (),
            live_words=live_text(state) if self.played else "",
            reminder_words=phrases.reminder_text(state.reminder) if state.reminder is not None else "")

    def ring(self) -> Stop | None:   # where the keyboard ring stands, while it shows (B4)
        return ring_stop(self.model.state(), self.input_facts())

    def copy_game(self) -> Game:   # the game with its whole history: changing it changes nothing here
        return self.model.game.copy()

    def move_list(self) -> tuple[Move, ...]:   # the moves played so far, oldest first
        return tuple(self.model.game.move_list)

    def seconds(self) -> float:   # the game clock to the frame (`TableState.seconds`: the second shown)
        return self.model.clock.elapsed

    @property
    def cascade_showing(self) -> bool:   # the won cascade plays, or its clean table stands (its canvases held)
        return self.picture.cascade is not None

    def laid(self) -> TableLayout:   # the table's layout for the window (laid out first if it never was)
        return self.motion.laid

    def paint_button(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accent: bool, size: int,
                     hover: bool) -> None:
        """A button drawn as the table draws its own (the replay's controls)."""
        self.picture.paint.button(surface, rect, text, accent=accent, size=size, hover=hover)

    # --- what the app tells the table (`TableModel`'s answers carried out) ----------------------

    def player_input(self, wakes: bool, away: bool | None, readies: bool) -> None:
        """Input came: the clock wakes (``wakes``), stops or goes on (``away``: the window hidden or
        back; None with ``readies``: the player is here), the solver gets ready for a move (``readies``)."""
        if wakes:
            self.model.wake_clock()
        if away is not None or readies:
            self.model.player_away(away)
        if readies:
            self.model.prepare_solver()

    def set_clock(self, seconds: float) -> None:
        self.model.set_clock(seconds)

    def label(self, grade: Grade | None, daily_date: datetime.date | None) -> None:
        self.model.label(grade, daily_date)

    def give_up(self) -> None:
        self.apply(self.model.give_up())

    def leave(self) -> None:
        self.apply(self.model.leave())

    def confirm(self, text: str, least: float) -> None:
        self.model.confirm(text, least)

    def attach_solver(self, link: SolverLink) -> None:
        self.model.attach_solver(link)

    def clear_hint(self) -> None:
        self.model.clear_hint()

    # --- the game ------------------------------------------------------------------------------

    def start(self, game: Game, deal_animation: bool) -> None:
        """Show ``game`` afresh: nothing lifted, glowing or flying; the clock from zero."""
        self.moved = True
        self.motion.reset(game.position)
        self.picture.reset()
        self.opening = []
        self.apply(self.model.start(game))
        self.deal_pending = game.moves == 0
        if deal_animation and game.moves == 0:
            self.motion.animate_deal(game.position)

    def perform(self, action: GameAction) -> list[Effect]:
        """The model does ``action`` on the table the player sees (the cards in the air land
        first where the action works on the table at rest), and its effects are carried out
        (and returned, for the scene to tell)."""
        if self.model.settles(action):
            self.settle()
        effects = self.model.perform(action)
        self.apply(effects)
        return effects

    def apply(self, effects: list[Effect]) -> None:
        """Carry out what the model answered, in its order: the table's own looks here, events on
        to the owner."""
        for effect in effects:
            self.moved = True   # (a flight asks where cards float first, then moves them)
            match effect:
                case Fly(steps, pace, unit):
                    self.motion.fly(steps, pace, unit, self.floating())
                case Deny():
                    self.motion.deny(effect)
                case ShowNow():
                    self.motion.show(self.model.game.position)
                case GlowsChanged():
                    self.draw_attention()
                case (GameChanged() | GameEnded() | EndShown() | GameStuck() | PositionLearnt() | MenuWanted() | LineWanted()
                      | Sound()):
                    self.owner.hear(effect)
                case _:
                    assert_never(effect)
        self.moved |= bool(effects)

    def floating(self) -> Floating:
        """Where cards are drawn away from their slots: where a flight starting now sets off — as
        the last snapshot shows them (the picture on the screen), made anew only when none was."""
        return TableGeometry(self.shot or self.snapshot()).floating() if self.laid_out else {}

    def show_look(self, look: Hold | Snap) -> None:
        """A look the input asked for: a dropped run held where it was let go, or flying back."""
        self.moved = True
        match look:
            case Hold():
                self.motion.hold_at(look)
            case Snap():
                self.motion.snap_back(look)
            case _:
                assert_never(look)

    def send_up_at_deal(self) -> None:
        """R12 at the deal, once it has landed: with auto-play on, the safe cards on top (the aces)
        go up at once rather than with the player's first move (`TableModel.settle_deal`)."""
        self.deal_pending = False
        self.apply(self.model.settle_deal())

    def skip_deal(self) -> bool:
        """Any input while the deal flies: its cards land at once, and the safe cards on top go
        up (R12) before the input does anything else. True: the deal was flying."""
        if not self.motion.skip_deal(self.model.game.position):
            return False
        self.moved = True
        if self.deal_pending:
            self.send_up_at_deal()
        return True

    def settle(self) -> None:
        """A new input lands every card still in the air, so the engine and the picture agree."""
        self.moved |= self.motion.moving() or self.motion.display != self.model.game.position
        self.motion.settle(self.model.game.position)

    def draw_attention(self) -> None:
        """What glows changed (a lift, a hint, "Alles ablegen"): it pulses for a moment."""
        self.moved = True
        self.motion.draw_attention()
        self.owner.invalidate()

    def landed(self, step: Step) -> None:
        """A card arrived: the sound says which kind of arrival it was (`arrival_sound`)."""
        self.owner.hear(arrival_sound(step))

    def run_questions(self) -> RunQuestions:
        """The two questions the input may ask of the rules (`RunQuestions`): its only way to the table."""
        return run_questions(lambda: self.model.game, lambda: self.model.solver)

    # --- the loop ------------------------------------------------------------------------------

    def cascade_due(self) -> bool:
        """The game is won and its last card has landed, but its cascade has not begun."""
        return self.model.won and self.picture.cascade is None

    def animating(self) -> bool:
        """Cards fly, a run snaps back or shakes, the cascade plays, a glow pulses, or the engine
        has news the next update turns into a picture (a win, a proved dead end)."""
        state, motion = self.model.state(), self.motion
        return (motion.moving() or self.model.stuck_pending or self.cascade_due()
                or self.picture.cascade_playing(state.win_told)
                or (motion.stirring() and (state.selection is not None or self.input_facts().drag is not None
                                           or state.hint is not None or state.can_finish)))

    def next_change(self) -> float | None:
        """The clock's next second; the end of a hint's wait for the solver; while the solver
        searches, the next look at its answers (they also wake the loop when they come)."""
        return self.model.next_change()

    def update(self, dt: float) -> None:
        model, motion = self.model, self.motion
        stirred = motion.moving() or motion.stirring()   # the motion ticks, advances and ages its looks
        self.moved |= stirred
        if self.opening:   # the owner holds the table now: a game won as it came is told as a dealt one is
            opening, self.opening = self.opening, []
            self.apply(opening)
        if self.animating():
            self.owner.invalidate()    # what moved is drawn, and the frame after the last step too
        motion.tick(dt)
        news, effects = model.poll_solver(dt)
        if news:
            self.owner.invalidate()   # the indicator, the arrow or the HUD may say something new
        self.apply(effects)
        if model.tick(dt) and self.laid_out:
            self.clock_area = self.picture.clock_area(self.snapshot())   # only the HUD's clock changed
            self.owner.invalidate(self.clock_area)
        if not self.laid_out:
            return
        if motion.advance(dt, self.floating() if motion.launching() else {}, model.game.position):
            if self.cascade_due():
                self.apply(model.win_lands())
                self.start_cascade()
            elif model.stuck_pending:
                self.apply(model.tell_stuck(self.owner.hears_stuck()))
            elif self.deal_pending:
                self.send_up_at_deal()
        motion.age_looks(dt)
        watching = self.input_facts().pointer_down
        if self.picture.age_cascade(dt, WON_CASCADE_LONGEST if watching else WON_CASCADE_SHORT):
            self.report_won()
        self.moved |= stirred or motion.moving() or motion.stirring()

    def start_cascade(self) -> None:
        """The game is won: the cards bounce off the foundations (unless animations are off)."""
        shot = self.snapshot()
        bounces = self.picture.start_cascade(shot, self.settings().animation_factor > 0, seed=shot.table.moves)
        if shot.table.win_told or not bounces:   # after the summary came (a new window size), or
            self.picture.end_cascade()           # animations off: only the clean table

    def end_cascade(self) -> None:
        """A tap on the won table: the cascade is over at once and the win is told."""
        self.picture.end_cascade()
        self.report_won()

    def report_won(self) -> None:
        """The win's cascade is over: its end may be shown (`TableModel.win_shown`, once)."""
        self.apply(self.model.win_shown())

    # --- window ----------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size``; a cascade's trails belong to the old size: afresh."""
        self.moved = True
        self.motion.resize(size)
        if self.picture.cascade is not None:
            self.start_cascade()

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        """Draw ``area`` alone when it is what the clock's last second changed, its words over the
        felt and nothing else there (`TablePicture.clock_alone`, asked at the second); False: draw
        it the whole way."""
        layout = self.motion.layout
        if (self.clock_area is None or area != self.clock_area or layout is None
                or layout.size != surface.get_size() or area == layout.hud):
            return False   # anything else that changed since the second invalidated all of the picture
        self.picture.draw_clock(surface, area)
        self.clock_area = None
        return True

    def draw(self, surface: pygame.Surface, on_top: bool = True) -> None:
        """The frame (``on_top``: no other scene lies over the table)."""
        if self.motion.layout is None or self.motion.layout.size != surface.get_size():
            self.resize(surface.get_size())
        self.picture.draw(surface, self.snapshot(), on_top)

    def let_go(self) -> None:
        """Covered and not drawn: the window-sized pictures go (`TablePicture.let_go`)."""
        self.picture.let_go()

    def discard(self) -> None:
        """Off the stack for good: the pictures and the layout go now."""
        self.moved = True
        self.picture.discard()
        self.motion.discard()
