"""`tools.startshots` reads a start off the screen for `python -m tools.startbench --fresh`: its
pictures' criteria must tell the real pictures apart — our felt, our table's first frame (the
dealt table: a start's deal is not flown in), our table at rest, our menu over it — and never
count a light tool bar (Aisleriot's) as cards; the times it reports are the first pictures that
meet them."""

from __future__ import annotations

import os

import numpy as np
import pygame

from game.view.felt import felt_gradient
from game.view.theme import FELT_DEFAULT
from tests.harness.app import launch, pump  # noqa: F401 (a fixture)
from tools.startshots import CARDS_SHARE, MENU_SHARE, card_share, cpu_seconds, dealt_at, first_at, menu_share


def picture(surface: pygame.Surface) -> np.ndarray:
    """A surface as the screen reader sees it: rows × columns × RGB."""
    return pygame.surfarray.array3d(surface).swapaxes(0, 1)


def test_our_felt_shows_no_cards_and_the_tables_first_frame_the_dealt_table(launch):  # noqa: F811
    app = launch(game_number="5")
    felt = picture(felt_gradient((1280, 720), FELT_DEFAULT))
    assert card_share(felt) == 0
    app.frame(1 / 60)
    table = app.router.table
    assert table is not None
    first = card_share(picture(app.screen))
    assert first > 5 * CARDS_SHARE                               # a start's deal comes down at once
    pump(app, 3.0)
    assert not table.on_screen().busy
    dealt = picture(app.screen)
    assert card_share(dealt) > 5 * CARDS_SHARE                   # forty cards on the felt (an ace gone up)
    assert menu_share(dealt) < MENU_SHARE / 4
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, frames=3)
    menu = picture(app.screen)
    assert type(app.top).__name__ == "MenuScene"
    assert menu_share(menu) > 2 * MENU_SHARE


def test_a_light_tool_bar_is_not_cards_and_card_faces_on_felt_are():
    window = np.zeros((600, 800, 3), np.uint8)
    window[:] = (0, 80, 16)                       # Aisleriot's felt
    window[:70] = window[560:] = (246, 245, 244)  # its menu, tool and status bars
    assert card_share(window) == 0
    for column in range(10):                      # ten card faces, 66 × 100
        window[300:400, 8 + 80 * column:74 + 80 * column] = (255, 255, 255)
    assert abs(card_share(window) - 10 * 66 * 100 / (600 * 800)) < 0.005


def test_the_times_are_the_first_pictures_that_meet_the_criteria():
    samples = [(0.2, 0.0), (0.9, 0.001), (1.1, 0.05), (1.3, 0.15), (1.5, 0.19), (2.0, 0.2)]
    assert first_at(samples, CARDS_SHARE) == 1.1
    assert dealt_at(samples) == 1.5            # 0.9 × the last 0.2: 0.19 is, 0.15 is not
    assert first_at(samples, 0.5) is None
    assert dealt_at([(0.3, 0.0), (0.4, 0.001)]) is None     # never any cards: never dealt


def test_the_cpu_time_of_a_process_is_read_from_proc():
    before = cpu_seconds(os.getpid())
    assert before is not None and before > 0
    sum(i * i for i in range(3_000_000))                  # some tenths of a second of CPU
    assert cpu_seconds(os.getpid()) > before
    assert cpu_seconds(2**22 + 12345) is None              # no such process
