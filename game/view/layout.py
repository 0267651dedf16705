"""Where everything sits for a window size and the columns on the table (`compute_layout`).

A `TableLayout` is pure geometry. The card width is the largest at which every column can
show its cards with each covered card's rank and suit whole (R2): a covered card's strip
never drops below its corner index (`card_sprites.index_depth`). The cards are planned for
columns of twelve (landscape), seven (portrait) or six (large cards) and shrink a step only while
a column is longer than that, growing back when it shortens (the scene re-lays the table when
the lengths change: `needs_relayout`). Arrangements, card places and the fit live in `card_fit`; the places
of the table's words in `places`; the header buttons in `header`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from game import i18n
from game.engine import COLUMNS, Card
from game.engine.exhaustive import assert_never
from game.view import fonts, header as header_plan
from game.view.card_fit import LARGE, NORMAL, STRIP, Arrangement, Chrome, Placement, Spacing, fit, fits
from game.view.card_sprites import rank_size
from game.view.word_places import SMALLEST_TEXT, Places, band_height, line_height, message_places, place_height

WASTE_FANNED = 3
SWITCH_GAIN = 1.06         # large cards: the other arrangement must give cards this much bigger to take over
CORNER_TEXT = 0.75         # SIDE: the words' corner holds their stack at least at this share of the text size


@dataclass(frozen=True)
class TableLayout:
    """Where the table's places are for one window size (made once by `compute_layout`, never
    changed). Its rects and its memo (``_offsets``) can change in place, so each part that keeps
    one keeps its own: the motion the one it laid out, the painter a copy (`TablePicture.fit_painter`)."""

    size: tuple[int, int]
    portrait: bool
    arrangement: Arrangement
    card_w: int
    card_h: int
    foundation_w: int
    foundation_h: int
    margin: int
    hud: pygame.Rect
    foundations: list[pygame.Rect]
    columns: list[pygame.Rect]            # the area each column may fill (top card slot at its top)
    column_labels: list[pygame.Rect]      # number 1–10 above each column (portrait only)
    talon: pygame.Rect
    waste: pygame.Rect                    # the waste's top card (it always lies here)
    waste_step: tuple[int, int]           # from one covered waste card to the next one under it
    strip_min: int                        # the least strip of a covered card: its index stays whole
    demand: tuple[int, ...]               # the column lengths this layout was made to hold
    message_area: pygame.Rect             # where the table's words go (the replay's controls too)
    places: Places                        # reminder, message line, back to winnable, selection bar
    finish_button: pygame.Rect            # "Alles ablegen": in the reminder's place (never shown together)
    buttons: dict[str, pygame.Rect]       # header: undo, redo, hint, menu
    button_text_size: int                 # one size for every header button
    compact_buttons: bool                 # header buttons show icons (with tooltips)
    text_size: int = 16
    bar: pygame.Rect | None = None        # portrait: the button bar at the bottom
    spacing: Spacing = field(default=NORMAL, repr=False)
    index_size: int = 0                   # the corner index's rank letters in px (larger than the card's own
                                          # where the columns have height to spare: small windows)
    talon_right: bool = False             # "Talon rechts": talon, waste (and the portrait bar) mirrored
    _offsets: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def reminder(self) -> pygame.Rect:
        """The talon's reminder place ("Auf dem Tisch geht noch was", R11; "Neu durchgehen")."""
        return self.places.reminder

    @property
    def message(self) -> pygame.Rect:
        """The message line's place: hint reasons, "no move found", why a card cannot move."""
        return self.places.message

    @property
    def message_text_size(self) -> int:
        return self.places.text_size

    def back_winnable_button(self, moves: int) -> tuple[pygame.Rect, int]:
        """"Zurück zu gewinnbar: 3 Züge" as wide as its words, in its own place (B1+), and its text
        size: the place is planned for the button's name; where the count does not fit beside it
        at the words' size, the button's letters get smaller (the count never goes)."""
        place, text = self.places.back_winnable, back_winnable_label(moves)
        size = self.places.text_size
        while size > SMALLEST_TEXT and fonts.font(size, bold=True).size(text)[0] + place_height(1, size) > place.w:
            size -= 1
        return _button_in(place, text, size, right=place.x > self.message_area.x), size

    # --- columns -------------------------------------------------------------------------

    def strip_normal(self) -> int:
        return max(self.strip_min, round(self.card_h * STRIP))

    def column_step(self, column: int, count: int) -> float:
        """Distance between successive cards of a column of ``count`` cards with no runs in it."""
        offsets = self.column_offsets(column, count)
        return offsets[1] - offsets[0] if count > 1 else self.strip_normal()

    def column_offsets(self, column: int, count: int, runs: tuple[bool, ...] = ()) -> list[float]:
        """Top of each card of a column below the column's top, squeezed to fit its area.

        ``runs[i]`` is True when card i+1 builds on card i (same suit, one lower). When the
        column must squeeze, those strips shrink first, down to the index height — the hidden
        card is the obvious successor — then the others, down to the same height. Only a column
        longer than the layout was made for (a moment before the table is re-laid) squeezes
        further, evenly, so it never leaves its area.
        """
        key = (column, count, runs)
        cached = self._offsets.get(key)
        if cached is not None:
            return cached
        gaps = max(0, count - 1)
        normal, least = self.strip_normal(), self.strip_min
        room = max(0, self.columns[column].h - self.card_h)
        flags = [i < len(runs) and runs[i] for i in range(gaps)]
        in_run = sum(flags)
        breaks = gaps - in_run
        run_step: float
        break_step: float
        if gaps * normal <= room:
            run_step = break_step = normal
        elif breaks * normal + in_run * least <= room:
            break_step, run_step = normal, (room - breaks * normal) / in_run
        elif gaps * least <= room:
            run_step, break_step = least, (room - in_run * least) / breaks
        else:
            run_step = break_step = room / gaps
        offsets = [0.0]
        for flag in flags:
            offsets.append(offsets[-1] + (run_step if flag else break_step))
        if len(self._offsets) > 256:
            self._offsets.clear()
        self._offsets[key] = offsets
        return offsets

    def column_card(self, column: int, index: int, count: int, runs: tuple[bool, ...] = ()) -> pygame.Rect:
        area = self.columns[column]
        y = area.y + self.column_offsets(column, max(count, index + 1), runs)[index]
        return pygame.Rect(area.x, int(y), self.card_w, self.card_h)

    def waste_card(self, index: int, count: int) -> pygame.Rect:
        """Rect of waste card ``index`` of ``count``: the top card on `waste`, the two under it
        peeking out behind it (cards further down lie under the last of them)."""
        depth = min(WASTE_FANNED - 1, max(0, count - 1 - index))
        return self.waste.move(depth * self.waste_step[0], depth * self.waste_step[1])

    @property
    def waste_area(self) -> pygame.Rect:
        """Everything the fanned waste may cover."""
        far = WASTE_FANNED - 1
        return self.waste.union(self.waste.move(far * self.waste_step[0], far * self.waste_step[1]))

    def control_slots(self, count: int) -> list[pygame.Rect]:
        """``count`` equal buttons in the message area (the replay's controls), under a line for a
        title: one row where the area is wide, two per row where it is narrow. They hang from the
        area's top, which stays put while the cards change size (the bottom when they would not fit)."""
        area = self.message_area
        one = place_height(1, self.message_text_size)
        gap = max(4, self.margin // 2)
        per_row = count if area.w >= count * 7 * self.message_text_size else min(count, 2)
        rows = -(-count // per_row)
        height = rows * one + (rows - 1) * gap
        top = min(area.y + line_height(self.message_text_size) + gap, area.bottom - height)
        width = (area.w - gap * (per_row - 1)) // per_row
        left = area.x
        if per_row == count:   # one row in a wide band: buttons of a set width at its right end, which stays put
            width = min(width, 7 * self.message_text_size)
            left = area.right - count * width - (count - 1) * gap
        return [pygame.Rect(left + (i % per_row) * (width + gap), top + (i // per_row) * (one + gap), width, one)
                for i in range(count)]

    def card_places(self) -> list[pygame.Rect]:
        """Everything cards may cover: foundations, column areas, talon, the fanned waste."""
        return [*self.foundations, *self.columns, self.talon, self.waste_area]

    # --- re-laying -------------------------------------------------------------------------

    def needs_relayout(self, lengths: tuple[int, ...]) -> bool:
        """True when the columns now hold lengths this layout was not made for."""
        return _demand(lengths, self.portrait, self.large) != self.demand

    @property
    def large(self) -> bool:
        return self.spacing is LARGE

    def look(self) -> tuple:
        """What the painter's cached background and sprites depend on (equal: reuse the painter)."""
        return (self.size, self.card_w, self.index_size, self.foundation_w, tuple(map(tuple, self.foundations)),
                tuple(map(tuple, self.columns)), tuple(map(tuple, self.column_labels)), tuple(self.talon),
                tuple(self.waste), tuple(self.hud), tuple(self.bar) if self.bar else None)


def same_suit_runs(cards: tuple[Card, ...] | list[Card]) -> tuple[bool, ...]:
    """Which neighbours in a column form same-suit runs: the layout squeezes those first."""
    return tuple(cards[i + 1].builds_on(cards[i]) for i in range(len(cards) - 1))


def _demand(lengths: tuple[int, ...] | None, portrait: bool, large: bool) -> tuple[int, ...]:
    spacing = LARGE if large else NORMAL
    floor = spacing.portrait_floor if portrait else spacing.landscape_floor
    lengths = lengths or (0,) * COLUMNS
    return tuple(max(floor, n) for n in lengths)


def compute_layout(size: tuple[int, int], with_menu: bool = False, large: bool = False,
                   lengths: tuple[int, ...] | None = None, prefer: Arrangement | None = None,
                   talon_right: bool = False) -> TableLayout:
    """Geometry for a window of ``size`` holding columns of ``lengths`` cards (None: a fresh deal).

    ``with_menu`` reserves the ☰ button (only when a menu exists); ``large`` is the large-cards
    option; ``prefer``: the arrangement shown so far (kept unless the other gives a real gain, so
    the talon does not hop when a column grows or shrinks); ``talon_right``: the left-handed
    option, talon and waste on the right (and the portrait bar's buttons in mirrored order).
    """
    width, height = size
    spacing = LARGE if large else NORMAL
    portrait = height > width and not _one_row_in_tall((width, height), large)
    chosen = _laid(size, portrait, spacing, large, lengths, prefer, talon_right)
    if height > width and not fits(chosen[0], chosen[1]):   # columns too long to read in this way: the other
        other = _laid(size, not portrait, spacing, large, lengths, prefer, talon_right)
        if fits(other[0], other[1]):
            portrait, chosen = not portrait, other
    placement, demand, margin, hud_h, text_size, gap = chosen
    hud = pygame.Rect(0, 0, width, hud_h)
    bar = pygame.Rect(0, height - hud_h - margin, width, hud_h) if portrait else None
    places = message_places(placement.message_area, text_size, gap)
    plan = header_plan.plan(bar or hud, text_size, margin, with_menu, portrait, mirror=talon_right)
    layout = TableLayout(
        size=size, portrait=portrait, arrangement=placement.arrangement, card_w=placement.card_w, card_h=placement.card_h,
        foundation_w=placement.foundation_w, foundation_h=placement.foundation_h, margin=margin, hud=hud,
        foundations=placement.foundations, columns=placement.columns, column_labels=placement.labels, talon=placement.talon,
        waste=placement.waste, waste_step=placement.waste_step, strip_min=placement.strip_min, demand=demand,
        message_area=placement.message_area, places=places,
        finish_button=_button_in(places.reminder, i18n.tr("button.finish"), places.text_size),
        buttons=plan.rects, button_text_size=plan.text_size, compact_buttons=plan.compact,
        text_size=text_size, bar=bar, spacing=spacing, index_size=placement.index_size or rank_size(placement.card_w),
        talon_right=talon_right,
    )
    return layout


@functools.lru_cache(maxsize=32)
def _one_row_in_tall(size: tuple[int, int], large: bool) -> bool:
    """A narrow tall window (480×640) lays one row of ten, with the landscape header, where that
    gives a fresh deal bigger cards than two rows of five. Decided for the window, not by the
    columns' lengths, so the table does not change between the two as a column grows (only a
    column too long to read the chosen way — a typed-in position of 17–20 cards — changes it)."""
    if size[1] <= size[0]:
        return False
    spacing = LARGE if large else NORMAL
    across, rows = (_laid(size, portrait, spacing, large, None, None)[0].card_w for portrait in (False, True))
    return across > rows


def _laid(size: tuple[int, int], portrait: bool, spacing: Spacing, large: bool, lengths: tuple[int, ...] | None,
          prefer: Arrangement | None, mirror: bool = False) -> tuple[Placement, tuple[int, ...], int, int, int, int]:
    """The placement (two rows of columns with the button bar at the bottom, or one row) and its
    chrome: (placement, demand, margin, HUD height, text size, gap)."""
    width, height = size
    short = min(width, height)
    margin = max(6, round(short * (0.02 if portrait else 0.014)))
    hud_h = max(34, round(short * 0.055))
    text_size = max(12, round(hud_h * (0.4 if portrait else 0.42)))
    gap = max(4, round(margin * 0.6))
    # portrait: beside the talon, one above the other; BELOW: the band under the columns, two rows of two
    band_h = _stack_height(text_size, gap) if portrait else band_height(text_size, gap)
    chrome = Chrome(width, height, margin, hud_h, hud_h if portrait else 0, band_h, max(14, round(hud_h * 0.5)),
                    columns=len(lengths) if lengths else COLUMNS,
                    corner_h=_stack_height(round(text_size * CORNER_TEXT), gap), mirror=mirror)
    demand = _demand(lengths, portrait, large)
    if portrait:
        placement = fit(chrome, Arrangement.PORTRAIT, spacing, demand)
    else:
        placement = _best_landscape(chrome, spacing, demand, prefer)
    return placement, demand, margin, hud_h, text_size, gap


def back_winnable_label(moves: int) -> str:
    """The words of the button that takes ``moves`` moves back to a winnable position."""
    return i18n.trn("button.back_winnable_moves", moves)


def _stack_height(size: int, gap: int) -> int:
    """The least height of the words' stack (SIDE's corner, portrait's place beside the waste) at
    text ``size``: the reminder, two lines of message and "Zurück zu gewinnbar", and one place's
    height of air above them (the card sizes of docs/table-layout.md are measured with it)."""
    return 4 * place_height(1, size) + line_height(size) + 3 * gap


def _best_landscape(chrome: Chrome, spacing: Spacing, demand: tuple[int, ...], prefer: Arrangement | None) -> Placement:
    """SIDE or BELOW, whichever gives the bigger cards (the one shown so far unless the other gains)."""
    side = fit(chrome, Arrangement.SIDE, spacing, demand)
    below = fit(chrome, Arrangement.BELOW, spacing, demand)
    match prefer:
        case Arrangement.SIDE:
            return below if below.card_w > side.card_w * SWITCH_GAIN else side
        case Arrangement.BELOW:
            return side if side.card_w > below.card_w * SWITCH_GAIN else below
        case Arrangement.PORTRAIT | None:   # no landscape shown so far
            return below if below.card_w > side.card_w else side
        case _:
            assert_never(prefer)


def _button_in(place: pygame.Rect, text: str, size: int, right: bool = False) -> pygame.Rect:
    """A one-line button as wide as its words, at the bottom left (``right``: right) of ``place``."""
    h = min(place.h, place_height(1, size))
    w = min(place.w, fonts.font(size, bold=True).size(text)[0] + 2 * h)
    return pygame.Rect(place.right - w if right else place.x, place.bottom - h, w, h)
