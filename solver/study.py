"""The winnability study: solve many deals, one line each in a resumable file, and report the
shares with 95 % Wilson score intervals (docs/solver.md, "The study").

Why its own file format and not the bench table: a study of thousands of deals runs for hours,
possibly on a cluster, and must survive being stopped; every finished deal is appended at
once, and a rerun with the same file skips the deals it already holds. The file names its
variant and budget in its first line, so a rerun cannot mix two studies into one.

Local runs use processes on this machine (as `bench` and `catalogue` do); with a scheduler
address the deals go to a Dask distributed cluster. Dask is the optional ``cluster`` extra,
so it is imported only by `ClusterRunner`.
"""

from __future__ import annotations

import math
import os
import random
import statistics
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TextIO

from game.engine import RANDOM_GAME_RANGE, Variant  # the range the game's "new game" draws from

from .batch import DealOutcome, run_deals, solve_deal
from .verdict import SOLVE_VERDICTS, Verdict

Z_95 = 1.959963984540054  # the standard normal quantile for a two-sided 95 % interval
HEADER = "# vierzig-raeuber study"


class StudyError(ValueError):
    """Bad input, an unreachable cluster, or a file that is not this study: one line for the user."""


def wilson(successes: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a binomial share, as fractions (0, 1) for n = 0.

    Why Wilson and not the normal approximation: a share near 0 or 1 (proved-unsolvable deals
    are rare) gets a sensible interval that stays inside [0, 1] and is not empty at 0.
    """
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def draw_numbers(count: int, seed: int) -> list[int]:
    """``count`` different game numbers as the game's "new game" draws them (RANDOM_GAME_RANGE):
    ``random.Random(seed).randint(low, high)`` again and again, skipping repeats. Python's
    generator gives the same numbers for the same seed on every machine and version."""
    rng = random.Random(seed)
    low, high = RANDOM_GAME_RANGE
    numbers: list[int] = []
    seen: set[int] = set()
    while len(numbers) < count:
        n = rng.randint(low, high)
        if n not in seen:
            seen.add(n)
            numbers.append(n)
    return numbers


@dataclass(frozen=True)
class StudyRow:
    """One deal of a study: ``NUMBER VERDICT SECONDS NODES PAR`` (PAR "-" unless solvable)."""

    game: int
    verdict: Verdict
    seconds: float
    nodes: int
    par: int | None

    def text(self) -> str:
        par = "-" if self.par is None else str(self.par)
        return f"{self.game} {self.verdict.value} {self.seconds:.2f} {self.nodes} {par}"

    @classmethod
    def parse(cls, line: str) -> StudyRow:
        """Read a row; ValueError if it is not one."""
        number, verdict, seconds, nodes, par = line.split()
        row = cls(int(number), Verdict(verdict), float(seconds), int(nodes), None if par == "-" else int(par))
        if row.verdict not in SOLVE_VERDICTS or (row.par is None) != (row.verdict is not Verdict.SOLVABLE):
            raise ValueError(line)
        return row

    @classmethod
    def of(cls, outcome: DealOutcome) -> StudyRow:
        par = outcome.moves if outcome.verdict is Verdict.SOLVABLE else None
        return cls(outcome.game, outcome.verdict, round(outcome.seconds, 2), outcome.nodes, par)


def header(variant: Variant, seconds: float) -> str:
    return f"{HEADER}: variant {variant}, budget {seconds:g} s"


def read_study(path: str, variant: Variant, seconds: float) -> dict[int, StudyRow]:
    """The rows of an existing study file ({} if there is none). Refuses (StudyError) a file
    that is not a study, or one of another variant or budget, before anything is written.

    A last line cut short (a run killed while writing it) is dropped: that deal runs again.
    """
    if not os.path.exists(path):
        return {}
    if not os.path.isfile(path):
        raise StudyError(f"{path} is not a file")
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError:
        raise StudyError(f"{path} is not a study file (not UTF-8 text)") from None
    lines = text.splitlines()
    if not lines:
        return {}
    if not lines[0].startswith(HEADER + ":"):
        raise StudyError(f"{path} is not a study file: line 1 is not '{HEADER}: …'")
    if lines[0] != header(variant, seconds):
        raise StudyError(f"{path} is another study ({lines[0][len(HEADER) + 2:]}); use another --out")
    rows: dict[int, StudyRow] = {}
    for i, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        try:
            row = StudyRow.parse(line)
        except ValueError:
            if i == len(lines) and not text.endswith("\n"):
                break  # cut short by a kill: run that deal again
            raise StudyError(f"{path} is not a study file: line {i} is not 'NUMBER VERDICT SECONDS NODES PAR'") from None
        rows[row.game] = row
    return rows


def write_study(path: str, variant: Variant, seconds: float, rows: Iterable[StudyRow]) -> None:
    """The whole file, sorted by number, written atomically (a kill never leaves half a file)."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(header(variant, seconds) + "\n")
        for row in sorted(rows, key=lambda r: r.game):
            f.write(row.text() + "\n")
    os.replace(tmp, path)


def summary_line(variant: Variant, rows: list[StudyRow]) -> str:
    """``study: VARIANT N deals: solvable X (95 % CI a–b %), unsolvable Y (…), unknown Z (…)``."""
    n = len(rows)
    parts = []
    for verdict in SOLVE_VERDICTS:
        k = sum(1 for row in rows if row.verdict is verdict)
        low, high = wilson(k, n)
        parts.append(f"{verdict.value} {k} (95 % CI {100 * low:.1f}–{100 * high:.1f} %)")
    return f"study: {variant} {n} deals: " + ", ".join(parts)


Runner = Callable[[list[int], Variant, float], Iterator[DealOutcome]]


def local_runner(jobs: int) -> Runner:
    """Deals on this machine, ``jobs`` processes at a time (1: in this process)."""

    def run(numbers: list[int], variant: Variant, seconds: float) -> Iterator[DealOutcome]:
        return run_deals(numbers, variant, seconds, jobs, ordered=False)

    return run


class ClusterRunner:
    """Deals on the Dask cluster whose scheduler listens at ``address`` (tcp://HOST:PORT).

    It connects when made, so an unreachable scheduler is refused before the study file is
    touched. Each deal is one task running `batch.solve_deal`, so the workers need this
    package installed. Start each worker with one thread per core (``dask worker ADDRESS
    --nthreads 1 --nworkers N``): a pure-Python search holds the GIL, so two threads would
    share a core and halve each deal's wall-clock budget.
    """

    def __init__(self, address: str, connect_timeout: float) -> None:
        try:
            from distributed import Client  # the optional cluster extra: imported only here
        except ImportError:
            raise StudyError("--scheduler needs the cluster extra: pip install 'dask[distributed]'") from None
        try:
            self.client = Client(address, timeout=connect_timeout)
        except (OSError, TimeoutError, ValueError) as err:
            raise StudyError(f"cannot reach the scheduler at {address}: {err}") from None

    def __call__(self, numbers: list[int], variant: Variant, seconds: float) -> Iterator[DealOutcome]:
        from distributed import as_completed  # the optional cluster extra

        futures = self.client.map(solve_deal, [(n, variant, seconds) for n in numbers], pure=False)
        for future in as_completed(futures):
            yield future.result()

    def close(self) -> None:
        self.client.close()


def study(variant: Variant, numbers: list[int], seconds: float, path: str, runner: Runner, out: TextIO) -> list[StudyRow]:
    """Solve the deals not yet in the file at ``path``, appending each as it finishes; then
    sort the file and print the summary of exactly the deals asked for. Returns their rows."""
    rows = read_study(path, variant, seconds)
    todo = [n for n in dict.fromkeys(numbers) if n not in rows]
    out.write(f"study: {variant}, {len(todo)} deals to solve, {len(set(numbers)) - len(todo)} already in {path}\n")
    out.flush()
    write_study(path, variant, seconds, rows.values())  # the header now, and any cut-off line gone
    if todo:
        with open(path, "a", encoding="utf-8") as f:
            for outcome in runner(todo, variant, seconds):
                row = rows[outcome.game] = StudyRow.of(outcome)
                f.write(row.text() + "\n")
                f.flush()
    write_study(path, variant, seconds, rows.values())
    asked = [rows[n] for n in dict.fromkeys(numbers)]
    if asked:
        median = statistics.median(row.seconds for row in asked)
        out.write(f"study: {len(asked)} deals, budget {seconds:g} s, median {median:.2f} s, file {path}\n")
    out.write(summary_line(variant, asked) + "\n")
    return asked
