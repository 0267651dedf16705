"""A newcomer's start, timed beside GNOME Aisleriot: ``python -m tools.startbench --fresh``.

Run it in an X display of its own (24-bit: the screen is read back), under the CPU lock::

    flock /tmp/bench.lock xvfb-run -a -s "-screen 0 1280x720x24" python -m tools.startbench --fresh

First, side by side and read off the screen (`tools.startshots`, the criteria there), ``--repeat``
rounds, each launching in turn our game as a player does (``python -m game.app.main`` on an
empty data folder, a 1280×720 window), pygame alone (`PYGAME_ALONE`: the interpreter, pygame, a
window and 40 white cards, the floor under any pygame game's start) and Aisleriot's Forty
Thieves (``sol``, when installed, in a home of its own: its first start too), twice each: once
to time the window, the cards on the table and the dealt table; once with the menu key pressed
as soon as the window shows, to time the table that takes input (its menu open). The game's
bytecode is compiled first, as an installed game's is. Each run and the medians are printed,
with the load average and the median of each round's ratio to Aisleriot (the machine is shared,
and Aisleriot's own time varies by a third from round to round: the ratio within a round, under
the same load, is the figure to trust)::

    freshstart: cards 0.24 s beside Aisleriot's 0.17 s (1.43×, goal ≤ 1.5×; each round's ratio, median 1.50×); pygame alone 0.20 s (1.13×); dealt 0.24 s (1.43×); input 0.48 s beside 0.18 s (2.72×); CPU to the cards 0.21 s beside 0.12 s (1.75×) (medians of 7; load 0.33)

Then, inside the game (an instrumented start, marks on stdout as they happen): when the
window is mapped (``xdotool search --onlyvisible``), the first frame (the window with its felt,
as `game.app.launch` shows it before importing the rest: `game.app.first_frame`), the frame
with the opening game's cards (`first_frame.show_cards`), the table's first frame, and when the
table has settled (its first auto-play over), with where its time went: the window and its felt
(interpreter, pygame and the first frame's imports included), the opening game decided
(`game.app.opening.begin`: the folder, the options, the session and their imports), the cards'
frame (the layout, the painter and their imports), the other imports, and — inside those — the
fonts, the card faces, the catalogues (translations, deals and their shipped solutions), the
solver worker's start, and the table's first movement ("deal animation").

A benchmark, never a test: nothing here is asserted.
"""

from __future__ import annotations

import compileall
import enum
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tools import startshots

WMCLASS = "vierzig-startbench"
SIZE = (1280, 720)
MARK = "mark "
GOAL_RATIO = 1.5   # our cards within this many times Aisleriot's
PHASES = ("window and felt", "opening", "cards frame", "imports", "fonts", "card faces", "catalogues", "worker", "deal animation")


class Phases:
    """Seconds spent inside the wrapped functions, outermost calls only, by phase."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = dict.fromkeys(PHASES, 0.0)
        self._depth = 0

    def wrap(self, owner: Any, name: str, phase: str) -> None:
        original: Callable[..., Any] = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth:
                return original(*args, **kwargs)
            self._depth += 1
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[phase] += time.perf_counter() - start
                self._depth -= 1

        setattr(owner, name, timed)


def child(folder: Path) -> int:
    """The launched game: the real first start in a real window, marks on stdout as they happen."""
    began = time.perf_counter()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WMCLASS
    from game.app import first_frame
    from game.app.config import AppConfig

    config = AppConfig(data_dir=folder, size=SIZE)
    first_frame.show(config)          # as `game.app.launch` does: the window and its felt first,
    print(f"{MARK}first-frame", flush=True)
    felt = time.perf_counter()
    phases = Phases()
    phases.seconds["window and felt"] = felt - began
    from game.advisor import knowledge, solutions, worker
    from game.app.opening import begin
    from game.content import deal_catalogue
    from game.i18n import catalogues
    from game.view import card_sprites, fonts

    phases.wrap(fonts, "font", "fonts")
    phases.wrap(card_sprites.CardSprites, "_draw_face", "card faces")
    phases.wrap(card_sprites.CardSprites, "_draw_back", "card faces")
    phases.wrap(catalogues, "discover", "catalogues")
    phases.wrap(deal_catalogue, "read_shipped_catalogue", "catalogues")
    phases.wrap(solutions, "load_solution_texts", "catalogues")
    phases.wrap(knowledge.SolverKnowledge, "learn", "catalogues")
    phases.wrap(worker.SolverWorker, "_start", "worker")
    begun = begin(config)             # then the opening game decided
    decided = time.perf_counter()
    phases.seconds["opening"] = decided - felt
    first_frame.show_cards(begun.settings, begun.opening.game.position)    # and its cards shown
    print(f"{MARK}cards", flush=True)
    felt = time.perf_counter()
    phases.seconds["cards frame"] = felt - decided
    from game.app.game_app import build_app

    phases.seconds["imports"] = time.perf_counter() - felt
    print(f"{MARK}imported", flush=True)
    app = build_app(config, headless=False, begun=begun)
    app.frame(1 / 60)
    print(f"{MARK}table", flush=True)
    shown = time.perf_counter()
    table = app.router.table
    if table is None:
        raise RuntimeError("the game starts on the table")
    last = shown
    while table.on_screen().busy and time.perf_counter() - shown < 30:
        now = time.perf_counter()
        app.frame(now - last)
        last = now
    phases.seconds["deal animation"] = time.perf_counter() - shown
    print(f"{MARK}settled", flush=True)
    print("phases " + " ".join(f"{name.replace(' ', '_')}={seconds:.3f}" for name, seconds in phases.seconds.items()),
          flush=True)
    app.router.close()
    return 0


def _visible(wmclass: str) -> bool:
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", wmclass],
                           capture_output=True, text=True, check=False)
    return bool(found.stdout.strip())


def launch_game() -> dict[str, float]:
    """One first start: seconds from launch to the window, the first frame, the settled table,
    and the child's phases."""
    with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-freshstart-") as folder:
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   SDL_VIDEO_X11_WMCLASS=WMCLASS)
        env.pop("SDL_VIDEODRIVER", None)
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "tools.startbench", "--fresh-child", folder],
                                stdout=subprocess.PIPE, text=True, env=env,
                                cwd=Path(__file__).resolve().parent.parent)
        assert proc.stdout is not None
        figures: dict[str, float] = {}
        window = float("nan")
        for line in proc.stdout:
            now = time.perf_counter() - start
            if line.startswith(MARK):
                figures[line[len(MARK):].strip()] = now
                if line.startswith(MARK + "first-frame") and window != window:
                    window = now if _visible(WMCLASS) else float("nan")
            elif line.startswith("phases "):
                for word in line.split()[1:]:
                    name, value = word.split("=")
                    figures[name.replace("_", " ")] = float(value)
        proc.wait(timeout=60)
        figures["window"] = window
        return figures


def _sol() -> str | None:
    return shutil.which("sol") or shutil.which("sol", path="/usr/games")


# The floor under any pygame game's start: the interpreter, pygame, a window, 40 white cards on
# green, and nothing else. Timed beside ours and Aisleriot's as a reference (no goal of its own).
PYGAME_ALONE = f"""
import os, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.display.init()
screen = pygame.display.set_mode({SIZE})
screen.fill((24, 96, 56))
for column in range(10):
    for row in range(4):
        pygame.draw.rect(screen, (250, 250, 248), (140 + column * 113, 205 + row * 35, 100, 140))
pygame.display.flip()
while True:
    pygame.event.pump()
    time.sleep(0.05)
"""


class Contender(enum.Enum):
    """Who is started: our game, Aisleriot's Forty Thieves, or pygame alone (`PYGAME_ALONE`)."""

    OURS = "ours"
    AISLERIOT = "Aisleriot"
    PYGAME = "pygame alone"


def seen_from_outside(contender: Contender, keyed: bool) -> startshots.Watched:
    """One first start of ``contender`` read off the screen: a fresh data folder (for Aisleriot a
    fresh home: its own first start too); with ``keyed``, its menu key pressed as soon as the
    window shows (`tools.startshots`; pygame alone has no menu: not keyed)."""
    with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-freshstart-") as folder:
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEO_X11_WMCLASS=WMCLASS)
        env.pop("SDL_VIDEODRIVER", None)
        if contender is Contender.AISLERIOT:
            sol = _sol()
            assert sol is not None
            env.update(HOME=folder, XDG_CONFIG_HOME=f"{folder}/config", XDG_DATA_HOME=f"{folder}/data",
                       XDG_CACHE_HOME=f"{folder}/cache", GSETTINGS_BACKEND="memory")
            return startshots.watch([sol, "--variation", "forty_thieves"], env, "sol", key="F10" if keyed else None,
                                    answered=lambda _pixels, shown: len(shown) > 1)
        if contender is Contender.PYGAME:
            return startshots.Watched() if keyed else startshots.watch([sys.executable, "-c", PYGAME_ALONE], env, WMCLASS)
        command = [sys.executable, "-m", "game.app.main", "--data-dir", folder, "--size", f"{SIZE[0]}x{SIZE[1]}"]
        return startshots.watch(command, env, WMCLASS, key="Escape" if keyed else None,
                                answered=lambda pixels, _shown: startshots.menu_share(pixels) >= startshots.MENU_SHARE,
                                cwd=Path(__file__).resolve().parent.parent)


def _seconds(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _median(values: list[float | None]) -> float | None:
    known = [value for value in values if value is not None]
    return statistics.median(known) if known else None


def load() -> str:
    """The 1-minute load average now (the machine is shared: every figure says under what load)."""
    try:
        return Path("/proc/loadavg").read_text(encoding="ascii").split()[0]
    except OSError:
        return "?"


def side_by_side(repeat: int) -> int:
    """Ours, Aisleriot and pygame alone read off the screen, interleaved in the same display: the
    time to the cards, to the dealt table and to a table that answers a key; each run, the
    medians, and the median of each round's ratio of ours to Aisleriot's (a round's two starts
    share the machine's moment: Aisleriot's own time varies by a third from round to round)."""
    contenders = [Contender.OURS, Contender.PYGAME] + ([Contender.AISLERIOT] if _sol() is not None else [])
    seen: dict[Contender, dict[str, list[float | None]]] = {contender: {} for contender in contenders}
    for run in range(1, repeat + 1):
        for contender in contenders:
            shown = seen_from_outside(contender, keyed=False)
            keyed = seen_from_outside(contender, keyed=True)
            figures = {"window": shown.window, "cards": shown.cards, "cards CPU": shown.cards_cpu, "dealt": shown.dealt,
                       "key pressed": keyed.pressed, "input": keyed.answered}
            for figure, value in figures.items():
                seen[contender].setdefault(figure, []).append(value)
            print(f"freshstart: run {run} {contender.value:12} " + ", ".join(f"{figure} {_seconds(value)}"
                                                                           for figure, value in figures.items())
                  + f" s (load {load()})", flush=True)
    medians = {contender: {figure: _median(values) for figure, values in figures.items()}
               for contender, figures in seen.items()}
    for contender, figures in medians.items():
        print(f"freshstart: median {contender.value:12} " + ", ".join(f"{figure} {_seconds(value)}"
                                                                      for figure, value in figures.items()) + " s")
    ours, floor = medians[Contender.OURS], medians[Contender.PYGAME]
    rival = medians.get(Contender.AISLERIOT)
    if rival is None:
        print(f"freshstart: cards {_seconds(ours['cards'])} s (pygame alone {_seconds(floor['cards'])} s), "
              f"input {_seconds(ours['input'])} s; Aisleriot not installed (medians of {repeat}; load {load()})")
        return 0

    def ratio(figure: str) -> str:
        mine, theirs = ours[figure], rival[figure]
        return "—" if mine is None or theirs is None or theirs <= 0 else f"{mine / theirs:.2f}×"

    def round_ratios(contender: Contender) -> str:
        pairs = zip(seen[contender]["cards"], seen[Contender.AISLERIOT]["cards"], strict=True)
        ratios = [mine / theirs for mine, theirs in pairs if mine is not None and theirs]
        return f"{statistics.median(ratios):.2f}×" if ratios else "—"

    print(f"freshstart: cards {_seconds(ours['cards'])} s beside Aisleriot's {_seconds(rival['cards'])} s "
          f"({ratio('cards')}, goal ≤ {GOAL_RATIO}×; each round's ratio, median {round_ratios(Contender.OURS)}); "
          f"pygame alone {_seconds(floor['cards'])} s ({round_ratios(Contender.PYGAME)}); "
          f"dealt {_seconds(ours['dealt'])} s ({ratio('dealt')}); "
          f"input {_seconds(ours['input'])} s beside {_seconds(rival['input'])} s ({ratio('input')}); "
          f"CPU to the cards {_seconds(ours['cards CPU'])} s beside {_seconds(rival['cards CPU'])} s ({ratio('cards CPU')}) "
          f"(medians of {repeat}; load {load()})")
    return 0


def compiled() -> None:
    """The game's bytecode written, as an installed game has it (pip compiles on install): a start
    that compiled every module from source would be timed, not a player's start."""
    root = Path(__file__).resolve().parent.parent
    for package in ("game", "solver"):
        compileall.compile_dir(root / package, quiet=1)


def main(repeat: int) -> int:
    if not os.environ.get("DISPLAY"):
        print("freshstart: needs an X display (run it under xvfb-run)", file=sys.stderr)
        return 2
    if shutil.which("xdotool") is None:
        print("freshstart: needs xdotool (apt-get install xdotool)", file=sys.stderr)
        return 2
    compiled()
    side_by_side(repeat)
    runs = [launch_game() for _ in range(repeat)]

    def median(name: str) -> float:
        return statistics.median(run.get(name, float("nan")) for run in runs)

    for phase in PHASES:
        print(f"freshstart: {phase:15} {median(phase):.2f} s")
    print(f"freshstart: inside the game: first frame {median('first-frame'):.2f} s, cards {median('cards'):.2f} s, "
          f"table {median('table'):.2f} s, "
          f"settled {median('settled'):.2f} s, window {median('window'):.2f} s (medians of {repeat}; load {load()})")
    return 0
