"""The band at the top of the table. `TableHud`: the game's name and its tags (variant, grade, daily
date, the deal's fact, the live state of the position), moves and clock, and the header buttons
(undo, redo, hint, menu) — a part of the table's picture. `ReplayHud`: the replay's band instead
(the game's name and "Wiedergabe", no clock, no buttons).

The deal's fact (from the catalogue) and the live state of the position are told apart in
words ("✓ lösbar ab Start" … "Stellung: nicht mehr gewinnbar") and on the band: the live
state stands last, after a thin rule. With the indicator off there is no live state, and the
deal's fact stands among the deal's other facts in their dim colour, without the green tick
("· dieses Spiel geht auf"): a green ✓ beside a lost position would read as "you can still win".
Once the game has told the player the position is lost (a hint, the dead-end dialog), the live
state says "nicht mehr gewinnbar" with the indicator off too, and the deal's fact goes.
A narrow window abbreviates rather than drops: first the live state's short form ("seit Zug
24 ungewiss"; the deal's fact stays in words), then every short form (the daily deal's date
alone), then the deal's fact goes (never shortened to a bare ✓), then the grade and the daily
date, then the game's name shortens, then the letters get smaller, then a very long game
number is cut in its middle ("Nr. 12 345…890") — the variant and the live state always stay
(`TableHud.fit`). Moves and clock stand at the right end, before the header buttons, so they
stay put whatever the words before them say.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

import pygame

from game import i18n
from game.advisor.live import Live
from game.i18n import clock_text, formats, phrases
from game.scenes.tabletop.snapshot import TableSnapshot
from game.table.state import TableState
from game.view import fonts, header, theme
from game.view.layout import TableLayout
from game.view.table_painter import TablePainter

SMALLEST_SHARE = 0.6      # the HUD's letters shrink to this share of their size before they overflow


class Hud(Protocol):
    """The band at the top of a table, drawn from a snapshot with the table's painter."""

    def draw(self, surface: pygame.Surface, shot: TableSnapshot, painter: TablePainter) -> None: ...

    def clock_area(self, shot: TableSnapshot) -> pygame.Rect | None:
        """The part the clock's next second changes (None: the whole band)."""

    def draw_clock(self, surface: pygame.Surface) -> None:
        """Draw only that part's words (the felt under them is drawn already)."""


@dataclass(frozen=True)
class Tag:
    """One word group of the HUD: its text, the abbreviation a narrow HUD uses, its colour."""

    text: str
    colour: tuple[int, int, int]
    short: str | None = None
    droppable: bool = False     # may go when even the abbreviations do not fit (grade, daily date)
    live: bool = False          # the position's live state: set apart by a rule
    fact: bool = False          # the deal's fact: the first to go (never shortened to a bare ✓)


@dataclass(frozen=True)
class HudLine:
    """What one HUD shows at one size: name, tags and the moves and clock."""

    name: str
    tags: tuple[Tag, ...]
    status: str
    size: int
    short: bool
    live_short: bool = False    # only the live state in its short form (the deal's fact in words)

    def words(self, tag: Tag) -> str:
        """What ``tag`` says on this line: its short form where the line abbreviates it."""
        abbreviated = self.short or (self.live_short and tag.live)
        return tag.short if abbreviated and tag.short else tag.text


@dataclass(frozen=True)
class Shown:
    """What the HUD drew last: its line, where moves and clock stand, and whether a button's
    tooltip was drawn (over whatever lies under it)."""

    line: HudLine
    status: pygame.Rect
    tip: bool


def live_texts(kind: Live, left_at: int | None) -> tuple[str, str]:
    """The live state in full ("Stellung: offen – Gewinnweg bei Zug 16 verlassen") and short."""
    move = left_at if left_at is not None else 0
    return (i18n.tr(f"hud.live.{kind}", move=move), i18n.tr(f"hud.live_short.{kind}", move=move))


class TableHud:
    """Draws the HUD of a played table; it keeps only what it drew last (for the clock's second)."""

    def __init__(self) -> None:
        self.shown: Shown | None = None
        self.coming: tuple[str, pygame.Surface, pygame.Rect] | None = None   # `clock_area`'s words, for `draw_clock`

    def draw(self, surface: pygame.Surface, shot: TableSnapshot, painter: TablePainter) -> None:
        """The game's name and tags on the left, moves and clock, the header buttons."""
        lay = shot.layout
        line = self.fit(room(lay), shot.table, lay.text_size)
        y = lay.hud.centery
        x = lay.margin
        left = fonts.text(line.name, line.size, theme.HUD_TEXT, bold=True)
        surface.blit(left, left.get_rect(midleft=(x, y)))
        x += left.get_width() + line.size // 2
        for tag in line.tags:
            if tag.live:
                rule_x = x + line.size // 4
                pygame.draw.line(surface, theme.HUD_DIM, (rule_x, y - line.size // 2), (rule_x, y + line.size // 2))
                x += line.size // 2 + line.size // 4
            part = fonts.text(line.words(tag), line.size, tag.colour)
            surface.blit(part, part.get_rect(midleft=(x, y)))
            x += part.get_width() + line.size // 2
        right = fonts.text(line.status, line.size, theme.HUD_TEXT, bold=True)
        place = status_place(line, lay)
        surface.blit(right, place)
        self.shown = Shown(line, place, draw_header_buttons(surface, shot, painter))

    def clock_area(self, shot: TableSnapshot) -> pygame.Rect | None:
        """The clock showed its next second: the rectangle to draw again — where moves and clock
        stood and where they stand now — or None when more of the HUD changes with them (the
        words around them take another form, a tooltip lies over them)."""
        shown, lay = self.shown, shot.layout
        if shown is None or shown.tip:
            return None
        status = status_text(shot.table)
        # Rendered as fonts.text would, but not kept: a new text every second would crowd out the rest.
        words = fonts.font(shown.line.size, bold=True).render(status, True, theme.HUD_TEXT)
        if words.get_width() != shown.status.w:   # digits are all as wide: only another length asks for a new fit
            line = self.fit(room(lay), shot.table, lay.text_size)
            if replace(line, status="") != replace(shown.line, status=""):
                return None
        place = status_place(replace(shown.line, status=status), lay)
        if place.right > right_edge(lay):
            return None
        self.coming = (status, words, place)
        return shown.status.union(place)

    def draw_clock(self, surface: pygame.Surface) -> None:
        """Moves and clock alone, at their place (after `clock_area`; the felt under them is drawn)."""
        assert self.shown is not None and self.coming is not None
        status, words, place = self.coming
        surface.blit(words, place)
        self.shown = Shown(replace(self.shown.line, status=status), place, tip=False)
        self.coming = None

    @staticmethod
    def fit(room: int, table: TableState, size: int) -> HudLine:
        """The widest form of the HUD's words that fits ``room`` pixels (module docstring)."""
        number = phrases.number_display(table.number) if table.number else None
        names = ((i18n.tr("game_number", number=number), i18n.tr("game_number_short", number=number)) if number
                 else (i18n.tr("title"), i18n.tr("title")))
        status = status_text(table)
        tags = tuple(hud_tags(table))
        kept = tuple(tag for tag in tags if not tag.droppable)
        factless = tuple(tag for tag in tags if not tag.fact)
        steps = [(names[0], tags, False), (names[0], tags, True), (names[0], factless, True), (names[0], kept, True),
                 (names[1], kept, True)]
        smallest = max(9, round(size * SMALLEST_SHARE))
        for at in range(size, smallest - 1, -1):
            for name, group, short in steps if at == size else steps[-1:]:
                line = HudLine(name, group, status, at, short)
                if hud_width(line) <= room:
                    return line
                if at == size and group is tags and not short:   # first the live state alone goes short
                    line = HudLine(name, group, status, at, False, live_short=True)
                    if hud_width(line) <= room:
                        return line
        # The last resorts: only the variant and the live state, then the number cut in its middle.
        essential = tuple(tag for tag in kept if tag.live or tag is tags[0])
        line = HudLine(names[1], essential, status, smallest, True)
        keep = len(names[1]) // 2
        while hud_width(line) > room and keep > 2:
            keep -= 1
            line = HudLine(f"{names[1][:keep]}…{names[1][-keep:]}", essential, status, smallest, True)
        return line


def hud_tags(table: TableState) -> list[Tag]:
    """The HUD words after the game number: variant, grade (B10), daily deal (B9), the deal's
    fact (R16) and, with the indicator on, the live state (B1). Once the player was told the
    position is lost (a hint, the dead-end dialog) the live state says so with the indicator off
    too, and the deal's fact goes: "this deal can be won" would read as "you still can"."""
    tags = [Tag("· " + i18n.tr("variant." + table.variant.name), theme.HUD_DIM)]
    if table.grade is not None:
        tags.append(Tag("· " + i18n.tr(f"grade.{table.grade}"), theme.HUD_DIM, droppable=True))
    if table.daily_date is not None:
        date = formats.date_text(table.daily_date)
        tags.append(Tag("· " + i18n.tr("hud.daily", date=date), theme.DAY_TODAY, short="· " + date, droppable=True))
    if table.deal_solvable and table.options.show_winnability:
        tags.append(Tag(f"{theme.SYMBOL_VERIFIED} {i18n.tr('hud.deal_solvable')}", theme.HUD_SOLVABLE,
                        droppable=True, fact=True))
    elif table.deal_solvable and not table.lost_told:
        tags.append(Tag("· " + i18n.tr("hud.deal_fact"), theme.HUD_DIM, droppable=True, fact=True))
    if (table.options.show_winnability or table.lost_told) and not table.won:
        live = table.live
        colour = {Live.WINNABLE: theme.HUD_SOLVABLE, Live.LOST: theme.HUD_LOST,
                  Live.LOST_DEAL: theme.HUD_LOST}.get(live.kind, theme.HUD_DIM)
        full, short = live_texts(live.kind, live.left_at)
        tags.append(Tag(full, colour, short=short, live=True))
    return tags


def tag_texts(table: TableState) -> tuple[str, ...]:
    """The tags' full words (what a wide window shows)."""
    return tuple(tag.text for tag in hud_tags(table))


def live_text(table: TableState) -> str:
    """The live state's full words ("" while the indicator is off or the game is won)."""
    return next((tag.text for tag in hud_tags(table) if tag.live), "")


def status_text(table: TableState) -> str:
    """Moves and clock; the moves alone while the player keeps the clock hidden (it still runs)."""
    moves = i18n.tr("moves", n=table.moves)
    return f"{moves}   {clock_text(table.seconds)}" if table.options.show_clock else moves


def status_place(line: HudLine, lay: TableLayout) -> pygame.Rect:
    """Where moves and clock stand: at the right end of the words' room, so a longer or
    shorter live state (or game name) never moves them."""
    width, height = fonts.font(line.size, bold=True).size(line.status)
    right = right_edge(lay) - (0 if lay.portrait else lay.margin)
    return pygame.Rect(right - width, lay.hud.centery - height // 2, width, height)


def right_edge(lay: TableLayout) -> int:
    """Where the HUD's words must end: before the header buttons (portrait: the window's margin)."""
    return lay.size[0] - lay.margin if lay.portrait else min(rect.x for rect in lay.buttons.values())


def room(lay: TableLayout) -> int:
    """The pixels the HUD's words may take: from the margin to `right_edge`, a margin short."""
    return right_edge(lay) - 2 * lay.margin


def draw_header_buttons(surface: pygame.Surface, shot: TableSnapshot, painter: TablePainter) -> bool:
    """Undo, redo, hint, menu in one font size; an icon shows its name while the pointer is on
    it. True when such a tooltip was drawn."""
    lay, table, hover = shot.layout, shot.table, shot.input.hover
    playing = not table.won
    enabled = {"undo": playing and table.can_undo, "redo": playing and table.can_redo, "hint": playing, "menu": True}
    tip = None
    for name, rect in lay.buttons.items():
        if name == "menu" and not shot.with_menu:
            continue
        hovered = hover is not None and rect.collidepoint(hover)
        text = header.label(name, lay.compact_buttons, thinking=name == "hint" and table.hint_waiting)
        painter.button(surface, rect, text, enabled[name], size=lay.button_text_size, hover=hovered)
        if hovered and header.shows_icon(name, lay.compact_buttons):
            tip = (rect, header.tooltip(name))
    if tip is not None:
        painter.tooltip(surface, tip[0], tip[1], lay.button_text_size)
    return tip is not None


def hud_width(line: HudLine) -> int:
    """Pixels the HUD's words take side by side: name, tags, the live state's rule, moves and clock."""
    font, bold = fonts.font(line.size), fonts.font(line.size, bold=True)
    gap = line.size // 2
    width = bold.size(line.name)[0] + bold.size(line.status)[0] + gap
    for tag in line.tags:
        width += gap + font.size(line.words(tag))[0]
        if tag.live:
            width += gap + line.size // 4
    return width


class ReplayHud:
    """The replay's band: only the game's name and "Wiedergabe" (what is replayed — the solution, the
    player's own game — its title over the controls says) — no clock, no undo or hint (nothing
    there is played)."""

    def draw(self, surface: pygame.Surface, shot: TableSnapshot, painter: TablePainter) -> None:
        lay, table = shot.layout, shot.table
        number = phrases.number_display(table.number) if table.number else None
        name = i18n.tr("game_number", number=number) if number else i18n.tr("title")
        words = i18n.tr("replay.hud")
        text = fonts.text(f"{name} · {words}", lay.text_size, theme.HUD_TEXT, bold=True)
        surface.blit(text, text.get_rect(midleft=(lay.margin, lay.hud.centery)))

    def clock_area(self, shot: TableSnapshot) -> None:
        return None   # no clock: a replay's HUD never changes by the second

    def draw_clock(self, surface: pygame.Surface) -> None:
        pass   # never asked: `clock_area` is always None
