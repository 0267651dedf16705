"""Latency of the speech and its earcons (B18): key press → sentence handed to the speech library,
and key press → sound started.
``python -m tools.speechbench [--rounds N] [--reader]``

The real app headless (its loop's `App.frame`, speech on), playing the shipped solution of
Classic game 1009 by keys as a player without sight would — a column's number, ↓, a target's
number or F, W, T — with a look around after each move (→, R every tenth move, M, I). For
each key the time runs from just before the key is put in pygame's queue to the moment the
speech hands its utterance over (`Speaker.say` calling the output). ``--reader`` also opens the
system's screen reader output (speech-dispatcher here: ``spd-say``, or with ``--system-speechd``
the distribution's ``speechd`` client) and times up to the return of its call.
Every key that starts a sound within its frames (a lift, a key that did nothing — Q every tenth
move —, the ring wrapping round, a turn, the talon used up) is timed too, from the same start to
the return of the sound board's ``play`` that started it (sound on, ``SDL_AUDIODRIVER=dummy``
unless set). The goals are ≤ 50 ms (speech) and ≤ 30 ms (sound) at the 95th percentile; the last
lines are machine-readable:

    speechbench: keys N p50-ms A p95-ms B max-ms C
    soundbench: keys N p50-ms A p95-ms B max-ms C

Run it alone (``flock /tmp/bench.lock python -m tools.speechbench``): the figures are wall-clock.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

FRAME = 1 / 60


class TimedOutput:
    """Notes when each utterance is handed over (and, wrapping a reader, when its call returns)."""

    def __init__(self, inner: object | None = None) -> None:
        self.inner = inner
        self.times: list[float] = []

    def say(self, sentences: list[str], interrupt: bool) -> None:
        if self.inner is not None:
            self.inner.say(sentences, interrupt)  # type: ignore[attr-defined]
        self.times.append(time.perf_counter())

    def set_language(self, language: str) -> None:
        setter = getattr(self.inner, "set_language", None)
        if setter is not None:
            setter(language)

    def close(self) -> None:
        if self.inner is not None:
            self.inner.close()  # type: ignore[attr-defined]


def keys_for(move_text: str, position: object) -> list[tuple[int, int]]:
    """The keys that play ``move_text`` (with the table's lone-card rule the later ones may not be needed)."""
    import pygame

    from game.engine import FOUNDATION, WASTE, Move, MoveKind
    from game.engine.rules import run_length
    columns = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)
    move = Move.parse(move_text)
    if move.kind == MoveKind.TURN:
        return [(pygame.K_t, 0)]
    if move.kind != MoveKind.PLAY:
        return [(pygame.K_t if move.kind == MoveKind.REDEAL else pygame.K_a, 0)]
    keys = [(pygame.K_w, 0)] if move.src == WASTE else [(columns[move.src], 0)]
    if move.src != WASTE:
        keys += [(pygame.K_DOWN, 0)] * (run_length(position.columns[move.src]) - move.count)  # type: ignore[attr-defined]
    keys.append((pygame.K_f if move.dst == FOUNDATION else columns[move.dst], 0))
    return keys


class TimedBoard:
    """Notes when each sound the board started (its ``play`` returned True) began."""

    def __init__(self, board: object) -> None:
        self.board = board
        self.play = board.play  # type: ignore[attr-defined]
        self.times: list[float] = []

    def __call__(self, name: str) -> bool:
        started = bool(self.play(name))
        if started:
            self.times.append(time.perf_counter())
        return started


def run(rounds: int, reader: bool, sounds: list[float] | None = None) -> list[float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.advisor.solutions import SolutionBook
    from game.app import synthetic
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.engine import CLASSIC
    from game.speech.outputs import RecordingOutput
    from game.storage.files import DataDir
    from game.storage.settings import Settings, save_settings

    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    latencies: list[float] = []
    for _ in range(rounds):
        folder = Path(tempfile.mkdtemp(prefix="speechbench-"))
        save_settings(DataDir(folder), Settings(animation_speed="normal", auto_play=False, language="de", sound=True))
        app = build_app(AppConfig(size=(1280, 720), data_dir=folder, game_number="1009", language="de"), headless=True)
        timed = TimedOutput()
        if not reader:   # speech must be on to be heard at all (F2); without the real reader, on a silent one
            app.speech.open_reader = lambda language: RecordingOutput()
        app.speech.switch(True, announce=False)
        if reader:
            timed = TimedOutput(app.speech.reader)
            app.speech.reader = None
        app.speech.outputs.append(timed)
        board = app.session.sounds.board
        played = TimedBoard(board)
        board.play = played  # type: ignore[method-assign]
        for _ in range(5):
            app.frame(FRAME)
        table = app.router.game.table
        assert table is not None
        for index, move_text in enumerate(line):
            keys = keys_for(move_text, table.state().position)
            keys += [(pygame.K_RIGHT, 0), (pygame.K_i, 0)]
            keys += [(pygame.K_r, 0), (pygame.K_m, 0), (pygame.K_q, 0)] if index % 10 == 0 else []
            for key, mod in keys:
                before, heard = len(timed.times), len(played.times)
                start = time.perf_counter()
                synthetic.post(synthetic.key(key, mod))
                for _ in range(3):
                    app.frame(FRAME)
                    if len(timed.times) > before:
                        latencies.append(timed.times[before] - start)
                        break
                if sounds is not None and len(played.times) > heard:
                    sounds.append(played.times[heard] - start)
        app.router.close()
        app.speech.close()
    return latencies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="key press → sentence handed to the speech library")
    parser.add_argument("--rounds", type=int, default=1, help="games played (default 1)")
    parser.add_argument("--reader", action="store_true", help="time up to the return of the screen reader's call")
    parser.add_argument("--system-speechd", action="store_true",
                        help="import the distribution's speechd module (as tools.speechcheck)")
    args = parser.parse_args(argv)
    if args.system_speechd:
        sys.path.append("/usr/lib/python3/dist-packages")
    sounds: list[float] = []
    latencies = sorted(ms * 1000 for ms in run(args.rounds, args.reader, sounds))
    if not latencies or not sounds:
        print("speechbench: nothing was said" if not latencies else "speechbench: no sound started")
        return 1
    report("speechbench", "speech", latencies, 50)
    report("soundbench", "sound", sorted(ms * 1000 for ms in sounds), 30)
    return 0


def report(label: str, what: str, latencies: list[float], goal: int) -> None:
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
    print(f"{what}: keys {len(latencies)}; median {statistics.median(latencies):.1f} ms; p95 {p95:.1f} ms; "
          f"max {latencies[-1]:.1f} ms (goal: p95 ≤ {goal} ms)")
    print(f"{label}: keys {len(latencies)} p50-ms {statistics.median(latencies):.1f} p95-ms {p95:.1f} "
          f"max-ms {latencies[-1]:.1f}")


if __name__ == "__main__":
    sys.exit(main())
