"""The court-card sheet for ``python -m tools.screenshots``: ``court-cards.png`` at 1920×1080.

Jack, queen and king of every suit at the card width the 1920×1080 table uses, in the two-
and the four-colour suits, beside the extremes the table draws: the 4K window with large
cards and the smallest windows (480×480, 640×480), so one picture shows whether the
figures hold up at every size.
"""

from __future__ import annotations

import os
from pathlib import Path

SHEET = (1920, 1080)
COURTS = (11, 12, 13)


def shoot_court_cards(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.engine import Card
    from game.view import fonts, theme
    from game.view.card_sprites import CardSprites
    from game.view.layout import compute_layout

    pygame.display.init()
    out.mkdir(parents=True, exist_ok=True)
    sheet = pygame.Surface(SHEET)
    for y in range(SHEET[1]):      # the felt's colours, light in the middle
        t = abs(y - SHEET[1] / 2) / (SHEET[1] / 2)
        sheet.fill(tuple(round(c + (e - c) * t * 0.6) for c, e in zip(theme.FELT_CENTRE, theme.FELT_EDGE, strict=True)),
                   (0, y, SHEET[0], 1))

    def label(text: str, x: int, y: int) -> None:
        sheet.blit(fonts.text(text, 20, theme.HUD_TEXT, bold=True), (x, y))

    def block(sprites: CardSprites, x: int, y: int, gap: int) -> int:
        """J, Q, K across, one suit a row; returns the block's right edge."""
        for suit in range(4):
            for i, rank in enumerate(COURTS):
                sheet.blit(sprites.face(Card(rank, suit)), (x + i * (sprites.width + gap), y + suit * (sprites.height + gap)))
        return x + 3 * sprites.width + 2 * gap

    def row(sprites: CardSprites, x: int, y: int, gap: int) -> None:
        cards = [Card(rank, suit) for suit in range(4) for rank in COURTS]
        for i, card in enumerate(cards):
            sheet.blit(sprites.face(card), (x + i * (sprites.width + gap), y))

    width = compute_layout(SHEET).card_w
    label(f"1920×1080 · {width} px", 40, 18)
    right = block(CardSprites(width), 40, 52, 12)
    label("Vier Farben", right + 40, 18)
    right = block(CardSprites(width, four_colour=True), right + 40, 52, 12)
    big = compute_layout((3840, 2160), large=True).card_w
    x = right + 40
    label(f"3840×2160, Große Karten · {big} px", x, 18)
    large = CardSprites(big)
    sheet.blit(large.face(Card(13, 2)), (x, 52))
    sheet.blit(CardSprites(big, four_colour=True).face(Card(11, 0)), (x + big + 14, 52))
    y = 52 + large.height + 30
    for window in ((480, 480), (640, 480)):
        small = CardSprites(compute_layout(window).card_w)
        label(f"{window[0]}×{window[1]} · {small.width} px", x, y)
        row(small, x, y + 32, 4)
        y += small.height + 56
    path = out / "court-cards.png"
    pygame.image.save(sheet, str(path))
    return [path]
