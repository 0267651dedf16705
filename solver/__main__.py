"""Command line of the solver package: deal, solve, bench, deadends, catalogue, lines.

Every error a user can cause (a bad game number, a malformed board file, a bad range) ends in
one clear message and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from game.engine import VARIANTS, BoardFormatError, GameNumberError, deal, format_board, parse_board, parse_game_number

from .budget import Budget
from .jobs import CatalogueError, bench, catalogue, dead_end_bench, fill_lines
from .line import player_moves
from .search import solve
from .verdict import Verdict


class UsageError(Exception):
    """Bad input from the command line; the message is shown as is."""


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text!r}")
    return value


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 1, not {text!r}")
    return int(text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m solver", description="Vierzig Räuber solver tools")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("deal", help="print the start position of a game number in the board text form")
    p.add_argument("--game", required=True, help="game number, e.g. 12345 or ms123")
    p.add_argument("--variant", choices=VARIANTS, default="classic")

    p = sub.add_parser("solve", help="solve a deal or a board file knowing the talon")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--game", help="game number")
    src.add_argument("--board", help="a board text file (docs/board-format.md)")
    p.add_argument("--variant", choices=VARIANTS, required=True)
    p.add_argument("--budget", type=_positive, required=True, help="seconds")
    p.add_argument("--json", action="store_true", help="end with one JSON line")

    p = sub.add_parser("bench", help="solve a range of deals and summarise")
    p.add_argument("--games", required=True, help="range A-B, e.g. 1-200")
    p.add_argument("--variant", choices=VARIANTS, required=True)
    p.add_argument("--budget", type=_positive, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_count, default=1)

    p = sub.add_parser("deadends", help="time dead_end on positions from random play with the talon used up")
    p.add_argument("--positions", type=_count, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=_positive, default=1.0, help="seconds per position")

    p = sub.add_parser("catalogue", help="scan game numbers upward for solvable deals (resumable)")
    p.add_argument("--variant", choices=VARIANTS, required=True)
    p.add_argument("--from", dest="start", type=_count, required=True)
    p.add_argument("--count", type=_count, required=True)
    p.add_argument("--budget", type=_positive, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_count, default=1)
    p.add_argument("--out", required=True, help="catalogue file; FILE.scanned remembers what was scanned")

    p = sub.add_parser("lines", help="solve the catalogued numbers that have no line in FILE.lines yet (resumable)")
    p.add_argument("--variant", choices=VARIANTS, required=True)
    p.add_argument("--budget", type=_positive, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_count, default=1)
    p.add_argument("--out", required=True, help="catalogue file: its lines go to FILE.lines, its pars are updated")
    return parser


def _games(text: str) -> list[int]:
    parts = text.split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[0]) <= int(parts[1]):
        raise UsageError(f"--games must be a range A-B with 1 ≤ A ≤ B, not {text!r}")
    return list(range(int(parts[0]), int(parts[1]) + 1))


def _solve(args: argparse.Namespace) -> int:
    game = None
    if args.game is not None:
        try:
            number = parse_game_number(args.game)
        except GameNumberError as err:
            raise UsageError(str(err)) from None
        position = deal(number, args.variant)
        game = number.seed if not number.ms else str(number)
    else:
        try:
            with open(args.board, encoding="utf-8") as f:
                text = f.read()
        except OSError as err:
            raise UsageError(f"cannot read board file {args.board!r}: {err.strerror}") from None
        except UnicodeDecodeError:
            raise UsageError(f"board file {args.board!r} is not UTF-8 text") from None
        try:
            position = parse_board(text)
        except BoardFormatError as err:
            raise UsageError(f"{args.board}: {err}") from None
        if position.variant != args.variant:
            raise UsageError(f"{args.board} is a {position.variant} board, but --variant is {args.variant}")
    result = solve(position, Budget(seconds=args.budget))
    length = player_moves(position, result.moves) if result.verdict is Verdict.SOLVABLE else 0
    if result.verdict is Verdict.SOLVABLE:
        print(f"{result.verdict}: {length} player moves ({len(result.moves)} with the safe cards sent up)")
        print(" ".join(result.moves))
    else:
        print(result.verdict)
    print(f"nodes {result.nodes}, {result.seconds:.2f} s, {result.nodes / max(result.seconds, 1e-6):.0f} nodes/s")
    if args.json:
        print(json.dumps({
            "game": game, "variant": args.variant, "result": result.verdict.value, "moves": list(result.moves),
            "nodes": result.nodes, "seconds": round(result.seconds, 3),
        }))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "deal":
            try:
                number = parse_game_number(args.game)
            except GameNumberError as err:
                raise UsageError(str(err)) from None
            sys.stdout.write(format_board(deal(number, args.variant)))
            return 0
        if args.command == "solve":
            return _solve(args)
        if args.command == "bench":
            bench(_games(args.games), args.variant, args.budget, args.jobs, sys.stdout)
            return 0
        if args.command == "deadends":
            print(dead_end_bench(args.positions, args.seed, args.budget))
            return 0
        if args.command == "catalogue":
            try:
                catalogue(args.variant, args.start, args.count, args.budget, args.jobs, args.out, sys.stdout)
            except CatalogueError as err:
                raise UsageError(str(err)) from None
            except OSError as err:
                raise UsageError(f"cannot write the catalogue {args.out!r}: {err.strerror}") from None
            return 0
        if args.command == "lines":
            if not os.path.exists(args.out):
                raise UsageError(f"no catalogue {args.out!r}")
            try:
                missing = fill_lines(args.variant, args.budget, args.jobs, args.out, sys.stdout)
            except CatalogueError as err:
                raise UsageError(str(err)) from None
            except OSError as err:
                raise UsageError(f"cannot write the lines of {args.out!r}: {err.strerror}") from None
            return 1 if missing else 0
    except UsageError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 2  # pragma: no cover - argparse enforces the choices


if __name__ == "__main__":
    sys.exit(main())
