"""The crash test of finishing a game: the process ends at the k-th change to the disk, for every k.

A finished game changes the statistics, the records, the history, the daily results and the
autosave (game.storage.ledger). Here a forked child starts the game on a data folder, finishes
the game in progress one of four ways — the winning move, "Aufgeben", a new deal over it, the
winning move of a daily deal — then quits, and a test hook (`game.storage.atomic.disk_hook`) ends
it with ``os._exit`` just before its k-th change to the folder (a temp file made, written,
fsynced, renamed, the folder fsynced, a file removed), for k = 1, 2, … until a run is not cut.
Then a fresh child starts on the same folder, as the player's next launch would:

- the game is wholly before its finish (not counted anywhere, and resumed with its moves) or
  wholly after it (counted in the statistics, once in the history, the daily day set, not
  resumed) — never a mix — and the switch happens at exactly one k (the commit point);
- no journal and no temp file is left once the start is done;
- where the game came back, the player finishes it again, and then it is counted exactly once.

Every step runs in a forked child, so each start is a fresh process with no memory of the last
(POSIX only). The default run covers every k on all four paths; the slow form repeats it on
other deals and with the "Neustart" path.
"""

from __future__ import annotations

import datetime
import json
import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.advisor.solutions import SolutionBook  # noqa: E402
from game.content import daily_number, shipped_catalogue  # noqa: E402
from game.engine import CLASSIC, RELAXED, Game, Move, Variant, parse_game_number  # noqa: E402
from game.storage import atomic  # noqa: E402
from game.storage.daily import DAILY_FILE  # noqa: E402
from game.storage.ledger import JOURNAL_FILE  # noqa: E402
from tests.harness.held import HeldGame  # noqa: E402

KILLED = 17          # the child's exit status when the hook ended it
PATHS = ("win", "give_up", "new_game", "daily")
TODAY = datetime.date(2026, 12, 1)
PLAYED_BEFORE_LEAVING = 12     # moves of a game that is given up or left


def _catalogued(variant: Variant) -> list[str]:
    return [str(entry.number) for entry in shipped_catalogue(variant)]


def _deal_with_line(variant: Variant, skip: int = 0) -> tuple[str, tuple[str, ...]]:
    """A catalogued deal with a shipped solution (the ``skip``-th such), and that solution."""
    book = SolutionBook()
    found = [(n, line) for n in _catalogued(variant)[:50] if (line := book.line(variant, n))]
    return found[skip]


def _daily_with_line(variant: Variant) -> tuple[datetime.date, str, tuple[str, ...]]:
    """A day whose daily deal has a shipped solution, from TODAY on."""
    entries = shipped_catalogue(variant)
    book = SolutionBook()
    for offset in range(60):
        day = TODAY + datetime.timedelta(days=offset)
        number = str(daily_number(day, variant, entries))
        line = book.line(variant, number)
        if line:
            return day, number, line
    raise AssertionError("no daily deal with a shipped solution in 60 days")


# --- the game, started as the launch starts it (without a window) ----------------------------


def _start(folder: Path, today: datetime.date):
    """What a launch does with the folder: take its lock, load everything, finish a half-counted
    game, find the autosave. Returns (session, saved game or None)."""
    from game.app.session import open_session
    from game.storage.files import DataDir
    from game.storage.lock import FolderLock, take_folder
    from game.storage.settings import Settings

    data_dir, lock = DataDir(folder), FolderLock(folder)
    take_folder(data_dir, lock)
    settings = Settings(auto_play=False, animation_speed="off", sound=False, language="de")
    session = open_session(data_dir, settings, live=lambda: settings, lock=lock)
    session.daily.set_today(lambda: today)
    return session, session.in_hand.load_saved()


def _play(held: HeldGame, moves: tuple[str, ...], seconds: float) -> float:
    for text in moves:
        seconds += 1.5
        held.play(Move.parse(text), seconds)
    return seconds


def _finish(path: str, session, held: HeldGame, seconds: float, last: str | None) -> None:
    """The player ends the game ``path``'s way, then quits."""
    game = held.game
    if path in ("win", "daily"):
        _play(held, (last,), seconds)
        held.win_shown(seconds + 1.5)
        session.close()
    elif path == "give_up":
        held.give_up(seconds + 3.0)
        session.close()
    else:   # "new_game" (a new deal) or "restart" (the same deal again): the game left counts as lost
        held.abandon(seconds + 3.0)
        new = Game.new(session.deals.next_number(game.variant, game.number) if path == "new_game" else game.number,
                       game.variant)
        HeldGame(session.in_hand, new).begin()
        session.close()


def _observe(session, saved, variant: Variant, number: str, day: datetime.date, folder: Path) -> dict[str, Any]:
    row = session.record.stats.variant_stats(variant)
    resumed = saved is not None and str(saved.game.number) == number and saved.game.moves > 0
    return {
        "played": row.played, "won": row.won,
        "listed": sum(1 for g in session.record.history.games if g.number == number and g.variant == variant),
        "day": (session.daily.record.result(variant, day).value if session.daily.record.result(variant, day) else None),
        "resumed": resumed, "moves": saved.game.moves if resumed else None,
        "journal": (folder / JOURNAL_FILE).exists(),
        "temp": sorted(p.name for p in folder.glob(".*.tmp")),
    }


# --- the forked children ------------------------------------------------------------------------


def _in_child(work: Callable[[], dict[str, Any] | None]) -> tuple[int, dict[str, Any] | None]:
    """Run ``work`` in a forked child; its exit status and the JSON it reported (None if cut)."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns to pytest
        status = 3
        try:
            os.close(read_fd)
            report = work()
            os.write(write_fd, json.dumps(report).encode())
            status = 0
        except BaseException as error:   # reported to the parent, which fails the test
            os.write(write_fd, json.dumps({"error": repr(error)}).encode())
        finally:
            os._exit(status)
    os.close(write_fd)
    chunks = []
    while chunk := os.read(read_fd, 65536):
        chunks.append(chunk)
    os.close(read_fd)
    _, status = os.waitpid(pid, 0)
    report = json.loads(b"".join(chunks)) if chunks else None
    assert not (report and "error" in report), report
    return os.waitstatus_to_exitcode(status), report


class Scene:
    """One path on one deal: the folder before the finish, and how to finish and check it."""

    def __init__(self, path: str, variant: Variant, skip: int, root: Path) -> None:
        self.path, self.variant = path, variant
        if path == "daily":
            self.day, self.number, line = _daily_with_line(variant)
        else:
            self.day = TODAY
            self.number, line = _deal_with_line(variant, skip)
        ends_in_a_win = path in ("win", "daily")
        self.before = line[:-1] if ends_in_a_win else line[:PLAYED_BEFORE_LEAVING]
        self.last = line[-1] if ends_in_a_win else None
        self.won = ends_in_a_win
        self.template = root / f"{path}-template"
        status, _ = _in_child(self._prepare)
        assert status == 0

    def _prepare(self) -> None:
        session, _ = _start(self.template, self.day)
        if self.path == "daily":
            session.daily.start(self.day, self.variant, parse_game_number(self.number))
        held = HeldGame(session.in_hand, Game.new(self.number, self.variant))
        held.begin()
        _play(held, self.before, 0.0)
        session.close()

    def finish(self, folder: Path, cut_at: int | None) -> tuple[int, dict[str, Any] | None]:
        """Start on ``folder`` and finish the game, ending the process before the ``cut_at``-th change
        to the disk; (status, {"steps": n} when it ran to the end)."""

        def work() -> dict[str, Any]:
            session, saved = _start(folder, self.day)
            assert saved is not None and saved.game.moves == len(self.before), "the prepared game must resume"
            held = HeldGame(session.in_hand, saved.game, saved.clock_seconds)
            held.begin(resumed=True)
            session.writer.flush()      # the start's own saves are done: count the finish's steps only
            steps, guard = [], threading.Lock()


            def hook(what: str) -> None:
                with guard:
                    steps.append(what)
                    if len(steps) == cut_at:
                        os._exit(KILLED)

            atomic.disk_hook = hook
            _finish(self.path, session, held, saved.clock_seconds, self.last)
            atomic.disk_hook = None
            return {"steps": len(steps), "what": steps}

        return _in_child(work)

    def restart(self, folder: Path) -> dict[str, Any]:
        """The next launch: what it finds, and — where the game came back — the counts after the
        player finishes it again."""

        def work() -> dict[str, Any]:
            session, saved = _start(folder, self.day)
            found = _observe(session, saved, self.variant, self.number, self.day, folder)
            if found["resumed"]:
                held = HeldGame(session.in_hand, saved.game, saved.clock_seconds)
                held.begin(resumed=True)
                _finish(self.path, session, held, saved.clock_seconds, self.last)
            else:
                session.close()
            again, saved_again = _start(folder, self.day)
            found["final"] = _observe(again, saved_again, self.variant, self.number, self.day, folder)
            again.close()
            return found

        status, report = _in_child(work)
        assert status == 0 and report is not None
        return report


def _crash_every_step(scene: Scene, root: Path) -> tuple[int, int]:
    """Cut the finish at every k; check each restart. (steps of a whole finish, commit point k)."""
    after_from = None
    k = 1
    while True:
        folder = root / f"{scene.path}-{k}"
        shutil.copytree(scene.template, folder)
        status, report = scene.finish(folder, cut_at=k)
        cut = status == KILLED
        assert cut or (status == 0 and report is not None), f"k={k}: the child failed ({status})"
        found = scene.restart(folder)
        where = f"{scene.path} cut before step {k}"
        assert not found["journal"], f"{where}: the next start left the journal"
        assert not found["temp"], f"{where}: the next start left temp files {found['temp']}"
        counted = found["played"] > 0 or found["listed"] > 0 or found["day"] is not None
        if counted:
            assert (found["played"], found["listed"], found["won"]) == (1, 1, int(scene.won)), \
                f"{where}: counted only in part: {found}"
            if scene.path == "daily":
                assert found["day"] == "won", f"{where}: the daily day is not set: {found}"
            assert not found["resumed"], f"{where}: a counted game came back to be played again"
            after_from = k if after_from is None else after_from
        else:
            assert found["resumed"] and found["moves"] == len(scene.before), f"{where}: the game is lost: {found}"
            assert after_from is None, f"{where}: not counted, though cut later than a counted run at {after_from}"
        final = found["final"]
        assert (final["played"], final["listed"], final["won"]) == (1, 1, int(scene.won)), \
            f"{where}: after finishing it again the game is not counted exactly once: {final}"
        assert not final["resumed"], f"{where}: the counted game still resumes"
        if scene.path == "daily":
            assert final["day"] == "won"
        shutil.rmtree(folder)
        if not cut:
            steps = report["steps"]
            assert k == steps + 1
            assert after_from is not None and 1 < after_from <= steps, "both sides of the commit point were seen"
            return steps, after_from
        k += 1


@pytest.mark.parametrize("path", PATHS)
def test_a_finish_cut_at_any_step_counts_the_game_exactly_once(tmp_path: Path, path: str) -> None:
    scene = Scene(path, CLASSIC, 0, tmp_path)
    steps, commit = _crash_every_step(scene, tmp_path)
    # The finish writes the journal, statistics, records, history (and daily.json) in five steps
    # each, then removes the autosave and the journal: a hook that counted nothing proves nothing.
    assert steps >= 22, f"only {steps} changes to the disk were seen"
    print(f"\n{path}: cut at each of {steps + 1} points, the game counted from step {commit} on")


@pytest.mark.slow
@pytest.mark.parametrize("path", [*PATHS, "restart"])
@pytest.mark.parametrize("variant, skip", [(CLASSIC, 1), (RELAXED, 0), (RELAXED, 2)])
def test_the_crash_test_on_more_deals_and_on_restart(tmp_path: Path, path: str, variant: Variant, skip: int) -> None:
    if path == "daily" and skip:
        pytest.skip("one daily deal per variant")
    scene = Scene(path, variant, skip, tmp_path)
    _crash_every_step(scene, tmp_path)


def test_the_daily_file_is_among_the_steps_of_a_daily_finish(tmp_path: Path) -> None:
    """The daily path really writes daily.json inside the finish (else it would test nothing more
    than the win)."""
    scene = Scene("daily", CLASSIC, 0, tmp_path)
    folder = tmp_path / "whole"
    shutil.copytree(scene.template, folder)
    before = json.loads((folder / DAILY_FILE).read_text())
    status, report = scene.finish(folder, cut_at=None)
    assert status == 0 and f"replace {DAILY_FILE}" in report["what"]
    after = json.loads((folder / DAILY_FILE).read_text())
    assert before.get("days", {}).get(CLASSIC.name, {}) == {}
    assert after["days"][CLASSIC.name] == {scene.day.isoformat(): "won"}
