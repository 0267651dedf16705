"""A whole game played by ear in a real window: ``xvfb-run -a python -m tools.ear_session``.

The game runs as a player starts it (``run.py``, English, a fresh data folder, a transcript by
``--speech-log``), in a real X window; keys go to that window by ``xdotool``. This driver sees
nothing of the game but the transcript: after each key it reads the lines the game wrote (until
they stop coming) and decides the next key from them, the way a player without sight would use
a hint — H, parse the hinted move, lift its run with the column's number (or W for the waste),
size it with ↓/↑ while "Lifted: …, N cards" says another count, and put it down with the
target's number or F; T when the hint says to turn. After each move the transcript must say the
move the hint named (the same words); if it says another, the driver takes it back (Ctrl+Z,
counted). It counts keys, hints, undos and moves and stops when the transcript says "You won!".

A private speech-dispatcher (`tools.speechcheck.start_dispatcher`) takes the speech, so the
sentences go to a real synthesiser too. Not part of the game; not shipped.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"]
CARD = r"(?:" + "|".join(RANKS) + r") of (?:clubs|diamonds|hearts|spades)"
RUN = rf"(?P<first>{CARD})(?: to (?P<last>{CARD}))?"
SOURCE = r"from (?:column (?P<src>\d+)|the (?P<waste>waste))"
HINT_PLAY = re.compile(rf"^Hint: {RUN} {SOURCE} (?:onto {CARD} in column (?P<onto>\d+)|to the empty column "
                       rf"(?P<empty>\d+)|to the (?P<up>foundations))\.$")
LIFTED = re.compile(r"^Lifted: .*, (\d+) cards?\.")
WMCLASS = "earsession"
QUIET = 0.35       # seconds without a new line: the game has said all it says for this key
PATIENCE = 12.0    # at most this long for a hint the solver still looks for


def rank(card: str) -> int:
    return RANKS.index(card.split(" of ")[0]) + 1


@dataclass
class Hinted:
    """A hinted move as the transcript says it."""

    text: str            # the move's words after "Hint: " (the move is said with the same words)
    kind: str            # turn, play, finish
    src: int | None = None       # column number (1-based); None: the waste
    dst: int | None = None       # column number; None: the foundations
    count: int = 1


def parse_hint(line: str) -> Hinted | None:
    words = line.removeprefix("Hint: ")
    if words.startswith("Turn a talon card"):
        return Hinted(words, "turn")
    if words.startswith("All cards up"):
        return Hinted(words, "finish")
    found = HINT_PLAY.match(line)
    if found is None:
        return None
    count = rank(found["first"]) - rank(found["last"]) + 1 if found["last"] else 1
    dst = found["onto"] or found["empty"]
    return Hinted(words, "play", int(found["src"]) if found["src"] else None, int(dst) if dst else None, count)


@dataclass
class Session:
    window: str
    log: Path
    read_at: int = 0
    keys: int = 0
    hints: int = 0
    undos: int = 0
    moves: int = 0
    lines: list[str] = field(default_factory=list)
    waits: list[float] = field(default_factory=list)   # ms from a key sent to its first line written

    def new_lines(self, sent: datetime.datetime | None = None) -> list[str]:
        text = self.log.read_text(encoding="utf-8") if self.log.exists() else ""
        fresh, self.read_at = text[self.read_at:], len(text)
        rows = [line.split("\t", 1) for line in fresh.splitlines() if "\t" in line]
        if sent is not None and rows:
            written = datetime.datetime.combine(sent.date(), datetime.time.fromisoformat(rows[0][0]))
            self.waits.append((written - sent).total_seconds() * 1000)
        return [text for _, text in rows]

    def press(self, key: str, patience: float = 3.0, until: re.Pattern[str] | None = None) -> list[str]:
        """Send ``key`` to the window; the lines the game wrote for it (until quiet, or ``until``)."""
        sent: datetime.datetime | None = datetime.datetime.now()
        subprocess.run(["xdotool", "key", "--window", self.window, key], check=True)
        self.keys += 1
        said: list[str] = []
        start = last = time.monotonic()
        while True:
            time.sleep(0.05)
            fresh = self.new_lines(sent)
            if fresh:
                sent = None
            now = time.monotonic()
            if fresh:
                said += fresh
                last = now
            done = until is None or any(until.search(line) for line in said)
            if said and done and now - last >= QUIET:
                break
            if now - start > patience:
                break
        self.lines += [f"[{key}]", *said]
        return said


def column_key(n: int) -> str:
    return str(n % 10)


def play_hinted(session: Session, hint: Hinted) -> bool:
    """Play ``hint`` by the keys a player uses; True when the transcript then says that move."""
    if hint.kind == "turn":
        said = session.press("t")
        return any(line.startswith("Turned:") for line in said)
    if hint.kind == "finish":
        said = session.press("a")
        return any(line.startswith(hint.text) for line in said)
    said = session.press("w" if hint.src is None else column_key(hint.src))
    if hint.text in said:   # one card with one place to go flies there at once
        return True
    for _ in range(14):   # ↓ fewer, ↑ more, until "Lifted: …, N cards" is the hint's count
        counts = [int(m[1]) for m in map(LIFTED.match, said) if m]
        if not counts or counts[-1] == hint.count:
            break
        said = session.press("Down" if counts[-1] > hint.count else "Up")
    said = session.press("f" if hint.dst is None else column_key(hint.dst))
    return hint.text in said


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="5976")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "ear-session.txt")
    parser.add_argument("--max-keys", type=int, default=3000)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from tools.speechcheck import start_dispatcher

    folder = Path(tempfile.mkdtemp(prefix="ear-session-"))
    dispatcher = start_dispatcher(folder, aloud=False)
    log = folder / "transcript.txt"
    env = {**os.environ, "SDL_VIDEO_X11_WMCLASS": WMCLASS, "SDL_AUDIODRIVER": "dummy"}
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "--game", args.game, "--variant", "classic",
                             "--lang", "en", "--data-dir", str(folder / "data"), "--speech-log", str(log),
                             "--size", "1280x720"], env=env, cwd=ROOT)
    started = time.monotonic()
    try:
        window = ""
        for _ in range(200):
            time.sleep(0.1)
            found = subprocess.run(["xdotool", "search", "--class", WMCLASS], capture_output=True, text=True)
            if found.stdout.split():
                window = found.stdout.split()[0]
                break
        if not window:
            print("no window came", file=sys.stderr)
            return 1
        time.sleep(2.0)
        session = Session(window, log)
        session.press("F2", patience=5.0)          # speech on: it says so and reads the table
        for key in ("r", "shift+f", "m", "i", "f", "w"):   # what a player asks first; F and W with nothing to act on
            session.press(key)
        won = False
        wrong = 0
        while session.keys < args.max_keys and not won:
            said = session.press("h", patience=PATIENCE, until=re.compile(r"^Hint: |No longer winnable|No hint"))
            session.hints += 1
            hint = next((parse_hint(line) for line in said if line.startswith("Hint: ")), None)
            if hint is None:
                print("no hint understood:", said, file=sys.stderr)
                break
            before = len(session.lines)
            if play_hinted(session, hint):
                session.moves += 1
            else:
                wrong += 1
                print("the transcript did not say the hinted move:", hint.text, session.lines[before:], file=sys.stderr)
                if any(line.startswith("Lifted:") for line in session.lines[before:]):
                    session.press("Escape")
                if wrong > 5:
                    break
            won = any(line.startswith("You won!") for line in session.lines[before:])
            if session.moves == 60:   # in the middle: what a player checks now and then, and one undo and redo
                for key in ("r", "shift+w", "shift+f", "ctrl+z", "ctrl+y", "l"):
                    session.press(key)
                session.undos += 1
        elapsed = time.monotonic() - started
        session.lines.append("[--]")
        for _ in range(300):   # the summary comes after the win's cascade: read as it comes
            time.sleep(0.1)
            session.lines += session.new_lines()
            if any(line.startswith("Hints") for line in session.lines):
                break
        time.sleep(1.0)
        session.lines += session.new_lines()
        counted = next((line for line in session.lines if line.startswith("Hints")), "")
        waits = sorted(session.waits)
        p95 = waits[int(0.95 * (len(waits) - 1))] if waits else 0.0
        figures = (f"won: {won}; keys {session.keys}, hints {session.hints}, moves played by hint {session.moves}, "
                   f"undos {session.undos}, hinted moves the transcript did not confirm {wrong}, "
                   f"time {elapsed:.0f} s; the summary says: {counted!r}; key to first line written: median "
                   f"{waits[len(waits) // 2] if waits else 0:.0f} ms, p95 {p95:.0f} ms over {len(waits)} keys")
        print(figures)
        args.out.write_text(log.read_text(encoding="utf-8"), encoding="utf-8")
        args.out.with_suffix(".keys.txt").write_text("\n".join([figures, *session.lines]) + "\n", encoding="utf-8")
        subprocess.run(["xdotool", "key", "--window", window, "Escape"], check=False)
        return 0 if won else 1
    finally:
        game.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            game.wait(timeout=10)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(dispatcher.pid, signal.SIGKILL)
        dispatcher.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
