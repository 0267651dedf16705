"""Headless screenshots of the table: ``python -m tools.screenshots --out DIR``.

Each picture is a real `TableScene` driven through its public API (and, for the drag, real
pointer events), rendered with the dummy video driver. The positions come from
`tools.positions`, which the table tests use too (and import from here).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.content import Grade
from game.engine import Game, MoveKind
from game.table.actions import Finish, Hint, Play, TurnTalon, move_action
from tools.court_screenshots import shoot_court_cards
from tools.menu_screenshots import shoot_menus
from tools.option_screenshots import shoot_option_tables
from tools.positions import (
    finish_position,
    long_columns_position,
    played_game,
    seed_example_position,
    stuck_after_last_turn,
    targets_position,
    waste_fan_position,
)
from tools.state_screenshots import QuietWorker, shoot_states
from tools.theme_screenshots import shoot_themes

if TYPE_CHECKING:
    from game.advisor.link import SolverLink

SIZES = [(1920, 1080), (1280, 720), (720, 1280), (3840, 2160)]
STEP = 1 / 120   # one fixed update (theme.UPDATE_HZ)


def shoot(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app.config import AppConfig
    from game.app.loop import App
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import Settings

    out.mkdir(parents=True, exist_ok=True)
    app = App(AppConfig(size=SIZES[0]), headless=True, settings=Settings(auto_play=False))
    saved: list[Path] = []

    def scene_for(game: Game, size: tuple[int, int], deal: bool = False) -> TableScene:
        app.scenes.clear()
        app.resize(size)
        scene = TableScene(app, game, deal_animation=deal)
        app.push(scene)
        settle(scene)
        return scene

    def settle(scene: TableScene, seconds: float = 3.0) -> None:
        """Frames of one fixed step each (not painted) until no card is in the air."""
        for _ in range(int(seconds * 120)):
            app.frame(STEP, draw=False)
            if not scene.on_screen().busy:
                break

    def save(name: str, prepare: Callable[[], None] | None = None) -> None:
        if prepare is not None:
            prepare()
        app.draw()
        path = out / name
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    for size in SIZES:
        scene = scene_for(played_game(12345, 24), size)
        scene.set_clock(201)
        save(f"table-{size[0]}x{size[1]}.png")

    scene = scene_for(Game(seed_example_position(), number=None), (1920, 1080))
    scene.tap_at(scene.card_point(_column(2), 2))
    save("seed-example.png")

    scene = scene_for(Game(targets_position()), (1920, 1080))
    scene.tap_at(scene.card_point(_column(0), 2))
    save("targets.png")

    # A tap on a card with no legal move: it rises and shakes, and the engine's reason shows.
    scene = scene_for(played_game(12345, 24), (1920, 1080))
    game = scene.copy_game()
    column = next(c for c, cards in enumerate(game.position.columns)
                  if cards and not game.legal_targets(c, 1) and game.lifted_run(c, len(cards) - 1) == 1)
    scene.tap_at(scene.card_point(_column(column), len(game.position.columns[column]) - 1))
    for _ in range(int(0.3 * 120)):
        app.frame(STEP, draw=False)
    save("no-move-tap.png")

    scene = scene_for(Game(seed_example_position()), (1920, 1080))
    scene.act(Play(8, 9))
    settle(scene)
    start = scene.card_point(_column(2), 2)
    target = scene.card_centre(_column(5), 1)
    mid = (start[0] + (target[0] - start[0]) * 0.8, start[1] + (target[1] - start[1]) * 0.8 + 30)
    _drag(app, start, mid)
    save("drag.png")

    # R2 on long columns: a 16-card column and long same-suit runs, every index whole.
    long = long_columns_position([5, 16, 4, 9, 13, 4, 12, 3, 11, 6], seed=7)
    for size in [(1280, 720), (720, 1280)]:
        scene_for(Game(long), size)
        save(f"long-columns-{size[0]}x{size[1]}.png")

    # The waste's top three cards, rank and suit whole: fanned up in the side panel, sideways
    # where talon and waste sit under the columns (large cards at 1920×1080).
    scene_for(Game(waste_fan_position()), (1280, 720))
    save("waste-fan.png")

    # Large cards: the hint's reason and the talon's reminder each in their own place.
    app.settings = app.settings.with_changes(large_cards=True)
    scene = scene_for(played_game(12345, 24), (1280, 720))
    scene.act(Hint())
    save("hint-large-cards.png")
    scene_for(Game(waste_fan_position()), (1920, 1080))
    save("waste-fan-large.png")
    app.settings = app.settings.with_changes(large_cards=False)

    # B1 after a mistake: the deal's fact and the live state apart, the move that left the line.
    for name, size, number in [("indicator-line-left.png", (1920, 1080), 12345),
                               ("hud-narrow-1024.png", (1024, 768), 12345678901234567890),
                               ("hud-narrow-480.png", (480, 854), 10)]:
        scene = scene_for(with_number(played_game(12345, 24), number), size)
        show_line_left(scene)
        scene.set_clock(201)
        save(name)
    app.settings = app.settings.with_changes(show_winnability=False)

    scene = scene_for(Game(finish_position()), (1920, 1080))
    save("finish.png")

    scene.act(Finish())
    settle(scene, 10)
    for _ in range(int(1.0 * 120)):
        app.frame(STEP, draw=False)
    save("cascade-skip.png")                # the cascade with "Tippen zum Überspringen"
    for _ in range(int(2.0 * 120)):
        app.frame(STEP, draw=False)
    save("won.png")
    pygame.quit()
    return saved


def with_number(game: Game, number: int) -> Game:
    from game.engine import parse_game_number

    game.number = parse_game_number(str(number))
    return game


def show_line_left(scene) -> SolverLink:
    """The indicator on, a winning line known up to the last move, the quick search answered
    without one: "Stellung: offen – Gewinnweg bei Zug N verlassen", "Zurück zu gewinnbar".
    Returns the solver's link the table asks."""
    from game.advisor.link import SolverLink

    link = SolverLink(worker_factory=QuietWorker)
    scene.attach_solver(link)
    game = scene.copy_game()
    link.knowledge.catalogue(game.variant, [str(game.number)])
    link.knowledge.assume_line(game.history[-1].before, ("t",))   # (the picture only asks whether one is known)
    link.quick_done = True   # so the live state names the move that left the line at once
    scene.app.settings = scene.app.settings.with_changes(show_winnability=True)   # the option, as the table reads it
    scene.label(Grade.MEDIUM, None)
    return link


def _column(index: int):
    from game.engine import column_pile

    return column_pile(index)


def _drag(app, start: tuple[int, int], end: tuple[float, float]) -> None:
    """Press at ``start`` and move to ``end`` in five frames of one fixed step, without releasing."""
    from game.app import synthetic

    synthetic.post(synthetic.press(start))
    for pos in synthetic.path(start, (round(end[0]), round(end[1])), 5):
        synthetic.post(synthetic.move(pos))
        app.frame(STEP, draw=False)


def shoot_solver(out: Path) -> list[Path]:
    """The solver's pictures on the real app (session, worker): stuck.png, stuck-look.png, hint.png,
    summary-par.png, replay.png — at 1920×1080, in German."""
    import tempfile
    import time

    import pygame

    from game.advisor.link import WINNABLE
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.scenes.stuck import StuckDialog
    from game.scenes.summary import SummaryScene
    from game.scenes.tabletop.replay import ReplayControl, ReplayScene
    from game.storage.settings import OPTIONS

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    folder = tempfile.mkdtemp(prefix="vierzig-raeuber-shots-")
    app = build_app(AppConfig(size=SIZES[0], data_dir=Path(folder), language="de"), headless=True)
    router = app.router

    def pump(until: Callable[[], bool] | None = None, seconds: float = 0.5, limit: float = 30.0) -> None:
        """Frames with real time passing (the worker answers meanwhile), until ``until`` holds."""
        end = time.monotonic() + limit
        frames = 0
        while time.monotonic() < end:
            app.frame(1 / 60, draw=False)
            frames += 1
            if until is not None and until():
                break
            if until is None and frames >= seconds * 60:
                break
            time.sleep(0.005)
        app.draw()

    def save(name: str) -> None:
        app.draw()
        path = out / name
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    try:
        router.options.set_option(OPTIONS.named("show_winnability"), True)
        # The dead-end dialog (R17) once the talon's last card has been turned and has landed:
        # over the true position (the ♠K on the waste, the talon empty) ...
        table = router.game.play_game(Game(stuck_after_last_turn(), number=None))
        pump(seconds=0.2)
        table.act(TurnTalon())
        pump(lambda: isinstance(app.top, StuckDialog))
        save("stuck.png")
        # ... and after "Tisch ansehen": the table, with the button that brings the dialog back.
        stuck = app.top
        assert isinstance(stuck, StuckDialog)
        stuck.cancel()
        pump(seconds=0.1)
        save("stuck-look.png")
        # A solver hint with its reason, some moves into a catalogue deal.
        table = router.game.play_game(Game.new(573, "relaxed"))
        for played in range(80):
            pump(lambda: table.state().winnability == WINNABLE)
            move = router.session.solver.next_move(table.state().position)
            if move is None or (played >= 30 and move.kind == MoveKind.PLAY and not move.to_foundation):
                break   # stop before a column move: its reason says more than "turn a talon card"
            table.act(move_action(move))
            table.settle()
        pump(lambda: table.state().winnability == WINNABLE)
        table.act(Hint())
        pump(lambda: (table.state().hint is not None))
        pump(seconds=0.4)
        save("hint.png")
        # Given up: the summary with the par, then the solution's replay mid-way.
        router.game.give_up()
        pump(seconds=0.3)
        save("summary-par.png")
        summary = app.top
        assert isinstance(summary, SummaryScene)
        summary.show_solution()
        pump(lambda: isinstance(app.top, ReplayScene))
        replay = app.top
        assert isinstance(replay, ReplayScene)
        for _ in range(60):
            replay.control(ReplayControl.STEP)
            pump(seconds=0.05)
        replay.control(ReplayControl.SPEED)
        replay.control(ReplayControl.PAUSE)   # stepping paused it: it plays on
        pump(seconds=0.45)
        save("replay.png")
    finally:
        router.close()
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the table screenshots headless.")
    parser.add_argument("--out", type=Path, default=Path("screenshots"), help="directory for the PNGs")
    args = parser.parse_args(argv)
    menus = shoot_menus(args.out)   # first: shoot() ends with pygame.quit(), which voids cached fonts
    solver = shoot_solver(args.out)
    states = shoot_states(args.out)
    court = shoot_court_cards(args.out)
    themes = shoot_themes(args.out)
    options = shoot_option_tables(args.out)
    for path in shoot(args.out) + menus + solver + states + court + themes + options:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
