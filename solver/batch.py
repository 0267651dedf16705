"""Batch work over game numbers — the bench table, the resumable catalogue scan and its lines.

Both farm deals out to worker processes (one deal per task), because a search is CPU-bound
pure Python and the machine has several cores.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from collections.abc import Iterable, Iterator
from typing import NamedTuple, TextIO

from game.content import player_moves
from game.engine import Variant, deal
from game.engine.digits import is_digits

from .budget import Budget
from .dead_ends import dead_end
from .grading import read_entries, write_catalogue
from .playouts import spent_positions
from .search import solve
from .verdict import SOLVE_VERDICTS, Verdict


class DealOutcome(NamedTuple):
    """One solved game number, as the batch commands report and record it."""

    game: int
    verdict: Verdict
    moves: int      # player moves of the solution (0 unless solvable)
    nodes: int
    seconds: float
    line: tuple[str, ...] = ()  # the solution, in engine notation (empty unless solvable)


def solve_deal(task: tuple[int, Variant, float]) -> DealOutcome:
    """Worker: solve one game number (its line is replayed on the engine inside `solve`)."""
    number, variant, seconds = task
    position = deal(number, variant)
    result = solve(position, Budget(seconds=seconds))
    length = player_moves(position, result.moves) if result.verdict is Verdict.SOLVABLE else 0
    return DealOutcome(number, result.verdict, length, result.nodes, result.seconds, result.moves)


def run_deals(numbers: Iterable[int], variant: Variant, seconds: float, jobs: int, ordered: bool = True) -> Iterator[DealOutcome]:
    """Solve the deals, ``jobs`` at a time (jobs=1 runs in this process)."""
    tasks = [(n, variant, seconds) for n in numbers]
    if jobs <= 1:
        for task in tasks:
            yield solve_deal(task)
        return
    with multiprocessing.Pool(jobs) as pool:
        results = pool.imap(solve_deal, tasks) if ordered else pool.imap_unordered(solve_deal, tasks)
        yield from results


def bench(numbers: list[int], variant: Variant, seconds: float, jobs: int, out: TextIO) -> list[DealOutcome]:
    """Print one table row per deal, then the summary line; return the outcomes."""
    out.write(f"{'game':>7} {'result':<10} {'moves':>5} {'nodes':>9} {'seconds':>8}\n")
    outcomes = []
    for o in run_deals(numbers, variant, seconds, jobs):
        outcomes.append(o)
        moves = str(o.moves) if o.verdict is Verdict.SOLVABLE else "-"
        out.write(f"{o.game:>7} {o.verdict.value:<10} {moves:>5} {o.nodes:>9} {o.seconds:>8.2f}\n")
        out.flush()
    out.write(summary_line(outcomes, variant, seconds) + "\n")
    return outcomes


def summary_line(outcomes: list[DealOutcome], variant: Variant, seconds: float) -> str:
    count = {v: sum(1 for o in outcomes if o.verdict is v) for v in SOLVE_VERDICTS}
    median = statistics.median(o.seconds for o in outcomes) if outcomes else 0.0
    return (
        f"bench: {variant} {len(outcomes)} deals budget {seconds:g}s: solvable {count[Verdict.SOLVABLE]}, "
        f"unsolvable {count[Verdict.UNSOLVABLE]}, unknown {count[Verdict.UNKNOWN]}, median {median:.2f} s"
    )


# --- the catalogue -------------------------------------------------------------------------------


def read_catalogue(path: str) -> dict[int, int]:
    """``NUMBER MOVES [GRADE]`` lines → {number: moves}; a missing file is an empty catalogue.

    Raises CatalogueError on any other line (`grading.read_entries`): the scan rewrites the
    whole file, so a mistyped ``--out`` (say, the README) must stop it before it overwrites
    someone's file.
    """
    if not os.path.exists(path):
        return {}
    return {e.number: e.par for e in read_entries(path) if e.par is not None}


def read_scanned(path: str) -> set[int]:
    """Numbers already scanned (any outcome), from the side file ``FILE.scanned``."""
    done: set[int] = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if parts and is_digits(parts[0]):
                    done.add(int(parts[0]))
    return done


def write_numbered(path: str, entries: dict[int, int] | dict[int, str]) -> None:
    """``NUMBER VALUE`` lines (a catalogue's lines), sorted by number and written
    atomically: a killed scan never leaves half a file."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for number in sorted(entries):
            f.write(f"{number} {entries[number]}\n")
    os.replace(tmp, path)


def read_lines(path: str) -> dict[int, str]:
    """``NUMBER MOVE MOVE …`` lines → {number: the moves as one string}; missing file: empty.

    The moves stay one string each: ~2,600 lines of ~250 moves split into separate strings
    would cost tens of megabytes, and a caller needs only one line at a time.
    """
    lines: dict[int, str] = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for row in f:
                number, _, moves = row.strip().partition(" ")
                if is_digits(number) and moves:
                    lines[int(number)] = moves
    return lines


def catalogue(variant: Variant, start: int, count: int, seconds: float, jobs: int, path: str, out: TextIO) -> dict[int, int]:
    """Scan game numbers start … start+count−1, skipping those scanned before; keep the solvable ones.

    Each solvable number's line goes to ``FILE.lines`` (the game shows it as the solution and
    its par is that line's length). Unknown and unsolvable numbers are remembered in the side
    file too, so a re-run moves on; a later run with a bigger budget can delete the side file
    to retry them.
    """
    scanned_path = path + ".scanned"
    entries = read_catalogue(path)
    lines = read_lines(path + ".lines")
    done = read_scanned(scanned_path) | set(entries)
    todo = [n for n in range(start, start + count) if n not in done]
    out.write(f"catalogue: {variant}, {len(todo)} numbers to scan, {len(entries)} already listed\n")
    out.flush()
    with open(scanned_path, "a", encoding="utf-8") as side:
        for o in run_deals(todo, variant, seconds, jobs, ordered=False):
            if o.verdict is Verdict.SOLVABLE:
                entries[o.game] = o.moves
                lines[o.game] = " ".join(o.line)
                write_numbered(path + ".lines", lines)
                write_catalogue(path, entries)
            side.write(f"{o.game} {o.verdict.value} {o.moves} {o.seconds:.2f}\n")
            side.flush()
    write_catalogue(path, entries)
    out.write(f"catalogue: {variant} {len(entries)} solvable numbers in {path}\n")
    return entries


def fill_lines(variant: Variant, seconds: float, jobs: int, path: str, out: TextIO) -> list[int]:
    """Solve every catalogued number that has no line in ``FILE.lines`` yet (resumable).

    A new line replaces the number's par in the catalogue by its own length, so the par the
    game shows is always the length of the solution it shows. Returns the numbers still without
    a line (not solved within the budget: run again with a bigger one).
    """
    entries = read_catalogue(path)
    lines = read_lines(path + ".lines")
    todo = [n for n in sorted(entries) if n not in lines]
    out.write(f"lines: {variant}, {len(todo)} of {len(entries)} catalogue numbers to solve\n")
    out.flush()
    missing: list[int] = []
    changed = 0
    for o in run_deals(todo, variant, seconds, jobs, ordered=False):
        if o.verdict is not Verdict.SOLVABLE:
            missing.append(o.game)
            continue
        lines[o.game] = " ".join(o.line)
        changed += entries[o.game] != o.moves
        entries[o.game] = o.moves
        if len(lines) % 50 == 0:
            write_numbered(path + ".lines", lines)
            write_catalogue(path, entries)
    write_numbered(path + ".lines", lines)
    write_catalogue(path, entries)
    missing.sort()
    out.write(
        f"lines: {variant} {len(todo) - len(missing)} solved ({changed} with a new par), "
        f"{len(missing)} without a line{': ' + ' '.join(map(str, missing)) if missing else ''}\n"
    )
    return missing


def dead_end_bench(count: int, seed: int, seconds: float) -> str:
    """Time `dead_end` on ``count`` random-play positions with the talon used up; one summary line.

    The line says "yes" (a card can still go up) and "no" (a dead end), the words the figures in
    docs/solver.md use, so that its output compares with them.
    """
    times: list[float] = []
    answers = dict.fromkeys(Verdict, 0)
    for position in spent_positions(count, seed):
        t = time.perf_counter()
        answers[dead_end(position, Budget(seconds=seconds))] += 1
        times.append(time.perf_counter() - t)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    yes, no, unknown = answers[Verdict.NOT_DEAD_END], answers[Verdict.DEAD_END], answers[Verdict.UNKNOWN]
    return (
        f"deadends: {len(times)} positions: yes {yes}, no {no}, unknown {unknown}; "
        f"median {statistics.median(times) * 1000:.2f} ms, p99 {p99 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )
