"""What one second of the game clock costs at rest, part by part: ``python -m tools.clockbench``.

``python -m tools.clockbench [--size WxH] [--seconds S] [--game N]`` runs the real game loop
in this process, in a real window on an X display of its own (Xvfb, as `tools.idlebench`), with a
throw-away data folder: the deal lands, three taps on the talon start the clock (and the solver),
the pointer rests on the felt, and once the solver's worker has ended the loop runs ``--seconds``
seconds of a still table whose clock shows every second. The CPU time of the loop's thread
(``time.thread_time``) is split by where it goes:

- update: the top scene's update for the time slept (the clock's second, the solver's poll, the
  session's clock save every 10 s);
- redraw: drawing the changed part of the picture (`App.render` without the present);
- present: ``pygame.display.update`` / ``flip``, which hands the pixels to the X server;
- wait and wake-up: inside the loop's sleep (SDL's wait, its look at the X connection);
- rest of the loop: events, ``Clock.tick``, the loop itself;

and the game's other threads (sound, saving) by the process's CPU time less the loop's. The
last line is the figure::

    clockbench: 1920x1080 clock-second-ms 0.52 frames 20 area 1920x59 other-threads-ms 1.50

(milliseconds of CPU per clock second; ``area``: the largest rectangle shown for a second).
Linux with Xvfb; other load changes these times a little, not their order.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from tools.idlebench import _positive, _size, talon_centre, x_display

PARTS = ("update", "redraw", "present", "wait and wake-up", "rest of the loop")


class Meter:
    """Thread CPU time spent in the wrapped calls, while measuring."""

    def __init__(self) -> None:
        self.on = False
        self.spent: dict[str, float] = defaultdict(float)
        self.areas: list[tuple[int, int]] = []

    def wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time()
            try:
                return function(*args, **kwargs)
            finally:
                if self.on:
                    self.spent[name] += time.thread_time() - start
        return timed


def measure(size: tuple[int, int], seconds: float, game: str) -> dict[str, float]:
    """Run the game and measure ``seconds`` of its clock at rest (module docstring)."""
    talon = talon_centre(size)
    with tempfile.TemporaryDirectory(prefix="clockbench-") as folder, x_display(size) as env:
        os.environ["DISPLAY"] = env["DISPLAY"]
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ.pop("SDL_VIDEODRIVER", None)
        import pygame

        from game.app import cli, synthetic
        from game.app.game_app import build_app
        from game.app.waiting import EventWaiter

        app = build_app(cli.parse_args(["--windowed", "--size", f"{size[0]}x{size[1]}", "--data-dir", folder,
                                        "--game", game]))
        meter = Meter()
        result: dict[str, float] = {}
        start_event, stop_event = pygame.event.custom_type(), pygame.event.custom_type()
        marks: dict[str, float] = {}
        handle = app.handle_event

        def handle_event(event: pygame.event.Event) -> None:
            if event.type == start_event:
                marks.update(thread=time.thread_time(), process=time.process_time(), frames=app.frames)
                meter.on = True
            elif event.type == stop_event:
                meter.on = False
                result["thread"] = time.thread_time() - marks["thread"]
                result["process"] = time.process_time() - marks["process"]
                result["frames"] = app.frames - marks["frames"]
                app.quit()
            else:
                handle(event)

        def update(rect: Any = None) -> None:
            if meter.on and rect is not None:
                area = pygame.Rect(rect)
                meter.areas.append((area.w, area.h))
            present_update(rect)

        present_update = meter.wrap("present", pygame.display.update)
        app.handle_event = handle_event                                 # type: ignore[method-assign]
        app.step = meter.wrap("update", app.step)                       # type: ignore[method-assign]
        app.render = meter.wrap("render", app.render)                   # type: ignore[method-assign]
        EventWaiter.wait = meter.wrap("wait and wake-up", EventWaiter.wait)   # type: ignore[method-assign]
        with contextlib.ExitStack() as undo:
            flip = pygame.display.flip
            undo.callback(setattr, pygame.display, "flip", flip)
            undo.callback(setattr, pygame.display, "update", pygame.display.update)
            pygame.display.flip = meter.wrap("present", flip)
            pygame.display.update = update                               # type: ignore[assignment]

            def player() -> None:
                time.sleep(4.0)                                        # the deal lands
                for _ in range(3):
                    for event in synthetic.tap(talon):
                        pygame.event.post(event)
                    time.sleep(1.0)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(size[0] // 2, size[1] - 3),
                                                     rel=(1, 1), buttons=(0, 0, 0)))
                link = app.session.solver
                deadline = time.monotonic() + 60   # (a worker without `process_id` never ends: wait no more)
                while link.started and getattr(link.worker, "process_id", None) and time.monotonic() < deadline:
                    time.sleep(0.25)
                time.sleep(2.0)
                pygame.event.post(pygame.event.Event(start_event))
                time.sleep(seconds)
                pygame.event.post(pygame.event.Event(stop_event))

            threading.Thread(target=player, daemon=True).start()
            try:
                app.run()
            finally:
                app.router.close()
                pygame.quit()
        clock_seconds = seconds
        parts = {name: meter.spent[name] for name in ("update", "wait and wake-up", "present")}
        parts["redraw"] = meter.spent["render"] - meter.spent["present"]
        parts["rest of the loop"] = result["thread"] - sum(parts.values())
        figures = {name: 1000 * value / clock_seconds for name, value in parts.items()}
        figures["loop thread"] = 1000 * result["thread"] / clock_seconds
        figures["other threads"] = 1000 * (result["process"] - result["thread"]) / clock_seconds
        figures["frames"] = result["frames"]
        biggest = max(meter.areas, key=lambda a: a[0] * a[1], default=(0, 0))
        figures["area_w"], figures["area_h"] = biggest
        return figures


def report(size: tuple[int, int], seconds: float, figures: dict[str, float]) -> str:
    lines = [f"clockbench: {size[0]}x{size[1]}, {seconds:g} clock seconds of a still table in a real window (Xvfb)",
             "", "| part | CPU per clock second |", "|---|---|"]
    lines += [f"| {name} | {figures[name]:.3f} ms |" for name in PARTS]
    lines += [f"| the loop's thread, all | {figures['loop thread']:.3f} ms |",
              f"| the game's other threads (sound, saving) | {figures['other threads']:.3f} ms |", ""]
    lines.append(f"clockbench: {size[0]}x{size[1]} clock-second-ms {figures['loop thread']:.2f} "
                 f"frames {figures['frames']:.0f} area {figures['area_w']:.0f}x{figures['area_h']:.0f} "
                 f"other-threads-ms {figures['other threads']:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.clockbench", description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=_size, default=(1920, 1080), help="window size WxH (default 1920x1080)")
    parser.add_argument("--seconds", type=_positive, default=20.0, help="clock seconds to measure (default 20)")
    parser.add_argument("--game", default="2", help="the game number to deal (default 2)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("clockbench: Linux only (its own Xvfb)", file=sys.stderr)
        return 2
    print(report(args.size, args.seconds, measure(args.size, args.seconds, args.game)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
