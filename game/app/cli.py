"""The command line: parsed into an `AppConfig`, never a traceback.

A bad flag or value prints the usage and a one-line reason and exits with code 2
(argparse's convention), so scripts and packagers can rely on it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game import __version__, i18n
from game.app.config import AppConfig, DesktopEntry
from game.app.window import WINDOW_MAXIMUM_PIXELS, WINDOW_MAXIMUM_SIDE, too_large
from game.engine import VARIANT_NAMES, GameNumberError, Variant, is_digits, parse_game_number
from game.storage.files import default_data_path

SMALLEST = (320, 240)    # below the layout's minimum, the window shows the scenes' top-left part


def version() -> str:
    """The version, written once in `game.__version__` (the package metadata reads it too)."""
    return __version__


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` from 320x240 (smaller than the layout's minimum: the window shows its top-left part)
    up to the window's bounds (`game.app.window`: the pixels of an 8K screen)."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(is_digits(p.strip()) and len(p.strip()) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, not {text[:40]!r}")
    width, height = (int(p) for p in parts)
    if width < SMALLEST[0] or height < SMALLEST[1] or too_large((width, height)):
        raise argparse.ArgumentTypeError(
            f"size {width}x{height} outside {SMALLEST[0]}x{SMALLEST[1]} … {WINDOW_MAXIMUM_SIDE} a side, "
            f"{WINDOW_MAXIMUM_PIXELS:,} pixels in all (7680x4320)")
    return width, height


def game_number(text: str) -> str:
    """A game number as PySolFC reads it: ``#``, ``-``, ``_``, ``.``, ``,`` and spaces are
    dropped (``-1`` is game 1, ``1.5`` game 15 — as in PySolFC, so numbers stay shareable);
    `parse_args` tells the player which number that made."""
    try:
        return str(parse_game_number(text))
    except GameNumberError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def data_folder(text: str) -> Path:
    """``--data-dir``: a folder path; an empty one would silently mean the current directory."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the data folder must not be empty")
    return Path(text)


def log_file(text: str) -> Path:
    """``--speech-log``: a file path (an empty one names no file)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the speech log's file name must not be empty")
    return Path(text)


def names_a_data_file(log: Path, folder: Path) -> bool:
    """Is ``log`` in the data folder ``folder`` (followed through links), or one of its files under
    another name (a hard link)?"""
    try:
        where, data = log.resolve(), folder.resolve()
    except (OSError, RuntimeError):
        return True   # a loop of links: no transcript there either
    if where == data or data in where.parents:
        return True
    try:
        mine = where.stat()
        return any(entry.is_file() and entry.stat().st_ino == mine.st_ino and entry.stat().st_dev == mine.st_dev
                   for entry in data.iterdir())
    except OSError:
        return False   # no such file yet, or no folder yet: nothing of the game's to hit


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vierzig-raeuber", description="Vierzig Räuber (Forty Thieves) solitaire")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    mode.add_argument("--windowed", action="store_true", help="start in a window (the default)")
    parser.add_argument("--size", type=window_size, metavar="WxH",
                        help="window size, e.g. 1280x720 (a window, unless --fullscreen is given too)")
    parser.add_argument("--game", type=game_number, metavar="N", help="play this game number")
    parser.add_argument("--variant", choices=VARIANT_NAMES, help="the variant: " + ", ".join(VARIANT_NAMES))
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help=f"language: {', '.join(i18n.LANGUAGES)} (default: as last chosen in the menu)")
    parser.add_argument("--data-dir", type=data_folder, metavar="DIR", help="where settings, statistics and saves live")
    parser.add_argument("--speech", action=argparse.BooleanOptionalAction, default=None,
                        help="speak the game through the screen reader (F2 toggles; default: the option, "
                             "or on where a screen reader runs)")
    parser.add_argument("--speech-log", type=log_file, metavar="FILE",
                        help="write every spoken sentence, with its time, to FILE")
    parser.add_argument("--smoke-test", action="store_true", help="run the real loop headless with scripted taps, then exit")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_const", dest="desktop_entry", const=DesktopEntry.INSTALL,
                       help="add the game to the desktop's menu (Linux and BSD: the XDG data folder), then exit")
    entry.add_argument("--remove-desktop-entry", action="store_const", dest="desktop_entry", const=DesktopEntry.REMOVE,
                       help="take out the menu entry and icons --install-desktop-entry wrote, then exit")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    return parser


def parse_args(argv: list[str] | None = None) -> AppConfig:
    """Parse ``argv`` (default: sys.argv); exits with code 2 and the usage on any bad input."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.speech_log is not None:
        folder = args.data_dir if args.data_dir is not None else default_data_path()
        if names_a_data_file(args.speech_log, folder):
            parser.error(f"argument --speech-log: {args.speech_log} is in the game's data folder {folder}: "
                         "a transcript there would damage the game's own files; name a file elsewhere")
    typed = _typed_game(argv if argv is not None else sys.argv[1:])
    if args.game is not None and typed is not None and typed.strip() != args.game:
        print(f"vierzig-raeuber: --game {typed!r} is game {args.game}", file=sys.stderr)
    config = AppConfig(
        # A size asks for a window: a game quit in fullscreen does not swallow it.
        fullscreen=True if args.fullscreen else False if args.windowed or args.size is not None else None,
        game_number=args.game,
        variant=Variant.named(args.variant) if args.variant is not None else None,
        language=args.lang,
        data_dir=args.data_dir,
        smoke_test=bool(args.smoke_test),
        desktop_entry=args.desktop_entry,
        speech=args.speech,
        speech_log=args.speech_log,
    )
    if args.size is not None:
        config.size = args.size
    return config


def _typed_game(argv: list[str]) -> str | None:
    """The text given to ``--game`` (the last one wins, as in argparse)."""
    typed = None
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            typed = argv[i + 1]
        elif arg.startswith("--game="):
            typed = arg.split("=", 1)[1]
    return typed
