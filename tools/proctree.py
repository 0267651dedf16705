"""What a process and everything it started cost, read from Linux's /proc (for `tools.idlebench`).

- the tree: the process and its descendants (``/proc/PID/task/*/children``);
- memory per process: RSS (``VmRSS`` of ``/proc/PID/status``) and PSS (``Pss`` of
  ``/proc/PID/smaps_rollup``: each page shared with other processes counted by its share, so
  PSS summed over all processes is the machine's memory they take);
- CPU: user + system time (``utime`` + ``stime`` of ``/proc/PID/stat``) of every process in
  the tree, plus what the tree's processes' ended children spent (``cutime`` + ``cstime``: a
  process that ends and is reaped within the measured time still counts).

Linux only. Reading another user's smaps_rollup needs the same user (or root); a process that
ends while it is read counts as gone.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

PROC = Path("/proc")


def descendants(pid: int) -> list[int]:
    """Every process below ``pid``, children before grandchildren."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop(0)
        for task in (PROC / str(parent) / "task").glob("*"):
            with contextlib.suppress(OSError, ValueError):
                for child in (task / "children").read_text().split():
                    if int(child) not in found:
                        found.append(int(child))
                        todo.append(int(child))
    return found


def tree(pid: int) -> list[int]:
    """``pid`` and its descendants (those alive now)."""
    return [pid, *descendants(pid)] if (PROC / str(pid)).exists() else []


def _stat_fields(pid: int) -> list[str]:
    # The command name (field 2) may hold spaces and parentheses: split after its last ")".
    return (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()


def cpu_ticks(pid: int) -> int:
    """utime + stime + cutime + cstime of ``pid`` in clock ticks (0 once it is gone)."""
    try:
        fields = _stat_fields(pid)
    except OSError:
        return 0
    return sum(int(fields[i]) for i in (11, 12, 13, 14))


def tree_cpu_ticks(pids: list[int]) -> int:
    """CPU ticks of the processes ``pids`` and of their ended children."""
    return sum(cpu_ticks(pid) for pid in pids)


def tick_seconds() -> float:
    return 1.0 / os.sysconf("SC_CLK_TCK")


def _kib(path: Path, key: str) -> int:
    with contextlib.suppress(OSError):
        for line in path.read_text().splitlines():
            if line.startswith(key):
                return int(line.split()[1])
    return 0


def rss_kib(pid: int) -> int:
    return _kib(PROC / str(pid) / "status", "VmRSS:")


def pss_kib(pid: int) -> int:
    return _kib(PROC / str(pid) / "smaps_rollup", "Pss:")


def name(pid: int) -> str:
    """A short name for the process: its program and first argument that is not a flag."""
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes().split(b"\0")
    except OSError:
        return "?"
    words = [w.decode(errors="replace") for w in raw if w]
    if not words:
        return "?"
    program = Path(words[0]).name
    if "-c" in words[1:]:
        return f"{program} -c"       # a program given as text: its code is no name
    rest = [w for w in words[1:] if not w.startswith("-")]
    return program if not rest else f"{program} {Path(rest[0]).name}"[:40]


@dataclass(frozen=True)
class Process:
    pid: int
    name: str
    rss_kib: int
    pss_kib: int


def memory(pids: list[int]) -> list[Process]:
    """RSS and PSS of each process of ``pids`` still alive (zombies hold none)."""
    found = []
    for pid in pids:
        rss = rss_kib(pid)
        if rss:
            found.append(Process(pid, name(pid), rss, pss_kib(pid)))
    return found
