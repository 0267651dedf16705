"""Command line of the peeling-bound experiment (docs/experiments.md has the figures).

    python -m tools.peeling starts --games LIST
    python -m tools.peeling search --games LIST [--seconds S] [--every N] [--jobs J]
                                   [--prune capacity|peeling]
    python -m tools.peeling random [--positions N] [--seed S]
    python -m tools.peeling times --games LIST

``starts`` asks the capacity and the peeling bound at each classic deal's start; ``search``
runs the complete search pruned by the capacity bound on each deal for S seconds and asks the
peeling bound on every N-th position it makes (``--prune peeling``: pruned by the peeling bound
at every position instead); ``random`` compares the start bounds with it on
positions of random play; ``times`` counts where its release indices come from. Each prints one
summary line. Bad input ends in one line and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from collections.abc import Callable
from typing import NoReturn

from tools.gamelist import parse_games

from . import measure


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message}\n")


def _positive(kind: type[int] | type[float], most: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not 0 < value <= most:
            raise argparse.ArgumentTypeError(f"must be above 0 and at most {most:g}: {text!r}")
        return value

    return parse


def _games(text: str) -> list[int]:
    try:
        games = parse_games(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    if len(games) > 100_000:
        raise argparse.ArgumentTypeError("at most 100,000 deals")
    return games


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m tools.peeling", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    starts = commands.add_parser("starts", help="the bounds at each deal's start")
    starts.add_argument("--games", type=_games, required=True)
    search = commands.add_parser("search", help="the bounds on the positions of a complete search")
    search.add_argument("--games", type=_games, required=True)
    search.add_argument("--seconds", type=_positive(float, 3600), default=2.0)
    search.add_argument("--every", type=_positive(int, 10**9), default=5)
    search.add_argument("--jobs", type=_positive(int, 4 * (os.cpu_count() or 1)), default=1)
    search.add_argument("--prune", choices=("capacity", "peeling"), default="capacity",
                        help="the bound that drops positions (default capacity)")
    random_play = commands.add_parser("random", help="the bounds on positions of random play")
    random_play.add_argument("--positions", type=_positive(int, 10**6), default=1000)
    random_play.add_argument("--seed", type=int, default=1)
    times = commands.add_parser("times", help="where the release indices come from")
    times.add_argument("--games", type=_games, required=True)
    return parser


# The figures each command prints, in order (a Counter drops the ones that stayed 0).
FIELDS = {
    "starts": ("deals", "capacity lost", "peeling lost"),
    "search": ("deals", "positions", "asked", "capacity lost", "peeling lost", "peeling alone", "won", "exhausted"),
    "random": ("positions", "start bounds lost", "peeling lost", "peeling alone"),
    "times": ("deals", "no column ever empty", "stream cards", "released after arriving", "released exactly at T1"),
}


def _line(command: str, counts: Counter[str]) -> str:
    parts = [f"{field} {counts[field]}" for field in FIELDS[command]]
    if "peeling µs" in counts:
        asked = counts["deals"] or counts["positions"]
        parts.append(f"peeling {counts['peeling µs'] / max(asked, 1) / 1000:.1f} ms each")
    if command == "times" and counts["deals"]:
        parts.append(f"mean T1 {counts['T1 sum'] / counts['deals']:.1f}")
    return f"peeling {command}: " + ", ".join(parts)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "starts":
        counts = measure.starts(args.games)
    elif args.command == "search":
        counts = measure.search(args.games, args.seconds, args.every, args.jobs, args.prune == "peeling")
    elif args.command == "random":
        counts = measure.random_play(args.positions, args.seed)
    else:
        counts = measure.times(args.games)
    print(_line(args.command, counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
