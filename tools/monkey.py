"""Random input against the real app, headless: ``python -m tools.monkey --events N --seed S``.

Drives the whole program (session, table, menu, dialogs, summary, help) through the same
event handling a player's input takes: mouse clicks and drags, finger taps (with the mouse
events SDL synthesises from them), key presses (Esc, F11, Ctrl+Z/Y, H, arrows, Return,
typing), window resizes from 320×240 to 3840×2160 in both orientations, fullscreen toggles,
clicks on the current dialog's buttons, and game numbers typed into the entry field (valid,
invalid, huge, empty). After every action it checks the engine's invariants on the running
game: 104 cards, foundations only rise except by undo, undo restores the position before the
move exactly, the move counter matches the history, the position's text form round-trips.

Any exception or broken invariant ends the run with exit code 1 and a line naming the seed
and the event number, so ``--events K --seed S`` replays it exactly (the run is
deterministic: game time advances a fixed step per frame, randomness comes from the seed).

SIGTERM, SIGINT and SIGHUP stop a run after the event under way, as they stop the game (so
``timeout N python -m tools.monkey …`` ends it): it reports how far it got and exits 0 — what it
played held every invariant — or 1 if that event failed. Every report gives the rate, in events
per second of wall time.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.app import synthetic
from game.app.config import AppConfig
from game.engine import Game, MoveKind, Position, format_board, parse_board
from tools.membench import peak_rss_mb, rss_mb

SIZES = [(320, 240), (640, 480), (800, 600), (1280, 720), (1920, 1080), (3840, 2160), (720, 1280),
         (480, 800), (1080, 1920), (2160, 3840), (1024, 1024)]
GAME_NUMBER_TEXTS = ["1", "617", "31999", "32000", "123456789", "ms123", "ms8589934591", "99999999999999999999",
                     "0", "", "abc", "-5", "9" * 60, "#12,345", "ms0", "1e5", "  42  ", "ä", "12 34"]
KEYS = [pygame.K_ESCAPE, pygame.K_F11, pygame.K_h, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_n, pygame.K_r, pygame.K_u,
        pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END, pygame.K_DELETE,
        pygame.K_a, pygame.K_f, pygame.K_w, pygame.K_t, pygame.K_1, pygame.K_0]   # the table's shortcuts too


PROGRESS_EVERY = 10_000   # a long run reports as it goes, so a stopped run still tells how far it got


class InvariantError(AssertionError):
    """The running game broke a rule of the engine."""


@dataclass
class Watch:
    """What the monkey remembers about the running game between actions."""

    start: Position | None = None     # the deal of the game watched (a new deal starts afresh)
    positions: list[Position] = field(default_factory=list)   # position after k moves of the line
    moves_checked: int = 0                                      # engine moves seen, for the report


def check_game(watch: Watch, game: Game) -> None:
    """Compare the game with what was seen before; raise InvariantError on any broken rule."""
    p = game.position
    if p.card_count() != 104:
        raise InvariantError(f"{p.card_count()} cards on the table")
    try:
        p.check()
    except ValueError as err:
        raise InvariantError(str(err)) from None
    if parse_board(format_board(p)) != p:
        raise InvariantError("the text form does not round-trip")
    counted = sum(1 for entry in game.history if not entry.free)    # the deal's own move is free (R12)
    if game.moves != game.played_before + counted:
        raise InvariantError(f"move counter {game.moves} but {counted} counted moves in the line")
    line = len(game.history)          # the line's length, free moves included: what undo walks back
    if watch.start is None or watch.start != game.start or line == 0:
        watch.start = game.start.copy()
        watch.positions = [e.before.copy() for e in game.history[:1]] or [game.position.copy()]
        watch.positions += [e.after.copy() for e in game.history]
        return
    known = len(watch.positions) - 1
    if line > known:
        before = watch.positions[-1]
        if line == known + 1 and game.history[-1].before != before:
            raise InvariantError("a move started from another position than the one shown")
        if any(a < b for a, b in zip(p.foundations, before.foundations, strict=True)) and line == known + 1:
            raise InvariantError("a card came down from a foundation")
        watch.positions += [e.after.copy() for e in game.history[known:]]
        watch.moves_checked += line - known
    elif line < known:
        if p != watch.positions[line]:
            raise InvariantError(f"undo to move {line} did not restore that position exactly")
        del watch.positions[line + 1:]
    elif p != watch.positions[-1]:
        # Same count: a restart, or an undo followed by a different move.
        watch.positions[-1] = p.copy()
        if game.moves and game.history[-1].before != watch.positions[-2]:
            raise InvariantError("the line changed under the counter")


class Monkey:
    """One seeded run of random actions against a headless app."""

    def __init__(self, seed: int, data_dir: Path, speech: bool | None = None, speech_log: Path | None = None) -> None:
        from game.app.game_app import build_app

        self.rng = random.Random(seed)
        self.seed = seed
        config = AppConfig(data_dir=data_dir, game_number=str(self.rng.randint(1, 31999)), size=(1280, 720),
                           speech=speech, speech_log=speech_log)
        self.app = build_app(config, headless=True)
        self.watch = Watch()
        self.finger = 0
        self.scenes_seen: set[str] = set()
        self.stopped_by: int | None = None     # the signal that ended the run early
        self.played = 0                        # events played so far
        self._began = time.monotonic()

    def stop_on_signals(self) -> None:
        """SIGTERM, SIGINT and SIGHUP end the run after the event under way (SDL's own handlers,
        installed with the display, would turn them into a quit event the monkey plays on)."""
        for name in ("SIGTERM", "SIGINT", "SIGHUP"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), self._stop)

    def _stop(self, number: int, _frame: object) -> None:
        self.stopped_by = number

    def rate(self) -> str:
        seconds = max(time.monotonic() - self._began, 1e-9)
        return f"{self.played} events in {seconds:.1f} s ({self.played / seconds:.1f} events/s)"

    # --- the actions ------------------------------------------------------------------------

    def _point(self) -> tuple[int, int]:
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def _gui_point(self) -> tuple[int, int] | None:
        """The centre of a random widget of the top scene, if it has a pygame-gui manager."""
        manager = getattr(self.app.top, "manager", None)
        if manager is None:
            return None
        rects = [s.rect for s in manager.get_sprite_group().sprites() if getattr(s, "rect", None) is not None
                 and s.rect.width > 0 and s.rect.height > 0]
        rects = [r for r in rects if r.width < self.app.size[0] or r.height < self.app.size[1]]
        return self.rng.choice(rects).center if rects else None

    def click(self, pos: tuple[int, int]) -> None:
        down, up = synthetic.tap(pos)
        synthetic.post([synthetic.move(pos, held=False), down])
        self.frame()
        synthetic.post(up)

    def drag(self) -> None:
        start, end = self._point(), self._point()
        synthetic.post(synthetic.press(start))
        for pos in synthetic.path(start, end, self.rng.randint(1, 6)):
            synthetic.post(synthetic.move(pos, rel=(1, 1)))
            self.frame()
        synthetic.post(synthetic.release(end))

    def finger_tap(self) -> None:
        pos, size = self._point(), self.app.size
        self.finger += 1
        synthetic.post(synthetic.finger(True, pos, size, self.finger))
        self.frame()
        synthetic.post(synthetic.finger(False, pos, size, self.finger))

    def key(self) -> None:
        choice = self.rng.random()
        if choice < 0.15:
            k, mod = self.rng.choice([pygame.K_z, pygame.K_y]), pygame.KMOD_CTRL
        else:
            k, mod = self.rng.choice(KEYS), 0
        synthetic.post(synthetic.key(k, mod))

    def type_text(self) -> None:
        synthetic.post(synthetic.typed(self.rng.choice(GAME_NUMBER_TEXTS)))
        if self.rng.random() < 0.7:
            down, _up = synthetic.key(pygame.K_RETURN, unicode="\r")
            synthetic.post(down)

    def resize(self) -> None:
        size = self.rng.choice(SIZES) if self.rng.random() < 0.7 else (
            self.rng.randint(320, 3840), self.rng.randint(240, 2160))
        self.app.resize(size)

    def play_like_a_player(self) -> bool:
        """Tap the source of a random legal move, then its target (or the talon): real pointer
        events aimed where a player would tap, so the engine gets a real workout."""
        from game.engine import WASTE, WASTE_PILE, column_pile
        from game.scenes.tabletop.scene import TableScene

        table = self.app.top
        if not isinstance(table, TableScene) or table.on_screen().busy:
            return False   # the picture lags behind the engine: aim when it has caught up
        game = table.copy_game()
        moves = game.legal_moves()
        if not moves:
            return False
        move = self.rng.choice(moves)
        if move.kind in (MoveKind.TURN, MoveKind.REDEAL):
            self.click(table.talon_point())
            return True
        if move.kind != MoveKind.PLAY:
            return False
        if move.src == WASTE:
            pile, index = WASTE_PILE, len(game.position.waste) - 1
        else:
            pile, index = column_pile(move.src), len(game.position.columns[move.src]) - move.count
        self.click(table.card_point(pile, index))
        self.frame()
        lifted = table.state().selection
        if lifted is not None and move.dst in lifted.targets:
            self.click(table.target_point(move.dst))
        return True

    def act(self) -> str:
        r = self.rng.random()
        if r < 0.25 and self.play_like_a_player():
            return "play"
        r = self.rng.random()
        if getattr(self.app.top, "manager", None) is not None and r < 0.5:
            r = 0.45   # a dialog is open: mostly press its buttons
        if r < 0.40:
            self.click(self._point())
            return "click"
        if r < 0.58:
            pos = self._gui_point()
            if pos is None:
                pos = self._point()
            self.click(pos)
            return "widget-click"
        if r < 0.68:
            self.drag()
            return "drag"
        if r < 0.76:
            self.finger_tap()
            return "finger-tap"
        if r < 0.88:
            self.key()
            return "key"
        if r < 0.94:
            self.type_text()
            return "type"
        if r < 0.985:
            self.resize()
            return "resize"
        self.app.toggle_fullscreen()
        return "fullscreen"

    # --- the loop ---------------------------------------------------------------------------

    def frame(self) -> None:
        """One frame of the real loop (`App.frame`), of a random length: 1, 2, 4 or 12 sixtieths."""
        self.app.frame(self.rng.choice((1, 2, 4, 12)) / 60)

    def check(self) -> None:
        from game.scenes.tabletop.scene import TableScene

        self.scenes_seen.update(type(s).__name__ for s in self.app.scenes)
        tables = [s for s in self.app.scenes if isinstance(s, TableScene)]
        if tables:
            check_game(self.watch, tables[-1].copy_game())

    def run(self, events: int) -> int:
        """Returns the number of the failing event, or 0 when all went well."""
        for n in range(1, events + 1):
            if self.stopped_by is not None:
                return 0
            try:
                action = self.act()
                self.frame()
                self.frame()   # pygame-gui's "pressed" events arrive a frame after the click
                self.check()
                if not self.app.scenes:
                    raise InvariantError("the scene stack is empty")
                self.played = n
                if n % PROGRESS_EVERY == 0:
                    print(f"monkey: {n} events, seed {self.seed}, {self.watch.moves_checked} engine moves checked, "
                          f"0 failures so far, {self.rate()}{_memory()}", flush=True)
            except Exception as err:
                print(f"monkey: FAILED at event {n} ({action if 'action' in locals() else '?'}) "
                      f"seed {self.seed}: {type(err).__name__}: {err}", file=sys.stderr)
                traceback.print_exc()
                print(f"replay: python -m tools.monkey --events {n} --seed {self.seed}", file=sys.stderr)
                return n
        return 0


def _memory() -> str:
    """The process's memory now and at its peak, where the system says (a long run's growth)."""
    try:
        return f", rss {rss_mb()} MB, peak {peak_rss_mb()} MB"
    except OSError:          # no /proc (macOS, Windows)
        return ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.monkey", description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000, help="number of random actions (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--data-dir", type=Path, help="data folder (default: a fresh temporary one)")
    parser.add_argument("--speech", action="store_true", help="speech on, through the system's screen reader")
    parser.add_argument("--speech-log", type=Path, metavar="FILE", help="the speech's transcript, as the game's flag")
    args = parser.parse_args(argv)
    if args.events < 1:
        parser.error("--events must be at least 1")
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="vierzig-raeuber-monkey-"))
    monkey = Monkey(args.seed, data_dir, True if args.speech else None, args.speech_log)
    monkey.stop_on_signals()
    failed = monkey.run(args.events)
    try:
        monkey.app.router.close()
        monkey.app.speech.close()
    finally:
        pygame.quit()
    if failed:
        return 1
    peak = f", peak RSS {peak_rss_mb()} MB" if peak_rss_mb() else ""
    stopped = (f" (stopped by {signal.Signals(monkey.stopped_by).name} after {monkey.played} of {args.events})"
               if monkey.stopped_by is not None else "")
    print(f"monkey: {monkey.played} events{stopped}, seed {args.seed}, {monkey.watch.moves_checked} engine moves "
          f"checked, scenes {', '.join(sorted(monkey.scenes_seen))}, 0 failures, {monkey.rate()}{peak}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
