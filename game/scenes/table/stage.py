"""`TableStage`: one table's parts, built and kept in step — everything of a table but its input.

Its one job is coordination. It builds the parts — the `TableModel` (the game and the
rules-level state), the `TableView` (layout, flights, looks), the `InputState` the input
writes, the `TableGeometry` (where things are, hit-tests) and the `TablePicture` (with its
HUD) — and is the one place that carries what one part answers to another: an action to the
model with the shown position (`perform`), the model's `Effect`s and the input's looks to the
view (`apply`, `show_look`), the fixed-step update (flights, looks, the clock, the solver's
answers, the win and its cascade), the layout, the frame, and the read-only `TableAccount`.
The played table (`scene.TableScene`) and the replay (`replay.ReplayScene`) each hold a stage;
the scene brings the input, the replay its own controls.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine import Game, Move, PileKind, Step
from game.scenes.table.account import Lifted, TableAccount
from game.scenes.table.actions import GameAction
from game.scenes.table.geometry import TableGeometry
from game.scenes.table.hud import Hud, ReplayHud, TableHud
from game.scenes.table.input_state import InputState
from game.scenes.table.looks import Hold, Snap
from game.scenes.table.messages import Tone
from game.scenes.table.model import TableModel
from game.scenes.table.picture import TablePicture
from game.scenes.table.table_view import TableView, Timing
from game.scenes.table.values import Deny, Effect, Fly, Notice, ShowNow, Sound
from game.solving import link as solver_link
from game.storage.settings import Settings
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
    """The parts of one table and the update that keeps them in step.

    ``played`` False makes a replay's stage: no safe auto-play (the line plays those cards
    itself), the replay's HUD, none of the table's own words and buttons, no "new game" on the
    won banner; ``timing``: its own pace of flights. ``with_menu``: the ☰ button shows;
    ``summary_follows``: someone else shows the win once it is told (no banner then)."""

    def __init__(self, game: Game, settings: Callable[[], Settings], owner: StageOwner, played: bool = True,
                 with_menu: bool = False, summary_follows: bool = False, timing: Timing | None = None) -> None:
        self.owner = owner
        self.model = TableModel(game, (lambda: settings().auto_play) if played else (lambda: False),
                                (lambda: settings().show_winnability) if played else (lambda: False))
        self.view = TableView(game.position, settings, self.landed, with_menu=with_menu, timing=timing)
        self.input_state = InputState()
        self.deal_pending = game.moves == 0     # R12 at the deal: the safe cards on top go up once it has landed
        self.geometry = TableGeometry(self.model, self.view, self.input_state)
        hud: Hud = TableHud(self.model, self.view, self.input_state) if played else ReplayHud(self.model, self.view)
        self.picture = TablePicture(self.model, self.view, self.geometry, self.input_state, hud, controls=played,
                                    summary_follows=summary_follows, offers_new_game=played and not summary_follows)
        self.clock_area: pygame.Rect | None = None   # what the clock's last second changed

    # --- the game ------------------------------------------------------------------------------

    def start(self, game: Game, deal_animation: bool) -> None:
        """Show ``game`` afresh: nothing lifted, glowing or flying; the clock from zero."""
        self.view.reset(game.position)
        self.apply(self.model.start(game))
        self.deal_pending = game.moves == 0
        if deal_animation and game.moves == 0:
            self.view.animate_deal(game.position)

    def perform(self, action: GameAction) -> list[Effect]:
        """The model does ``action`` on the table the player sees (the cards in the air land
        first where the action works on the table at rest), and its effects are carried out
        (and returned, for the scene to tell)."""
        if self.model.settles(action):
            self.settle()
        effects = self.model.perform(action, self.view.display)
        self.apply(effects)
        return effects

    def play_line(self, move: Move) -> list[Effect]:
        """A move of the solver's line as it is (the replay): pushed on the engine at the pace of
        a move, without an action's reading of the table (no redeal for a turn, no lift)."""
        effects = self.model.push(move, self.view.display)
        self.apply(effects)
        return effects

    def apply(self, effects: list[Effect]) -> None:
        """Carry out what the model answered, in its order."""
        for effect in effects:
            if isinstance(effect, Fly):
                self.view.fly(effect.steps, effect.pace, effect.unit, self.geometry.floating())
            elif isinstance(effect, Deny):
                self.view.deny(effect)
            elif isinstance(effect, ShowNow):
                self.view.player.show(self.model.game.position)
            elif effect == Notice.ATTENTION:
                self.draw_attention()
            else:
                self.owner.hear(effect)

    def show_look(self, look: Hold | Snap) -> None:
        """A look the input asked for: a dropped run held where it was let go, or flying back."""
        if isinstance(look, Hold):
            self.view.hold_at(look)
        else:
            self.view.snap_back(look)

    def send_up_at_deal(self) -> None:
        """R12 at the deal, once it has landed: with auto-play on, the safe cards on top (the aces)
        go up at once rather than with the player's first move, as no move (`Game.deal_move`);
        the clock still waits for the player's first input."""
        self.deal_pending = False
        model = self.model
        move = model.game.deal_move() if model.auto_play() else None
        if move is not None:
            running = model.clock.running
            self.apply(model.push(move, self.view.display, free=True))
            model.clock.run(running)

    def skip_deal(self) -> bool:
        """Any input while the deal flies: its cards land at once, and the safe cards on top go
        up (R12) before the input does anything else. True: the deal was flying."""
        if not self.view.skip_deal(self.model.game.position):
            return False
        if self.deal_pending:
            self.send_up_at_deal()
        return True

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

    def account(self) -> TableAccount:
        """What the table says about itself now (`TableAccount`)."""
        model, game = self.model, self.model.game
        sel, hints, ring = model.selection, model.hints, self.input_state.ring
        message = model.messages.current
        return TableAccount(
            number=game.number, variant=game.variant, moves=game.moves, seconds=model.clock.elapsed,
            clock_running=model.clock.running, won=model.won, win_told=model.won_reported,
            cascade=self.view.cascade is not None, busy=self.view.player.busy, in_step=self.view.display == game.position,
            can_undo=game.can_undo(), can_redo=game.can_redo(), can_finish=model.can_finish,
            lifted=Lifted(sel.src, sel.count, tuple(sel.targets), sel.best, sel.limit) if sel is not None else None,
            hint=hints.glow.move if hints.glow is not None else None, hint_glows=hints.glow is not None,
            hint_waiting=hints.wait is not None, message=model.messages.text,
            hint_words=message.text if message is not None and message.tone == Tone.HINT else "",
            winnability=model.indicator.winnability(game), live=model.indicator.live(game),
            deal_verified=model.indicator.verified_solvable(game), showing_winnability=model.indicator.on,
            back_winnable=model.back_winnable_moves(), back_winnable_shown=model.back_winnable_shown(),
            stuck_offered=model.stuck, focus=ring.stop if ring.shown else None,
            tags=self.picture.hud.tag_texts(), live_words=self.picture.hud.live_text(), auto_play=model.auto_play(),
            reminds=model.reminds())

    # --- the loop ------------------------------------------------------------------------------

    def animating(self) -> bool:
        """Cards fly, a run snaps back or shakes, the cascade plays, a glow pulses, or the engine
        has news the next update turns into a picture (a win, a proved dead end)."""
        model, view = self.model, self.view
        return (view.moving() or model.stuck_pending
                or (not model.won and model.game.is_won())
                or (view.cascade is not None and not (view.cascade.cleared and model.won_reported))
                or (view.attention.moving(view.time) and (model.selection is not None or self.input_state.drag is not None
                                                         or model.hints.glow is not None or model.can_finish)))

    def next_change(self) -> float | None:
        """The clock's next second; the end of a hint's wait for the solver; while the solver
        searches, the next look at its answers (they also wake the loop when they come)."""
        model = self.model
        due: list[float] = []
        if model.clock.running and not model.won:
            due.append(1.0 - model.clock.elapsed % 1.0 + CLOCK_MARGIN)
        wait = model.hints.wait
        if wait is not None:
            due.append(max(0.0, wait.duration - wait.elapsed))
        if model.solver is not None and model.solver.expecting:
            due.append(solver_link.LOOK_SECONDS)
        return min(due, default=None)

    def update(self, dt: float) -> None:
        model, view = self.model, self.view
        if self.animating():
            self.owner.invalidate()    # what moved is drawn, and the frame after the last step too
        view.tick(dt)
        news, effects = model.poll_solver(dt)
        if news:
            self.owner.invalidate()   # the indicator, the arrow or the HUD may say something new
        self.apply(effects)
        if not model.won and model.clock.tick(dt) and view.layout is not None:
            self.clock_area = self.picture.clock_area()   # only the HUD's clock changed
            self.owner.invalidate(self.clock_area)
        if view.layout is None:
            return
        if view.advance(dt, self.geometry.floating(), model.game.position):
            if not model.won and model.game.is_won():
                self.start_cascade()
            elif model.stuck_pending:
                self.apply(model.tell_stuck(self.owner.hears_stuck()))
            elif self.deal_pending:
                self.send_up_at_deal()
        view.age_looks(dt)
        watching = self.input_state.tracker.down_at is not None
        if view.age_cascade(dt, WON_CASCADE_LONGEST if watching else WON_CASCADE_SHORT):
            self.report_won()

    def start_cascade(self) -> None:
        """The game is won: the cards bounce off the foundations (unless animations are off)."""
        self.apply(self.model.declare_won())
        layout = self.view.laid
        canvas = pygame.Surface(layout.size)
        self.picture.draw_table(canvas)
        starts = cascade_starts(layout.foundations) if self.view.settings().animation_factor > 0 else []
        self.view.show_cascade(Cascade(canvas, starts, layout.size[1], random.Random(self.model.game.moves)))
        if self.model.won_reported or not starts:   # after the summary came (a new window size), or
            self.view.end_cascade()                  # animations off: only the clean table

    def report_won(self) -> None:
        if self.model.report_won():
            self.owner.won_reported()

    # --- window ----------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size``; a cascade's trails belong to the old size: afresh."""
        self.view.resize(size)
        if self.view.cascade is not None:
            self.start_cascade()

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        """Draw ``area`` alone when it is what the clock's last second changed, its words over the
        felt and nothing else there (`TablePicture.clock_alone`, asked at the second); False: draw
        it the whole way."""
        layout = self.view.layout
        if (self.clock_area is None or area != self.clock_area or layout is None
                or layout.size != surface.get_size() or area == layout.hud):
            return False   # anything else that changed since the second invalidated all of the picture
        self.picture.draw_clock(surface, area)
        self.clock_area = None
        return True

    def draw(self, surface: pygame.Surface, on_top: bool = True) -> None:
        """The frame (``on_top``: no other scene lies over the table)."""
        if self.view.layout is None or self.view.layout.size != surface.get_size():
            self.resize(surface.get_size())
        self.view.refit_layout()
        self.picture.draw(surface, on_top)
