"""A still screen costs nothing (docs/rules.md B13): the real app, frames counted with the dummy
driver. A table nobody touches draws no frame while its clock waits, one small frame a second
(the HUD's clock only) while it runs; a glow's pulse ends; the menu left open draws nothing;
and input still shows in the very next frame. Time here is the loop's own (`App.frame`), never
the wall clock."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app import synthetic, wake
from game.app.waiting import EventWaiter
from game.engine import Game
from game.i18n import clock_text
from game.scenes.menu import MenuScene
from game.scenes.tabletop.geometry import TableSpot
from game.scenes.tabletop.scene import TableScene
from game.table.actions import ChooseColumn, Hint
from game.view import theme
from game.view.table_painter import TablePainter
from tests.harness.app import press, pump
from tools.positions import targets_position


class Screen:
    """Counts what reaches the window: whole frames (flip) and partial ones (update of rects)."""

    def __init__(self, monkeypatch) -> None:
        self.flips = 0
        self.updates: list[pygame.Rect] = []
        flip, update = pygame.display.flip, pygame.display.update

        def counted_flip() -> None:
            self.flips += 1
            flip()

        def counted_update(rect=None) -> None:
            self.updates.append(pygame.Rect(rect))
            update(rect)

        monkeypatch.setattr(pygame.display, "flip", counted_flip)
        monkeypatch.setattr(pygame.display, "update", counted_update)

    def reset(self) -> None:
        self.flips = 0
        self.updates = []


@pytest.fixture
def screen(monkeypatch):
    return Screen(monkeypatch)


def dealt_table(launch) -> TableScene:
    app = launch(game_number="2")
    pump(app, 4.0)                      # the deal lands
    table = app.top
    assert isinstance(table, TableScene) and not table.on_screen().busy
    return table


def start_the_clock(table: TableScene) -> None:
    """A key (→ shows the keyboard ring): the player's first input starts the clock."""
    press(table.app, pygame.K_RIGHT)
    pump(table.app, 1.0)
    assert table.state().clock_running and not table.on_screen().busy


def test_a_dealt_table_nobody_touches_draws_nothing(launch, screen):
    table = dealt_table(launch)
    frames = table.app.frames
    screen.reset()
    pump(table.app, 20.0)
    assert table.app.frames == frames
    assert screen.flips == 0 and screen.updates == []
    assert not table.state().clock_running   # the clock waits for the first input


def _whole_picture_agrees(table: TableScene) -> None:
    """What the partial frames left in the window is what a whole redraw shows."""
    window = pygame.display.get_surface()
    shown = window.copy()
    table.app.draw()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(window, "RGB")


def test_a_running_clock_redraws_only_its_words_once_a_second(launch, screen, monkeypatch):
    table = dealt_table(launch)
    start_the_clock(table)
    pump(table.app, theme.ATTENTION_TIME)   # any glow has stopped pulsing
    cards_drawn = []
    draw_resting = TablePainter.draw_resting
    monkeypatch.setattr(TablePainter, "draw_resting",
                        lambda self, *args: cards_drawn.append(1) or draw_resting(self, *args))
    screen.reset()
    shown = clock_text(table.seconds())
    pump(table.app, 20.0)
    assert screen.flips == 0
    assert 19 <= len(screen.updates) <= 21
    hud = table.spot(TableSpot.HUD)
    for rect in screen.updates:             # moves and clock, inside the HUD: a sliver of it
        assert hud.contains(rect) and rect.w * rect.h * 8 < hud.w * hud.h
    assert cards_drawn == []                # not a card is drawn again for the clock's second
    assert clock_text(table.seconds()) != shown
    _whole_picture_agrees(table)


def test_with_a_card_lifted_the_clock_redraws_the_hud_with_what_lies_under_it(launch, screen):
    """A lifted card's targets glow, perhaps up into the HUD's band: then the clock's second
    draws the band whole, glows and all."""
    app = launch(game_number="2")
    app.router.game.play_game(Game(targets_position()))
    pump(app, 1.0)
    table = app.top
    start_the_clock(table)
    table.act(ChooseColumn(0))  # ♠3: onto a ♠4, onto the other, or up
    pump(table.app, theme.ATTENTION_TIME + 1.0)
    assert table.state().selection is not None and table.state().moves == 0
    screen.reset()
    pump(table.app, 3.0)                    # (a solver's answer may draw a whole frame meanwhile)
    assert screen.updates
    assert all(rect == table.spot(TableSpot.HUD) for rect in screen.updates)
    _whole_picture_agrees(table)


def test_a_sleeping_loop_keeps_the_clock_right(launch, monkeypatch):
    """At rest the loop sleeps until the clock's next second and that time passes in one
    update: after ten such sleeps the clock shows ten seconds more, not a frame's worth each."""
    table = dealt_table(launch)
    start_the_clock(table)
    pump(table.app, theme.ATTENTION_TIME)
    asked: list[float | None] = []
    monkeypatch.setattr(EventWaiter, "wait", lambda self, seconds: asked.append(seconds))
    before = table.seconds()
    for _ in range(10):
        pygame.event.clear()
        table.app.sleep()
        table.app.frame(asked[-1])        # the real loop's dt: the time the sleep took
    assert len(asked) == 10
    assert table.seconds() == pytest.approx(before + sum(asked))
    assert int(table.seconds()) == int(before) + 10


def test_a_stall_does_not_fast_forward_the_clock(launch):
    """Without a sleep that asked for it, a long frame (a stalled or suspended machine) counts
    at most MAX_FRAME_TIME, as in the fixed steps."""
    table = dealt_table(launch)
    start_the_clock(table)
    pump(table.app, theme.ATTENTION_TIME)
    before = table.seconds()
    table.app.frame(30.0)
    assert table.seconds() == pytest.approx(before + theme.MAX_FRAME_TIME)


def test_a_hint_glow_pulses_for_a_moment_then_rests(launch, screen):
    table = dealt_table(launch)
    start_the_clock(table)
    table.act(Hint())
    assert (table.state().hint is not None)     # a catalogued deal: its shipped line answers at once
    screen.reset()
    pump(table.app, 1.0)
    assert screen.flips >= 30                      # the glow pulses: whole frames
    pump(table.app, theme.ATTENTION_TIME)
    screen.reset()
    pump(table.app, 10.0)
    assert screen.flips == 0                       # lit, still: only the clock's second
    assert len(screen.updates) <= 11
    assert (table.state().hint is not None)     # the hint stays, lit, until the next action


def test_the_menu_left_open_draws_nothing(launch, screen):
    table = dealt_table(launch)
    start_the_clock(table)
    press(table.app, pygame.K_ESCAPE)
    assert isinstance(table.app.top, MenuScene)
    pump(table.app, 1.0)
    screen.reset()
    pump(table.app, 20.0)
    assert screen.flips == 0 and screen.updates == []   # the table's clock stops behind the menu


def test_input_shows_in_the_next_frame(launch, screen):
    table = dealt_table(launch)
    pump(table.app, 5.0)
    screen.reset()
    synthetic.post(synthetic.key(pygame.K_h))
    table.app.frame(1 / 60)
    assert screen.flips == 1                       # the hint's glow, in the same frame
    assert (table.state().hint is not None) or table.state().hint_waiting or table.state().message_text


def test_mouse_motion_draws_only_when_a_button_lights_up(launch, screen):
    table = dealt_table(launch)
    pump(table.app, 1.0)
    screen.reset()
    felt = (table.app.size[0] // 2, table.app.size[1] - 5)
    for x in range(0, 40, 4):
        synthetic.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(felt[0] + x, felt[1]), rel=(4, 0), buttons=(0, 0, 0)))
        table.app.frame(1 / 60)
    assert screen.flips == 0
    undo = table.spot(TableSpot.UNDO)
    synthetic.post(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.center, rel=(1, 1), buttons=(0, 0, 0)))
    table.app.frame(1 / 60)
    assert screen.flips == 1


def test_the_loop_sleeps_until_the_clock_shows_its_next_second(launch, monkeypatch):
    table = dealt_table(launch)
    start_the_clock(table)
    pump(table.app, theme.ATTENTION_TIME)
    asked: list[float | None] = []
    monkeypatch.setattr(EventWaiter, "wait", lambda self, seconds: asked.append(seconds))
    pygame.event.clear()
    table.app.sleep()
    assert len(asked) == 1 and asked[0] is not None
    assert asked[0] == pytest.approx(1.0 - table.seconds() % 1.0, abs=0.01)
    second = int(table.seconds())
    table.app.frame(asked[0])
    assert int(table.seconds()) == second + 1


def test_a_table_whose_clock_waits_wakes_once_to_close_the_sound_then_sleeps_until_an_event(launch, monkeypatch):
    """A card's sound opened the audio device, whose thread would wake 90 times a second:
    the loop wakes once when their quiet spell ends, closes it, then waits for the player."""
    app = launch(game_number="2")
    sounds = app.session.sounds.board
    sounds.quiet_seconds = 0.3
    pump(app, 1.0)
    assert not sounds.open              # a start opens no audio device: the first sound does
    assert sounds.play("place")         # a sound (a move would start the clock, which wakes the loop too)
    asked: list[float | None] = []
    monkeypatch.setattr(EventWaiter, "wait", lambda self, seconds: asked.append(seconds))
    pygame.event.clear()
    assert sounds.open
    app.sleep()
    assert asked[-1] is not None and asked[-1] == pytest.approx(sounds.due(), abs=0.05)
    time.sleep(asked[-1] + 0.05)        # the quiet spell passes: the next update closes the device
    app.frame(asked[-1])
    assert not sounds.open and not pygame.mixer.get_init()
    app.sleep()
    assert asked[-1] is None            # nothing is due: only an event wakes the loop


def test_nothing_sleeps_while_cards_fly(launch, monkeypatch):
    table = dealt_table(launch)
    asked: list[float | None] = []
    monkeypatch.setattr(EventWaiter, "wait", lambda self, seconds: asked.append(seconds))
    synthetic.post(synthetic.key(pygame.K_t))
    table.app.frame(1 / 60)
    assert table.on_screen().busy
    table.app.sleep()
    assert asked == []


def test_the_wake_event_ends_a_wait_and_draws_nothing_by_itself(launch, screen):
    table = dealt_table(launch)
    screen.reset()
    wake.wake_loop()
    EventWaiter().wait(None)            # returns: the event is queued (and stays there)
    assert pygame.event.peek(wake.WAKE_EVENT)
    table.app.frame(1 / 60)
    assert screen.flips == 0 and screen.updates == []
    assert not pygame.event.peek(wake.WAKE_EVENT)
