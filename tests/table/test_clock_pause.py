"""The game clock pauses while the player is away: the window hidden, minimised or
out of focus, or five minutes without any input; the next input goes on."""

from __future__ import annotations

import pygame

from game.engine import Game
from game.table.clock import IDLE_PAUSE, GameClock
from tests.harness.table import run


def test_the_clock_counts_the_first_idle_minutes_and_then_pauses_until_the_next_input():
    clock = GameClock()
    clock.run()
    for _ in range(round(IDLE_PAUSE + 600)):
        clock.tick(1.0)
    assert clock.elapsed == IDLE_PAUSE and clock.paused        # an hour away is not an hour played
    clock.heard()
    clock.tick(1.0)
    assert clock.elapsed == IDLE_PAUSE + 1 and not clock.paused


def test_a_hidden_or_unfocused_window_pauses_the_table_s_clock(table):
    scene = table(Game.new(12345).position)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0))
    run(scene, 2.0)
    counted = scene.seconds()
    assert counted >= 1.9
    for away, back in ((pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED), (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED),
                       (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN)):
        scene.handle_event(pygame.event.Event(away))
        run(scene, 30.0)
        assert scene.seconds() == counted, away
        scene.handle_event(pygame.event.Event(back))
        run(scene, 1.0)
        assert scene.seconds() > counted
        counted = scene.seconds()


def test_the_help_says_the_rule():
    from game.i18n.help_text import help_sections

    assert IDLE_PAUSE == 5 * 60
    for language, five in (("de", "fünf Minuten"), ("en", "five minutes"), ("fr", "cinq minutes")):
        faq = next(s for s in help_sections(language) if s.key == "faq")
        assert any(five in p.text for p in faq.paragraphs), language
