"""Memory benchmark: what the screens cost and how much the game grows while options flip.

``python -m tools.membench [--toggles N] [--size WxH] [--option NAME]`` opens the options
screen over a real table (a throw-away data folder) and flips an option N times (default the
four-colour suits): every flip rebuilds the options screen's widgets and, for the card
options, re-renders the table's cards. It prints the resident set size before and after.
Goal: 100 toggles at 3840x2160 grow it by at most 50 MB.

``--screens`` instead opens each screen the way a player does (menu over the table; options,
statistics, help over the menu) and prints what each adds to the resident set, and the peak.

Linux only (it reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path


def rss_mb() -> int:
    """Resident set size of this process in MiB."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20


def peak_rss_mb() -> int:
    """This process's peak resident set size in MiB (0 where the system does not say)."""
    try:
        import resource
    except ImportError:      # Windows
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 2**20 if sys.platform == "darwin" else peak // 1024


def _size(text: str) -> tuple[int, int]:
    width, height = (int(part) for part in text.lower().split("x"))
    return width, height


def _settled(app, frames: int = 3) -> int:
    """Frames of the real loop, then the resident set once freed memory went back."""
    from game.view import memory

    for _ in range(frames):
        app.frame(1 / 60)
    gc.collect()
    memory.return_freed_memory()
    return rss_mb()


def screens(app) -> str:
    """What each screen adds to the resident set, opened as a player opens it."""
    from game.scenes.ports import Screen
    table = _settled(app)
    parts = [f"table {table}"]
    app.router.open_menu()
    menu = _settled(app)
    parts.append(f"menu +{menu - table}")
    for screen in (Screen.OPTIONS, Screen.STATISTICS, Screen.HELP):
        app.router.menu.open(screen)
        name = screen.value
        parts.append(f"{name} +{_settled(app) - menu}")
        app.pop()
        _settled(app, 1)
    app.pop()
    parts.append(f"back at the table {_settled(app)}")
    return ", ".join(parts)


def toggles(app, option: str, count: int) -> tuple[int, int]:
    """RSS (MiB) with the options screen open, before and after ``count`` flips of ``option``."""
    from game.storage.settings import OPTIONS

    flipped = OPTIONS.named(option)
    app.router.options.open_options()
    app.draw()
    before = rss_mb()
    for _ in range(count):
        app.router.options.set_option(flipped, flipped.after(app.settings.value(flipped)))
        app.step(1 / 60)
        app.draw()
    return before, rss_mb()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.membench", description=__doc__.splitlines()[0])
    parser.add_argument("--toggles", type=int, default=100)
    parser.add_argument("--size", type=_size, default=(3840, 2160), metavar="WxH")
    parser.add_argument("--option", default="four_colour", choices=("four_colour", "large_cards", "sound", "auto_play"),
                        help="the on/off option to flip (four_colour re-renders every card)")
    parser.add_argument("--screens", action="store_true", help="what each screen costs, instead of toggles")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app.config import AppConfig
    from game.app.game_app import build_app

    width, height = args.size
    with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-membench-") as folder:
        app = build_app(AppConfig(size=args.size, data_dir=Path(folder), language="de", game_number="5"),
                        headless=True)
        for _ in range(3):
            app.step(1 / 60)
            app.draw()
        if args.router:
            report = screens(app)
            app.router.close()
            print(f"membench: screens at {width}x{height} (RSS, MB): {report}; peak {peak_rss_mb()}")
            return 0
        before, after = toggles(app, args.option, args.toggles)
        app.router.close()
    print(f"membench: {args.toggles} toggles of {args.option} at {width}x{height}: RSS {before} → {after} MB "
          f"({after - before:+d} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
