"""The application: window, fixed-timestep loop and the scene stack.

The loop follows "Fix Your Timestep!": real time goes into an accumulator, the top scene
updates in fixed steps of 1/UPDATE_HZ seconds, and the stack is drawn once per frame.
Animations therefore run at the same speed at 30 or 240 frames per second.

`App.settings` holds the player's options as they play now (the saved ones with this run's flags on
top); `settings_changed` re-renders every scene after the menu, F11 or F2 changed one.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TextIO

import pygame

from game import i18n
from game.app.backdrop import CoveredScenes
from game.app.config import AppConfig
from game.app.waiting import EventWaiter
from game.app.wake import WAKE_EVENT
from game.app.window import (
    fit_window,
    leave_fullscreen,
    name_the_window,
    open_window,
    prefer_native_framebuffer,
    too_large,
    window_icon,
)
from game.scenes.base import Scene
from game.speech.speaker import Speaker
from game.storage.settings import Settings
from game.view import appearance, memory, theme

MOTION_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.FINGERMOTION})   # scenes say what motion changes
PLAYER_INPUT = frozenset({pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEBUTTONUP, pygame.FINGERUP})   # speech: stale words stop
SHORTEST_SLEEP = 0.002   # seconds: a due time closer than this is not worth a sleep

# A script step for headless runs: at time t (seconds since start) call the function.
ScriptStep = tuple[float, Callable[["App"], None]]


class App:
    """Owns the window and the scene stack; `frame` is one pass of the loop, `run` the loop."""

    def __init__(self, config: AppConfig, headless: bool = False, settings: Settings | None = None) -> None:
        self.config = config
        memory.keep_large_buffers_out_of_the_heap()
        self.settings = settings if settings is not None else Settings.defaults()
        appearance.set_looks(self.settings.felt, self.settings.card_back)
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        name_the_window()
        pygame.display.init()
        prefer_native_framebuffer()
        pygame.font.init()
        pygame.display.set_caption(i18n.tr("title"))
        pygame.display.set_icon(window_icon())
        self.windowed_size = config.size
        self.screen = self._open_window(self.settings.fullscreen)
        self.scenes: list[Scene] = []
        self.covered = CoveredScenes()   # the scenes under the top one, as one picture
        self._small_canvas: pygame.Surface | None = None
        self.running = False
        self.ended = False         # a stop signal asked to end, maybe before `run` began (`quit`)
        self.time = 0.0            # seconds of fixed-step time since the loop started
        self.frames = 0
        self._accumulator = 0.0    # real time not yet spent in fixed steps (see `frame`)
        self._frame_log = _open_frame_log()
        self._waiter: EventWaiter | None = None          # made with the first sleep (headless runs never sleep)
        self._rest_allowance = theme.MAX_FRAME_TIME     # the most time one update at rest may take
        self.speech = Speaker([])   # B18: says what the top scene tells (`build_app` gives it its outputs)

    # --- window --------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        full = fullscreen and not self.headless
        if not full:
            self.windowed_size = fit_window(self.windowed_size)
        return open_window(self.windowed_size, full)   # the first frame's window, if it opened one

    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out for: the window's, but never below WINDOW_MINIMUM.

        A window manager may ignore the minimum (down to 1×1); the scenes then still draw
        at the minimum onto a canvas, and the window shows its top-left part (`draw`).
        """
        width, height = self.screen.get_size()
        return max(width, theme.WINDOW_MINIMUM[0]), max(height, theme.WINDOW_MINIMUM[1])

    def _canvas(self) -> pygame.Surface:
        """Where the scenes draw: the window itself, or a minimum-size canvas when it is smaller."""
        if self.screen.get_size() == self.size:
            return self.screen
        if self._small_canvas is None or self._small_canvas.get_size() != self.size:
            self._small_canvas = pygame.Surface(self.size)
        return self._small_canvas

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen, or back to the window as it was (its size, not the screen's)."""
        fullscreen = not self.settings.fullscreen
        if fullscreen:
            self.windowed_size = self.size
        elif not self.headless:
            leave_fullscreen(self.windowed_size)
        self.settings = self.settings.with_changes(fullscreen=fullscreen)
        self.screen = self._open_window(fullscreen)
        self._resized()

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (also used by tests and screenshots with the dummy driver)."""
        size = fit_window(size)
        self.windowed_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        self.covered.renew()
        for scene in self.scenes:
            scene.let_go()
        for scene in self.scenes:
            if scene not in self.covered.released:   # covered ones build when a backdrop needs them
                scene.resize(self.size)
            scene.invalidate()
        memory.return_freed_memory()   # every scene has let go of its old size's pictures

    def change_settings(self, settings: Settings) -> None:
        """The player changed an option (menu): play on with ``settings``."""
        self.settings = settings
        self.settings_changed()

    def settings_changed(self) -> None:
        """Options changed (menu): scenes re-render what depends on them."""
        i18n.set_language(self.settings.language)
        appearance.set_looks(self.settings.felt, self.settings.card_back)
        pygame.display.set_caption(i18n.tr("title"))
        self._resized()

    # --- scene stack ---------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].leave()
            if not scene.opaque:   # what shows under the overlay becomes its backdrop first
                self.covered.take(self._canvas(), self._drawn_scenes(), self.size)
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.enter()
        scene.invalidate()
        self._release_hidden()

    def pop(self, restore: bool = True) -> Scene:
        """Take the top scene off; the one below is the top again (``restore=False``: it does not
        build its pictures, because it goes next, as when a new game clears the stack)."""
        scene = self.scenes.pop()
        scene.leave()
        scene.discard()
        self.covered.forget(scene)
        if self.scenes and restore:
            self.covered.restore(self.scenes[-1], self.size)
            self.scenes[-1].enter()
        for below in self.scenes:   # what the popped scene covered shows again
            below.invalidate()
        self._release_hidden()
        return scene

    def _release_hidden(self) -> None:
        """Scenes under the topmost opaque one are never drawn: they let go of their pictures
        (those drawn under an overlay let go once the backdrop has their picture, `draw`)."""
        drawn = self._drawn_scenes()
        for scene in self.scenes[:len(self.scenes) - len(drawn)]:
            self.covered.release(scene)

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.discard()
            self.covered.forget(old)
        self.push(scene)

    def quit(self, for_good: bool = False) -> None:
        """``for_good``: a stop signal (`game.app.stopping`), after which no `run` starts the loop."""
        self.ended, self.running = self.ended or for_good, False

    # --- loop ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == WAKE_EVENT:
            return   # only here to end a sleep: the update that follows does the rest
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            if too_large((event.w, event.h)):
                self.resize((event.w, event.h))    # past the bounds (game.app.window): brought back
                return
            # The window's own size, not the event's: a late event of the fullscreen just left
            # may still name the screen's size.
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
            self.windowed_size = self.screen.get_size()
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F11, pygame.K_F2):   # F2: speech (B18), every screen
            self.toggle_fullscreen() if event.key == pygame.K_F11 else self.toggle_speech()
            return
        if self.top is not None:
            if event.type not in MOTION_EVENTS:
                # A key, a click, an expose, a focus change: the next frame shows its effect.
                # Pointer motion changes the picture only where the scene says so (hover, drag).
                for scene in self.scenes:
                    scene.invalidate()
            self.top.handle_event(event)

    def toggle_speech(self) -> None:     # F2: speech on or off (`game.speech.Speaker.switch`)
        self.speech.switch(not self.speech.on)

    def step(self, dt: float) -> None:
        """One update of the top scene: a fixed step, or at rest the whole time slept (`frame`)."""
        self.time += dt
        if self.top is not None:
            self.top.update(dt)

    def _drawn_scenes(self) -> list[Scene]:
        """The scenes a frame paints: from the topmost opaque one upwards."""
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        return self.scenes[max(first, 0):]

    def draw(self) -> None:
        """Paint every visible scene whole and show it (whatever changed or not): the scenes under
        the top one as their kept backdrop (`CoveredScenes`), the top one over it."""
        canvas = self._canvas()
        scenes = self._drawn_scenes()
        if len(scenes) > 1:
            self.covered.paint(canvas, scenes[:-1], self.size)
        if scenes:
            scenes[-1].draw(canvas)
        if canvas is not self.screen:
            self.screen.blit(canvas, (0, 0))
        pygame.display.flip()
        for scene in self.scenes:
            scene.drawn()
        self._count_frame()

    def render(self) -> bool:
        """Draw what changed, and only that: nothing on a still screen, the damaged rectangles when
        one opaque scene changed in part (the clock's next second), else the whole picture.
        True when a frame was shown."""
        scenes = self._drawn_scenes()
        if not any(scene.damaged or scene.animating() for scene in scenes):
            return False
        damage = scenes[-1].damage() if len(scenes) == 1 and not scenes[-1].animating() else None
        if damage is None:
            self.draw()
            return True
        canvas = self._canvas()
        area = canvas.get_rect().clip(damage[0].unionall(damage[1:]))
        if area.w and area.h:
            scenes[-1].draw_area(canvas, area)   # the area only (the clock's words, drawn alone)
            if canvas is not self.screen:
                self.screen.blit(canvas, area, area)
            pygame.display.update(area)
            self._count_frame()
        scenes[-1].drawn()
        return bool(area.w and area.h)

    def _count_frame(self) -> None:
        self.frames += 1
        if self._frame_log is not None:
            self._frame_log.write(f"{time.monotonic():.4f}\n")

    def at_rest(self) -> bool:
        """Nothing moves on its own: the top scene is not animating (the loop may sleep)."""
        return self.top is None or not self.top.animating()

    def frame(self, dt: float, draw: bool = True) -> None:
        """One pass of the loop: queued events to the scenes, updates for ``dt`` seconds, a draw.

        ``dt`` is the real time since the last frame. While something moves it goes into the
        accumulator (capped at MAX_FRAME_TIME, so a stall does not fast-forward the game) and the
        top scene updates in whole steps of 1/UPDATE_HZ, the remainder waiting for the next frame.
        At rest (nothing animating) the time passes in one update, first: the clock and any timer
        move on by the time slept, capped at what the sleep asked for (`_rest_allowance`), so a
        suspended machine does not fast-forward the game either. The frame draws only what
        changed (`render`). The real loop, the smoke test, the tests and the tools all call this:
        nothing else copies the loop. ``draw=False`` lets a headless caller advance time without
        painting.
        """
        resting = self.at_rest()
        if resting:
            self.step(min(max(dt, 0.0), self._rest_allowance))
            self._accumulator = 0.0
        self._rest_allowance = theme.MAX_FRAME_TIME
        by_player = False
        for event in pygame.event.get():
            self.handle_event(event)
            by_player = by_player or event.type in PLAYER_INPUT
        if not resting:
            fixed = 1.0 / theme.UPDATE_HZ
            self._accumulator += min(max(dt, 0.0), theme.MAX_FRAME_TIME)
            # The small tolerance keeps a 1/60 s frame at exactly two 1/120 s steps despite rounding.
            while self._accumulator >= fixed - 1e-9:
                self.step(fixed)
                self._accumulator -= fixed
            self._accumulator = max(self._accumulator, 0.0)
        self.speech.follow(self.top, by_player)
        if draw:
            self.render()

    def sleep(self) -> None:
        """Wait, using no CPU, for the next event or the top scene's `next_change`, when nothing
        moves and nothing waits to be drawn; the next `frame` handles what woke it."""
        if not self.at_rest() or any(scene.damaged for scene in self._drawn_scenes()):
            return
        due = self.next_change()
        if due is not None and due < SHORTEST_SLEEP:
            return
        if self._waiter is None:
            self._waiter = EventWaiter()
        self._waiter.wait(due)
        self._rest_allowance = (due or 0.0) + theme.MAX_FRAME_TIME

    def next_change(self) -> float | None:
        """Seconds until an update is due though no event comes (the top scene's `next_change`)."""
        return self.top.next_change() if self.top is not None else None

    def run(self, max_seconds: float | None = None, script: list[ScriptStep] | None = None,
            frame_time: Callable[[], float] | None = None) -> None:
        """The loop: `frame` after `frame` until `quit`, sleeping while the screen is still. ``max_seconds``
        (game time) and ``script`` (times from this run's start) make headless runs finite, and they never
        sleep (their time is not real); ``frame_time`` replaces the real clock (seconds a frame), for tests."""
        clock = pygame.time.Clock()
        pending = sorted(script or [], key=lambda item: item[0])
        if frame_time is None and self.headless:
            def frame_time() -> float:
                return 1.0 / 60  # deterministic time without a real display
        start = self.time  # script times and max_seconds count from this run's start
        self._accumulator = 0.0
        self.running = not self.ended
        while self.running:
            if frame_time is None:
                self.sleep()
            real = clock.tick(0 if self.headless else self.config.max_fps) / 1000.0
            dt = frame_time() if frame_time is not None else real
            while pending and pending[0][0] <= self.time - start:
                pending.pop(0)[1](self)
            self.frame(dt)
            if max_seconds is not None and self.time - start >= max_seconds:
                self.running = False


FRAME_LOG = "VIERZIG_RAEUBER_FRAME_LOG"   # tools.idlebench: a file that gets a line per frame drawn


def _open_frame_log() -> TextIO | None:
    """The frame log `tools.idlebench` reads (each drawn frame's monotonic time), or None.

    Only a benchmark sets the variable; a player's game never writes it."""
    path = os.environ.get(FRAME_LOG)
    if not path:
        return None
    try:
        return open(path, "a", buffering=1, encoding="ascii")   # a line at a time: readable while running
    except OSError:
        return None
