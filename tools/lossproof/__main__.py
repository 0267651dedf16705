"""Command line of the loss-model experiment (docs/experiments.md has the figures).

    python -m tools.lossproof prove (--games LIST | --board FILE...) [--model snapshot|step]
                                    [--seconds S] [--without PART,...] [--stays K]
    python -m tools.lossproof check [--every N] [--model snapshot|step] [--stays K]
    python -m tools.lossproof horizon --games LIST --talon T,... [--seconds S] [--model ...]
    python -m tools.lossproof ablate --board FILE... [--seconds S] [--model ...]
    python -m tools.lossproof referee [--count N] [--seed S] [--talon T] [--nodes N]

``prove`` asks the model about each deal (or a board file) and prints one row per position and a
summary line; ``check`` maps every N-th shipped Classic winning line onto the model and counts
the lines it rejects (a sound model rejects none); ``horizon`` follows the greedy player's game of
each deal (tools/greedy.py) to the moment T talon cards are left and asks both the solver and the
model about that position, each with S seconds – how far from the end of the talon the model
still proves; ``ablate`` asks the model about each board with all its parts and with each part
switched off in turn (what each part buys); ``referee`` compares the snapshot model's "lost" with
the solver's finished search on N endgames of random play (exit 1 on a disagreement). Bad input ends
in one line and exit code 2.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import NoReturn

from game.engine import CLASSIC, BoardFormatError, GameNumberError, Position, deal, parse_board
from solver import Verdict, solve
from tools import greedy
from tools.gamelist import parse_games

from . import loss_model as step_model, snapshots
from .prove import Kind, Outcome, Settings, fits, prove
from .referee import referee, tally

LINES = Path(__file__).resolve().parents[2] / "assets" / "deals" / "classic.txt.lines"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message}\n")


def _settings(args: argparse.Namespace) -> Settings:
    kind = Kind(args.model)
    names = {p.value for p in (snapshots.Part if kind is Kind.SNAPSHOT else step_model.Part)}
    without = {w for w in (args.without or "").split(",") if w}
    if not without <= names:
        raise ValueError(f"unknown part(s) {', '.join(sorted(without - names))}; the {kind.value} model has {', '.join(sorted(names))}")
    if not 0 <= args.stays <= 8:
        raise ValueError("--stays must be 0–8")
    if not 0 < getattr(args, "seconds", 1) <= 3600:
        raise ValueError("--seconds must be in (0, 3600]")
    return Settings(kind, frozenset(names - without) if without else None, args.stays)


def _prove(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if args.board:
        positions = [(Path(name).name, _read_board(name)) for name in args.board]
    else:
        positions = [(str(n), deal(n)) for n in parse_games(args.games)]
    counts = dict.fromkeys(Outcome, 0)
    times = []
    print(f"{'position':>12} {'outcome':>10} {'seconds':>8} {'conflicts':>10} {'vars':>7} {'constraints':>11}")
    for name, position in positions:
        answer = prove(position, settings, args.seconds)
        counts[answer.outcome] += 1
        times.append(answer.seconds)
        print(f"{name:>12} {answer.outcome.value:>10} {answer.seconds:8.2f} {answer.conflicts:>10} "
              f"{answer.variables:>7} {answer.constraints:>11}", flush=True)
    print(f"lossproof: {settings.kind.value} model, {len(positions)} positions, {args.seconds:g} s: "
          f"lost {counts[Outcome.INFEASIBLE]}, feasible {counts[Outcome.FEASIBLE]}, unknown {counts[Outcome.UNKNOWN]}, "
          f"median {statistics.median(times):.2f} s")
    return 0


def _check(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if args.every < 1:
        raise ValueError("--every must be at least 1")
    rows = LINES.read_text(encoding="utf-8").splitlines()[:: args.every]
    rejected = []
    for row in rows:
        number, _, moves = row.partition(" ")
        if fits(deal(int(number)), moves.split(), settings) is not Outcome.FEASIBLE:
            rejected.append(number)
            print(f"rejected: game {number}", flush=True)
    print(f"lossproof check: {settings.kind.value} model, {len(rows)} shipped lines, rejected {len(rejected)}")
    return 1 if rejected else 0


def _horizon(args: argparse.Namespace) -> int:
    settings = _settings(args)
    talons = sorted({int(t) for t in args.talon.split(",") if t.strip().isdigit()}) if args.talon else []
    if not talons or len(talons) != len(args.talon.split(",")) or talons[-1] > 64:
        raise ValueError(f"not a list of talon lengths 0–64: {args.talon!r}")
    proved = {t: [0, 0, 0] for t in talons}  # the model, the solver, the model alone
    print(f"{'game':>6} {'talon':>5} {'waste':>5} {'solver':>10} {'seconds':>8} {'model':>10} {'seconds':>8}")
    for number in parse_games(args.games):
        wanted = set(talons)
        for position in greedy.positions(number, CLASSIC):
            if len(position.talon) not in wanted:
                continue
            wanted.discard(len(position.talon))
            here = position.copy()
            result = solve(here, args.seconds)
            answer = prove(here, settings, args.seconds)
            counts = proved[len(here.talon)]
            counts[0] += answer.outcome is Outcome.INFEASIBLE
            counts[1] += result.verdict is Verdict.UNSOLVABLE
            counts[2] += answer.outcome is Outcome.INFEASIBLE and result.verdict is not Verdict.UNSOLVABLE
            print(f"{number:>6} {len(here.talon):>5} {len(here.waste):>5} {result.verdict.value:>10} {result.seconds:8.2f} "
                  f"{answer.outcome.value:>10} {answer.seconds:8.2f}", flush=True)
    for t, (model, search, alone) in proved.items():
        print(f"horizon: talon {t}: model proves {model}, solver {search}, model alone {alone}")
    return 0


def _read_board(name: str) -> Position:
    try:
        return parse_board(Path(name).read_text(encoding="utf-8"))
    except OSError as err:
        raise ValueError(f"cannot read {name!r}: {err.strerror}") from None


def _ablate(args: argparse.Namespace) -> int:
    settings = _settings(args)
    names = sorted(settings.parts or {p.value for p in (snapshots.Part if settings.kind is Kind.SNAPSHOT else step_model.Part)})
    boards = [(name, _read_board(name)) for name in args.board]
    print(f"{'board':>24} {'all':>10} " + " ".join(f"{'-' + n:>12}" for n in names))
    for name, position in boards:
        row = [prove(position, Settings(settings.kind, None, settings.stays), args.seconds)]
        row += [prove(position, Settings(settings.kind, frozenset(set(names) - {n}), settings.stays), args.seconds) for n in names]
        cells = [f"{a.outcome.value[:5]} {a.seconds:4.1f}" for a in row]
        print(f"{Path(name).name:>24} {cells[0]:>10} " + " ".join(f"{c:>12}" for c in cells[1:]), flush=True)
    return 0


def _referee(args: argparse.Namespace) -> int:
    if args.count < 1 or args.nodes < 1 or not 0 <= args.talon <= 64:
        raise ValueError("--count and --nodes must be at least 1, --talon 0–64")
    bouts = referee(args.count, args.seed, args.talon, args.nodes)
    for bout in bouts:
        if bout.wrong:
            print(f"DISAGREE: solver {bout.truth.value}, model {bout.outcome.value}\n{bout.position.text()}")
    for (truth, outcome), n in sorted(tally(bouts).items()):
        print(f"solver {truth:>10}  model {outcome:>10}: {n}")
    wrong = sum(b.wrong for b in bouts)
    print(f"lossproof referee: {len(bouts)} endgames (seed {args.seed}, talon {args.talon}), "
          f"disagreements {wrong}, model lost where the solver did not finish {sum(b.open for b in bouts)}")
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m tools.lossproof", description="Proofs of loss from CP-SAT.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("prove", "check", "horizon", "ablate", "referee"):
        p = sub.add_parser(name)
        if name == "referee":  # the snapshot model, all parts
            p.add_argument("--count", type=int, default=100)
            p.add_argument("--seed", type=int, default=1)
            p.add_argument("--talon", type=int, default=2, help="talon cards left in each endgame")
            p.add_argument("--nodes", type=int, default=200_000, help="the solver's node budget per position")
            continue
        p.add_argument("--model", choices=[k.value for k in Kind], default=Kind.SNAPSHOT.value)
        p.add_argument("--without", help="parts to switch off, comma-separated")
        p.add_argument("--stays", type=int, default=1, help="the step model's modelled stays per card")
        if name == "prove":
            where = p.add_mutually_exclusive_group(required=True)
            where.add_argument("--games", help="game numbers, e.g. 1,3,5-9")
            where.add_argument("--board", nargs="+", help="board files (docs/board-format.md)")
        elif name == "horizon":
            p.add_argument("--games", required=True, help="game numbers, e.g. 1,3,5-9")
            p.add_argument("--talon", required=True, help="talon lengths, e.g. 4,8,16")
        elif name == "ablate":
            p.add_argument("--board", nargs="+", required=True, help="board files (docs/board-format.md)")
        else:
            p.add_argument("--every", type=int, default=1)
        if name != "check":
            p.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    try:
        commands = {"prove": _prove, "check": _check, "horizon": _horizon, "ablate": _ablate, "referee": _referee}
        return commands[args.command](args)
    except (ValueError, BoardFormatError, GameNumberError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
