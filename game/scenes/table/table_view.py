"""`TableView`: what the table shows and how it moves — the shown position, its layout and motion.

Its one job is the table's moving picture state: the layout and the painter, the cards in
flight (`StepPlayer`, whose ``display`` lags behind the engine while they fly), the resting
slot of every card (`rest_rect`; with the floating offsets the stage hands it, the flights'
`CardPlaces`), the short-lived looks (a dropped run held or flying back, a shake, a refusal),
the glows' attention and the won cascade. It turns the model's `Fly` and `Deny` and the input's
`Hold` and `Snap` into flights and looks; it decides no rule and paints nothing itself (the
`TablePicture` does). `resize` and `refit_layout` lay the table out again (drawing and
hit-testing call `refit_layout` first, so a grown column fits).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import Pile, PileKind, Position, Step, column_pile
from game.scenes.table.attention import Attention
from game.scenes.table.looks import Hold, Refusal, Shake, Snap, SnapBack, aged
from game.scenes.table.values import Deny, Pace
from game.storage.settings import Settings
from game.view import theme
from game.view.cascade import Cascade
from game.view.flights import StepPlayer, dealing, pile_size
from game.view.layout import TableLayout, compute_layout
from game.view.table_painter import TablePainter
from game.view.tween import Tween, ease_out_cubic

# Seconds a card flies and between two cards' starts, per pace, at animation speed 1.0.
PACES = {Pace.MOVE: (theme.FLIGHT_TIME, theme.FLIGHT_STAGGER),
         Pace.REDEAL: (theme.FLIGHT_TIME * 0.6, theme.REDEAL_STAGGER),
         Pace.FINISH: (theme.FLIGHT_TIME, theme.FINISH_STAGGER)}

Timing = Callable[[float, float, int], tuple[float, float]]   # (flight, stagger, cards) → (flight, stagger)
Floating = dict[Pile, tuple[int, float, float]]   # pile → (first index, dx, dy): cards drawn away from their slots


class TableView:
    """Layout, painter, flights, resting slots and the looks of one table."""

    def __init__(self, position: Position, settings: Callable[[], Settings], on_land: Callable[[Step], None],
                 with_menu: bool = False, timing: Timing | None = None) -> None:
        self.settings = settings          # the player's options as they stand now
        self.with_menu = with_menu        # the ☰ button shows (the layout makes room)
        self.layout: TableLayout | None = None
        self.painter: TablePainter | None = None
        self.floating: Floating = {}      # where the stage last said cards float (a flight starts there)
        self.player = StepPlayer(position.copy(), self, on_land)
        self.timing = timing              # a scene's own pace of flights (the replay's)
        self.hold: Hold | None = None       # a dropped move's cards, waiting where they were let go
        self.snap: SnapBack | None = None   # a dropped run that found no target, flying back
        self.shake: Shake | None = None
        self.refusal: Refusal | None = None   # a tapped card that cannot go, rising
        self.time = 0.0                   # scene time, for pulses and bobbing
        self.attention = Attention()      # the glows' pulse and the arrow's bob, for a moment only
        self.cascade: Cascade | None = None
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
    def paint(self) -> TablePainter:
        """The painter for the layout (made with it by `resize`)."""
        if self.painter is None:
            raise RuntimeError("the table is not laid out yet: resize() comes first")
        return self.painter

    @property
    def display(self) -> Position:
        """What the table shows: the engine's position, lagging behind while cards fly."""
        return self.player.display

    def reset(self, position: Position) -> None:
        """A new deal: nothing flying, held, shaking or cascading; attention and time afresh."""
        self.player.show(position)
        self.hold = self.snap = self.shake = self.refusal = None
        self.cascade = None
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
                                     lengths=self.column_lengths(), prefer=prefer)
        self.painter = TablePainter.for_layout(self.layout, settings.four_colour, self.painter)

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
            cached = tuple(cards[i + 1].builds_on(cards[i]) for i in range(len(cards) - 1))
            if len(self._runs_cache) > 64:
                self._runs_cache.clear()
            self._runs_cache[key] = cached
        return cached

    def rest_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """The resting slot of the ``index``-th card of ``pile``."""
        lay = self.laid
        if pile.kind == PileKind.COLUMN:
            return lay.column_card(pile.index, index, max(self.pile_count(pile), index + 1), self.runs(pile.index))
        if pile.kind == PileKind.WASTE:
            return lay.waste_card(index, max(self.pile_count(pile), index + 1))
        if pile.kind == PileKind.TALON:
            return lay.talon.copy()
        return lay.foundations[pile.index].copy()

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
        """The cards of a "no" shake, or rise, shake and settle (a refused tap)."""
        if deny.rise:
            self.refusal = Refusal(deny.pile, deny.start)
        else:
            self.shake = Shake(deny.pile, deny.start)

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

    def show_cascade(self, cascade: Cascade) -> None:
        """The game is won: the cards bounce off the foundations (`Cascade`)."""
        self.cascade = cascade

    def end_cascade(self) -> None:
        """The cascade is over at once (a tap, or nothing to animate): only the clean table stays."""
        if self.cascade is not None:
            self.cascade.clear(at_once=True)

    def age_cascade(self, dt: float, longest: float) -> bool:
        """The won cascade ``dt`` further, cut short after ``longest`` seconds; True once its
        trails have faded (the win may be told)."""
        cascade = self.cascade
        if cascade is None or self.layout is None:
            return False
        cascade.update(dt, self.paint, self.layout.size[1])
        if cascade.time > longest:
            cascade.clear()
        return cascade.cleared

    def moving(self) -> bool:
        """Cards fly, or a run is held, snaps back, shakes or is refused."""
        return (self.player.busy or self.snap is not None or self.shake is not None or self.refusal is not None
                or self.hold is not None)

    def draw_attention(self) -> None:
        """What glows changed: it pulses for a moment (`attention`)."""
        self.attention.restart(self.time)

    # --- letting go ----------------------------------------------------------------------------

    def let_go(self) -> None:
        """Covered and not drawn (a second overlay over the menu, the app keeps a picture of
        both), or about to change size: drop the window-sized pictures, the cascade's canvases
        and the painter's felt (33 MB at 4K; painted again in 0.1 s when the table shows). A
        table under the menu alone is drawn, so it keeps them (`TableScene.cheap_to_draw`)."""
        if self.cascade is not None:
            self.cascade.let_go()
        if self.painter is not None:
            self.painter.forget_background()

    def discard(self) -> None:
        """Off the stack for good (a new deal's table, the replay closed): its window-sized
        pictures go now. The flights refer back to the view, so without this they would wait
        for Python's rare full collection: 66 MB at 4K (measured)."""
        self.let_go()
        self.painter = None
        self.layout = None   # a draw after this (never expected) lays the table out afresh
