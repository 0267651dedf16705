"""`TableMotion`: what the table shows and how it moves — the shown position, its layout and motion.

Its one job is the table's moving picture state: the layout, the cards in flight (`StepPlayer`,
whose ``display`` lags behind the engine while they fly), the resting slot of every card
(`rest_rect`; with the floating offsets `TableParts` hands it, the flights' `CardPlaces`), the
short-lived looks (a dropped run held or flying back, a shake, a refusal: `transients`) and the
glows' attention. It turns the model's `Fly` and `Deny` and the input's `Hold` and `Snap` into
flights and looks, decides no rule and paints nothing; what it shows it tells as one frozen
`MotionFacts` (`facts`), which is all the geometry and the picture ever see of it. `resize` and
`refit_layout` lay the table out again (`TableParts` refits before every snapshot, so a grown column fits).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import WASTE_PILE, Pile, PileKind, Position, Step, column_pile
from game.scenes.tabletop.attention import Attention
from game.scenes.tabletop.snapshot import InFlight, MotionFacts, Offset, resting_place
from game.scenes.tabletop.transients import Hold, Refusal, Shake, Snap, SnapBack, aged
from game.storage.settings import Settings
from game.table.values import Deny, Pace
from game.view import theme
from game.view.flights import Floating, StepPlayer, dealing, pile_size
from game.view.layout import TableLayout, compute_layout, same_suit_runs
from game.view.tween import Tween, ease_out_cubic, shake_offset

# Seconds a card flies and between two cards' starts, per pace, at animation speed 1.0.
PACES = {Pace.MOVE: (theme.FLIGHT_TIME, theme.FLIGHT_STAGGER),
         Pace.REDEAL: (theme.FLIGHT_TIME * 0.6, theme.REDEAL_STAGGER),
         Pace.FINISH: (theme.FLIGHT_TIME, theme.FINISH_STAGGER)}

Timing = Callable[[float, float, int], tuple[float, float]]   # (flight, stagger, cards) → (flight, stagger)


class TableMotion:
    """Layout, flights, resting slots and the short-lived looks of one table."""

    def __init__(self, position: Position, settings: Callable[[], Settings], on_land: Callable[[Step], None],
                 with_menu: bool = False, timing: Timing | None = None) -> None:
        self.settings = settings          # the player's options as they stand now
        self.with_menu = with_menu        # the ☰ button shows (the layout makes room)
        self.layout: TableLayout | None = None
        self.floating: Floating = {}      # where `TableParts` last said cards float (a flight starts there)
        self.player = StepPlayer(position.copy(), self, on_land)
        self.timing = timing              # a scene's own pace of flights (the replay's)
        self.hold: Hold | None = None       # a dropped move's cards, waiting where they were let go
        self.snap: SnapBack | None = None   # a dropped run that found no target, flying back
        self.shake: Shake | None = None
        self.refusal: Refusal | None = None   # a tapped card that cannot go, rising
        self.time = 0.0                   # scene time, for pulses and bobbing
        self.attention = Attention()      # the glows' pulse and the arrow's bob, for a moment only
        self.resyncs = 0                  # display repairs; never expected (the tests assert 0)
        self.dealing = False              # the deal's animation is on (any input skips it)
        self._runs_cache: dict[tuple, tuple[bool, ...]] = {}

    @property
    def laid(self) -> TableLayout:
        """The layout: drawing, hit-testing and the cascade come after the first `resize`."""
        if self.layout is None:
            raise RuntimeError("the table is not laid out yet: resize() comes first")
        return self.layout

    @property
    def display(self) -> Position:
        """What the table shows: the engine's position, lagging behind while cards fly."""
        return self.player.display

    def reset(self, position: Position) -> None:
        """A new deal: nothing flying, held, shaking or cascading; attention and time afresh."""
        self.player.show(position)
        self.hold = self.snap = self.shake = self.refusal = None
        self.time = 0.0
        self.attention = Attention()
        self.resyncs = 0
        self.dealing = False

    # --- layout ------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` (the same arrangement when only columns grew or shrank)."""
        old, settings = self.layout, self.settings()
        same = old is not None and old.size == tuple(size) and old.large == settings.large_cards
        prefer = old.arrangement if old is not None and same else None
        self.layout = compute_layout(size, with_menu=self.with_menu, large=settings.large_cards,
                                     lengths=self.column_lengths(), prefer=prefer, talon_right=settings.talon_right)

    def column_lengths(self) -> tuple[int, ...]:
        """How many cards each column shows, those flying in included: what the layout must hold."""
        return tuple(self.pile_count(column_pile(c)) for c in range(len(self.display.columns)))

    def refit_layout(self) -> None:
        """Re-lay the table when a column grew or shrank past what the layout was made for (R2:
        every covered card's index stays whole), before anything is drawn or hit-tested."""
        if self.layout is not None and self.layout.needs_relayout(self.column_lengths()):
            self.resize(self.layout.size)

    def pile_count(self, pile: Pile) -> int:
        """Cards a pile shows including those on their way to it (so columns squeeze in time)."""
        return pile_size(self.display, pile) + self.player.incoming(pile)

    def runs(self, column: int) -> tuple[bool, ...]:
        """Which neighbours in a shown column form same-suit runs (the layout squeezes those first)."""
        key = (self.player.version, id(self.display), column)
        cached = self._runs_cache.get(key)
        if cached is None:
            cards = self.display.columns[column]
            cached = same_suit_runs(cards)
            if len(self._runs_cache) > 64:
                self._runs_cache.clear()
            self._runs_cache[key] = cached
        return cached

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """The resting slot of the ``index``-th card of ``pile`` now (`snapshot.resting_place`)."""
        runs = self.runs(pile.index) if pile.kind == PileKind.COLUMN else ()
        return resting_place(self.laid, pile, index, self.pile_count(pile), runs)

    def card_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """Where a card is drawn now: a flight starts there (a dropped run where it was let go)."""
        rect = self.rest_rect(pile, index)
        float_info = self.floating.get(pile)
        if float_info is not None and index >= float_info[0]:
            rect = rect.move(round(float_info[1]), round(float_info[2]))
        return rect

    # --- flights and looks ----------------------------------------------------------------------

    def animate_deal(self, position: Position) -> None:
        """The 40 table cards fly from the talon, row by row (the display starts with them there)."""
        start, steps = dealing(position)
        self.player.show(start)
        factor = self.settings().animation_factor
        self.player.add(steps, theme.DEAL_FLIGHT_TIME * factor, theme.DEAL_STAGGER * factor)
        self.dealing = self.player.busy

    def skip_deal(self, position: Position) -> bool:
        """Any input while the deal flies lands its cards at once (True: it did)."""
        if not self.dealing:
            return False
        self.dealing = False
        self.settle(position)
        return True

    def fly(self, steps: tuple[Step, ...], pace: Pace, unit: tuple[int, int] | None, floating: Floating) -> None:
        """Fly the engine's steps at ``pace`` (or the scene's own `timing`); ``floating``: where
        cards are drawn away from their slots now (with animations off they land at once)."""
        self.floating = floating
        duration, stagger = PACES[pace]
        if self.timing is not None:
            duration, stagger = self.timing(duration, stagger, len(steps))
        factor = self.settings().animation_factor
        if steps:  # long sequences (undoing "Alles ablegen") start faster, so none drags on
            stagger = min(stagger, theme.LONGEST_SEQUENCE / len(steps))
        self.player.add(list(steps), duration * factor, stagger * factor, unit)
        if factor <= 0:
            self.player.update(0.0)
            self.player.finish_all()

    def hold_at(self, hold: Hold) -> None:
        """A dropped run waits where it was let go until its flights start."""
        self.hold = hold

    def snap_back(self, snap: Snap) -> None:
        """A dragged run that found no target flies back to its pile."""
        duration = theme.SNAP_BACK_TIME * self.settings().animation_factor
        self.snap = SnapBack(snap.pile, snap.start, Tween((snap.dx, snap.dy), (0.0, 0.0), duration, ease_out_cubic))

    def deny(self, deny: Deny) -> None:
        """The cards of a "no" shake, or rise, shake and settle (a refused tap): the pile's top
        ``count`` as the table shows it now."""
        start = max(0, pile_size(self.display, deny.pile) - deny.count)
        if deny.rise:
            self.refusal = Refusal(deny.pile, start)
        else:
            self.shake = Shake(deny.pile, start)

    def settle(self, position: Position) -> None:
        """A new input lands every card still in the air, so the engine and the picture agree."""
        if self.player.busy:
            self.player.finish_all()
        self.hold = self.snap = self.shake = self.refusal = None
        self.sync(position)

    def sync(self, position: Position) -> None:
        """When nothing is in flight the picture must equal the engine's position."""
        if not self.player.busy and self.display != position:
            self.resyncs += 1  # never expected: the tests assert it stays 0
            self.player.show(position)

    def tick(self, dt: float) -> None:
        """Scene time goes on (the glows' pulse and the arrow's bob follow it)."""
        self.time += dt

    def advance(self, dt: float, floating: Floating, position: Position) -> bool:
        """The flights ``dt`` further (``floating``: where cards are drawn away from their slots
        now, where a flight starting now sets off). True when no card is in the air any more: a
        held run is let go, and the picture equals the engine's ``position`` (`sync`)."""
        self.floating = floating
        self.player.update(dt)
        if self.player.busy:
            return False
        self.dealing = False
        self.hold = None
        self.sync(position)
        return True

    def age_looks(self, dt: float) -> None:
        self.snap = aged(self.snap, dt)
        self.shake = aged(self.shake, dt)
        self.refusal = aged(self.refusal, dt)

    def moving(self) -> bool:
        """Cards fly, or a run is held, snaps back, shakes or is refused."""
        return (self.player.busy or self.snap is not None or self.shake is not None or self.refusal is not None
                or self.hold is not None)

    @property
    def busy(self) -> bool:
        """Cards are in the air (or wait to set off)."""
        return self.player.busy

    def launching(self) -> bool:
        """Cards wait to set off: a flight may start this update (from where they float now)."""
        return bool(self.player.queue)

    def stirring(self) -> bool:
        """The glows' pulse and the arrow's bob still run (`attention`)."""
        return self.attention.moving(self.time)

    def show(self, position: Position) -> None:
        """Show ``position`` at once, not card by card (a jump back several moves)."""
        self.player.show(position)

    def draw_attention(self) -> None:
        """What glows changed: it pulses for a moment (`attention`)."""
        self.attention.restart(self.time)

    # --- what it shows ------------------------------------------------------------------------

    def facts(self) -> MotionFacts:
        """What the motion shows now, as one frozen value (laid out first: `refit_layout`)."""
        lay = self.laid
        columns = tuple(self.pile_count(column_pile(c)) for c in range(len(self.display.columns)))
        flights = []
        for flight in self.player.flights:
            x, y, w, h, scale = flight.rect(self.rest_rect)
            flights.append(InFlight(flight.step.card if flight.face_up() else None, (x, y, w, h), scale, flight.step.dst))
        incoming: dict[Pile, int] = {}
        for flight in self.player.flights:
            incoming[flight.step.dst] = incoming.get(flight.step.dst, 0) + 1
        shake = refusal = snap = None
        if self.snap is not None:
            dx, dy = self.snap.timer.value()
            snap = Offset(self.snap.pile, self.snap.start, dx, dy)
        if self.shake is not None:
            amplitude = lay.card_w * theme.SHAKE_AMPLITUDE
            shake = Offset(self.shake.pile, self.shake.start,
                           shake_offset(self.shake.timer.elapsed, theme.SHAKE_TIME, amplitude), 0)
        if self.refusal is not None:
            dx, dy = self.refusal.offset(lay.card_w, lay.card_h)
            refusal = Offset(self.refusal.pile, self.refusal.start, dx, dy)
        hold = Offset(self.hold.pile, self.hold.start, self.hold.dx, self.hold.dy) if self.hold is not None else None
        return MotionFacts(
            layout=lay, display=self.display.copy(), column_counts=columns,
            waste_count=self.pile_count(WASTE_PILE),
            runs=tuple(self.runs(c) for c in range(len(columns))), flights=tuple(flights),
            incoming=tuple(incoming.items()), hold=hold, snap=snap, shake=shake, refusal=refusal,
            pulse=self.attention.pulse(self.time), bob=self.attention.bob(self.time, lay.card_h),
            stirring=self.attention.moving(self.time), busy=self.player.busy, repairs=self.resyncs)

    def discard(self) -> None:
        """Off the stack for good (a new deal's table, the replay closed): the layout goes (a draw
        after this, never expected, lays the table out afresh)."""
        self.layout = None
