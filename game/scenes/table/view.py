"""`TableView`: the table's pictures and the looks that last a moment.

It owns the layout, the painter, the cards in flight (`StepPlayer`, whose ``display`` lags
behind the engine while they fly), the resting slots of every card (`rest_rect`: the flights'
`CardPlaces`), the short-lived looks (a dropped run held or flying back, a shake, a refusal),
the glows' attention and the won cascade. It turns the model's `Fly` and `Deny` into flights
and looks; it decides no rule. It changes state of its own: `resize` and `refit_layout` lay the
table out again (drawing and hit-testing call `refit_layout` first, so a grown column fits).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import Pile, PileKind, Position, Step, column_pile
from game.scenes.table.attention import Attention
from game.scenes.table.looks import Hold, Refusal, Shake, Snap, aged
from game.scenes.table.values import Deny, Pace
from game.storage.settings import Settings
from game.view import theme
from game.view.cascade import Cascade
from game.view.flights import CardPlaces, StepPlayer, dealing, pile_size
from game.view.layout import TableLayout, compute_layout
from game.view.table_painter import TablePainter

# Seconds a card flies and between two cards' starts, per pace, at animation speed 1.0.
PACES = {Pace.MOVE: (theme.FLIGHT_TIME, theme.FLIGHT_STAGGER),
         Pace.REDEAL: (theme.FLIGHT_TIME * 0.6, theme.DEAL_STAGGER),
         Pace.FINISH: (theme.FLIGHT_TIME, theme.FINISH_STAGGER)}

Timing = Callable[[float, float, int], tuple[float, float]]   # (flight, stagger, cards) → (flight, stagger)


class TableView:
    """Layout, painter, flights, resting slots and the looks of one table."""

    def __init__(self, position: Position, settings: Callable[[], Settings],
                 on_land: Callable[[Step], None]) -> None:
        self.settings = settings          # the player's options as they stand now
        self.with_menu = False            # the ☰ button shows (the layout makes room)
        self.layout: TableLayout | None = None
        self.painter: TablePainter | None = None
        self.floats: CardPlaces | None = None   # where floating cards are drawn (the stage's `TablePlaces`)
        self.player = StepPlayer(position.copy(), self, on_land)
        self.timing: Timing | None = None   # a scene's own pace of flights (the replay's)
        self.hold: Hold | None = None       # a dropped move's cards, waiting where they were let go
        self.snap: Snap | None = None       # a dropped run that found no target, flying back
        self.shake: Shake | None = None
        self.refusal: Refusal | None = None   # a tapped card that cannot go, rising
        self.time = 0.0                   # scene time, for pulses and bobbing
        self.attention = Attention()      # the glows' pulse and the arrow's bob, for a moment only
        self.cascade: Cascade | None = None
        self.resyncs = 0                  # display repairs; never expected (the tests assert 0)
        self._runs_cache: dict[tuple, tuple[bool, ...]] = {}

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

    # --- layout ------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` (the same arrangement when only columns grew or shrank)."""
        old, settings = self.layout, self.settings()
        same = old is not None and old.size == tuple(size) and old.large == settings.large_cards
        self.layout = compute_layout(size, with_menu=self.with_menu, large=settings.large_cards,
                                     lengths=self.column_lengths(), prefer=old.arrangement if same else None)
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
        lay = self.layout
        if pile.kind == PileKind.COLUMN:
            return lay.column_card(pile.index, index, max(self.pile_count(pile), index + 1), self.runs(pile.index))
        if pile.kind == PileKind.WASTE:
            return lay.waste_card(index, max(self.pile_count(pile), index + 1))
        if pile.kind == PileKind.TALON:
            return lay.talon.copy()
        return lay.foundations[pile.index].copy()

    def card_rect(self, pile: Pile, index: int) -> pygame.Rect:
        """Where a card is drawn now: a flight starts there (a dropped run where it was let go)."""
        return self.floats.card_rect(pile, index) if self.floats is not None else self.rest_rect(pile, index)

    # --- flights and looks ----------------------------------------------------------------------

    def animate_deal(self, position: Position) -> None:
        """The 40 table cards fly from the talon, row by row (the display starts with them there)."""
        start, steps = dealing(position)
        self.player.show(start)
        factor = self.settings().animation_factor
        self.player.add(steps, theme.DEAL_FLIGHT_TIME * factor, theme.DEAL_STAGGER * factor)

    def fly(self, steps: tuple[Step, ...], pace: Pace, unit: tuple[int, int] | None) -> None:
        """Fly the engine's steps at ``pace`` (or the scene's own `timing`)."""
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

    def age_looks(self, dt: float) -> None:
        self.snap = aged(self.snap, dt)
        self.shake = aged(self.shake, dt)
        self.refusal = aged(self.refusal, dt)

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
