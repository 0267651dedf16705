"""Memory benchmark: how much the game grows while the player flips options.

``python -m tools.membench [--toggles N] [--size WxH]`` opens the options screen over a real
table (a throw-away data folder) and flips an option N times (``--option``, default the
four-colour suits): every flip rebuilds the options screen's widgets and, for the card
options, re-renders the table's cards. It prints the resident set
size before and after. Goal: 100 toggles at 3840x2160 grow it by at most 50 MB.
Linux only (it reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path


def rss_mb() -> int:
    """Resident set size of this process in MiB."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20


def _size(text: str) -> tuple[int, int]:
    width, height = (int(part) for part in text.lower().split("x"))
    return width, height


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.membench", description=__doc__.splitlines()[0])
    parser.add_argument("--toggles", type=int, default=100)
    parser.add_argument("--size", type=_size, default=(3840, 2160), metavar="WxH")
    parser.add_argument("--option", default="four_colour", choices=("four_colour", "large_cards", "sound", "auto_play"),
                        help="the on/off option to flip (four_colour re-renders every card)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app.config import AppConfig
    from game.app.screens import build_app

    with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-membench-") as folder:
        app = build_app(AppConfig(size=args.size, data_dir=Path(folder), language="de", game_number="5"),
                        headless=True)
        for _ in range(3):
            app.step(1 / 60)
            app.draw()
        app.screens.open_options()
        app.draw()
        before = rss_mb()
        for _ in range(args.toggles):
            app.screens.set_option(args.option, not getattr(app.settings, args.option))
            app.step(1 / 60)
            app.draw()
        after = rss_mb()
        app.screens.close()
    width, height = args.size
    print(f"membench: {args.toggles} toggles of {args.option} at {width}x{height}: RSS {before} → {after} MB "
          f"({after - before:+d} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
