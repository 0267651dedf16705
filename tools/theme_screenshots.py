"""The looks sheet for ``python -m tools.screenshots``: ``themes.png`` at 1920×1080.

Top: the real table (a `TableScene` at 1280×720, scaled to a third) on each felt, each with
another card back, as the options "Tischfarbe" and "Kartenrücken" set them (through
`App.settings_changed`, as the options screen does). Below: every card back on every felt at
a little larger than a 1920×1080 table with large cards draws them, so one picture shows that each
back reads on each felt.
"""

from __future__ import annotations

import os
from pathlib import Path

SHEET = (1920, 1080)
TABLE = (1280, 720)
BACK_WIDTH = 176     # px: a little over the card width of a 1920×1080 table with large cards (163)
STEP = 1 / 120


def shoot_themes(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app.config import AppConfig
    from game.app.loop import App
    from game.i18n import tr
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import CARD_BACK_WORDS, CARD_BACKS, FELT_WORDS, FELTS, Settings
    from game.view import fonts, theme
    from game.view.card_sprites import CardSprites
    from game.view.table_painter import _felt
    from tools.positions import played_game

    out.mkdir(parents=True, exist_ok=True)
    app = App(AppConfig(size=TABLE), headless=True, settings=Settings(auto_play=False, language="de"))
    app.settings_changed()
    sheet = pygame.Surface(SHEET)
    sheet.fill(theme.BANNER)
    tile_w = (SHEET[0] - 4 * 24) // 3
    tile_h = round(tile_w * TABLE[1] / TABLE[0])

    def label(text: str, x: int, y: int) -> None:
        sheet.blit(fonts.text(text, 22, theme.HUD_TEXT, bold=True), (x, y))

    for i, felt in enumerate(FELTS):
        back = CARD_BACKS[i % len(CARD_BACKS)]
        app.settings = app.settings.with_changes(felt=felt, card_back=back)
        app.settings_changed()
        app.scenes.clear()
        scene = TableScene(app, played_game(12345, 24))
        app.push(scene)
        for _ in range(3 * 120):
            app.frame(STEP, draw=False)
            if not scene.on_screen().busy:
                break
        scene.set_clock(201)
        app.draw()
        x = 24 + i * (tile_w + 24)
        label(f"{tr('option.felt')}: {tr(FELT_WORDS[felt])} · {tr('option.card_back')}: {tr(CARD_BACK_WORDS[back])}", x, 16)
        sheet.blit(pygame.transform.smoothscale(app.screen, (tile_w, tile_h)), (x, 48))
    width = BACK_WIDTH
    top = 48 + tile_h + 24
    for i, felt in enumerate(FELTS):
        x = 24 + i * (tile_w + 24)
        sheet.blit(_felt((tile_w, SHEET[1] - top - 24), felt), (x, top))
        gap = (tile_w - 3 * width) // 4
        for j, back in enumerate(CARD_BACKS):
            left = x + gap + j * (width + gap)
            sheet.blit(CardSprites(width, back=back).back(), (left, top + 56))
            name = fonts.text(tr(CARD_BACK_WORDS[back]), 20, theme.HUD_TEXT, bold=True)
            sheet.blit(name, name.get_rect(midtop=(left + width // 2, top + 66 + round(width * theme.CARD_ASPECT))))
        label(f"{tr('option.felt')}: {tr(FELT_WORDS[felt])}", x + 16, top + 14)
    app.settings = app.settings.with_changes(felt=FELTS[0], card_back=CARD_BACKS[0])
    app.settings_changed()
    app.scenes.clear()
    path = out / "themes.png"
    pygame.image.save(sheet, str(path))
    return [path]


if __name__ == "__main__":
    import sys

    for shot in shoot_themes(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")):
        print(shot)
