"""Random input across every scene must never raise or break an engine invariant."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from game.engine import Game, deal
from tools.monkey import InvariantError, Watch, check_game


def _monkey(tmp_path, events: int, seed: int) -> str:
    """``python -m tools.monkey``: its report, after checking that it ran without a failure."""
    done = subprocess.run(
        [sys.executable, "-m", "tools.monkey", "--events", str(events), "--seed", str(seed), "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "0 failures" in done.stdout
    return done.stdout


def test_short_monkey_run_has_no_failures(tmp_path) -> None:
    """The default run's monkey: 150 events of seed 34, which reach the table, the menu, the
    calendar, the help and a dialog, and play moves that the engine's invariants are checked on."""
    out = _monkey(tmp_path, 150, 34)
    assert all(scene in out for scene in ("TableScene", "MenuScene", "DailyCalendarScene", "HelpScene"))
    moves = re.search(r"(\d+) engine moves checked", out)
    assert moves is not None and int(moves.group(1)) > 0, out


@pytest.mark.slow
def test_long_monkey_run_has_no_failures(tmp_path) -> None:
    """2000 events of seed 7: the long run (`-m slow`)."""
    out = _monkey(tmp_path, 2000, 7)
    assert "MenuScene" in out and "TableScene" in out


def _watched_game() -> tuple[Watch, Game]:
    watch, game = Watch(), Game(deal(5))
    check_game(watch, game)
    for _ in range(6):
        game.push(game.legal_moves()[0])
        check_game(watch, game)
    return watch, game


def test_checker_accepts_play_undo_and_redo() -> None:
    watch, game = _watched_game()
    game.pop()
    game.pop()
    check_game(watch, game)
    game.redo()
    check_game(watch, game)
    assert watch.moves_checked >= 6


def test_checker_catches_a_lost_card() -> None:
    watch, game = _watched_game()
    game.position.columns[0].pop()
    with pytest.raises(InvariantError, match="cards"):
        check_game(watch, game)


def test_checker_catches_an_inexact_undo() -> None:
    watch, game = _watched_game()
    game.pop()
    game.position.talon.insert(0, game.position.talon.pop())   # same cards, other order
    with pytest.raises(InvariantError, match="undo"):
        check_game(watch, game)


def test_monkey_cli_rejects_bad_arguments() -> None:
    done = subprocess.run([sys.executable, "-m", "tools.monkey", "--events", "0"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_sigterm_stops_a_long_run_which_reports_how_far_it_got_and_its_rate(tmp_path) -> None:
    """``timeout N python -m tools.monkey …`` must end the run: SDL's own handler turned SIGTERM
    into a quit event the monkey played on."""
    import signal
    import time

    run = subprocess.Popen([sys.executable, "-m", "tools.monkey", "--events", "1000000", "--seed", "3",
                            "--data-dir", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120           # only so that a broken start cannot hang the suite
    while not (tmp_path / "autosave.json").exists():     # the app is up and playing
        assert run.poll() is None, run.communicate()[1][-3000:]
        if time.monotonic() >= deadline:
            pytest.fail("the monkey never started its game")
        time.sleep(0.02)
    time.sleep(0.5)
    run.send_signal(signal.SIGTERM)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 0, err[-3000:]
    report = re.search(r"monkey: (\d+) events \(stopped by SIGTERM after \d+ of 1000000\).* 0 failures, "
                       r"\d+ events in [\d.]+ s \(([\d.]+) events/s\)", out)
    assert report is not None, out
    assert 0 < int(report.group(1)) < 1000000 and float(report.group(2)) > 0
