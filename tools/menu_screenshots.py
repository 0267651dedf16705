"""Headless screenshots of the menus and dialogs, called by ``python -m tools.screenshots``.

Every picture is the real app built by `game.app.screens.build_app` on a throw-away data folder,
with the scenes opened the way a player opens them, at 1920×1080 (``menu-de.png``) and at the
phone-shaped 720×1280 (``menu-de-720x1280.png``).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

SIZES = [(1920, 1080), (720, 1280)]


def _name(base: str, size: tuple[int, int]) -> str:
    return f"{base}.png" if size == SIZES[0] else f"{base}-{size[0]}x{size[1]}.png"


def shoot_menus(out: Path) -> list[Path]:
    """Render menu-de/en, options, summary-record, statistics, help-de/en, confirm, game-number-error."""
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
    import pygame

    from game.app.config import AppConfig
    from game.app.screens import build_app
    from game.engine import Game, parse_game_number
    from game.scenes.dialogs import GameNumberDialog
    from game.scenes.help import HelpScene
    from game.scenes.menu import MenuScene
    from game.scenes.options import OptionsScene
    from game.scenes.statistics import StatisticsScene
    from game.scenes.summary import FinishedGame, SummaryScene
    from game.storage.stats import RecordOutcome
    from tools.screenshots import _played_game, finish_position

    saved: list[Path] = []

    def settle(app, seconds: float = 3.0) -> None:
        """Frames of one fixed step each, not painted (the shot draws once)."""
        for _ in range(int(seconds * 120)):
            app.frame(1 / 120, draw=False)

    app = build_app(AppConfig(size=size, data_dir=folder, language="de"), headless=True)
    session = app.screens
    for won, moves, seconds in [(True, 131, 512.0), (False, 40, 200.0), (True, 118, 431.0),
                                (True, 104, 377.0), (False, 12, 95.0), (True, 122, 455.0)]:
        session.stats.record_result("classic", "12345", won, moves, seconds)
    session.stats.record_result("relaxed", "777", True, 96, 301.0)
    session.stats.record_result("relaxed", "778", False, 30, 120.0)

    def playing() -> None:
        session.play_game(_played_game(12345, 24), clock_seconds=201.0)
        settle(app, 0.2)

    def shot(base: str, prepare: Callable[[], None], language: str = "de") -> None:
        if app.settings.language != language:
            session.set_option("language", language)
        prepare()
        settle(app, 0.1)
        app.draw()
        path = out / _name(base, size)
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    def menu() -> None:
        playing()
        session.open_menu()

    def options() -> None:
        menu()
        app.push(OptionsScene(app, session))

    def confirm() -> None:
        menu()
        top = app.top
        assert isinstance(top, MenuScene)
        top.press("new_game")

    def number_error() -> None:
        menu()
        dialog = GameNumberDialog(app, lambda number: None)
        app.push(dialog)
        dialog.entries["number"].set_text("0")
        dialog.submit()

    def summary() -> None:
        session.play_game(Game(finish_position(), number=parse_game_number("12345")))
        session.table.finish()
        for _ in range(40):   # until the win cascade has played and the real summary came up
            settle(app, 0.5)
            if isinstance(app.top, SummaryScene):
                break
        while len(app.scenes) > 1:
            app.pop()
        session.table.elapsed = 352.0
        result = FinishedGame(True, "12345", "classic", 97, 352.0, 3, 1, RecordOutcome(True, 104), 97)
        app.push(SummaryScene(app, session, result))

    def statistics() -> None:
        menu()
        app.push(StatisticsScene(app, session))

    def help_screen() -> None:
        menu()
        app.push(HelpScene(app))

    shot("menu-de", menu)
    shot("menu-en", menu, "en")
    shot("options", options)
    shot("statistics", statistics)
    shot("summary-record", summary)   # after statistics: finishing the deal records a win
    shot("help-de", help_screen)
    shot("help-en", help_screen, "en")
    shot("confirm", confirm)
    shot("game-number-error", number_error)
    session.close()
    app.scenes.clear()
    session.close()
    app.scenes.clear()
    return saved
