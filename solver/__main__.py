"""Command line of the solver package: deal, solve, bench, deadends, catalogue, lines, grade, study, daily.

Every error a user can cause (a bad game number, a malformed board file, a bad range, an
absurd budget, an unreachable cluster) ends in one line on stderr and exit code 2, never a
traceback or a usage dump.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import re
import stat
import sys
from collections.abc import Callable
from typing import NoReturn

from game.content import player_moves
from game.engine import (
    VARIANT_NAMES,
    BoardFormatError,
    GameNumberError,
    Variant,
    deal,
    format_board,
    parse_board,
    parse_game_number,
)
from game.engine.digits import is_digits

from .batch import bench, catalogue, dead_end_bench, fill_lines
from .budget import Budget
from .daily_lookup import DailyError, daily_line, parse_date
from .grading import CatalogueError, grade
from .search import solve
from .study import ClusterRunner, StudyError, draw_numbers, local_runner, read_study, study
from .verdict import Verdict

MAX_BUDGET = 3600.0      # seconds per deal or position: more is a typo, not a plan
MAX_DEALS = 1_000_000    # deals per command: a range or draw beyond this is a typo too
JOBS_PER_CPU = 4         # --jobs beyond this many per CPU only slows every deal down
CONNECT_TIMEOUT = 10.0   # seconds to reach a Dask scheduler
SCHEDULER = re.compile(r"tcp://(?P<host>[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(?P<port>[0-9]{1,5})")


class UsageError(Exception):
    """Bad input from the command line; the message is shown as is."""


# A board text is under 1 kB; a file far larger (or a device such as /dev/zero) is not one.
MAX_BOARD_BYTES = 64 * 1024


def _read_board_file(path: str) -> str:
    """The text of a board file: a regular file, of sane size, in UTF-8 — else a UsageError.

    Opened without blocking, so a FIFO fails at once instead of waiting for a writer."""
    try:
        with open(path, "rb", opener=_open_without_blocking) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise UsageError(f"board file {path!r} is not a regular file")
            raw = f.read(MAX_BOARD_BYTES + 1)
    except OSError as err:
        raise UsageError(f"cannot read board file {path!r}: {err.strerror}") from None
    if len(raw) > MAX_BOARD_BYTES:
        raise UsageError(f"board file {path!r} is larger than {MAX_BOARD_BYTES // 1024} kB: not a board")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(f"board file {path!r} is not UTF-8 text") from None


def _open_without_blocking(name: str, flags: int) -> int:
    return os.open(name, flags | getattr(os, "O_NONBLOCK", 0))


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line on stderr (and exit 2), not usage and error."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message}\n")


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text!r}")
    if not math.isfinite(value) or value > MAX_BUDGET:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_BUDGET:g} seconds, not {text!r}")
    return value


def _count(text: str) -> int:
    if not is_digits(text) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 1, not {text!r}")
    return int(text)


def _jobs(text: str) -> int:
    jobs = _count(text)
    most = JOBS_PER_CPU * (os.cpu_count() or 1)
    if jobs > most:
        raise argparse.ArgumentTypeError(f"at most {most} ({JOBS_PER_CPU} per CPU), not {text!r}")
    return jobs


def _seed(text: str) -> int:
    if not is_digits(text):
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 0, not {text!r}")
    return int(text)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m solver", description="Vierzig Räuber solver tools")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("deal", help="print the start position of a game number in the board text form")
    p.add_argument("--game", required=True, help="game number, e.g. 12345 or ms123")
    p.add_argument("--variant", choices=VARIANT_NAMES, default="classic")

    p = sub.add_parser("solve", help="solve a deal or a board file knowing the talon")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--game", help="game number")
    src.add_argument("--board", help="a board text file (docs/board-format.md)")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    p.add_argument("--budget", type=_budget, required=True, help="seconds")
    p.add_argument("--json", action="store_true", help="end with one JSON line")

    p = sub.add_parser("bench", help="solve a range of deals and summarise")
    p.add_argument("--games", required=True, help="range A-B, e.g. 1-200")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    p.add_argument("--budget", type=_budget, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_jobs, default=1)

    p = sub.add_parser("deadends", help="time dead_end on positions from random play with the talon used up")
    p.add_argument("--positions", type=_count, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=_budget, default=1.0, help="seconds per position")

    p = sub.add_parser("catalogue", help="scan game numbers upward for solvable deals (resumable)")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    p.add_argument("--from", dest="start", type=_count, required=True)
    p.add_argument("--count", type=_count, required=True)
    p.add_argument("--budget", type=_budget, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_jobs, default=1)
    p.add_argument("--out", required=True, help="catalogue file; FILE.scanned remembers what was scanned")

    p = sub.add_parser("lines", help="solve the catalogued numbers that have no line in FILE.lines yet (resumable)")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    p.add_argument("--budget", type=_budget, required=True, help="seconds per deal")
    p.add_argument("--jobs", type=_jobs, default=1)
    p.add_argument("--out", required=True, help="catalogue file: its lines go to FILE.lines, its pars are updated")

    p = sub.add_parser("grade", help="grade the catalogued numbers that have no score yet (resumable; docs/difficulty.md)")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    p.add_argument("--jobs", type=_jobs, default=1)
    p.add_argument("--limit", type=_count, help="measure at most this many numbers now (exit 1 while some are left)")
    p.add_argument("--out", required=True, help="catalogue file: its grade column is written, the evidence goes to FILE.scores")

    p = sub.add_parser("study", help="solve many deals into a resumable file and report the shares with 95 %% intervals")
    p.add_argument("--variant", choices=VARIANT_NAMES, required=True)
    deals = p.add_mutually_exclusive_group(required=True)
    deals.add_argument("--games", help="range A-B, e.g. 1-1000")
    deals.add_argument("--random", type=_count, metavar="K", help="K game numbers drawn as the game's new deals are")
    p.add_argument("--seed", type=_seed, help="seed of the --random draw (required with it)")
    p.add_argument("--budget", type=_budget, required=True, help="seconds per deal")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=_jobs, default=1, help="local processes (default 1)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", help="a Dask distributed scheduler")
    p.add_argument("--connect-timeout", type=_budget, default=CONNECT_TIMEOUT, help="seconds to reach the scheduler")
    p.add_argument("--out", required=True, help="study file: one line per deal; a rerun skips the deals in it")

    p = sub.add_parser("daily", help="the daily deal's game numbers of a date (docs/daily.md)")
    p.add_argument("--date", help="YYYY-MM-DD (default: today, local date)")
    return parser


def _games(text: str) -> list[int]:
    parts = text.split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[0]) <= int(parts[1]):
        raise UsageError(f"--games must be a range A-B with 1 ≤ A ≤ B, not {text!r}")
    low, high = int(parts[0]), int(parts[1])
    if high - low + 1 > MAX_DEALS:
        raise UsageError(f"--games may hold at most {MAX_DEALS:,} deals, not {high - low + 1:,}")
    return list(range(low, high + 1))


def _study(args: argparse.Namespace) -> int:
    if args.games is not None:
        if args.seed is not None:
            raise UsageError("--seed goes with --random, not --games")
        numbers = _games(args.games)
    else:
        if args.seed is None:
            raise UsageError("--random needs --seed (the same seed draws the same deals)")
        if args.random > MAX_DEALS:
            raise UsageError(f"--random may draw at most {MAX_DEALS:,} deals, not {args.random:,}")
        numbers = draw_numbers(args.random, args.seed)
    if args.scheduler is not None:
        match = SCHEDULER.fullmatch(args.scheduler)
        if match is None or not 1 <= int(match["port"]) <= 65535:
            raise UsageError(f"--scheduler must be tcp://HOST:PORT, not {args.scheduler!r}")
    try:
        read_study(args.out, args.variant, args.budget)  # refuse a wrong file before connecting
        cluster = ClusterRunner(args.scheduler, args.connect_timeout) if args.scheduler is not None else None
        try:
            study(args.variant, numbers, args.budget, args.out, cluster or local_runner(args.jobs), sys.stdout)
        finally:
            if cluster is not None:
                cluster.close()
    except StudyError as err:
        raise UsageError(str(err)) from None
    except OSError as err:
        raise UsageError(f"cannot write the study {args.out!r}: {err.strerror}") from None
    return 0


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
        text = _read_board_file(args.board)
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
            "game": game, "variant": args.variant.name, "result": result.verdict.value, "moves": list(result.moves),
            "nodes": result.nodes, "seconds": round(result.seconds, 3),
        }))
    return 0


def _grade(args: argparse.Namespace) -> int:
    if not os.path.isfile(args.out):
        raise UsageError(f"no catalogue {args.out!r}")
    try:
        left = grade(args.variant, args.out, args.jobs, args.limit, sys.stdout)
    except CatalogueError as err:
        raise UsageError(str(err)) from None
    except OSError as err:
        raise UsageError(f"cannot write the grades of {args.out!r}: {err.strerror}") from None
    return 1 if left else 0


def _daily(args: argparse.Namespace) -> int:
    try:
        day = datetime.date.today() if args.date is None else parse_date(args.date)
        print(daily_line(day))
    except DailyError as err:
        raise UsageError(str(err)) from None
    return 0


# Commands that each have a function of their own (the others are handled in `main`).
COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {"study": _study, "daily": _daily, "grade": _grade}


def _read_variant(args: argparse.Namespace) -> argparse.Namespace:
    """The ``--variant`` name as the engine's Variant: the name is read once, here."""
    if getattr(args, "variant", None) is not None:
        args.variant = Variant.named(args.variant)
    return args


def main(argv: list[str] | None = None) -> int:
    args = _read_variant(_parser().parse_args(argv))
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
                grade(args.variant, args.out, args.jobs, None, sys.stdout)   # the new numbers' grades
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
        if args.command in COMMANDS:
            return COMMANDS[args.command](args)
    except UsageError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 2  # pragma: no cover - argparse enforces the choices


if __name__ == "__main__":
    sys.exit(main())
