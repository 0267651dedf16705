"""`TableStage`: a table's parts held together and kept in step, without its input.

It builds the parts — the `TableModel` (the game and the rules-level state), the `TableView`
(layout, painter, flights, looks), the `InputState` the input writes, the `TablePlaces`
(geometry and hit-tests) and the `TablePicture` (with its HUD) — and does what keeps them in
step: it carries out the model's `Effect`s on the view (`apply`), runs the fixed-step update
(flights, looks, the clock, the solver's answers, the win and its cascade) and lays the table
out. The played table (`scene.TableScene`) and the replay (`replay.ReplayScene`) each hold a
stage and bring their own input and, for the replay, their own HUD.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine import Game, PileKind, Step
from game.scenes.table.hud import TableHud
from game.scenes.table.looks import InputState
from game.scenes.table.model import TableModel
from game.scenes.table.picture import TablePicture
from game.scenes.table.places import TablePlaces
from game.scenes.table.values import Deny, Effect, Fly, Notice, ShowNow, Sound
from game.scenes.table.view import TableView
from game.solving import link as solver_link
from game.storage.settings import Settings
from game.view import theme
from game.view.cascade import Cascade, cascade_starts

CLOCK_MARGIN = 0.002   # seconds past the clock's next whole second: wake when it shows the new one
WON_CASCADE_SHORT = 2.4     # seconds: then the cascade is cut short (its trails fade, the win is reported:
                            # the summary stands within ~3 s of the last move) …
WON_CASCADE_LONGEST = 12.0  # … unless the player holds the pointer down to keep watching, up to this


class StageOwner(Protocol):
    """The scene holding a stage: it draws the frames and hears what the table has to tell."""

    def invalidate(self, rect: pygame.Rect | None = None) -> None: ...

    def hear(self, notice: Notice | Sound) -> None:
        """A sound, a change of the game (`Notice.CHANGED`), the dead-end dialog (`Notice.STUCK`)."""

    def hears_stuck(self) -> bool:
        """Someone shows the dead-end dialog (R17)."""

    def won_reported(self) -> None:
        """The win is told (after its cascade)."""


class TableStage:
    """The parts of one table and the update that keeps them in step."""

    def __init__(self, game: Game, settings: Callable[[], Settings], owner: StageOwner,
                 auto_play: Callable[[], bool] | None = None) -> None:
        self.owner = owner
        self.model = TableModel(game, auto_play or (lambda: settings().auto_play))
        self.view = TableView(game.position, settings, self.landed)
        self.model.shown = lambda: self.view.display
        self.input_state = InputState()
        self.places = TablePlaces(self.model, self.view, self.input_state)
        self.view.floats = self.places
        self.picture = TablePicture(self.model, self.view, self.places, self.input_state,
                                    TableHud(self.model, self.view, self.input_state))
        self.clock_area: pygame.Rect | None = None   # what the clock's last second changed

    # --- the game ------------------------------------------------------------------------------

    def start(self, game: Game, deal_animation: bool) -> None:
        """Show ``game`` afresh: nothing lifted, glowing or flying; the clock from zero."""
        self.view.reset(game.position)
        self.input_state.ring.reset()
        self.input_state.press = self.input_state.drag = None
        self.apply(self.model.start(game))
        if deal_animation and game.moves == 0:
            self.view.animate_deal(game.position)

    def apply(self, effects: list[Effect]) -> None:
        """Carry out what the model answered, in its order."""
        for effect in effects:
            if isinstance(effect, Fly):
                self.view.fly(effect.steps, effect.pace, effect.unit)
            elif isinstance(effect, Deny):
                self.view.deny(effect)
            elif isinstance(effect, ShowNow):
                self.view.player.show(self.model.game.position)
            elif effect == Notice.ATTENTION:
                self.draw_attention()
            else:
                self.owner.hear(effect)

    def settle(self) -> None:
        """A new input lands every card still in the air, so the engine and the picture agree."""
        self.view.settle(self.model.game.position)

    def draw_attention(self) -> None:
        """What glows changed (a lift, a hint, "Alles ablegen"): it pulses for a moment."""
        self.view.draw_attention()
        self.owner.invalidate()

    def landed(self, step: Step) -> None:
        """A card arrived: the sound says which kind of arrival it was."""
        if step.dst.kind == PileKind.FOUNDATION:
            self.owner.hear(Sound.FOUNDATION)
        elif PileKind.TALON in (step.src.kind, step.dst.kind):
            self.owner.hear(Sound.CARD_TURNED)
        else:
            self.owner.hear(Sound.CARD_PLACED)

    # --- the loop ------------------------------------------------------------------------------

    def animating(self) -> bool:
        """Cards fly, a run snaps back or shakes, the cascade plays, a glow pulses, or the engine
        has news the next update turns into a picture (a win, a proved dead end)."""
        model, view = self.model, self.view
        return (view.moving() or model.stuck_pending
                or (not model.won and model.game.is_won())
                or (view.cascade is not None and not (view.cascade.cleared and model.won_reported))
                or (view.attention.moving(view.time) and (model.selection is not None or self.input_state.drag is not None
                                                         or model.hint is not None or model.can_finish)))

    def next_change(self) -> float | None:
        """The clock's next second; the end of a hint's wait for the solver; while the solver
        searches, the next look at its answers (they also wake the loop when they come)."""
        model = self.model
        due: list[float] = []
        if model.clock.running and not model.won:
            due.append(1.0 - model.clock.elapsed % 1.0 + CLOCK_MARGIN)
        if model.hint_wait is not None:
            due.append(max(0.0, model.hint_wait.duration - model.hint_wait.elapsed))
        if model.solver is not None and model.solver.expecting:
            due.append(solver_link.LOOK_SECONDS)
        return min(due, default=None)

    def update(self, dt: float) -> None:
        model, view = self.model, self.view
        if self.animating():
            self.owner.invalidate()    # what moved is drawn, and the frame after the last step too
        view.time += dt
        news, effects = model.poll_solver(dt)
        if news:
            self.owner.invalidate()   # the indicator, the arrow or the HUD may say something new
        self.apply(effects)
        if not model.won and model.clock.tick(dt) and view.layout is not None:
            self.clock_area = self.picture.clock_area()   # only the HUD's clock changed
            self.owner.invalidate(self.clock_area)
        if view.layout is None:
            return
        view.player.update(dt)
        if not view.player.busy:
            view.hold = None
            view.sync(model.game.position)
            if not model.won and model.game.is_won():
                self.start_cascade()
            elif model.stuck_pending:
                self.apply(model.tell_stuck(self.owner.hears_stuck()))
        view.age_looks(dt)
        cascade = view.cascade
        if cascade is not None:
            cascade.update(dt, view.painter, view.layout.size[1])
            watching = self.input_state.tracker.down_at is not None
            if cascade.time > (WON_CASCADE_LONGEST if watching else WON_CASCADE_SHORT):
                cascade.clear()
            if cascade.cleared:
                self.report_won()

    def start_cascade(self) -> None:
        """The game is won: the cards bounce off the foundations (unless animations are off)."""
        self.apply(self.model.declare_won())
        layout = self.view.layout
        canvas = pygame.Surface(layout.size)
        self.picture.draw_table(canvas)
        starts = cascade_starts(layout.foundations) if self.view.settings().animation_factor > 0 else []
        self.view.cascade = Cascade(canvas, starts, layout.size[1], random.Random(self.model.game.moves))
        if self.model.won_reported or not starts:   # after the summary came (a new window size), or
            self.view.cascade.clear(at_once=True)    # animations off: only the clean table

    def report_won(self) -> None:
        if self.model.report_won():
            self.owner.won_reported()

    # --- window ----------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size``; a cascade's trails belong to the old size: afresh."""
        self.view.resize(size)
        self.input_state.tracker.slop = max(4, round(min(size) * theme.DRAG_SLOP))
        if self.view.cascade is not None:
            self.start_cascade()

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        """Draw ``area`` alone when it is what the clock's last second changed, its words over the
        felt and nothing else there (`TablePicture.clock_alone`, asked at the second); False: draw
        it the whole way."""
        if (self.clock_area is None or area != self.clock_area or self.view.layout is None
                or self.view.layout.size != surface.get_size() or area == self.view.layout.hud):
            return False   # anything else that changed since the second invalidated all of the picture
        self.picture.draw_clock(surface, area)
        self.clock_area = None
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.view.layout is None or self.view.layout.size != surface.get_size():
            self.resize(surface.get_size())
        self.view.refit_layout()
        self.picture.draw(surface)
