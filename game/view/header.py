"""The header buttons (undo, redo, hint, menu): one font size for all, labels that always fit.

Why a plan: buttons that each shrink their own label until it fits show "Zug zurück",
"Wiederholen" and "Tipp" in three sizes. The layout picks one size and the labels for it: the full words ("↶ Zug zurück") when they fit the room the header gives the
buttons, else the icons ("↶", "↷"), whose full names show as a tooltip under the pointer. The
label widths are measured in the language being shown (a language switch re-lays the table).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import i18n
from game.view import fonts, theme

ORDER = ("undo", "redo", "hint", "menu")     # left to right
LANDSCAPE_SHARE = 0.46     # at most this share of the HUD's width goes to the buttons
SMALLEST_TEXT = 10


def label(name: str, compact: bool, thinking: bool = False) -> str:
    """The words on a header button; ``thinking``: the hint waits for the solver ("Tipp …")."""
    if name == "undo":
        return theme.SYMBOL_UNDO if compact else f"{theme.SYMBOL_UNDO} {i18n.tr('button.undo')}"
    if name == "redo":
        return theme.SYMBOL_REDO if compact else f"{i18n.tr('button.redo')} {theme.SYMBOL_REDO}"
    if name == "hint":
        return i18n.tr("button.hint") + (" " + theme.SYMBOL_THINKING if thinking else "")
    return i18n.tr("button.menu")


def tooltip(name: str) -> str:
    """The full name and key of a button shown as an icon."""
    return i18n.tr(f"tooltip.{name}")


def shows_icon(name: str, compact: bool) -> bool:
    """Icons carry a tooltip: undo and redo when compact, the menu's ☰ always."""
    return name == "menu" or (compact and name in ("undo", "redo"))


@dataclass(frozen=True)
class Header:
    rects: dict[str, pygame.Rect]
    text_size: int
    compact: bool


def _widths(names: list[str], compact: bool, size: int, height: int) -> dict[str, int]:
    """Each button's width: its widest label (the hint with its "…") plus the rounded ends."""
    font = fonts.font(size, bold=True)
    widths = {}
    for name in names:
        texts = [label(name, compact), label(name, compact, thinking=True)]
        text_w = max(font.size(text)[0] for text in texts)
        widths[name] = max(round(height * 1.3), text_w + height)
    return widths


def plan(bar: pygame.Rect, size: int, margin: int, with_menu: bool, portrait: bool, mirror: bool = False) -> Header:
    """Rects, font size and labels for the buttons in ``bar`` (the HUD; portrait: the bottom bar).
    ``mirror`` (the talon on the right, for the left hand): the bottom bar's order mirrored, so the
    left thumb finds undo where the right one finds it otherwise; the HUD's row at the top stays."""
    names = [n for n in ORDER if n != "menu" or with_menu]
    if mirror and portrait:
        names.reverse()
    height = round(bar.h * 0.74)
    gap = round(margin * 0.8)
    for text_size in range(size, SMALLEST_TEXT - 1, -1):
        for compact in (False, True):
            widths = _widths(names, compact, text_size, height)
            if portrait:
                slot = (bar.w - 2 * margin) / len(names)
                if all(w <= slot - margin for w in widths.values()):
                    return Header(_spread(bar, names, margin, height), text_size, compact)
            elif sum(widths.values()) + gap * (len(names) - 1) <= bar.w * LANDSCAPE_SHARE:
                return Header(_right_aligned(bar, names, widths, margin, height, gap), text_size, compact)
    widths = _widths(names, True, SMALLEST_TEXT, height)
    rects = _spread(bar, names, margin, height) if portrait else _right_aligned(bar, names, widths, margin, height, gap)
    return Header(rects, SMALLEST_TEXT, True)


def _right_aligned(bar: pygame.Rect, names: list[str], widths: dict[str, int], margin: int, height: int,
                   gap: int) -> dict[str, pygame.Rect]:
    rects: dict[str, pygame.Rect] = {}
    x = bar.right - margin
    for name in reversed(names):
        x -= widths[name]
        rects[name] = pygame.Rect(x, bar.centery - height // 2, widths[name], height)
        x -= gap
    return rects


def _spread(bar: pygame.Rect, names: list[str], margin: int, height: int) -> dict[str, pygame.Rect]:
    """Evenly across the bar: easier to reach with a thumb."""
    slot = (bar.w - 2 * margin) / len(names)
    return {name: pygame.Rect(round(bar.x + margin + i * slot + margin / 2), bar.centery - height // 2,
                              round(slot - margin), height) for i, name in enumerate(names)}
