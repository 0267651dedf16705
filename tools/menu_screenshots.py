"""Headless screenshots of the menus and dialogs, called by ``python -m tools.screenshots``.

Every picture is the real app built by `game.app.game_app.build_app` on a throw-away data folder,
with the scenes opened the way a player opens them, at 1920×1080 (``menu-de.png``) and at the
phone-shaped 720×1280 (``menu-de-720x1280.png``). The French pictures (``…-fr.png``) show the
screen just taken again after a switch to French in the options, so the same game, statistics
and record are on them.
"""

from __future__ import annotations

import datetime
import os
import random
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame

from game.app.config import AppConfig
from game.app.game_app import build_app
from game.app.session import Session
from game.content import Grade
from game.engine import CLASSIC, RELAXED, Game, parse_game_number
from game.scenes.daily_calendar import DailyCalendarScene
from game.scenes.dialogs import GameNumberDialog
from game.scenes.help import HelpScene
from game.scenes.history_screen import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.options import OptionsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.replay import ReplayControl, ReplayScene
from game.storage.aids import Aid
from game.storage.daily import DayResult
from game.storage.ended import EndedGame, ended_game
from game.storage.played_line import line_text
from game.storage.settings import OPTIONS
from game.storage.stats import Statistics
from game.table.actions import Finish
from game.view import clipboard
from tools.positions import finish_position, played_game

SIZES = [(1920, 1080), (720, 1280)]
TODAY = datetime.date(2026, 3, 19)     # the daily calendar's "today" in its picture
# A staged March: won most days, two lost, two skipped, the 1st won later, so a streak of 9.
DAILY_MONTH = {1: DayResult.WON_LATER, 3: DayResult.LOST, 5: None, 6: None, 9: DayResult.LOST}
RECORD_DEAL = "653"      # a catalogued classic deal: its par shows in the staged summary


def _name(base: str, size: tuple[int, int]) -> str:
    return f"{base}.png" if size == SIZES[0] else f"{base}-{size[0]}x{size[1]}.png"


def shoot_menus(out: Path) -> list[Path]:
    """Render menu-de/en/fr, options, summary-record(-fr), summary-clean-win, summary-daily, statistics(-fr),
    statistics-chart, history, history-own-game, replay-own-game(-en), summary-/statistics-/history-clock-off, help-de/en/fr, confirm,
    game-number-error, paste-error, daily(-fr), difficulty."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    for size in SIZES:
        with tempfile.TemporaryDirectory(prefix="vierzig-raeuber-shots-") as folder:
            saved += _shoot_size(size, Path(folder), out)
    return saved


def _shoot_size(size: tuple[int, int], folder: Path, out: Path) -> list[Path]:
    """Every menu picture at one window size, on a fresh app with data in ``folder``."""
    shots = _MenuShots(size, folder, out)
    shots.shot("menu-de", shots.menu)
    shots.shot("menu-en", shots.menu, "en")
    shots.shot("menu-fr", shots.same, "fr")
    shots.shot("options", shots.options)
    shots.shot("statistics", shots.statistics)
    shots.shot("statistics-fr", shots.same, "fr")
    shots.shot("statistics-chart", shots.statistics_chart)
    shots.shot("history", shots.history)
    shots.shot("history-own-game", shots.history_own_game)
    shots.shot("replay-own-game", shots.replay_own_game)
    shots.shot("replay-own-game-en", shots.same, "en")
    shots.shot("summary-record", shots.summary)   # after the statistics: finishing the deal records a win
    shots.shot("summary-record-fr", shots.same, "fr")
    shots.shot("summary-clean-win", shots.summary_clean)
    shots.shot("summary-daily", shots.summary_daily)
    shots.shot("summary-clock-off", shots.summary_clock_off)
    shots.shot("statistics-clock-off", shots.statistics)   # the clock still off: no best time
    shots.shot("history-clock-off", shots.history)
    shots.router.options.set_option(OPTIONS.named("show_clock"), True)
    shots.shot("help-de", shots.help_screen)
    shots.shot("help-en", shots.help_screen, "en")
    shots.shot("help-fr", shots.same, "fr")
    shots.shot("confirm", shots.confirm)
    shots.shot("game-number-error", shots.number_error)
    shots.shot("daily", shots.daily)
    shots.shot("daily-fr", shots.same, "fr")
    shots.shot("difficulty", shots.difficulty)
    shots.shot("paste-error", shots.paste_error)
    shots.close()
    return shots.saved


def add_sample_games(session: Session) -> None:
    """Forty finished catalogue deals, clean, with help and lost, near their par (the same every run)."""
    record, deals = session.record, session.deals
    if len(record.history.games) >= 40:
        return
    rng = random.Random(17)
    for i in range(40):
        variant = CLASSIC if i % 3 else RELAXED
        number, par = rng.choice(sorted((str(e.number), e.par) for e in deals.entries(variant) if e.par))
        won = rng.random() < 0.7
        clean = won and rng.random() < 0.45
        moves = max(20, par + rng.randint(-4, 40)) if won else rng.randint(15, par)
        aids = () if clean else rng.choice([(Aid.UNDO,), (Aid.HINT,), (Aid.UNDO, Aid.HINT)]) if won else (Aid.UNDO,)
        game = ended_game(variant, number, won, moves, moves * 2.7, aids, par=par,
                          daily=f"2025-04-{1 + i // 2:02d}" if i % 9 == 4 else None,
                          when=f"2025-04-{1 + i // 2:02d}T{9 + i % 12:02d}:{7 * i % 60:02d}:00")
        _count(record.stats, game, deals.grade(variant, number))
        record.history.add(game)


def _count(stats: Statistics, game: EndedGame, grade: Grade | None = None) -> None:
    """Count ``game`` in the statistics and save them (the ledger's step, without its journal)."""
    stats.count(game, grade)
    stats.save()


ASSISTED = (Aid.UNDO,)      # a staged win with help: its moves are no clean record


class _MenuShots:
    """One app at one window size, with a few games in its statistics; each method opens one
    screen the way a player would, `shot` saves the picture."""

    def __init__(self, size: tuple[int, int], folder: Path, out: Path) -> None:
        self.size, self.out = size, out
        self.saved: list[Path] = []
        self.app = build_app(AppConfig(size=size, data_dir=folder, language="de"), headless=True)
        self.router = self.app.router
        for won, moves, seconds in [(True, 181, 612.0), (False, 40, 200.0), (True, 174, 575.0),
                                    (True, 168, 540.0), (False, 12, 95.0), (True, 177, 590.0)]:
            _count(self.router.statistics.stats, ended_game(CLASSIC, RECORD_DEAL, won, moves, seconds, ASSISTED))
        _count(self.router.statistics.stats, ended_game(RELAXED, "777", True, 96, 301.0, ASSISTED))
        _count(self.router.statistics.stats, ended_game(RELAXED, "778", False, 30, 120.0, ASSISTED))

    def settle(self, seconds: float = 3.0) -> None:
        """Frames of one fixed step each, not painted (the shot draws once)."""
        for _ in range(int(seconds * 120)):
            self.app.frame(1 / 120, draw=False)

    def shot(self, base: str, prepare: Callable[[], None], language: str = "de") -> None:
        if self.app.settings.language != language:
            self.router.options.set_option(OPTIONS.named("language"), language)
        prepare()
        self.settle(0.1)
        self.app.draw()
        path = self.out / _name(base, self.size)
        pygame.image.save(self.app.screen, str(path))
        self.saved.append(path)

    def close(self) -> None:
        self.router.close()
        self.app.scenes.clear()

    def same(self) -> None:
        """The screen of the last picture, as it stands (`shot` has switched the language)."""

    def playing(self) -> None:
        self.router.game.play_game(played_game(12345, 24), clock_seconds=201.0)
        self.settle(0.2)

    def menu(self) -> None:
        self.playing()
        self.router.open_menu()

    def options(self) -> None:
        self.menu()
        self.app.push(OptionsScene(self.app, self.router.options))

    def confirm(self) -> None:
        self.menu()
        top = self.app.top
        assert isinstance(top, MenuScene)
        top.press("new_game")

    def number_error(self) -> None:
        self.menu()
        dialog = GameNumberDialog(self.app, lambda number: None)
        self.app.push(dialog)
        dialog.entries["number"].set_text("0")
        dialog.submit()

    def paste_error(self) -> None:
        """B7: "Stellung einfügen" with a board text whose column 1 holds a card that is none."""
        self.menu()
        game, menu = self.router.game.copy_game(), self.app.top
        if game is None or not isinstance(menu, MenuScene):
            raise RuntimeError("the menu opens over the table")
        lines = game.position.text().splitlines()
        lines[6] = "1: KD 7X"
        clipboard.put_text("\n".join(lines))
        menu.press("paste_board")

    def summary(self) -> None:
        """A real win, staged at its last move: deal 653 (par 142) stands at "Alles ablegen" after
        157 moves, 3 undos and a hint, 9:12 on the clock; the win makes 158 moves, a new record
        against the 168 above. The HUD behind the summary and the summary say the same."""
        self._win(RECORD_DEAL, 157, 552.0, undos=3, hints=1)

    def _win(self, number_text: str, before: int, seconds: float, undos: int = 0, hints: int = 0) -> None:
        """Deal ``number_text`` staged at "Alles ablegen" after ``before`` moves and ``seconds`` on
        the clock, won by the real table and session (so every number on screen is the game's)."""
        app, router = self.app, self.router
        number = parse_game_number(number_text)
        game = Game.resumed(Game.new(number).start, finish_position(), before, number)
        game.undos, game.hints = undos, hints
        table = router.game.play_game(game, clock_seconds=seconds)
        table.act(Finish())
        for _ in range(40):   # until the win cascade has played and the real summary came up
            self.settle(0.5)
            if isinstance(app.top, SummaryScene):
                break

    def statistics(self) -> None:
        self.menu()
        self.app.push(StatisticsScene(self.app, self.router.statistics, self.router.dialogs))

    def summary_clean(self) -> None:
        """A win without undo, hint or any other help, and a new clean record: a catalogue deal
        (so its par shows), won clean before in 11 moves over par, now in 6 over par."""
        number, par = next((str(e.number), e.par) for e in self.router.session.deals.entries(CLASSIC)
                           if e.par and e.par > 90 and str(e.number) != RECORD_DEAL)
        _count(self.router.statistics.stats, ended_game(CLASSIC, number, True, par + 11, 401.0))
        self._win(number, par + 5, 352.0)

    def summary_daily(self) -> None:
        """Today's daily deal won: the summary names the day (and the grade, as every catalogue deal)."""
        session = self.router.session
        session.daily.set_today(lambda: TODAY)
        number = session.daily.number(TODAY, CLASSIC)
        if number is None:
            raise RuntimeError("no classic catalogue: no daily deal to show")
        par = session.deals.par(CLASSIC, str(number)) or 120
        session.daily.start(TODAY, CLASSIC, number)
        self._win(str(number), par + 9, 611.0, undos=2)

    def summary_clock_off(self) -> None:
        """"Uhr anzeigen" off: the win of `summary` again, ranked by moves alone, no time anywhere."""
        self.router.options.set_option(OPTIONS.named("show_clock"), False)
        self._win(RECORD_DEAL, 150, 498.0)

    def statistics_chart(self) -> None:
        """The statistics after 40 more games of every kind (the chart shows the last 30)."""
        add_sample_games(self.router.session)
        self.statistics()

    def history(self) -> None:
        self.statistics()
        self.router.statistics.open_history()

    def history_own_game(self) -> None:
        """The history whose newest game kept its own moves: "Partie ansehen" is offered."""
        game = played_game(12345, 40)
        self.router.session.record.history.add(ended_game(game.variant, str(game.number), False, game.moves, 201.0,
                                                          line=line_text(game.history)))
        self.history()

    def replay_own_game(self) -> None:
        """That game replayed from the history, paused after its first 20 moves."""
        history = self.app.top
        assert isinstance(history, HistoryScene)
        history.press("watch")
        replay = self.app.top
        assert isinstance(replay, ReplayScene)
        replay.control(ReplayControl.PAUSE)
        for _ in range(20):
            replay.control(ReplayControl.STEP)
        self.settle(1.0)

    def daily(self) -> None:
        """The calendar of a staged month: won and lost days, a streak of nine, today open."""
        self.router.session.daily.set_today(lambda: TODAY)
        days = self.router.session.daily.record.days[CLASSIC]
        for day in range(1, TODAY.day):
            result = DAILY_MONTH.get(day, DayResult.WON)
            if result is not None:
                days[datetime.date(TODAY.year, TODAY.month, day)] = result
        self.menu()
        self.app.push(DailyCalendarScene(self.app, self.router.daily, CLASSIC))

    def difficulty(self) -> None:
        """The options with "Schwierigkeit: Schwer" chosen."""
        self.router.options.set_option(OPTIONS.named("difficulty"), "hard")
        self.options()

    def help_screen(self) -> None:
        self.menu()
        self.app.push(HelpScene(self.app))
