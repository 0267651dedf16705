"""Winning lines: shorten them to a fair par and replay them on the engine before anyone sees them.

Why shorten: a best-first search wanders; its line contains detours (a card parked and moved
on, a card moved and moved back). A par must not charge the player for the search's detours.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.engine import Game, Position, Variant

from .compact import FOUND, TURN, CompactMove, State, apply, full_moves, is_won


class LineError(AssertionError):
    """A line the solver produced does not win on the engine: a solver bug, never shown as a result."""


def verify_line(position: Position, moves: Sequence[str]) -> None:
    """Replay ``moves`` on the engine (auto-play off) and raise LineError unless they win."""
    game = Game(position)
    for i, move in enumerate(moves):
        try:
            game.push(move)
        except ValueError as err:
            raise LineError(f"move {i + 1} ({move}) is illegal on the engine: {err}") from err
    if not game.is_won():
        raise LineError("the line ends without a win")


def _replay(state: State, moves: list[CompactMove], variant: Variant) -> State | None:
    for m in moves:
        if m not in full_moves(state, variant):
            return None
        state = apply(state, m)
    return state


def _shortcut(start: State, line: list[CompactMove], variant: Variant) -> list[CompactMove]:
    """Jump from each position straight to the latest later position one legal move away."""
    states = [start]
    for m in line:
        states.append(apply(states[-1], m))
    last = {s: i for i, s in enumerate(states)}
    out: list[CompactMove] = []
    i = 0
    while i < len(line):
        best_j, best_m = i + 1, line[i]
        for m in full_moves(states[i], variant):
            j = last.get(apply(states[i], m), -1)
            if j > best_j:
                best_j, best_m = j, m
        out.append(best_m)
        i = best_j
    return out


def _merge_relays(
    start: State, line: list[CompactMove], variant: Variant, deadline: float, cancelled: Callable[[], bool]
) -> list[CompactMove]:
    """Fold "a>b … b>c" (the same cards moved on) into one move, and drop "a>b … b>a" pairs."""
    states = [start]
    for m in line:
        states.append(apply(states[-1], m))
    i = 0
    while i < len(line) and time.monotonic() < deadline and not cancelled():
        src, dst, count = line[i]
        if line[i] == TURN or dst == FOUND or src < 0:
            i += 1
            continue
        moved = states[i].cols[src][-count]
        merged = False
        for j in range(i + 1, len(line)):
            m = line[j]
            if m[0] == dst:
                col = states[j].cols[dst]
                if m[2] == count and col and len(col) >= count and col[-count] == moved and m[1] != FOUND:
                    replacement = [] if m[1] == src else [(src, m[1], count)]
                    trial = line[i + 1 : j] + replacement
                    end = _replay(states[i], trial, variant)
                    if end is not None and end == states[j + 1]:
                        line = line[:i] + trial + line[j + 1 :]
                        states = states[: i + 1]
                        for mv in trial:
                            states.append(apply(states[-1], mv))
                        for mv in line[len(states) - 1 :]:
                            states.append(apply(states[-1], mv))
                        merged = True
                break  # the cards left column dst (or were covered): stop following them
            if m[1] == dst and m[1] != FOUND:
                break  # something was put on them
        if not merged:
            i += 1
    return line


def shorten(
    start: State, line: list[CompactMove], variant: Variant, seconds: float = 0.5, cancelled: Callable[[], bool] = lambda: False
) -> list[CompactMove]:
    """Remove detours from a winning line until nothing changes (or the time is up, or a cancel)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not cancelled():
        before = len(line)
        line = _shortcut(start, line, variant)
        line = _merge_relays(start, line, variant, deadline, cancelled)
        if len(line) >= before:
            break
    end = _replay(start, line, variant)
    if end is None or not is_won(end):  # pragma: no cover - a bug here must not cost a solution
        raise LineError("shortening broke the line")
    return line
