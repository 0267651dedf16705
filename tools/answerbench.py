"""How fast the solver's first answer comes after its worker had ended: ``python -m tools.answerbench``.

The worker process ends after a quiet spell (`game.advisor.worker.QUIET_SECONDS`) and the next
question starts a new one. This measures, on the real `SolverWorker`, the time from asking to
the answer being at hand (what the table's next update shows) for the two questions a move
asks:

- the dead-end check (R17: the stuck dialog), of a position whose talon is used up;
- the quick search (0.5 s: the winnability indicator and a hint that waits for it, B1, R14),
  of positions a few moves into catalogued deals;

each three ways: with a warm worker (it has just answered), after the worker had ended (the
question starts a new process), and after it had ended but the table's `prepare` ran
``--prepared`` seconds before the question (as a tap does: the press prepares, the move
comes with the release). "Back to winnable" and a hint on a position already searched need no
worker at all. Figures are medians over ``--rounds`` rounds; the last line reads::

    answerbench: dead-end warm-ms 2 cold-ms 140 prepared-ms 45 solve warm-ms 60 cold-ms 200 prepared-ms 105

Other load on the machine changes these figures (a new process must be scheduled and import
the solver); compare the columns of one run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from game.engine import CLASSIC
from tools.idlebench import _count, _positive

QUIET = 0.3          # the bench's quiet spell: how long it is does not change what a new start costs
TAP = 0.1            # a tap: press (the table prepares the worker) to release (the move asks)


def _positions():
    """A used-up talon (dead-end check), and positions halfway along the shipped solutions of
    catalogued deals (the quick search finds their line well within its budget, as after most
    moves of a game that stays winnable)."""
    from game.advisor.solutions import SolutionBook
    from game.engine import Game, Move, Position
    from tools.positions import finish_position

    book, searched = SolutionBook(), list[Position]()
    for number in range(1, 40):
        line = book.line(CLASSIC, str(number))
        if line is not None and len(searched) < 8:
            game = Game.new(number)
            for text in line[:len(line) // 2]:
                game.push(Move.parse(text))
            searched.append(game.position)
    return finish_position(), searched


def _ask(worker, kind: str, position, token: int, seconds: float) -> float:
    """Seconds from asking to the answer at hand."""
    start = time.perf_counter()
    worker.submit(kind, position, token, seconds)
    while True:
        if worker.poll():
            return time.perf_counter() - start
        time.sleep(0.0005)


def _ended(worker) -> None:
    while worker.process_id is not None:
        time.sleep(0.01)


def measure(rounds: int, prepared: float) -> dict[str, dict[str, float]]:
    from game.advisor.link import DEAD_END_SECONDS, QUICK_SOLVE_SECONDS
    from game.advisor.worker import DEAD_END, SOLVE, SolverWorker

    spent, searched = _positions()
    worker = SolverWorker(quiet_seconds=QUIET)
    times: dict[str, dict[str, list[float]]] = {q: {"warm": [], "cold": [], "prepared": []} for q in ("dead-end", "solve")}
    token = 0
    try:
        _ask(worker, DEAD_END, spent, 0, DEAD_END_SECONDS)     # the first start of the run is not counted
        for round_ in range(rounds):
            position = searched[round_ % len(searched)]
            for question, kind, board, seconds in (("dead-end", DEAD_END, spent, DEAD_END_SECONDS),
                                                  ("solve", SOLVE, position, QUICK_SOLVE_SECONDS)):
                for way in ("cold", "prepared", "warm"):
                    token += 1
                    if way == "warm":
                        _ask(worker, kind, board, token, seconds)   # the process is up and has answered
                        token += 1
                    else:
                        _ended(worker)
                    if way == "prepared":
                        worker.prepare()
                        time.sleep(prepared)
                    times[question][way].append(_ask(worker, kind, board, token, seconds))
    finally:
        worker.close()
    return {q: {way: statistics.median(values) for way, values in ways.items()} for q, ways in times.items()}


def report(figures: dict[str, dict[str, float]], rounds: int, prepared: float) -> str:
    names = {"dead-end": "dead-end check (R17)", "solve": "quick search, 0.5 s (B1, hints)"}
    lines = [f"answerbench: first answer, median of {rounds} rounds (ms from asking to the answer at hand)", "",
             f"| question | warm worker | after the worker had ended | ended, prepared {prepared * 1000:.0f} ms before |",
             "|---|---|---|---|"]
    for question, row in figures.items():
        lines.append(f"| {names[question]} | {row['warm'] * 1000:.0f} | {row['cold'] * 1000:.0f} | "
                     f"{row['prepared'] * 1000:.0f} |")
    last = " ".join(f"{q} warm-ms {r['warm'] * 1000:.0f} cold-ms {r['cold'] * 1000:.0f} "
                    f"prepared-ms {r['prepared'] * 1000:.0f}" for q, r in figures.items())
    return "\n".join([*lines, "", f"answerbench: {last}"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.answerbench", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=_count, default=8, help="rounds of each question and way (default 8)")
    parser.add_argument("--prepared", type=_positive, default=TAP,
                        help=f"seconds from `prepare` to the question (default {TAP}: a tap)")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds: at least 1")
    print(report(measure(args.rounds, args.prepared), args.rounds, args.prepared))
    return 0


if __name__ == "__main__":
    sys.exit(main())
