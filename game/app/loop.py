"""The application: window, fixed-timestep loop and the scene stack.

The loop follows "Fix Your Timestep!": real time goes into an accumulator, the top scene
updates in fixed steps of 1/UPDATE_HZ seconds, and the stack is drawn once per frame.
Animations therefore run at the same speed at 30 or 240 frames per second.

`App.settings` holds the player's options as they play now (`Settings`: the saved ones
with this run's command-line overrides); `settings_changed` re-renders every scene after
the menu or F11 changed one.
"""

from __future__ import annotations

import contextlib
import os
import warnings
from collections.abc import Callable

import pygame

from game import i18n
from game.app.config import AppConfig
from game.scenes.base import Scene
from game.storage.settings import Settings
from game.view import gui, theme
from game.view.suits import suit_surface

# A script step for headless runs: at time t (seconds since start) call the function.
ScriptStep = tuple[float, Callable[["App"], None]]


class App:
    """Owns the window and the scene stack; `frame` is one pass of the loop, `run` the loop."""

    def __init__(self, config: AppConfig, headless: bool = False, settings: Settings | None = None) -> None:
        self.config = config
        gui.keep_large_buffers_out_of_the_heap()
        self.settings = settings if settings is not None else Settings.defaults()
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(i18n.tr("title"))
        pygame.display.set_icon(_window_icon())
        self.windowed_size = config.size
        self.screen = self._open_window(self.settings.fullscreen)
        self.scenes: list[Scene] = []
        self._small_canvas: pygame.Surface | None = None
        self.running = False
        self.time = 0.0            # seconds of fixed-step time since the loop started
        self.frames = 0
        self._accumulator = 0.0    # real time not yet spent in fixed steps (see `frame`)

    # --- window --------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        _limit_window_size(theme.WINDOW_MINIMUM)
        return screen

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
        fullscreen = not self.settings.fullscreen
        if fullscreen:
            self.windowed_size = self.size
        self.settings = self.settings.with_changes(fullscreen=fullscreen)
        self.screen = self._open_window(fullscreen)
        self._resized()

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (also used by tests and screenshots with the dummy driver)."""
        size = (max(theme.WINDOW_MINIMUM[0], size[0]), max(theme.WINDOW_MINIMUM[1], size[1]))
        self.windowed_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        for scene in self.scenes:
            scene.let_go()
        for scene in self.scenes:
            scene.resize(self.size)
        gui.return_freed_memory()   # every scene has let go of its old size's pictures

    def settings_changed(self) -> None:
        """Options changed (menu): scenes re-render what depends on them."""
        i18n.set_language(self.settings.language)
        pygame.display.set_caption(i18n.tr("title"))
        self._resized()

    # --- scene stack ---------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].leave()
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.leave()
        scene.discard()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.discard()
        self.push(scene)

    def quit(self) -> None:
        self.running = False

    # --- loop ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.windowed_size = (event.w, event.h)
            self.screen = pygame.display.get_surface()
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle_event(event)

    def step(self, dt: float) -> None:
        """One fixed update of the top scene."""
        self.time += dt
        if self.top is not None:
            self.top.update(dt)

    def draw(self) -> None:
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        canvas = self._canvas()
        for scene in self.scenes[max(first, 0):]:
            scene.draw(canvas)
        if canvas is not self.screen:
            self.screen.blit(canvas, (0, 0))
        pygame.display.flip()
        self.frames += 1

    def frame(self, dt: float, draw: bool = True) -> None:
        """One pass of the loop: queued events to the scenes, fixed steps for ``dt`` seconds, a draw.

        ``dt`` is the real time since the last frame; it goes into the accumulator (capped at
        MAX_FRAME_TIME, so a stall does not fast-forward the game) and the top scene updates
        in whole steps of 1/UPDATE_HZ, the remainder waiting for the next frame. The real loop,
        the smoke test, the tests and the tools all call this: nothing else copies the loop.
        ``draw=False`` lets a headless caller advance time without painting every frame.
        """
        for event in pygame.event.get():
            self.handle_event(event)
        fixed = 1.0 / theme.UPDATE_HZ
        self._accumulator += min(max(dt, 0.0), theme.MAX_FRAME_TIME)
        # The small tolerance keeps a 1/60 s frame at exactly two 1/120 s steps despite rounding.
        while self._accumulator >= fixed - 1e-9:
            self.step(fixed)
            self._accumulator -= fixed
        self._accumulator = max(self._accumulator, 0.0)
        if draw:
            self.draw()

    def run(self, max_seconds: float | None = None, script: list[ScriptStep] | None = None,
            frame_time: Callable[[], float] | None = None) -> None:
        """The loop: `frame` after `frame` until `quit`. ``max_seconds`` (of game time) and
        ``script`` (times from the start of this run) make headless runs finite; ``frame_time``
        replaces the real clock (seconds since the last frame), for tests."""
        clock = pygame.time.Clock()
        pending = sorted(script or [], key=lambda item: item[0])
        if frame_time is None and self.headless:
            def frame_time() -> float:
                return 1.0 / 60  # deterministic time without a real display
        start = self.time  # script times and max_seconds count from this run's start
        self._accumulator = 0.0
        self.running = True
        while self.running:
            real = clock.tick(0 if self.headless else self.config.max_fps) / 1000.0
            dt = frame_time() if frame_time is not None else real
            while pending and pending[0][0] <= self.time - start:
                pending.pop(0)[1](self)
            self.frame(dt)
            if max_seconds is not None and self.time - start >= max_seconds:
                self.running = False


def _limit_window_size(minimum: tuple[int, int]) -> None:
    """Stop the player from shrinking the window below what the layout is made for."""
    # An older pygame-ce has no such window property: the layout still copes, only smaller.
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = minimum


def _window_icon() -> pygame.Surface:
    """A small ace of spades, drawn in code like every other card."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.CARD_EDGE, (8, 2, 48, 60), border_radius=7)
    pygame.draw.rect(icon, theme.CARD_FACE, (10, 4, 44, 56), border_radius=6)
    spade = suit_surface(3, 34, theme.SUIT_BLACK)
    icon.blit(spade, spade.get_rect(center=(32, 33)))
    return icon
